import { describe, expect, it } from 'vitest';
import { cellNumber, cellText, decimalStyleOf, isBlankCell, parseLeverageText, parseNumberText } from './sheetCells';

describe('parseNumberText', () => {
  it('reads plain numbers, signs and the unicode minus', () => {
    expect(parseNumberText('161.113454')).toBe(161.113454);
    expect(parseNumberText('-0.098924')).toBe(-0.098924);
    expect(parseNumberText('+3')).toBe(3);
    expect(parseNumberText('\u22121.5')).toBe(-1.5);
    expect(parseNumberText('\u20131.5')).toBe(-1.5);
    expect(parseNumberText('0')).toBe(0);
    expect(parseNumberText('  42  ')).toBe(42);
    expect(parseNumberText('.5')).toBe(0.5);
  });

  it('gives the same double as Number() for the decimal text', () => {
    for (const text of ['150.242752', '0.1', '2968.558653', '0.000001', '123456789.123456', '56063.457043']) {
      expect(parseNumberText(text)).toBe(Number(text));
      expect(parseNumberText(text.replace('.', ','))).toBe(Number(text));
    }
  });

  it('tells the decimal comma from grouping', () => {
    expect(parseNumberText('1,234.56')).toBe(1234.56);
    expect(parseNumberText('1.234,56')).toBe(1234.56);
    expect(parseNumberText('0,12')).toBe(0.12);
    expect(parseNumberText('1180,30706')).toBe(1180.30706);
    expect(parseNumberText('1,234,567')).toBe(1234567);
    expect(parseNumberText('1.234.567')).toBe(1234567);
    expect(parseNumberText('1.234.567,5')).toBe(1234567.5);
    expect(parseNumberText('1 234,5')).toBe(1234.5);
    expect(parseNumberText('1\u202f234,5')).toBe(1234.5);
    expect(parseNumberText("1'234.5")).toBe(1234.5);
  });

  it('reads a lone mark with three digits as decimal unless the file proves the other style', () => {
    // The German fixture writes quantities like '7,856' (7.856) and never groups thousands.
    expect(parseNumberText('7,856')).toBe(7.856);
    expect(parseNumberText('7,856', 'comma')).toBe(7.856);
    expect(parseNumberText('1,234', 'dot')).toBe(1234);
    expect(parseNumberText('1.234', 'comma')).toBe(1234);
    expect(parseNumberText('1.234', 'dot')).toBe(1.234);
    expect(parseNumberText('0,123', 'dot')).toBe(123); // grouping needs no leading zero check: style decides
  });

  it('strips currency codes and signs around the number', () => {
    expect(parseNumberText('0.12 USDT')).toBe(0.12);
    expect(parseNumberText('-1.234,56 USDT')).toBe(-1234.56);
    expect(parseNumberText('-0,590154 USDT')).toBe(-0.590154);
    expect(parseNumberText('16,564358 USDT')).toBe(16.564358);
    expect(parseNumberText('0USDT')).toBe(0);
    expect(parseNumberText('$5')).toBe(5);
    expect(parseNumberText('-$5')).toBe(-5);
    expect(parseNumberText('$-5')).toBe(-5);
    expect(parseNumberText('USDT 5,5')).toBe(5.5);
    expect(parseNumberText('5 €')).toBe(5);
    expect(parseNumberText('(12.50)')).toBe(-12.5);
  });

  it('reads exponents and long digit strings', () => {
    expect(parseNumberText('1.5E-7')).toBe(1.5e-7);
    expect(parseNumberText('2e3')).toBe(2000);
    expect(parseNumberText('12345678901234567890')).toBe(Number('12345678901234567890'));
    expect(parseNumberText('0.12345678901234567890123')).toBe(0.12345678901234568);
  });

  it('refuses anything else with NaN', () => {
    for (const text of ['', ' ', 'abc', 'USDT', '-', '1,2,3', '1.2.3,4,5', '12-3', '2025-03-14', '1,23,456', '5 apples and pears', '1e+', '1e5000', '--5', '(-5)', '1..2', 'NaN', 'Infinity', '0x10'])
      expect(parseNumberText(text), text).toBeNaN();
  });
});

describe('decimalStyleOf', () => {
  it('finds proof of a style in the first rows', () => {
    expect(decimalStyleOf(['150,242752', '7,856'])).toBe('comma');
    expect(decimalStyleOf(['1.234,5'])).toBe('comma');
    expect(decimalStyleOf(['1,234.5'])).toBe('dot');
    expect(decimalStyleOf(['0.12 USDT'])).toBe('dot');
    expect(decimalStyleOf(['7,856', '1.234'])).toBeNull(); // three digits after a lone mark prove nothing
    expect(decimalStyleOf(['0,12', '0.12'])).toBeNull(); // conflicting proof
    expect(decimalStyleOf([])).toBeNull();
  });
});

describe('cells', () => {
  it('treats missing, stub and whitespace cells as blank', () => {
    expect(isBlankCell(undefined)).toBe(true);
    expect(isBlankCell(null)).toBe(true);
    expect(isBlankCell({ t: 'z' })).toBe(true);
    expect(isBlankCell({ t: 's', v: '' })).toBe(true);
    expect(isBlankCell({ t: 's', v: ' \u00a0 ' })).toBe(true);
    expect(isBlankCell({ t: 's', v: 'x' })).toBe(false);
    expect(isBlankCell({ t: 'n', v: 0 })).toBe(false);
    expect(isBlankCell({ t: 'e', v: 42 })).toBe(false);
  });

  it('reads text literally and numbers in their shortest form', () => {
    expect(cellText({ t: 's', v: '<b>x</b>' })).toBe('<b>x</b>');
    expect(cellText({ t: 's', v: '  SOL-USDT ' })).toBe('SOL-USDT');
    expect(cellText({ t: 'n', v: 0.1 })).toBe('0.1');
    expect(cellText({ t: 'b', v: true })).toBe('TRUE');
    expect(cellText({ t: 'e', v: 42 })).toBe('');
    expect(cellText(undefined)).toBe('');
  });

  it('reads numeric cells as they are and text cells by the rules above', () => {
    expect(cellNumber({ t: 'n', v: -0.5 })).toBe(-0.5);
    expect(cellNumber({ t: 's', v: '-0,5 USDT' })).toBe(-0.5);
    expect(cellNumber({ t: 'b', v: true })).toBeNaN();
    expect(cellNumber({ t: 'e', v: 7 })).toBeNaN();
  });
});

describe('parseLeverageText', () => {
  it('reads BingX leverage texts', () => {
    expect(parseLeverageText('10X')).toBe(10);
    expect(parseLeverageText('10x')).toBe(10);
    expect(parseLeverageText(' 25 X ')).toBe(25);
    expect(parseLeverageText('x5')).toBe(5);
    expect(parseLeverageText('12.5x')).toBe(12.5);
    expect(parseLeverageText('2,5x')).toBe(2.5);
    expect(parseLeverageText('Cross 20X')).toBe(20);
    expect(parseLeverageText('20')).toBe(20);
    expect(parseLeverageText('ten')).toBeNaN();
    expect(parseLeverageText('')).toBeNaN();
  });
});
