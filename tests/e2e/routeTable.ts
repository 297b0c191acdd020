import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * Every route of the product spec's route table (§2), hardcoded on purpose: the test proves that the
 * specs deliver the whole table, not just whatever the manifest happens to contain. Trend following
 * uses its canonical path (/strategies/trend-follow redirects to it, tested below).
 */
export const ROUTES = {
  general: ['/', '/about', '/newsletter', '/contact', '/privacy', '/imprint', '/nfa', '/futures-types'],
  learn: [
    '/learn',
    '/learn/margin-funding',
    '/learn/leverage-position-sizing',
    '/learn/futures-versus-spot',
    '/learn/futures-versus-arbitrage',
    '/learn/liquidation-risk',
    '/learn/pnl-roi-basics',
    '/learn/order-types-strategies',
    '/learn/risk-management',
    '/learn/trading-psychology',
    '/learn/funding-carry-trades',
  ],
  exchanges: ['/exchange-compare', '/exchange/binance', '/exchange/bingx', '/exchange/kraken', '/exchange/mexc'],
  tools: [
    '/tools',
    '/tools/liquidation',
    '/tools/liquidation-pro',
    '/tools/target-price',
    '/tools/target-price-pro',
    '/tools/position-margin-pro',
    '/tools/roi-pnl-pro',
    '/tools/performance-calculator-pro',
    '/tools/bingx-order-analyzer',
    '/tools/size-pro',
  ],
  strategies: [
    '/strategies/overview',
    '/strategies/anti-martingale',
    '/strategies/arbitrage',
    '/strategies/carry-trade',
    '/strategies/dca',
    '/strategies/day-trading',
    '/strategies/diversification',
    '/strategies/fixed-fractional',
    '/strategies/grid',
    '/strategies/hedging',
    '/strategies/kelly',
    '/strategies/martingale',
    '/strategies/mean-reversion',
    '/strategies/position-trading',
    '/strategies/scalping',
    '/strategies/swing-trading',
    '/strategies/volatility-trading',
    '/strategies/trend-following',
  ],
} as const;

/** Every route of the table, in its order. */
export const ROUTE_PATHS: readonly string[] = Object.values(ROUTES).flat();

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? yamlFiles(file) : name.endsWith('.yaml') ? [file] : [];
  });
}

/** The paths of the page specs (every YAML under specs/ except the calculators and the site settings), sorted. */
export function specPaths(): string[] {
  return yamlFiles('specs')
    .filter((file) => !file.startsWith(join('specs', 'calculators')) && file !== join('specs', 'site.yaml'))
    .map((file) => (parse(readFileSync(file, 'utf8')) as { path: string }).path)
    .sort();
}
