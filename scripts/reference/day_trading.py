"""Independent reference for the day-trading position sizer (specs/calculators/day-position-size.yaml),
plain Python floats, no project code.

Rules: risk amount = account · risk % / 100; risk per unit = |entry − stop|; units = risk amount / risk per unit;
notional = units · entry; required leverage = notional / account (the whole account as margin);
margin at the cap = notional / leverage cap, also as a share of the account; the largest size the cap allows =
account · cap / entry. The cap is too low when the required leverage is above it.
Run: python3 scripts/reference/day_trading.py  (prints the expected values of the spec examples)
"""


def sizer(account, risk_pct, side, entry, stop, cap):
    risk_amount = account * risk_pct / 100
    risk_per_unit = abs(entry - stop)
    units = risk_amount / risk_per_unit
    notional = units * entry
    margin = notional / cap
    return {
        "riskAmount": risk_amount,
        "riskPerUnit": risk_per_unit,
        "stopPct": risk_per_unit / entry,
        "units": units,
        "notional": notional,
        "requiredLeverage": notional / account,
        "margin": margin,
        "marginShare": margin / account,
        "maxUnits": account * cap / entry,
        "capTooLow": notional / account > cap,
    }


CASES = [
    ("long ETH, 1 % risk, stop 0.5 % below (worked example)", 10000, 1, "long", 2500, 2487.5, 10),
    ("the spec's sizing example: entry 100, stop 95", 10000, 1, "long", 100, 95, 10),
    ("short BTC, 0.5 % risk, stop 0.8 % above", 5000, 0.5, "short", 60000, 60480, 5),
    ("tight stop: 0.1 % needs 10x, the cap is 5x", 10000, 1, "long", 60000, 59940, 5),
    ("required leverage exactly at the cap", 10000, 1, "long", 2500, 2487.5, 2),
    ("25x with a 5 % stop is liquidated first (warning)", 10000, 1, "long", 100, 95, 25),
    ("3 % risk per trade (warning)", 10000, 3, "long", 2500, 2487.5, 10),
]

if __name__ == "__main__":
    for name, *args in CASES:
        print(name)
        print("  ", {k: v for k, v in sizer(*args).items()})
