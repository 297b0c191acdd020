import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { interpolate } from '../../engine/localize';
import './editableRows.css';

/** A typed row: its fields, and a key that stays with the row while rows before it are removed. */
export type Keyed<T> = T & { key: number };

/**
 * The editable-rows form of the swing modules: rows the visitor edits, adds and removes (positions, trades),
 * each a labelled group of fields with a long/short choice and a remove button, below the account field,
 * above the messages about what was typed.
 */

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

/** The words of a row form: a row's name and its remove button (both with `{{row}}`, 1-based) and the side choice. */
export interface RowFormTexts {
  rowLabel: string;
  remove: string;
  side: string;
  long: string;
  short: string;
}

/** The rows' fieldset: the rows, then the button that adds one (`disabled` at the most rows a module takes). */
export function RowsFieldset({ legend, addLabel, disabled, onAdd, children }: { legend: string; addLabel: string; disabled: boolean; onAdd: () => void; children: ReactNode }) {
  return (
    <fieldset className="param-group">
      <legend>{legend}</legend>
      {children}
      <button type="button" className="btn btn-secondary" onClick={onAdd} disabled={disabled}>
        {addLabel}
      </button>
    </fieldset>
  );
}

/** One row (0-based `index`): its fields as a group named after the row, ending with the button that removes it. */
export function EditableRow({ index, texts, onRemove, children }: { index: number; texts: RowFormTexts; onRemove: () => void; children: ReactNode }) {
  const row = { row: String(index + 1) };
  return (
    <div className="swing-risk-row" role="group" aria-label={interpolate(texts.rowLabel, row)}>
      {children}
      <button type="button" className="btn btn-secondary swing-risk-remove" onClick={onRemove} aria-label={interpolate(texts.remove, row)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** A labelled text field of a row (`input[name=NAME]`); further input attributes pass through. */
export function RowTextField({ id, name, label, value, onChange, ...input }: { id: string; name: string; label: string; value: string; onChange: (value: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange'>) {
  return (
    <div className="swing-risk-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" {...input} value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** A row's long/short choice (`select[name=NAME]`). */
export function RowSideField({ id, name, value, texts, onChange }: { id: string; name: string; value: 'long' | 'short'; texts: RowFormTexts; onChange: (side: 'long' | 'short') => void }) {
  return (
    <div className="swing-risk-field">
      <label htmlFor={id}>{texts.side}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value === 'short' ? 'short' : 'long')}>
        <option value="long">{texts.long}</option>
        <option value="short">{texts.short}</option>
      </select>
    </div>
  );
}

/** The messages about what was typed, read out as they change, and `empty` when there is nothing to compute. */
export function RowMessages({ messages, empty }: { messages: readonly string[]; empty: string | null }) {
  return (
    <div role="alert" className="param-alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {empty !== null ? <p>{empty}</p> : null}
    </div>
  );
}
