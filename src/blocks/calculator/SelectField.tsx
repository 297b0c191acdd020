import FieldFrame, { describedBy } from './FieldFrame';
import type { FieldProps } from './fieldProps';

/** A native select of the input's options. */
export default function SelectField({ input, idPrefix, value, unit, message, localize, onChange }: FieldProps) {
  const id = `${idPrefix}-${input.id}`;
  const helpId = `${id}-help`;
  return (
    <FieldFrame controlId={id} label={localize(input.label)} help={input.help && localize(input.help)} helpId={helpId} unit={unit} message={message}>
      <select
        id={id}
        name={input.id}
        className="calc-input calc-select"
        value={typeof value === 'string' ? value : ''}
        aria-describedby={describedBy(id, input.help !== undefined, message)}
        onChange={(event) => onChange(event.target.value)}
      >
        {(input.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {localize(option.label)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
