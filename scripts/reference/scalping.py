"""Independent reference for the scalping calculators (plain Python floats, no project code):
specs/calculators/scalp-profit.yaml, scalp-costs.yaml and execution-delay.yaml.

Rules (as on /strategies/scalping):
- scalp-profit: quantity = the typed quantity, or notional / entry; move value of one tick = tickSize * quantity;
  grossWin = targetTicks * tick value, grossLoss = stopTicks * tick value; fee rate of a fill = maker or taker bps;
  a winning trade exits at the take-profit and a losing one at the stop, each with its own order type, so
  feesWin = entry * quantity * (entry fee + win exit fee) / 10,000 and feesLoss likewise with the stop's exit fee
  (both fills on the entry notional); slippageCost = slippageTicks * tick value (ticks lost per trade, both fills);
  netWin = grossWin - feesWin - slippage, netLoss = grossLoss + feesLoss + slippage;
  expectancy = p * netWin - (1 - p) * netLoss, p = winRate / 100; breakEvenWinRate = netLoss / (netWin + netLoss);
  dailyExpectancy = expectancy * tradesPerDay.
- scalp-costs: mid = (bid + ask) / 2 and spread = ask - bid (or price and spreadTicks * tickSize); a taker fill
  pays half the spread against the mid, a maker fill none; slippageCost = slippageTicks * tickSize * quantity;
  fees on the mid notional; roundTripCost = spread part + slippage + fees; in bps of the mid notional; share of
  the target targetTicks * tickSize * quantity; break-even ticks = roundTripCost / (tickSize * quantity).
- execution-delay: adverseMove = price * volatilityPct / 100 * sqrt(delayMs / 86,400,000) (a random walk: the
  standard deviation grows with the square root of time, over a 24-hour day); targetShare = adverseMove /
  (targetTicks * tickSize).
Run: python3 scripts/reference/scalping.py
"""
import math


def scalp_profit(entry, size_mode, quantity, notional, tick, target_ticks, stop_ticks, maker, taker, entry_type,
                 win_exit_type, loss_exit_type, slippage_ticks, trades_per_day, win_rate):
    q = notional / entry if size_mode == "notional" else quantity
    tick_value = tick * q
    fee = {"maker": maker, "taker": taker}
    gross_win = target_ticks * tick_value
    gross_loss = stop_ticks * tick_value
    fees_win = entry * q * (fee[entry_type] + fee[win_exit_type]) / 10_000
    fees_loss = entry * q * (fee[entry_type] + fee[loss_exit_type]) / 10_000
    slip = slippage_ticks * tick_value
    net_win = gross_win - fees_win - slip
    net_loss = gross_loss + fees_loss + slip
    p = win_rate / 100
    expectancy = p * net_win - (1 - p) * net_loss
    return {
        "positionQuantity": q, "grossWin": gross_win, "grossLoss": gross_loss, "feesWin": fees_win, "feesLoss": fees_loss,
        "slippageCost": slip, "netWin": net_win, "netLoss": net_loss, "expectancyPerTrade": expectancy,
        "breakEvenWinRate": net_loss / (net_win + net_loss), "dailyExpectancy": expectancy * trades_per_day,
        "feeShareOfTarget": fees_win / gross_win,
    }


def scalp_costs(mode, bid, ask, price, spread_ticks, tick, quantity, slippage_ticks, maker, taker, entry_type,
                exit_type, target_ticks):
    if mode == "quotes":
        mid, spread = (bid + ask) / 2, ask - bid
    else:
        mid, spread = price, spread_ticks * tick
    takers = (entry_type == "taker") + (exit_type == "taker")
    fee_in = maker if entry_type == "maker" else taker
    fee_out = maker if exit_type == "maker" else taker
    spread_cost = takers * spread / 2 * quantity
    slip = slippage_ticks * tick * quantity
    fees = mid * quantity * (fee_in + fee_out) / 10_000
    total = spread_cost + slip + fees
    return {
        "mid": mid, "spread": spread, "spreadBps": spread / mid * 10_000, "spreadCost": spread_cost,
        "slippageCost": slip, "feeCost": fees, "roundTripCost": total,
        "roundTripBps": total / (mid * quantity) * 10_000, "targetValue": target_ticks * tick * quantity,
        "targetShare": total / (target_ticks * tick * quantity), "breakEvenTicks": total / (tick * quantity),
    }


