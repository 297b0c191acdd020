#!/usr/bin/python3
"""Independent reference for Wilder's ATR of the OHLC sample (tests/fixtures/samples/ohlc-btc-1h.csv, 200 hourly
candles), the ATR Size Tool Pro's and the grid's OHLC import compute (src/finance/atr.ts).

Wilder's ATR(N): true ranges TR_1 = high_1 - low_1, TR_t = max(high - low, |high - previous close|,
|low - previous close|); the ATR starts as the simple mean of the first N true ranges and then moves 1/N of the
way to each new true range (Wilder's moving average, alpha = 1/N). Computed twice here — a plain loop in exact
fractions and pandas' ewm(alpha=1/N, adjust=False) after the same seed — and written to
tests/fixtures/samples/atr-wilder.expected.json. It also prints how far the EMA with alpha = 2/(N + 1) that the
site used before lies from Wilder's.

It then prints the examples that use this ATR: Size Tool Pro's ATR stop (specs/calculators/size-pro.yaml: 10,000
USDT, 1 %, long 60,000, 1.5 ATR, take 63,000, allocation 10 %, max leverage 10, funding 0.01 % for 24 h, taker
0.05 %) and the ATR-adaptive grid (specs/calculators/grid-atr.yaml: price 60,000, band 3 ATR, step 0.25 ATR,
5 to 100 grids, the count rounded half away from zero).

Run: /usr/bin/python3 scripts/reference/atr_wilder.py (Debian: apt-get install -y python3-pandas)
"""
import math
import csv
import json
from fractions import Fraction
from pathlib import Path

import pandas as pd

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "tests" / "fixtures" / "samples"


def candles():
    with open(SAMPLES / "ohlc-btc-1h.csv", newline="") as f:
        return [(Fraction(r["high"]), Fraction(r["low"]), Fraction(r["close"])) for r in csv.DictReader(f)]


def true_ranges(rows):
    out = []
    for i, (high, low, _close) in enumerate(rows):
        if i == 0:
            out.append(high - low)
        else:
            previous = rows[i - 1][2]
            out.append(max(high - low, abs(high - previous), abs(low - previous)))
    return out


def wilder_exact(rows, n):
    tr = true_ranges(rows)
    atr = sum(tr[:n]) / n
    for value in tr[n:]:
        atr += (value - atr) / n
    return atr


def smoothed_pandas(rows, n, alpha):
    tr = pd.Series([float(x) for x in true_ranges(rows)])
    tail = tr.iloc[n - 1:].copy()
    tail.iloc[0] = tr.iloc[:n].mean()
    return float(tail.ewm(alpha=alpha, adjust=False).mean().iloc[-1])


def main():
    rows = candles()
    result = {"rows": len(rows)}
    for n in (14, 20):
        exact = wilder_exact(rows, n)
        by_pandas = smoothed_pandas(rows, n, 1 / n)
        assert abs(float(exact) - by_pandas) <= 1e-9 * float(exact), (n, float(exact), by_pandas)
        result[f"atr{n}"] = float(exact)
        ema = smoothed_pandas(rows, n, 2 / (n + 1))
        print(f"ATR({n}): Wilder {float(exact)!r}, EMA 2/(N+1) {ema!r}, gap {ema / float(exact) - 1:+.2%}")
    result["source"] = "Wilder's ATR (RMA, alpha = 1/N) of ohlc-btc-1h.csv, scripts/reference/atr_wilder.py"
    (SAMPLES / "atr-wilder.expected.json").write_text(json.dumps(result, indent=1) + "\n")
    atr = result["atr14"]
    entry, take, taker = 60000, 63000, 0.0005
    stop = entry - 1.5 * atr
    units = 100 / (entry - stop)
    notional = units * entry
    print("size-pro ATR long:", {"stopPrice": stop, "units": units, "notional": notional, "minLeverage": notional / 1000,
          "initialMargin": notional / 10, "fees": taker * units * (entry + take), "fundingCost": notional * 0.0001 * 24 / 8,
          "pnlAtTake": (take - entry) * units - taker * units * (entry + take),
          "pnlAtStop": (stop - entry) * units - taker * units * (entry + stop)})
    lower, upper, spacing = 60000 - 3 * atr, 60000 + 3 * atr, 0.25 * atr
    raw = (upper - lower) / spacing
    grids = min(100, max(5, int(math.floor(raw + 0.5))))
    print("grid-atr:", {"atrPct": atr / 60000, "lower": lower, "upper": upper, "spacing": spacing, "grids": grids})


if __name__ == "__main__":
    main()
