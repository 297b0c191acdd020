/**
 * The few members of the plotly.js basic bundle (scatter and bar traces: all the site draws) the charts use
 * (`plotly.js-basic-dist-min` ships no types; the full `@types/plotly.js` is not needed).
 */
declare module 'plotly.js-basic-dist-min' {
  export interface PlotlyStatic {
    /** Draws or updates the plot in `root` with the least work (the same call for both). */
    react(root: HTMLElement, data: object[], layout?: object, config?: object): Promise<HTMLElement>;
    /** Removes the plot and its listeners from `root`. */
    purge(root: HTMLElement): void;
  }
  const Plotly: PlotlyStatic;
  export default Plotly;
}
