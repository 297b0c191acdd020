"""Independent reference values for the calculators of /strategies/mean-reversion and
/strategies/trend-following (plain Python floats, no project code):

  specs/calculators/bollinger-snapshot.yaml   Bollinger bands of typed closes (two-pass population SD)
  specs/calculators/atr-position-size.yaml    risk-based size with an ATR stop
  specs/calculators/trend-signals.yaml        which of the four trend rules fire on one bar

plus the other numbers quoted in the page texts (RSI with Wilder's smoothing, the z-score example,
costs and expectancy). Run: python3 scripts/reference/mean_trend.py
"""
import math


def bollinger(closes, k):
    """SMA ± k·population SD of the closes; %B, bandwidth and z of the last close (two-pass SD)."""
    n = len(closes)
    middle = sum(closes) / n
    sd = math.sqrt(sum((x - middle) ** 2 for x in closes) / n)
    upper, lower = middle + k * sd, middle - k * sd
    last = closes[-1]
    return {
        "period": n,
        "middle": middle,
        "sd": sd,
        "upper": upper,
        "lower": lower,
        "percentB": (last - lower) / (upper - lower),
        "bandwidth": (upper - lower) / middle,
        "zScore": (last - middle) / sd,
        "distanceToMiddle": middle / last - 1,
    }


def atr_size(account, risk_pct, entry, atr, multiple, side):
    stop_distance = atr * multiple
    stop_price = entry - stop_distance if side == "long" else entry + stop_distance
    risk_amount = account * risk_pct / 100
    units = risk_amount / stop_distance
    notional = units * entry
    return {
        "stopDistance": stop_distance,
        "stopPrice": stop_price,
        "stopDistancePct": stop_distance / entry,
        "riskAmount": risk_amount,
        "units": units,
        "notional": notional,
        "leverageNeeded": notional / account,
    }


def trend_signals(side, close, sma50, sma200, prev_sma50, prev_sma200, hist, prev_hist, adx, prev_adx, high20, low20):
    """The four rules, written out for each side separately (not through a sign)."""
    if side == "long":
        golden = prev_sma50 <= prev_sma200 and sma50 > sma200
        macd = prev_hist <= 0 and hist > 0
        donchian = close > high20 and adx > 25
        trend = close > sma200 and adx > prev_adx
    else:
        golden = prev_sma50 >= prev_sma200 and sma50 < sma200
        macd = prev_hist >= 0 and hist < 0
        donchian = close < low20 and adx > 25
        trend = close < sma200 and adx > prev_adx
    # Ranks by how much confirmation each rule demands: 1 breakout, 2 golden cross, 3 trend filter, 4 MACD.
    fired = {"goldenCross": 2 if golden else None, "macdCross": 4 if macd else None,
             "donchianBreakout": 1 if donchian else None, "trendFilter": 3 if trend else None}
    values = [v for v in fired.values() if v is not None]
    return {**fired, "firedCount": len(values), "strongest": min(values) if values else None, "adxChange": adx - prev_adx}


def show(title, values):
    print(f"# {title}")
    for key, value in values.items():
        print(f"  {key}: {value!r}")


WORKED = [64120, 64310, 64050, 63980, 64200, 64420, 64350, 64180, 63940, 64060,
          64290, 64510, 64380, 64150, 64020, 64240, 64460, 64300, 63870, 63600]

