#!/usr/bin/env python3
"""Independent reference values for the calculators of /strategies/hedging.

Plain float64 arithmetic, written out separately from the YAML expressions (the engine is not run).
The printed numbers are the `expect` values of the examples in
  specs/calculators/hedge-sizer.yaml, protective-put.yaml, basis-risk.yaml, hedge-mixer.yaml,
  hedge-scenarios.yaml
Run: python3 scripts/reference/hedge.py
"""
import math


def show(name, values):
    print(f"# {name}")
    print("    expect: { " + ", ".join(f"{k}: {v!r}" for k, v in values.items()) + " }")


# --- Futures Hedge Sizer -------------------------------------------------------------------------
# h* = rho·σS/σF; contracts = h*·V/(Q·F)·target/100; betaContracts = beta·V/(Q·F);
# effectiveHedge = contracts·Q·F/V; residualRisk = σS·√(1 − rho²);
# trackingError = √(σS² + h²σF² − 2·h·rho·σS·σF), h = h*·target/100. Sigmas in % → fractions.
def sizer(V, F, Q, beta, rho, sS, sF, target):
    a = sS / 100.0
    f = sF / 100.0
    hstar = rho * a / f  # same as rho*sS/sF
    hstar = rho * sS / sF
    n = hstar * V / (Q * F) * target / 100.0
    nb = beta * V / (Q * F)
    eff = n * Q * F / V
    resid = a * math.sqrt(1.0 - rho * rho)
    h = hstar * target / 100.0
    te2 = a * a + h * h * f * f - 2.0 * h * rho * a * f
    te = math.sqrt(max(0.0, te2))
    reduction = 1.0 - te * te / (a * a)
    return dict(hedgeRatio=hstar, contracts=n, betaContracts=nb, effectiveHedge=eff,
                residualRisk=resid, trackingError=te), reduction


for name, args in [
    ("worked example", (100000, 60000, 0.001, 1.1, 0.9, 60, 55, 100)),
    ("half hedge", (100000, 60000, 0.001, 1.1, 0.9, 60, 55, 50)),
    ("over-hedge 150 %", (100000, 60000, 0.001, 1.1, 0.9, 60, 55, 150)),
    ("altcoin cross-hedge weak rho", (20000, 3000, 0.01, 1.4, 0.6, 90, 70, 100)),
    ("negative correlation", (10000, 60000, 0.001, -0.3, -0.5, 40, 50, 100)),
    ("perfect correlation", (50000, 60000, 0.001, 1.0, 1.0, 55, 55, 100)),
    ("no hedge target 0", (100000, 60000, 0.001, 1.1, 0.9, 60, 55, 0)),
    ("quantity in coins Q=1", (30000, 3000, 1, 1.0, 0.95, 70, 68, 80)),
]:
    values, reduction = sizer(*args)
    show(f"hedge-sizer {name} {args}  varianceReduction={reduction!r} rho2={args[4]**2!r}", values)

# --- Protective Put Helper -----------------------------------------------------------------------
def put(U, K, p, n):
    out = dict(breakEven=U + p, maxLoss=(U - K + p) * n, floor=K - p, premiumCost=p * n,
               maxLossPct=(U - K + p) * n / (U * n), premiumPct=p / U)
    for m in (-30, -20, -10, 0, 10, 20, 30):
        price = U * (1 + m / 100.0)
        unhedged = (price - U) * n
        payoff = max(K - price, 0.0) * n
        hedged = (price - U) * n + max(K - price, 0.0) * n - p * n
        out[f"m{m}"] = (price, unhedged, payoff, hedged)
    return out


for name, args in [
    ("defaults", (60000, 55000, 1500, 0.5)),
    ("at the money", (3000, 3000, 120, 2)),
    ("far strike", (60000, 45000, 600, 1)),
    ("expensive premium", (60000, 60000, 3600, 0.2)),
]:
    o = put(*args)
    print(f"# protective-put {name} {args}")
    print("    expect: { " + ", ".join(f"{k}: {o[k]!r}" for k in ("breakEven", "maxLoss", "floor", "premiumCost", "maxLossPct", "premiumPct")) + " }")
    for m in (-30, -20, -10, 0, 10, 20, 30):
        print(f"      move {m}: price {o[f'm{m}'][0]!r} unhedged {o[f'm{m}'][1]!r} put {o[f'm{m}'][2]!r} hedged {o[f'm{m}'][3]!r}")

# --- Basis-Risk Estimator ------------------------------------------------------------------------
# basis = F − S; basisPct = basis/S; annualised = basisPct·365/days; convergence = basis·qty;
# σ over the holding period = σdaily·√holdDays; hedge P&L from a basis change Δ = −qty·Δ.
def basis(S, F, days, qty, sd, hold):
    b = F - S
    sh = sd * math.sqrt(hold)
    out = dict(basis=b, basisPct=b / S, annualisedBasis=b / S * 365.0 / days, convergencePnl=b * qty,
               basisMove1Sigma=sh, pnlRange1Sigma=qty * sh, pnlRange2Sigma=2.0 * qty * sh)
    rows = {}
    for k in (-2, -1, 0, 1, 2):
        d = k * sh
        rows[k] = (d, b + d, -qty * d)
    return out, rows


