"""Independent reference for the stake progressions of /strategies/anti-martingale
(src/finance/progression.ts, specs/calculators/anti-martingale.yaml and anti-martingale-risk.yaml).

Plain float64 arithmetic, written from the page's rules, not from the TypeScript code:

Anti-martingale (outcome 1 = win, 0 = loss; a win pays stake * payout, a loss costs the stake):
  - the first stake is the base;
  - after a win the next stake is stake * m (mode 3: unless the run's profit has reached the target,
    then the next stake is the base and a new run starts);
  - after a loss: mode 1 ("after one loss") the next stake is the base; mode 2 ("after two losses") the
    stake is kept after the first loss and goes back to the base after the second loss in a row;
    mode 3 ("profit") the next stake is the base.
  - a reset is counted when the stake goes back to the base from a higher stake (a grown progression ends),
    including the decision after the last bet.
  - lowest = the lowest cumulative P&L, the start (0) included.
Martingale: the first stake is the base; after a loss the next stake is stake * m, after a win the base.

Risk analyzer (streak of at most n bets): largest stake base*m^(n-1), the profit of the n-1 wins before it
base*payout*(m^(n-1) - 1)/(m - 1) (base*payout*(n-1) for m = 1), peak = bankroll + that profit.

Run: python3 scripts/reference/progression.py   (prints the expected values used in the tests and specs)
"""

import json


def anti(seq, base, m, mode, target, payout):
    stakes, pnls, equity_pnl = [], [], []
    stake, run_profit, losses_in_row, cum, resets = base, 0.0, 0, 0.0, 0
    for w in seq:
        stakes.append(stake)
        if w == 1:
            p = stake * payout
            cum += p
            run_profit += p
            losses_in_row = 0
            if mode == 3 and run_profit >= target:
                nxt = base
                run_profit = 0.0
            else:
                nxt = stake * m
        else:
            p = -stake
            cum += p
            losses_in_row += 1
            run_profit = 0.0
            if mode == 2 and losses_in_row < 2:
                nxt = stake
            else:
                nxt = base
                losses_in_row = 0
        if nxt == base and stake != base:
            resets += 1
        pnls.append(p)
        equity_pnl.append(cum)
        stake = nxt
    stakes.append(stake)  # the stake of the next bet after the sequence
    return dict(stakes=stakes, pnl=pnls, cum=equity_pnl, staked=sum(stakes[:-1]) if seq else 0.0,
                largest=max(stakes[:-1]) if seq else float('nan'), resets=resets, lowest=min([0.0] + equity_pnl))


def mg(seq, base, m, payout):
    stakes, cum_list = [], []
    stake, cum = base, 0.0
    for w in seq:
        stakes.append(stake)
        if w == 1:
            cum += stake * payout
            stake = base
        else:
            cum -= stake
            stake = stake * m
        cum_list.append(cum)
    stakes.append(stake)
    return dict(stakes=stakes, cum=cum_list, staked=sum(stakes[:-1]) if seq else 0.0,
                largest=max(stakes[:-1]) if seq else float('nan'), lowest=min([0.0] + cum_list))


def parse(text):
    return [1 if c in 'WG' else 0 for c in text.upper() if c in 'WGLV']


def risk(bankroll, base, m, n, payout):
    largest = base * m ** (n - 1)
    if m == 1:
        profit = base * payout * (n - 1)
        full = base * payout * n
    else:
        profit = base * payout * (m ** (n - 1) - 1) / (m - 1)
        full = base * payout * (m ** n - 1) / (m - 1)
    peak = bankroll + profit
    return dict(largestStake=largest, stakeShare=largest / bankroll, streakProfit=profit, peakEquity=peak,
                drawdownAmount=largest, drawdownPct=largest / peak,
                givebackShare=(largest / profit) if profit > 0 else None,
                netAfterLoss=profit - largest, fullStreakProfit=full)


def show(name, value):
    print(name, json.dumps(value))


if __name__ == '__main__':
    seq = parse('WWWLWWLLW')
    for mode in (1, 2, 3):
        r = anti(seq, 10.0, 1.5, mode, 1000.0 * 3 / 100, 1.0)
        show(f'default mode {mode}', dict(stakes=r['stakes'], cum=r['cum'], final=1000 + r['cum'][-1],
                                           staked=r['staked'], largest=r['largest'], resets=r['resets'],
                                           equity=[1000 + c for c in r['cum']]))
    for m in (1.2, 2.0):
        r = anti(seq, 10.0, m, 1, 30.0, 1.0)
        show(f'default mode 1 m={m}', dict(stakes=r['stakes'], final=1000 + r['cum'][-1], staked=r['staked'],
                                            largest=r['largest'], resets=r['resets']))
    r = mg(seq, 10.0, 2.0, 1.0)
    show('martingale default', dict(stakes=r['stakes'], cum=r['cum'], final=1000 + r['cum'][-1],
                                    equity=[1000 + c for c in r['cum']]))
    # unit-test cases
    cases = {
        'mode3 target 2%': (parse('WWWWWLWWWW'), 10.0, 1.5, 3, 20.0, 1.0),
        'mode2 aggressive': (parse('WWLWLLWWWL'), 10.0, 2.0, 2, 0.0, 1.0),
        'mode1 payout 0.8 m1.2': (parse('WWWWLWWWWWWL'), 25.0, 1.2, 1, 0.0, 0.8),
        'mode2 LLL start': (parse('LLLWL'), 10.0, 1.5, 2, 0.0, 1.0),
        'mode3 payout 1.7': (parse('WWWWWWW'), 7.0, 1.3, 3, 40.0, 1.7),
        'mode1 m1': (parse('WLWWL'), 10.0, 1.0, 1, 0.0, 1.0),
        'mode1 seq ends mid-run': (parse('LWWW'), 10.0, 1.5, 1, 0.0, 1.0),
    }
    for name, args in cases.items():
        r = anti(*args)
        show(name, r)
    for name, args in {'mg 2x payout 1': (parse('LLLWLLW'), 10.0, 2.0, 1.0),
                       'mg 1.5x payout 0.9': (parse('WLLLLW'), 4.0, 1.5, 0.9)}.items():
        show(name, mg(*args))
    # risk analyzer
    for args in [(1000.0, 10.0, 1.5, 5, 1.0), (1000.0, 10.0, 2.0, 6, 1.0), (1000.0, 10.0, 1.2, 3, 1.0),
                 (1000.0, 10.0, 1.0, 4, 1.0), (1000.0, 10.0, 1.5, 1, 1.0), (5000.0, 20.0, 1.5, 8, 1.0),
                 (2000.0, 10.0, 1.2, 4, 2.0)]:
        show(f'risk {args}', risk(*args))
