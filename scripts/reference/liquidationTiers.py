"""Independent reference for Liquidation Pro's tier resolution (specs/calculators/liquidation-pro.yaml).

Finds the liquidation price by bisection on  equity(P) − required(P)  over the mark price P, where
  equity(P)   = balance + s·Q·(P − E)
  required(P) = Q·P·(mmr + fee) − cum,  with the tier of the notional Q·P at P itself
(a tier covers notionals above the previous tier's notionalUpTo up to and including its own; the last
tier also covers larger notionals). No closed form and no candidate search: a plain root search, so
it checks the helpers of src/finance/tierResolution.ts independently.

Run: python3 scripts/reference/liquidationTiers.py   (prints the expected values used in the spec's examples)
"""

BTC = [(50000, 0.004), (250000, 0.005), (1000000, 0.01), (10000000, 0.025), (20000000, 0.05),
       (50000000, 0.1), (100000000, 0.125), (200000000, 0.15), (300000000, 0.25), (500000000, 0.5)]


def tier_of(tiers, notional):
    cum = 0.0
    for i, (up, mmr) in enumerate(tiers):
        if i > 0:
            cum += tiers[i - 1][0] * (mmr - tiers[i - 1][1])
        if notional <= up or i == len(tiers) - 1:
            return i + 1, mmr, cum


def gap(tiers, s, q, e, balance, fee, p):
    _, mmr, cum = tier_of(tiers, q * p)
    return balance + s * q * (p - e) - (q * p * (mmr + fee) - cum)


def liquidation(tiers, s, q, e, balance, fee=0.0):
    lo, hi = 1e-9, 1e13
    g_lo, g_hi = gap(tiers, s, q, e, balance, fee, lo), gap(tiers, s, q, e, balance, fee, hi)
    if g_lo * g_hi > 0:
        return None, None
    for _ in range(400):
        mid = (lo + hi) / 2
        if (gap(tiers, s, q, e, balance, fee, mid) > 0) == (g_lo > 0):
            lo = mid
        else:
            hi = mid
    p = (lo + hi) / 2
    return p, tier_of(tiers, q * p)[0]


CASES = [
    ('long 0.5 BTC 10x isolated', BTC, 1, 0.5, 60000, 3000, 0),
    ('long 17.5 BTC 10x', BTC, 1, 17.5, 60000, 105000, 0),
    ('short 16 BTC 10x', BTC, -1, 16, 60000, 96000, 0),
    ('long 17.5 BTC 10x, fee 0.05 %', BTC, 1, 17.5, 60000, 105000, 0.0005),
    ('long 5000 BTC 1.05x', BTC, 1, 5000, 60000, 300000000 / 1.05, 0),
    ('long 500 BTC 1.5x', BTC, 1, 500, 60000, 30000000 / 1.5, 0),
    ('long 10000 BTC 2x', BTC, 1, 10000, 60000, 300000000, 0),
    ('long 0.5 BTC 1x', BTC, 1, 0.5, 60000, 30000, 0),
    ('long 0.5 BTC cross, balance 100,000', BTC, 1, 0.5, 60000, 100000, 0),
]

if __name__ == '__main__':
    for name, tiers, s, q, e, balance, fee in CASES:
        price, tier = liquidation(tiers, s, q, e, balance, fee)
        print(f'{name}: price {price!r}, tier {tier}, notional {None if price is None else q * price!r}')
