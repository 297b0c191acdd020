import { useEffect, useMemo, useState } from 'react';
import type { CalculatorAddonProps } from '../../../engine/extensionProps';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate, localeOf, type Lang } from '../../../engine/localize';
import { fundingStats, type FundingStats } from '../../../finance/fundingStats';
import { fractionToPercent } from '../../../finance/percentUnits';
import type { FundingColumns } from '../../../market/marketColumns';
import ChartFigure, { baseLayout, CALCULATOR_CHART_THEME, dateXAxis } from '../../../ui/ChartFigure';
import { exchangeName, type MarketCatalog, type MarketFundingEntry, type MarketOrigin } from '../../shared/marketData/marketCatalog';
import { loadMarketFunding } from '../../shared/marketData/marketDataClient';
import { useMarketCatalog } from '../../shared/marketData/useMarketCatalog';
import { fundingHistoryTexts, type FundingHistoryTexts } from './texts';
import './fundingHistory.css';

/** One exchange's history of the chosen market and its statistics, or why it is missing. */
type ExchangeFunding = { entry: MarketFundingEntry; history: FundingColumns; stats: FundingStats } | { entry: MarketFundingEntry; history: null; stats: null };

const STAT_KEYS = ['mean', 'median', 'positiveShare', 'annualYield', 'worstMonth'] as const;

/** The histories of `entries` (a memo), loaded from the catalog's origin (null while loading). */
function useFundingHistories(origin: MarketOrigin | null, entries: readonly MarketFundingEntry[]): ExchangeFunding[] | null {
  const key = origin ? `${origin}:${entries.map((entry) => `${entry.exchange}:${entry.market}`).join(',')}` : '';
  const [loaded, setLoaded] = useState<{ key: string; rows: ExchangeFunding[] } | null>(null);
  useEffect(() => {
    if (!origin || entries.length === 0) return undefined;
    let live = true;
    void Promise.all(
      entries.map(async (entry): Promise<ExchangeFunding> => {
        const result = await loadMarketFunding(origin, entry);
        const stats = result.ok ? fundingStats(result.value, result.value.intervalHours) : null;
        return result.ok && stats ? { entry, history: result.value, stats } : { entry, history: null, stats: null };
      }),
    ).then((rows) => {
      if (live) setLoaded({ key, rows });
    });
    return () => {
      live = false;
    };
  }, [key, origin, entries]);
  return loaded?.key === key ? loaded.rows : null;
}