for name, args in [
    ("defaults", (60000, 61200, 90, 0.5, 60, 30)),
    ("held to expiry", (60000, 61200, 90, 0.5, 60, 90)),
    ("noisy basis", (3000, 3012, 60, 10, 4, 20)),
    ("backwardation", (60000, 59700, 30, 1, 25, 7)),
]:
    o, rows = basis(*args)
    show(f"basis-risk {name} {args}  2sigma>|basis|: {2 * o['basisMove1Sigma'] > abs(o['basis'])}", o)
    for k, r in rows.items():
        print(f"      row {k}: change {r[0]!r} end {r[1]!r} pnl {r[2]!r}")

# --- Basket/Pairs Hedge Mixer --------------------------------------------------------------------
# beta_p = Σ wᵢbetaᵢ; σ_p = √(Σᵢ Σₖ wᵢwₖσᵢσₖrhoᵢₖ) written out as a double loop; contracts = beta_p·V/(Q·F).
def mixer(legs, w, b, s, r12, r13, r23, V, F, Q):
    k = 3 if legs == 3 else 2
    w = [x / 100.0 for x in w[:k]]
    b = b[:k]
    s = [x / 100.0 for x in s[:k]]
    corr = [[1.0, r12, r13], [r12, 1.0, r23], [r13, r23, 1.0]]
    beta = sum(w[i] * b[i] for i in range(k))
    var = 0.0
    for i in range(k):
        for j in range(k):
            var += w[i] * w[j] * s[i] * s[j] * corr[i][j]
    sigma = math.sqrt(max(0.0, var))
    det = 1 + 2 * r12 * r13 * r23 - r12 ** 2 - r13 ** 2 - r23 ** 2
    lockstep = abs(sum(w[i] * s[i] for i in range(k)))
    return dict(portfolioBeta=beta, portfolioSigma=sigma, hedgeContracts=beta * V / (Q * F),
                hedgeNotional=beta * V, weightSum=sum(w)), det, lockstep


for name, args in [
    ("defaults 3 legs", (3, [50, 30, 20], [1.0, 1.2, 1.5], [55, 70, 90], 0.8, 0.7, 0.75, 50000, 60000, 0.001)),
    ("2 legs", (2, [60, 40, 20], [1.0, 1.3, 1.5], [55, 75, 90], 0.85, 0.7, 0.75, 20000, 60000, 0.001)),
    ("pair long/short", (2, [100, -80, 0], [1.0, 1.25, 0], [55, 70, 0], 0.9, 0, 0, 10000, 60000, 0.001)),
    ("singular all rho 1", (3, [40, 40, 20], [1.0, 1.0, 1.0], [50, 60, 80], 1.0, 1.0, 1.0, 10000, 60000, 0.001)),
    ("with a cash leg", (3, [40, 30, 30], [1.0, 1.3, 0.0], [55, 75, 0], 0.8, 0.0, 0.0, 10000, 60000, 0.001)),
    ("not PSD with 2 legs is fine", (2, [50, 30, 20], [1.0, 1.2, 1.5], [55, 70, 90], 0.9, 0.9, -0.9, 50000, 60000, 0.001)),
    ("not PSD", (3, [50, 30, 20], [1.0, 1.2, 1.5], [55, 70, 90], 0.9, 0.9, -0.9, 50000, 60000, 0.001)),
]:
    o, det, lockstep = mixer(*args)
    show(f"hedge-mixer {name}  det={det!r} lockstep={lockstep!r}", o)

# --- Positive and Negative Scenarios -------------------------------------------------------------
# unhedged = V·move; futures = −unhedged·h; hedged = unhedged·(1 − h); withSlippage = hedged − h·V·slip.
def scenarios(V, shock, hedge, slip):
    s = shock / 100.0
    h = hedge / 100.0
    loss = h * V * slip / 100.0
    out = dict(worstUnhedged=-V * s, worstHedged=-V * s * abs(1 - h),
               worstWithSlippage=-V * s * abs(1 - h) - loss, upsideGivenUp=V * s * h)
    rows = {}
    for name, m in (("down", -s), ("downHalf", -s / 2), ("flat", 0.0), ("upHalf", s / 2), ("up", s)):
        u = V * m
        rows[name] = (m, u, -u * h, u * (1 - h), u * (1 - h) - loss)
    return out, rows


for name, args in [
    ("defaults", (100000, 20, 75, 1)),
    ("full hedge", (50000, 30, 100, 0.5)),
    ("over-hedge", (50000, 30, 150, 0)),
    ("defaults over-hedged at 150 %", (100000, 20, 150, 1)),
    ("no hedge", (25000, 40, 0, 1)),
]:
    o, rows = scenarios(*args)
    show(f"hedge-scenarios {name} {args}", o)
    for k, r in rows.items():
        print(f"      {k}: move {r[0]!r} unhedged {r[1]!r} futures {r[2]!r} hedged {r[3]!r} slip {r[4]!r}")
