#!/usr/bin/env python3
"""Independent reference values for the calculators of /strategies/martingale.

Plain float64 arithmetic, written with loops and sums instead of the closed forms the YAML
expressions use, so an example only passes when both agree:

  specs/calculators/kelly-fraction.yaml, martingale-sizer.yaml, stop-grid.yaml,
  pyramiding-planner.yaml, averaging.yaml, win-loss-sequence.yaml
  and the helpers of src/finance/martingale.ts (sequenceMaxDrawdown, sequenceLowestEquity).

Run: python3 scripts/reference/martingale.py   (prints every example's expected values)
"""
import json
import math


def kelly(mode, p=0.55, b=1.0, mu=0.01, sigma=0.2, cap=0.25, fraction_pct=50.0):
    if mode == 'moments':
        raw = mu / (sigma * sigma)
    else:
        # expected value per unit staked: p·b − (1 − p); Kelly divides it by the net odds b
        raw = (p * b - (1 - p)) / b
    capped = min(max(raw, 0.0), cap)
    return {'raw': raw, 'capped': capped, 'fractional': capped * fraction_pct / 100}


def martingale(base, m, n, p, bankroll, cycles):
    stakes = [base * m ** k for k in range(n + 1)]
    cumulative = sum(stakes)
    fail = 1.0
    for _ in range(n + 1):
        fail *= (1 - p)
    survive = 1.0
    for _ in range(cycles):
        survive *= (1 - fail)
    return {
        'lastStake': stakes[-1],
        'cumulativeStake': cumulative,
        'failProbability': fail,
        'ruinOverCycles': 1 - survive,
        'affordable': 1 if cumulative <= bankroll else 0,
    }


def stop_grid(bankroll, dd_pct, n, m, min_base):
    budget = bankroll * dd_pct / 100
    weights = [m ** k for k in range(n + 1)]
    suggested = budget / sum(weights)
    used = max(suggested, min_base)
    stakes = [used * w for w in weights]
    cum = []
    total = 0.0
    for s in stakes:
        total += s
        cum.append(total)
    return {
        'budget': budget,
        'suggestedBase': suggested,
        'usedBase': used,
        'cumulativeStake': cum[-1],
        'stakes': [{'stake': s, 'cumulative': c, 'shareOfBudget': c / budget} for s, c in zip(stakes, cum)],
        'within': cum[-1] <= budget * (1 + 1e-9),
    }


def pyramiding(account, target_pct, risk_pct, adds, cap_pct, rr):
    risk = account * risk_pct / 100
    target = account * target_pct / 100
    rows = []
    cum_risk = 0.0
    cum_profit = 0.0
    for _ in range(adds):
        cum_risk += risk
        cum_profit += rr * risk
        rows.append({
            'cumulativeRisk': cum_risk,
            'cumulativeRiskPct': cum_risk / account,
            'withinCap': 1 if cum_risk <= account * cap_pct / 100 * (1 + 1e-9) else 0,
            'plannedProfit': cum_profit,
            'profitNeeded': max(target - cum_profit, 0.0),
        })
    # largest number of adds whose summed risk stays within the cap (count, no division)
    max_adds = 0
    while (max_adds + 1) * risk <= account * cap_pct / 100 * (1 + 1e-9):
        max_adds += 1
    adds_for_target = 0
    while adds_for_target * rr * risk < target * (1 - 1e-9):
        adds_for_target += 1
    return {
        'riskAmount': risk,
        'totalRisk': cum_risk,
        'totalRiskPct': cum_risk / account,
        'riskCapAmount': account * cap_pct / 100,
        'withinCap': rows[-1]['withinCap'],
        'maxAdds': max_adds,
        'targetProfit': target,
        'profitPerAdd': rr * risk,
        'plannedProfit': cum_profit,
        'addsForTarget': adds_for_target,
        'rows': rows,
    }


