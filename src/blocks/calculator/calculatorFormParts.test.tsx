// @vitest-environment jsdom
/** The calculator form's small parts with logic of their own: the add-ons' messages and the data source's date. */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatAsOfDate } from './DataSourceNote';
import { useAddonMessages } from './useAddonMessages';

describe('useAddonMessages', () => {
  it('keeps each add-on its messages in add-on order; an empty list removes them; the same messages change nothing', () => {
    const { result } = renderHook(() => useAddonMessages());
    act(() => result.current.report(2, ['second']));
    act(() => result.current.report(0, ['first', 'again']));
    expect(result.current.messages).toEqual(['first', 'again', 'second']);
    const before = result.current.messages;
    act(() => result.current.report(2, ['second']));
    expect(result.current.messages).toBe(before);
    expect(result.current.messages).toEqual(['first', 'again', 'second']);
    act(() => result.current.report(0, []));
    expect(result.current.messages).toEqual(['second']);
  });
});

describe('formatAsOfDate', () => {
  it('writes the date as the language does, whatever the time zone', () => {
    expect(formatAsOfDate('2026-05-01', 'de')).toBe('01.05.2026');
    expect(formatAsOfDate('2026-05-01', 'en')).toBe('May 1, 2026');
  });
});
