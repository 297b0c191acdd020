/**
 * Cross-check of the indicator reference values (tests/fixtures/indicators/reference.json, made by
 * indicators.py with pandas/numpy) against TA-Lib's C code compiled to WebAssembly (npm package talib-web).
 * It prints, for each indicator, the first index TA-Lib defines and the largest relative difference, over
 * all bars and over the last 300. Expected: SMA, EMA, RSI, Bollinger bands, MAX/MIN (Donchian) and
 * ROCR − 1 agree (to about 1e-12); ADX, ±DI and DX share TA-Lib's first indices but differ at first, because
 * TA-Lib seeds Wilder's sums with N − 1 values instead of N, and converge; MACD differs at first because
 * TA-Lib starts the fast EMA at the slow one's first index; ATR differs at first (TA-Lib seeds with
 * TR₁ … TR_N at index N, the lab with TR₀ … TR_{N−1} at index N − 1, both then smooth with Wilder's 1/N)
 * and converges.
 *
 * Not used by the tests. Run (talib-web installed outside the repository):
 *   mkdir -p /tmp/ref && (cd /tmp/ref && npm init -y && npm i talib-web@0.1.3)
 *   TALIB_WEB_DIR=/tmp/ref node scripts/reference/indicators_talib.mjs
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'tests', 'fixtures', 'indicators');
const series = JSON.parse(readFileSync(join(fixtures, 'series.json'), 'utf8'));
const reference = JSON.parse(readFileSync(join(fixtures, 'reference.json'), 'utf8')).values;
const require = createRequire(join(process.env.TALIB_WEB_DIR ?? '/tmp/ref', 'package.json'));
const talib = require('talib-web');

// Emscripten's loader fetches the .wasm when fetch exists; in Node it must read the file instead.
const nodeFetch = globalThis.fetch;
delete globalThis.fetch;
await talib.init(require.resolve('talib-web/lib/talib.wasm'));
globalThis.fetch = nodeFetch;

const { high, low, close } = series;
const bars = close.length;

/** Calls a TA-Lib function and copies its outputs (they are views of WebAssembly memory that the next call reuses). */
function call(name, params) {
  const result = talib[name](params);
  return Object.fromEntries(Object.entries(result).map(([key, values]) => [key, Array.from(values)]));
}

/** TA-Lib writes its values from index 0 on; they belong to bars lookback … n − 1. */
function aligned(values, lookback) {
  return Array.from({ length: bars }, (_, i) => (i < lookback ? null : values[i - lookback]));
}

function compare(name, lookback, ours, theirs) {
  const talibValues = aligned(theirs, lookback);
  const oursFirst = ours.findIndex((v) => v !== null);
  let all = 0;
  let tail = 0;
  ours.forEach((value, i) => {
    const other = talibValues[i];
    if (value === null || other === null || other === undefined) return;
    const rel = value === other ? 0 : Math.abs(value - other) / Math.max(Math.abs(value), 1e-300);
    all = Math.max(all, rel);
    if (i >= bars - 300) tail = Math.max(tail, rel);
  });
  console.log(
    `${name.padEnd(24)} first index: lab ${String(oursFirst).padStart(3)}, TA-Lib ${String(lookback).padStart(3)}` +
      `   max rel. difference: all ${all.toExponential(2)}, last 300 bars ${tail.toExponential(2)}`,
  );
}

// TA-Lib's BBANDS with the SMA is SMA ± k·√VAR (a variance ≤ 0 counts as 0). talib-web's own BBANDS and
// STDDEV fill only their first values correctly, so the bands are assembled from its SMA and VAR.
const sma20 = call('SMA', { inReal: close, timePeriod: 20 }).output;
const sd20 = call('VAR', { inReal: close, timePeriod: 20, nbDev: 1 }).output.map((v) => Math.sqrt(Math.max(0, v)));
const bb = { upperBand: sma20.map((m, i) => m + 2 * sd20[i]), lowerBand: sma20.map((m, i) => m - 2 * sd20[i]) };
const macd = call('MACD', { inReal: close, fastPeriod: 12, slowPeriod: 26, signalPeriod: 9 });
const rocr = call('ROCR', { inReal: close, timePeriod: 10 }).output.map((x) => x - 1);

compare('SMA(20)', 19, reference.sma20, call('SMA', { inReal: close, timePeriod: 20 }).output);
compare('EMA(20)', 19, reference.ema20, call('EMA', { inReal: close, timePeriod: 20 }).output);
compare('EMA(9)', 8, reference.ema9, call('EMA', { inReal: close, timePeriod: 9 }).output);
compare('RSI(14)', 14, reference.rsi14, call('RSI', { inReal: close, timePeriod: 14 }).output);
compare('RSI(2)', 2, reference.rsi2, call('RSI', { inReal: close, timePeriod: 2 }).output);
compare('Bollinger upper', 19, reference.bollinger20_2.upper, bb.upperBand);
compare('Bollinger lower', 19, reference.bollinger20_2.lower, bb.lowerBand);
compare('Donchian upper (MAX)', 19, reference.donchian20.upper, call('MAX', { inReal: high, timePeriod: 20 }).output);
compare('Donchian lower (MIN)', 19, reference.donchian20.lower, call('MIN', { inReal: low, timePeriod: 20 }).output);
compare('ROC(10) (ROCR − 1)', 10, reference.roc10, rocr);
for (const n of [14, 5]) {
  const hlc = { high, low, close, timePeriod: n };
  compare(`+DI(${n})`, n, reference[`adx${n}`].plusDi, call('PLUS_DI', hlc).output);
  compare(`−DI(${n})`, n, reference[`adx${n}`].minusDi, call('MINUS_DI', hlc).output);
  compare(`DX(${n})`, n, reference[`adx${n}`].dx, call('DX', hlc).output);
  compare(`ADX(${n})`, 2 * n - 1, reference[`adx${n}`].adx, call('ADX', hlc).output);
}
compare('MACD(12, 26, 9) macd', 33, reference.macd12_26_9.macd, macd.MACD);
compare('MACD signal', 33, reference.macd12_26_9.signal, macd.MACDSignal);
compare('MACD histogram', 33, reference.macd12_26_9.histogram, macd.MACDHist);
compare('ATR(14) (Wilder in TA-Lib)', 14, reference.atr14, call('ATR', { high, low, close, timePeriod: 14 }).output);