if __name__ == "__main__":
    print("== bollinger-snapshot ==")
    show("worked example, k 2", bollinger(WORKED, 2))
    show("same closes, k 3", bollinger(WORKED, 3))
    show("same closes, k 2.5", bollinger(WORKED, 2.5))
    show("last close 63,420 (z below -3)", bollinger(WORKED[:-1] + [63420], 2))
    up = [64120, 64310, 64050, 63980, 64200, 64420, 64350, 64180, 63940, 64060,
          64290, 64510, 64380, 64150, 64020, 64240, 64460, 64300, 64480, 64750]
    show("last close above the upper band", bollinger(up, 2))
    show("five closes of a coin near 100", bollinger([100, 102, 101, 99, 98.5], 2))
    show("two closes", bollinger([100, 104], 2))

    print("== atr-position-size ==")
    show("worked example", atr_size(10000, 1, 60000, 400, 1.5, "long"))
    show("short", atr_size(10000, 1, 60000, 400, 1.5, "short"))
    show("daily ATR 1,800, 2x", atr_size(10000, 1, 60000, 1800, 2, "long"))
    show("1-minute ATR 30, 1.5x (tight)", atr_size(10000, 1, 60000, 30, 1.5, "long"))
    show("5-minute ATR 120, 1.5x", atr_size(10000, 1, 60000, 120, 1.5, "long"))
    show("3 % risk", atr_size(10000, 3, 60000, 400, 1.5, "long"))
    show("2.5 x ATR", atr_size(10000, 1, 60000, 400, 2.5, "long"))
    show("2.5 x ATR, 3 % risk", atr_size(10000, 3, 60000, 400, 2.5, "long"))
    show("ETH short, 0.5 %", atr_size(2500, 0.5, 3000, 45, 1.5, "short"))
    show("short, stop distance as large as the entry", atr_size(10000, 1, 100, 50, 2, "short"))
    print("  fee share of 1 R, 0.05 % taker per side, 1 % stop:", 2 * 0.0005 / 0.01)
    print("  fee share of 1 R, 0.05 % taker per side, stop 0.1 %:", 2 * 0.0005 / 0.001)

    print("== trend-signals ==")
    base = dict(close=64800, sma50=61900, sma200=58300, prev_sma50=61820, prev_sma200=58290,
                hist=120, prev_hist=85, adx=28, prev_adx=26.5, high20=64500, low20=61200)
    show("worked example, long", trend_signals("long", **base))
    show("worked example values, short", trend_signals("short", **base))
    cross = dict(base, sma50=58350, prev_sma50=58280, hist=40, prev_hist=-15, close=63900, adx=22, prev_adx=23)
    show("golden cross and MACD cross, ADX falling", trend_signals("long", **cross))
    weak = dict(base, adx=18, prev_adx=17)
    show("ADX 18: breakout without the ADX filter", trend_signals("long", **weak))
    bear = dict(close=51200, sma50=54100, sma200=55800, prev_sma50=55820, prev_sma200=55790,
                hist=-60, prev_hist=12, adx=31, prev_adx=29, high20=56900, low20=51800)
    show("all four short rules", trend_signals("short", **bear))

    print("== prose ==")
    g, l = 1.2, 2.8
    print("RSI from G 1.20, L 2.80:", 100 - 100 / (1 + g / l))
    g2, l2 = (g * 13 + 0) / 14, (l * 13 + 1.0) / 14
    print("after a fall of 1.00:", g2, l2, 100 - 100 / (1 + g2 / l2))
    g3, l3 = (g2 * 13 + 2.1) / 14, (l2 * 13 + 0) / 14
    print("after a rise of 2.10:", g3, l3, 100 - 100 / (1 + g3 / l3))
    print("z of 63,050 with SMA100 64,000 and SD100 450:", (63050 - 64000) / 450)
    b = bollinger(WORKED, 2)
    print("%B = (z + k)/(2k):", (b["zScore"] + 2) / 4)
    cost = 2 * (5 + 2) / 10000
    print("round trip 5 bps fee + 2 bps slippage per fill:", cost, "share of the move to the middle:", cost / b["distanceToMiddle"])
    print("move to the middle in USDT:", b["middle"] - WORKED[-1])
    print("expectancy 35 % at 3R:", 0.35 * 3 - 0.65, "at 30 %:", 0.30 * 3 - 0.70)
    print("break-even win rate at 3R:", 1 / (1 + 3))
