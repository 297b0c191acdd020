/**
 * `npm run bench`: measures the budgets of ARCHITECTURE.md on the production build.
 * For each route it loads the page in the system Chromium, waits until the network is idle and sums the
 * JavaScript the page fetched, gzip-compressed at level 9 (what a gzip-serving host sends). It also reports
 * which heavy libraries (mathjs, plotly, SheetJS) each route pulled in, times the order analyzer on generated
 * 10,000- and 100,000-row exports against SheetJS's own read of the same files, times Performance Pro on 50,000
 * trades and its 10,000 × 365 Monte Carlo, then times one recompute of every calculator (all outputs, tables and
 * charts) against the one-frame budget, and fails (exit 1) when a budget is broken.
 *
 * Usage: npm run bench   (`npm run bench -- --no-build` reuses dist/; `--only-pages` skips the module timings;
 * `--lighthouse` adds Lighthouse scores of the main routes in both languages; `--newsletter` measures only the
 * newsletter service's subscribe p99 under 500 concurrent clients and its sending throughput on SQLite and PostgreSQL; `--market` measures only
 * the exchange data: sync throughput against the fake exchange and the API's answer times on both databases; `BENCH_PORT=4409 npm run bench`
 * serves on another port than 4391)
 */
import { spawn, execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { compileCalculator } from '../src/engine/compileCalculator';
import { evaluateCalculator } from '../src/engine/evaluateCalculator';
import { evaluateCalculatorCharts } from '../src/engine/evaluateCalculatorCharts';
import { repoCalculatorSpecs } from '../src/engine/build/repoSpecs';
import { benchBacktestLab } from './bench/backtestLabBench';
import { benchRealDataset, REAL_BENCH_HOURS } from './bench/realDatasetBench';
import { benchLighthouse } from './bench/lighthouseBench';
import { benchOrderAnalyzer } from './bench/orderAnalyzerBench';
import { benchPerformancePro } from './bench/performanceProBench';

interface RouteBudget {
  path: string;
  label: string;
  budgetKb: number;
  /** Libraries that must not load on this route's first load (plotly loads when a chart is scrolled near). */
  forbidden: HeavyLib[];
}

type HeavyLib = 'mathjs' | 'plotly' | 'sheetjs';

const ROUTES: RouteBudget[] = [
  { path: '/', label: 'home (content page)', budgetKb: 150, forbidden: ['mathjs', 'plotly', 'sheetjs'] },
  { path: '/about', label: 'about (content page)', budgetKb: 150, forbidden: ['mathjs', 'plotly', 'sheetjs'] },
  // The glossary's terms arrive as a JSON file (data, not script); the page's script is the filter and list.
  { path: '/glossary', label: 'glossary (content page)', budgetKb: 150, forbidden: ['mathjs', 'plotly', 'sheetjs'] },
  // The FAQ's questions arrive as a JSON file too; the page's script is the disclosures and their links.
  { path: '/faq', label: 'FAQ (content page)', budgetKb: 150, forbidden: ['mathjs', 'plotly', 'sheetjs'] },
  // Since it compares USDS-M and COIN-M liquidation in a calculator, /futures-types is a page with a calculator.
  { path: '/futures-types', label: 'futures types with the COIN-M calculator', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/learn/liquidation-risk', label: 'learn guide with calculators', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/tools/liquidation', label: 'calculator page', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/tools/target-price-pro', label: 'calculator page with a result table', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/tools/liquidation-pro', label: 'calculator page with a chart', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/tools/position-margin-pro', label: 'calculator page', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/tools/roi-pnl-pro', label: 'calculator page with Monte Carlo', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/tools/size-pro', label: 'calculator page with add-ons', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/newsletter', label: 'newsletter', budgetKb: 150, forbidden: ['mathjs', 'plotly', 'sheetjs'] },
  // Strategy pages: calculators on first load, simulators with their player (plotly loads when a chart is near).
  { path: '/strategies/overview', label: 'strategy catalogue', budgetKb: 150, forbidden: ['mathjs', 'plotly', 'sheetjs'] },
  { path: '/strategies/grid', label: 'strategy page with calculators and a simulator', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/strategies/martingale', label: 'strategy page with six calculators and a simulator', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/strategies/anti-martingale', label: 'strategy page with sequence calculators and a simulator', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/strategies/hedging', label: 'strategy page with five calculators', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/strategies/kelly', label: 'strategy page with calculators, a chart and a simulator', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/strategies/fixed-fractional', label: 'strategy page with four calculators', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/strategies/mean-reversion', label: 'strategy page with a calculator and the backtest lab', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/strategies/trend-following', label: 'strategy page with calculators and the backtest lab', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/strategies/position-trading', label: 'strategy page with calculators and the backtest lab', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/strategies/dca', label: 'strategy page with calculators and a lab tool', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/strategies/arbitrage', label: 'strategy page with three calculators', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/strategies/carry-trade', label: 'strategy page with calculators and a lab tool', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/strategies/day-trading', label: 'strategy page with calculators and lab tools', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/strategies/volatility-trading', label: 'strategy page with calculators, charts and a lab tool', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  // Tool pages with bespoke modules: SheetJS and papaparse live in their workers, plotly loads when a chart is near.
  { path: '/tools/bingx-order-analyzer', label: 'order analyzer (before a file)', budgetKb: 250, forbidden: ['mathjs', 'plotly', 'sheetjs'] },
  { path: '/tools/performance-calculator-pro', label: 'Performance Pro (before trades)', budgetKb: 250, forbidden: ['mathjs', 'plotly', 'sheetjs'] },
  { path: '/strategies/scalping', label: 'strategy page with calculators and the backtest lab', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/strategies/swing-trading', label: 'strategy page with calculators and lab tools', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
  { path: '/strategies/diversification', label: 'strategy page with four lab tools on multi-asset data', budgetKb: 250, forbidden: ['plotly', 'sheetjs'] },
];

/** Recognises a heavy library by a string its code always contains. */
const SIGNATURES: Record<HeavyLib, RegExp> = {
  mathjs: /typed-function|createTypedFunction|mathjs/,
  // Strings of plotly's own code: a lazy import path naming the chunk must not count as loading it.
  plotly: /js-plotly-plot|plotly_relayouting/,
  sheetjs: /SheetJS|XLSX\.version/,
};

/** The port of the bench's own server: `BENCH_PORT` when set (several checkouts on one machine), else 4391. */
const port = Number(process.env.BENCH_PORT ?? 4391);
const args = new Set(process.argv.slice(2));

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not start`);
}

/** Recompute budget: one frame. */
const RECOMPUTE_BUDGET_MS = 16;

/**
 * Time of one recompute of every calculator (evaluate all outputs, tables and charts for the default
 * inputs), median and worst of 200 runs after a warm-up, in Node on this machine. Returns false when a
 * calculator's median is over budget.
 */
function benchRecompute(): boolean {
  const rows: string[][] = [];
  let ok = true;
  for (const { spec } of repoCalculatorSpecs(process.cwd())) {
    const compiled = compileCalculator(spec);
    const once = () => {
      const result = evaluateCalculator(compiled, {});
      if (compiled.charts.length > 0) evaluateCalculatorCharts(compiled, result);
    };
    for (let i = 0; i < 20; i++) once();
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const start = performance.now();
      once();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const worst = times[times.length - 1]!;
    ok &&= median <= RECOMPUTE_BUDGET_MS;
    rows.push([spec.id, median.toFixed(3), worst.toFixed(3), String(RECOMPUTE_BUDGET_MS), median <= RECOMPUTE_BUDGET_MS ? 'ok' : 'OVER']);
  }
  printTable('Recompute of every output, table and chart after an input change (Node, 200 runs):', ['calculator', 'median ms', 'worst ms', 'budget ms', 'result'], rows);
  return ok;
}

function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const row of rows) console.log(line(row));
}

async function main(): Promise<void> {
  if (args.has('--market')) {
    // The exchange data: sync throughput against the fake exchange, 100,000 candles and the catalog served (no build needed).
    execSync('node server/bench/marketBench.mjs', { stdio: 'inherit' });
    return;
  }
  if (args.has('--newsletter')) {
    // The newsletter service: subscribe latency under 500 concurrent clients and sending throughput (no build needed).
    execSync('node server/bench/newsletterBench.mjs', { stdio: 'inherit' });
    return;
  }
  if (!args.has('--no-build') || !existsSync('dist/index.html')) execSync('npm run build', { stdio: 'inherit' });
  // The lab on exchange data needs a store of exchange history: filled (or topped up) from the fake exchange.
  if (!args.has('--only-pages')) execSync(`node server/testing/fillFakeMarketStore.mjs --data-dir .bench-data --hours ${REAL_BENCH_HOURS}`, { stdio: 'inherit' });
  const server = spawn('node', ['server/serve.mjs', '--port', String(port), '--data-dir', '.bench-data'], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  let failed = false;
  try {
    await waitForServer(base + '/');
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const rows: string[][] = [];
    for (const route of ROUTES) {
      const page = await browser.newPage();
      const scripts = new Map<string, Buffer>();
      page.on('response', async (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (!type.includes('javascript')) return;
        try {
          scripts.set(response.url(), await response.body());
        } catch {
          /* a response that was aborted has no body */
        }
      });
      await page.goto(base + route.path, { waitUntil: 'networkidle' });
      await page.waitForSelector('main[data-page] h1');
      await page.waitForLoadState('networkidle');
      let raw = 0;
      let gzip = 0;
      const libs = new Set<HeavyLib>();
      for (const body of scripts.values()) {
        raw += body.length;
        gzip += gzipSync(body, { level: 9 }).length;
        const text = body.toString('utf8');
        for (const [lib, signature] of Object.entries(SIGNATURES) as [HeavyLib, RegExp][]) if (signature.test(text)) libs.add(lib);
      }
      const gzipKb = gzip / 1024;
      const forbidden = route.forbidden.filter((lib) => libs.has(lib));
      const ok = gzipKb <= route.budgetKb && forbidden.length === 0;
      failed ||= !ok;
      rows.push([
        route.path,
        route.label,
        String(scripts.size),
        (raw / 1024).toFixed(1),
        gzipKb.toFixed(1),
        String(route.budgetKb),
        [...libs].join(', ') || '–',
        ok ? 'ok' : `OVER${forbidden.length ? ` (loads ${forbidden.join(', ')})` : ''}`,
      ]);
      await page.close();
    }
    printTable('JavaScript on first load (gzip -9 of every script the page fetched):', ['route', 'what', 'JS files', 'raw KB', 'gzip KB', 'budget KB', 'heavy libs', 'result'], rows);
    if (!args.has('--only-pages')) {
      for (const bench of [benchOrderAnalyzer, benchPerformancePro, benchBacktestLab, benchRealDataset]) {
        const { ok, lines } = await bench(browser, base);
        console.log(`\n${lines.join('\n')}`);
        failed ||= !ok;
      }
    }
    await browser.close();
    if (args.has('--lighthouse')) {
      const lighthouse = benchLighthouse(base);
      printTable('Lighthouse, mobile defaults (performance ≥ 95, the rest 100):', lighthouse.header, lighthouse.rows);
      failed ||= !lighthouse.ok;
    }
  } finally {
    server.kill();
  }
  failed ||= !benchRecompute();
  if (failed) {
    console.error('\nA budget is broken.');
    process.exit(1);
  }
}

await main();
