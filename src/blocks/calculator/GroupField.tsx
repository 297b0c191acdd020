import { useTranslation } from 'react-i18next';
import type { GroupRow } from '../../engine/compileCalculator';
import { formatInputNumber } from '../../engine/formatNumber';
import { describedBy, FieldMessage } from './FieldFrame';
import type { FieldProps } from './fieldProps';
import type { RawRow } from './rawState';

/**
 * Repeatable rows of number fields (names like `legs.0.share`) with add and remove buttons. While
 * the user has not edited the group it shows its default rows — `default`, or `defaultExpr` such as
 * `pick(tiers, asset)`, which it follows when other inputs change; "Restore default rows" drops the
 * user's rows so that the default applies again (disabled while it already does).
 */
export default function GroupField({ input, idPrefix, raw, value, lang, message, localize, onChange }: FieldProps) {
  const { t } = useTranslation('calc');
  const id = `${idPrefix}-${input.id}`;
  const helpId = `${id}-help`;
  const fields = input.fields ?? [];
  // While the user has not touched the group, show the default rows as text.
  const rows: RawRow[] = Array.isArray(raw)
    ? raw
    : (Array.isArray(value) ? (value as GroupRow[]) : []).map((row) =>
        Object.fromEntries(fields.map((field) => [field.id, formatInputNumber(row[field.id] ?? NaN, lang)])),
      );
  const emptyRow = (): RawRow => Object.fromEntries(fields.map((field) => [field.id, typeof field.default === 'number' ? formatInputNumber(field.default, lang) : '']));
  const canAdd = input.maxItems === undefined || rows.length < input.maxItems;

  return (
    <fieldset className="calc-field calc-group" aria-describedby={describedBy(id, input.help !== undefined, message)}>
      <legend className="calc-label">{localize(input.label)}</legend>
      {rows.map((row, index) => (
        <div className="calc-group-row" key={index}>
          {fields.map((field) => {
            const fieldId = `${id}-${index}-${field.id}`;
            return (
              <span className="calc-group-cell" key={field.id}>
                <label htmlFor={fieldId}>
                  {localize(field.label)} {t('rowNumber', { n: index + 1 })}
                </label>
                <input
                  id={fieldId}
                  name={`${input.id}.${index}.${field.id}`}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  className="calc-input"
                  value={row[field.id] ?? ''}
                  onChange={(event) => onChange(rows.map((r, i) => (i === index ? { ...r, [field.id]: event.target.value } : r)))}
                />
                {field.unit ? <span className="calc-unit">{field.unit}</span> : null}
              </span>
            );
          })}
          <button type="button" className="calc-button calc-button-ghost" data-action="remove-row" onClick={() => onChange(rows.filter((_, i) => i !== index))}>
            {t('removeRow', { n: index + 1 })}
          </button>
        </div>
      ))}
      <div className="calc-group-actions">
        <button type="button" className="calc-button" data-action="add-row" disabled={!canAdd} onClick={() => onChange([...rows, emptyRow()])}>
          {t('addRow')}
        </button>
        <button type="button" className="calc-button calc-button-ghost" data-action="restore-default" disabled={raw === undefined} onClick={() => onChange(undefined)}>
          {t('restoreDefaultRows')}
        </button>
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
