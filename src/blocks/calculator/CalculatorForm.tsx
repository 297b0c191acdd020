import { useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompiledCalculator, GroupRow, InputValue } from '../../engine/compileCalculator';
import { evaluateCalculator } from '../../engine/evaluateCalculator';
import { evaluateCalculatorCharts } from '../../engine/evaluateCalculatorCharts';
import { formatInputNumber, formatValue } from '../../engine/formatNumber';
import { DEFAULT_LIST_MAX_ITEMS, formatNumberList, sequenceText } from '../../engine/listInput';
import { interpolate, localeOf, localize as localizeText } from '../../engine/localize';
import type { Input } from '../../engine/specTypes.generated';
import { useLang } from '../../i18n/useLang';
import Markdown from '../Markdown';
import type { AddonInputValue } from '../../engine/extensionProps';
import CalculatorAddons from './CalculatorAddons';
import { mergeQuery, toQueryEntries } from './calculatorQuery';
import { inputRegistry } from './inputRegistry';
import CalculatorChart from './CalculatorChart';
import OutputItem from './OutputItem';
import ResultTable from './ResultTable';
import type { RawState, RawValue } from './rawState';
import { toInputValues, unreadableInputs } from './rawState';
import { paramTexts, symbolTexts } from './symbolTexts';
import { useCalculatorState } from './useCalculatorState';
import './Calculator.css';

function rawOf(input: Input, value: InputValue | undefined, lang: RawState['lang']): RawValue | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return input.type === 'slider' ? String(value) : formatInputNumber(value, lang);
  if (input.type === 'sequence' && Array.isArray(value)) return sequenceText(input, value as number[]);
  if (input.type === 'numbers' && Array.isArray(value)) return formatNumberList(value as number[], lang);
  if (Array.isArray(value)) return (value as GroupRow[]).map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, formatInputNumber(v, lang)])));
  return value;
}

function formatDate(isoDate: string, lang: RawState['lang']): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions = lang === 'de' ? { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(localeOf(lang), options).format(date);
}

type CopyState = 'idle' | 'copied' | 'manual';

