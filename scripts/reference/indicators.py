"""Independent reference values for the backtest lab's indicators (src/finance/indicators/).

Writes two fixtures:
  tests/fixtures/indicators/series.json     the shared sample series: 600 hourly OHLC bars, a seeded
                                            random walk (numpy PCG64, seed 20240611), prices rounded to
                                            0.01 so that equal moves (ties) occur, with 30 identical flat
                                            bars (indices 300–329) so that zero-width windows occur
  tests/fixtures/indicators/reference.json  every indicator of the lab on that series (NaN as null)

The definitions are written here from the literature with pandas and numpy, not from the TypeScript code:
  SMA(N)          close.rolling(N).mean()
  EMA(N)          α = 2/(N + 1); the value at index N − 1 is the simple mean of the first N values, then
                  ewm(alpha=α, adjust=False) continues from it (leading NaNs of the input are skipped first)
  RSI(N)          changes d_t = c_t − c_{t−1}; gains/losses seeded with the simple mean of the first N,
                  then Wilder: avg ← (avg·(N − 1) + x)/N; RSI = 100 − 100/(1 + G/L), 100 when L = 0 < G,
                  50 when G = L = 0; first value at index N
  Bollinger(N, k) middle = rolling mean, band = k · rolling std(ddof=0); %B = (c − lower)/(upper − lower)
                  (NaN when upper = lower); bandwidth = (upper − lower)/middle
  z-score(N)      (c − rolling mean)/rolling std(ddof=0), NaN when the std is 0
  ATR(N)          Wilder's: TR_0 = h_0 − l_0, TR_t = max(h − l, |h − c_{t−1}|, |l − c_{t−1}|); seeded with the
                  mean of the first N true ranges at index N − 1, then ewm(alpha=1/N, adjust=False) (RMA)
  ADX(N)          Wilder: +DM/−DM/TR from t = 1; smoothed S_N = sum of the first N (t = 1 … N), then
                  S ← S − S/N + x; +DI = 100·S(+DM)/S(TR); DX = 100·|+DI − −DI|/(+DI + −DI); ADX at index
                  2N − 1 = mean of DX over t = N … 2N − 1, then (ADX·(N − 1) + DX)/N. DI and DX are 0 when
                  their denominator is 0. First +DI/−DI/DX at index N, first ADX at 2N − 1 (TA-Lib's indices)
  MACD(f, s, g)   EMA_f − EMA_s; signal = EMA_g of the MACD over its defined values; histogram = MACD − signal
  Donchian(N)     high.rolling(N).max(), low.rolling(N).min(); "previous" = the same shifted by one bar
  ROC(N)          close / close.shift(N) − 1
  volatility(N)   log(close).diff().rolling(N).std(ddof=1) (sample standard deviation, not annualised)

Rolling standard deviations are computed window by window with numpy (two-pass, exact 0 on a window of
identical values); pandas' rolling std must agree within 1e-8 relative. (pandas updates its variance online,
which loses about 1e-9 relative on a low-volatility window after the flat bars, so it is only the cross-check.)
Rolling means are pandas' rolling mean, cross-checked window by window with numpy within 1e-12.

Run (Debian's numpy and pandas): /usr/bin/python3 scripts/reference/indicators.py
"""
import json
import math
import os

import numpy as np
import pandas as pd

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
OUT = os.path.join(ROOT, "tests", "fixtures", "indicators")
SEED = 20240611
BARS = 600
FLAT = (300, 330)


def sample_series():
    """A random walk of log prices (σ = 0.8 % per bar, a slow sine drift so trends and ranges alternate)."""
    rng = np.random.default_rng(SEED)
    close = np.empty(BARS)
    open_ = np.empty(BARS)
    high = np.empty(BARS)
    low = np.empty(BARS)
    price = 100.0
    for t in range(BARS):
        drift = 0.003 * math.sin(2 * math.pi * t / 240)
        gap = rng.normal(0, 0.001) if t > 0 else 0.0
        o = price * math.exp(gap)
        c = o * math.exp(drift + rng.normal(0, 0.008))
        wick_up = abs(rng.normal(0, 0.004)) * o
        wick_down = abs(rng.normal(0, 0.004)) * o
        o, c = round(o, 2), round(c, 2)
        h = round(max(o, c) + wick_up, 2)
        l = round(min(o, c) - wick_down, 2)
        if FLAT[0] <= t < FLAT[1]:
            o = h = l = c = close[FLAT[0] - 1]
        open_[t], high[t], low[t], close[t] = o, h, l, c
        price = c
    return open_, high, low, close


