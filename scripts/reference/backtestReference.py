#!/usr/bin/python3
"""
Reference values for runBacktest: an independent implementation of the run's stated semantics
(runBacktest.ts) in Python with numpy/pandas, over a seeded random series it generates itself.
Indicators come from pandas rolling windows, signals from vectorised numpy comparisons, KPIs from
numpy/pandas (not from the project's code).

    apt-get install -y python3-numpy python3-pandas
    /usr/bin/python3 scripts/reference/backtestReference.py

writes tests/fixtures/backtest/backtestReference.json (read by runBacktest.reference.test.ts).
"""
import json
import math
import os

import numpy as np
import pandas as pd

HOUR = 3_600_000
EIGHT_HOURS = 8 * HOUR
N = 1500


def make_series(seed: int):
    rng = np.random.default_rng(seed)
    start = 1_704_067_200_000 + 5 * HOUR  # 2024-01-01 05:00 UTC: funding boundaries fall inside the run
    time = start + HOUR * np.arange(N, dtype=np.int64)
    steps = rng.normal(0, 0.006, N)
    close = np.round(30_000 * np.exp(np.cumsum(steps)), 2)
    open_ = np.empty(N)
    open_[0] = 30_000.0
    # Opens gap away from the previous close now and then, so stops are also hit at the open.
    gaps = rng.normal(0, 0.004, N) * (rng.random(N) < 0.15)
    open_[1:] = np.round(close[:-1] * (1 + gaps[1:]), 2)
    wick_up = rng.random(N) * 0.004
    wick_down = rng.random(N) * 0.004
    high = np.round(np.maximum(open_, close) * (1 + wick_up), 2)
    low = np.round(np.minimum(open_, close) * (1 - wick_down), 2)
    return {"time": time, "open": open_, "high": high, "low": low, "close": close}


def zscore(close, period):
    s = pd.Series(close)
    mean = s.rolling(period).mean()
    sd = s.rolling(period).std(ddof=0)
    return ((s - mean) / sd).to_numpy()


def sma(close, period):
    return pd.Series(close).rolling(period).mean().to_numpy()


def shift(x, n):
    out = np.full(len(x), np.nan)
    out[n:] = x[:-n]
    return out


def known(*arrays):
    ok = np.ones(len(arrays[0]), dtype=bool)
    for a in arrays:
        ok &= ~np.isnan(a)
    return ok


def cross_above(a, b):
    a1, b1 = shift(a, 1), shift(b, 1)
    return known(a, b, a1, b1) & (a1 <= b1) & (a > b)


def cross_below(a, b):
    a1, b1 = shift(a, 1), shift(b, 1)
    return known(a, b, a1, b1) & (a1 >= b1) & (a < b)


def gt(a, b):
    return known(a, b) & (a > b)


def lt(a, b):
    return known(a, b) & (a < b)


