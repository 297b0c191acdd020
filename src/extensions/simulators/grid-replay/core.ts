/**
 * Random-walk replay of a grid (pure): a seeded price path and the fills of a grid of resting limit
 * orders on it — a toy backtest that shows how spacing, fees and the band shape the result.
 *
 * Path: P₀ = startPrice, P_{t+1} = P_t · exp(driftPct/100 + sigmaPct/100 · Z_t), Z_t standard normal
 * from mulberry32(seed) by Box–Muller (src/finance/monteCarlo.ts), so a seed gives the same path everywhere.
 *
 * Levels L_i, i = 0 … grids: arithmetic L_i = lower + i·(upper − lower)/grids, geometric
 * L_i = lower·(upper/lower)^(i/grids). capitalPerGrid = capital · allocationPct/100 / grids.
 *
 * Fill model, as grid bots (Binance, Pionex) place orders: one order per level, and one level empty.
 * - At the start the level nearest startPrice (the lower one on a tie) stays empty; a buy order rests at
 *   every level below it (quantity capitalPerGrid/L_i) and a sell order at every level above it (quantity
 *   capitalPerGrid/L_{i−1}, the quantity a buy one level down would have bought). Bias long buys the
 *   inventory for those sell orders at startPrice; bias short sells short, at startPrice, the position the
 *   buy orders will buy back. That setup trade pays the taker fee.
 * - Each step, a resting buy with P_{t+1} ≤ L < P_t fills at L and places a sell one level up, with the same
 *   quantity; a resting sell with P_t < L ≤ P_{t+1} fills at L and places a buy one level down, with quantity
 *   capitalPerGrid/(that level). The level one up from a filled buy (one down from a filled sell) is always
 *   the empty one, and the filled level becomes empty: the buys stay below the empty level and the sells
 *   above it, so two orders never share a level.
 * - Every fill pays maker fee + slippage (bps of its notional).
 *
 * Accounting: cash starts at `capital`; the position is `inventory` (negative = short). Realized PnL
 * uses the average entry price of the position (a fill that reduces the position realizes
 * (fill − average) per unit, signed); unrealized = inventory · (P − average). So
 * cash + inventory · P = capital + realized + unrealized − fees = capital + toyPnl at every step.
 * A round trip is a fill of an order that an earlier fill placed. Transitions count every level the
 * price crosses (P_{t+1} ≤ L < P_t or P_t < L ≤ P_{t+1}), with or without an order there.
 * Not modelled: gaps inside a step, partial fills, funding, margin and liquidation.
 */
import { fillStandardNormal, mulberry32 } from '../../../finance/monteCarlo';
import { eventRows, type ChartPoints, type ParamValues, type SimulationTrace } from '../kit/simulation';

export interface GridReplayParams {
  startPrice: number;
  steps: number;
  sigmaPct: number;
  driftPct: number;
  lower: number;
  upper: number;
  grids: number;
  spacing: 'arithmetic' | 'geometric';
  capital: number;
  allocationPct: number;
  makerFeeBps: number;
  takerFeeBps: number;
  slippageBps: number;
  bias: 'long' | 'short';
  seed: number;
}

/** Fill sides in the fills table. */
export const BUY = 1;
export const SELL = -1;
/** Level column of the setup trade in the fills table. */
export const SETUP_LEVEL = -1;
/** Columns of a row of the fills table: step, side (BUY | SELL), level index (SETUP_LEVEL for the setup trade), price, quantity, fee. */
export const FILL_STRIDE = 6;

export function gridLevels(lower: number, upper: number, grids: number, spacing: GridReplayParams['spacing']): number[] {
  return Array.from({ length: grids + 1 }, (_, i) => (spacing === 'geometric' ? lower * (upper / lower) ** (i / grids) : lower + (i * (upper - lower)) / grids));
}

interface Order {
  side: typeof BUY | typeof SELL;
  quantity: number;
  /** Placed by an earlier fill (its fill completes a round trip), not by the setup. */
  placedByFill: boolean;
}

