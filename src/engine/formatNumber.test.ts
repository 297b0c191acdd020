import { describe, expect, it } from 'vitest';
import { formatInputNumber, formatValue } from './formatNumber';
import { parseLocaleNumber } from '../market/parseNumber';

const nbsp = '\u00a0';

describe('formatValue', () => {
  it('formats prices by magnitude', () => {
    expect(formatValue(54271.356783919, 'price', 'en')).toBe('54,271.36');
    expect(formatValue(54271.356783919, 'price', 'de')).toBe('54.271,36');
    expect(formatValue(1.23456, 'price', 'en')).toBe('1.2346');
    expect(formatValue(2, 'price', 'en')).toBe('2.00');
    expect(formatValue(0.000123456789, 'price', 'de')).toBe('0,00012346');
    expect(formatValue(-1500, 'price', 'en')).toBe('-1,500.00');
  });
  it('formats money, ratio, number, integer', () => {
    expect(formatValue(1234.5, 'money', 'de')).toBe('1.234,50');
    expect(formatValue(0.095, 'ratio', 'en')).toBe('0.10');
    expect(formatValue(1234.56789, 'number', 'en')).toBe('1,234.5679');
    expect(formatValue(3, 'number', 'de')).toBe('3');
    expect(formatValue(1234.6, 'integer', 'de')).toBe('1.235');
  });
  it('formats a fraction as percent with the language spacing', () => {
    expect(formatValue(0.125, 'percent', 'en')).toBe('12.5%');
    expect(formatValue(0.125, 'percent', 'de')).toBe(`12,5${nbsp}%`);
    expect(formatValue(0.095, 'percent', 'en')).toBe('9.5%');
    expect(formatValue(0.123456, 'percent', 'en')).toBe('12.35%');
  });
  it('formats leverage with an x', () => {
    expect(formatValue(12.5, 'leverage', 'en')).toBe('12.5x');
    expect(formatValue(12.5, 'leverage', 'de')).toBe('12,5x');
    expect(formatValue(10, 'leverage', 'en')).toBe('10x');
  });
  it('honours explicit decimals', () => {
    expect(formatValue(1.5, 'number', 'en', 3)).toBe('1.500');
    expect(formatValue(54271.356, 'price', 'en', 0)).toBe('54,271');
  });
  it('shows — for null and NaN, ∞ for infinity', () => {
    expect(formatValue(null, 'price', 'en')).toBe('—');
    expect(formatValue(NaN, 'money', 'de')).toBe('—');
    expect(formatValue(Infinity, 'ratio', 'en')).toBe('∞');
    expect(formatValue(-Infinity, 'ratio', 'en')).toBe('−∞');
  });
});

describe('formatInputNumber', () => {
  it('keeps full precision without grouping and uses the decimal comma in German', () => {
    expect(formatInputNumber(60000, 'de')).toBe('60000');
    expect(formatInputNumber(0.005, 'de')).toBe('0,005');
    expect(formatInputNumber(0.005, 'en')).toBe('0.005');
    expect(formatInputNumber(1234.5678, 'de')).toBe('1234,5678');
    expect(formatInputNumber(-2.5, 'en')).toBe('-2.5');
    expect(formatInputNumber(1e-7, 'en')).toBe('0.0000001');
    expect(formatInputNumber(1e21, 'en')).toBe('1000000000000000000000');
    expect(formatInputNumber(NaN, 'en')).toBe('');
  });
  it('round-trips through parseLocaleNumber in both languages', () => {
    for (const n of [0, 1, 0.5, 0.005, 1234.5, 60000, 54271.356783919, -3.25, 1e-7, 123456789.123]) {
      expect(parseLocaleNumber(formatInputNumber(n, 'en'), 'en')).toBe(n);
      expect(parseLocaleNumber(formatInputNumber(n, 'de'), 'de')).toBe(n);
    }
  });
});

describe('a value that rounds to zero', () => {
  it('shows no minus sign (a loss of 0.3 shown as whole amounts is "0", not "-0")', () => {
    expect(formatValue(-0.3, 'money', 'en', 0)).toBe('0');
    expect(formatValue(-0.001, 'money', 'de')).toBe('0,00');
    expect(formatValue(-0.3, 'money', 'de', 0)).toBe('0');
    expect(formatValue(-1.5, 'money', 'en')).toBe('-1.50');
  });
});
