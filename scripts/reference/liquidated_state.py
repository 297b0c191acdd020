#!/usr/bin/python3
"""Independent reference for the liquidated state of every calculator that values a position at a price of
the visitor's choice (a what-if, current, exit, stop or target price).

The rule the calculators follow: once that price is at or past the liquidation price, the exchange has closed
the position. The loss is then everything that backed it — the initial margin in isolated mode, the wallet
balance in cross mode (plus, where a calculator charges fees, the entry fee paid on top) — and the distance to
liquidation is negative.

The liquidation price is found here by a root search (scipy.optimize.brentq) on
    equity(P) − required(P) = balance + s·Q·(P − E) − (Q·P·mmr − cum)
over the mark price P, not by the closed form the calculators use. Everything else is plain float arithmetic
written from the rule above.

Run: /usr/bin/python3 scripts/reference/liquidated_state.py (Debian: apt-get install -y python3-scipy)   (prints the expected values of the spec examples that
name this script)
"""
from scipy.optimize import brentq


def liquidation_price(s, q, e, balance, mmr, cum=0.0):
    """Mark price where equity meets the maintenance margin; None when no positive price does."""
    def gap(p):
        return balance + s * q * (p - e) - (q * p * mmr - cum)
    lo, hi = 1e-9, e * 1e4
    if gap(lo) * gap(hi) > 0:
        return None
    return brentq(gap, lo, hi, xtol=1e-12, maxiter=500)


def show(title, **values):
    print(f'== {title}')
    for key, value in values.items():
        print(f'   {key}: {value!r}')


def passed(s, price, liq):
    return liq is not None and s * (price - liq) <= 0


def liquidation_tool():
    """specs/calculators/liquidation.yaml — the walkthrough: long 0.25 BTC at 60,000, 20x, isolated, tier 1."""
    q, e, lev, mmr = 0.25, 60000, 20, 0.004
    margin = q * e / lev
    liq = liquidation_price(1, q, e, margin, mmr)
    w = 52000
    show('liquidation: long 0.25 BTC 20x isolated, what-if 52,000',
         initialMargin=margin, liquidationPrice=liq, liquidated=passed(1, w, liq),
         distancePct=(w - liq) / w, whatIfPnl=-margin if passed(1, w, liq) else q * (w - e))
    # short 0.5 BTC 10x, manual MMR 0.5 %, what-if 66,000
    q, e, lev, mmr = 0.5, 60000, 10, 0.005
    margin = q * e / lev
    liq = liquidation_price(-1, q, e, margin, mmr)
    w = 66000
    show('liquidation: short 0.5 BTC 10x, what-if 66,000', liquidationPrice=liq,
         distancePct=-(w - liq) / w, whatIfPnl=-margin if passed(-1, w, liq) else -q * (w - e))
    # cross: long 0.5 BTC 10x, manual 0.5 %, extra balance 1,000, what-if 52,000
    balance = margin + 1000
    liq = liquidation_price(1, q, e, balance, mmr)
    w = 52000
    show('liquidation: long 0.5 BTC 10x cross + 1,000, what-if 52,000', liquidationPrice=liq,
         distancePct=(w - liq) / w, whatIfPnl=-balance if passed(1, w, liq) else q * (w - e))


def liquidation_pro():
    """specs/calculators/liquidation-pro.yaml (tier 1 of the BTC table: 0.4 %, no maintenance amount)."""
    q, e, lev, mmr = 0.5, 60000, 10, 0.004
    margin = q * e / lev
    liq = liquidation_price(-1, q, e, margin, mmr)
    w = 66000
    show('liquidation-pro: short 0.5 BTC 10x auto, what-if 66,000', liquidationPrice=liq,
         distancePct=-(w - liq) / w, whatIfPnl=-margin if passed(-1, w, liq) else -q * (w - e))
    w = 56000
    liq = liquidation_price(1, q, e, margin, mmr)
    show('liquidation-pro: long 0.5 BTC 10x auto, what-if 56,000 (still open)', liquidationPrice=liq,
         distancePct=(w - liq) / w, whatIfPnl=q * (w - e))
    # cross wallet of 100 USDT: liquidated at once at the entry
    liq = liquidation_price(1, q, e, 100, mmr)
    show('liquidation-pro: long cross wallet 100, what-if = entry', liquidationPrice=liq,
         distancePct=(e - liq) / e, whatIfPnl=-100 if passed(1, e, liq) else 0)
    # cross wallet 5,000 with other positions (TMM 200, UPNL −300), what-if 50,000
    balance = 5000 - 200 - 300
    liq = liquidation_price(1, q, e, balance, mmr)
    w = 50000
    show('liquidation-pro: long cross 5,000 (TMM 200, UPNL −300), what-if 50,000', liquidationPrice=liq,
         distancePct=(w - liq) / w, whatIfPnl=-5000 if passed(1, w, liq) else q * (w - e))


