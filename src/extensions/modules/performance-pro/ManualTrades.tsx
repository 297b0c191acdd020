import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import type { Lang } from '../../../engine/localize';
import { parseLocaleNumber } from '../../../market/parseNumber';
import { tradeNet } from '../../../finance/tradeMetrics';
import { downloadText } from '../../../ui/download';
import { isoUtc, parseTradeDate } from '../../shared/trades/parseTradeDate';
import { tradesJson } from './core/reportExports';
import { splitTags, type Side, type Trade } from '../../shared/trades/trade';
import { fileFormat } from '../../shared/trades/fileFormat';
import { MAX_FILE_BYTES } from './ImportPanel';
import type { TextKey } from './texts';
import { readTradesOnce } from '../../shared/trades/useTradeImport';
import type { Translate } from './useTexts';

interface Draft {
  date: string;
  symbol: string;
  side: Side;
  pnl: string;
  fee: string;
  size: string;
  tags: string;
  notes: string;
}

const EMPTY_DRAFT: Draft = { date: '', symbol: '', side: '', pnl: '', fee: '', size: '', tags: '', notes: '' };

/** Rows of the manual list shown per page. */
const PAGE = 20;

function draftOf(trade: Trade, lang: Lang): Draft {
  const text = (value: number) => (Number.isFinite(value) ? (lang === 'de' ? String(value).replace('.', ',') : String(value)) : '');
  return { date: isoUtc(trade.time).slice(0, 16), symbol: trade.symbol, side: trade.side, pnl: text(trade.pnl), fee: text(trade.fee), size: text(trade.size), tags: trade.tags.join(', '), notes: trade.notes };
}

/** A draft read into a trade, or the texts of what is wrong. */
export function tradeOfDraft(draft: Draft, lang: Lang): { trade: Trade | null; errors: TextKey[] } {
  const errors: TextKey[] = [];
  const time = parseTradeDate(draft.date);
  if (!Number.isFinite(time)) errors.push('errDate');
  const pnl = parseLocaleNumber(draft.pnl, lang);
  if (!Number.isFinite(pnl)) errors.push('errPnl');
  const fee = draft.fee.trim() === '' ? 0 : parseLocaleNumber(draft.fee, lang);
  if (!Number.isFinite(fee)) errors.push('errFee');
  const size = draft.size.trim() === '' ? NaN : parseLocaleNumber(draft.size, lang);
  if (draft.size.trim() !== '' && !Number.isFinite(size)) errors.push('errSize');
  if (errors.length > 0) return { trade: null, errors };
  return {
    trade: { time, symbol: draft.symbol.trim(), side: draft.side, pnl, fee, returnPct: NaN, rMultiple: NaN, size, tags: splitTags(draft.tags), notes: draft.notes.trim() },
    errors,
  };
}

interface Props {
  lang: Lang;
  t: Translate;
  trades: Trade[];
  setTrades: (trades: Trade[]) => void;
}

/**
 * Manual entry: a form with native named inputs (`trade.date`, `trade.symbol`, …) and the
 * actions Add / Update / Cancel, the list with Edit / Delete per trade and Reset, plus export and
 * import of the list as JSON (the file the upload also reads).
 */
