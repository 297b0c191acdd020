import { useId, useState, type ChangeEvent } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import type { Lang } from '../../../engine/localize';
import { REQUIRED_FIELDS, TRADE_FIELDS, type TradeField } from '../../shared/trades/trade';
import { fileFormat, pastedFormat } from '../../shared/trades/fileFormat';
import type { Cell } from '../../shared/trades/tradeTable';
import type { RowError } from '../../shared/trades/mapTrades';
import type { ColumnMapping } from '../../shared/trades/headerMatching';
import type { TextKey } from './texts';
import type { ImportState } from '../../shared/trades/useTradeImport';
import type { Translate } from './useTexts';

/** Largest file read. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
const MAX_SIZE_TEXT = '50 MB';

export const FIELD_TEXT: Readonly<Record<TradeField | 'net', TextKey>> = {
  date: 'fieldDate',
  pnl: 'fieldPnl',
  fee: 'fieldFee',
  side: 'fieldSide',
  symbol: 'fieldSymbol',
  returnPct: 'fieldReturnPct',
  rMultiple: 'fieldRMultiple',
  size: 'fieldSize',
  notes: 'fieldNotes',
  tags: 'fieldTags',
  net: 'fieldNet',
};

const REASON_TEXT: Readonly<Record<RowError['reason'], TextKey>> = {
  missing: 'reasonMissing',
  unreadableDate: 'reasonDate',
  unreadableNumber: 'reasonNumber',
  unreadableSide: 'reasonSide',
};

/** Starts plotly's download while the worker parses, so the charts draw as soon as the report is there. */
function prefetchPlotly(): void {
  void import('plotly.js-basic-dist-min').catch(() => undefined);
}

interface Props {
  lang: Lang;
  t: Translate;
  state: ImportState;
  importSource: (source: Blob | string, format: 'csv' | 'json', name: string) => Promise<void>;
  remap: (mapping: ColumnMapping) => void;
}

function cellText(cell: Cell | undefined): string {
  return cell === null || cell === undefined ? '' : String(cell);
}

/**
 * Upload (`<input type=file name=file>`, .csv/.json only) or paste (`<textarea name=paste>`), then the
 * column mapping (`<select name="map.FIELD">`), a preview of the first rows and the rows that could not
 * be read. Parsing runs in the import worker; cells are shown as text only.
 */
export default function ImportPanel({ lang, t, state, importSource, remap }: Props) {
  const id = useId();
  const [paste, setPaste] = useState('');
  const [refusal, setRefusal] = useState('');

  const openFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const format = fileFormat(file.name);
    if (!format) {
      setRefusal(t('wrongType', { file: file.name }));
      event.target.value = '';
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      setRefusal(t('tooLarge', { file: file.name, size: MAX_SIZE_TEXT }));
      event.target.value = '';
      return;
    }
    setRefusal('');
    prefetchPlotly();
    void importSource(file, format, file.name);
  };

  const readPaste = () => {
    if (paste.trim() === '') {
      setRefusal(t('pasteEmpty'));
      return;
    }
    setRefusal('');
    prefetchPlotly();
    void importSource(paste, pastedFormat(paste), t('pastedData'));
  };

  const done = state.status === 'done' ? state : null;
  const missing = done ? REQUIRED_FIELDS.filter((field) => done.mapping[field] < 0) : [];
  const alerts: string[] = [];
  if (refusal) alerts.push(refusal);
  if (state.status === 'error') alerts.push(t(state.error === 'notAnArray' || state.error === 'noRows' || state.error === 'noHeader' || state.error === 'invalidJson' || state.error === 'noTable' ? state.error : 'readFailed'));
  if (missing.length > 0) alerts.push(t('missingRequired'));
  const int = (value: number) => formatValue(value, 'integer', lang);
  const summary = done?.summary;
  const decimal = summary?.decimalComma ? t('decimalComma') : t('decimalPoint');
  const delimiter = summary?.delimiter === ';' ? t('delimiterSemicolon') : summary?.delimiter === '\t' ? t('delimiterTab') : t('delimiterComma');

  return (
    <section className="pp-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('importHeading')}</h2>
      <div className="pp-field">
        <label htmlFor={`${id}-file`}>{t('fileLabel')}</label>
        <input id={`${id}-file`} type="file" name="file" accept=".csv,.json" aria-describedby={`${id}-file-help`} onChange={openFile} />
        <p className="pp-help" id={`${id}-file-help`}>
          {t('fileHelp', { size: MAX_SIZE_TEXT })}
        </p>
      </div>
      <div className="pp-field">
        <label htmlFor={`${id}-paste`}>{t('pasteLabel')}</label>
        <textarea id={`${id}-paste`} name="paste" rows={5} value={paste} spellCheck={false} onChange={(event) => setPaste(event.target.value)} />
        <div>
          <button type="button" className="btn btn-secondary" onClick={readPaste}>
            {t('readPaste')}
          </button>
        </div>
      </div>
      <div role="alert" className="pp-alert">
        {alerts.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      <p className="pp-status" role="status">
        {state.status === 'loading' ? t('reading', { source: state.source }) : null}
        {done && summary
          ? t('readSummary', {
              source: done.source,
              rows: int(summary.rows),
              trades: int(done.mapped.trades.length),
              skipped: int(done.mapped.skipped),
              format: summary.format === 'json' ? t('formatJson', { decimal }) : t('formatCsv', { delimiter, decimal }),
            })
          : null}
      </p>
      {done && summary ? (
        <>
          <fieldset className="pp-mapping">
            <legend>{t('mappingHeading')}</legend>
            <p className="pp-help">{t('mappingHelp')}</p>
            <div className="pp-grid">
              {TRADE_FIELDS.map((field) => (
                <div className="pp-field" key={field}>
                  <label htmlFor={`${id}-map-${field}`}>{t(FIELD_TEXT[field])}</label>
                  <select
                    id={`${id}-map-${field}`}
                    name={`map.${field}`}
                    value={String(done.mapping[field])}
                    aria-invalid={missing.includes(field) || undefined}
                    onChange={(event) => remap({ ...done.mapping, [field]: Number(event.target.value) })}
                  >
                    <option value="-1">{t('notMapped')}</option>
                    {summary.headers.map((header, index) => (
                      <option key={index} value={String(index)}>
                        {header === '' ? `#${index + 1}` : header}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="pp-scroll">
            <table className="pp-table">
              <caption>{t('previewCaption')}</caption>
              <thead>
                <tr>
                  {summary.headers.map((header, index) => (
                    <th scope="col" key={index}>
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {summary.preview.map((row, r) => (
                  <tr key={r}>
                    {summary.headers.map((_, c) => (
                      <td key={c}>{cellText(row[c])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {done.mapped.skipped > 0 ? (
            <div className="pp-row-errors">
              <h3>{t('errorsHeading', { count: int(done.mapped.skipped) })}</h3>
              <p className="pp-help">{t('rowNumbers')}</p>
              <ul>
                {done.mapped.errors.map((error) => (
                  <li key={`${error.row}-${error.field}`} data-row={error.row}>
                    {t('rowError', { row: String(error.row), field: t(FIELD_TEXT[error.field]), reason: t(REASON_TEXT[error.reason]), value: error.value })}
                  </li>
                ))}
              </ul>
              {done.mapped.skipped > done.mapped.errors.length ? <p>{t('errorsMore', { count: int(done.mapped.skipped - done.mapped.errors.length) })}</p> : null}
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
