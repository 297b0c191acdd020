// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchAnswer } from './queryIndex';
import { SEARCH_DELAY_MS, useSiteSearch } from './useSiteSearch';

const hit = (title: string) => ({ to: `/${title}`, title, excerpt: title });

describe('useSiteSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('searches once typing pauses and shows the query as searched', async () => {
    const search = vi.fn((query: string): Promise<SearchAnswer> => Promise.resolve({ query: `${query}!`, hits: [hit(query)], total: 1 }));
    const { result, rerender } = renderHook(({ query }) => useSiteSearch(query, search), { initialProps: { query: 'fu' } });
    expect(result.current.status).toBe('idle');
    rerender({ query: 'fun' });
    rerender({ query: 'funding ' });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('funding');
    expect(result.current).toEqual({ status: 'done', query: 'funding!', hits: [hit('funding')], total: 1 });
    rerender({ query: '  ' });
    expect(result.current.status).toBe('idle');
  });

  it('drops an answer that arrives after a newer query, and reports a failed search', async () => {
    let answerFirst: (answer: SearchAnswer) => void = () => undefined;
    const search = vi.fn((query: string): Promise<SearchAnswer> => (query === 'first' ? new Promise((resolve) => (answerFirst = resolve)) : Promise.reject(new Error('no index'))));
    const { result, rerender } = renderHook(({ query }) => useSiteSearch(query, search), { initialProps: { query: 'first' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    expect(result.current.status).toBe('loading');
    rerender({ query: 'second' });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    await act(async () => answerFirst({ query: 'first', hits: [hit('first')], total: 1 }));
    expect(result.current).toEqual({ status: 'error', query: 'second', hits: [] });
  });
});
