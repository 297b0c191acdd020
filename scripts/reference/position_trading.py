#!/usr/bin/env python3
"""Independent reference values for the calculators of /strategies/position-trading.

Plain float64 arithmetic, written out separately from the YAML expressions (the engine is not run).
The printed numbers are the `expect` values of the examples in
  specs/calculators/fundamental-score.yaml, conviction-size.yaml, portfolio-allocator.yaml
and the numbers quoted in specs/strategies/position-trading.yaml.
Run: python3 scripts/reference/position_trading.py
"""


def show(name, values):
    print(f"# {name}")
    print("    expect: { " + ", ".join(f"{k}: {v!r}" for k, v in values.items()) + " }")


# --- Fundamental scorer ------------------------------------------------------------------------
# Categories in this order: adoption, tokenomics, team, liquidity, regulation, narrative.
# weightedScore = Σ wᵢ·sᵢ / Σ wᵢ; weightSum = Σ wᵢ / 100 (a fraction: 1 = 100 %);
# table `contributions`, row c: share = w_c / Σ w, points = w_c · s_c / Σ w.
CATS = ["adoption", "tokenomics", "team", "liquidity", "regulation", "narrative"]


def fundamental(scores, weights):
    total_w = 0.0
    for w in weights:
        total_w += w
    acc = 0.0
    for s, w in zip(scores, weights):
        acc += s * w
    score = acc / total_w
    out = dict(weightedScore=score, weightSum=total_w / 100.0)
    for c, s, w in zip(CATS, scores, weights):
        out[f"contributions.{c}.share"] = w / total_w
        out[f"contributions.{c}.points"] = w * s / total_w
    verdict = "ok" if score >= 7 else ("warn" if score >= 5 else "danger")
    return out, verdict


W_DEFAULT = [25, 20, 15, 15, 10, 15]
for name, scores, weights in [
    ("worked example (defaults)", [8, 7, 7, 9, 6, 6], W_DEFAULT),
    ("mixed", [6, 5, 6, 7, 4, 5], W_DEFAULT),
    ("weak", [3, 4, 5, 6, 2, 3], W_DEFAULT),
    ("equal weights of 1, exactly 7", [8, 6, 7, 9, 6, 6], [1, 1, 1, 1, 1, 1]),
    ("narrative weight 0", [8, 7, 7, 9, 6, 1], [25, 20, 15, 15, 10, 0]),
    ("all 5 is mixed", [5, 5, 5, 5, 5, 5], W_DEFAULT),
    ("weights sum to 150", [9, 3, 8, 4, 10, 2], [40, 30, 20, 20, 20, 20]),
    ("text and e2e: adoption 6, tokenomics 5", [6, 5, 7, 9, 6, 6], W_DEFAULT),
]:
    out, verdict = fundamental(scores, weights)
    show(f"{name} -> {verdict}", out)


# --- Conviction position sizer ---------------------------------------------------------------
# multiplier = 0.25 · conviction (1 → 0.25 … 5 → 1.25); effectiveRisk = baseRisk/100 · multiplier;
# riskAmount = account · effectiveRisk; stopDistance = |entry − stop|; units = riskAmount / stopDistance;
# notional = units · entry; leverageNeeded = notional / account; stopDistancePct = stopDistance / entry;
# funding (positive = you pay): side · notional · rate/100 · 3 · days, side +1 long (stop < entry), −1 short;
# fundingShare = funding / riskAmount.
MULT = {1: 0.25, 2: 0.5, 3: 0.75, 4: 1.0, 5: 1.25}


def conviction(account, base, entry, stop, conv, days, rate):
    m = MULT[conv]
    eff = base / 100.0 * m
    risk = account * eff
    dist = abs(entry - stop)
    units = risk / dist
    notional = units * entry
    lev = notional / account
    side = 1.0 if stop < entry else -1.0
    periods = days * 3.0
    funding = side * notional * (rate / 100.0) * periods
    return dict(multiplier=m, effectiveRisk=eff, riskAmount=risk, stopDistancePct=dist / entry, units=units,
                notional=notional, leverageNeeded=lev, fundingCost=funding, fundingShare=funding / risk), (
        "warn" if eff > 0.02 else "ok")