function monthText(ms: number, lang: Lang): string {
  return Number.isFinite(ms) ? new Intl.DateTimeFormat(localeOf(lang), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(ms) : '—';
}

function dayText(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(localeOf(lang), { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(Date.parse(iso));
}

/** A statistic as the table shows it (rates with 4 decimals of a percent: 0,0100 %). */
function statText(stats: FundingStats, key: (typeof STAT_KEYS)[number], lang: Lang): string {
  if (key === 'worstMonth') return `${monthText(stats.worstMonth.start, lang)}: ${formatValue(stats.worstMonth.sum, 'percent', lang, 4)}`;
  if (key === 'positiveShare' || key === 'annualYield') return formatValue(stats[key], 'percent', lang);
  return formatValue(stats[key], 'percent', lang, 4);
}

/** The raw value of a statistic for `data-value` (fractions; the worst month's sum). */
const statValue = (stats: FundingStats, key: (typeof STAT_KEYS)[number]) => String(key === 'worstMonth' ? stats.worstMonth.sum : stats[key]);

function FundingChart({ rows, catalog, lang, texts }: { rows: readonly ExchangeFunding[]; catalog: MarketCatalog; lang: Lang; texts: FundingHistoryTexts }) {
  const plot = useMemo(
    () => ({
      data: rows.flatMap((row) => (row.history ? [{ type: 'scattergl', mode: 'lines', name: exchangeName(catalog, row.entry.exchange), x: Array.from(row.history.time), y: Array.from(row.history.rate, (rate) => rate * 100), line: { width: 1 } }] : [])),
      layout: baseLayout({ ...CALCULATOR_CHART_THEME, mutedZeroLine: true }, lang, texts.chartTime, texts.chartRate, {
        height: 320,
        xaxis: dateXAxis(texts.chartTime),
        showlegend: true,
        legend: { orientation: 'h', y: -0.3 },
        margin: { l: 72, r: 16, t: 16, b: 80 },
      }),
    }),
    [rows, catalog, lang, texts],
  );
  return (
    <ChartFigure name="funding-history" title={texts.chartTitle} theme={CALCULATOR_CHART_THEME} data={plot.data} layout={plot.layout} fallback={{ loading: texts.chartLoading, failed: texts.chartFailed }} notes={[texts.note]}>
      <p>{texts.tableCaption}</p>
    </ChartFigure>
  );
}

/**
 * The funding history of a market on every exchange the site keeps (calculator add-on `funding-history`):
 * a chart of the rates, per exchange the mean, median, share of positive periods, annual yield and worst
 * month (`<output name="funding.<exchange>.<stat>" data-value>`, rates as fractions per period), and a
 * button that fills the exchange's mean per 8 hours into the calculator's rate input, in percent as every
 * rate input is typed. `compact: true` keeps only the market choice and those buttons (no chart, no table, and
 * no landmark of its own), for a second calculator on a page that already shows them.
 */
export default function FundingHistoryAddon({ setInputs, lang, idPrefix, props, spec }: CalculatorAddonProps) {
  const texts = fundingHistoryTexts[lang];
  const rateInput = typeof props.rateInput === 'string' ? props.rateInput : 'ratePer8h';
  const compact = props.compact === true;
  const catalogState = useMarketCatalog();
  const catalog: MarketCatalog | null = catalogState.status === 'ready' ? catalogState.catalog : null;
  const markets = useMemo(() => [...new Set(catalog?.funding.map((entry) => entry.market) ?? [])], [catalog]);
  const [chosen, setChosen] = useState(typeof props.market === 'string' ? props.market : 'BTC');
  const market = markets.includes(chosen) ? chosen : (markets[0] ?? chosen);
  const entries = useMemo(() => catalog?.funding.filter((entry) => entry.market === market) ?? [], [catalog, market]);
  const rows = useFundingHistories(catalogState.status === 'ready' ? catalogState.origin : null, entries);
  const [used, setUsed] = useState<string | null>(null);
  const id = `${idPrefix}-funding-history`;
  // Several calculators of a page may carry the add-on: only the full form is a labelled region.
  const Wrapper = compact ? 'div' : 'section';
  const inputLabel = spec.inputs.find((input) => input.id === rateInput)?.label[lang] ?? rateInput;
  const state = catalogState.status === 'loading' || (catalog && entries.length > 0 && !rows) ? 'loading' : rows ? 'ready' : 'unavailable';

  const fillMean = (row: ExchangeFunding) => {
    if (!row.stats) return;
    setInputs({ [rateInput]: fractionToPercent(row.stats.meanPer8h) });
    setUsed(row.entry.exchange);
  };

  return (
    <Wrapper className="calc-funding-history" aria-labelledby={compact ? undefined : `${id}-heading`} data-funding-state={state}>
      <h3 className="calc-note-heading" id={`${id}-heading`}>
        {texts.heading}
      </h3>
      {state === 'unavailable' ? (
        <p className="calc-help">{texts.unavailable}</p>
      ) : (
        <>
          <p className="calc-help">{interpolate(texts.intro, { market })}</p>
          {markets.length > 1 ? (
            <div className="calc-field">
              <label className="calc-label" htmlFor={`${id}-market`}>
                {texts.market}
              </label>
              <select id={`${id}-market`} name="fundingMarket" value={market} onChange={(event) => setChosen(event.target.value)}>
                {markets.map((each) => (
                  <option key={each} value={each}>
                    {each}/USDT
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {!rows || !catalog ? (
            <p className="calc-help" role="status">
              {texts.loading}
            </p>
          ) : (
            <>
              {compact ? null : <FundingChart rows={rows} catalog={catalog} lang={lang} texts={texts} />}
              {compact ? null : <FundingStatsTable id={id} rows={rows} catalog={catalog} lang={lang} texts={texts} />}
              <div className="calc-actions">
                {rows.map((row) =>
                  row.stats ? (
                    <button type="button" className="calc-button" name={`useMean.${row.entry.exchange}`} key={row.entry.exchange} onClick={() => fillMean(row)}>
                      {interpolate(texts.useMean, { exchange: exchangeName(catalog, row.entry.exchange) })}
                    </button>
                  ) : null,
                )}
              </div>
              <p className="calc-help" aria-live="polite">
                {used ? interpolate(texts.used, { exchange: exchangeName(catalog, used), input: inputLabel }) : ''}
              </p>
            </>
          )}
        </>
      )}
    </Wrapper>
  );
}

/**
 * The statistics with one column per exchange and one row per figure, so two to four exchanges fit a phone's
 * width; where each history comes from (periods, interval, range, as-of date) is listed under the table.
 */
function FundingStatsTable({ id, rows, catalog, lang, texts }: { id: string; rows: readonly ExchangeFunding[]; catalog: MarketCatalog; lang: Lang; texts: FundingHistoryTexts }) {
  return (
    <div className="calc-table">
      <div className="calc-table-scroll" role="region" tabIndex={0} aria-labelledby={`${id}-caption`}>
        <table>
          <caption id={`${id}-caption`}>{texts.tableCaption}</caption>
          <thead>
            <tr>
              <td />
              {rows.map((row) => (
                <th scope="col" key={row.entry.exchange}>
                  {exchangeName(catalog, row.entry.exchange)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {STAT_KEYS.map((key) => (
              <tr key={key}>
                <th scope="row">{texts.stats[key]}</th>
                {rows.map((row) => (
                  <td key={row.entry.exchange}>
                    {row.stats ? (
                      <output name={`funding.${row.entry.exchange}.${key}`} data-value={statValue(row.stats, key)}>
                        {statText(row.stats, key, lang)}
                      </output>
                    ) : (
                      '—'
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="calc-funding-sources">
        {rows.map((row) => (
          <li key={row.entry.exchange}>
            {row.stats
              ? `${exchangeName(catalog, row.entry.exchange)}: ${interpolate(texts.range, { records: formatValue(row.entry.records, 'integer', lang), hours: formatValue(row.history?.intervalHours ?? 8, 'number', lang), from: dayText(row.entry.from, lang), to: dayText(row.entry.to, lang), asOf: dayText(row.entry.updatedAt, lang) })}`
              : interpolate(texts.failed, { exchange: exchangeName(catalog, row.entry.exchange) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
