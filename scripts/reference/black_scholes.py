"""Independent reference for src/finance/options/blackScholes.ts (scipy, no project code): Black–Scholes
prices and Greeks without dividends, implied volatilities by scipy.optimize.brentq, and the normal CDF.
Writes tests/fixtures/options/reference.json.

Conventions (as on /strategies/volatility-trading): T in years (days / 365), sigma and r as fractions per
year (r continuous); vega and rho per 1 percentage point (÷ 100); theta per calendar day (÷ 365).
Run: python3 scripts/reference/black_scholes.py (fixture) and python3 scripts/reference/black_scholes.py calculators
"""
import json
import sys
from math import exp, log, sqrt
from pathlib import Path

from scipy.optimize import brentq
from scipy.stats import norm


def greeks(kind, s, k, t, sigma, r):
    d1 = (log(s / k) + (r + sigma * sigma / 2) * t) / (sigma * sqrt(t))
    d2 = d1 - sigma * sqrt(t)
    disc = exp(-r * t)
    pdf = norm.pdf(d1)
    gamma = pdf / (s * sigma * sqrt(t))
    vega = s * pdf * sqrt(t) / 100
    if kind == "call":
        price = s * norm.cdf(d1) - k * disc * norm.cdf(d2)
        delta = norm.cdf(d1)
        rho = k * t * disc * norm.cdf(d2) / 100
        theta = (-s * pdf * sigma / (2 * sqrt(t)) - r * k * disc * norm.cdf(d2)) / 365
    else:
        price = k * disc * norm.cdf(-d2) - s * norm.cdf(-d1)
        delta = norm.cdf(d1) - 1
        rho = -k * t * disc * norm.cdf(-d2) / 100
        theta = (-s * pdf * sigma / (2 * sqrt(t)) + r * k * disc * norm.cdf(-d2)) / 365
    return {"price": price, "delta": delta, "gamma": gamma, "vega": vega, "rho": rho, "theta": theta}


def implied(kind, price, s, k, t, r):
    return brentq(lambda v: greeks(kind, s, k, t, v, r)["price"] - price, 1e-6, 50, xtol=1e-15, rtol=1e-15, maxiter=500)


CASES = [
    # kind, spot, strike, days, sigma, rate
    ("call", 42, 40, 182.5, 0.2, 0.1),
    ("put", 42, 40, 182.5, 0.2, 0.1),
    ("call", 60000, 65000, 30, 0.6, 0.05),
    ("put", 60000, 65000, 30, 0.6, 0.05),
    ("call", 3000, 2500, 7, 0.85, 0.0),
    ("put", 3000, 2500, 7, 0.85, 0.0),
    ("call", 100, 100, 365, 0.3, 0.03),
    ("put", 100, 100, 365, 0.3, 0.03),
    ("call", 25000, 40000, 90, 1.2, 0.04),
    ("put", 25000, 40000, 90, 1.2, 0.04),
    ("call", 150, 120, 1, 0.5, 0.02),
    ("put", 150, 180, 720, 0.15, 0.08),
]

CDF_POINTS = [-40, -38, -10, -7.5, -5, -3, -2, -1.5, -1, -0.5, -0.1, 0, 0.1, 0.5, 1, 1.96, 2.5, 3, 5, 7.2, 9]


def fixture():
    cases = []
    for kind, s, k, days, sigma, r in CASES:
        t = days / 365
        g = greeks(kind, s, k, t, sigma, r)
        cases.append({"type": kind, "spot": s, "strike": k, "days": days, "vol": sigma, "rate": r, **g,
                      "impliedVol": implied(kind, g["price"], s, k, t, r)})
    return {"cases": cases, "cdf": [{"x": x, "cdf": float(norm.cdf(x))} for x in CDF_POINTS]}


def calculators():
    for kind, s, k, days, sigma, r, market in [
        ("call", 60000, 65000, 30, 0.6, 0.05, 2500),
        ("put", 60000, 65000, 30, 0.6, 0.05, 7000),
        ("call", 42, 40, 182.5, 0.2, 0.1, 5),
        ("put", 3000, 2800, 14, 0.8, 0.03, 60),
    ]:
        t = days / 365
        g = greeks(kind, s, k, t, sigma, r)
        print(kind, s, k, days, sigma, r, market, json.dumps(g), "impliedVol", repr(implied(kind, market, s, k, t, r)))
    # A put is worth at most the discounted strike: a market price above it has no implied volatility.
    print("put 60000 65000 30 0.6 0.05: discounted strike", repr(65000 * exp(-0.05 * 30 / 365)), "price", repr(float(greeks("put", 60000, 65000, 30 / 365, 0.6, 0.05)["price"])))


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "calculators":
        calculators()
    else:
        out = Path(__file__).resolve().parents[2] / "tests/fixtures/options/reference.json"
        out.write_text(json.dumps(fixture(), indent=1) + "\n")
        print("wrote", out)
