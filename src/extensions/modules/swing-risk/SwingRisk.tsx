import { useId, useState } from 'react';
import type { ModuleProps } from '../../../engine/extensionProps';
import { formatInputNumber, formatValue } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import { parseLocaleNumber } from '../../../market/parseNumber';
import { portfolioRisk, positionProblem, type OpenPosition, type Side } from '../../../finance/swingRisk';
import { useLang } from '../../../i18n/useLang';
import { rawValue } from '../../../ui/rawValue';
import { AccountField, EditableRow, RowMessages, RowSideField, RowsFieldset, RowTextField, useEditableRows, type Keyed } from '../../shared/editableRows';
import { swingRiskTexts, type SwingRiskTexts } from './texts';
import { swingRiskManifest } from './manifest';
import './SwingRisk.css';

const ID = swingRiskManifest.section.id;
/** Most rows the dashboard takes. */
const MAX_ROWS = 20;

/** A row as typed: numbers as the visitor's text, so a German decimal comma stays as typed. */
interface Row {
  symbol: string;
  side: Side;
  entry: string;
  stop: string;
  size: string;
}

const DEFAULT_ROWS: readonly OpenPosition[] = [
  { symbol: 'BTCUSDT', side: 'long', entry: 60_000, stop: 57_000, size: 0.03 },
  { symbol: 'ETHUSDT', side: 'long', entry: 3000, stop: 2850, size: 1 },
  { symbol: 'SOLUSDT', side: 'short', entry: 150, stop: 160, size: 30 },
];
const DEFAULT_ACCOUNT = 10_000;

/**
 * The risk dashboard (module `swing-risk`): the visitor's open positions in rows (symbol, side, entry, stop,
 * size; rows can be added and removed) → each position's risk at its stop and in % of the account, the total,
 * and their risk levels (src/finance/swingRisk.ts). DOM: `section[data-tool=swing-risk][data-state=ready|error]`,
 * inputs `account`, `symbol.<i>`, `side.<i>`, `entry.<i>`, `stop.<i>`, `size.<i>` (i from 0); outputs `risk.<i>`,
 * `riskPct.<i>`, `totalRisk`, `totalRiskPct`, `totalNotional`; levels as `data-level` on the level cells.
 * Typed values stay in the page's state only.
 */
export default function SwingRisk(_props: ModuleProps) {
  const lang = useLang();
  const texts = swingRiskTexts(lang);
  const baseId = useId();
  const [account, setAccount] = useState(() => formatInputNumber(DEFAULT_ACCOUNT, lang));
  const { rows, add, update, remove } = useEditableRows<Row>(
    () => DEFAULT_ROWS.map((row) => ({ symbol: row.symbol, side: row.side, entry: formatInputNumber(row.entry, lang), stop: formatInputNumber(row.stop, lang), size: formatInputNumber(row.size, lang) })),
    { symbol: '', side: 'long', entry: '', stop: '', size: '' },
  );

  const accountValue = parseLocaleNumber(account, lang);
  const positions: OpenPosition[] = rows.map((row) => ({ symbol: row.symbol, side: row.side, entry: parseLocaleNumber(row.entry, lang), stop: parseLocaleNumber(row.stop, lang), size: parseLocaleNumber(row.size, lang) }));
  const messages: string[] = [];
  if (!(Number.isFinite(accountValue) && accountValue > 0)) messages.push(texts.accountError);
  positions.forEach((position, index) => {
    const problem = positionProblem(position);
    if (problem) messages.push(interpolate(texts.problems[problem], { row: String(index + 1) }));
  });
  const result = messages.length === 0 && positions.length > 0 ? portfolioRisk(positions, accountValue) : null;

  return (
    <section className="param-panel swing-risk" data-tool={ID} data-state={result ? 'ready' : 'error'} aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>{texts.title}</h2>
      <p>{texts.intro}</p>
      <AccountField id={`${baseId}-account`} label={texts.account} value={account} invalid={!(accountValue > 0)} onChange={setAccount} />
      <RowsFieldset legend={texts.positions} addLabel={texts.add} disabled={rows.length >= MAX_ROWS} onAdd={add}>
        {rows.map((row, index) => (
          <PositionRow key={row.key} row={row} index={index} baseId={baseId} texts={texts} onChange={(patch) => update(row.key, patch)} onRemove={() => remove(row.key)} />
        ))}
      </RowsFieldset>
      <RowMessages messages={messages} empty={rows.length === 0 ? texts.noPositions : null} />
      <RiskTable rows={rows} result={result} texts={texts} lang={lang} />
      {result ? (
        <p className="swing-risk-verdict" data-level={result.level}>
          {interpolate(texts.verdict, { pct: formatValue(result.totalRiskPct / 100, 'percent', lang), level: texts.levels[result.level] })}
        </p>
      ) : null}
      <h3>{texts.thresholdsTitle}</h3>
      <ul>
        <li>{texts.thresholdsPosition}</li>
        <li>{texts.thresholdsTotal}</li>
      </ul>
    </section>
  );
}