def seeded_ema(values, n, alpha=None):
    """EMA with α = 2/(n + 1) (or the given α), seeded with the simple mean of the first n values after the
    leading NaNs."""
    s = pd.Series(values, dtype=float)
    out = pd.Series(np.nan, index=s.index)
    first = s.first_valid_index()
    if first is None or len(s) - first < n:
        return out.to_numpy()
    seed_at = first + n - 1
    tail = s.iloc[seed_at:].copy()
    tail.iloc[0] = s.iloc[first : first + n].mean()
    out.iloc[seed_at:] = tail.ewm(alpha=2 / (n + 1) if alpha is None else alpha, adjust=False).mean().to_numpy()
    return out.to_numpy()


def rsi(close, n):
    out = np.full(len(close), np.nan)
    if len(close) <= n:
        return out
    d = np.diff(close)
    gains, losses = np.where(d > 0, d, 0.0), np.where(d < 0, -d, 0.0)
    g, l = gains[:n].mean(), losses[:n].mean()

    def value(g, l):
        if l == 0:
            return 50.0 if g == 0 else 100.0
        return 100.0 - 100.0 / (1.0 + g / l)

    out[n] = value(g, l)
    for t in range(n + 1, len(close)):
        g = (g * (n - 1) + gains[t - 1]) / n
        l = (l * (n - 1) + losses[t - 1]) / n
        out[t] = value(g, l)
    return out


def true_range(high, low, close):
    prev = np.concatenate(([np.nan], close[:-1]))
    tr = np.maximum.reduce([high - low, np.abs(high - prev), np.abs(low - prev)])
    tr[0] = high[0] - low[0]
    return tr


def atr(high, low, close, n):
    """Wilder's ATR: the seeded EMA of the true ranges with α = 1/N (RMA)."""
    return seeded_ema(true_range(high, low, close), n, alpha=1 / n)


def adx(high, low, close, n):
    size = len(close)
    plus_di, minus_di, dx, adx_ = (np.full(size, np.nan) for _ in range(4))
    tr = true_range(high, low, close)
    up = np.concatenate(([np.nan], high[1:] - high[:-1]))
    down = np.concatenate(([np.nan], low[:-1] - low[1:]))
    pdm = np.where((up > down) & (up > 0), up, 0.0)
    mdm = np.where((down > up) & (down > 0), down, 0.0)
    if size <= n:
        return plus_di, minus_di, dx, adx_
    sp, sm, st = pdm[1 : n + 1].sum(), mdm[1 : n + 1].sum(), tr[1 : n + 1].sum()
    for t in range(n, size):
        if t > n:
            sp = sp - sp / n + pdm[t]
            sm = sm - sm / n + mdm[t]
            st = st - st / n + tr[t]
        p = 100.0 * sp / st if st != 0 else 0.0
        m = 100.0 * sm / st if st != 0 else 0.0
        plus_di[t], minus_di[t] = p, m
        dx[t] = 100.0 * abs(p - m) / (p + m) if p + m != 0 else 0.0
    if size > 2 * n - 1:
        a = dx[n : 2 * n].mean()
        adx_[2 * n - 1] = a
        for t in range(2 * n, size):
            a = (a * (n - 1) + dx[t]) / n
            adx_[t] = a
    return plus_di, minus_di, dx, adx_


def window_std(values, n, ddof):
    """numpy, window by window (two-pass), as a check of pandas' rolling std."""
    out = np.full(len(values), np.nan)
    for t in range(n - 1, len(values)):
        w = values[t - n + 1 : t + 1]
        if not np.all(np.isfinite(w)):
            continue
        out[t] = 0.0 if np.all(w == w[0]) else np.std(w, ddof=ddof)
    return out


def checked_std(values, n, ddof):
    """numpy's window-by-window std, cross-checked with pandas' rolling std."""
    rolled = pd.Series(values).rolling(n).std(ddof=ddof).to_numpy()
    direct = window_std(values, n, ddof)
    both = np.isfinite(direct)
    assert np.array_equal(both, np.isfinite(rolled)), "NaN positions differ"
    assert np.allclose(rolled[both], direct[both], rtol=1e-8, atol=1e-12), "pandas and numpy disagree"
    return direct