export default function ManualTrades({ lang, t, trades, setTrades }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [editing, setEditing] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const [page, setPage] = useState(0);
  const set = (key: keyof Draft) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setDraft({ ...draft, [key]: event.target.value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { trade, errors: problems } = tradeOfDraft(draft, lang);
    setErrors(problems.map((key) => t(key)));
    if (!trade) return;
    if (editing !== null) setTrades(trades.map((old, i) => (i === editing ? trade : old)));
    else setTrades([...trades, trade]);
    setDraft(EMPTY_DRAFT);
    setEditing(null);
    setNotice('');
  };
  const cancel = () => {
    setDraft(EMPTY_DRAFT);
    setEditing(null);
    setErrors([]);
  };
  const reset = () => {
    setTrades([]);
    cancel();
    setPage(0);
    setNotice('');
  };
  const edit = (index: number) => {
    const trade = trades[index];
    if (!trade) return;
    setDraft(draftOf(trade, lang));
    setEditing(index);
    setErrors([]);
  };
  const remove = (index: number) => {
    setTrades(trades.filter((_, i) => i !== index));
    if (editing === index) cancel();
    else if (editing !== null && editing > index) setEditing(editing - 1);
  };
  const importList = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const format = fileFormat(file.name);
    if (format !== 'json') return setErrors([t('wrongType', { file: file.name })]);
    if (file.size > MAX_FILE_BYTES) return setErrors([t('tooLarge', { file: file.name, size: '50 MB' })]);
    const response = await readTradesOnce(file, 'json');
    if (!response.ok) return setErrors([t(response.error === 'invalidJson' || response.error === 'notAnArray' || response.error === 'noRows' ? response.error : 'readFailed')]);
    setErrors([]);
    setTrades(response.mapped.trades);
    setNotice(t('importedList', { count: formatValue(response.mapped.trades.length, 'integer', lang) }));
  };

  const pages = Math.max(1, Math.ceil(trades.length / PAGE));
  const current = Math.min(page, pages - 1);
  const money = (value: number) => formatValue(value, 'money', lang);
  const field = (key: keyof Draft, label: string, extra: object = {}) => (
    <div className="pp-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} name={`trade.${key}`} value={draft[key]} onChange={set(key)} {...extra} />
    </div>
  );

  return (
    <section className="pp-panel" aria-labelledby={`${id}-h`}>
      <form className="pp-manual" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>{editing === null ? t('manualHeading') : t('manualEditing', { n: String(editing + 1) })}</h2>
        <div className="pp-grid">
          {field('date', t('tradeDate'), { type: 'datetime-local', step: 60, required: true })}
          {field('symbol', t('fieldSymbol'), { autoComplete: 'off' })}
          <div className="pp-field">
            <label htmlFor={`${id}-side`}>{t('fieldSide')}</label>
            <select id={`${id}-side`} name="trade.side" value={draft.side} onChange={set('side')}>
              <option value="">{t('sideNone')}</option>
              <option value="long">{t('sideLong')}</option>
              <option value="short">{t('sideShort')}</option>
            </select>
          </div>
          {field('pnl', t('fieldPnl'), { inputMode: 'decimal', required: true, autoComplete: 'off' })}
          {field('fee', t('fieldFee'), { inputMode: 'decimal', autoComplete: 'off' })}
          {field('size', t('fieldSize'), { inputMode: 'decimal', autoComplete: 'off' })}
          {field('tags', t('tradeTags'), { autoComplete: 'off' })}
          {field('notes', t('fieldNotes'), { autoComplete: 'off' })}
        </div>
        <div role="alert" className="pp-alert">
          {errors.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
        <div className="pp-actions">
          <button type="submit" className="btn btn-primary">
            {editing === null ? t('add') : t('update')}
          </button>
          {editing !== null ? (
            <button type="button" className="btn btn-secondary" onClick={cancel}>
              {t('cancel')}
            </button>
          ) : null}
          <button type="button" className="btn btn-ghost" onClick={reset} aria-describedby={`${id}-reset-help`}>
            {t('reset')}
          </button>
        </div>
        <p className="pp-help" id={`${id}-reset-help`}>
          {t('resetHelp')}
        </p>
      </form>
      <div className="pp-actions">
        <button type="button" className="btn btn-secondary" disabled={trades.length === 0} onClick={() => downloadText('performance-trades.json', tradesJson(trades), 'application/json')}>
          {t('exportList')}
        </button>
        <label className="pp-file-button">
          <span>{t('importList')}</span>
          <input type="file" name="importTrades" accept=".json" onChange={(event) => void importList(event)} />
        </label>
      </div>
      <p role="status">{notice}</p>
      <div className="pp-scroll">
        <table className="pp-table" data-table="manual-trades">
          <caption>{t('manualList', { count: formatValue(trades.length, 'integer', lang) })}</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('fieldDate')}</th>
              <th scope="col">{t('fieldSymbol')}</th>
              <th scope="col">{t('fieldSide')}</th>
              <th scope="col">{t('fieldPnl')}</th>
              <th scope="col">{t('fieldFee')}</th>
              <th scope="col">{t('fieldNet')}</th>
              <th scope="col">{t('fieldTags')}</th>
              <th scope="col">
                <span className="sr-only">{`${t('edit')} / ${t('delete')}`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {trades.length === 0 ? (
              <tr>
                <td colSpan={9}>{t('manualEmpty')}</td>
              </tr>
            ) : null}
            {trades.slice(current * PAGE, current * PAGE + PAGE).map((trade, offset) => {
              const index = current * PAGE + offset;
              return (
                <tr key={index} aria-current={editing === index || undefined}>
                  <th scope="row">{index + 1}</th>
                  <td>{isoUtc(trade.time).slice(0, 16).replace('T', ' ')}</td>
                  <td>{trade.symbol}</td>
                  <td>{trade.side === 'long' ? t('sideLong') : trade.side === 'short' ? t('sideShort') : ''}</td>
                  <td>{money(trade.pnl)}</td>
                  <td>{money(trade.fee)}</td>
                  <td>{money(tradeNet(trade.pnl, trade.fee))}</td>
                  <td>{trade.tags.join(', ')}</td>
                  <td className="pp-row-actions">
                    <button type="button" className="btn btn-ghost" aria-label={t('editTrade', { n: String(index + 1) })} onClick={() => edit(index)}>
                      {t('edit')}
                    </button>
                    <button type="button" className="btn btn-ghost" aria-label={t('deleteTrade', { n: String(index + 1) })} onClick={() => remove(index)}>
                      {t('delete')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <div className="pp-actions">
          <button type="button" className="btn btn-ghost" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t('previous')}
          </button>
          <span>{t('pageInfo', { page: String(current + 1), pages: String(pages), count: formatValue(trades.length, 'integer', lang) })}</span>
          <button type="button" className="btn btn-ghost" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
            {t('next')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
