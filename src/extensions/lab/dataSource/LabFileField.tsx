import type { ChangeEvent } from 'react';
import { describedBy, ParamMessage } from '../../shared/params/ParamFields';

interface LabFileFieldProps {
  /** Prefix of the element ids: the control is `<prefix>-file`. */
  idPrefix: string;
  label: string;
  help: string;
  /** What is wrong with the chosen file, in short (the alert region under the form keeps the full text). */
  message: string | undefined;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The lab's file input (`name=file`, CSV or JSON) with what is wrong with the chosen file right under it: on a
 * phone the alert region under the form is screens away from the control that caused the message.
 */
export default function LabFileField({ idPrefix, label, help, message, onFile }: LabFileFieldProps) {
  const id = `${idPrefix}-file`;
  return (
    <div className="param-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="file" type="file" accept=".csv,.json,text/csv,application/json" aria-invalid={message ? true : undefined} aria-describedby={describedBy(id, message)} onChange={onFile} />
      <ParamMessage controlId={id} message={message} />
      <p className="param-help" id={`${id}-help`}>
        {help}
      </p>
    </div>
  );
}
