"""Independent check of the worked numbers in specs/glossary.yaml (Python with scipy, no project code).

Each figure is recomputed here from its inputs and must appear, formatted for the language (English
1,234.5 and German 1.234,5), in both the English and the German definition of its term. A definition
whose text was changed without its figure, or a figure that was wrong, fails the run.
Run: python3 scripts/reference/glossary_figures.py
"""
import math
import sys
from pathlib import Path

import yaml
from scipy.stats import norm

ROOT = Path(__file__).resolve().parents[2]


def fmt(value, decimals, lang):
    text = f"{value:,.{decimals}f}"
    if lang == "de":
        text = text.replace(",", "\0").replace(".", ",").replace("\0", ".")
    return text


def black_scholes_call(spot, strike, years, vol, rate=0.0):
    d1 = (math.log(spot / strike) + (rate + vol**2 / 2) * years) / (vol * math.sqrt(years))
    d2 = d1 - vol * math.sqrt(years)
    return spot * norm.cdf(d1) - strike * math.exp(-rate * years) * norm.cdf(d2)


mmr, lev, entry = 0.004, 10, 60_000
liq_long = entry * (1 - 1 / lev) / (1 - mmr)
liq_short = entry * (1 + 1 / lev) / (1 + mmr)
buffer_pct = (entry - liq_long) / entry * 100
dca_coins = 100 / 50_000 + 100 / 40_000 + 100 / 25_000
gross_profit, gross_loss = 45 * 300, 55 * 150
calls_and_puts = 2_000 + 1_800

