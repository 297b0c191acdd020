"""Writes tests/fixtures/portfolio/wide-3-assets.csv (a German wide CSV: 'Datum;A;B;C', decimal comma,
60 daily closes of three correlated assets, numpy's seeded generator) and prints the Pearson correlation
matrix of its simple returns, computed with numpy from the rounded prices in the file, for the browser
test of the diversification page (tests/e2e/strategy-diversification.spec.ts).
Run: python3 scripts/reference/portfolio_wide_fixture.py
"""
import datetime as dt
from pathlib import Path

import numpy as np

rng = np.random.default_rng(11)
n = 60
lower = np.linalg.cholesky(np.array([[1, .6, -.2], [.6, 1, .1], [-.2, .1, 1]]))
returns = rng.standard_normal((n - 1, 3)) @ lower.T * np.array([.03, .04, .02])
prices = np.round(np.vstack([[100, 50, 20], [100, 50, 20] * np.cumprod(1 + returns, axis=0)]), 2)
lines = ['Datum;A;B;C']
for t in range(n):
    day = dt.date(2025, 1, 1) + dt.timedelta(days=t)
    lines.append(day.isoformat() + ';' + ';'.join(f'{x:.2f}'.replace('.', ',') for x in prices[t]))
out = Path(__file__).resolve().parents[2] / 'tests' / 'fixtures' / 'portfolio' / 'wide-3-assets.csv'
out.write_text('\n'.join(lines) + '\n')
simple = prices[1:] / prices[:-1] - 1
print(np.corrcoef(simple, rowvar=False).tolist())
