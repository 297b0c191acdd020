#!/usr/bin/python3
"""Independent reference for the long-only capped mean-variance optimiser with more assets than the exhaustive
search handles (src/finance/portfolio/optimize.ts, n > 8), on ill-conditioned covariances.

Writes tests/fixtures/portfolio/large.json: 30 seeded cases with 9 to 14 assets whose covariance comes from a
factor model with tiny (1e-9 to 1e-4) specific variances — condition numbers from 2e6 to 1.5e9 — and three pairs of
nearly identical assets. For each case: the minimum-variance weights (lambda = 0) and the mean-variance weights
at two risk aversions, all under a weight cap.

Method (written here in numpy, not from the TypeScript): scipy.optimize.minimize (trust-constr) finds an
approximate optimum of  0.5 w'Sw - lambda mu'w  subject to sum(w) = 1, 0 <= w <= cap; from it, active-set
iterations move to the minimiser of each working set of assets held at a bound and release the bound whose
multiplier has the wrong sign, and numpy solves the KKT system of the final free assets exactly:
    [S_FF 1; 1' 0] [w_F; nu] = [lambda mu_F - S_FB w_B; 1 - sum(w_B)].
The result is kept only when it is a KKT point (free weights inside the box, multipliers g_i + nu >= 0 at 0
and <= 0 at the cap, g = S w - lambda mu, to 1e-8 of the largest entry), which proves optimality for this
strictly convex problem whatever found the active set.

Run: /usr/bin/python3 scripts/reference/portfolio_large.py (Debian: apt-get install -y python3-numpy python3-scipy)
"""
import json
from pathlib import Path

import numpy as np
from scipy.optimize import Bounds, LinearConstraint, minimize


def kkt(cov, lin, cap, states):
    """Weights of an active set (0 at zero, 1 at the cap, 2 free) if they satisfy the KKT conditions."""
    n = len(lin)
    w = np.where(states == 1, cap, 0.0)
    free = np.flatnonzero(states == 2)
    if free.size == 0:
        return None
    k = free.size
    system = np.zeros((k + 1, k + 1))
    system[:k, :k] = cov[np.ix_(free, free)]
    system[:k, k] = 1
    system[k, :k] = 1
    rhs = np.append(lin[free] - cov[free] @ w, 1 - w.sum())
    try:
        solution = np.linalg.solve(system, rhs)
    except np.linalg.LinAlgError:
        return None
    w[free] = solution[:k]
    scale = max(np.abs(cov).max(), np.abs(lin).max())
    if (w[free] < -1e-12).any() or (w[free] > cap + 1e-12).any():
        return None
    g = cov @ w - lin
    nu = solution[k]
    if (g[states == 0] + nu < -1e-8 * scale).any() or (g[states == 1] + nu > 1e-8 * scale).any():
        return None
    return np.clip(w, 0, cap)


def refine(cov, lin, cap, x):
    """Primal active-set iterations from the feasible point x until the bounds'
    multipliers have the right sign; returns the states of the last working set."""
    n = len(lin)
    w = np.clip(x, 0, cap)
    w = w / w.sum() if abs(w.sum() - 1) > 1e-12 else w
    states = np.where(w <= 1e-12, 0, np.where(w >= cap - 1e-12, 1, 2))
    if not (states == 2).any():
        states[0] = 2
    scale = max(np.abs(cov).max(), np.abs(lin).max())
    for _ in range(50 * n + 200):
        free = np.flatnonzero(states == 2)
        k = free.size
        fixed = np.where(states == 1, cap, 0.0)
        system = np.zeros((k + 1, k + 1))
        system[:k, :k] = cov[np.ix_(free, free)]
        system[:k, k] = 1
        system[k, :k] = 1
        rhs = np.append(lin[free] - cov[free] @ fixed, 1 - fixed.sum())
        target = np.linalg.solve(system, rhs)
        goal = fixed.copy()
        goal[free] = target[:k]
        step = goal - w
        # Walk towards the minimiser of the working set until a free weight hits a bound.
        alpha, block = 1.0, -1
        for i in free:
            if step[i] < 0 and w[i] + step[i] < 0:
                r = w[i] / -step[i]
            elif step[i] > 0 and w[i] + step[i] > cap:
                r = (cap - w[i]) / step[i]
            else:
                continue
            if r < alpha:
                alpha, block = r, i
        w = np.clip(w + alpha * step, 0, cap)
        if block >= 0 and k > 1:
            states[block] = 1 if step[block] > 0 else 0
            w[block] = cap if step[block] > 0 else 0.0
            continue
        g = cov @ w - lin
        nu = target[k]
        wrong = np.where(states == 0, -(g + nu), np.where(states == 1, g + nu, -np.inf))
        worst = int(np.argmax(wrong))
        if wrong[worst] <= 1e-10 * scale:
            return states
        states[worst] = 2
    raise RuntimeError("active-set iterations did not finish")


def solve(cov, mu, lam, cap):
    n = len(mu)
    lin = lam * mu
    scale = np.abs(cov).max()
    result = minimize(lambda w: (0.5 * w @ cov @ w - lin @ w) / scale, np.full(n, 1 / n), jac=lambda w: (cov @ w - lin) / scale,
                      hess=lambda w: cov / scale, method="trust-constr",
                      constraints=[LinearConstraint(np.ones((1, n)), 1, 1)], bounds=Bounds(0, cap),
                      options={"gtol": 1e-12, "xtol": 1e-14, "maxiter": 5000})
    states = refine(cov, lin, cap, result.x)
    w = kkt(cov, lin, cap, states)
    if w is None:
        raise RuntimeError(f"no KKT point found: lambda {lam}")
    return w


def case(rng, name):
    n = int(rng.integers(9, 15))
    factors = int(rng.integers(1, 4))
    loadings = rng.normal(0, 0.3, (n, factors))
    # Nearly identical assets make the matrix nearly singular.
    for a, b in ((1, 0), (3, 2), (5, 4)):
        loadings[a] = loadings[b] + rng.normal(0, 1e-4, factors)
    specific = 10 ** rng.uniform(-9, -4, n)
    cov = loadings @ loadings.T + np.diag(specific)
    mu = rng.normal(0.08, 0.1, n)
    cap = float(np.round(rng.uniform(max(1.0 / n, 0.12), 0.6), 2))
    scale = np.diag(cov).max()
    cases = []
    for lam in (0.0, 0.5 * scale / np.ptp(mu), 5 * scale / np.ptp(mu)):
        w = solve(cov, mu, lam, cap)
        cases.append({"lambda": float(lam), "weights": w.tolist(), "objective": float(0.5 * w @ cov @ w - lam * mu @ w)})
    return {"name": name, "covariance": cov.tolist(), "means": mu.tolist(), "cap": cap,
            "condition": float(np.linalg.cond(cov)), "solutions": cases}


def main():
    rng = np.random.default_rng(20260512)
    cases = [case(rng, f"ill-conditioned {k}") for k in range(30)]
    out = Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "portfolio" / "large.json"
    out.write_text(json.dumps({"source": "scipy trust-constr + exact KKT solve, scripts/reference/portfolio_large.py", "cases": cases}))
    for c in cases[:5]:
        print(c["name"], len(c["means"]), "assets, condition", f"{c['condition']:.2e}", "cap", c["cap"])


if __name__ == "__main__":
    main()