function PositionRow({ row, index, baseId, texts, onChange, onRemove }: { row: Keyed<Row>; index: number; baseId: string; texts: SwingRiskTexts; onChange: (patch: Partial<Row>) => void; onRemove: () => void }) {
  const id = (field: string) => `${baseId}-${field}-${row.key}`;
  const number = (field: 'entry' | 'stop' | 'size', label: string) => (
    <RowTextField id={id(field)} name={`${field}.${index}`} label={label} inputMode="decimal" value={row[field]} onChange={(value) => onChange({ [field]: value })} />
  );
  return (
    <EditableRow index={index} texts={texts} onRemove={onRemove}>
      <RowTextField id={id('symbol')} name={`symbol.${index}`} label={texts.symbol} maxLength={20} autoComplete="off" value={row.symbol} onChange={(symbol) => onChange({ symbol })} />
      <RowSideField id={id('side')} name={`side.${index}`} value={row.side} texts={texts} onChange={(side) => onChange({ side })} />
      {number('entry', texts.entry)}
      {number('stop', texts.stop)}
      {number('size', texts.size)}
    </EditableRow>
  );
}

function RiskTable({ rows, result, texts, lang }: { rows: readonly Keyed<Row>[]; result: ReturnType<typeof portfolioRisk> | null; texts: SwingRiskTexts; lang: Lang }) {
  const output = (name: string, value: number, format: 'money' | 'percent') => (
    <output name={name} data-value={rawValue(value)}>
      {formatValue(Number.isFinite(value) ? (format === 'percent' ? value / 100 : value) : null, format, lang)}
    </output>
  );
  return (
    <div className="table-scroll">
      <table className="lab-compare swing-risk-table">
        <caption>{texts.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.symbol}</th>
            <th scope="col">{texts.notional}</th>
            <th scope="col">{texts.risk}</th>
            <th scope="col">{texts.riskPct}</th>
            <th scope="col">{texts.level}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const position = result?.positions[index];
            return (
              <tr key={row.key}>
                <th scope="row">{row.symbol.trim() || interpolate(texts.rowLabel, { row: String(index + 1) })}</th>
                <td>{output(`notional.${index}`, position?.notional ?? NaN, 'money')}</td>
                <td>{output(`risk.${index}`, position?.risk ?? NaN, 'money')}</td>
                <td>{output(`riskPct.${index}`, position?.riskPct ?? NaN, 'percent')}</td>
                <td data-level={position?.level}>{position ? `${texts.levels[position.level]}${position.stopInProfit ? ` (${texts.stopInProfit})` : ''}` : '—'}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{texts.total}</th>
            <td>{output('totalNotional', result?.totalNotional ?? NaN, 'money')}</td>
            <td>{output('totalRisk', result?.totalRisk ?? NaN, 'money')}</td>
            <td>{output('totalRiskPct', result?.totalRiskPct ?? NaN, 'percent')}</td>
            <td data-level={result?.level}>{result ? texts.levels[result.level] : '—'}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
