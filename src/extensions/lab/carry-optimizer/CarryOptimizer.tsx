import { useMemo, useState } from 'react';
import PinnedSummary, { numberItem, usePinnedParts } from '../../../ui/PinnedSummary';
import type { ModuleProps } from '../../../engine/extensionProps';
import { formatValue, type Format } from '../../../engine/formatNumber';
import { interpolate, type Lang } from '../../../engine/localize';
import { carryOnCapital, notionalShare, roundTripFeesPerYear, type CarryCapitalAllocation, type CarryCosts } from '../../../finance/carryOptimizer';
import { useLang } from '../../../i18n/useLang';
import { rawValue } from '../../../ui/rawValue';
import ParamFields, { rangeMessage } from '../../shared/params/ParamFields';
import { numbersOutOfRange, type NumberParam } from '../../shared/params/params';
import { useQueryParams } from '../../shared/params/useQueryParams';
import { labTexts } from '../texts';
import { convertRows, MAX_ASSET_LENGTH, MAX_ROWS, readRows, ROW_FIELDS, rowsFromNumbers, type CarryRowText, type RowField } from './carryRows';
import { CARRY_OPTIMIZER_TEXTS, carryOptimizerTexts, type CarryOptimizerTexts } from './texts';
import { carryOptimizerManifest } from './manifest';
import './CarryOptimizer.css';

const ID = carryOptimizerManifest.section.id;
const both = (pick: (texts: CarryOptimizerTexts) => string) => ({ en: pick(CARRY_OPTIMIZER_TEXTS.en), de: pick(CARRY_OPTIMIZER_TEXTS.de) });
const PARAMS: readonly NumberParam[] = [
  { id: 'capital', kind: 'number', label: both((t) => t.capital), help: both((t) => t.capitalHelp), unit: 'USDT', default: 20000, min: 0, max: 1e12, exclusiveMin: true },
  { id: 'riskCap', kind: 'number', label: both((t) => t.riskCap), help: both((t) => t.riskCapHelp), unit: '%', default: 70, min: 0, max: 1000 },
  { id: 'leverage', kind: 'number', label: both((t) => t.leverage), help: both((t) => t.leverageHelp), unit: 'x', default: 3, min: 1, max: 125 },
  { id: 'spotFeePct', kind: 'number', label: both((t) => t.spotFee), help: both((t) => t.spotFeeHelp), unit: '%', default: 0.1, min: 0, max: 5 },
  { id: 'perpFeePct', kind: 'number', label: both((t) => t.perpFee), help: both((t) => t.perpFeeHelp), unit: '%', default: 0.05, min: 0, max: 5 },
  { id: 'holdingDays', kind: 'number', label: both((t) => t.holdingDays), help: both((t) => t.holdingDaysHelp), unit: 'd', default: 30, min: 0, max: 3650, exclusiveMin: true },
];

/** The default positions (% a year): the worked example on /strategies/carry-trade. */
const DEFAULT_ROWS = [
  { asset: 'BTC', funding: 10.95, volatility: 50, maxWeight: 50 },
  { asset: 'ETH', funding: 13.5, volatility: 65, maxWeight: 40 },
  { asset: 'SOL', funding: 20, volatility: 85, maxWeight: 25 },
  { asset: 'ADA', funding: 30, volatility: 110, maxWeight: 15 },
];

const FIELD_UNITS: Readonly<Record<RowField, string>> = { funding: '%', volatility: '%', maxWeight: '%' };

/** The whole-allocation rows of the summary table, in order, with their format. */
const SUMMARY: readonly { key: keyof CarryOptimizerTexts['rows']; format: Format }[] = [
  { key: 'expectedFunding', format: 'percent' },
  { key: 'expectedFundingAmount', format: 'money' },
  { key: 'grossFunding', format: 'percent' },
  { key: 'feesPerYear', format: 'percent' },
  { key: 'invested', format: 'percent' },
  { key: 'cash', format: 'percent' },
  { key: 'risk', format: 'percent' },
  { key: 'riskPrice', format: 'ratio' },
];

/**
 * Carry portfolio optimizer (module `carry-optimizer`): typed carry positions → the split of the capital with the
 * highest net funding on the capital (only L/(L + 1) of each carry's capital is the short's notional, the fees of
 * both legs come off) under the budget, each position's maximum and a risk cap on the weighted volatility
 * (src/finance/carryOptimizer.ts). DOM: `section[data-tool=carry-optimizer][data-state]`, inputs `capital`,
 * `riskCap`, `leverage`, `spotFeePct`, `perpFeePct`, `holdingDays` and `rows.<i>.asset|funding|volatility|maxWeight`;
 * outputs `weights.<i>.weight|amount|notional|funding` and `expectedFunding`, `expectedFundingAmount`,
 * `grossFunding`, `feesPerYear`, `invested`, `cash`, `risk`, `riskPrice`.
 */
