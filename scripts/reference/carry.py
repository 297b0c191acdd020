"""Independent reference values for the carry-trade calculators (plain Python floats, no project code).

Run: python3 scripts/reference/carry.py calculators   (prints the expected values of the spec examples)

Rules, as stated on /strategies/carry-trade:
- carry-funding: funding is exchanged every 8 hours (3 periods a day). A positive rate means longs pay shorts.
  funding (received +, paid −) = −s · notional · ratePer8h · 3 · days with s = +1 long, −1 short;
  perDay = funding / days (the same sign rule); annualRate = ratePer8h · 3 · 365.
- carry-delta-neutral: spot long + perpetual short of the same quantity. The capital C pays the spot leg S and
  the perpetual margin M = S / L, so C = S + S / L → S = C · L / (L + 1), M = C / (L + 1).
  quantity = S / price; the short (isolated margin) is liquidated at price · (1 + 1/L − mmr), a rise of
  1/L − mmr; marginBuffer = M − mmr · S (what the short can lose before liquidation);
  fundingYield = ratePer8h · 1095 · S / C (funding earned on the perpetual notional, per year, on the capital).
- carry-risk: four factors, each 0 low / 1 medium / 2 high / 3 critical, overall = the highest, raised to critical
  when two or more factors are high or critical (see level functions below).
"""
import sys


def funding(notional, rate, days, side):
    s = 1 if side == "long" else -1
    periods = days * 3
    f = -s * notional * rate * periods
    return {"periods": periods, "funding": f, "perDay": -s * notional * rate * 3, "annualRate": rate * 3 * 365}


def delta_neutral(capital, price, leverage, mmr, rate):
    spot = capital * leverage / (leverage + 1)
    margin = capital / (leverage + 1)
    rise = 1 / leverage - mmr
    return {
        "spotNotional": spot,
        "spotQuantity": spot / price,
        "perpMargin": margin,
        "liquidationRise": rise,
        "liquidationPrice": price * (1 + rise),
        "marginBuffer": margin - mmr * spot,
        "fundingYield": rate * 3 * 365 * spot / capital,
    }


def flip_level(rate, negative_share_pct):
    if rate < 0:
        return 3
    if negative_share_pct < 10:
        return 0
    if negative_share_pct < 25:
        return 1
    if negative_share_pct < 40:
        return 2
    return 3


def basis_level(basis_pct):
    b = abs(basis_pct)
    return 0 if b < 0.1 else 1 if b < 0.3 else 2 if b < 1 else 3


def liquidation_level(distance_pct):
    return 0 if distance_pct >= 40 else 1 if distance_pct >= 25 else 2 if distance_pct >= 15 else 3


def exchange_level(share_pct):
    return 0 if share_pct <= 25 else 1 if share_pct <= 50 else 2 if share_pct <= 75 else 3


def risk(rate, negative_share_pct, basis_pct, distance_pct, share_pct):
    levels = [flip_level(rate, negative_share_pct), basis_level(basis_pct), liquidation_level(distance_pct), exchange_level(share_pct)]
    high = sum(1 for level in levels if level >= 2)
    overall = 3 if high >= 2 else max(levels)
    return {"flipLevel": levels[0], "basisLevel": levels[1], "liquidationLevel": levels[2], "exchangeLevel": levels[3],
            "highCount": high, "riskLevel": overall}


def calculators():
    for args in [(30000, 0.0001, 30, "short"), (30000, 0.0001, 30, "long"), (10000, 0.0005, 1, "long"),
                 (25000, -0.0002, 3, "short"), (50000, 0.0003, 7.5, "short"), (10000, 0.0001, 0, "short")]:
        print("carry-funding", args, funding(*args))
    for args in [(40000, 60000, 3, 0.005, 0.0001), (40000, 60000, 1, 0.005, 0.0001), (10000, 3000, 2, 0.01, 0.0002),
                 (25000, 60000, 5, 0.005, 0.0001), (40000, 60000, 10, 0.005, 0.0003)]:
        print("carry-delta-neutral", args, delta_neutral(*args))
    for args in [(0.0001, 8, 0.05, 32.83, 100), (0.0001, 8, 0.05, 32.83, 50), (0.0001, 5, 0.02, 49.5, 20), (0.0001, 30, 0.05, 32.83, 50),
                 (-0.0001, 5, 0.05, 49.5, 20), (0.0002, 5, 1.2, 49.5, 20), (0.0001, 5, 0.05, 19.5, 80),
                 (0.0001, 12, 0.4, 45, 30), (0.0001, 5, -0.35, 9.5, 10)]:
        print("carry-risk", args, risk(*args))


if __name__ == "__main__":
    calculators() if sys.argv[1:] == ["calculators"] else print(__doc__)
