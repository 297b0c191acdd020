import { useState } from 'react';
import './editableRows.css';

/** A typed row: its fields, and a key that stays with the row while rows before it are removed. */
export type Keyed<T> = T & { key: number };

/**
 * Rows the visitor edits, adds and removes (the swing modules' positions and trades). Keys are never
 * reused, so React keeps each row's inputs (and their focus) with the row.
 */
export function useEditableRows<T extends object>(initial: () => readonly T[], blank: T) {
  const [rows, setRows] = useState<Keyed<T>[]>(() => initial().map((row, key) => ({ ...row, key })));
  const [nextKey, setNextKey] = useState(() => rows.length);
  return {
    rows,
    add: () => {
      setRows((current) => [...current, { ...blank, key: nextKey }]);
      setNextKey((key) => key + 1);
    },
    update: (key: number, patch: Partial<T>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row))),
    remove: (key: number) => setRows((current) => current.filter((row) => row.key !== key)),
  };
}

interface AccountFieldProps {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}

/** The account value in USDT (`input[name=account]`), typed in the visitor's number format. */
export function AccountField({ id, label, value, invalid, onChange }: AccountFieldProps) {
  return (
    <div className="swing-risk-account">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="account" type="text" inputMode="decimal" value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={invalid} />
      <span>USDT</span>
    </div>
  );
}
