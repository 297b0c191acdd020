"""Independent reference values for the grid trading page (specs/strategies/grid.yaml).

Plain float64 arithmetic, written out here separately from the YAML expressions, for the examples of
specs/calculators/grid-designer.yaml, grid-bounce.yaml and grid-atr.yaml; exact fractions for the level
counts (src/finance/grid.ts and its unit tests). Run: python3 scripts/reference/grid_reference.py
"""
from fractions import Fraction
from math import floor


def exact(x):
    """The number as typed: the shortest decimal of the float64 (Python's repr), as an exact fraction."""
    return Fraction(repr(float(x)))


def level_sides(lower, upper, grids, spacing, price):
    """−1 / 0 / +1 for every level i = 0 … grids, decided exactly (no floating point)."""
    lo, up, p = exact(lower), exact(upper), exact(price)
    sides = []
    for i in range(grids + 1):
        if spacing == "arithmetic":
            level = lo + i * (up - lo) / grids  # exact rational level
            diff = level - p
        else:
            # L_i = lo·(up/lo)^(i/grids); L_i^grids = lo^(grids−i)·up^i, compared with p^grids
            diff = lo ** (grids - i) * up ** i - p ** grids
        sides.append(-1 if diff < 0 else (1 if diff > 0 else 0))
    return sides


def counts(lower, upper, grids, spacing, price):
    s = level_sides(lower, upper, grids, spacing, price)
    return s.count(-1), s.count(1)


def designer(capital, lower, upper, price, grids, bias, allocationPct, makerFeeBps, takerFeeBps,
             slippageBps, spacing, roundTripsPerDay, levels=()):
    step = (upper - lower) / grids
    ratio = (upper / lower) ** (1 / grids)
    if spacing == "arithmetic":
        spacing_pct = step / ((upper + lower) / 2)
    else:
        spacing_pct = ratio - 1
    allocated = capital * allocationPct / 100
    per_grid = allocated / grids
    gross = per_grid * spacing_pct
    cost = per_grid * 2 * (makerFeeBps + slippageBps) / 10000
    net = gross - cost
    break_even = 2 * (makerFeeBps + slippageBps) / 10000
    below, above = counts(lower, upper, grids, spacing, price)
    setup_levels = above if bias == "long" else below
    setup = per_grid * setup_levels * takerFeeBps / 10000
    apy = net * roundTripsPerDay * 365 / allocated
    out = dict(step=step, ratio=ratio, spacingPct=spacing_pct, capitalPerGrid=per_grid,
               grossPerRoundTrip=gross, costPerRoundTrip=cost, netPerRoundTrip=net,
               breakEvenSpacing=break_even, buyLevels=below, sellLevels=above, setupCost=setup, toyApy=apy)
    for k in levels:
        level = lower * ratio ** k if spacing == "geometric" else lower + k * step
        out[f"levels.{k}.price"] = level
        out[f"levels.{k}.distancePct"] = level / price - 1
        out[f"levels.{k}.quantity"] = per_grid / level
    if net <= 0:
        status = "danger"
    elif price < lower or price > upper:
        status = "warn"
    else:
        status = "ok"
    return out, status


def bounce(steps, capitalPerGrid, spacingPct, makerFeeBps, slippageBps):
    gross = steps * capitalPerGrid * spacingPct / 100
    cost = steps * capitalPerGrid * 2 * (makerFeeBps + slippageBps) / 10000
    net = gross - cost
    per_order = net / (2 * steps)
    return dict(gross=gross, cost=cost, net=net, pnlPerOrder=per_order), ("danger" if net <= 0 else "ok")


def mathjs_round(x):
    """mathjs round(): halves away from zero (Python's round() would round half to even)."""
    return floor(x + 0.5) if x >= 0 else -floor(-x + 0.5)


def atr_grid(price, atr, atrPeriod, bandAtr, spacingAtr, minGrids, maxGrids):
    lower = price - bandAtr * atr
    upper = price + bandAtr * atr
    spacing = spacingAtr * atr
    raw = (upper - lower) / spacing
    grids = min(max(mathjs_round(raw), minGrids), maxGrids)
    status = "warn" if mathjs_round(raw) < minGrids or mathjs_round(raw) > maxGrids else "ok"
    return dict(lower=lower, upper=upper, spacing=spacing, rawGrids=raw, grids=grids, lastPrice=price,
                atrValue=atr, atrPct=atr / price), status


def show(name, pair):
    values, status = pair
    print(f"# {name}  status={status}")
    print("  " + ", ".join(f"{k}: {v!r}" for k, v in values.items()))


