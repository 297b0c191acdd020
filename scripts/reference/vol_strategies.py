"""Independent reference for the option-strategy calculators of /strategies/volatility-trading (numpy and
scipy, no project code): long straddle and iron condor payoffs at expiry on a price grid, their
break-evens and extremes (read off the grid and checked against the closed forms), and the
volatility-arbitrage P&L s · (V(σr) − V(σi)) · q with V from scipy's normal distribution.
Prints the expected values of the calculators' examples.
Run: python3 scripts/reference/vol_strategies.py
"""
import json
from math import exp, log, sqrt

import numpy as np
from scipy.stats import norm


def straddle(spot, k, c, p, q):
    prem = c + p
    grid = np.linspace(0, 3 * k, 300001)
    pnl = (np.maximum(grid - k, 0) + np.maximum(k - grid, 0) - prem) * q
    lo, hi = k - prem, k + prem
    assert abs(pnl.min() + prem * q) < 1e-9
    table = spot * (0.7 + 0.05 * np.arange(13))
    return {"premium": prem * q, "lowerBreakEven": lo, "upperBreakEven": hi,
            "moveNeeded": max(0, min(hi - spot, spot - lo)) / spot, "maxLoss": float(-pnl.min()),
            "payoff.0.pnl": float((abs(table[0] - k) - prem) * q), "payoff.6.pnl": float((abs(table[6] - k) - prem) * q),
            "payoff.12.price": float(table[12])}


def condor(k1, p1, k2, p2, k3, c3, k4, c4, q):
    credit = p2 + c3 - p1 - c4
    def pnl(x):
        return (credit - np.maximum(k2 - x, 0) + np.maximum(k1 - x, 0) - np.maximum(x - k3, 0) + np.maximum(x - k4, 0)) * q
    grid = np.linspace(0, 2 * k4, 400001)
    values = pnl(grid)
    sign_change = grid[np.where(np.diff(np.sign(values)) != 0)[0]]
    widest = max(k2 - k1, k4 - k3)
    start, step = k1 - widest / 2, (k4 - k1 + widest) / 12
    rows = start + step * np.arange(13)
    return {"netCredit": credit * q, "maxProfit": float(values.max()), "maxLoss": float(-values.min()),
            "lowerBreakEven": k2 - credit, "upperBreakEven": k3 + credit, "rewardToRisk": credit / (widest - credit),
            "payoff.0.pnl": float(pnl(rows[0])), "payoff.6.pnl": float(pnl(rows[6])), "payoff.12.price": float(rows[12]),
            "_gridBreakEvens": sign_change.tolist()}


def bs(kind, s, k, t, v, r):
    d1 = (log(s / k) + (r + v * v / 2) * t) / (v * sqrt(t))
    d2 = d1 - v * sqrt(t)
    if kind == "call":
        return s * norm.cdf(d1) - k * exp(-r * t) * norm.cdf(d2)
    return k * exp(-r * t) * norm.cdf(-d2) - s * norm.cdf(-d1)


def vega(s, k, t, v, r):
    d1 = (log(s / k) + (r + v * v / 2) * t) / (v * sqrt(t))
    return s * norm.pdf(d1) * sqrt(t) / 100


def vol_arb(side, kind, s, k, days, iv, rv, r, q):
    t = days / 365
    kinds = ["call", "put"] if kind == "straddle" else [kind]
    value = lambda v: sum(bs(x, s, k, t, v, r) for x in kinds)
    disc = k * exp(-r * t)
    lower = sum(max(s - disc, 0) if x == "call" else max(disc - s, 0) for x in kinds)
    upper = sum(s if x == "call" else disc for x in kinds)
    sg = 1 if side == "buy" else -1
    vi, vr = value(iv), value(rv)
    return {"marketValue": vi * q, "fairValue": vr * q, "expectedPnl": sg * (vr - vi) * q, "volSpread": rv - iv,
            "vega": sg * len(kinds) * vega(s, k, t, iv, r) * q, "breakEvenMove": s * iv / sqrt(365),
            "maxProfit": (upper - vi if sg > 0 else vi - lower) * q, "maxLoss": (vi - lower if sg > 0 else upper - vi) * q,
            "scenarios.1.pnl": sg * (value(iv * 0.5) - vi) * q, "scenarios.7.pnl": sg * (value(iv * 2) - vi) * q}


if __name__ == "__main__":
    print("long-straddle")
    for args in [(60000, 60000, 4230, 3980, 0.1), (3000, 3200, 150, 310, 2), (60000, 60000, 4230, 3980, 2)]:
        print(args, json.dumps(straddle(*args)))
    print("iron-condor")
    for args in [(52000, 1040, 55000, 1860, 65000, 2320, 68000, 1550, 0.1), (2600, 20, 2800, 60, 3200, 55, 3300, 25, 1)]:
        print(args, json.dumps(condor(*args)))
    print("vol-arbitrage")
    for args in [("sell", "straddle", 60000, 60000, 30, 0.6, 0.45, 0.05, 1), ("buy", "call", 3000, 3200, 14, 0.55, 0.8, 0.03, 2),
                 ("buy", "put", 60000, 55000, 60, 0.7, 0.5, 0.0, 0.5), ("buy", "straddle", 60000, 60000, 30, 0.6, 0.45, 0.05, 1)]:
        print(args, json.dumps(vol_arb(*args)))
