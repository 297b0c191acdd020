import { useId } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import type { Lang } from '../../../engine/localize';
import { rawValue } from '../../../ui/rawValue';
import type { OrderReport } from './core/report/analyzeOrders';
import type { OrderTypeStats } from './core/report/breakdowns';
import { SESSION_KEYS } from './core/report/sessions';
import type { OrderAnalyzerTexts } from './texts';
import { useKeyColumns } from './useKeyColumns';

/** A computed table cell of the DOM contract: `<output name data-value>` with the formatted value. */
function Cell({ name, value, format, lang, signed }: { name: string; value: number; format: 'integer' | 'money' | 'percent'; lang: Lang; signed?: boolean }) {
  const tone = signed === true && Number.isFinite(value) && value !== 0 ? (value > 0 ? 'positive' : 'negative') : undefined;
  return (
    <output name={name} data-value={rawValue(value)} data-tone={tone}>
      {formatValue(Number.isFinite(value) ? value : null, format, lang)}
    </output>
  );
}

// A panel whose table scrolls in a region named by the panel's heading is not named itself: two landmarks with
// one name would leave a screen reader's list of regions with duplicates (axe's landmark-unique).

/**
 * Order types (Market, Limit, …): orders, trades, net, win rate and average fee (on a phone trades, net
 * and win rate until the visitor asks for all columns). Cells are
 * `<output name="orderType.<TypeName>.orders|trades|net|winRate|avgFee">`.
 */
export function OrderTypeTable({ rows, texts, lang }: { rows: readonly OrderTypeStats[]; texts: OrderAnalyzerTexts; lang: Lang }) {
  const headingId = useId();
  const { compact, toggle } = useKeyColumns(texts.allColumns);
  return (
    <section className="oa-panel" data-section="order-types">
      <h3 id={headingId}>{texts.orderTypesHeading}</h3>
      {toggle}
      <div className="oa-scroll" role="region" tabIndex={0} aria-labelledby={headingId}>
        <table className="oa-table">
          <thead>
            <tr>
              <th scope="col">{texts.orderTypeColumn}</th>
              {compact ? null : <th scope="col">{texts.ordersColumn}</th>}
              <th scope="col">{texts.tradesColumn}</th>
              <th scope="col">{texts.netColumn}</th>
              <th scope="col">{texts.winRateColumn}</th>
              {compact ? null : <th scope="col">{texts.avgFeeColumn}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} data-order-type={row.name}>
                <th scope="row">{row.name === '' ? texts.noOrderType : row.name}</th>
                {compact ? null : (
                  <td>
                    <Cell name={`orderType.${row.name}.orders`} value={row.orders} format="integer" lang={lang} />
                  </td>
                )}
                <td>
                  <Cell name={`orderType.${row.name}.trades`} value={row.trades} format="integer" lang={lang} />
                </td>
                <td>
                  <Cell name={`orderType.${row.name}.net`} value={row.net} format="money" lang={lang} signed />
                </td>
                <td>
                  <Cell name={`orderType.${row.name}.winRate`} value={row.winRate} format="percent" lang={lang} />
                </td>
                {compact ? null : (
                  <td>
                    <Cell name={`orderType.${row.name}.avgFee`} value={row.avgFee} format="money" lang={lang} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="oa-note">{texts.orderTypesNote}</p>
    </section>
  );
}

/** Sessions by closing time (UTC): cells `<output name="session.<key>.trades|net|winRate">`. */
export function SessionTable({ report, texts, lang }: { report: OrderReport; texts: OrderAnalyzerTexts; lang: Lang }) {
  const headingId = useId();
  return (
    <section className="oa-panel">
      <h3 id={headingId}>{texts.sessionsHeading}</h3>
      <div className="oa-scroll" role="region" tabIndex={0} aria-labelledby={headingId}>
        <table className="oa-table">
          <thead>
            <tr>
              <th scope="col">{texts.sessionColumn}</th>
              <th scope="col">{texts.tradesColumn}</th>
              <th scope="col">{texts.netColumn}</th>
              <th scope="col">{texts.winRateColumn}</th>
            </tr>
          </thead>
          <tbody>
            {SESSION_KEYS.map((key) => {
              const session = report.sessions[key];
              return (
                <tr key={key} data-session={key}>
                  <th scope="row">{texts.sessionNames[key]}</th>
                  <td>
                    <Cell name={`session.${key}.trades`} value={session.trades} format="integer" lang={lang} />
                  </td>
                  <td>
                    <Cell name={`session.${key}.net`} value={session.net} format="money" lang={lang} signed />
                  </td>
                  <td>
                    <Cell name={`session.${key}.winRate`} value={session.winRate} format="percent" lang={lang} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="oa-note">{texts.sessionsNote}</p>
    </section>
  );
}
