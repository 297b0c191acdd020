import { useId } from 'react';
import { downloadText } from '../../ui/download';
import type { OrderColumns } from './orderData';
import type { OrderReport } from './report/analyzeOrders';
import { kpisCsv, kpisJson, tradeRecords, tradesCsv, tradesJson, type KpiExportContext } from './report/exportReport';
import type { OrderAnalyzerTexts } from './texts';

export interface ExportPanelProps {
  orders: OrderColumns;
  report: OrderReport;
  context: KpiExportContext;
  texts: OrderAnalyzerTexts;
}

/** A file name's base, safe for a download name ('my orders (1).xlsx' → 'my_orders_1'). */
export function exportBaseName(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_').replace(/^[_.]+|_+$/g, '');
  return base === '' ? 'orders' : base.slice(0, 80);
}

/** Export of every trade of the selection and of the KPIs, as CSV (formula-safe) and JSON. */
export default function ExportPanel({ orders, report, context, texts }: ExportPanelProps) {
  const headingId = useId();
  const base = exportBaseName(context.fileName);
  return (
    <section className="oa-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.exportHeading}</h3>
      <div className="oa-buttons">
        <button type="button" className="btn btn-secondary" onClick={() => downloadText(`${base}-trades.csv`, tradesCsv(tradeRecords(orders, report)), 'text/csv')}>
          {texts.exportTradesCsv}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => downloadText(`${base}-trades.json`, tradesJson(tradeRecords(orders, report)), 'application/json')}>
          {texts.exportTradesJson}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => downloadText(`${base}-kpis.csv`, kpisCsv(report, context), 'text/csv')}>
          {texts.exportKpisCsv}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => downloadText(`${base}-kpis.json`, kpisJson(report, context), 'application/json')}>
          {texts.exportKpisJson}
        </button>
      </div>
      <p className="oa-note">{texts.exportNote}</p>
    </section>
  );
}