for name, args in [
    ("worked example (defaults)", (20000, 1, 50000, 40000, 3, 60, 0.01)),
    ("conviction 5 at 2 % base", (20000, 2, 50000, 40000, 5, 60, 0.01)),
    ("conviction 1", (20000, 1, 50000, 40000, 1, 60, 0.01)),
    ("short ETH, conviction 4 at 1.5 %", (10000, 1.5, 3000, 3450, 4, 30, 0.01)),
    ("exactly 2 % stays ok", (20000, 2, 50000, 40000, 4, 0, 0.01)),
    ("conviction 2, 120 days at 0.03 %", (5000, 1, 2.5, 2.0, 2, 120, 0.03)),
    ("worked example conviction 5 (text)", (20000, 1, 50000, 40000, 5, 60, 0.01)),
    ("worked example conviction 1 (text)", (20000, 1, 50000, 40000, 1, 60, 0.01)),
]:
    out, st = conviction(*args)
    show(f"{name} -> {st}", out)

# Text: the same 375-USDT funding? the funding of the default at 0.05 % per 8 h (a hot market).
out, _ = conviction(20000, 1, 50000, 40000, 3, 60, 0.05)
print("# text: defaults at 0.05 % per 8 h:", out["fundingCost"], out["fundingShare"])
# Text: a 5x position of the same account: notional 100,000 held 60 days at 0.01 % → funding
print("# text: 100,000 notional, 60 days, 0.01 %:", 100000 * 0.0001 * 180)


# --- Portfolio allocator ----------------------------------------------------------------------
# raw_i = conviction_i / vol_i (vol in %); w_i = raw_i / Σ raw;
# one pass of capping: excess = Σ max(0, w_i − cap); under = Σ of the weights ≤ cap;
# each weight ≤ cap gets its share of the excess in proportion to its weight: w_i · (1 + excess / under),
# but at most the cap; weights above the cap are set to the cap. cash = 1 − Σ final.
def allocate(capital, cap_pct, rows):
    cap = cap_pct / 100.0
    raws = [c / v for c, v in rows]
    total = 0.0
    for r in raws:
        total += r
    w = [r / total for r in raws]
    capped = [x > cap for x in w]
    excess = 0.0
    under = 0.0
    for x, is_capped in zip(w, capped):
        if is_capped:
            excess += x - cap
        else:
            under += x
    final = []
    for x, is_capped in zip(w, capped):
        if is_capped:
            final.append(cap)
        else:
            grown = x + excess * x / under if under > 0 else x
            final.append(min(cap, grown))
    allocated = 0.0
    for f in final:
        allocated += f
    out = dict(allocatedWeight=allocated, allocatedAmount=capital * allocated, cashWeight=1.0 - allocated,
               cashAmount=capital * (1.0 - allocated), cappedCount=sum(1 for f in final if f >= cap - 1e-15))
    for i, (x, f) in enumerate(zip(w, final)):
        out[f"weights.{i}.rawWeight"] = x
        out[f"weights.{i}.weight"] = f
        out[f"weights.{i}.amount"] = capital * f
    return out


def water_fill(rows, cap_pct):
    """Full (iterated) redistribution, for the text's comparison only."""
    cap = cap_pct / 100.0
    raws = [c / v for c, v in rows]
    fixed = [False] * len(rows)
    final = [0.0] * len(rows)
    while True:
        left = 1.0 - sum(cap for f in fixed if f)
        free = sum(r for r, f in zip(raws, fixed) if not f)
        changed = False
        for i, r in enumerate(raws):
            if not fixed[i]:
                final[i] = left * r / free if free > 0 else 0
                if final[i] > cap:
                    fixed[i] = True
                    changed = True
        if not changed:
            break
    return [cap if f else x for f, x in zip(fixed, final)]


DEFAULT_ROWS = [(4, 50), (3, 65), (3, 85), (2, 90)]
for name, capital, cap, rows in [
    ("worked example (defaults)", 20000, 35, DEFAULT_ROWS),
    ("cap 25 % with three equal positions leaves 25 % cash", 10000, 25, [(3, 60), (3, 60), (3, 60)]),
    ("one pass leaves cash", 10000, 30, [(5, 40), (3, 60), (3, 60), (1, 100)]),
    ("no cap (100 %)", 20000, 100, DEFAULT_ROWS),
    ("single position capped at 40 %", 5000, 40, [(5, 70)]),
    ("e2e: the defaults with a cap of 25 %", 20000, 25, DEFAULT_ROWS),
    ("e2e: the defaults plus a row (3, 60 %)", 20000, 35, DEFAULT_ROWS + [(3, 60)]),
    ("eight positions", 40000, 20, [(5, 45), (4, 55), (4, 70), (3, 60), (3, 90), (2, 80), (2, 110), (1, 120)]),
]:
    out = allocate(capital, cap, rows)
    show(name, out)
    print("#   full redistribution would give:", water_fill(rows, cap))
