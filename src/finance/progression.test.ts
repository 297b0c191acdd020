import { describe, expect, it } from 'vitest';
import { antiMartingaleRun, martingaleRun, progressionFormulaHelpers, resetModeOf } from './progression';

/**
 * Expected values: scripts/reference/progression.py (an independent float64 implementation of the page's rules),
 * run with `python3 scripts/reference/progression.py`.
 */

const { amStake, amPnl, amStat, mgStake, mgPnl, mgStat } = progressionFormulaHelpers;

/** 'WWL' → [1, 1, 0] (W/G win, L/V loss), as the sequence input reads it. */
function seq(text: string): number[] {
  return [...text].map((c) => (c === 'W' || c === 'G' ? 1 : 0));
}

const DEFAULT = seq('WWWLWWLLW');

describe('antiMartingaleRun', () => {
  it('mode 1 (after one loss) on the page default WWWLWWLLW, 10 USDT base, 1.5x', () => {
    const run = antiMartingaleRun(DEFAULT, 10, 1.5, 1, 30, 1);
    expect(run.stakes).toEqual([10, 15, 22.5, 33.75, 10, 15, 22.5, 10, 10, 15]);
    expect(run.cumulativePnl).toEqual([10, 25, 47.5, 13.75, 23.75, 38.75, 16.25, 6.25, 16.25]);
    expect(run.totalStaked).toBe(148.75);
    expect(run.largestStake).toBe(33.75);
    expect(run.resets).toBe(2);
  });

  it('mode 2 (after two losses) keeps the stake after the first loss', () => {
    const run = antiMartingaleRun(DEFAULT, 10, 1.5, 2, 30, 1);
    expect(run.stakes).toEqual([10, 15, 22.5, 33.75, 33.75, 50.625, 75.9375, 75.9375, 10, 15]);
    expect(run.cumulativePnl).toEqual([10, 25, 47.5, 13.75, 47.5, 98.125, 22.1875, -53.75, -43.75]);
    expect(run.totalStaked).toBe(327.5);
    expect(run.largestStake).toBe(75.9375);
    expect(run.lowestPnl).toBe(-53.75);
    expect(run.resets).toBe(1);
  });

  it('mode 3 (profit) resets at a 30 USDT run profit and after every loss', () => {
    const run = antiMartingaleRun(DEFAULT, 10, 1.5, 3, 30, 1);
    expect(run.stakes).toEqual([10, 15, 22.5, 10, 10, 15, 22.5, 10, 10, 15]);
    expect(run.cumulativePnl).toEqual([10, 25, 47.5, 37.5, 47.5, 62.5, 40, 30, 40]);
    expect(run.totalStaked).toBe(125);
    expect(run.largestStake).toBe(22.5);
    expect(run.resets).toBe(2);
  });

  it('mode 3 with a target reached after every second win', () => {
    const run = antiMartingaleRun(seq('WWWWWLWWWW'), 10, 1.5, 3, 20, 1);
    expect(run.stakes).toEqual([10, 15, 10, 15, 10, 15, 10, 15, 10, 15, 10]);
    expect(run.pnl).toEqual([10, 15, 10, 15, 10, -15, 10, 15, 10, 15]);
    expect(run.cumulativePnl.at(-1)).toBe(95);
    expect(run.totalStaked).toBe(125);
    expect(run.resets).toBe(5);
  });

  it('mode 3 with a payout of 1.7', () => {
    const run = antiMartingaleRun(seq('WWWWWWW'), 7, 1.3, 3, 40, 1.7);
    expect(run.stakes).toEqual([7, 9.1, 11.83, 7, 9.1, 11.83, 7, 9.1]);
    expect(run.cumulativePnl.at(-1)).toBe(106.86200000000001);
    expect(run.totalStaked).toBe(62.86);
    expect(run.largestStake).toBe(11.83);
    expect(run.resets).toBe(2);
  });

  it('mode 2 with an aggressive 2x multiplier', () => {
    const run = antiMartingaleRun(seq('WWLWLLWWWL'), 10, 2, 2, 0, 1);
    expect(run.stakes).toEqual([10, 20, 40, 40, 80, 80, 10, 20, 40, 80, 80]);
    expect(run.cumulativePnl).toEqual([10, 30, -10, 30, -50, -130, -120, -100, -60, -140]);
    expect(run.totalStaked).toBe(420);
    expect(run.lowestPnl).toBe(-140);
    expect(run.resets).toBe(1);
  });

  it('mode 2: losses at the base stake are no resets', () => {
    const run = antiMartingaleRun(seq('LLLWL'), 10, 1.5, 2, 0, 1);
    expect(run.stakes).toEqual([10, 10, 10, 10, 15, 15]);
    expect(run.cumulativePnl).toEqual([-10, -20, -30, -20, -35]);
    expect(run.resets).toBe(0);
  });

  it('mode 1 with 1.2x and a payout of 0.8 (step-by-step multiplication)', () => {
    const run = antiMartingaleRun(seq('WWWWLWWWWWWL'), 25, 1.2, 1, 0, 0.8);
    expect(run.stakes).toEqual([
      25, 30, 36, 43.199999999999996, 51.839999999999996, 25, 30, 36, 43.199999999999996, 51.839999999999996, 62.20799999999999,
      74.64959999999999, 25,
    ]);
    expect(run.cumulativePnl.at(-1)).toBeCloseTo(179.46880000000002, 10);
    expect(run.totalStaked).toBeCloseTo(508.93759999999986, 10);
    expect(run.largestStake).toBe(74.64959999999999);
    expect(run.resets).toBe(2);
  });

  it('a multiplier of 1 never grows the stake, so nothing is reset', () => {
    const run = antiMartingaleRun(seq('WLWWL'), 10, 1, 1, 0, 1);
    expect(run.stakes).toEqual([10, 10, 10, 10, 10, 10]);
    expect(run.cumulativePnl.at(-1)).toBe(10);
    expect(run.resets).toBe(0);
  });

  it('a sequence that ends inside a winning run has no reset yet and a grown next stake', () => {
    const run = antiMartingaleRun(seq('LWWW'), 10, 1.5, 1, 0, 1);
    expect(run.stakes).toEqual([10, 10, 15, 22.5, 33.75]);
    expect(run.largestStake).toBe(22.5);
    expect(run.resets).toBe(0);
  });

  it('an empty sequence', () => {
    const run = antiMartingaleRun([], 10, 1.5, 1, 0, 1);
    expect(run.stakes).toEqual([10]);
    expect(run.totalStaked).toBe(0);
    expect(run.largestStake).toBeNaN();
    expect(run.resets).toBe(0);
  });
});

