import { formatInputNumber } from '../../engine/formatNumber';
import type { FieldProps } from './fieldProps';
import TextField from './TextField';

const usable = (x: number | undefined) => (x !== undefined && Number.isFinite(x) ? x : undefined);

/**
 * A typed number with a range slider under it. The typed field carries the input's name (it is the one control
 * of the input for keyboards, screen readers and links); the slider is a pointer aid that types into it, so it is
 * hidden from assistive technology and the tab order.
 */
export default function SliderField({ raw, value, bounds, lang, onChange, ...field }: FieldProps) {
  const { input } = field;
  const number = typeof value === 'number' ? value : NaN;
  const text = typeof raw === 'string' ? raw : Number.isFinite(number) ? formatInputNumber(number, lang) : '';
  const track = (
    <input
      type="range"
      className="calc-slider"
      aria-hidden="true"
      tabIndex={-1}
      min={usable(bounds?.min ?? input.min)}
      max={usable(bounds?.max ?? input.max)}
      step={input.step ?? 'any'}
      value={Number.isFinite(number) ? number : ''}
      onChange={(event) => onChange(formatInputNumber(Number(event.target.value), lang))}
    />
  );
  return <TextField {...field} text={text} inputMode="decimal" onChange={onChange} below={track} />;
}