export default function CarryOptimizer(_props: ModuleProps) {
  const lang = useLang();
  const texts = carryOptimizerTexts(lang);
  const prefix = `tool-${ID}`;
  const { texts: fieldTexts, values, set } = useQueryParams(ID, PARAMS, lang);
  const [stored, setStored] = useState(() => ({ lang, rows: rowsFromNumbers(DEFAULT_ROWS, lang), nextKey: DEFAULT_ROWS.length }));
  const current = stored.lang === lang ? stored : { ...stored, lang, rows: convertRows(stored.rows, stored.lang, lang) };
  if (current !== stored) setStored(current);
  const rows = current.rows;

  const outOfRange = numbersOutOfRange(PARAMS, values);
  const { candidates, problems } = useMemo(() => readRows(rows, lang), [rows, lang]);
  const capital = Number(values.capital);
  const riskCap = Number(values.riskCap) / 100;
  const costs: CarryCosts = { leverage: Number(values.leverage), spotFee: Number(values.spotFeePct) / 100, perpFee: Number(values.perpFeePct) / 100, holdingDays: Number(values.holdingDays) };
  const valid = outOfRange.length === 0 && problems.length === 0;
  const { leverage, spotFee, perpFee, holdingDays } = costs;
  const allocation = useMemo(
    () => (valid ? carryOnCapital(candidates, riskCap, { leverage, spotFee, perpFee, holdingDays }) : null),
    [valid, candidates, riskCap, leverage, spotFee, perpFee, holdingDays],
  );
  const messages = [...outOfRange.map((param) => rangeMessage(param, labTexts(lang), lang)), ...problems.map(({ row, problem }) => interpolate(texts.problems[problem], { row: String(row) }))];

  const setRows = (update: (rows: CarryRowText[]) => CarryRowText[], addKeys = 0) => setStored((previous) => ({ ...previous, rows: update(previous.rows), nextKey: previous.nextKey + addKeys }));
  const setField = (index: number, field: RowField | 'asset', text: string) =>
    setRows((list) => list.map((row, i) => (i !== index ? row : field === 'asset' ? { ...row, asset: text } : { ...row, values: { ...row.values, [field]: text } })));
  const addRow = () => setRows((list) => [...list, { key: current.nextKey, asset: '', values: { funding: '', volatility: '', maxWeight: '' } }], 1);
  const removeRow = (index: number) => setRows((list) => list.filter((_, i) => i !== index));

  const { containerRef, inputsRef, resultsRef } = usePinnedParts();
  return (
    <section className="param-panel lab carry-optimizer" data-tool={ID} data-state={allocation ? 'ready' : 'error'} aria-labelledby={`${prefix}-title`} ref={containerRef}>
      <h2 id={`${prefix}-title`} className="lab-title">
        {texts.title}
      </h2>
      <p className="lab-frame">{texts.frame}</p>
      <div className="param-part" ref={inputsRef}>
        <fieldset className="param-group">
          <legend>{texts.settings}</legend>
          <ParamFields params={PARAMS} texts={fieldTexts} invalid={outOfRange} idPrefix={prefix} lang={lang} onChange={set} />
        </fieldset>
        <fieldset className="param-group carry-rows">
          <legend>{texts.positions}</legend>
          <p className="param-help">{texts.fundingHelp}</p>
          <div className="carry-row-list">
            {rows.map((row, index) => {
              const rowLabel = interpolate(texts.position, { row: String(index + 1) });
              const rowProblems = new Set(problems.filter((problem) => problem.row === index + 1).map((problem) => problem.problem));
              const fieldId = (field: string) => `${prefix}-row${row.key}-${field}`;
              return (
                <fieldset className="carry-row" key={row.key}>
                  <legend>{rowLabel}</legend>
                  <div className="carry-field">
                    <label htmlFor={fieldId('asset')}>{texts.asset}</label>
                    <input id={fieldId('asset')} name={`rows.${index}.asset`} type="text" autoComplete="off" spellCheck={false} maxLength={MAX_ASSET_LENGTH} value={row.asset} aria-invalid={rowProblems.has('asset') || undefined} onChange={(event) => setField(index, 'asset', event.target.value)} />
                  </div>
                  {ROW_FIELDS.map((field) => (
                    <div className="carry-field" key={field}>
                      <label htmlFor={fieldId(field)}>
                        {texts[field]} ({FIELD_UNITS[field]})
                      </label>
                      <input id={fieldId(field)} name={`rows.${index}.${field}`} type="text" inputMode="decimal" autoComplete="off" spellCheck={false} value={row.values[field]} aria-invalid={rowProblems.has(field) || undefined} onChange={(event) => setField(index, field, event.target.value)} />
                    </div>
                  ))}
                  {rows.length > 1 ? (
                    <button type="button" className="carry-remove" aria-label={interpolate(texts.remove, { row: String(index + 1) })} onClick={() => removeRow(index)}>
                      {texts.removeShort}
                    </button>
                  ) : null}
                </fieldset>
              );
            })}
          </div>
          {rows.length < MAX_ROWS ? (
            <button type="button" name="add" onClick={addRow}>
              {texts.add}
            </button>
          ) : null}
        </fieldset>
      </div>
      <div role="alert" className="param-alert">
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <div className="param-part" ref={resultsRef}>
        <SummaryTable allocation={allocation} capital={capital} texts={texts} lang={lang} />
        <AllocationTable rows={rows} allocation={allocation} capital={capital} costs={costs} texts={texts} lang={lang} />
        {allocation ? <p className="lab-summary">{explanation(allocation, texts, lang)}</p> : null}
        <p className="param-help">{texts.method}</p>
      </div>
      <PinnedSummary
        items={allocation ? [numberItem('expectedFunding', texts.pinned.expectedFunding, allocation.expectedFunding, 'percent', lang), numberItem('expectedFundingAmount', texts.pinned.expectedFundingAmount, capital * allocation.expectedFunding, 'money', lang), numberItem('risk', texts.rows.risk, allocation.risk, 'percent', lang)] : []}
        container={containerRef} inputs={inputsRef} results={resultsRef}
      />
    </section>
  );
}

