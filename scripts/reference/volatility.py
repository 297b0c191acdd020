"""Independent reference for src/finance/volatility.ts (numpy, no project code): close-to-close,
Parkinson, Garman–Klass and Yang–Zhang volatility on a seeded OHLC series, annualised by the bar length.
Writes tests/fixtures/volatility/reference.json.

A window of n bars ending at bar e uses bars e−n+1 … e and the close of bar e−n. Variances per bar:
close-to-close: np.var(log(C/C_prev), ddof=1); Parkinson: mean(log(H/L)^2) / (4 ln 2);
Garman–Klass: mean(0.5 log(H/L)^2 − (2 ln 2 − 1) log(C/O)^2);
Yang–Zhang: var(log(O/C_prev), ddof=1) + k var(log(C/O), ddof=1) + (1 − k) mean(RS), k = 0.34 / (1.34 + (n+1)/(n−1)).
Annualised: sqrt(variance * 365 days / bar length).
Run: python3 scripts/reference/volatility.py (fixture) and python3 scripts/reference/volatility.py sample (the tool on the daily sample)
"""
import json
from pathlib import Path

import numpy as np

HOUR = 3_600_000


def series(n=300, seed=11, sigma_bar=0.01):
    rng = np.random.default_rng(seed)
    close = np.empty(n)
    open_ = np.empty(n)
    high = np.empty(n)
    low = np.empty(n)
    prev = 30_000.0
    for i in range(n):
        open_[i] = prev * np.exp(rng.normal(0, sigma_bar * 0.2))  # a small gap
        steps = open_[i] * np.exp(np.cumsum(rng.normal(0, sigma_bar / np.sqrt(20), 20)))
        close[i] = steps[-1]
        high[i] = max(open_[i], steps.max())
        low[i] = min(open_[i], steps.min())
        prev = close[i]
    time = 1_704_067_200_000 + np.arange(n) * 4 * HOUR  # 4-hour bars
    return time, open_, high, low, close


def estimates(o, h, l, c, window, end, bar_ms):
    s = end - window + 1
    O, H, L, C, P = o[s:end + 1], h[s:end + 1], l[s:end + 1], c[s:end + 1], c[s - 1:end]
    n = window
    cc = np.var(np.log(C / P), ddof=1)
    pk = np.mean(np.log(H / L) ** 2) / (4 * np.log(2))
    gk = np.mean(0.5 * np.log(H / L) ** 2 - (2 * np.log(2) - 1) * np.log(C / O) ** 2)
    rs = np.mean(np.log(H / C) * np.log(H / O) + np.log(L / C) * np.log(L / O))
    k = 0.34 / (1.34 + (n + 1) / (n - 1))
    yz = np.var(np.log(O / P), ddof=1) + k * np.var(np.log(C / O), ddof=1) + (1 - k) * rs
    per_year = 365 * 24 * HOUR / bar_ms
    return {name: float(np.sqrt(v * per_year)) for name, v in
            [("closeToClose", cc), ("parkinson", pk), ("garmanKlass", gk), ("yangZhang", yz)]}


def main():
    time, o, h, l, c = series()
    bar_ms = 4 * HOUR
    cases = []
    for window, end in [(30, 299), (2, 299), (100, 150), (299, 299), (14, 14)]:
        cases.append({"window": window, "end": end, **estimates(o, h, l, c, window, end, bar_ms)})
    out = Path(__file__).resolve().parents[2] / "tests/fixtures/volatility/reference.json"
    out.write_text(json.dumps({"barMs": bar_ms, "series": {"time": time.tolist(), "open": o.tolist(), "high": h.tolist(),
                                                            "low": l.tolist(), "close": c.tolist()}, "cases": cases}) + "\n")
    print("wrote", out)
    for case in cases:
        print(case)




def sample_values():
    """The tool's numbers on the lab's daily sample (public/lab/synthetic-btc-1d.csv): the last 30 and 90 bars."""
    root = Path(__file__).resolve().parents[2]
    data = np.genfromtxt(root / "public/lab/synthetic-btc-1d.csv", delimiter=",", names=True)
    t, o, h, l, c = (data[k] for k in ("time", "open", "high", "low", "close"))
    bar_ms = float(np.median(np.diff(t)))
    for window in (30, 90):
        print("synthetic-btc-1d window", window, estimates(o, h, l, c, window, len(c) - 1, bar_ms))


if __name__ == "__main__":
    import sys

    if len(sys.argv) > 1 and sys.argv[1] == "sample":
        sample_values()
    else:
        main()
