/**
 * Cheap checks before SheetJS sees a file (ARCHITECTURE.md, security rules: size limit, extension and
 * content sniffing). SheetJS reads dozens of formats — CSV, HTML, SYLK, XML… — and would happily parse
 * a renamed web page; only the two containers of a real Excel file get through here.
 */

import { MAX_FILE_BYTES, type LoadError } from '../orderData';

export type ExcelKind = 'xlsx' | 'xls';

/** ZIP local file header 'PK\x03\x04': .xlsx (Office Open XML). */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** OLE2 compound document header: .xls (BIFF8 and older). */
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The kind the file name claims, or null for any other extension. */
export function excelKindOfName(fileName: string): ExcelKind | null {
  const match = /\.(xlsx|xls)$/i.exec(fileName.trim());
  return match ? (match[1]!.toLowerCase() as ExcelKind) : null;
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  if (bytes.length < magic.length) return false;
  for (let i = 0; i < magic.length; i++) if (bytes[i] !== magic[i]) return false;
  return true;
}

/** The container the bytes start with, or null. */
export function excelKindOfContent(bytes: Uint8Array): ExcelKind | null {
  if (startsWith(bytes, ZIP_MAGIC)) return 'xlsx';
  if (startsWith(bytes, OLE_MAGIC)) return 'xls';
  return null;
}

/**
 * What can be told from name and size alone: run on the main thread before a file is handed to the
 * worker, so a 60 MB file or a PDF is refused at once. Size comes first (an empty or huge file is
 * refused whatever its name), then the extension.
 */
export function checkFileMeta(fileName: string, size: number): LoadError | null {
  if (size === 0) return 'emptyFile';
  if (size > MAX_FILE_BYTES) return 'tooLarge';
  if (excelKindOfName(fileName) === null) return 'notExcel';
  return null;
}

/**
 * Size, extension and content: the name must end in .xlsx or .xls and the bytes must be a ZIP (xlsx)
 * or OLE2 (xls) container. A file whose extension names the other container (an .xlsx saved as .xls,
 * which some tools do) is accepted: the content is what SheetJS goes by, and both are Excel formats.
 * Returns the kind, or the error.
 */
export function sniffExcel(bytes: Uint8Array, fileName: string): { ok: true; kind: ExcelKind } | { ok: false; error: LoadError } {
  const meta = checkFileMeta(fileName, bytes.length);
  if (meta !== null) return { ok: false, error: meta };
  const kind = excelKindOfContent(bytes);
  return kind === null ? { ok: false, error: 'notExcel' } : { ok: true, kind };
}
