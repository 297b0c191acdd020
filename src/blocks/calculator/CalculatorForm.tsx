import { useCallback, useDeferredValue, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompiledCalculator } from '../../engine/compileCalculator';
import { evaluateCalculator, type CalculatorResult } from '../../engine/evaluateCalculator';
import { evaluateCalculatorCharts } from '../../engine/evaluateCalculatorCharts';
import type { AddonInputValue } from '../../engine/extensionProps';
import { interpolate, localize as localizeText, type Lang } from '../../engine/localize';
import type { CalculatorSpec, LocalizedText } from '../../engine/specTypes.generated';
import { useLang } from '../../i18n/useLang';
import CalculatorActions from './CalculatorActions';
import CalculatorAddons from './CalculatorAddons';
import { invalidInputAlert, validationAlerts } from './calculatorAlerts';
import CalculatorChart from './CalculatorChart';
import CalculatorStatusNotes from './CalculatorStatusNotes';
import DataSourceNote from './DataSourceNote';
import { inputRegistry } from './inputRegistry';
import OutputItem from './OutputItem';
import ResultTable from './ResultTable';
import type { RawState, RawValue } from './rawState';
import { rawOf, toInputValues, unreadableInputs } from './rawState';
import { symbolTexts } from './symbolTexts';
import { useAddonMessages } from './useAddonMessages';
import { useCalculatorState } from './useCalculatorState';
import { useCopyLink } from './useCopyLink';
import './Calculator.css';

/** What the form's parts share: the spec, this evaluation, the language and the texts of the symbols. */
interface FormView {
  spec: CalculatorSpec;
  result: CalculatorResult;
  idPrefix: string;
  lang: Lang;
  texts: Record<string, string>;
  localize: (text: LocalizedText) => string;
}

/** The visible inputs, each drawn by the field of its type. */
function CalculatorInputs({ view, raw, onChange }: { view: FormView; raw: RawState; onChange: (id: string, value: RawValue | undefined) => void }) {
  const { spec, result, idPrefix, lang, texts, localize } = view;
  return (
    <div className="calc-inputs">
      {spec.inputs.map((input) => {
        if (!result.visibleInputs[input.id]) return null;
        const Field = inputRegistry[input.type];
        return (
          <Field
            key={input.id}
            input={input}
            idPrefix={idPrefix}
            raw={raw.values[input.id]}
            value={result.inputs[input.id]}
            bounds={result.bounds[input.id]}
            invalid={result.invalidInputs.includes(input.id)}
            lang={lang}
            unit={input.unit ? interpolate(input.unit, texts) : undefined}
            localize={localize}
            onChange={(value) => onChange(input.id, value)}
          />
        );
      })}
    </div>
  );
}

/** The visible outputs, read by screen readers as they change. */
function CalculatorOutputs({ view }: { view: FormView }) {
  const { spec, result, idPrefix, lang, texts, localize } = view;
  return (
    <div className="calc-results" aria-live="polite">
      {spec.outputs.map((output) =>
        result.visibleOutputs[output.id] ? <OutputItem key={output.id} output={output} idPrefix={idPrefix} value={result.outputs[output.id] ?? null} lang={lang} texts={texts} localize={localize} /> : null,
      )}
    </div>
  );
}

/** The form's one alert region: invalid inputs first, then the validations that fired, then the add-ons' messages. */
function CalculatorAlerts({ view, addonMessages }: { view: FormView; addonMessages: readonly string[] }) {
  const { t } = useTranslation('calc');
  const { spec, result, lang, texts } = view;
  const invalid = result.invalidInputs.map((id) => {
    const alert = invalidInputAlert(spec.inputs, id, lang);
    return t(alert.key, { ...alert.values, interpolation: { escapeValue: false } });
  });
  const alerts = [...invalid, ...validationAlerts(result, texts, lang), ...addonMessages];
  return (
    <div className="calc-alert" role="alert">
      {alerts.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}

/** The interactive calculator: inputs (state + URL), results derived on every render, messages. */
export default function CalculatorForm({ compiled, titleId }: { compiled: CompiledCalculator; /** The id of the calculator's heading, if it has one. */ titleId?: string }) {
  const { t } = useTranslation('calc');
  const lang = useLang();
  const idPrefix = `calc-${compiled.spec.id}-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const { spec } = compiled;
  const { raw, setValue, setValues, reset } = useCalculatorState(spec.id, spec.inputs, lang);
  const addonMessages = useAddonMessages();

  const result = useMemo(() => evaluateCalculator(compiled, toInputValues(spec.inputs, raw), unreadableInputs(spec.inputs, raw)), [compiled, spec.inputs, raw]);
  // Charts sample their series at a lower priority, so typing never waits for them.
  const deferredResult = useDeferredValue(result);
  const charts = useMemo(() => (compiled.charts.length > 0 ? evaluateCalculatorCharts(compiled, deferredResult) : {}), [compiled, deferredResult]);
  const texts = useMemo(() => symbolTexts(compiled, result, lang, [t('yes'), t('no')]), [compiled, result, lang, t]);
  const { copy, copyLink, clear: clearCopy } = useCopyLink(spec, raw, result.inputs);
  const localize = (text: LocalizedText) => localizeText(text, lang);
  const view: FormView = { spec, result, idPrefix, lang, texts, localize };

  const setAddonInputs = useCallback(
    (values: Readonly<Record<string, AddonInputValue | undefined>>) => {
      const changes: Record<string, RawValue | undefined> = {};
      for (const [id, value] of Object.entries(values)) {
        const input = spec.inputs.find((candidate) => candidate.id === id);
        if (input) changes[id] = rawOf(input, value, raw.lang);
      }
      clearCopy();
      setValues(changes);
    },
    [spec.inputs, raw.lang, setValues, clearCopy],
  );
  const addonProps = { spec, result, setInputs: setAddonInputs, report: addonMessages.report, lang, idPrefix };

  return (
    <form className="calc-form" data-calc={spec.id} noValidate onSubmit={(event) => event.preventDefault()}>
      <CalculatorAddons place="top" {...addonProps} />
      <CalculatorInputs
        view={view}
        raw={raw}
        onChange={(id, value) => {
          clearCopy();
          setValue(id, value);
        }}
      />
      <CalculatorAddons place="afterInputs" {...addonProps} />
      <CalculatorAlerts view={view} addonMessages={addonMessages.messages} />
      <CalculatorOutputs view={view} />
      {(spec.tables ?? []).map((table) => (
        <ResultTable key={table.id} table={table} evaluated={result.tables[table.id]} idPrefix={idPrefix} lang={lang} texts={texts} localize={localize} titleId={titleId} />
      ))}
      {(spec.charts ?? []).map((chart) => (
        <CalculatorChart key={chart.id} chart={chart} evaluated={charts[chart.id]} lang={lang} localize={localize} />
      ))}
      <CalculatorAddons place="afterResults" {...addonProps} />
      <CalculatorStatusNotes result={result} texts={texts} lang={lang} localize={localize} />
      <CalculatorActions
        copy={copy}
        idPrefix={idPrefix}
        onReset={() => {
          clearCopy();
          reset();
        }}
        onCopy={() => void copyLink()}
      />
      {spec.dataSource ? <DataSourceNote source={spec.dataSource} lang={lang} localize={localize} /> : null}
    </form>
  );
}
