/** The part of the data the lab's charts show: from and to as percent of the bars (0 = the first, 100 = the last). */
export type Zoom = readonly [from: number, to: number];

export const FULL_ZOOM: Zoom = [0, 100];

/** The smallest part of the data a zoom shows, in percent: a handle never passes the other. */
export const MIN_ZOOM_SPAN = 2;

/** The first and last bar index a zoom shows of `bars` bars (at least two bars when there are two). */
export function zoomWindow(bars: number, [from, to]: Zoom): [number, number] {
  const last = Math.max(0, bars - 1);
  const first = Math.min(last, Math.max(0, Math.floor((from / 100) * last)));
  const end = Math.min(last, Math.max(first + (last > 0 ? 1 : 0), Math.ceil((to / 100) * last)));
  return [first, end];
}

/** The zoom after one handle moved to `value`: clamped to 0–100 and kept MIN_ZOOM_SPAN from the other. */
export function moveZoom([from, to]: Zoom, handle: 'from' | 'to', value: number): Zoom {
  const clamped = Math.min(100, Math.max(0, value));
  return handle === 'from' ? [Math.min(clamped, to - MIN_ZOOM_SPAN), to] : [from, Math.max(clamped, from + MIN_ZOOM_SPAN)];
}
