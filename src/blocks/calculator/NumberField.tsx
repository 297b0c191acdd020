import { formatInputNumber } from '../../engine/formatNumber';
import FieldFrame from './FieldFrame';
import type { FieldProps } from './fieldProps';

/** A number typed as text (inputmode decimal) so that the German decimal comma works. */
export default function NumberField({ input, idPrefix, raw, value, invalid, lang, unit, localize, onChange }: FieldProps) {
  const id = `${idPrefix}-${input.id}`;
  const helpId = `${id}-help`;
  const text = typeof raw === 'string' ? raw : typeof value === 'number' ? formatInputNumber(value, lang) : '';
  return (
    <FieldFrame controlId={id} label={localize(input.label)} help={input.help && localize(input.help)} helpId={helpId} unit={unit}>
      <input
        id={id}
        name={input.id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        className="calc-input"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={input.help ? helpId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