def position_margin_pro():
    """specs/calculators/position-margin-pro.yaml: 0.075 BTC (1 % of 10,000 risked at the stop), entry fee
    0.05 % on the entry fill E' = entry·(1 + s·(0.01 % half spread + 0.05 % slippage)), take-profit net of
    fees and costs as in the spec's other examples. A stop at or past the liquidation price never triggers:
    the loss is the isolated margin plus the entry fee."""
    units, entry, fee, cost = 0.075, 60000, 0.0005, 0.0001 + 0.0005
    for s, stop, take, lev in ((1, 58800, 62400, 50), (-1, 61200, 57600, 60), (1, 58800, 62400, 300)):
        margin = units * entry / lev
        e_fill = entry * (1 + s * cost)
        t_fill = take * (1 - s * cost)
        liq = liquidation_price(s, units, entry, margin, 0.004)
        loss = -(margin + fee * e_fill * units) if passed(s, stop, liq) else None
        profit = units * (s * (t_fill - e_fill)) - fee * e_fill * units - fee * t_fill * units
        show(f'position-margin-pro: s={s} stop {stop} at {lev}x', liquidationPrice=liq,
             stopPassed=passed(s, stop, liq), lossAtStop=loss, riskAmountDirect=-loss,
             profitAtTake=profit, rewardRiskNet=profit / abs(loss))


def roi_pnl_pro():
    """specs/calculators/roi-pnl-pro.yaml: long 0.5 BTC at 60,000, 10x, MMR 0.5 %, fees 0.05 % each way.
    A part closing at or past the liquidation price loses its share of the margin and of the entry fee and
    pays no exit fee; the other parts close at their prices."""
    def plan(s, entry, q, lev, parts, fee=0.0005, mmr=0.005):
        margin = entry * q / lev
        liq = liquidation_price(s, q, entry, margin, mmr)
        nets, gross, fees, lost = [], 0.0, 0.0, 0.0
        for w, price in parts:
            if passed(s, price, liq):
                g, f = -w * margin, fee * entry * q * w
                lost += w
            else:
                g, f = s * (price - entry) * q * w, fee * (entry + price) * q * w
            gross, fees = gross + g, fees + f
            nets.append(g - f)
        return dict(liquidationPrice=liq, grossPnl=gross, fees=fees, netPnl=gross - fees,
                    roi=(gross - fees) / margin, liquidatedShare=lost, nets=nets)
    show('roi-pnl-pro: long, exit 50,000', **plan(1, 60000, 0.5, 10, [(1, 50000)]))
    show('roi-pnl-pro: long, 40 % at 64,000, rest at 50,000', **plan(1, 60000, 0.5, 10, [(0.4, 64000), (0.6, 50000)]))
    show('roi-pnl-pro: short, exit 66,000', **plan(-1, 60000, 0.5, 10, [(1, 66000)]))


def target_price():
    """specs/calculators/target-price.yaml: long 0.5 BTC at 60,000, 10x, round-trip fee 0.2 %, MMR 0.5 %.
    The target solves net PnL(X) = goal with a root search: s·(X − E)·q − f/2·E·q − f/2·X·q = G."""
    e, q, lev, f, mmr = 60000, 0.5, 10, 0.002, 0.005
    margin = e * q / lev
    for s in (1, -1):
        liq = liquidation_price(s, q, e, margin, mmr)
        show(f'target-price: s={s} liquidation price', margin=margin, liquidationPrice=liq)
    goal = -1.2 * margin
    target = brentq(lambda x: (x - e) * q - f / 2 * e * q - f / 2 * x * q - goal, 1, 2 * e, xtol=1e-12)
    liq = liquidation_price(1, q, e, margin, mmr)
    show('target-price: long, goal −120 % ROI', targetPrice=target, targetPassed=passed(1, target, liq))


def target_price_pro():
    """specs/calculators/target-price-pro.yaml: long 0.5 BTC at 60,000 with a stop at 58,800 and MMR 0.5 %."""
    e, q, mmr = 60000, 0.5, 0.005
    for lev in (10, 50):
        margin = e * q / lev
        liq = liquidation_price(1, q, e, margin, mmr)
        show(f'target-price-pro: long {lev}x, stop 58,800', margin=margin, liquidationPrice=liq,
             stopPassed=passed(1, 58800, liq))


def pnl_roi():
    """specs/calculators/pnl-roi.yaml: a typical maintenance margin rate of 0.5 %; once liquidated the gross
    loss is the margin and only the entry fee is paid; funding as entered."""
    for s, e, x, q, lev, fee, funding in ((-1, 3000, 3150, 2, 20, 0.0004, 3), (1, 60000, 54000, 0.2, 10, 0.0005, 0)):
        margin = e * q / lev
        liq = liquidation_price(s, q, e, margin, 0.005)
        gone = passed(s, x, liq)
        gross = -margin if gone else s * (x - e) * q
        fees = fee * e * q if gone else fee * (e + x) * q
        net = gross - fees - funding
        show(f'pnl-roi: s={s} {e} -> {x} at {lev}x', liquidationPrice=liq, liquidated=gone, grossPnl=gross,
             fees=fees, netPnl=net, roi=net / margin)


if __name__ == '__main__':
    pnl_roi()
    roi_pnl_pro()
    target_price()
    target_price_pro()
    liquidation_tool()
    liquidation_pro()
    position_margin_pro()
