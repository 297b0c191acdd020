import { useCallback, useDeferredValue, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompiledCalculator } from '../../engine/compileCalculator';
import { evaluateCalculator, type CalculatorResult } from '../../engine/evaluateCalculator';
import { evaluateCalculatorCharts } from '../../engine/evaluateCalculatorCharts';
import type { AddonInputValue } from '../../engine/extensionProps';
import { interpolate, localize as localizeText, type Lang } from '../../engine/localize';
import type { CalculatorSpec, LocalizedText, Output } from '../../engine/specTypes.generated';
import { useLang } from '../../i18n/useLang';
import CalculatorActions from './CalculatorActions';
import CalculatorAddons from './CalculatorAddons';
import { invalidFieldAlert, invalidInputAlert, validationAlerts, validationOwners } from './calculatorAlerts';
import CalculatorChart from './CalculatorChart';
import CalculatorStatusNotes from './CalculatorStatusNotes';
import DataSourceNote from './DataSourceNote';
import { inputRegistry } from './inputRegistry';
import OutputItem from './OutputItem';
import ResultSummary from './ResultSummary';
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

/** The visible inputs, each drawn by the field of its type with the message that concerns it. */
function CalculatorInputs({ view, raw, messages, onChange, ref }: { view: FormView; raw: RawState; messages: Readonly<Record<string, string>>; onChange: (id: string, value: RawValue | undefined) => void; ref: RefObject<HTMLDivElement | null> }) {
  const { spec, result, idPrefix, lang, texts, localize } = view;
  return (
    <div className="calc-inputs" ref={ref}>
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
            message={messages[input.id]}
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

/** The outputs in the order a visitor reads them: the key outputs (`summary`) first, then the rest as the spec lists them. */
function readingOrder(spec: CalculatorSpec): Output[] {
  const key: readonly string[] = spec.summary ?? [];
  const rank = (id: string) => (key.includes(id) ? key.indexOf(id) : key.length);
  return [...spec.outputs].sort((a, b) => rank(a.id) - rank(b.id));
}

/** The visible outputs, read by screen readers as they change; `formulasOpen` opens or closes every "Formula" disclosure. */
function CalculatorOutputs({ view, formulasOpen, ref }: { view: FormView; formulasOpen: boolean; ref: RefObject<HTMLDivElement | null> }) {
  const { spec, result, idPrefix, lang, texts, localize } = view;
  const outputs = useMemo(() => readingOrder(spec), [spec]);
  return (
    <div className="calc-results" aria-live="polite" ref={ref}>
      {outputs.map((output) =>
        result.visibleOutputs[output.id] ? (
          <OutputItem key={output.id} output={output} idPrefix={idPrefix} value={result.outputs[output.id] ?? null} lang={lang} texts={texts} localize={localize} formulaOpen={formulasOpen} />
        ) : null,
      )}
    </div>
  );
}

/** One switch that opens or closes the "Formula" disclosures of every output at once. */
function FormulasSwitch({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('calc');
  return (
    <button type="button" className="calc-button calc-formulas-switch" aria-pressed={open} onClick={onToggle}>
      {t('showFormulas')}
    </button>
  );
}

/** The form's one alert region: invalid inputs first, then the validations that fired, then the add-ons' messages. */
function CalculatorAlerts({ view, validations, addonMessages }: { view: FormView; validations: readonly string[]; addonMessages: readonly string[] }) {
  const { t } = useTranslation('calc');
  const { spec, result, lang } = view;
  const invalid = result.invalidInputs.map((id) => {
    const alert = invalidInputAlert(spec.inputs, id, lang);
    return t(alert.key, { ...alert.values, interpolation: { escapeValue: false } });
  });
  const alerts = [...invalid, ...validations, ...addonMessages];
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
  const [lastEdited, setLastEdited] = useState<string>();
  const [formulasOpen, setFormulasOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputsRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const validations = validationAlerts(result, texts, lang);

  // Each message also beside the input that caused it: an unreadable input says so in short, a validation that
  // fired goes to the input it belongs to (see `validationOwners`).
  const fieldMessages: Record<string, string> = {};
  const addFieldMessage = (id: string, message: string) => {
    fieldMessages[id] = fieldMessages[id] ? `${fieldMessages[id]} ${message}` : message;
  };
  for (const id of result.invalidInputs) {
    const alert = invalidFieldAlert(spec.inputs.find((input) => input.id === id));
    addFieldMessage(id, t(alert.key, { ...alert.values, interpolation: { escapeValue: false } }));
  }
  const owners = validationOwners(compiled, result, lastEdited);
  validations.forEach((message, i) => {
    const owner = owners.get(result.errors[i]?.index ?? -1);
    if (owner) addFieldMessage(owner, message);
  });

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
    <form className="calc-form" data-calc={spec.id} noValidate onSubmit={(event) => event.preventDefault()} ref={formRef}>
      <CalculatorAddons place="top" {...addonProps} />
      <CalculatorInputs
        view={view}
        raw={raw}
        messages={fieldMessages}
        ref={inputsRef}
        onChange={(id, value) => {
          clearCopy();
          setLastEdited(id);
          setValue(id, value);
        }}
      />
      <CalculatorAddons place="afterInputs" {...addonProps} />
      <CalculatorAlerts view={view} validations={validations} addonMessages={addonMessages.messages} />
      {spec.outputs.some((output) => output.formula) ? <FormulasSwitch open={formulasOpen} onToggle={() => setFormulasOpen((open) => !open)} /> : null}
      <CalculatorOutputs view={view} formulasOpen={formulasOpen} ref={resultsRef} />
      <ResultSummary spec={spec} result={result} lang={lang} texts={texts} localize={localize} form={formRef} inputs={inputsRef} results={resultsRef} />
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
