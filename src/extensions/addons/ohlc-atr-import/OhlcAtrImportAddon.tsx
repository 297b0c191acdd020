import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate } from '../../../engine/localize';
import type { Candle } from '../../../finance/atr';
import type { CalculatorAddonProps } from '../../../engine/extensionProps';
import './ohlcAtrImport.css';
import { atrOutcome, ohlcFormatOf, type OhlcError } from '../../../market/ohlc/ohlcFormat';
import { analyzeOhlcInWorker } from './ohlcWorkerClient';
import { ohlcTexts, type OhlcTextKey } from './texts';

/** Largest file read (a year of hourly candles is well below 1 MB). */
export const MAX_OHLC_BYTES = 5 * 1024 * 1024;

/**
 * Settings of the add-on (`props` in the calculator spec), all optional:
 * - periodInput: the input holding the ATR period N (default `atrPeriod`)
 * - targetInput: the input the ATR is filled into (default `atrValue`)
 * - whenInput / whenValue: show the add-on only while that input has that value (e.g. riskMode = atr)
 */
interface Settings {
  periodInput: string;
  targetInput: string;
  whenInput: string | undefined;
  whenValue: string | undefined;
}

function settingsOf(props: Readonly<Record<string, unknown>>): Settings {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    periodInput: text(props.periodInput) ?? 'atrPeriod',
    targetInput: text(props.targetInput) ?? 'atrValue',
    whenInput: text(props.whenInput),
    whenValue: text(props.whenValue),
  };
}

type ImportState =
  | { kind: 'idle'; problem?: string }
  | { kind: 'reading'; file: string }
  | { kind: 'done'; file: string; rows: number; atr: number; period: number; candles: Candle[] };

/**
 * Size Tool Pro's OHLC import: the user opens a CSV or JSON file of candles; a Web Worker
 * parses it and computes the ATR over the calculator's ATR period (src/finance/atr.ts); the ATR is
 * filled into the ATR input as if typed, and what was read is shown (rows, ATR) as
 * `<output name="ohlcRows|ohlcAtr" data-value>`. Problems go to the calculator's alert region with the
 * exact texts File contents are only ever treated as numbers and text.
 */
export default function OhlcAtrImportAddon({ result, setInputs, report, lang, idPrefix, props }: CalculatorAddonProps) {
  const texts = ohlcTexts[lang];
  const t = (key: OhlcTextKey, params: Record<string, string> = {}) => interpolate(texts[key], params);
  const settings = settingsOf(props);
  const [state, setState] = useState<ImportState>({ kind: 'idle' });
  // Answers of an older file that arrive after a newer file was chosen are dropped.
  const job = useRef(0);
  const id = `${idPrefix}-ohlc`;

  const visible = settings.whenInput === undefined || result.inputs[settings.whenInput] === settings.whenValue;
  const periodValue = result.inputs[settings.periodInput];
  const period = typeof periodValue === 'number' ? periodValue : NaN;
  const periodOk = Number.isInteger(period) && period >= 1;

  useEffect(() => {
    if (!visible) report([]);
  }, [visible, report]);
  useEffect(() => () => report([]), [report]);

  // The message goes to the form's alert region and beside the file picker that caused it.
  const fail = (error: OhlcError | 'readFailed' | 'wrongType' | 'tooLarge') => {
    const problem = error === 'tooLarge' ? t('tooLarge', { size: '5 MB' }) : t(error);
    setState({ kind: 'idle', problem });
    report([problem]);
  };

  const succeed = (file: string, rows: number, atr: number, usedPeriod: number, candles: Candle[]) => {
    setState({ kind: 'done', file, rows, atr, period: usedPeriod, candles });
    setInputs({ [settings.targetInput]: atr });
    report([]);
  };

  const openFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    const current = ++job.current;
    if (!periodOk) return fail('badPeriod');
    if (file.size > MAX_OHLC_BYTES) return fail('tooLarge');
    const format = ohlcFormatOf(file.name, file.name.includes('.') ? undefined : await file.slice(0, 64).text());
    if (!format) return fail('wrongType');
    setState({ kind: 'reading', file: file.name });
    const response = await analyzeOhlcInWorker(file, format, period);
    if (current !== job.current) return;
    if (response.ok) succeed(file.name, response.rows, response.atr, period, response.candles);
    else fail(response.error);
  };

  const recalculate = () => {
    if (state.kind !== 'done' || !periodOk) return;
    job.current += 1;
    const outcome = atrOutcome(state.candles, period);
    if (outcome.ok) succeed(state.file, outcome.rows, outcome.atr, period, state.candles);
    else fail(outcome.error);
  };

  if (!visible) return null;
  const atrText = state.kind === 'done' ? formatValue(state.atr, 'price', lang) : '';
  const problem = state.kind === 'idle' ? state.problem : undefined;
  return (
    <section className="ohlc-import" aria-labelledby={`${id}-heading`}>
      <h3 className="ohlc-import-heading" id={`${id}-heading`}>
        {texts.heading}
      </h3>
      <p className="calc-help" id={`${id}-help`}>
        {texts.intro}
      </p>
      <div className="ohlc-import-row">
        <label className="calc-label" htmlFor={`${id}-file`}>
          {texts.fileLabel}
        </label>
        <input
          id={`${id}-file`}
          name="ohlcFile"
          type="file"
          accept=".csv,.json,text/csv,application/json"
          className="ohlc-import-file"
          aria-describedby={problem ? `${id}-problem ${id}-help` : `${id}-help`}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => void openFile(event)}
        />
      </div>
      {problem ? (
        <p className="calc-field-message" id={`${id}-problem`}>
          {problem}
        </p>
      ) : null}
      {state.kind === 'done' ? (
        <div className="ohlc-import-result">
          <span id={`${id}-rows`}>{texts.rowsLabel}</span>
          <output name="ohlcRows" aria-labelledby={`${id}-rows`} data-value={String(state.rows)}>
            {formatValue(state.rows, 'integer', lang)}
          </output>
          <span id={`${id}-atr`}>{`${texts.atrLabel} (${formatValue(state.period, 'integer', lang)})`}</span>
          <output name="ohlcAtr" aria-labelledby={`${id}-atr`} data-value={String(state.atr)}>
            {atrText}
          </output>
        </div>
      ) : null}
      {state.kind === 'done' && periodOk && period !== state.period ? (
        <button type="button" className="calc-button" onClick={recalculate}>
          {t('recalculate', { period: formatValue(period, 'integer', lang) })}
        </button>
      ) : null}
      <p className="ohlc-import-feedback" aria-live="polite">
        {state.kind === 'reading' ? t('reading', { file: state.file }) : null}
        {state.kind === 'done'
          ? t('read', { rows: formatValue(state.rows, 'integer', lang), file: state.file, period: formatValue(state.period, 'integer', lang), atr: atrText })
          : null}
      </p>
    </section>
  );
}
