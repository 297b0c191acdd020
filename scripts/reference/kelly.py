"""Independent reference for /strategies/kelly and /strategies/fixed-fractional.

Plain float64 arithmetic (Python floats), written from the pages' definitions, not from the YAML
expressions or the TypeScript code. It prints the expected values used in the `examples` of
  specs/calculators/kelly.yaml, kelly-risk.yaml, kelly-optimizer.yaml,
  specs/calculators/fixed-fractional.yaml, fraction-optimizer.yaml, growth-tracker.yaml
and in src/finance/kelly.test.ts, plus the numbers quoted in the pages' prose.

Definitions:
  Kelly, binomial:   f* = (p·(b + 1) − 1) / b;  g(f) = p·ln(1 + b·f) + (1 − p)·ln(1 − f)
  Kelly, continuous: f* = mu / sigma²;           g(f) = mu·f − sigma²·f²/2   (mu, sigma entered in %)
  Risk manager:      P(ever down to x of the bankroll) ≈ x^(2/c − 1) at c = fraction of Kelly
  Optimizer:         37.5 % + choice points, clamped to 25 … 50 %
  Position sizer:    risk = account·r; units = risk / |entry − stop|; notional = units·entry
  Fraction table:    g(r) = p·ln(1 + b·r) + (1 − p)·ln(1 − r); drawdown after k losses 1 − (1 − r)^k
  Growth tracker:    equity_n = account·Π_{i≤n}(1 + r·R_i); drawdown from the running peak

Run: python3 scripts/reference/kelly.py
"""

import math


def show(title, values):
    print(f"# {title}")
    for key, value in values.items():
        print(f"  {key}: {value!r}")


# ---------------------------------------------------------------- Kelly calculator
def kelly_binomial(p, b):
    f = (p * (b + 1) - 1) / b
    out = {"full": f, "half": f / 2, "quarter": f / 4}
    for name, x in (("growthFull", f), ("growthHalf", f / 2), ("growthQuarter", f / 4)):
        if 0 < x < 1:
            out[name] = p * math.log(1 + b * x) + (1 - p) * math.log(1 - x)
        else:
            out[name] = None
    return out


def kelly_continuous(mu_pct, sigma_pct):
    mu = mu_pct / 100
    sigma = sigma_pct / 100
    f = mu / sigma ** 2
    out = {"full": f, "half": f / 2, "quarter": f / 4}
    for name, x in (("growthFull", f), ("growthHalf", f / 2), ("growthQuarter", f / 4)):
        out[name] = mu * x - sigma ** 2 * x ** 2 / 2 if x > 0 else None
    return out


for p, b in ((0.45, 2), (0.6, 2), (0.3, 2), (0.5, 1), (1, 2), (0.55, 1)):
    r = kelly_binomial(p, b)
    show(f"kelly binomial p={p} b={b}", r)
    if r["growthFull"]:
        print("  shareHalf", r["growthHalf"] / r["growthFull"], "shareQuarter", r["growthQuarter"] / r["growthFull"])
for mu, s in ((1, 5), (0.1, 10), (-0.5, 4)):
    show(f"kelly continuous mu={mu}% sigma={s}%", kelly_continuous(mu, s))

# ---------------------------------------------------------------- risk manager
def ruin(x_pct, c_pct):
    return (x_pct / 100) ** (2 / (c_pct / 100) - 1)


show("kelly-risk table", {f"x{x}.c{c}": ruin(x, c) for x in (50, 30, 10) for c in (25, 50, 100)})
show("kelly-risk singles", {"50/50": ruin(50, 50), "50/100": ruin(50, 100), "10/25": ruin(10, 25),
                            "50/200": ruin(50, 200), "50/150": ruin(50, 150), "20/75": ruin(20, 75),
                            "10/150": ruin(10, 150)})

# ---------------------------------------------------------------- optimizer
MARKET = {"trending": 5, "ranging": 0, "volatile": -7.5}
TOLERANCE = {"low": -7.5, "medium": 0, "high": 7.5}
VOLATILITY = {"none": 0, "moderate": -5, "strong": -7.5}
FILTER = {"weak": -5, "moderate": 0, "strong": 5}


def optimizer(market, tol, vol, flt, full_pct, cap_pct=2):
    """The fractional Kelly bet is an upper bound; the suggestion never exceeds your own limit per trade."""
    raw = 37.5 + MARKET[market] + TOLERANCE[tol] + VOLATILITY[vol] + FILTER[flt]
    clamped = min(50, max(25, raw))
    kelly_bet = clamped / 100 * full_pct / 100
    return {"rawFraction": raw / 100, "suggestedFraction": clamped / 100,
            "kellyBet": kelly_bet, "suggestedBet": min(kelly_bet, cap_pct / 100)}


for args in (("trending", "medium", "moderate", "strong", 17.5), ("trending", "high", "none", "strong", 17.5),
             ("volatile", "low", "strong", "weak", 17.5), ("ranging", "medium", "none", "moderate", 10),
             ("volatile", "medium", "moderate", "weak", 400), ("ranging", "low", "none", "strong", 17.5),
             ("trending", "medium", "moderate", "strong", 17.5, 10), ("ranging", "medium", "none", "moderate", 4, 2),
             ("volatile", "medium", "moderate", "strong", 17.5), ("volatile", "low", "moderate", "strong", 17.5)):
    show(f"optimizer {args}", optimizer(*args))

# ---------------------------------------------------------------- position sizer
def sizer(account, risk_pct, entry, stop):
    risk = account * risk_pct / 100
    dist = abs(entry - stop)
    units = risk / dist
    return {"riskAmount": risk, "stopDistance": dist, "units": units, "notional": units * entry,
            "stopDistancePct": dist / entry, "accountLeverage": units * entry / account}


