import { interpolate } from '../../../engine/localize';
import { useId } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import { useLang } from '../../../i18n/useLang';
import type { ModuleProps } from '../../../engine/extensionProps';
import { headerCounts } from './core/headerSummary';
import HeaderCheckPanel from './HeaderCheckPanel';
import { useOpensWhen } from './useOpensWhen';
import ReportView from './ReportView';
import { orderAnalyzerTexts } from './texts';
import UploadPanel from './ImportPanel';
import { useOrderFile } from './useOrderFile';
import './OrderAnalyzer.css';
import { valueAt } from '../../../finance/valueAt';

/**
 * The BingX order analyzer: upload (button, drop or the generated sample) → the reader's worker → the
 * report, key figures first, then the folded header check with the column mapping, filters, charts with
 * the Monte Carlo fan, Monte Carlo, breakdowns, trades, export.
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
  const problem = file.error ? `${file.error.fileName ? `${file.error.fileName}: ` : ''}${texts.errorsShort[file.error.code]}` : null;
  const loadedText =
    loaded === null
      ? null
      : interpolate(texts.loadedFile, {
          file: loaded.fileName,
          sheet: loaded.sheetName,
          orders: formatValue(loaded.orders.count, 'integer', lang),
          trades: formatValue(countTrades(loaded.orders.isClose), 'integer', lang),
        });
  const mapping = loaded === null ? null : (file.failedMapping ?? loaded.header.mapping);
  const counts = loaded === null || mapping === null ? null : headerCounts(loaded.header, mapping);
  // A missing or empty column opens the check and its mapping: then the mapping needs a look.
  const needsLook = counts !== null && (counts.missing > 0 || counts.empty.length > 0);
  const fold = useOpensWhen(needsLook, file.fileCount);
  const mappingFold = useOpensWhen(needsLook, file.fileCount);
  const headerCheck =
    loaded === null || mapping === null || counts === null ? null : (
      <HeaderCheckPanel loaded={loaded} mapping={mapping} counts={counts} fold={fold} mappingFold={mappingFold} texts={texts} lang={lang} disabled={file.busy} onRemap={file.remap} />
    );

  return (
    <section data-module="order-analyzer" data-state={state} className="oa" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.heading}</h2>
      <UploadPanel
        texts={texts}
        lang={lang}
        busy={file.busy}
        progress={file.progress}
        onFile={file.load}
        onSample={() => file.loadSample(lang)}
        loadedText={loadedText}
        loadedFile={loaded?.fileName ?? null}
        problem={problem}
      />
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
      ) : noData ? (
        <>
          <div className="oa-panel" data-empty="mapping">
            <p className="oa-no-data">{texts.noData}</p>
            <p>{texts.noDataHint}</p>
          </div>
          {headerCheck}
        </>
      ) : (
        <ReportView key={file.fileCount} orders={loaded.orders} fileName={loaded.fileName} headerCheck={headerCheck} texts={texts} lang={lang} />
      )}
    </section>
  );
}

function countTrades(isClose: Uint8Array): number {
  let trades = 0;
  for (let i = 0; i < isClose.length; i++) trades += valueAt(isClose, i);
  return trades;
}