describe('martingaleRun', () => {
  it('doubles after losses on the page default', () => {
    const run = martingaleRun(DEFAULT, 10, 2, 1);
    expect(run.stakes).toEqual([10, 10, 10, 10, 20, 10, 10, 20, 40, 10]);
    expect(run.cumulativePnl).toEqual([10, 20, 30, 20, 40, 50, 40, 20, 60]);
    expect(run.largestStake).toBe(40);
    expect(run.totalStaked).toBe(140);
  });

  it('a losing run of three costs 70 and one win recovers it plus the base', () => {
    const run = martingaleRun(seq('LLLWLLW'), 10, 2, 1);
    expect(run.stakes).toEqual([10, 20, 40, 80, 10, 20, 40, 10]);
    expect(run.cumulativePnl).toEqual([-10, -30, -70, 10, 0, -20, 20]);
    expect(run.totalStaked).toBe(220);
    expect(run.largestStake).toBe(80);
    expect(run.lowestPnl).toBe(-70);
  });

  it('1.5x with a payout of 0.9 does not recover the run', () => {
    const run = martingaleRun(seq('WLLLLW'), 4, 1.5, 0.9);
    expect(run.stakes).toEqual([4, 4, 6, 9, 13.5, 20.25, 4]);
    expect(run.cumulativePnl.at(-1)).toBeCloseTo(-10.674999999999997, 12);
    expect(run.totalStaked).toBe(56.75);
    expect(run.largestStake).toBe(20.25);
    expect(run.lowestPnl).toBeCloseTo(-28.9, 12);
  });
});

describe('resetModeOf', () => {
  it('reads numbers and option values', () => {
    expect(resetModeOf(1)).toBe(1);
    expect(resetModeOf('twoLosses')).toBe(2);
    expect(resetModeOf('profit')).toBe(3);
    expect(resetModeOf('oneLoss')).toBe(1);
    expect(() => resetModeOf(4)).toThrow(/unknown reset mode/);
    expect(() => resetModeOf('percent')).toThrow(/unknown reset mode/);
  });
});

