import type { ReactNode } from 'react';
import FieldFrame, { describedBy } from './FieldFrame';
import type { FieldProps } from './fieldProps';

export interface TextFieldProps extends Pick<FieldProps, 'input' | 'idPrefix' | 'invalid' | 'message' | 'unit' | 'localize'> {
  /** What the field shows: the visitor's text, or the value the calculation uses written out. */
  text: string;
  inputMode: 'decimal' | 'text';
  autoCapitalize?: 'characters';
  onChange: (text: string) => void;
  /** Drawn under the field (a slider's track). */
  below?: ReactNode;
}

/** A labelled text input (numbers and lists are typed as text, so the German decimal comma works). */
export default function TextField({ input, idPrefix, invalid, message, unit, localize, text, inputMode, autoCapitalize, onChange, below }: TextFieldProps) {
  const id = `${idPrefix}-${input.id}`;
  const helpId = `${id}-help`;
  return (
    <FieldFrame controlId={id} label={localize(input.label)} help={input.help && localize(input.help)} helpId={helpId} unit={unit} message={message} below={below}>
      <input
        id={id}
        name={input.id}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        autoCapitalize={autoCapitalize}
        spellCheck={false}
        className="calc-input"
        value={text}
        aria-invalid={invalid || message !== undefined || undefined}
        aria-describedby={describedBy(id, input.help !== undefined, message)}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