def rolling_mean(values, n):
    """pandas' rolling mean, cross-checked with numpy window by window."""
    rolled = pd.Series(values).rolling(n).mean().to_numpy()
    direct = np.full(len(values), np.nan)
    for t in range(n - 1, len(values)):
        direct[t] = np.mean(values[t - n + 1 : t + 1])
    both = np.isfinite(direct)
    assert np.array_equal(both, np.isfinite(rolled)), "NaN positions differ"
    assert np.allclose(rolled[both], direct[both], rtol=1e-12, atol=0), "pandas and numpy disagree"
    return rolled


def bollinger(close, n, k):
    middle = rolling_mean(close, n)
    sd = checked_std(close, n, 0)
    upper, lower = middle + k * sd, middle - k * sd
    with np.errstate(invalid="ignore", divide="ignore"):
        width = upper - lower
        percent_b = np.where(width != 0, (close - lower) / width, np.nan)
        bandwidth = np.where(middle != 0, width / middle, np.nan)
    return middle, upper, lower, percent_b, bandwidth


def zscore(close, n):
    mean = rolling_mean(close, n)
    sd = checked_std(close, n, 0)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where(sd != 0, (close - mean) / sd, np.nan)


def macd(close, fast, slow, signal):
    line = seeded_ema(close, fast) - seeded_ema(close, slow)
    sig = seeded_ema(line, signal)
    return line, sig, line - sig


def donchian(high, low, n):
    upper = pd.Series(high).rolling(n).max().to_numpy()
    lower = pd.Series(low).rolling(n).min().to_numpy()
    prev_upper = pd.Series(upper).shift(1).to_numpy()
    prev_lower = pd.Series(lower).shift(1).to_numpy()
    return upper, lower, (upper + lower) / 2, prev_upper, prev_lower, (prev_upper + prev_lower) / 2


def roc(close, n):
    s = pd.Series(close)
    return (s / s.shift(n) - 1).to_numpy()


def volatility(close, n):
    returns = np.concatenate(([np.nan], np.diff(np.log(close))))
    return checked_std(returns, n, 1)


def listed(values):
    return [None if not math.isfinite(v) else float(v) for v in np.asarray(values, dtype=float)]


def main():
    open_, high, low, close = sample_series()
    series = {
        "description": "600 hourly OHLC bars: seeded random walk (numpy PCG64, seed %d), prices rounded to 0.01, "
        "flat bars at indices %d–%d; written by scripts/reference/indicators.py" % (SEED, FLAT[0], FLAT[1] - 1),
        "open": listed(open_),
        "high": listed(high),
        "low": listed(low),
        "close": listed(close),
    }
    b = bollinger(close, 20, 2)
    a = adx(high, low, close, 14)
    m = macd(close, 12, 26, 9)
    d = donchian(high, low, 20)
    values = {
        "sma20": listed(rolling_mean(close, 20)),
        "sma1": listed(rolling_mean(close, 1)),
        "ema20": listed(seeded_ema(close, 20)),
        "ema9": listed(seeded_ema(close, 9)),
        "rsi14": listed(rsi(close, 14)),
        "rsi2": listed(rsi(close, 2)),
        "bollinger20_2": {k: listed(v) for k, v in zip(("middle", "upper", "lower", "percentB", "bandwidth"), b)},
        "zscore100": listed(zscore(close, 100)),
        "zscore20": listed(zscore(close, 20)),
        "atr14": listed(atr(high, low, close, 14)),
        "atr20": listed(atr(high, low, close, 20)),
        "adx14": {k: listed(v) for k, v in zip(("plusDi", "minusDi", "dx", "adx"), a)},
        "adx5": {k: listed(v) for k, v in zip(("plusDi", "minusDi", "dx", "adx"), adx(high, low, close, 5))},
        "macd12_26_9": {k: listed(v) for k, v in zip(("macd", "signal", "histogram"), m)},
        "donchian20": {k: listed(v) for k, v in zip(("upper", "lower", "middle"), d[:3])},
        "donchian20previous": {k: listed(v) for k, v in zip(("upper", "lower", "middle"), d[3:])},
        "roc10": listed(roc(close, 10)),
        "volatility20": listed(volatility(close, 20)),
    }
    reference = {
        "description": "Indicator values on series.json, computed with pandas %s and numpy %s by "
        "scripts/reference/indicators.py (definitions in its docstring); NaN is null" % (pd.__version__, np.__version__),
        "values": values,
    }
    os.makedirs(OUT, exist_ok=True)
    for name, data in (("series.json", series), ("reference.json", reference)):
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, separators=(",", ":"))
            f.write("\n")
    print("wrote", OUT, "bars:", BARS)


if __name__ == "__main__":
    main()
