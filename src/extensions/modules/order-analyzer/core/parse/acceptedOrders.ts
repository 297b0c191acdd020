/**
 * The orders a conversion accepts, stored as they are read: typed columns preallocated to the row count,
 * symbols and order types as indexes into their distinct texts, each Type text classified once.
 */

import { allocateOrderColumns, type OrderNumberColumns, type OrderTextColumns } from '../orderData';
import type { OrderRow } from './orderRow';
import { TypeClassifier, sideOf } from './orderType';

/** Distinct texts in the order they first appear, each with its index. */
export class TextIndex {
  readonly texts: string[] = [];
  private readonly index = new Map<string, number>();

  /** The index of `text`, added at the end when new. */
  indexOf(text: string): number {
    let i = this.index.get(text);
    if (i === undefined) {
      i = this.texts.length;
      this.texts.push(text);
      this.index.set(text, i);
    }
    return i;
  }
}

/**
 * The Order Nos. of the accepted rows: a row repeating one is a duplicate, not an order. Rows whose
 * Order No. does not identify them (blank, or a number that has lost digits) are never duplicates.
 */
export class OrderNumbersSeen {
  private readonly seen = new Set<string>();

  /** True when the row repeats an earlier Order No.; otherwise its Order No. is remembered. */
  repeats(row: OrderRow): boolean {
    if (!row.identifiesOrder) return false;
    if (this.seen.has(row.orderNo)) return true;
    this.seen.add(row.orderNo);
    return false;
  }
}

/**
 * Accepted orders in sheet order. Type decides side and open/close; a row is a closing order (a trade)
 * when Type says close or its Realized PNL is not 0. A Type that says neither is not an error (side 0).
 */
export class AcceptedOrders {
  count = 0;
  readonly columns: OrderNumberColumns & OrderTextColumns;
  readonly symbols = new TextIndex();
  readonly orderTypes = new TextIndex();
  private readonly types = new TypeClassifier();

  /** Room for `capacity` orders. */
  constructor(capacity: number) {
    this.columns = allocateOrderColumns(capacity);
  }

  /** Stores the row read from 1-based sheet row `rowNumber`. */
  append(rowNumber: number, row: OrderRow): void {
    const { columns, count: i } = this;
    const kind = this.types.classify(row.typeText);
    const closing = kind.action === 'close' || row.realizedPnl !== 0;
    columns.rowNumber[i] = rowNumber;
    columns.time[i] = row.time;
    columns.symbol[i] = this.symbols.indexOf(row.pair);
    columns.side[i] = sideOf(kind, closing);
    columns.isClose[i] = closing ? 1 : 0;
    columns.leverage[i] = row.leverage;
    columns.fee[i] = row.fee;
    columns.realizedPnl[i] = row.realizedPnl;
    columns.dealPrice[i] = row.dealPrice;
    columns.quantity[i] = row.quantity;
    columns.amount[i] = row.amount;
    columns.avgPrice[i] = row.avgPrice;
    columns.orderType[i] = this.orderTypes.indexOf(row.orderType);
    columns.orderNo.push(row.orderNo);
    columns.typeText.push(row.typeText);
    columns.feeCoin.push(row.feeCoin);
    columns.quoteAsset.push(row.quoteAsset);
    this.count = i + 1;
  }
}
