"""Independent reference for src/finance/options/book.ts and the option risk dashboard (scipy, no project
code): net Greeks of a book of calls, puts and a future, and the P&L of an instant shock of the price by
±x % and of every volatility by ±y points, revalued with Black–Scholes (no time passes).
Prints the expected values of specs/calculators/option-risk-dashboard.yaml's examples and writes
tests/fixtures/options/book.json.
Run: python3 scripts/reference/option_book.py
"""
import json
from math import exp, log, sqrt
from pathlib import Path

from scipy.stats import norm


def bs(kind, s, k, t, v, r):
    d1 = (log(s / k) + (r + v * v / 2) * t) / (v * sqrt(t))
    d2 = d1 - v * sqrt(t)
    pdf = norm.pdf(d1)
    disc = k * exp(-r * t)
    common = {"gamma": pdf / (s * v * sqrt(t)), "vega": s * pdf * sqrt(t) / 100}
    if kind == "call":
        return {"price": s * norm.cdf(d1) - disc * norm.cdf(d2), "delta": norm.cdf(d1), **common,
                "rho": t * disc * norm.cdf(d2) / 100, "theta": (-s * pdf * v / (2 * sqrt(t)) - r * disc * norm.cdf(d2)) / 365}
    return {"price": disc * norm.cdf(-d2) - s * norm.cdf(-d1), "delta": norm.cdf(d1) - 1, **common,
            "rho": -t * disc * norm.cdf(-d2) / 100, "theta": (-s * pdf * v / (2 * sqrt(t)) + r * disc * norm.cdf(-d2)) / 365}


def book(calls, puts, futures, spot, rate, x, y):
    legs = [("call", p) for p in calls] + [("put", p) for p in puts]
    total = {g: sum(p["quantity"] * bs(kind, spot, p["strike"], p["days"] / 365, p["iv"], rate)[g] for kind, p in legs)
             for g in ["price", "delta", "gamma", "vega", "rho", "theta"]}

    def pnl(m, v):
        return futures * spot * m + sum(p["quantity"] * (bs(kind, spot * (1 + m), p["strike"], p["days"] / 365, p["iv"] + v, rate)["price"]
                                                        - bs(kind, spot, p["strike"], p["days"] / 365, p["iv"], rate)["price"]) for kind, p in legs)
    out = {"bookValue": total["price"], "netDelta": total["delta"] + futures, "deltaValue": (total["delta"] + futures) * spot,
           "netGamma": total["gamma"], "netVega": total["vega"], "netTheta": total["theta"], "netRho": total["rho"]}
    moves = {"down": -x, "halfDown": -x / 2, "flat": 0.0, "halfUp": x / 2, "up": x}
    vols = {"volDown": -y, "volFlat": 0.0, "volUp": y}
    for row, v in vols.items():
        for col, m in moves.items():
            out[f"scenarios.{row}.{col}"] = pnl(m, v)
    return out


DEFAULT = {
    "calls": [{"quantity": -1, "strike": 65000, "days": 30, "iv": 0.6}, {"quantity": 1, "strike": 70000, "days": 30, "iv": 0.62}],
    "puts": [{"quantity": -1, "strike": 55000, "days": 30, "iv": 0.65}, {"quantity": 1, "strike": 50000, "days": 30, "iv": 0.7}],
    "futures": 0, "spot": 60000, "rate": 0.05, "x": 0.1, "y": 0.1,
}
# The worked example with a short future of 1 BTC: the delta falls by 1, a 10 % fall gains 6,000 USDT more.
HEDGED = {**DEFAULT, "futures": -1}
SECOND = {
    "calls": [{"quantity": 2, "strike": 3000, "days": 14, "iv": 0.7}],
    "puts": [{"quantity": 2, "strike": 3000, "days": 14, "iv": 0.72}, {"quantity": -1, "strike": 2600, "days": 45, "iv": 0.8}],
    "futures": -0.5, "spot": 3100, "rate": 0.03, "x": 0.2, "y": 0.15,
}

if __name__ == "__main__":
    cases = []
    for case in (DEFAULT, SECOND, HEDGED):
        result = book(case["calls"], case["puts"], case["futures"], case["spot"], case["rate"], case["x"], case["y"])
        cases.append({**case, "expect": result})
        print(json.dumps(result))
    out = Path(__file__).resolve().parents[2] / "tests/fixtures/options/book.json"
    out.write_text(json.dumps({"cases": cases}, indent=1) + "\n")
    print("wrote", out)