def averaging(start, drop_pct, legs):
    prices = [start * (1 - drop_pct / 100) ** i for i in range(legs)]
    rows = []
    for i in range(legs):
        first = prices[: i + 1]
        harmonic = len(first) / sum(1 / x for x in first)   # same quote amount per leg
        rows.append({'price': prices[i], 'average': harmonic, 'bounce': harmonic / prices[i] - 1})
    return {
        'averageEntry': rows[-1]['average'],
        'lastPrice': prices[-1],
        'bounceToBreakEven': rows[-1]['bounce'],
        'totalDrop': 1 - prices[-1] / start,
        'rows': rows,
    }


LETTERS = {'W': 1, 'G': 1, 'L': 0, 'V': 0}


def sequence(text, gain, loss, start):
    outcomes = [LETTERS[c] for c in text.upper() if c not in ' ,']
    equity = start
    path = []
    peak = start
    max_dd = 0.0
    lowest = start
    run = 0
    longest = 0
    for o in outcomes:
        equity = equity + gain if o == 1 else equity - loss
        path.append(equity)
        peak = max(peak, equity)
        max_dd = max(max_dd, peak - equity)
        lowest = min(lowest, equity)
        run = run + 1 if o == 0 else 0
        longest = max(longest, run)
    wins = sum(outcomes)
    return {
        'finalEquity': path[-1],
        'wins': wins,
        'losses': len(outcomes) - wins,
        'longestLosingRun': longest,
        'maxDrawdown': max_dd,
        'lowestEquity': lowest,
        'path': path,
    }


if __name__ == '__main__':
    out = {
        'kelly': {
            'binomial default': kelly('binomial'),
            'moments': kelly('moments', mu=0.01, sigma=0.2, cap=0.25, fraction_pct=50),
            'moments capped': kelly('moments', mu=0.02, sigma=0.2, cap=0.25, fraction_pct=25),
            'binomial 2:1': kelly('binomial', p=0.4, b=2, cap=1, fraction_pct=100),
            'no edge': kelly('binomial', p=0.45, b=1, cap=0.25, fraction_pct=50),
            'binomial 0.6 b1.5 full': kelly('binomial', p=0.6, b=1.5, cap=1, fraction_pct=100),
        },
        'martingale': {
            'worked example': martingale(10, 2, 7, 0.5, 5000, 200),
            'not affordable': martingale(10, 2, 8, 0.5, 5000, 200),
            'm = 1': martingale(10, 1, 7, 0.5, 5000, 200),
            'm = 1.5, p = 0.48': martingale(20, 1.5, 10, 0.48, 5000, 100),
            'm = 3': martingale(5, 3, 4, 0.49, 1000, 50),
            'worked example at p = 0.49': martingale(10, 2, 7, 0.49, 5000, 200),
        },
        'stop_grid': {
            'default': stop_grid(5000, 20, 5, 2, 5),
            'over budget': stop_grid(5000, 20, 7, 2, 5),
            'm = 1': stop_grid(2000, 10, 9, 1, 5),
            'm = 1.5': stop_grid(10000, 15, 6, 1.5, 10),
        },
        'pyramiding': {
            'default': pyramiding(10000, 4, 0.5, 4, 2, 2),
            'over cap': pyramiding(10000, 5, 1, 4, 3, 1.5),
            'fractions': pyramiding(2000, 3, 0.1, 5, 0.3, 3),
            'fractions at the cap': pyramiding(2000, 3, 0.1, 3, 0.3, 3),
            'default with a fifth add': pyramiding(10000, 4, 0.5, 5, 2, 2),
        },
        'averaging': {
            'default': averaging(100, 10, 4),
            'one leg': averaging(60000, 5, 1),
            'no drop': averaging(50, 0, 3),
            'deep': averaging(60000, 5, 10),
        },
        'sequence': {
            'default': sequence('WWLWLLW', 150, 100, 1000),
            'losses first': sequence('LLLWWWW', 150, 100, 1000),
            'wins first': sequence('WWWWLLL', 150, 100, 1000),
            'german letters': sequence('g, v v g', 100, 100, 500),
            'bust': sequence('LLLLLW', 100, 200, 1000),
            'alternating': sequence('WLWLWLW', 150, 100, 1000),
            'no fall': sequence('WWW', 50, 80, 0),
            'below zero': sequence('LLL', 10, 50, 100),
            'ends below the start': sequence('LLL', 10, 50, 200),
        },
    }
    print(json.dumps(out, indent=1))
