/**
 * The trades marked on the backtest's price chart, drawn as a small SVG layer over plotly's plot area
 * rather than as plotly markers. Plotly redraws a whole chart whenever any of its traces changes, and
 * styles every marker one by one: as traces the marks made the price chart's redraw the longest task of a
 * recompute, and a change of a rule parameter (new trades, the same prices and indicators) redrew the
 * chart's lines too. As a layer of their own, the marks re-render alone; the chart, whose axis ranges are
 * set (not found by plotly), stays as it is.
 */

export interface PlotArea {
  /** The plot's margins in px (plotly's `layout.margin`) and its height. */
  margin: { l: number; r: number; t: number; b: number };
  height: number;
  /** The axis ranges the plot is drawn with: times in Unix ms, prices. */
  xRange: readonly [number, number];
  yRange: readonly [number, number];
}

export interface TradeMark {
  kind: 'entry' | 'exit';
  time: number;
  price: number;
  /** The mark's tooltip. */
  title: string;
}

/** Glyph paths around (0, 0), 8–9 px wide like plotly's markers: a triangle up (entry), a cross (exit). */
const SHAPES = {
  entry: 'M0,-5L4.6,3.5L-4.6,3.5Z',
  exit: 'M-3.5,-3.5L3.5,3.5M-3.5,3.5L3.5,-3.5',
};

/** Where a value lies between the range's ends, in percent (0 at `from`, 100 at `to`). */
export function percentAlong(value: number, from: number, to: number): number {
  return to === from ? 50 : ((value - from) / (to - from)) * 100;
}

/** The marks as an SVG layer over the plot area (not over the axes); hidden from assistive technology. */
export default function TradeMarks({ area, marks, colors }: { area: PlotArea; marks: readonly TradeMark[]; colors: { entry: string; exit: string } }) {
  const { margin, height, xRange, yRange } = area;
  return (
    <svg
      className="lab-trade-marks"
      aria-hidden="true"
      focusable="false"
      style={{ left: margin.l, top: margin.t, width: `calc(100% - ${margin.l + margin.r}px)`, height: height - margin.t - margin.b }}
    >
      {marks.map((mark, index) => (
        // A nested viewport: its x and y take percentages of the plot area, so the marks follow its width.
        <svg key={index} x={`${percentAlong(mark.time, xRange[0], xRange[1])}%`} y={`${percentAlong(mark.price, yRange[1], yRange[0])}%`} overflow="visible" data-mark={mark.kind}>
          <path d={SHAPES[mark.kind]} {...(mark.kind === 'entry' ? { fill: colors.entry } : { fill: 'none', stroke: colors.exit, strokeWidth: 2 })}>
            <title>{mark.title}</title>
          </path>
        </svg>
      ))}
    </svg>
  );
}