/** The level left empty at the start: the one nearest the start price, the lower one on a tie. */
export function emptyLevelAtStart(levels: readonly number[], startPrice: number): number {
  let nearest = 0;
  levels.forEach((level, i) => {
    if (Math.abs(level - startPrice) < Math.abs((levels[nearest] as number) - startPrice)) nearest = i;
  });
  return nearest;
}

export function gridReplayParams(params: ParamValues): GridReplayParams {
  const number = (id: string) => Number(params[id]);
  return {
    startPrice: number('startPrice'),
    steps: number('steps'),
    sigmaPct: number('sigmaPct'),
    driftPct: number('driftPct'),
    lower: number('lower'),
    upper: number('upper'),
    grids: number('grids'),
    spacing: params.spacing === 'geometric' ? 'geometric' : 'arithmetic',
    capital: number('capital'),
    allocationPct: number('allocationPct'),
    makerFeeBps: number('makerFeeBps'),
    takerFeeBps: number('takerFeeBps'),
    slippageBps: number('slippageBps'),
    bias: params.bias === 'short' ? 'short' : 'long',
    seed: number('seed'),
  };
}

/** The seeded random-walk price path P₀ … P_steps of the header. */
export function randomWalkPath(p: Pick<GridReplayParams, 'startPrice' | 'steps' | 'driftPct' | 'sigmaPct' | 'seed'>): Float64Array {
  const path = new Float64Array(p.steps + 1);
  const shocks = fillStandardNormal(new Float64Array(p.steps), mulberry32(p.seed));
  const drift = p.driftPct / 100;
  const sigma = p.sigmaPct / 100;
  path[0] = p.startPrice;
  for (let t = 0; t < p.steps; t++) path[t + 1] = (path[t] as number) * Math.exp(drift + sigma * (shocks[t] as number));
  return path;
}

/** The whole replay on the seeded random walk (see {@link replayOnPath}). */
export function simulateGridReplay(p: GridReplayParams): SimulationTrace {
  return replayOnPath(p, randomWalkPath(p));
}

/**
 * The grid on a given price path (path[0] is the start price; the path's length sets the steps): series price,
 * cash, inventory, average entry, equity, realized, fees, transitions, fills, roundTrips per step; the fills table.
 */
