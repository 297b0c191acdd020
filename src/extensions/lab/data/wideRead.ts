/**
 * The reader of a wide file: one time column and one close column per asset, CSV (',', ';' or tab,
 * decimal point or comma, detected) or JSON (an array of objects or of arrays), split into cells by the
 * lab's OHLC table reader. Runs in the multi-asset file worker.
 *
 * Rules: the time column is the one named like a time (time, timestamp, date, Zeit, Datum …), else the
 * first; every other column is an asset, named by its header (or "Asset 1", … without one). A row needs
 * a readable time and a number above 0 in every asset column, else it is left out and listed; rows are
 * sorted by time and of equal times the first is kept. 2 to {@link MAX_ASSETS} assets, at least
 * {@link MIN_WIDE_ROWS} rows, at most half of the rows bad.
 */
import { valueAt } from '../../../finance/valueAt';
import { detectDecimalComma, parsePriceCell, parseTimeCell } from '../../../market/ohlc/ohlcCells';
import { normaliseOhlcHeader, OHLC_HEADER_ALIASES } from '../../../market/ohlc/ohlcColumns';
import { ohlcFormatOfText } from '../../../market/ohlc/ohlcFormat';
import { readOhlcTable, type OhlcFormat } from '../../../market/ohlc/ohlcTable';
import { emptyWideReport, MAX_ASSETS, MAX_WIDE_FILE_BYTES, MAX_LISTED_WIDE_BAD_ROWS, MIN_WIDE_ROWS, type WideBadRowReason, type WideReadError, type WideReadResult } from './multiAssetSeries';
import { medianTimeStep } from '../../../market/ohlcSeries';

const isBlankCell = (cell: unknown) => cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

/** Reads a wide file's text (see the header). */
export function readWideSeries(text: string, options: { format?: OhlcFormat; sizeBytes?: number } = {}): WideReadResult {
  const report = emptyWideReport();
  const fail = (error: WideReadError): WideReadResult => ({ ok: false, error, report });
  if ((options.sizeBytes ?? text.length) > MAX_WIDE_FILE_BYTES) return fail('tooLarge');
  if (text.replace(/^\uFEFF/, '').trim() === '') return fail('empty');
  const read = readOhlcTable(text, options.format ?? ohlcFormatOfText(text));
  if (!read.ok) return fail(read.error);
  const { table } = read;
  const keys = table.header?.map(normaliseOhlcHeader) ?? [];
  const named = OHLC_HEADER_ALIASES.time.map((alias) => keys.indexOf(alias)).find((index) => index >= 0);
  const timeColumn = named ?? 0;
  const assetColumns = Array.from({ length: table.columnCount }, (_, i) => i).filter((i) => i !== timeColumn);
  if (assetColumns.length < 2) return fail('tooFewAssets');
  if (assetColumns.length > MAX_ASSETS) return fail('tooManyAssets');
  const assets = assetColumns.map((column, k) => table.header?.[column]?.trim() || `Asset ${k + 1}`);
  const decimalComma = detectDecimalComma(table.sample.flatMap((row) => assetColumns.map((column) => row[column])));

  const times: number[] = [];
  const columns: number[][] = assets.map(() => []);
  const values = new Array<number>(assets.length).fill(0);
  const bad = (row: number, reason: WideBadRowReason, column: string) => {
    report.badRowCount++;
    if (report.badRows.length < MAX_LISTED_WIDE_BAD_ROWS) report.badRows.push({ row, reason, column });
  };
  table.forEachRow((cells, row) => {
    if (cells.every(isBlankCell)) return;
    report.rows++;
    const timeCell = cells[timeColumn];
    if (isBlankCell(timeCell)) return bad(row, 'missingValue', table.header?.[timeColumn] ?? 'time');
    const time = parseTimeCell(timeCell);
    if (!Number.isFinite(time)) return bad(row, 'badTime', table.header?.[timeColumn] ?? 'time');
    for (let k = 0; k < assets.length; k++) {
      const cell = cells[valueAt(assetColumns, k)];
      const name = assets[k] as string;
      if (isBlankCell(cell)) return bad(row, 'missingValue', name);
      const value = parsePriceCell(cell, decimalComma);
      if (!Number.isFinite(value)) return bad(row, 'notANumber', name);
      if (!(value > 0)) return bad(row, 'notPositive', name);
      values[k] = value;
    }
    times.push(time);
    values.forEach((value, k) => (columns[k] as number[]).push(value));
  });

  let order = times.map((_, i) => i);
  report.sorted = times.some((t, i) => i > 0 && t < valueAt(times, i - 1));
  if (report.sorted) order = order.sort((a, b) => valueAt(times, a) - valueAt(times, b) || a - b);
  const keep: number[] = [];
  for (const i of order) {
    if (keep.length > 0 && valueAt(times, i) === valueAt(times, keep[keep.length - 1] as number)) report.duplicates++;
    else keep.push(i);
  }
  if (keep.length < MIN_WIDE_ROWS) return fail('notEnoughRows');
  if (report.badRowCount > 0.5 * report.rows) return fail('tooManyBadRows');
  const time = Float64Array.from(keep, (i) => valueAt(times, i));
  const close = columns.map((column) => Float64Array.from(keep, (i) => valueAt(column, i)));
  return { ok: true, series: { time, assets, close, barMs: medianTimeStep(time) }, report };
}