/** The interactive calculator: inputs (state + URL), results derived on every render, messages. */
export default function CalculatorForm({ compiled, titleId }: { compiled: CompiledCalculator; /** The id of the calculator's heading, if it has one. */ titleId?: string }) {
  const { t } = useTranslation('calc');
  const lang = useLang();
  const localize = (text: { en: string; de: string }) => localizeText(text, lang);
  const idPrefix = `calc-${compiled.spec.id}-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const { spec } = compiled;
  const { raw, setValue, setValues, reset } = useCalculatorState(spec.id, spec.inputs, lang);
  const [copy, setCopy] = useState<{ state: CopyState; url: string }>({ state: 'idle', url: '' });
  // Messages of add-ons by their index in `spec.addons`, shown in the form's one alert region.
  const [addonMessages, setAddonMessages] = useState<Readonly<Record<number, readonly string[]>>>({});

  const result = useMemo(() => evaluateCalculator(compiled, toInputValues(spec.inputs, raw), unreadableInputs(spec.inputs, raw)), [compiled, spec.inputs, raw]);
  // Charts sample their series at a lower priority, so typing never waits for them.
  const deferredResult = useDeferredValue(result);
  const charts = useMemo(() => (compiled.charts.length > 0 ? evaluateCalculatorCharts(compiled, deferredResult) : {}), [compiled, deferredResult]);
  const texts = useMemo(() => symbolTexts(compiled, result, lang, [t('yes'), t('no')]), [compiled, result, lang, t]);

  const invalidMessages = result.invalidInputs.map((id) => {
    const input = spec.inputs.find((candidate) => candidate.id === id);
    const field = input ? localize(input.label) : id;
    const max = formatValue(input?.maxItems ?? DEFAULT_LIST_MAX_ITEMS, 'integer', lang);
    if (input?.type === 'sequence') {
      const letters = Object.keys(input.letters ?? {}).join(', ');
      return t('invalidSequence', { field, letters, max, interpolation: { escapeValue: false } });
    }
    if (input?.type === 'numbers') return t('invalidNumberList', { field, max, interpolation: { escapeValue: false } });
    return t('invalidNumber', { field, interpolation: { escapeValue: false } });
  });
  const errorMessages = result.invalidInputs.length > 0 ? [] : result.errors.map((error) => interpolate(localize(error.message), { ...texts, ...paramTexts(error.params, lang) }));
  const alerts = [...invalidMessages, ...errorMessages, ...Object.values(addonMessages).flat()];

  const reportAddon = useCallback((index: number, messages: readonly string[]) => {
    setAddonMessages((previous) => {
      if ((previous[index] ?? []).join('\n') === messages.join('\n')) return previous;
      const next = { ...previous };
      if (messages.length === 0) delete next[index];
      else next[index] = [...messages];
      return next;
    });
  }, []);
  const setAddonInputs = useCallback(
    (values: Readonly<Record<string, AddonInputValue | undefined>>) => {
      const changes: Record<string, RawValue | undefined> = {};
      for (const [id, value] of Object.entries(values)) {
        const input = spec.inputs.find((candidate) => candidate.id === id);
        if (input) changes[id] = rawOf(input, value, raw.lang);
      }
      setCopy({ state: 'idle', url: '' });
      setValues(changes);
    },
    [spec.inputs, raw.lang, setValues],
  );
  const addonProps = { spec, result, setInputs: setAddonInputs, report: reportAddon, lang, idPrefix };

  const copyLink = async () => {
    // Every input with its current value, except those still following a defaultExpr.
    const values: Record<string, RawValue> = {};
    for (const input of spec.inputs) {
      const own = raw.values[input.id];
      const value = own ?? (input.defaultExpr ? undefined : rawOf(input, result.inputs[input.id], raw.lang));
      if (value !== undefined) values[input.id] = value;
    }
    const search = mergeQuery(window.location.search, spec.id, toQueryEntries(spec.id, spec.inputs, { lang: raw.lang, values }));
    const url = `${window.location.origin}${window.location.pathname}${search}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
    try {
      await navigator.clipboard.writeText(url);
      setCopy({ state: 'copied', url });
    } catch {
      setCopy({ state: 'manual', url });
    }
  };

  return (
    <form className="calc-form" data-calc={spec.id} noValidate onSubmit={(event) => event.preventDefault()}>
      <CalculatorAddons place="top" {...addonProps} />
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
              onChange={(value) => {
                setCopy({ state: 'idle', url: '' });
                setValue(input.id, value);
              }}
            />
          );
        })}
      </div>
      <CalculatorAddons place="afterInputs" {...addonProps} />

      <div className="calc-alert" role="alert">
        {alerts.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>

      <div className="calc-results" aria-live="polite">
        {spec.outputs.map((output) =>
          result.visibleOutputs[output.id] ? (
            <OutputItem
              key={output.id}
              output={output}
              idPrefix={idPrefix}
              value={result.outputs[output.id] ?? null}
              lang={lang}
              texts={texts}
              localize={localize}
            />
          ) : null,
        )}
      </div>

      {(spec.tables ?? []).map((table) => (
        <ResultTable key={table.id} table={table} evaluated={result.tables[table.id]} idPrefix={idPrefix} lang={lang} texts={texts} localize={localize} titleId={titleId} />
      ))}

      {(spec.charts ?? []).map((chart) => (
        <CalculatorChart key={chart.id} chart={chart} evaluated={charts[chart.id]} lang={lang} localize={localize} />
      ))}

      <CalculatorAddons place="afterResults" {...addonProps} />

      {result.status ? (
        <p className={`calc-status calc-status-${result.status.level}`} data-status={result.status.level} role="status">
          {interpolate(localize(result.status.message), { ...texts, ...paramTexts(result.status.params, lang) })}
        </p>
      ) : null}

      {result.notes.length > 0 ? (
        <div className="calc-notes">
          {result.notes.map((note) => (
            <div className="calc-note" key={note.index}>
              {note.heading ? <h3 className="calc-note-heading">{localize(note.heading)}</h3> : null}
              <Markdown text={localize(note.message)} params={{ ...texts, ...paramTexts(note.params, lang) }} />
            </div>
          ))}
        </div>
      ) : null}

      <div className="calc-actions">
        <button
          type="button"
          className="calc-button"
          onClick={() => {
            setCopy({ state: 'idle', url: '' });
            reset();
          }}
        >
          {t('reset')}
        </button>
        <button type="button" className="calc-button" onClick={() => void copyLink()}>
          {t('copyLink')}
        </button>
        <span className="calc-copy-feedback" aria-live="polite">
          {copy.state === 'copied' ? t('linkCopied') : null}
        </span>
      </div>
      {copy.state === 'manual' ? (
        <p className="calc-copy-manual">
          <label htmlFor={`${idPrefix}-link`}>{t('copyManually')}</label>
          <input id={`${idPrefix}-link`} className="calc-input" readOnly value={copy.url} onFocus={(event) => event.target.select()} />
        </p>
      ) : null}

      {spec.dataSource ? (
        <p className="calc-source">
          {t('dataSource')}: {localize(spec.dataSource.text)} ({t('asOf', { date: formatDate(spec.dataSource.asOf, lang) })})
        </p>
      ) : null}
    </form>
  );
}