if __name__ == "__main__":
    print("== level counts (src/finance/grid.test.ts) ==")
    cases = [
        (58000, 62000, 20, "arithmetic", 60000),
        (58000, 62000, 20, "arithmetic", 60100),
        (58000, 62000, 20, "arithmetic", 58000),
        (58000, 62000, 20, "arithmetic", 62000),
        (58000, 62000, 20, "arithmetic", 57000),
        (58000, 62000, 20, "arithmetic", 63000),
        (58000, 62000, 20, "geometric", 60000),
        (0.1, 0.3, 2, "arithmetic", 0.2),
        (0.1, 0.9, 2, "geometric", 0.3),
        (50000, 72000, 2, "geometric", 60000),
        (1000, 8000, 3, "geometric", 4000),
        (100, 200, 2, "geometric", 141.42),
        (100, 200, 2, "geometric", 141.43),
        (0.1, 0.7, 6, "arithmetic", 0.3),
        (1.1, 2.2, 11, "arithmetic", 1.9),
        (2, 107.04823441658912, 400, "geometric", 14.632035703659907),  # upper ≈ 2·1.01^400, price ≈ 2·1.01^200
        (2, 107.04823441658914, 400, "geometric", 14.632035703659907),  # one ulp higher upper
        (0.1, 0.4, 3, "arithmetic", 0.3),
        (58000, 62000, 500, "arithmetic", 60000),
        (1e-7, 3e-7, 2, "arithmetic", 2e-7),
        (1e21, 4e21, 2, "geometric", 2e21),
    ]
    for lower, upper, grids, spacing, price in cases:
        b, a = counts(lower, upper, grids, spacing, price)
        f = lower + 1 * (upper - lower) / grids if spacing == "arithmetic" else lower * (upper / lower) ** (1 / grids)
        print(f"{lower!r}, {upper!r}, {grids}, {spacing}, {price!r} -> below {b}, above {a}   (float L1 = {f!r})")
    for up in (107.04823441658912, 107.04823441658914):
        print(f"side of level 200 of 2..{up!r} (400 geometric) at 14.632035703659907:",
              level_sides(2, up, 400, "geometric", 14.632035703659907)[200])
    print("float 0.1 + 2*((0.4-0.1)/3) =", repr(0.1 + 2 * ((0.4 - 0.1) / 3)),
          "exact side:", level_sides(0.1, 0.4, 3, "arithmetic", 0.3)[2])
    print("float 0.1*(0.9/0.1)**0.5 =", repr(0.1 * (0.9 / 0.1) ** 0.5),
          "exact side:", level_sides(0.1, 0.9, 2, "geometric", 0.3)[1])
    print("exact side of 1.9 in 1.1..2.2 / 11:", level_sides(1.1, 2.2, 11, "arithmetic", 1.9)[8],
          "| 2e-7 in 1e-7..3e-7 / 2:", level_sides(1e-7, 3e-7, 2, "arithmetic", 2e-7)[1],
          "| 2e21 in 1e21..4e21 / 2 geometric:", level_sides(1e21, 4e21, 2, "geometric", 2e21)[1])

    print("\n== grid-designer ==")
    base = dict(capital=1000, lower=58000, upper=62000, price=60000, grids=20, bias="long", allocationPct=100,
                makerFeeBps=2, takerFeeBps=5, slippageBps=1, spacing="arithmetic", roundTripsPerDay=4)
    def d(name, levels=(), **over):
        show(name, designer(**{**base, **over}, levels=levels))
    d("worked example", levels=(0, 9, 10, 11, 20))
    d("geometric", spacing="geometric", levels=(0, 10, 11, 20))
    d("short arithmetic 60100", bias="short", price=60100, levels=(10, 11))
    d("short geometric", bias="short", spacing="geometric")
    d("200 grids danger", grids=200, levels=(100, 200))
    d("slippage of half a basis point", slippageBps=0.5)
    d("price above band", price=63000, levels=(20,))
    d("price below band long", price=57000, levels=(0,))
    d("price at lower bound", price=58000, levels=(0,))
    d("geometric exact boundary 0.1/0.9/2 @0.3", lower=0.1, upper=0.9, grids=2, price=0.3, spacing="geometric", levels=(0, 1, 2))
    d("500 grids, 50 % allocation", capital=5000, allocationPct=50, grids=500, makerFeeBps=0, takerFeeBps=4, slippageBps=0, roundTripsPerDay=10, levels=(0, 250, 500))
    d("no round trips", roundTripsPerDay=0)
    d("ETH geometric short", capital=3000, lower=2500, upper=3500, price=3000, grids=40, bias="short", allocationPct=80, makerFeeBps=2, takerFeeBps=5, slippageBps=2, spacing="geometric", roundTripsPerDay=6, levels=(0, 20, 40))

    print("\n== grid-bounce ==")
    show("worked example", bounce(10, 50, 0.5, 2, 1))
    show("designer's worked example, 4 round trips", bounce(4, 50, 0.3, 2, 1))
    show("costs above the spacing", bounce(10, 50, 0.05, 2, 1))
    show("one round trip, no costs", bounce(1, 200, 1, 0, 0))
    show("large", bounce(250, 120, 0.8, 1.5, 2))

    print("\n== grid-atr ==")
    show("worked example", atr_grid(60000, 500, 14, 4, 0.4, 5, 100))
    show("clamped at max", atr_grid(60000, 500, 14, 4, 0.05, 5, 100))
    show("clamped at min", atr_grid(60000, 500, 14, 4, 2, 5, 100))
    show("half rounds up", atr_grid(60000, 500, 14, 2.5, 2, 2, 100))
    show("ETH", atr_grid(3000, 45, 14, 3, 0.5, 5, 50))
    show("BTC fixture ATR 14 (Wilder's, scripts/reference/atr_wilder.py)", atr_grid(60000, 452.82665873667787, 14, 3, 0.25, 5, 100))
