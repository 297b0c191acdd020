/**
 * The sample order history as the bytes of an .xlsx workbook, written with SheetJS (the reader's own
 * library) in the reader's worker, so the sample then goes through exactly the path of an uploaded file.
 */

import { utils, write } from '@e965/xlsx';
import type { Lang } from '../../../../../engine/localize';
import { sampleSheet } from './sampleExport';

/** The sample export of `lang` as .xlsx bytes. */
export function sampleWorkbook(lang: Lang): Uint8Array {
  const { sheetName, rows } = sampleSheet(lang);
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), sheetName);
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}