describe('progressionFormulaHelpers', () => {
  it('amStake: bet i (1-based), n + 1 is the next stake, NaN outside', () => {
    expect(amStake(DEFAULT, 1, 10, 1.5, 'oneLoss', 30, 1)).toBe(10);
    expect(amStake(DEFAULT, 4, 10, 1.5, 'oneLoss', 30, 1)).toBe(33.75);
    expect(amStake(DEFAULT, 7, 10, 1.5, 2, 30, 1)).toBe(75.9375);
    expect(amStake(DEFAULT, 4, 10, 1.5, 'profit', 30, 1)).toBe(10);
    expect(amStake(DEFAULT, 10, 10, 1.5, 1, 30, 1)).toBe(15);
    expect(amStake(DEFAULT, 0, 10, 1.5, 1, 30, 1)).toBeNaN();
    expect(amStake(DEFAULT, 11, 10, 1.5, 1, 30, 1)).toBeNaN();
    expect(amStake(DEFAULT, 2.5, 10, 1.5, 1, 30, 1)).toBeNaN();
  });

  it('amPnl: cumulative P&L after i bets, 0 before the first', () => {
    expect(amPnl(DEFAULT, 0, 10, 1.5, 'oneLoss', 30, 1)).toBe(0);
    expect(amPnl(DEFAULT, 3, 10, 1.5, 'oneLoss', 30, 1)).toBe(47.5);
    expect(amPnl(DEFAULT, 9, 10, 1.5, 'oneLoss', 30, 1)).toBe(16.25);
    expect(amPnl(DEFAULT, 9, 10, 1.5, 'twoLosses', 30, 1)).toBe(-43.75);
    expect(amPnl(DEFAULT, 9, 10, 1.5, 'profit', 30, 1)).toBe(40);
    expect(amPnl(DEFAULT, 9, 10, 1.2, 'oneLoss', 30, 1)).toBeCloseTo(26.720000000000006, 12);
    expect(amPnl(DEFAULT, 9, 10, 2, 'oneLoss', 30, 1)).toBe(-20);
    expect(amPnl(DEFAULT, 10, 10, 1.5, 1, 30, 1)).toBeNaN();
  });

  it('amStat: total staked, largest stake, resets', () => {
    expect(amStat(DEFAULT, 'staked', 10, 1.5, 'oneLoss', 30, 1)).toBe(148.75);
    expect(amStat(DEFAULT, 'largest', 10, 1.5, 'oneLoss', 30, 1)).toBe(33.75);
    expect(amStat(DEFAULT, 'resets', 10, 1.5, 'oneLoss', 30, 1)).toBe(2);
    expect(amStat(DEFAULT, 'lowest', 10, 1.5, 'oneLoss', 30, 1)).toBe(0);
    expect(amStat(DEFAULT, 'lowest', 10, 1.5, 'twoLosses', 30, 1)).toBe(-53.75);
    expect(amStat(DEFAULT, 'staked', 10, 1.2, 'oneLoss', 30, 1)).toBeCloseTo(110.07999999999998, 12);
    expect(amStat(DEFAULT, 'largest', 10, 2, 'oneLoss', 30, 1)).toBe(80);
    expect(() => amStat(DEFAULT, 'maximum', 10, 1.5, 'oneLoss', 30, 1)).toThrow(/unknown statistic/);
  });

  it('mgStake and mgPnl', () => {
    expect(mgStake(DEFAULT, 9, 10, 2)).toBe(40);
    expect(mgStake(DEFAULT, 10, 10, 2)).toBe(10);
    expect(mgStake(DEFAULT, 0, 10, 2)).toBeNaN();
    expect(mgPnl(DEFAULT, 8, 10, 2, 1)).toBe(20);
    expect(mgPnl(DEFAULT, 9, 10, 2, 1)).toBe(60);
    expect(mgPnl(DEFAULT, 0, 10, 2, 1)).toBe(0);
    expect(mgStat(DEFAULT, 'largest', 10, 2, 1)).toBe(40);
    expect(mgStat(DEFAULT, 'staked', 10, 2, 1)).toBe(140);
    expect(mgStat(seq('WLLLLLLLW'), 'lowest', 20, 2, 1)).toBe(-2520);
    expect(mgStat(seq('WLLLLLLLW'), 'largest', 20, 2, 1)).toBe(2560);
    expect(() => mgStat(DEFAULT, 'resets', 10, 2, 1)).toThrow(/unknown statistic/);
  });

  it('refuses what is not a list of wins and losses', () => {
    expect(() => amStake([1, 2], 1, 10, 1.5, 1, 0, 1)).toThrow(/list of 1/);
    expect(() => amStake('WWL', 1, 10, 1.5, 1, 0, 1)).toThrow(/list of 1/);
    expect(() => mgPnl([1, 0.5], 1, 10, 2, 1)).toThrow(/list of 1/);
    expect(() => amStake(DEFAULT, 1, NaN, 1.5, 1, 0, 1)).toThrow(/finite/);
    expect(() => amStake(DEFAULT, 1, 10, 1.5, 'fast', 0, 1)).toThrow(/unknown reset mode/);
  });
});
