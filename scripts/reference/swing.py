"""Independent reference for specs/calculators/swing-profit.yaml (plain Python floats, no project code).

Rules (as on /strategies/swing-trading):
  s = +1 long, -1 short;  f = fee per side in % / 100;  r = funding rate per 8 h in % / 100
  periods = floor(holdingDays * 3)             (one funding payment per full 8 h held)
  funding per unit = s*r*entry*periods           (positive = you pay; on the entry notional)
  loss per unit at the stop = s*(entry - stop) + f*(entry + stop) + max(funding per unit, 0): funding only
    adds to the risk — funding you pay over the planned time is a cost if the stop comes last, funding you
    receive is not there if the stop comes on the first day
  units = quantity, or (risk-based) account * riskPct/100 / loss per unit
  funding = s * r * entry * units * periods
  pnl(target) = s*(target - entry)*units - f*(entry + target)*units - funding   (held the planned time)
  pnl(stop) = -(loss per unit) * units                                          (the worst case above)
  R = pnl(target) / |pnl(stop)|
  break-even = price where pnl = 0: (entry*(1 + s*f) + r*entry*periods) / (1 - s*f)
Run: python3 scripts/reference/swing.py
"""
import math


def swing(side, entry, stop, target, size_mode, quantity, account, risk_pct, fee_pct, funding_pct, holding_days):
    s = 1 if side == "long" else -1
    f = fee_pct / 100
    r = funding_pct / 100
    periods = math.floor(holding_days * 3)
    funding_per_unit = s * r * entry * periods
    loss_per_unit = s * (entry - stop) + f * (entry + stop) + max(funding_per_unit, 0.0)
    units = quantity if size_mode == "quantity" else account * risk_pct / 100 / loss_per_unit
    notional = entry * units
    funding = funding_per_unit * units
    fees_target = f * (entry + target) * units
    fees_stop = f * (entry + stop) * units
    pnl_target = s * (target - entry) * units - fees_target - funding
    pnl_stop = s * (stop - entry) * units - fees_stop - max(funding, 0.0)
    # A stop on day 1 (no funding yet) and a stop after the whole holding time, with the computed size.
    stop_day_one = s * (stop - entry) * units - fees_stop
    stop_last_day = s * (stop - entry) * units - fees_stop - funding
    # Break-even found independently by bisection on pnl(p) = 0 (pnl is monotone in p).
    def pnl(p):
        return s * (p - entry) * units - f * (entry + p) * units - funding
    lo, hi = entry * 0.01, entry * 10
    for _ in range(200):
        mid = (lo + hi) / 2
        if (pnl(mid) > 0) == (s > 0):
            hi = mid
        else:
            lo = mid
    return {
        "periods": periods,
        "units": units,
        "notional": notional,
        "fundingCost": funding,
        "feesAtTarget": fees_target,
        "pnlTarget": pnl_target,
        "pnlStop": pnl_stop,
        "rMultiple": pnl_target / abs(pnl_stop),
        "breakEven": (lo + hi) / 2,
        "riskPctOfAccount": -pnl_stop / account * 100,
        "stopOnDayOne": stop_day_one,
        "stopOnLastDay": stop_last_day,
    }


CASES = [
    ("worked example: long, risk 1 % of 10,000", ("long", 60000, 57000, 66000, "risk", 0.1, 10000, 1, 0.05, 0.01, 5)),
    ("short with a fixed quantity", ("short", 3000, 3150, 2700, "quantity", 2, 5000, 1, 0.05, 0.01, 3)),
    ("the same short to 2,900 held 30 days", ("short", 3000, 3150, 2900, "quantity", 2, 5000, 1, 0.05, 0.01, 30)),
    ("long held 10.5 days at a high funding rate", ("long", 100, 95, 104, "quantity", 50, 10000, 1, 0.06, 0.05, 10.5)),
    ("short paying negative funding", ("short", 60000, 62000, 55000, "risk", 0.1, 20000, 0.5, 0.04, -0.02, 7)),
    ("short receiving funding, 14 days", ("short", 60000, 63000, 54000, "risk", 0.1, 10000, 1, 0.05, 0.03, 14)),
    ("short receiving more funding than the stop costs", ("short", 100, 101, 95, "risk", 0.1, 10000, 1, 0.05, 0.5, 30)),
]

if __name__ == "__main__":
    for name, args in CASES:
        out = swing(*args)
        print(name)
        for k, v in out.items():
            print(f"  {k}: {v!r}")
