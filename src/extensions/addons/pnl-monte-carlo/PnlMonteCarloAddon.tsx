import { interpolate } from '../../../engine/localize';
import { useEffect, useMemo } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import type { CalculatorAddonProps } from '../../../engine/extensionProps';
import { MAX_DAYS, MAX_DRIFT_PCT, MAX_SAMPLES, MAX_SEED, MAX_VOL_PCT, WORKER_THRESHOLD_STEPS, jobSteps, monteCarloJob, monteCarloProblems, type MonteCarloProblem } from './monteCarloJob';
import PnlFanChart from './PnlFanChart';
import { pnlMonteCarloTexts, type PnlMonteCarloTexts } from './texts';
import { useMonteCarlo } from './useMonteCarlo';
import './PnlMonteCarlo.css';

interface ResultItemProps {
  name: string;
  label: string;
  help: string;
  value: number | null;
  text: string;
  unit?: string;
  idPrefix: string;
}

/** One Monte Carlo result in the calculator's markup: label, `<output name data-value>` ('' and '—' when there is none), help. */
function ResultItem({ name, label, help, value, text, unit, idPrefix }: ResultItemProps) {
  const labelId = `${idPrefix}-mc-${name}-label`;
  const helpId = `${idPrefix}-mc-${name}-help`;
  return (
    <div className="calc-result">
      <span className="calc-result-label" id={labelId}>
        {label}
      </span>
      <span className="calc-result-value">
        <output name={name} data-value={value === null ? '' : String(value)} aria-labelledby={labelId} aria-describedby={helpId}>
          {value === null ? '—' : text}
        </output>
        {unit && value !== null ? <span className="calc-unit">{unit}</span> : null}
      </span>
      <span className="calc-help" id={helpId}>
        {help}
      </span>
    </div>
  );
}

function problemMessage(problem: MonteCarloProblem, texts: PnlMonteCarloTexts, lang: CalculatorAddonProps['lang']): string {
  const whole = (n: number) => formatValue(n, 'integer', lang);
  switch (problem) {
    case 'samples':
      return interpolate(texts.samplesInvalid, { max: whole(MAX_SAMPLES) });
    case 'days':
      return interpolate(texts.daysInvalid, { max: whole(MAX_DAYS) });
    case 'vol':
      return interpolate(texts.volInvalid, { max: whole(MAX_VOL_PCT) });
    case 'drift':
      return interpolate(texts.driftInvalid, { max: whole(MAX_DRIFT_PCT) });
    case 'seed':
      return interpolate(texts.seedInvalid, { max: whole(MAX_SEED) });
  }
}

/**
 * ROI & PnL Pro's Monte Carlo (add-on `pnl-monte-carlo`, placed after the results): simulates the
 * final net PnL of the position over `mcDays` days on `mcSamples` seeded random price paths and shows
 * its 5th/50th/95th percentiles (`mcP5`, `mcP50`, `mcP95`), the share of paths whose daily close
 * touched the liquidation price (`mcLiquidatedShare`, a fraction) and a fan chart. Reads every number
 * from the evaluated calculator (see ./monteCarloJob.ts); invalid Monte Carlo inputs are reported in
 * the form's alert region without blocking the calculator's own results. Props: none.
 */
