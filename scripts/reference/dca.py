"""Independent reference for src/finance/dca.ts (numpy, no project code): DCA against a lump sum of the
same total on a fixed, seeded price series. Writes tests/fixtures/dca/reference.json.

Rules (as on /strategies/dca): DCA buys `amount` (fee included) at the open of the first bar at or after
start + k * interval; the lump sum buys the same total at the first open; fee f % leaves amount*(1-f/100)
to buy units; values at each close; max drawdown of value/invested from its running peak; worst loss =
min(value/invested) - 1; time under water = share of bars from the first buy with value < invested.
Also prints the expected values of the DCA calculators' examples.
Run: python3 scripts/reference/dca.py (fixture) and python3 scripts/reference/dca.py calculators
"""
import json
import numpy as np

DAY = 86_400_000


def series(n=400, seed=7):
    rng = np.random.default_rng(seed)
    log_returns = rng.normal(0.0015, 0.035, n)
    close = 20_000 * np.exp(np.cumsum(log_returns))
    open_ = np.concatenate([[20_000.0], close[:-1]]) * (1 + rng.normal(0, 0.002, n))
    time = 1_704_067_200_000 + np.arange(n) * DAY  # 2024-01-01, daily bars
    return time.astype(np.int64), np.round(open_, 2), np.round(close, 2)


def plan(time, open_, close, buys, fee_pct):
    n = len(close)
    fee = fee_pct / 100
    bought = np.zeros(n)
    paid = np.zeros(n)
    for bar, amount in buys:
        bought[bar] += amount * (1 - fee) / open_[bar]
        paid[bar] += amount
    units = np.cumsum(bought)
    invested = np.cumsum(paid)
    value = units * close
    held = invested > 0
    multiple = value[held] / invested[held]
    peak = np.maximum.accumulate(multiple)
    return {
        "buys": len(buys),
        "invested": float(invested[-1]),
        "fees": float(invested[-1] * fee),
        "units": float(units[-1]),
        "finalValue": float(value[-1]),
        "averageCost": float(invested[-1] / units[-1]),
        "totalReturn": float(value[-1] / invested[-1] - 1),
        "maxDrawdown": float(np.max(1 - multiple / peak)),
        "worstLoss": float(min(0.0, np.min(multiple - 1))),
        "timeUnderWater": float(np.mean(value[held] < invested[held])),
    }


def buy_bars(time, interval_days):
    due = time[0] + np.arange(0, 10_000) * interval_days * DAY
    due = due[due <= time[-1]]
    return [int(np.searchsorted(time, d, side="left")) for d in due]


def main():
    time, open_, close = series()
    cases = []
    for amount, interval, fee in [(100, 7, 0.1), (250, 30, 0.5), (50, 1, 0)]:
        bars = buy_bars(time, interval)
        cases.append({
            "settings": {"amount": amount, "intervalDays": interval, "feePct": fee},
            "buyBars": bars,
            "dca": plan(time, open_, close, [(b, amount) for b in bars], fee),
            "lumpSum": plan(time, open_, close, [(0, amount * len(bars))], fee),
        })
    out = {"series": {"time": time.tolist(), "open": open_.tolist(), "close": close.tolist()}, "cases": cases}
    with open("tests/fixtures/dca/reference.json", "w") as f:
        json.dump(out, f)
    for case in cases:
        print(case["settings"], {k: round(v, 6) for k, v in case["dca"].items()})




def calculators():
    """Expected values of specs/calculators/dca-plan.yaml and dca-average-cost.yaml (plain floats)."""
    import math
    for amount, interval, duration, fee in [(100, 7, 365, 0.1), (50, 1, 30, 0), (500, 30, 730, 1.5), (100, 14, 365, 0.1), (100, 14, 365, 1.5)]:
        buys = math.ceil(duration / interval)
        invested = buys * amount
        print("plan", {"buys": buys, "invested": invested, "fees": invested * fee / 100,
                       "perMonth": amount * (365.25 / 12) / interval, "netInvested": invested * (1 - fee / 100)})
    for amount, fee, prices in [(100, 0.1, [60000, 40000, 30000, 40000, 50000]), (100, 0, [100, 50, 100]),
                                (250, 0.5, [30000, 35000, 42000, 48000]), (100, 0.1, [50000])]:
        m = len(prices)
        paid = m * amount
        units = amount * (1 - fee / 100) * sum(1 / p for p in prices)
        avg_cost = paid / units
        avg_price = sum(prices) / m
        final = units * prices[-1]
        print("average", {"buys": m, "paid": paid, "units": units, "averageCost": avg_cost, "averagePrice": avg_price,
                          "costVsPrice": avg_cost / avg_price - 1, "finalValue": final, "totalReturn": final / paid - 1,
                          "lumpSumReturn": prices[-1] / prices[0] * (1 - fee / 100) - 1})


if __name__ == "__main__":
    import sys
    calculators() if sys.argv[1:] == ["calculators"] else main()
