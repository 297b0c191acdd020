import { describedBy, FieldMessage } from './FieldFrame';
import type { FieldProps } from './fieldProps';

/** A native checkbox with its label beside it. */
export default function CheckboxField({ input, idPrefix, value, message, localize, onChange }: FieldProps) {
  const id = `${idPrefix}-${input.id}`;
  const helpId = `${id}-help`;
  return (
    <div className="calc-field calc-checkbox">
      <span className="calc-control">
        <input
          type="checkbox"
          id={id}
          name={input.id}
          checked={value === true}
          aria-describedby={describedBy(id, input.help !== undefined, message)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{localize(input.label)}</label>
      </span>
      <FieldMessage controlId={id} message={message} />
      {input.help ? (
        <p className="calc-help" id={helpId}>
          {localize(input.help)}
        </p>
      ) : null}
    </div>
  );
}
