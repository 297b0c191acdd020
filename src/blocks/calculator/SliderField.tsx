import { formatValue } from '../../engine/formatNumber';
import FieldFrame from './FieldFrame';
import type { FieldProps } from './fieldProps';

/** A range slider with its current value shown next to it. */
export default function SliderField({ input, idPrefix, value, bounds, lang, unit, localize, onChange }: FieldProps) {
  const id = `${idPrefix}-${input.id}`;
  const helpId = `${id}-help`;
  const number = typeof value === 'number' ? value : NaN;
  const min = bounds?.min ?? input.min;
  const max = bounds?.max ?? input.max;
  const usable = (x: number | undefined) => (x !== undefined && Number.isFinite(x) ? x : undefined);
  return (
    <FieldFrame controlId={id} label={localize(input.label)} help={input.help && localize(input.help)} helpId={helpId} unit={undefined}>
      <input
        id={id}
        name={input.id}
        type="range"
        className="calc-slider"
        min={usable(min)}
        max={usable(max)}
        step={input.step ?? 'any'}
        value={Number.isFinite(number) ? number : ''}
        aria-describedby={input.help ? helpId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <span className="calc-slider-value" aria-hidden="true">
        {formatValue(number, 'number', lang)}
        {unit ? ` ${unit}` : ''}
      </span>
    </FieldFrame>
  );
}
