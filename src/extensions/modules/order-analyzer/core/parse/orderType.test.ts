import { describe, expect, it } from 'vitest';
import { TypeClassifier, classifyType, sideOf } from './orderType';

/** Side and action as the converter derives them (isClose: Type says close, or the row has PnL). */
function derive(text: string, pnl = 0): [number, boolean] {
  const kind = classifyType(text);
  const isClose = kind.action === 'close' || pnl !== 0;
  return [sideOf(kind, isClose), isClose];
}

describe('Type → side and open/close', () => {
  it('reads the English and German long/short wording', () => {
    expect(derive('Open Long')).toEqual([1, false]);
    expect(derive('Close Long')).toEqual([1, true]);
    expect(derive('Open Short')).toEqual([-1, false]);
    expect(derive('Close Short')).toEqual([-1, true]);
    expect(derive('Long eröffnen')).toEqual([1, false]);
    expect(derive('Short schließen')).toEqual([-1, true]);
    expect(derive('Eröffnen Long')).toEqual([1, false]);
    expect(derive('Schließen Short')).toEqual([-1, true]);
    expect(derive('Short schliessen')).toEqual([-1, true]);
    expect(derive('  CLOSE_LONG ')).toEqual([1, true]);
    expect(derive('close-short')).toEqual([-1, true]);
  });

  it('reads buy/sell with open/close as the position they open or close', () => {
    expect(derive('Open Buy')).toEqual([1, false]);
    expect(derive('Buy Open')).toEqual([1, false]);
    expect(derive('Close Sell')).toEqual([1, true]);
    expect(derive('Open Sell')).toEqual([-1, false]);
    expect(derive('Close Buy')).toEqual([-1, true]);
    expect(derive('Kaufen eröffnen')).toEqual([1, false]);
    expect(derive('Verkaufen schließen')).toEqual([1, true]);
    expect(derive('Verkaufen eröffnen')).toEqual([-1, false]);
    expect(derive('Kaufen schließen')).toEqual([-1, true]);
  });

  it('lets a realized PnL make an order closing, and buy/sell alone follow it', () => {
    expect(derive('Buy')).toEqual([1, false]);
    expect(derive('Buy', 2.5)).toEqual([-1, true]);
    expect(derive('Sell', -1)).toEqual([1, true]);
    expect(derive('Sell')).toEqual([-1, false]);
    expect(derive('Open Long', 3)).toEqual([1, true]);
  });

  it('gives side 0 and no action for other text, which is not an error', () => {
    expect(derive('')).toEqual([0, false]);
    expect(derive('Funding')).toEqual([0, false]);
    expect(derive('Funding', 1)).toEqual([0, true]);
    expect(derive('Long Short')).toEqual([0, false]);
    expect(derive('Liquidation Long')).toEqual([1, true]);
  });

  it('caches per distinct text', () => {
    const types = new TypeClassifier();
    expect(types.classify('Open Long')).toBe(types.classify('Open Long'));
  });
});
