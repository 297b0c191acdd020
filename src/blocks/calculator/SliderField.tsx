import { useTranslation } from 'react-i18next';
import { formatInputNumber, formatValue } from '../../engine/formatNumber';
import type { Lang } from '../../engine/localize';
import { parseLocaleNumber } from '../../market/parseNumber';
import type { FieldProps } from './fieldProps';
import TextField from './TextField';

const usable = (x: number | undefined) => (x !== undefined && Number.isFinite(x) ? x : undefined);

/**
 * The values of the range note when the visitor's number lies outside the slider's range (the calculation then
 * uses the nearest end, which must be said, not done silently); null when it lies inside or cannot be read.
 */
export function outOfRangeNote(typed: string | undefined, used: number, min: number | undefined, max: number | undefined, lang: Lang, unit: string | undefined): { min: string; max: string; value: string } | null {
  if (typed === undefined || min === undefined || max === undefined || !Number.isFinite(used)) return null;
  const number = parseLocaleNumber(typed, lang);
  if (!Number.isFinite(number) || (number >= min && number <= max)) return null;
  const text = (x: number) => `${formatValue(x, 'number', lang)}${unit ? ` ${unit}` : ''}`;
  return { min: text(min), max: text(max), value: text(used) };
}

/**
 * A typed number with a range slider under it. The typed field carries the input's name (it is the one control
 * of the input for keyboards, screen readers and links); the slider is a pointer aid that types into it, so it is
 * hidden from assistive technology and the tab order. A typed number outside the range is used at the nearest
 * end, and a note beside the field says the range and the value used.
 */
export default function SliderField({ raw, value, bounds, lang, onChange, ...field }: FieldProps) {
  const { t } = useTranslation('calc');
  const { input } = field;
  const number = typeof value === 'number' ? value : NaN;
  const text = typeof raw === 'string' ? raw : Number.isFinite(number) ? formatInputNumber(number, lang) : '';
  const min = usable(bounds?.min ?? input.min);
  const max = usable(bounds?.max ?? input.max);
  const note = outOfRangeNote(typeof raw === 'string' ? raw : undefined, number, min, max, lang, field.unit);
  const track = (
    <input
      type="range"
      className="calc-slider"
      aria-hidden="true"
      tabIndex={-1}
      min={min}
      max={max}
      step={input.step ?? 'any'}
      value={Number.isFinite(number) ? number : ''}
      onChange={(event) => onChange(formatInputNumber(Number(event.target.value), lang))}
    />
  );
  const message = field.message ?? (note ? t('sliderOutOfRange', { ...note, interpolation: { escapeValue: false } }) : undefined);
  return <TextField {...field} message={message} text={text} inputMode="decimal" onChange={onChange} below={track} />;
}
