import type { ReactNode } from 'react';

export interface FieldFrameProps {
  /** id of the control the label belongs to. */
  controlId: string;
  label: string;
  help: string | undefined;
  helpId: string;
  unit: string | undefined;
  /** Why this input blocks the result, shown under it (see `FieldMessage`). */
  message: string | undefined;
  children: ReactNode;
  /** Drawn under the control, before the message and the help (a slider's track). */
  below?: ReactNode;
  /** A line under the help text that belongs to the current value (the source of a chosen table). */
  note?: ReactNode;
}

/** The id of the element holding an input's message, for its control's `aria-describedby`. */
export const messageIdOf = (controlId: string) => `${controlId}-message`;

/** The ids that describe a control: its help and, while there is one, its message. */
export function describedBy(controlId: string, hasHelp: boolean, message: string | undefined): string | undefined {
  return [hasHelp ? `${controlId}-help` : '', message ? messageIdOf(controlId) : ''].filter(Boolean).join(' ') || undefined;
}

/** The message beside an input; the full text of every message also stays in the form's alert region. */
export function FieldMessage({ controlId, message }: { controlId: string; message: string | undefined }) {
  return message ? (
    <p className="calc-field-message" id={messageIdOf(controlId)}>
      {message}
    </p>
  ) : null;
}

/** Label, control, unit suffix, message, help text and note of one calculator input. */
export default function FieldFrame({ controlId, label, help, helpId, unit, message, children, below, note }: FieldFrameProps) {
  return (
    <div className="calc-field">
      <label className="calc-label" htmlFor={controlId}>
        {label}
      </label>
      <div className="calc-control">
        {children}
        {unit ? <span className="calc-unit">{unit}</span> : null}
      </div>
      {below}
      <FieldMessage controlId={controlId} message={message} />
      {help ? (
        <p className="calc-help" id={helpId}>
          {help}
        </p>
      ) : null}
      {note}
    </div>
  );
}
