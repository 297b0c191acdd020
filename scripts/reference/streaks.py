#!/usr/bin/python3
"""Independent reference for src/finance/streaks.ts: the probability of at least one run of `run` or more losses
in a row within `trades` independent trades, each lost with probability q.

Exact rational arithmetic (fractions) by a recursion on where the last win is, not the Markov chain of the
TypeScript: a_m = P(no such run in m trades) = 1 for m < run, and for m >= run the sequence ends with j < run
losses after a win, a_m = sum_{j=0}^{run-1} a_{m-j-1} * (1 - q) * q^j; the answer is 1 - a_trades.

Run: /usr/bin/python3 scripts/reference/streaks.py   (prints the values used in src/finance/streaks.test.ts and
in the examples of specs/calculators/fixed-fractional-drawdown.yaml)
"""
from fractions import Fraction


def streak_probability(trades, run, q):
    q = Fraction(q)
    p = 1 - q
    a = [Fraction(1)] * run
    for m in range(run, trades + 1):
        a.append(sum(a[m - j - 1] * p * q ** j for j in range(run)))
    return 1 - a[trades]


CASES = [
    (100, 10, Fraction(2, 3)),    # break-even win rate at 1:2 (33.3 %)
    (100, 10, Fraction(3, 5)),    # 40 % wins
    (100, 10, Fraction(1, 2)),
    (100, 5, Fraction(2, 3)),
    (250, 8, Fraction(11, 20)),
    (10, 10, Fraction(1, 2)),     # exactly one way: all ten lost
    (9, 10, Fraction(1, 2)),      # too few trades: 0
    (50, 1, Fraction(1, 10)),     # any loss at all: 1 - 0.9^50
]

if __name__ == "__main__":
    for trades, run, q in CASES:
        print(f"trades {trades}, run {run}, loss probability {q}: {float(streak_probability(trades, run, q))!r}")
