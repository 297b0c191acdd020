import type { LoadError } from './core/orderData';

/** Every LoadError of the data contract (a compile error here when the contract gains one). */
const ALL: Record<LoadError, true> = { notExcel: true, tooLarge: true, emptyFile: true, emptyWorkbook: true, noHeader: true, noRows: true, readFailed: true };
export const LOAD_ERRORS_FOR_TEST = Object.keys(ALL) as LoadError[];
