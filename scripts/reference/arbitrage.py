"""Independent reference values for the arbitrage calculators of /strategies/arbitrage
(specs/calculators/arb-cross.yaml, arb-triangular.yaml, arb-basis.yaml). Plain Python floats and
numpy for the square root, no project code; the rules are written out here a second time on purpose.

Cross-exchange (buy on A, withdraw, sell on B; fees in % of each trade's value, withdrawal fee in coins):
  cost = buy * q * (1 + feeA);  proceeds = sell * (q - w) * (1 - feeB);  net = proceeds - cost
  break-even spread = q (1 + feeA) / ((q - w)(1 - feeB)) - 1
  sigma_t = sigma_day * sqrt(minutes / 1440)   (sigma in % per day: the standard deviation of daily returns)
  price risk = sigma_t * sell * (q - w)        (one standard deviation of the value of the coins in transit)
  the other way (buy on B at its price, sell on A at its price, withdrawal from B):
  reverse = buy * (q - w) * (1 - feeA) - sell * q * (1 + feeB), its risk sigma_t * buy * (q - w)
  signal: +1 (buy on A) when net > 0 and net >= risk; -1 (sell on A) when reverse > 0 and reverse >= its risk; else 0
  loss chance = P(the price falls by more than the net profit during the transfer) = Phi(-net / risk) for a normal
  move with standard deviation `risk` (scipy.stats.norm); 0 without a transfer and a profit
Triangular (start in USDT; rates BTC/USDT, X/BTC, X/USDT; fee f per leg):
  loop 1 USDT -> BTC -> X -> USDT: gross = XUSDT / (BTCUSDT * XBTC); net = gross (1 - f)^3
  loop 2 USDT -> X -> BTC -> USDT: gross = BTCUSDT * XBTC / XUSDT;   net = gross (1 - f)^3
  signal: +1 when loop 1 nets > 0 (buys X on X/BTC), -1 when loop 2 nets > 0, else 0
Basis (q coins; dated futures held to expiry or a perpetual held `days`; fees on both legs in and out at
the entry prices; funding r % per 8 h paid on the perpetual's value, three times a day):
  basis % = (F - S) / S; annualised = basis % * 365 / days (dated) or r * 3 * 365 (perpetual)
  margin of the futures leg M = F q / leverage; both trades tie up S q (the spot bought, or the proceeds of the
  borrowed coins held as collateral) plus M: capital = S q + M
  cash-and-carry (long spot, short futures): (F - S) q + funding - fees - capital * moneyCost * days / 365
  reverse (short borrowed spot, long futures): (S - F) q - funding - fees - S q coinBorrow * days / 365
                                               - M * moneyCost * days / 365
  percentages on the capital
Run: python3 scripts/reference/arbitrage.py
"""
import numpy as np
from scipy.stats import norm


def cross(buy, sell, q, fee_a, fee_b, w, minutes, vol_day):
    fa, fb = fee_a / 100, fee_b / 100
    cost = buy * q * (1 + fa)
    proceeds = sell * (q - w) * (1 - fb)
    net = proceeds - cost
    sigma_t = vol_day / 100 * float(np.sqrt(minutes / 1440))
    risk = sigma_t * sell * (q - w)
    reverse = buy * (q - w) * (1 - fa) - sell * q * (1 + fb)
    reverse_risk = sigma_t * buy * (q - w)
    signal = 1 if net > 0 and net >= risk else -1 if reverse > 0 and reverse >= reverse_risk else 0
    return {
        "grossSpread": (sell - buy) / buy,
        "grossProfit": (sell - buy) * q,
        "tradingFees": buy * q * fa + sell * (q - w) * fb,
        "withdrawalCost": w * sell,
        "netProfit": net,
        "netReturn": net / cost,
        "breakEvenSpread": q * (1 + fa) / ((q - w) * (1 - fb)) - 1,
        "breakEvenSell": cost / ((q - w) * (1 - fb)),
        "transferSigma": sigma_t,
        "priceRisk": risk,
        "reverseNet": reverse,
        "signal": signal,
        "lossChance": float(norm.cdf(-net / risk)) if risk > 0 else (0.0 if net > 0 else 1.0),
    }


