/**
 * Technical indicators of the backtest lab: pure functions over Float64Array series (oldest first) that
 * return series of the same length, NaN where a value is not yet defined.
 */
export { sma, ema } from './movingAverages';
export { rsi } from './rsi';
export { bollinger, type BollingerBands } from './bollinger';
export { zScore } from './zScore';
export { atr } from './atr';
export { adx, type DirectionalMovement } from './adx';
export { macd, type Macd } from './macd';
export { donchian, type DonchianChannel, type DonchianOptions } from './donchian';
export { rateOfChange } from './rateOfChange';
export { realizedVolatility, logReturns, annualise } from './volatility';
export type { HighLow, HighLowClose } from './validate';
