import { useMemo } from 'react';
import { useLang } from '../../../i18n/useLang';
import { rangeMessage } from '../../shared/params/ParamFields';
import { numbersOutOfRange, type NumberParam } from '../../shared/params/params';
import { useQueryParams } from '../../shared/params/useQueryParams';
import { labTexts } from '../texts';
import { multiDatasetParam, useMultiAssetSource } from './useMultiAssetSource';

const DATASET = multiDatasetParam();

/**
 * What every portfolio tool on the lab's multi-asset data starts with: the dataset choice and its numbers in
 * the URL (`<toolId>.<param>`), the multi-asset source, the numbers out of range, the ready series, the
 * messages every tool shows first (range, then data source), and the props of its fields: `dataFields` for
 * {@link MultiAssetFields}, `fields` for the tool's own `ParamFields`. `numbers` must be a module constant:
 * the URL is read again when it changes.
 */
export function useMultiAssetTool(toolId: string, numbers: readonly NumberParam[]) {
  const lang = useLang();
  const params = useMemo(() => [DATASET, ...numbers], [numbers]);
  const { texts, values, set } = useQueryParams(toolId, params, lang);
  const source = useMultiAssetSource(values, set, lang, DATASET);
  const outOfRange = numbersOutOfRange(numbers, values);
  const idPrefix = `tool-${toolId}`;
  const fields = { texts, invalid: outOfRange, idPrefix, lang, onChange: set };
  return {
    lang,
    values,
    source,
    outOfRange,
    idPrefix,
    series: source.ready?.series ?? null,
    messages: [...outOfRange.map((param) => rangeMessage(param, labTexts(lang), lang)), ...source.messages],
    fields,
    dataFields: { ...fields, source, dataset: source.dataset },
  };
}
