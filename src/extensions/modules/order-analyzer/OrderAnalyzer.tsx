import { interpolate } from '../../../engine/localize';
import { useId } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import { useLang } from '../../../i18n/useLang';
import type { ModuleProps } from '../../../engine/extensionProps';
import HeaderCheckPanel from './HeaderCheckPanel';
import ReportView from './ReportView';
import { orderAnalyzerTexts } from './texts';
import UploadPanel from './ImportPanel';
import { useOrderFile } from './useOrderFile';
import './OrderAnalyzer.css';
import { valueAt } from '../../../finance/valueAt';

/**
 * The BingX order analyzer: upload (button or drop) → the reader's worker → header check
 * and column mapping → filters, KPIs, charts, forecast, Monte Carlo, breakdowns, trades, export.
 *
 * `<section data-module="order-analyzer" data-state>`: empty (no file yet), loading (a file is being
 * read or re-mapped), ready (a report — possibly 'No data' — for the current file is rendered),
 * error (a file failed and there is no earlier report). A failed file keeps the earlier report.
 */
export default function OrderAnalyzer(_: ModuleProps) {
  const lang = useLang();
  const texts = orderAnalyzerTexts(lang);
  const headingId = useId();
  const file = useOrderFile();
  const { loaded } = file;

  const state = file.busy ? 'loading' : loaded ? 'ready' : file.error ? 'error' : 'empty';
  const noData = loaded !== null && (file.failedMapping !== null || loaded.orders.count === 0);
  const errorText = file.error ? (file.error.code === 'unexpected' ? texts.unexpectedError : texts.errors[file.error.code]) : null;

  return (
    <section data-module="order-analyzer" data-state={state} className="oa" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.heading}</h2>
      <UploadPanel texts={texts} lang={lang} busy={file.busy} progress={file.progress} onFile={file.load} />
      <div role="alert" className="oa-alert">
        {errorText ? (
          <p data-error={file.error?.code}>
            {file.error?.fileName ? `${file.error.fileName}: ` : ''}
            {errorText}
            {loaded ? ` ${texts.previousKept}` : ''}
          </p>
        ) : null}
      </div>

      {loaded === null ? (
        <p className="oa-empty-prompt" data-empty="no-file">
          {texts.emptyPrompt}
        </p>
      ) : (
        <>
          <p className="oa-loaded" data-file={loaded.fileName}>
            {interpolate(texts.loadedFile, {
              file: loaded.fileName,
              sheet: loaded.sheetName,
              orders: formatValue(loaded.orders.count, 'integer', lang),
              trades: formatValue(countTrades(loaded.orders.isClose), 'integer', lang),
            })}
          </p>
          <HeaderCheckPanel
            loaded={loaded}
            mapping={file.failedMapping ?? loaded.header.mapping}
            texts={texts}
            lang={lang}
            disabled={file.busy}
            onRemap={file.remap}
          />
          {noData ? (
            <div className="oa-panel" data-empty="mapping">
              <p className="oa-no-data">{texts.noData}</p>
              <p>{texts.noDataHint}</p>
            </div>
          ) : (
            <ReportView key={file.fileCount} orders={loaded.orders} fileName={loaded.fileName} texts={texts} lang={lang} />
          )}
        </>
      )}
    </section>
  );
}

function countTrades(isClose: Uint8Array): number {
  let trades = 0;
  for (let i = 0; i < isClose.length; i++) trades += valueAt(isClose, i);
  return trades;
}
