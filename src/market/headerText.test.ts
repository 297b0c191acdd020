import { describe, expect, it } from 'vitest';
import { normaliseHeader } from './headerText';

describe('normaliseHeader', () => {
  it('drops case, spacing, punctuation and a bracketed or spelled-out time zone', () => {
    expect(normaliseHeader('Time(UTC+8)')).toBe('time');
    expect(normaliseHeader('Zeit (UTC+8)')).toBe('zeit');
    expect(normaliseHeader('Time UTC+08:00')).toBe('time');
    expect(normaliseHeader(' Order No. ')).toBe('orderno');
    expect(normaliseHeader('REALIZED_PNL')).toBe('realizedpnl');
    expect(normaliseHeader('gebühr')).toBe('gebuehr');
    expect(normaliseHeader('Gebuehr')).toBe('gebuehr');
    expect(normaliseHeader('Quote-Asset')).toBe('quoteasset');
  });
});