def execution_delay(price, vol_pct, delay_ms, target_ticks, tick):
    move = price * vol_pct / 100 * math.sqrt(delay_ms / 86_400_000)
    return {"adverseMove": move, "adverseMoveTicks": move / tick, "adverseMoveBps": move / price * 10_000,
            "targetShare": move / (target_ticks * tick)}


def main():
    profit_cases = [
        ("worked example: maker in, maker take-profit, taker stop", (60_000, "quantity", 0.5, 30_000, 10, 10, 8, 2, 5, "maker", "maker", "taker", 1, 20, 65)),
        ("worked example at 70 % wins", (60_000, "quantity", 0.5, 30_000, 10, 10, 8, 2, 5, "maker", "maker", "taker", 1, 20, 70)),
        ("taker exits both ways", (60_000, "quantity", 0.5, 30_000, 10, 10, 8, 2, 5, "maker", "taker", "taker", 1, 20, 65)),
        ("maker on every fill (a stop that rests as a limit)", (60_000, "quantity", 0.5, 30_000, 10, 10, 8, 2, 5, "maker", "maker", "maker", 1, 20, 65)),
        ("taker exits, 60 % wins", (60_000, "quantity", 0.5, 30_000, 10, 10, 8, 2, 5, "maker", "taker", "taker", 1, 20, 60)),
        ("exchange tick 0.1: fees exceed the target", (60_000, "notional", 0.5, 30_000, 0.1, 10, 8, 2, 5, "maker", "taker", "taker", 1, 20, 65)),
        ("notional, zero fees", (3_000, "notional", 1, 15_000, 0.5, 5, 5, 0, 0, "maker", "maker", "maker", 0, 50, 50)),
        ("taker both ways, fees over half the target", (60_000, "notional", 1, 30_000, 10, 10, 8, 2, 5, "taker", "taker", "taker", 0, 10, 70)),
        ("fees exactly half the target", (50_000, "quantity", 1, 0, 5, 8, 8, 2, 5, "maker", "maker", "maker", 0, 10, 80)),
        ("a quarter of a coin", (60_000, "quantity", 0.25, 30_000, 10, 10, 8, 2, 5, "maker", "maker", "taker", 1, 20, 65)),
    ]
    for name, args in profit_cases:
        print("scalp-profit", name, scalp_profit(*args))
    cost_cases = [
        ("worked example", ("quotes", 59_995, 60_005, 60_000, 1, 10, 0.5, 1, 2, 5, "taker", "taker", 10)),
        ("maker both ways", ("quotes", 59_995, 60_005, 60_000, 1, 10, 0.5, 0, 2, 5, "maker", "maker", 10)),
        ("spread in ticks", ("ticks", 0, 0, 3_000, 2, 0.01, 10, 1, 2, 5, "maker", "taker", 10)),
    ]
    for name, args in cost_cases:
        print("scalp-costs", name, scalp_costs(*args))
    delay_cases = [
        ("worked example", (60_000, 3, 250, 10, 10)),
        ("two seconds", (60_000, 3, 2_000, 10, 10)),
        ("tick 1", (60_000, 3, 250, 10, 1)),
        ("one day", (100, 5, 86_400_000, 5, 1)),
        ("no delay", (60_000, 3, 0, 10, 10)),
    ]
    for name, args in delay_cases:
        print("execution-delay", name, execution_delay(*args))


if __name__ == "__main__":
    main()
