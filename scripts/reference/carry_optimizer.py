"""Independent reference for src/finance/carryOptimizer.ts: scipy.optimize.linprog (HiGHS), no project code.

The linear program: maximise sum(f*w) subject to sum(w) <= 1, sum(sigma*w) <= R, 0 <= w <= u.
Writes tests/fixtures/carry/optimizer.json: hand-made cases (the tool's defaults, a cap that does not bind, caps
that leave cash, negative funding, a zero risk cap, ties) and 60 seeded random cases with 2 to 10 positions.
Each case stores the inputs, linprog's optimal value, its weights, and whether the optimum is unique (the weights
are compared only then; a second LP maximising and minimising each weight at the optimal value decides).

Also writes tests/fixtures/carry/capital.json: the same program on the capital of delta-neutral carries, as the
tool on /strategies/carry-trade solves it. Only L/(L + 1) of the capital becomes the short's notional (leverage
L on the short), and each carry pays a spot fee and a perpetual fee on the way in and on the way out, spread
over the holding period:  maximise sum(w * L/(L+1) * (f - 2*(spotFee + perpFee)*365/days)).  Written here
from that description, not from the TypeScript code.
Run: python3 scripts/reference/carry_optimizer.py   (python3 scripts/reference/carry_optimizer.py capital
writes capital.json alone)
"""
import sys
import json
import os

import numpy as np
from scipy.optimize import linprog


def solve(f, sigma, u, cap):
    f, sigma, u = map(np.asarray, (f, sigma, u))
    n = len(f)
    res = linprog(-f, A_ub=np.vstack([np.ones(n), sigma]), b_ub=[1.0, cap], bounds=list(zip([0.0] * n, u)), method="highs")
    assert res.status == 0, res.message
    best = -res.fun
    # Is every weight fixed at the optimum? Minimise and maximise each weight with the objective held at its optimum.
    unique = True
    A = np.vstack([np.ones(n), sigma, -f])
    b = [1.0, cap, -best + 1e-12]
    for i in range(n):
        e = np.zeros(n)
        e[i] = 1
        lo = linprog(e, A_ub=A, b_ub=b, bounds=list(zip([0.0] * n, u)), method="highs")
        hi = linprog(-e, A_ub=A, b_ub=b, bounds=list(zip([0.0] * n, u)), method="highs")
        if lo.status == 0 and hi.status == 0 and -hi.fun - lo.fun > 1e-7:
            unique = False
    return {"expectedFunding": float(best), "weights": [float(x) for x in res.x], "risk": float(sigma @ res.x),
            "invested": float(res.x.sum()), "unique": unique}


def case(name, f, sigma, u, cap):
    return {"name": name, "funding": f, "volatility": sigma, "maxWeight": u, "riskCap": cap, "linprog": solve(f, sigma, u, cap)}


def main():
    cases = [
        # The tool's defaults (funding and volatility per year, caps and the risk cap as fractions).
        case("defaults", [0.1095, 0.135, 0.2, 0.3], [0.5, 0.65, 0.85, 1.1], [0.5, 0.4, 0.25, 0.15], 0.7),
        case("risk cap does not bind", [0.1095, 0.135, 0.2, 0.3], [0.5, 0.65, 0.85, 1.1], [0.5, 0.4, 0.25, 0.15], 1.5),
        # The loose cap with a fifth carry (DOT: 25 % a year, volatility 95 %, at most 20 %) that outbids BTC.
        case("an added carry outbids BTC", [0.1095, 0.135, 0.2, 0.3, 0.25], [0.5, 0.65, 0.85, 1.1, 0.95], [0.5, 0.4, 0.25, 0.15, 0.2], 1.5),
        case("caps leave cash", [0.1, 0.2], [0.5, 0.8], [0.3, 0.3], 2.0),
        case("negative funding is left out", [-0.05, 0.12, 0.08], [0.6, 0.7, 0.5], [1.0, 0.6, 1.0], 0.9),
        case("zero risk cap", [0.1, 0.2], [0.5, 0.8], [1.0, 1.0], 0.0),
        case("all funding negative", [-0.1, -0.02], [0.5, 0.8], [1.0, 1.0], 1.0),
        case("tight cap, one position", [0.15], [0.9], [1.0], 0.3),
        case("equal ratios tie", [0.1, 0.2, 0.05], [0.5, 1.0, 0.25], [0.5, 0.5, 0.5], 0.4),
    ]
    rng = np.random.default_rng(2026)
    for k in range(60):
        n = int(rng.integers(2, 11))
        f = np.round(rng.uniform(-0.05, 0.4, n), 4)
        sigma = np.round(rng.uniform(0.2, 1.5, n), 3)
        u = np.round(rng.uniform(0.1, 1.0, n), 2)
        cap = float(np.round(rng.uniform(0.1, 1.2), 3))
        cases.append(case(f"random {k}", f.tolist(), sigma.tolist(), u.tolist(), cap))
    os.makedirs("tests/fixtures/carry", exist_ok=True)
    with open("tests/fixtures/carry/optimizer.json", "w") as out:
        json.dump({"source": "scipy.optimize.linprog (HiGHS), scripts/reference/carry_optimizer.py", "cases": cases}, out, indent=1)
    for c in cases[:8]:
        print(c["name"], {k: (np.round(v, 6).tolist() if isinstance(v, list) else v) for k, v in c["linprog"].items()})
    print(sum(c["linprog"]["unique"] for c in cases), "of", len(cases), "cases have unique weights")


