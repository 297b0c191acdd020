import { useId } from 'react';
import { interpolate, type Lang } from '../../engine/localize';
import { barTimeText } from './labTime';
import type { LabTexts } from './texts';
import { FULL_ZOOM, moveZoom, zoomWindow, type Zoom } from './zoomWindow';

interface ZoomControlProps {
  zoom: Zoom;
  onZoom: (zoom: Zoom) => void;
  /** The bars' times: the handles and the summary name the shown range by its dates. */
  time: ArrayLike<number>;
  lang: Lang;
  texts: LabTexts;
}

/**
 * Zoom of the lab's charts to a range of the data: two sliders (from, to) that a finger, a mouse or the
 * arrow keys move, and 'Show all'. Plotly's own drag-zoom does not work by touch and would move the plot
 * under the trade marks, so every chart takes its x range from here.
 */
export default function ZoomControl({ zoom, onZoom, time, lang, texts }: ZoomControlProps) {
  const id = useId();
  const [first, last] = zoomWindow(time.length, zoom);
  const dateOf = (index: number) => barTimeText(time[index] ?? NaN, lang);
  const full = zoom[0] === FULL_ZOOM[0] && zoom[1] === FULL_ZOOM[1];
  const slider = (handle: 'from' | 'to', label: string, value: number, index: number) => (
    <span className="lab-zoom-handle">
      <label htmlFor={`${id}-${handle}`}>{label}</label>
      <input
        id={`${id}-${handle}`}
        type="range"
        name={handle === 'from' ? 'zoomFrom' : 'zoomTo'}
        min={0}
        max={100}
        step={0.5}
        value={value}
        aria-valuetext={dateOf(index)}
        onChange={(event) => onZoom(moveZoom(zoom, handle, Number(event.target.value)))}
      />
    </span>
  );
  return (
    <fieldset className="lab-zoom">
      <legend>{texts.charts.zoom.legend}</legend>
      {slider('from', texts.charts.zoom.from, zoom[0], first)}
      {slider('to', texts.charts.zoom.to, zoom[1], last)}
      <button type="button" name="zoomAll" className="btn btn-secondary" disabled={full} onClick={() => onZoom(FULL_ZOOM)}>
        {texts.charts.zoom.all}
      </button>
      <p className="lab-zoom-shown" aria-live="polite">
        {interpolate(texts.charts.zoom.shown, { from: dateOf(first), to: dateOf(last) })}
      </p>
    </fieldset>
  );
}