export function replayOnPath(p: Omit<GridReplayParams, 'steps' | 'driftPct' | 'sigmaPct' | 'seed'>, path: Float64Array): SimulationTrace {
  const steps = path.length - 1;
  const levels = gridLevels(p.lower, p.upper, p.grids, p.spacing);
  const perGrid = (p.capital * p.allocationPct) / 100 / p.grids;
  const makerRate = (p.makerFeeBps + p.slippageBps) / 10000;
  const series = {
    price: new Float64Array(steps + 1),
    cash: new Float64Array(steps + 1),
    inventory: new Float64Array(steps + 1),
    average: new Float64Array(steps + 1),
    equity: new Float64Array(steps + 1),
    realized: new Float64Array(steps + 1),
    fees: new Float64Array(steps + 1),
    transitions: new Float64Array(steps + 1),
    fills: new Float64Array(steps + 1),
    roundTrips: new Float64Array(steps + 1),
  };
  const fillRows: number[] = [];
  /** The one order resting at each level (null: the level is empty). */
  const orders: (Order | null)[] = levels.map(() => null);

  let cash = p.capital;
  let inventory = 0;
  let average = 0;
  let realized = 0;
  let fees = 0;
  let transitions = 0;
  let fills = 0;
  let roundTrips = 0;

  /** Applies a trade of `quantity` (signed: + buys) at `price` to the position with average-cost accounting. */
  const trade = (signedQuantity: number, price: number, fee: number) => {
    cash -= signedQuantity * price + fee;
    fees += fee;
    const next = inventory + signedQuantity;
    if (inventory === 0 || Math.sign(signedQuantity) === Math.sign(inventory)) {
      average = next === 0 ? 0 : (average * inventory + price * signedQuantity) / next;
    } else {
      const closed = Math.min(Math.abs(signedQuantity), Math.abs(inventory));
      realized += closed * (price - average) * Math.sign(inventory);
      // A fill larger than the position reverses it: the rest opens at this price.
      if (Math.abs(signedQuantity) > Math.abs(inventory)) average = price;
      else if (next === 0) average = 0;
    }
    inventory = next;
  };

  // Setup: resting orders around the empty level and the taker trade that funds the sell side (long) or
  // the buy side (short).
  const empty = emptyLevelAtStart(levels, p.startPrice);
  let setupQuantity = 0;
  levels.forEach((level, i) => {
    if (i < empty) {
      const quantity = perGrid / level;
      orders[i] = { side: BUY, quantity, placedByFill: false };
      if (p.bias === 'short') setupQuantity -= quantity;
    } else if (i > empty) {
      const quantity = perGrid / (levels[i - 1] as number);
      orders[i] = { side: SELL, quantity, placedByFill: false };
      if (p.bias === 'long') setupQuantity += quantity;
    }
  });
  if (setupQuantity !== 0) {
    const fee = (Math.abs(setupQuantity) * p.startPrice * p.takerFeeBps) / 10000;
    trade(setupQuantity, p.startPrice, fee);
    fillRows.push(0, setupQuantity > 0 ? BUY : SELL, SETUP_LEVEL, p.startPrice, Math.abs(setupQuantity), fee);
  }

  const record = (t: number, price: number) => {
    series.price[t] = price;
    series.cash[t] = cash;
    series.inventory[t] = inventory;
    series.average[t] = average;
    series.equity[t] = p.capital + realized + inventory * (price - average) - fees;
    series.realized[t] = realized;
    series.fees[t] = fees;
    series.transitions[t] = transitions;
    series.fills[t] = fills;
    series.roundTrips[t] = roundTrips;
  };
  record(0, p.startPrice);

  let price = p.startPrice;
  for (let t = 0; t < steps; t++) {
    const next = path[t + 1] as number;
    const falling = next < price;
    // Levels crossed this step, in the order the price meets them.
    const crossed: number[] = [];
    levels.forEach((level, i) => {
      if (falling ? next <= level && level < price : price < level && level <= next) crossed.push(i);
    });
    if (falling) crossed.reverse();
    transitions += crossed.length;
    for (const i of crossed) {
      const level = levels[i] as number;
      const side = falling ? BUY : SELL;
      const order = orders[i];
      if (!order || order.side !== side) continue;
      orders[i] = null;
      const fee = order.quantity * level * makerRate;
      trade(side * order.quantity, level, fee);
      fills++;
      if (order.placedByFill) roundTrips++;
      fillRows.push(t + 1, side, i, level, order.quantity, fee);
      // The counter-order goes to the empty level next to the filled one.
      if (side === BUY) orders[i + 1] = { side: SELL, quantity: order.quantity, placedByFill: true };
      else orders[i - 1] = { side: BUY, quantity: perGrid / (levels[i - 1] as number), placedByFill: true };
    }
    price = next;
    record(t + 1, price);
  }
  return { steps, series, events: { fills: { stride: FILL_STRIDE, data: Float64Array.from(fillRows) } } };
}

export function runGridReplay(params: ParamValues): SimulationTrace {
  return simulateGridReplay(gridReplayParams(params));
}

/** Where the fills of one side happened up to `step`: x the step, y the fill price (the setup trade included, at step 0). */
export function fillPoints(trace: SimulationTrace, step: number, side: typeof BUY | typeof SELL): ChartPoints {
  const points: ChartPoints = { x: [], y: [] };
  for (const [at, rowSide, , price] of eventRows(trace.events.fills, step)) {
    if (rowSide !== side || at === undefined || price === undefined) continue;
    points.x.push(at);
    points.y.push(price);
  }
  return points;
}

/** Unrealized PnL of the open position at `step`: inventory · (P − average entry price). */
export function unrealizedAt(trace: SimulationTrace, step: number): number {
  const { inventory, price, average } = trace.series;
  const units = inventory?.[step] ?? NaN;
  return units === 0 ? 0 : units * ((price?.[step] ?? NaN) - (average?.[step] ?? NaN));
}

/** toyPnl = realized + unrealized − fees. */
export function toyPnlAt(trace: SimulationTrace, step: number): number {
  return (trace.series.realized?.[step] ?? NaN) + unrealizedAt(trace, step) - (trace.series.fees?.[step] ?? NaN);
}