for args in ((10000, 1, 100, 95), (10000, 1, 100, 104), (5000, 2, 60000, 58800), (10000, 3, 100, 95),
             (2000, 0.5, 3000, 2940), (10000, 3, 100, 104)):
    show(f"sizer {args}", sizer(*args))

# ---------------------------------------------------------------- fraction optimizer
def frac_table(p, b, k):
    rows = {}
    rstar = (p * (b + 1) - 1) / b
    gmax = p * math.log(1 + b * rstar) + (1 - p) * math.log(1 - rstar) if 0 < rstar < 1 else None
    for rid, r in (("r05", 0.005), ("r1", 0.01), ("r15", 0.015), ("r2", 0.02), ("r3", 0.03), ("r5", 0.05)):
        g = p * math.log(1 + b * r) + (1 - p) * math.log(1 - r)
        rows[f"fractions.{rid}.growth"] = g
        rows[f"fractions.{rid}.drawdown"] = 1 - (1 - r) ** k
        rows[f"fractions.{rid}.growthShare"] = g / gmax if gmax else None
    rows["kellyOptimum"] = rstar
    return rows


for args in ((0.4, 2, 10), (0.3, 2, 10), (0.35, 2, 8), (0.5, 2, 10), (0.55, 1, 5)):
    show(f"fraction-optimizer {args}", frac_table(*args))

# ---------------------------------------------------------------- growth tracker
def track(account, risk_pct, results):
    r = risk_pct / 100
    eq = [1.0]
    for x in results:
        eq.append(eq[-1] * (1 + r * x))
    peak, dds = eq[0], []
    for e in eq:
        peak = max(peak, e)
        dds.append(1 - e / peak)
    out = {"finalEquity": account * eq[-1], "totalReturn": eq[-1] - 1, "trades": len(results),
           "fixedAmountEquity": account * (1 + r * sum(results)), "maxDrawdown": max(dds),
           "currentDrawdown": dds[-1]}
    for n in range(len(eq)):
        out[f"path.{n}.equity"] = account * eq[n]
        out[f"path.{n}.drawdown"] = dds[n]
        if n > 0:
            out[f"path.{n}.pnl"] = account * eq[n - 1] * r * results[n - 1]
    return out


for args in ((10000, 1, [2, -1, -1, 3, -1, 2]), (10000, 2, [-1] * 10), (10000, 1, [-1] * 5 + [3]),
             (5000, 2, [1.5, -1, -1, -1, 2.5, -0.5]), (10000, 50, [1, -1, 1, -1])):
    show(f"growth {args}", track(*args))

# ---------------------------------------------------------------- prose numbers
print("# prose")
print("  continuous share of growth at c·f*: c(2−c):", {c: c * (2 - c) for c in (0.25, 0.5, 1, 1.5, 2)})
print("  SE of win rate p=0.45 n=100:", math.sqrt(0.45 * 0.55 / 100), "n=400:", math.sqrt(0.45 * 0.55 / 400))
for p in (0.45, 0.4, 0.35):
    print(f"  p={p}: f*={(p * 3 - 1) / 2!r}, g(0.175)={p * math.log(1 + 2 * 0.175) + (1 - p) * math.log(1 - 0.175)!r},"
          f" g(0.04375)={p * math.log(1 + 2 * 0.04375) + (1 - p) * math.log(1 - 0.04375)!r}")
    fs = (p * 3 - 1) / 2
    print("     g(f*)=", p * math.log(1 + 2 * fs) + (1 - p) * math.log(1 - fs))
g = kelly_binomial(0.45, 2)["growthFull"]
print("  median growth factor after 100 bets at full/half/quarter:",
      [math.exp(100 * kelly_binomial(0.45, 2)[k]) for k in ("growthFull", "growthHalf", "growthQuarter")])
print("  drawdown 1 %/2 % over 10 losses:", 1 - 0.99 ** 10, 1 - 0.98 ** 10)
print("  +1R/-1R pair at 1 %:", 1.01 * 0.99, "at 2 %:", 1.02 * 0.98)
print("  losses to halve at 1 %, 2 %:", math.log(0.5) / math.log(0.99), math.log(0.5) / math.log(0.98))
print("  fraction table p=.4 b=2: e^(100 g) at 1 %, 2 %:",
      math.exp(100 * (0.4 * math.log(1.02) + 0.6 * math.log(0.99))),
      math.exp(100 * (0.4 * math.log(1.04) + 0.6 * math.log(0.98))))
print("  expectancy p=.4 b=2 (R):", 0.4 * 2 - (1 - 0.4))
show("growth (5000, 2, [1.5, -1, -1, -1])", track(5000, 2, [1.5, -1, -1, -1]))
print("  gain needed after 1 %/2 % x 10 losses:", 1 / 0.99 ** 10 - 1, 1 / 0.98 ** 10 - 1)
print("  quarter Kelly 4.375 % of 10,000 at a 5 % stop: risk", 10000 * 0.04375, "notional", 10000 * 0.04375 / 0.05)
print("  liquidation estimate long 100, MMR 0.5 %: 10x", 100 * (1 - 1 / 10 + 0.005), "20x", 100 * (1 - 1 / 20 + 0.005))
print("  margin for 2,000 notional at 10x / 2x:", 2000 / 10, 2000 / 2)
print("  backtest prose: p 0.55, b 1: f* =", (0.55 * 2 - 1) / 1, "g(20 %) =", 0.55 * math.log(1.2) + 0.45 * math.log(0.8),
      "(twice Kelly: no growth)")