export default function PnlMonteCarloAddon({ result, setInputs, report, lang, idPrefix }: CalculatorAddonProps) {
  const texts = pnlMonteCarloTexts(lang);
  const { scope, blocked } = result;
  const problems = useMemo(() => (blocked ? [] : monteCarloProblems(scope)), [blocked, scope]);
  const job = useMemo(() => (blocked ? null : monteCarloJob(scope)), [blocked, scope]);
  const state = useMonteCarlo(job);

  const messages = problems.map((problem) => problemMessage(problem, texts, lang));
  if (state.status === 'error') messages.push(texts.failed);
  const messageKey = messages.join('\n');
  useEffect(() => {
    report(messageKey === '' ? [] : messageKey.split('\n'));
  }, [messageKey, report]);
  useEffect(() => () => report([]), [report]);

  const shown = state.status === 'done' ? state : state.status === 'running' ? state.last : undefined;
  const outcome = shown?.result;
  const liquidation = typeof scope.mcLiqPrice === 'number' && scope.mcLiqPrice > 0 ? scope.mcLiqPrice : NaN;
  const margin = typeof scope.margin === 'number' ? scope.margin : NaN;
  const mmr = typeof scope.mcMmr === 'number' ? scope.mcMmr : NaN;
  const steps = job ? jobSteps(job) : 0;

  let statusText: string;
  if (blocked) statusText = texts.blocked;
  else if (state.status === 'running') statusText = steps > WORKER_THRESHOLD_STEPS ? interpolate(texts.runningWorker, { steps: formatValue(steps, 'integer', lang) }) : texts.running;
  else if (state.status === 'done')
    statusText = interpolate(texts.done, {
      samples: formatValue(state.job.samples, 'integer', lang),
      days: formatValue(state.job.days, 'integer', lang),
      seed: String(state.job.seed),
    });
  else statusText = '';

  const samplesText = typeof scope.mcSamples === 'number' && Number.isFinite(scope.mcSamples) ? formatValue(scope.mcSamples, 'integer', lang) : '—';
  const daysText = typeof scope.mcDays === 'number' && Number.isFinite(scope.mcDays) ? formatValue(scope.mcDays, 'integer', lang) : '—';
  const valid = !blocked && job !== null;
  // While a new run is pending the last numbers stay visible (marked busy), so the page does not flicker.
  const shownValues = valid && outcome ? outcome : null;

  return (
    <section className="calc-mc" aria-labelledby={`${idPrefix}-mc-heading`} data-mc-state={valid ? state.status : 'idle'} aria-busy={state.status === 'running'}>
      <h3 className="calc-note-heading" id={`${idPrefix}-mc-heading`}>
        {texts.heading}
      </h3>
      <p className="calc-help">{interpolate(texts.intro, { samples: samplesText, days: daysText })}</p>
      <div className="calc-results">
        <ResultItem name="mcP5" label={texts.p5Label} help={texts.p5Help} value={shownValues ? shownValues.p5 : null} text={formatValue(outcome?.p5 ?? null, 'money', lang)} unit="USDT" idPrefix={idPrefix} />
        <ResultItem name="mcP50" label={texts.p50Label} help={texts.p50Help} value={shownValues ? shownValues.p50 : null} text={formatValue(outcome?.p50 ?? null, 'money', lang)} unit="USDT" idPrefix={idPrefix} />
        <ResultItem name="mcP95" label={texts.p95Label} help={texts.p95Help} value={shownValues ? shownValues.p95 : null} text={formatValue(outcome?.p95 ?? null, 'money', lang)} unit="USDT" idPrefix={idPrefix} />
        <ResultItem
          name="mcLiquidatedShare"
          label={texts.liquidatedLabel}
          help={texts.liquidatedHelp}
          value={shownValues ? shownValues.liquidatedShare : null}
          text={formatValue(outcome?.liquidatedShare ?? null, 'percent', lang, 2)}
          idPrefix={idPrefix}
        />
      </div>
      <p className="calc-mc-status" role="status">
        {statusText}
      </p>
      {!blocked ? (
        <p className="calc-help">
          {Number.isFinite(liquidation)
            ? interpolate(texts.liquidationUsed, { price: formatValue(liquidation, 'price', lang), margin: formatValue(margin, 'money', lang), mmr: formatValue(mmr, 'percent', lang, 2) })
            : texts.noLiquidationPrice}
        </p>
      ) : null}
      <p className="calc-help">{texts.survivorNote}</p>
      {valid && outcome ? <PnlFanChart bands={outcome.bands} lang={lang} texts={texts} /> : null}
      <div className="calc-actions">
        <button type="button" className="calc-button" onClick={() => setInputs({ mcSeed: Math.floor(Math.random() * 1000000) })}>
          {texts.newSeed}
        </button>
      </div>
    </section>
  );
}
