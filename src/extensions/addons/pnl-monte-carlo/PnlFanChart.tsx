import { useMemo } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import type { Lang } from '../../../engine/localize';
import ChartFigure, { baseLayout, CALCULATOR_CHART_THEME, chartColors, ChartDataTable } from '../../../ui/ChartFigure';
import { sampleIndices } from '../../../ui/sampleIndices';
import type { PnlMonteCarloTexts } from './texts';

export interface PnlFanChartProps {
  /** P5, P50, P95 of the net PnL on each day 0…days. */
  bands: readonly [Float64Array, Float64Array, Float64Array];
  lang: Lang;
  texts: PnlMonteCarloTexts;
}

/**
 * The fan chart of the Monte Carlo in the calculator's chart figure: the band between the 5th and
 * 95th percentile of the net PnL per day and the median as a line, with a table of the same numbers
 * on about eleven days as the text alternative.
 */
export default function PnlFanChart({ bands, lang, texts }: PnlFanChartProps) {
  const [p5, p50, p95] = bands;
  const plot = useMemo(() => {
    const days = Array.from({ length: p50.length }, (_, day) => day);
    const colors = chartColors();
    const line = (name: string, y: Float64Array, extra: object) => ({ type: 'scatter', mode: 'lines', name, x: days, y: Array.from(y), ...extra });
    return {
      data: [
        line(texts.p5Label, p5, { line: { color: colors.muted, width: 1 } }),
        line(texts.p95Label, p95, { line: { color: colors.muted, width: 1 }, fill: 'tonexty', fillcolor: 'rgba(11, 99, 197, 0.15)' }),
        line(texts.p50Label, p50, { line: { color: colors.accent, width: 2 } }),
      ],
      layout: baseLayout({ ...CALCULATOR_CHART_THEME, mutedZeroLine: true }, lang, texts.chartDay, texts.chartPnl, {
        height: 320,
        margin: { l: 72, r: 16, t: 24, b: 72 },
        showlegend: true,
        legend: { orientation: 'h', y: -0.28 },
      }),
    };
  }, [p5, p50, p95, lang, texts]);

  const table = {
    caption: texts.tableCaption,
    columns: [texts.chartDay, texts.p5Label, texts.p50Label, texts.p95Label],
    rows: sampleIndices(p50.length).map((day) => [String(day), ...[p5, p50, p95].map((band) => formatValue(band[day] ?? null, 'money', lang))]),
  };
  return (
    <ChartFigure
      name="pnl-fan"
      title={texts.chartTitle}
      theme={CALCULATOR_CHART_THEME}
      data={plot.data}
      layout={plot.layout}
      fallback={{ loading: texts.chartLoading, failed: texts.chartFailed }}
      notes={[texts.chartHelp]}
    >
      <ChartDataTable table={table} />
    </ChartFigure>
  );
}