function explanation(allocation: CarryCapitalAllocation, texts: CarryOptimizerTexts, lang: Lang): string {
  if (allocation.invested <= 0) return texts.nothing;
  const binding = allocation.riskBinding ? interpolate(texts.bindingRisk, { price: formatValue(allocation.riskPrice, 'ratio', lang) }) : texts.bindingBudget;
  const cash = 1 - allocation.invested;
  return cash > 1e-9 ? `${binding} ${interpolate(texts.cashLeft, { cash: formatValue(cash, 'percent', lang) })}` : binding;
}

function Cell({ name, value, format, lang }: { name: string; value: number; format: Format; lang: Lang }) {
  return (
    <td>
      <output name={name} data-value={rawValue(value)}>
        {formatValue(Number.isFinite(value) ? value : null, format, lang)}
      </output>
    </td>
  );
}

function AllocationTable({ rows, allocation, capital, costs, texts, lang }: { rows: readonly CarryRowText[]; allocation: CarryCapitalAllocation | null; capital: number; costs: CarryCosts; texts: CarryOptimizerTexts; lang: Lang }) {
  const weightOf = (index: number) => (allocation ? (allocation.weights[index] ?? NaN) : NaN);
  const notionalOf = (index: number) => capital * weightOf(index) * notionalShare(costs.leverage);
  // Net funding per year of one carry: its notional times the funding after the round-trip fees per year.
  const fundingOf = (index: number, funding: number) => notionalOf(index) * (funding - roundTripFeesPerYear(costs));
  const { candidates } = readRows(rows, lang);
  return (
    <div className="table-scroll">
      <table className="lab-table">
        <caption>{texts.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.assetColumn}</th>
            <th scope="col">{texts.weight}</th>
            <th scope="col">{texts.amount}</th>
            <th scope="col">{texts.notional}</th>
            <th scope="col">{texts.fundingAmount}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key}>
              <th scope="row">{row.asset.trim() || interpolate(texts.position, { row: String(index + 1) })}</th>
              <Cell name={`weights.${index}.weight`} value={weightOf(index)} format="percent" lang={lang} />
              <Cell name={`weights.${index}.amount`} value={capital * weightOf(index)} format="money" lang={lang} />
              <Cell name={`weights.${index}.notional`} value={notionalOf(index)} format="money" lang={lang} />
              <Cell name={`weights.${index}.funding`} value={fundingOf(index, candidates[index]?.funding ?? NaN)} format="money" lang={lang} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SummaryTable({ allocation, capital, texts, lang }: { allocation: CarryCapitalAllocation | null; capital: number; texts: CarryOptimizerTexts; lang: Lang }) {
  const values: Record<(typeof SUMMARY)[number]['key'], number> = allocation
    ? {
        expectedFunding: allocation.expectedFunding,
        expectedFundingAmount: capital * allocation.expectedFunding,
        grossFunding: allocation.grossFunding,
        feesPerYear: allocation.feesPerYear,
        invested: allocation.invested,
        cash: Math.max(0, 1 - allocation.invested),
        risk: allocation.risk,
        riskPrice: allocation.riskPrice,
      }
    : { expectedFunding: NaN, expectedFundingAmount: NaN, grossFunding: NaN, feesPerYear: NaN, invested: NaN, cash: NaN, risk: NaN, riskPrice: NaN };
  return (
    <div className="table-scroll">
      <table className="lab-table">
        <caption>{texts.summaryCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.measure}</th>
            <th scope="col">{texts.value}</th>
          </tr>
        </thead>
        <tbody>
          {SUMMARY.map((row) => (
            <tr key={row.key}>
              <th scope="row">{texts.rows[row.key]}</th>
              <Cell name={row.key} value={values[row.key]} format={row.format} lang={lang} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
