/**
 * A simulator's or backtest's parameters in a link: a parameter that was once typed as a fraction of 1 (a win
 * probability of 0.5) is read ×100 from a link written before the change, exactly once; a new link carries the
 * link version mark and is read as it stands.
 */
import { describe, expect, it } from 'vitest';
import { streakDefinition } from '../../simulators/streak/definition';
import { fromQuery, toQuery } from './useQueryParams';

const params = streakDefinition.params;
const unlinked = { following: [], ownLinked: [] };

describe('module parameters that were once fractions', () => {
  it('reads an old link’s win probability of 0.486 as 48.6 %, in either language', () => {
    expect(fromQuery('streak', params, '?streak.winProbability=0.486&streak.bets=500', 'en').values).toMatchObject({ winProbability: '48.6', bets: '500' });
    expect(fromQuery('streak', params, '?streak.winProbability=0.486', 'de').values.winProbability).toBe('48,6');
  });

  it('reads a new link (marked v=2) as it stands', () => {
    expect(fromQuery('streak', params, '?streak.v=2&streak.winProbability=48.6', 'en').values.winProbability).toBe('48.6');
  });

  it('writes the mark with the parameters, so the link is converted once', () => {
    const search = toQuery('streak', params, { winProbability: 48.6, bets: 500, base: 10, multiplier: 2, bankroll: 5000, seed: 1 }, unlinked, '?lng=de');
    const query = new URLSearchParams(search);
    expect(query.get('streak.v')).toBe('2');
    expect(query.get('lng')).toBe('de');
    expect(fromQuery('streak', params, search, 'en').values.winProbability).toBe('48.6');
  });

  it('writes no mark when no parameter differs from its default', () => {
    const defaults = Object.fromEntries(params.map((param) => [param.id, param.default]));
    expect(toQuery('streak', params, defaults, unlinked, '')).toBe('');
  });
});
