"""Independent check of the worked numbers in specs/faq.yaml (plain Python, no project code).

Each figure is recomputed here from its inputs and must appear, formatted for the language (English
1,234.5 and German 1.234,5), in both the English and the German answer of its question. An answer whose
text was changed without its figure, or a figure that was wrong, fails the run.
Run: python3 scripts/reference/faq_figures.py
"""
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]


def fmt(value, decimals, lang):
    text = f"{value:,.{decimals}f}"
    if lang == "de":
        text = text.replace(",", "\0").replace(".", ",").replace("\0", ".")
    return text


# Liquidation of a linear long in isolated mode: entry × (1 − 1/leverage) / (1 − maintenance margin rate).
entry, leverage, mmr = 60_000, 10, 0.004
liq_long = entry * (1 - 1 / leverage) / (1 - mmr)
taker = 0.0005
martingale_stakes = [10 * 2**i for i in range(7)]
kelly_f = 0.55 - 0.45 / 1

# (question id, value, decimals): the formatted value must be in both languages' answer.
FIGURES = [
    ("what-is-leverage", 1_000 * 10, 0),
    ("what-is-leverage", 10_000 * 0.01, 0),
    ("what-is-leverage", 100 / 1_000 * 100, 0),
    ("what-is-pnl-roi", 0.1 * (63_000 - 60_000), 0),
    ("what-is-pnl-roi", 0.1 * 60_000 / 10, 0),
    ("what-is-pnl-roi", 0.1 * (63_000 - 60_000) / (0.1 * 60_000 / 10) * 100, 0),
    ("how-far-is-liquidation", liq_long, 0),
    ("how-far-is-liquidation", (entry - liq_long) / entry * 100, 1),
    ("how-much-to-risk", 5_000 * 0.01, 0),
    ("how-much-to-risk", 5_000 * 0.01 / 0.02, 0),
    ("why-drawdowns-hurt", (1 / (1 - 0.20) - 1) * 100, 0),
    ("why-drawdowns-hurt", (1 / (1 - 0.50) - 1) * 100, 0),
    ("how-much-funding-costs", 10_000 * 0.0001, 0),
    ("how-much-funding-costs", 10_000 * 0.0001 * 3, 0),
    ("how-much-funding-costs", 10_000 * 0.0001 * 3 * 365, 0),
    ("maker-and-taker", 10_000 * taker, 0),
    ("fees-and-leverage", 2 * 10_000 * taker, 0),
    ("fees-and-leverage", 2 * 10_000 * taker / 1_000 * 100, 0),
    ("martingale-risk", sum(martingale_stakes[:6]), 0),
    ("martingale-risk", martingale_stakes[6], 0),
    ("what-is-kelly", kelly_f * 100, 0),
]


def main():
    groups = yaml.safe_load((ROOT / "specs/faq.yaml").read_text(encoding="utf-8"))["groups"]
    answers = {q["id"]: q["answer"] for g in groups for q in g["questions"]}
    failures = []
    for question_id, value, decimals in FIGURES:
        for lang in ("en", "de"):
            text = " ".join(answers[question_id][lang].split())
            expected = fmt(value, decimals, lang)
            if expected not in text:
                failures.append(f"{question_id} ({lang}): {expected} not found in: {text}")
    for failure in failures:
        print(failure)
    print(f"{len(FIGURES)} figures checked, {len(failures)} failures")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
