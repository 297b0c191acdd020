import { describe, expect, it } from 'vitest';
import { linkedPageStatus } from './linkedPageStatus';

const pages = [
  { path: '/learn/liquidation-risk', status: 'live' as const },
  { path: '/strategies/grid', status: 'soon' as const },
];

describe('linkedPageStatus', () => {
  it('finds the status of the linked page, ignoring the anchor and the query', () => {
    expect(linkedPageStatus('/learn/liquidation-risk#mark-price', pages)).toBe('live');
    expect(linkedPageStatus('/strategies/grid?x=1', pages)).toBe('soon');
  });

  it('is undefined for links that are not site pages', () => {
    expect(linkedPageStatus('/nowhere', pages)).toBeUndefined();
    expect(linkedPageStatus('https://example.com/strategies/grid', pages)).toBeUndefined();
    expect(linkedPageStatus(undefined, pages)).toBeUndefined();
  });
});
