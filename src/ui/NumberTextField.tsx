/**
 * A labelled number setting typed as text (`type="text"` with an input mode, so the German decimal
 * comma works and a half-typed value stays as typed): the caller parses and validates the text.
 */
export interface NumberTextFieldProps {
  /** Class of the wrapping block (the module's field style). */
  className: string;
  id: string;
  name: string;
  label: string;
  value: string;
  inputMode: 'decimal' | 'numeric';
  onChange: (text: string) => void;
  /** Marks the input aria-invalid. */
  invalid?: boolean;
  /** Id of the text that explains the input (a help line or the validation messages). */
  describedBy?: string;
  /** A help line under the input (its id should be `describedBy`). */
  help?: { id: string; text: string; className: string };
}

export default function NumberTextField({ className, id, name, label, value, inputMode, onChange, invalid, describedBy, help }: NumberTextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {help ? (
        <p className={help.className} id={help.id}>
          {help.text}
        </p>
      ) : null}
    </div>
  );
}
