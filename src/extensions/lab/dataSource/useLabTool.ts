import { useMemo } from 'react';
import { useLang } from '../../../i18n/useLang';
import { numbersOutOfRange, type ChoiceParam, type ParamDef } from '../../shared/params/params';
import { useQueryParams } from '../../shared/params/useQueryParams';
import { labDataParams, useLabDataSource } from './useLabDataSource';

/**
 * What every lab tool on market data starts with: its parameters in the URL (`<toolId>.<param>`), the data
 * source with the tool's default dataset, the numbers out of range, the ready series, and the props of its
 * {@link LabToolPanel} that come from these (`panel`). `dataset` and `toolParams` must be module constants:
 * the URL is read again when they change.
 */
export function useLabTool(toolId: string, dataset: ChoiceParam, toolParams: readonly ParamDef[]) {
  const lang = useLang();
  const params = useMemo(() => [...labDataParams(dataset), ...toolParams], [dataset, toolParams]);
  const { texts: fieldTexts, values, set } = useQueryParams(toolId, params, lang);
  const source = useLabDataSource(values, set, lang, dataset);
  const outOfRange = numbersOutOfRange([...source.shownParams, ...toolParams], values);
  return {
    lang,
    values,
    set,
    fieldTexts,
    outOfRange,
    series: source.ready?.series ?? null,
    panel: { toolId, source, fieldTexts, outOfRange, lang, onChange: set },
  };
}
