"""Independent reference for src/finance/carryOptimizer.ts: scipy.optimize.linprog (HiGHS), no project code.

The linear program: maximise sum(f*w) subject to sum(w) <= 1, sum(sigma*w) <= R, 0 <= w <= u.
Writes tests/fixtures/carry/optimizer.json: hand-made cases (the tool's defaults, a cap that does not bind, caps
that leave cash, negative funding, a zero risk cap, ties) and 60 seeded random cases with 2 to 10 positions.
Each case stores the inputs, linprog's optimal value, its weights, and whether the optimum is unique (the weights
are compared only then; a second LP maximising and minimising each weight at the optimal value decides).
Run: python3 scripts/reference/carry_optimizer.py
"""
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


if __name__ == "__main__":
    main()
