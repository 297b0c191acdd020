import { useId } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import KpiTile from '../../../ui/KpiTile';
import type { OrderMonteCarlo } from './useOrderMonteCarlo';
import { type OrderAnalyzerTexts } from './texts';
import { valueAt } from '../../../finance/valueAt';

export interface MonteCarloPanelProps {
  mc: OrderMonteCarlo;
  horizon: number;
  onNewSeed: () => void;
  texts: OrderAnalyzerTexts;
  lang: Lang;
}

/**
 * The bootstrap Monte Carlo's figures (its fan is drawn on the equity chart): outputs `mcP5`, `mcP50`,
 * `mcP95` (final equity percentiles) and `mcProbBelowStart`, the run's status with its seed, and a
 * button for a new seed.
 */
export default function MonteCarloPanel({ mc, horizon, onNewSeed, texts, lang }: MonteCarloPanelProps) {
  const headingId = useId();
  const { job, state, done, busy } = mc;
  const final = (band: Float64Array | undefined) => (band ? valueAt(band, band.length - 1) : NaN);
  const bands = done?.result.fan;

  return (
    <section className="oa-panel" aria-labelledby={headingId} aria-busy={busy} data-section="monte-carlo">
      <h3 id={headingId}>{texts.mcHeading}</h3>
      {job === null ? (
        <p className="oa-note">{texts.mcUnavailable}</p>
      ) : (
        <>
          <p>
            {interpolate(texts.mcIntro, {
              horizon: formatValue(horizon, 'integer', lang),
              days: formatValue(job.returns.length, 'integer', lang),
              start: formatValue(job.startEquity, 'money', lang),
            })}
          </p>
          <div className="kpi-grid">
            <KpiTile name="mcP5" label={texts.mcP5} help={texts.mcP5Help} value={final(bands?.[0])} format="money" lang={lang} />
            <KpiTile name="mcP50" label={texts.mcP50} help={texts.mcP50Help} value={final(bands?.[1])} format="money" lang={lang} />
            <KpiTile name="mcP95" label={texts.mcP95} help={texts.mcP95Help} value={final(bands?.[2])} format="money" lang={lang} />
            <KpiTile name="mcProbBelowStart" label={texts.mcProbBelowStart} help={texts.mcProbBelowStartHelp} value={done ? done.result.probBelowStart : NaN} format="percent" lang={lang} />
          </div>
          <p role="status" className="oa-note" data-mc-status={state.status}>
            {state.status === 'error'
              ? texts.mcFailed
              : busy
                ? texts.mcRunning
                : done
                  ? interpolate(texts.mcDone, { trials: formatValue(done.job.trials, 'integer', lang), horizon: formatValue(done.job.horizon, 'integer', lang), seed: String(done.job.seed) })
                  : ''}
          </p>
          <button type="button" className="btn btn-secondary" onClick={onNewSeed}>
            {texts.mcNewSeed}
          </button>
        </>
      )}
    </section>
  );
}
