import type { ReactNode } from 'react';

export interface FieldFrameProps {
  /** id of the control the label belongs to. */
  controlId: string;
  label: string;
  help: string | undefined;
  helpId: string;
  unit: string | undefined;
  children: ReactNode;
  /** A line under the help text that belongs to the current value (the source of a chosen table). */
  note?: ReactNode;
}

/** Label, control, unit suffix, help text and note of one calculator input. */
export default function FieldFrame({ controlId, label, help, helpId, unit, children, note }: FieldFrameProps) {
  return (
    <div className="calc-field">
      <label className="calc-label" htmlFor={controlId}>
        {label}
      </label>
      <div className="calc-control">
        {children}
        {unit ? <span className="calc-unit">{unit}</span> : null}
      </div>
      {help ? (
        <p className="calc-help" id={helpId}>
          {help}
        </p>
      ) : null}
      {note}
    </div>
  );
}