def triangular(btc_usdt, x_btc, x_usdt, fee, start):
    keep = (1 - fee / 100) ** 3
    g1 = x_usdt / (btc_usdt * x_btc)
    g2 = btc_usdt * x_btc / x_usdt
    n1, n2 = g1 * keep - 1, g2 * keep - 1
    return {
        "impliedPrice": btc_usdt * x_btc,
        "gross1": g1 - 1,
        "net1": n1,
        "profit1": start * n1,
        "gross2": g2 - 1,
        "net2": n2,
        "profit2": start * n2,
        "breakEven": 1 / keep - 1,
        "signal": 1 if n1 > 0 else -1 if n2 > 0 else 0,
    }


def basis(mode, spot, fut, days, q, fee_spot, fee_fut, funding8h, quote_borrow, coin_borrow, leverage=3):
    perp = mode == "perpetual"
    fees = 2 * q * (spot * fee_spot + fut * fee_fut) / 100
    funding = fut * q * funding8h / 100 * 3 * days if perp else 0.0
    margin = fut * q / leverage
    capital = spot * q + margin
    carry = (fut - spot) * q + funding - fees - capital * quote_borrow / 100 * days / 365
    reverse = (spot - fut) * q - funding - fees - spot * q * coin_borrow / 100 * days / 365 - margin * quote_borrow / 100 * days / 365
    b = (fut - spot) / spot
    return {
        "basis": fut - spot,
        "futuresMargin": margin,
        "capital": capital,
        "basisPct": b,
        "annualBasis": funding8h / 100 * 3 * 365 if perp else b * 365 / days,
        "funding": funding,
        "fees": fees,
        "netCarry": carry,
        "netCarryPct": carry / capital,
        "netCarryAnnual": carry / capital * 365 / days,
        "netReverse": reverse,
        "netReversePct": reverse / capital,
        "netReverseAnnual": reverse / capital * 365 / days,
        "signal": 1 if carry > 0 else -1 if reverse > 0 else 0,
    }


CROSS = [
    # worked example: BTC, Binance taker 0.1 % -> Kraken taker 0.4 %, 0.0002 BTC withdrawal, 30 min, 3 %/day
    ("worked example", (60000, 60600, 0.5, 0.1, 0.4, 0.0002, 30, 3)),
    ("fees eat the spread", (60000, 60200, 0.5, 0.1, 0.4, 0.0002, 30, 3)),
    ("profit below the transfer risk", (60000, 60600, 0.5, 0.1, 0.4, 0.0002, 60, 3)),
    ("the other way round", (3000, 2960, 10, 0.1, 0.1, 0.002, 20, 4)),
    ("balances on both sides, no transfer", (150, 150.6, 200, 0.05, 0.1, 0, 0, 5)),
]
TRIANGULAR = [
    ("worked example", (60000, 0.05, 3010, 0.1, 10000)),
    ("loop 2 profits", (60000, 0.0102, 608, 0.1, 10000)),
    ("fees eat the edge", (60000, 0.05, 3005, 0.1, 10000)),
    ("no fees", (60000, 0.05, 3000, 0, 10000)),
]
BASIS = [
    ("worked example", ("dated", 60000, 61200, 90, 1, 0.1, 0.05, 0.01, 5, 8)),
    ("backwardation: reverse", ("dated", 3000, 2940, 30, 10, 0.1, 0.05, 0.01, 5, 2)),
    ("perpetual with positive funding", ("perpetual", 60000, 60030, 30, 1, 0.1, 0.05, 0.01, 0, 8)),
    ("perpetual, costs above the carry", ("perpetual", 60000, 60000, 30, 1, 0.1, 0.05, 0.005, 8, 8)),
    ("worked example, short at 1x", ("dated", 60000, 61200, 90, 1, 0.1, 0.05, 0.01, 5, 8, 1)),
    ("worked example, short at 10x", ("dated", 60000, 61200, 90, 1, 0.1, 0.05, 0.01, 5, 8, 10)),
]

if __name__ == "__main__":
    for name, args in CROSS:
        print("cross", name, cross(*args))
    for name, args in TRIANGULAR:
        print("triangular", name, triangular(*args))
    for name, args in BASIS:
        print("basis", name, basis(*args))