# (term id, value, decimals): the formatted value must be in both languages' definition.
FIGURES = [
    ("linear-contract", 0.5 * (63_000 - 60_000), 0),
    ("inverse-contract", 100_000 * (1 / 50_000 - 1 / 60_000), 3),
    ("long-position", 1 * (61_000 - 60_000), 0),
    ("spread", 60_005 - 59_995, 0),
    ("initial-margin", 30_000 / 10, 0),
    ("maintenance-margin", 30_000 * mmr, 0),
    ("maintenance-tiers", 100_000 * 0.005 - 50_000 * (0.005 - 0.004), 0),
    ("maintenance-amount", 50_000 * (0.005 - 0.004), 0),
    ("leverage", 1_000 * 10, 0),
    ("effective-leverage", 30_000 / 10_000, 0),
    ("notional-value", 0.5 * 60_000, 0),
    ("position-size", 100 / 1_200, 4),
    ("position-size", 100 / 1_200 * 60_000, 0),
    ("margin-ratio", 120 / 3_000 * 100, 0),
    ("liquidation-price", liq_long, 0),
    ("liquidation-price", liq_short, 0),
    ("liquidation-price", buffer_pct, 1),
    ("liquidation-buffer", liq_long, 0),
    ("liquidation-buffer", buffer_pct, 1),
    ("bankruptcy-price", entry * (1 - 1 / lev), 0),
    ("bankruptcy-price", entry * (1 + 1 / lev), 0),
    ("funding-rate", 10_000 * 0.0001, 0),
    ("funding-rate", 10_000 * 0.0001 * 3, 0),
    ("funding-rate", 10_000 * 0.0001 * 3 * 365, 0),
    ("funding-rate", 0.0001 * 3 * 365 * 100, 2),
    ("funding-carry", 0.0001 * 3 * 365 * 100, 2),
    ("basis", 61_200 - 60_000, 0),
    ("basis", (61_200 - 60_000) / 60_000 * 100, 0),
    ("basis", (61_200 - 60_000) / 60_000 * 365 / 90 * 100, 1),
    ("trailing-stop", 70_000 * 0.95, 0),
    ("bracket-order", 60_000 - 58_800, 0),
    ("bracket-order", 62_400 - 60_000, 0),
    ("average-entry-price", (0.1 * 60_000 + 0.1 * 58_000) / 0.2, 0),
    ("trading-fee", 10_000 * 0.0005, 0),
    ("maker-fee", 10_000 * 0.0002, 0),
    ("taker-fee", 10_000 * 0.0005, 0),
    ("round-trip", 10_000 * 0.001, 0),
    ("round-trip", 10_000 * 0.001 / (10_000 / 10) * 100, 0),
    ("break-even-price", 60_000 * 1.0005 / 0.9995, 0),
    ("target-price", 60_000 * (1 + 0.20 / 10), 0),
    ("slippage", 60_030 - 60_000, 0),
    ("slippage", (60_030 - 60_000) / 60_000 * 100, 2),
    ("pnl", 0.5 * (63_000 - 60_000), 0),
    ("roi", 1_500 / 3_000 * 100, 0),
    ("roi", (63_000 - 60_000) / 60_000 * 100, 0),
    ("compounding", 10_000 * 1.1**5, 0),
    ("cagr", ((16_105 / 10_000) ** (1 / 5) - 1) * 100, 0),
    ("payoff-ratio", 300 / 150, 0),
    ("profit-factor", gross_profit, 0),
    ("profit-factor", gross_loss, 0),
    ("profit-factor", gross_profit / gross_loss, 2),
    ("expectancy", 0.45 * 300, 0),
    ("expectancy", 0.55 * 150, 1),
    ("expectancy", 0.45 * 300 - 0.55 * 150, 1),
    ("break-even-win-rate", 1 / (1 + 2) * 100, 1),
    ("r-multiple", 250 / 100, 1),
    ("drawdown", (12_000 - 9_000) / 12_000 * 100, 0),
    ("drawdown", (12_000 / 9_000 - 1) * 100, 1),
    ("loss-recovery", 0.2 / 0.8 * 100, 0),
    ("loss-recovery", 0.5 / 0.5 * 100, 0),
    ("loss-recovery", 0.9 / 0.1 * 100, 0),
    ("risk-per-trade", 10_000 * 0.01, 0),
    ("risk-per-trade", 10_000 * 0.99**10, 0),
    ("risk-of-ruin", (1 - 0.99**20) * 100, 0),
    ("risk-of-ruin", 0.9**20 * 100, 0),
    ("sharpe-ratio", (12 - 2) / 20, 1),
    ("sortino-ratio", (12 - 2) / 10, 1),
    ("calmar-ratio", 20 / 25, 1),
    ("volatility", 3 * math.sqrt(365), 1),
    ("grid-spacing", (60_000 - 50_000) / 10, 0),
    ("grid-spacing", 1_000 * 0.01, 0),
    ("geometric-grid", (60_000 / 50_000) ** (1 / 10), 4),
    ("geometric-grid", ((60_000 / 50_000) ** (1 / 10) - 1) * 100, 2),
    ("martingale", sum(100 * 2**k for k in range(5)), 0),
    ("martingale", 100 * 2**5, 0),
    ("anti-martingale", 100 * 1.5, 0),
    ("anti-martingale", 100 * 1.5**2, 0),
    ("kelly-criterion", (0.55 - 0.45 / 1) * 100, 0),
    ("fixed-fractional", 10_000 * 0.02, 0),
    ("fixed-fractional", 9_800 * 0.02, 0),
    ("dca", dca_coins, 4),
    ("dca", 300 / dca_coins, 0),
    ("z-score", (105 - 100) / 2.5, 0),
    ("scalping", 0.2, 1),
    ("scalping", 0.1, 1),
    ("cross-exchange-arbitrage", 90 / 60_000 * 100, 2),
    ("cross-exchange-arbitrage", 60_000 * 0.0005 + 60_090 * 0.0005, 0),
    ("cross-exchange-arbitrage", 90 - (60_000 * 0.0005 + 60_090 * 0.0005), 0),
    ("triangular-arbitrage", 0.0505 * 60_000, 0),
    ("triangular-arbitrage", (0.0505 * 60_000 / 3_000 - 1) * 100, 0),
    ("call-option", 60_000 + 2_000, 0),
    ("call-option", 65_000 - 60_000 - 2_000, 0),
    ("put-option", 60_000 - 1_800, 0),
    ("black-scholes", black_scholes_call(60_000, 60_000, 30 / 365, 0.5), 0),
    ("delta", 0.5 * 1_000, 0),
    ("gamma", 0.50 + 0.0001 * 1_000, 2),
    ("theta", 30 * 7, 0),
    ("vega", 100 * (55 - 50), 0),
    ("straddle", 60_000 - calls_and_puts, 0),
    ("straddle", 60_000 + calls_and_puts, 0),
    ("iron-condor", (55_000 - 52_000) - 800, 0),
    ("protective-put", 60_000 - 55_000 + 1_000, 0),
    ("moving-average", sum([10, 11, 12, 13, 14]) / 5, 0),
    ("ema", 2 / (9 + 1), 1),
    ("ema", 0.2 * 110 + 0.8 * 100, 0),
    ("rsi", 100 - 100 / (1 + 2), 1),
    ("atr", max(61_000 - 59_800, abs(61_000 - 59_500), abs(59_800 - 59_500)), 0),
    ("bollinger-bands", 100 - 2 * 2, 0),
    ("bollinger-bands", 100 + 2 * 2, 0),
    ("roc", (60_000 - 50_000) / 50_000 * 100, 0),
]


def main():
    terms = yaml.safe_load((ROOT / "specs/glossary.yaml").read_text(encoding="utf-8"))["terms"]
    failures = []
    for term_id, value, decimals in FIGURES:
        for lang in ("en", "de"):
            text = " ".join(terms[term_id]["definition"][lang].split())
            expected = fmt(value, decimals, lang)
            if expected not in text:
                failures.append(f"{term_id} ({lang}): {expected} not found in: {text}")
    # Stated in words: a 0.1 % round trip on a 0.2 % target takes half the gross profit (scalping).
    assert math.isclose(0.1 / 0.2, 0.5)
    for failure in failures:
        print(failure)
    print(f"{len(FIGURES)} figures checked, {len(failures)} failures")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