def capital_case(name, f, sigma, u, cap, leverage, spot_fee, perp_fee, days):
    f, sigma = np.asarray(f), np.asarray(sigma)
    n = len(f)
    notional = leverage / (leverage + 1.0)
    fees_per_year = 2.0 * (spot_fee + perp_fee) * 365.0 / days
    net = notional * (f - fees_per_year)
    res = linprog(-net, A_ub=np.vstack([np.ones(n), sigma]), b_ub=[1.0, cap], bounds=list(zip([0.0] * n, u)), method="highs")
    assert res.status == 0, res.message
    w = res.x
    return {"name": name, "funding": f.tolist(), "volatility": sigma.tolist(), "maxWeight": list(u), "riskCap": cap,
            "costs": {"leverage": leverage, "spotFee": spot_fee, "perpFee": perp_fee, "holdingDays": days},
            "linprog": {"expectedFunding": float(-res.fun), "weights": [float(x) for x in w], "risk": float(sigma @ w),
                        "invested": float(w.sum()), "grossFunding": float(notional * (f @ w)),
                        "feesPerYear": float(notional * fees_per_year * w.sum()),
                        # The dual value of the risk cap: net funding gained per unit of extra risk allowed.
                        "riskPrice": float(-res.ineqlin.marginals[1])}}


def capital():
    defaults = ([0.1095, 0.135, 0.2, 0.3], [0.5, 0.65, 0.85, 1.1], [0.5, 0.4, 0.25, 0.15], 0.7)
    cases = [
        # The tool's defaults: 3x short, spot 0.1 % and perpetual 0.05 % per trade, held 30 days.
        capital_case("defaults", *defaults, 3, 0.001, 0.0005, 30),
        capital_case("defaults before fees", *defaults, 3, 0.0, 0.0, 30),
        capital_case("defaults held a year", *defaults, 3, 0.001, 0.0005, 365),
        capital_case("1x short", *defaults, 1, 0.001, 0.0005, 30),
        capital_case("fees above the funding of a week", *defaults, 3, 0.001, 0.0005, 7),
    ]
    rng = np.random.default_rng(2027)
    for k in range(20):
        n = int(rng.integers(2, 9))
        cases.append(capital_case(f"random {k}", np.round(rng.uniform(-0.05, 0.4, n), 4).tolist(), np.round(rng.uniform(0.2, 1.5, n), 3).tolist(),
                                  np.round(rng.uniform(0.1, 1.0, n), 2).tolist(), float(np.round(rng.uniform(0.1, 1.2), 3)),
                                  float(np.round(rng.uniform(1, 10), 1)), float(np.round(rng.uniform(0, 0.002), 5)),
                                  float(np.round(rng.uniform(0, 0.001), 5)), int(rng.integers(1, 366))))
    os.makedirs("tests/fixtures/carry", exist_ok=True)
    with open("tests/fixtures/carry/capital.json", "w") as out:
        json.dump({"source": "scipy.optimize.linprog (HiGHS), scripts/reference/carry_optimizer.py", "cases": cases}, out, indent=1)
    for c in cases[:5]:
        print(c["name"], {k: (np.round(v, 6).tolist() if isinstance(v, list) else v) for k, v in c["linprog"].items()})


if __name__ == "__main__":
    if sys.argv[1:] == ["capital"]:
        capital()
    else:
        main()
        capital()
