import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import { EXPECTED_HEADERS, MAX_REJECTED_LISTED, ORDER_COLUMNS, type ColumnMapping, type LoadedOrders, type OrderColumnKey } from './core/orderData';
import { headerSummaryText, type HeaderCounts } from './core/headerSummary';
import type { DisclosureState } from './useOpensWhen';
import { type OrderAnalyzerTexts } from './texts';

export interface HeaderCheckPanelProps {
  loaded: LoadedOrders;
  /** The mapping shown in the selects (the user's last choice when the reader refused it). */
  mapping: ColumnMapping;
  texts: OrderAnalyzerTexts;
  lang: Lang;
  disabled: boolean;
  onRemap: (mapping: ColumnMapping) => void;
  /** The counts of the mapping shown (the summary line). */
  counts: HeaderCounts;
  /** The fold of the whole check and of the column mapping inside it (kept by the analyzer across report and 'No data'). */
  fold: DisclosureState;
  mappingFold: DisclosureState;
}

function headerText(headers: readonly string[], index: number | null | undefined, texts: OrderAnalyzerTexts): string | null {
  if (index === null || index === undefined) return null;
  const text = (headers[index] ?? '').trim();
  return text === '' ? interpolate(texts.columnNumber, { n: String(index + 1) }) : text;
}

/**
 * The header check, folded into one line ('Header check: 15 columns recognised') that opens to the
 * detail: expected column → detected header or 'Header missing', the manual column mapping (one native
 * select per column) and the hint for empty mapped columns. The analyzer opens it when a column is
 * missing or empty, because then the mapping needs a look. Below it, the rows the reader skipped.
 * Every text from the file is rendered as React text.
 */
export default function HeaderCheckPanel({ loaded, mapping, texts, lang, disabled, onRemap, counts, fold, mappingFold }: HeaderCheckPanelProps) {
  const idPrefix = useId();
  const { t } = useTranslation('blocks');
  const { header } = loaded;
  const emptyMapped = counts.empty;
  const choose = (key: OrderColumnKey, value: string) => onRemap({ ...mapping, [key]: value === '' ? null : Number(value) });
  const rejectedShown = loaded.rejected.slice(0, MAX_REJECTED_LISTED);

  return (
    <section className="oa-panel oa-header-check" aria-labelledby={`${idPrefix}-heading`} data-section="header-check">
      <details className="oa-header-fold" {...fold}>
        <summary id={`${idPrefix}-heading`}>
          <span className="oa-header-fold__title">{texts.headerHeading}:</span>{' '}
          <span data-header-summary data-recognised={counts.recognised} data-missing={counts.missing}>
            {headerSummaryText(t, counts)}
          </span>
        </summary>
        <p>{interpolate(texts.headerIntro, { row: String(header.headerRow) })}</p>
        <ul className="oa-header-list">
          {ORDER_COLUMNS.map((key) => {
            const found = headerText(header.headers, mapping[key], texts);
            return (
              <li key={key} data-column={key} data-status={found === null ? 'missing' : 'found'}>
                <span className="oa-header-list__expected">{EXPECTED_HEADERS[key]}</span>{' '}
                <span className="oa-header-list__found">{found === null ? texts.headerMissing : interpolate(texts.headerFound, { header: found })}</span>
              </li>
            );
          })}
        </ul>
        {emptyMapped.length > 0 ? (
          <p className="oa-hint" data-hint="empty-mapped">
            {interpolate(texts.emptyMappedHint, { columns: emptyMapped.map((key) => EXPECTED_HEADERS[key]).join(', ') })}
          </p>
        ) : null}

        <details className="oa-mapping" {...mappingFold}>
          <summary>{texts.mappingHeading}</summary>
          <p>{texts.mappingIntro}</p>
          <div className="oa-mapping__grid">
            {ORDER_COLUMNS.map((key) => {
              const id = `${idPrefix}-map-${key}`;
              return (
                <div key={key} className="oa-field">
                  <label htmlFor={id}>{EXPECTED_HEADERS[key]}</label>
                  <select id={id} name={`map.${key}`} value={mapping[key] === null ? '' : String(mapping[key])} disabled={disabled} onChange={(event) => choose(key, event.target.value)}>
                    <option value="">{texts.notMapped}</option>
                    {header.headers.map((_, index) => (
                      <option key={index} value={String(index)}>
                        {headerText(header.headers, index, texts)}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </div>
        </details>
      </details>

      {loaded.duplicateCount > 0 ? (
        <p className="oa-note" data-info="duplicates">
          {loaded.duplicateCount === 1 ? texts.duplicatesOne : interpolate(texts.duplicates, { count: formatValue(loaded.duplicateCount, 'integer', lang) })}
        </p>
      ) : null}
      {loaded.rejectedCount > 0 ? (
        <details className="oa-rejected" data-info="rejected">
          <summary>{loaded.rejectedCount === 1 ? texts.rejectedSummaryOne : interpolate(texts.rejectedSummary, { count: formatValue(loaded.rejectedCount, 'integer', lang) })}</summary>
          <ul>
            {rejectedShown.map((row, index) => (
              <li key={`${row.row}-${index}`} data-row={row.row}>
                {interpolate(texts.rejectedRow, { row: String(row.row), reason: texts.rejectReasons[row.reason] })}
                {row.column ? ` — ${EXPECTED_HEADERS[row.column]}` : ''}
                {row.value !== undefined && row.value !== '' ? ` ${interpolate(texts.rejectedValue, { value: row.value.slice(0, 80) })}` : ''}
              </li>
            ))}
          </ul>
          {loaded.rejectedCount > rejectedShown.length ? <p>{interpolate(texts.rejectedMore, { count: formatValue(loaded.rejectedCount - rejectedShown.length, 'integer', lang) })}</p> : null}
        </details>
      ) : null}
    </section>
  );
}
