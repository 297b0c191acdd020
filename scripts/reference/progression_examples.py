"""Expected values of the examples in specs/calculators/anti-martingale.yaml and anti-martingale-risk.yaml,
computed with the independent reference implementation in progression.py (plain float64).

Run: python3 scripts/reference/progression_examples.py
"""
import json

from progression import anti, mg, parse, risk

MODES = {'oneLoss': 1, 'twoLosses': 2, 'profit': 3}
PRESETS = {'conservative': 1.2, 'moderate': 1.5, 'aggressive': 2.0}


def calc(bankroll=1000.0, base=10.0, payout=1.0, preset='moderate', multiplier=1.5, resetMode='oneLoss',
         resetProfitPct=3.0, sequence='WWWLWWLLW'):
    m = multiplier if preset == 'custom' else PRESETS[preset]
    seq = parse(sequence)
    n = len(seq)
    r = anti(seq, base, m, MODES[resetMode], bankroll * resetProfitPct / 100, payout)
    g = mg(seq, base, 2.0, payout)
    out = dict(finalEquity=bankroll + r['cum'][-1], netPnl=r['cum'][-1], totalStaked=r['staked'],
               largestStake=r['largest'], largestStakeShare=r['largest'] / bankroll, resets=r['resets'],
               nextStake=r['stakes'][n], lowestEquity=bankroll + r['lowest'], mgFinalEquity=bankroll + g['cum'][-1],
               mgLargestStake=g['largest'], mgLowestEquity=bankroll + g['lowest'])
    rows = {}
    for i in range(1, n + 1):
        rows[f'bets.{i}.stake'] = r['stakes'][i - 1]
        rows[f'bets.{i}.outcome'] = seq[i - 1]
        rows[f'bets.{i}.pnl'] = r['pnl'][i - 1]
        rows[f'bets.{i}.equity'] = bankroll + r['cum'][i - 1]
        rows[f'bets.{i}.mgStake'] = g['stakes'][i - 1]
        rows[f'bets.{i}.mgEquity'] = bankroll + g['cum'][i - 1]
    share = out['largestStakeShare']
    status = 'danger' if out['lowestEquity'] <= 0 or share > 0.1 else 'warn' if share > 0.02 else 'ok'
    return out, rows, status


CASES = [
    ('worked example (defaults)', {}),
    ('after two losses', dict(resetMode='twoLosses')),
    ('profit target 3 %', dict(resetMode='profit')),
    ('conservative 1.2x', dict(preset='conservative')),
    ('aggressive 2.0x', dict(preset='aggressive')),
    ('custom 3x', dict(preset='custom', multiplier=3.0)),
    ('lower-case letters G/V, payout 0.9', dict(sequence='wwgvlwwwl', payout=0.9, base=20.0, bankroll=5000.0)),
    ('long losing streak: martingale ruin', dict(sequence='WLLLLLLLW', base=20.0)),
    ('anti-martingale ruin', dict(bankroll=100.0, base=10.0, preset='custom', multiplier=5.0, sequence='WWWLW')),
    ('profit mode 5 %', dict(resetMode='profit', resetProfitPct=5.0, sequence='WWWWWWLWW')),
]

if __name__ == '__main__':
    for name, inputs in CASES:
        out, rows, status = calc(**inputs)
        print(name, inputs, status)
        print('  ', json.dumps(out))
        print('  ', json.dumps(rows))
    for args in [(1000.0, 10.0, 1.5, 5, 1.0), (1000.0, 10.0, 2.0, 6, 1.0), (1000.0, 10.0, 1.2, 3, 1.0),
                 (1000.0, 10.0, 1.0, 4, 1.0), (1000.0, 10.0, 1.5, 1, 1.0), (5000.0, 20.0, 1.5, 8, 1.0),
                 (2000.0, 10.0, 1.2, 4, 2.0), (10000.0, 10.0, 2.0, 3, 1.0)]:
        res = risk(*args)
        share = res['stakeShare']
        status = 'danger' if share > 0.1 else 'warn' if share > 0.02 else 'ok'
        print('risk', args, status, json.dumps(res))
