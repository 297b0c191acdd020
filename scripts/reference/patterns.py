"""Independent reference for the pattern scanner (numpy, no project code): resample the lab's 1-hour sample and
the German test CSV to 4-hour / daily bars on UTC boundaries and count the simple candlestick patterns and their
hit rates. Writes tests/fixtures/patterns/reference.json.

Rules (as on /strategies/swing-trading):
  resample: bucket = floor(time / frame) * frame; open first, high max, low min, close last
  bullish engulfing: prev red, cur green, open <= prev close, close >= prev open (bearish mirrored)
  hammer: body > 0, lower shadow >= 2 body, upper shadow <= body; shooting star mirrored
  inside bar: high < prev high and low > prev low
  hit rate over n: share of matches i with i + n < len whose close[i + n] > close[i]
Run: python3 scripts/reference/patterns.py
"""
import csv
import json
from datetime import datetime, timezone

import numpy as np

HOUR = 3_600_000


def read_sample(path):
    rows = list(csv.DictReader(open(path)))
    return {k: np.array([float(r[k]) for r in rows]) for k in ("time", "open", "high", "low", "close")}


def read_german(path):
    """The visitor's German CSV as the lab reads it: rows that do not parse left out, sorted by time, the first of equal times kept."""
    num = lambda s: float(s.replace(".", "").replace(",", "."))
    bars = {}
    for r in list(csv.reader(open(path, encoding="utf-8"), delimiter=";"))[1:]:
        try:
            t = datetime.fromisoformat(r[0].replace("Z", "+00:00")).timestamp() * 1000
            values = [num(x) for x in r[1:5]]
        except ValueError:
            continue
        bars.setdefault(t, values)
    times = sorted(bars)
    cols = np.array([bars[t] for t in times])
    return {"time": np.array(times), "open": cols[:, 0], "high": cols[:, 1], "low": cols[:, 2], "close": cols[:, 3]}


def resample(s, frame):
    bucket = np.floor(s["time"] / frame) * frame
    starts = np.flatnonzero(np.r_[True, bucket[1:] != bucket[:-1]])
    ends = np.r_[starts[1:], len(bucket)]
    return {
        "time": bucket[starts],
        "open": s["open"][starts],
        "high": np.maximum.reduceat(s["high"], starts),
        "low": np.minimum.reduceat(s["low"], starts),
        "close": s["close"][ends - 1],
    }


def patterns(b):
    o, h, l, c = b["open"], b["high"], b["low"], b["close"]
    body = np.abs(c - o)
    upper = h - np.maximum(o, c)
    lower = np.minimum(o, c) - l
    prev = lambda x: np.r_[np.nan, x[:-1]]
    po, ph, pl, pc = prev(o), prev(h), prev(l), prev(c)
    return {
        "bullishEngulfing": (pc < po) & (c > o) & (o <= pc) & (c >= po),
        "bearishEngulfing": (pc > po) & (c < o) & (o >= pc) & (c <= po),
        "hammer": (body > 0) & (lower >= 2 * body) & (upper <= body),
        "shootingStar": (body > 0) & (upper >= 2 * body) & (lower <= body),
        "insideBar": (h < ph) & (l > pl),
    }


def hit_rate(close, idx, n):
    idx = idx[idx + n < len(close)]
    hits = int(np.sum(close[idx + n] > close[idx]))
    return {"evaluated": int(len(idx)), "hits": hits, "rate": hits / len(idx) if len(idx) else None}


def report(series, frame, n):
    b = resample(series, frame)
    out = {"bars": int(len(b["time"])), "patterns": {}}
    for name, mask in patterns(b).items():
        idx = np.flatnonzero(mask)
        out["patterns"][name] = {"matches": int(len(idx)), "first": int(b["time"][idx[0]]) if len(idx) else None, **hit_rate(b["close"], idx, n)}
    return out


def main():
    sample = read_sample("public/lab/synthetic-btc-1h.csv")
    german = read_german("tests/fixtures/samples/ohlc-de.csv")
    out = {
        "sample-1h-to-4h-n5": report(sample, 4 * HOUR, 5),
        "sample-1h-to-1d-n3": report(sample, 24 * HOUR, 3),
        "german-csv-to-4h-n2": report(german, 4 * HOUR, 2),
    }
    with open("tests/fixtures/patterns/reference.json", "w") as f:
        json.dump(out, f, indent=1)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
