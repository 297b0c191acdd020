/**
 * The sample order history as the bytes of an .xlsx workbook, written with SheetJS (the reader's own
 * library) in the reader's worker, so the sample then goes through exactly the path of an uploaded file.
 * Only SheetJS's XLSX writer is imported (`writeXLSX`), and the sheet is built here cell by cell rather
 * than with `utils`, which would pull every other format's writer into the worker.
 */

import { writeXLSX, type CellObject, type WorkSheet } from '@e965/xlsx';
import type { Lang } from '../../../../../engine/localize';
import { sampleSheet, type SampleCell } from './sampleExport';

/** 'A', 'B', … 'Z', 'AA', …: the spreadsheet name of the 0-based column `index`. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A worksheet of `rows` (row 1 first); empty rows stay empty. */
function worksheet(rows: readonly (readonly SampleCell[])[]): WorkSheet {
  const sheet: WorkSheet = {};
  let width = 1;
  rows.forEach((row, r) => {
    width = Math.max(width, row.length);
    row.forEach((value, c) => {
      const cell: CellObject = typeof value === 'number' ? { t: 'n', v: value } : { t: 's', v: value };
      sheet[`${columnName(c)}${r + 1}`] = cell;
    });
  });
  sheet['!ref'] = `A1:${columnName(width - 1)}${Math.max(1, rows.length)}`;
  return sheet;
}

/** The sample export of `lang` as .xlsx bytes. */
export function sampleWorkbook(lang: Lang): Uint8Array {
  const { sheetName, rows } = sampleSheet(lang);
  const book = { SheetNames: [sheetName], Sheets: { [sheetName]: worksheet(rows) } };
  return new Uint8Array(writeXLSX(book, { type: 'array', compression: true }) as ArrayBuffer);
}
