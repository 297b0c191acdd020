import type { ReactNode } from 'react';

export interface FieldFrameProps {
  /** id of the control the label belongs to. */
  controlId: string;
  label: string;
  help: string | undefined;
  helpId: string;
  unit: string | undefined;
  children: ReactNode;
}

/** Label, control, unit suffix and help text of one calculator input. */
export default function FieldFrame({ controlId, label, help, helpId, unit, children }: FieldFrameProps) {
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
    </div>
  );
}
