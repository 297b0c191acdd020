import { describedBy, FieldMessage } from './FieldFrame';
import type { FieldProps } from './fieldProps';

/** Radio buttons in a fieldset; `segmented` draws them as a row of toggle buttons. */
export default function ChoiceField({ input, idPrefix, value, message, localize, onChange }: FieldProps) {
  const id = `${idPrefix}-${input.id}`;
  const helpId = `${id}-help`;
  return (
    <fieldset className={`calc-field calc-choice${input.type === 'segmented' ? ' calc-segmented' : ''}`} aria-describedby={describedBy(id, input.help !== undefined, message)}>
      <legend className="calc-label">{localize(input.label)}</legend>
      <div className="calc-choice-options">
        {(input.options ?? []).map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <span className="calc-choice-option" key={option.value}>
              <input
                type="radio"
                id={optionId}
                name={input.id}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={optionId}>{localize(option.label)}</label>
            </span>
          );
        })}
      </div>
      <FieldMessage controlId={id} message={message} />
      {input.help ? (
        <p className="calc-help" id={helpId}>
          {localize(input.help)}
        </p>
      ) : null}
    </fieldset>
  );
}
