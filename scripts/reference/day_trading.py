"""Independent reference for the day-trading position sizer (specs/calculators/day-position-size.yaml),
plain Python floats, no project code.

Rules: risk amount = account · risk % / 100; risk per unit = |entry − stop|; units = risk amount / risk per unit;
notional = units · entry; required leverage = notional / account (the whole account as margin);
margin at the cap = notional / leverage cap, also as a share of the account; the largest size the cap allows =
account · cap / entry. The cap is too low when the required leverage is above it.
Run: python3 scripts/reference/day_trading.py  (prints the expected values of the spec examples)
"""


def sizer(account, risk_pct, side, entry, stop, cap):
    risk_amount = account * risk_pct / 100
    risk_per_unit = abs(entry - stop)
    units = risk_amount / risk_per_unit
    notional = units * entry
    margin = notional / cap
    return {
        "riskAmount": risk_amount,
        "riskPerUnit": risk_per_unit,
        "stopPct": risk_per_unit / entry,
        "units": units,
        "notional": notional,
        "requiredLeverage": notional / account,
        "margin": margin,
        "marginShare": margin / account,
        "maxUnits": account * cap / entry,
        "capTooLow": notional / account > cap,
    }


CASES = [
    ("long ETH, 1 % risk, stop 0.5 % below (worked example)", 10000, 1, "long", 2500, 2487.5, 10),
    ("the spec's sizing example: entry 100, stop 95", 10000, 1, "long", 100, 95, 10),
    ("short BTC, 0.5 % risk, stop 0.8 % above", 5000, 0.5, "short", 60000, 60480, 5),
    ("tight stop: 0.1 % needs 10x, the cap is 5x", 10000, 1, "long", 60000, 59940, 5),
    ("required leverage exactly at the cap", 10000, 1, "long", 2500, 2487.5, 2),
    ("25x with a 5 % stop is liquidated first (warning)", 10000, 1, "long", 100, 95, 25),
    ("3 % risk per trade (warning)", 10000, 3, "long", 2500, 2487.5, 10),
]

if __name__ == "__main__":
    for name, *args in CASES:
        print(name)
        print("  ", {k: v for k, v in sizer(*args).items()})


# --- Momentum readings of the last bar of tests/fixtures/samples/ohlc-de.csv (for the browser test) ---------
# RSI(14) with Wilder's smoothing seeded by the simple means of the first 14 changes; EMA(N) with
# alpha = 2/(N+1) seeded by the SMA of its first N defined values; MACD(12, 26, 9) = EMA12 − EMA26 and its
# histogram = MACD − EMA9 of the MACD; rate of change(10) = close / close 10 bars ago − 1;
# EMA distance = (close / EMA20 − 1) · 100.

def read_german_csv(path):
    bars = {}
    with open(path, encoding="utf-8-sig") as f:
        next(f)
        for line in f:
            cells = line.strip().split(";")
            try:
                o, h, l, c = [float(x.replace(".", "").replace(",", ".")) for x in cells[1:5]]
            except ValueError:
                continue  # a row the reader rejects
            bars[cells[0]] = (o, h, l, c)
    return [bars[t] for t in sorted(bars)]


def ema_list(values, n):
    out = [float("nan")] * len(values)
    start = next(i for i, v in enumerate(values) if v == v)
    seed = start + n - 1
    avg = sum(values[start:seed + 1]) / n
    out[seed] = avg
    a = 2 / (n + 1)
    for i in range(seed + 1, len(values)):
        avg = a * values[i] + (1 - a) * avg
        out[i] = avg
    return out


def rsi_last(close, n=14):
    changes = [close[i] - close[i - 1] for i in range(1, len(close))]
    gain = sum(max(d, 0) for d in changes[:n]) / n
    loss = sum(max(-d, 0) for d in changes[:n]) / n
    for d in changes[n:]:
        gain = (gain * (n - 1) + max(d, 0)) / n
        loss = (loss * (n - 1) + max(-d, 0)) / n
    return 100.0 if loss == 0 else 100 - 100 / (1 + gain / loss)


def momentum_last(close):
    e12, e26, e20 = ema_list(close, 12), ema_list(close, 26), ema_list(close, 20)
    line = [a - b for a, b in zip(e12, e26)]
    signal = ema_list(line, 9)
    return {
        "rsi": rsi_last(close),
        "roc": close[-1] / close[-11] - 1,
        "macdHist": line[-1] - signal[-1],
        "emaDistPct": (close[-1] / e20[-1] - 1) * 100,
    }


def momentum_rule(r):
    votes = [r["rsi"] - 50, r["roc"], r["macdHist"], r["emaDistPct"]]
    bull = sum(v > 0 for v in votes)
    bear = sum(v < 0 for v in votes)
    if r["rsi"] >= 70 or r["rsi"] <= 30:
        return "exit", "very-strong" if r["rsi"] >= 80 or r["rsi"] <= 20 else "strong"
    if bull >= 3 or bear >= 3:
        buy = bull >= 3
        agree = bull if buy else bear
        deep = r["rsi"] >= 60 if buy else r["rsi"] <= 40
        return ("buy" if buy else "sell"), ("moderate" if agree < 4 else "very-strong" if deep else "strong")
    return "hold", "weak"


if __name__ == "__main__":
    bars = read_german_csv("tests/fixtures/samples/ohlc-de.csv")
    close = [b[3] for b in bars]
    readings = momentum_last(close)
    print("momentum, ohlc-de.csv:", len(bars), "bars", readings, momentum_rule(readings))

    # Time analyzer on the same file: per session [start, end) in UTC hours (Sydney across midnight), the bar
    # count, the mean |close / open − 1| and the mean (high − low) / open of the bars whose open hour falls in it.
    from datetime import datetime
    times = sorted({line.split(";")[0] for line in open("tests/fixtures/samples/ohlc-de.csv", encoding="utf-8-sig").read().splitlines()[1:] if ";abc;" not in line})
    hours = [datetime.fromisoformat(t.replace("Z", "+00:00")).hour for t in times]
    sessions = {"tokyo": (0, 9), "london": (7, 16), "newYork": (13, 22), "sydney": (21, 6), "overlap": (13, 16)}
    out = {}
    for name, (start, end) in sessions.items():
        inside = [i for i, h in enumerate(hours) if (start <= h < end if start < end else h >= start or h < end)]
        out[name] = {
            "bars": len(inside),
            "meanAbsReturn": sum(abs(bars[i][3] / bars[i][0] - 1) for i in inside) / len(inside),
            "meanRange": sum((bars[i][1] - bars[i][2]) / bars[i][0] for i in inside) / len(inside),
        }
    print("sessions, ohlc-de.csv:", out, "most active:", max(out, key=lambda k: out[k]["meanRange"]))