def simulate(series, signals, side, settings, history=None):
    t_ = series["time"]
    o, h, l, c = series["open"], series["high"], series["low"], series["close"]
    n = len(c)
    capital = settings["initialCapital"]
    slip = settings["slippageBps"] / 1e4
    fee_rate = settings["feeBps"] / 1e4
    funding_rate = settings["fundingPer8h"] / 100
    size = settings["sizePct"] / 100 * settings["leverage"]
    stop_pct = settings.get("stopPct")
    tp_pct = settings.get("takeProfitPct")
    bar_ms = HOUR
    allow_long = side in ("long", "both")
    allow_short = side in ("short", "both")
    zeros = np.zeros(n, dtype=bool)
    long_sig = signals.get("long", zeros) if allow_long else zeros
    exit_long = signals.get("exitLong", zeros) if allow_long else zeros
    short_sig = signals.get("short", zeros) if allow_short else zeros
    exit_short = signals.get("exitShort", zeros) if allow_short else zeros

    cash = capital
    pos = None
    trades = []
    equity = np.zeros(n)
    held_bars = 0
    want_exit, want_entry = False, 0

    def close_pos(i, price, reason, counts_bar):
        nonlocal cash, pos
        s = pos["side"]
        fee = fee_rate * pos["qty"] * price
        gross = s * pos["qty"] * (price - pos["entry"])
        cash += gross - fee
        fees = pos["fee"] + fee
        trades.append({
            "side": "long" if s == 1 else "short", "entryIndex": pos["i"], "exitIndex": i,
            "entryPrice": pos["entry"], "exitPrice": price, "quantity": pos["qty"], "fees": fees,
            "funding": pos["funding"], "pnl": gross - fees - pos["funding"], "reason": reason,
            "bars": i - pos["i"] + (1 if counts_bar else 0),
        })
        pos = None

    for i in range(n):
        if want_exit and pos is not None:
            close_pos(i, o[i] * (1 - pos["side"] * slip), "signal", False)
        if want_entry != 0 and pos is None and cash > 0:
            s = want_entry
            price = o[i] * (1 + s * slip)
            qty = cash * size / price
            fee = fee_rate * qty * price
            cash -= fee
            stop = price * (1 - s * stop_pct / 100) if stop_pct else math.nan
            target = price * (1 + s * tp_pct / 100) if tp_pct else math.nan
            pos = {"side": s, "qty": qty, "entry": price, "fee": fee, "funding": 0.0, "i": i, "stop": stop, "target": target}
        want_exit, want_entry = False, 0

        if pos is not None:
            s, stop, target, first = pos["side"], pos["stop"], pos["target"], pos["i"] == i
            if s == 1:
                if not first and o[i] <= stop:
                    close_pos(i, o[i] * (1 - slip), "stop", False)
                elif not first and o[i] >= target:
                    close_pos(i, o[i] * (1 - slip), "takeProfit", False)
                elif l[i] <= stop:
                    close_pos(i, stop, "stop", True)
                elif h[i] >= target:
                    close_pos(i, target, "takeProfit", True)
            else:
                if not first and o[i] >= stop:
                    close_pos(i, o[i] * (1 + slip), "stop", False)
                elif not first and o[i] <= target:
                    close_pos(i, o[i] * (1 + slip), "takeProfit", False)
                elif h[i] >= stop:
                    close_pos(i, stop, "stop", True)
                elif l[i] <= target:
                    close_pos(i, target, "takeProfit", True)

        if pos is not None:
            nxt = t_[i + 1] if i + 1 < n else t_[i] + bar_ms
            if history is not None:
                # The market's own funding times in (t_i, next], each at its own rate.
                lo, hi = np.searchsorted(history["t"], [t_[i], nxt], side="right")
                rate_sum = float(history["rate"][lo:hi].sum())
            else:
                rate_sum = (nxt // EIGHT_HOURS - t_[i] // EIGHT_HOURS) * funding_rate
            if rate_sum != 0:
                pay = rate_sum * pos["qty"] * c[i] * pos["side"]
                cash -= pay
                pos["funding"] += pay

        if i == n - 1:
            if pos is not None:
                close_pos(i, c[i], "end", True)
            equity[i] = cash
            break
        equity[i] = cash + (pos["side"] * pos["qty"] * (c[i] - pos["entry"]) if pos is not None else 0)

        lg, sh = bool(long_sig[i]), bool(short_sig[i])
        if pos is None:
            want_entry = 1 if lg and not sh else -1 if sh and not lg else 0
        elif pos["side"] == 1:
            want_exit = bool(exit_long[i]) or sh
            want_entry = -1 if sh else 0
        else:
            want_exit = bool(exit_short[i]) or lg
            want_entry = 1 if lg else 0

    held_bars = sum(tr["bars"] for tr in trades)
    pnls = np.array([tr["pnl"] for tr in trades])
    wins = pnls[pnls > 0].sum()
    losses = -pnls[pnls < 0].sum()
    peak = np.maximum.accumulate(equity)
    drawdown = (peak - equity) / peak
    returns = pd.Series(equity).pct_change().dropna()
    bars_per_year = 365 * 24 * HOUR / bar_ms
    kpis = {
        "trades": len(trades),
        "netPnl": float(equity[-1] - capital),
        "winRate": float((pnls > 0).mean()) if len(trades) else None,
        "profitFactor": float(wins / losses) if losses > 0 else None,
        "maxDrawdown": float(drawdown.max()),
        "exposure": held_bars / n,
        "buyAndHoldReturn": float(c[-1] / c[0] - 1),
        "sharpe": float(returns.mean() / returns.std(ddof=1) * math.sqrt(bars_per_year)),
        "avgBarsInTrade": held_bars / len(trades) if trades else None,
    }
    # Every 10th bar's equity and the last (keeps the fixture small).
    marks = list(range(0, n, 10)) + [n - 1]
    return {"trades": trades, "equityAt": {str(i): float(equity[i]) for i in marks}, "kpis": kpis}


def main():
    series = make_series(20240101)
    close = series["close"]
    z20 = zscore(close, 20)
    fast, slow = sma(close, 10), sma(close, 30)
    scenarios = []

    # 1. Mean reversion on the z-score, both sides, stop and target, every cost.
    settings = {"initialCapital": 10_000, "sizePct": 50, "leverage": 2, "feeBps": 5, "slippageBps": 3, "fundingPer8h": 0.01, "stopPct": 2, "takeProfitPct": 3}
    signals = {
        "long": cross_below(z20, np.full(N, -1.5)),
        "exitLong": gt(z20, np.zeros(N)),
        "short": cross_above(z20, np.full(N, 1.5)),
        "exitShort": lt(z20, np.zeros(N)),
    }
    scenarios.append({
        "name": "z-score mean reversion, both sides",
        "declaration": {
            "id": "mr", "side": "both",
            "indicators": [{"id": "z", "kind": "zscore", "params": {"period": 20}}],
            "rules": {"long": "crossBelow(z, -1.5)", "exitLong": "z > 0", "short": "crossAbove(z, 1.5)", "exitShort": "z < 0"},
        },
        "settings": settings,
        **simulate(series, signals, "both", settings),
    })

    # 2. Moving-average crossover, long only, 5 % stop, fees.
    settings = {"initialCapital": 10_000, "sizePct": 100, "leverage": 1, "feeBps": 10, "slippageBps": 0, "fundingPer8h": 0, "stopPct": 5}
    signals = {"long": cross_above(fast, slow), "exitLong": cross_below(fast, slow)}
    scenarios.append({
        "name": "SMA 10/30 crossover, long only",
        "declaration": {
            "id": "trend", "side": "long",
            "indicators": [{"id": "fast", "kind": "sma", "params": {"period": 10}}, {"id": "slow", "kind": "sma", "params": {"period": 30}}],
            "rules": {"long": "crossAbove(fast, slow)", "exitLong": "crossBelow(fast, slow)"},
        },
        "settings": settings,
        **simulate(series, signals, "long", settings),
    })

    # 3. Entries only (reversals), prev, negative funding, a target without a stop.
    settings = {"initialCapital": 5_000, "sizePct": 80, "leverage": 3, "feeBps": 2, "slippageBps": 1, "fundingPer8h": -0.02, "takeProfitPct": 1.5}
    prev3 = shift(close, 3)
    signals = {
        "long": gt(close, prev3 * 1.01) & known(z20) & (np.nan_to_num(z20, nan=0) < 2),
        "short": lt(close, prev3 * 0.99) & known(z20) & (np.nan_to_num(z20, nan=0) > -2),
    }
    scenarios.append({
        "name": "3-bar momentum with reversals",
        "declaration": {
            "id": "momentum", "side": "both",
            "indicators": [{"id": "z", "kind": "zscore", "params": {"period": 20}}],
            "rules": {"long": "close > prev(close, 3) * 1.01 and z < 2", "short": "close < prev(close, 3) * 0.99 and z > -2"},
        },
        "settings": settings,
        **simulate(series, signals, "both", settings),
    })

    # 4. The same mean reversion with a market's funding history instead of the constant rate: funding
    # every 8 hours, every 4 hours from the middle of the run on (an exchange changed the interval),
    # rates around +0.01 % with negative stretches. fundingDifference is the net PnL without any funding
    # minus the net PnL with the history.
    rng = np.random.default_rng(33)
    first = series["time"][0] - series["time"][0] % EIGHT_HOURS
    middle = series["time"][N // 2]
    times = np.concatenate([np.arange(first, middle, EIGHT_HOURS), np.arange(middle - middle % (4 * HOUR), series["time"][-1] + 4 * HOUR, 4 * HOUR)])
    times = np.unique(times)
    rates = np.round(rng.normal(0.0001, 0.0003, len(times)), 6)
    history = {"t": times, "rate": rates}
    settings = {"initialCapital": 10_000, "sizePct": 50, "leverage": 2, "feeBps": 5, "slippageBps": 3, "fundingPer8h": 0.01, "stopPct": 2, "takeProfitPct": 3}
    signals = {
        "long": cross_below(z20, np.full(N, -1.5)),
        "exitLong": gt(z20, np.zeros(N)),
        "short": cross_above(z20, np.full(N, 1.5)),
        "exitShort": lt(z20, np.zeros(N)),
    }
    with_history = simulate(series, signals, "both", settings, history)
    without_funding = simulate(series, signals, "both", {**settings, "fundingPer8h": 0})
    scenarios.append({
        "name": "z-score mean reversion, both sides, historical funding",
        "declaration": scenarios[0]["declaration"],
        "settings": settings,
        "fundingHistory": {"time": [int(x) for x in times], "rate": [float(x) for x in rates]},
        "fundingDifference": without_funding["kpis"]["netPnl"] - with_history["kpis"]["netPnl"],
        **with_history,
    })

    out = {
        "source": "scripts/reference/backtestReference.py (numpy %s, pandas %s)" % (np.__version__, pd.__version__),
        "series": {k: [int(x) for x in v] if k == "time" else [float(x) for x in v] for k, v in series.items()},
        "scenarios": scenarios,
    }
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tests", "fixtures", "backtest", "backtestReference.json")
    with open(path, "w") as f:
        json.dump(out, f, separators=(",", ":"))
    for s in scenarios:
        print(s["name"], s["kpis"]["trades"], "trades, net", round(s["kpis"]["netPnl"], 2))


if __name__ == "__main__":
    main()
