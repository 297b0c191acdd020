/**
 * `npm run screens`: screenshots of the six everyday tasks of the site for reviewers, at a phone's size
 * (390 × 844) and a laptop's (1366 × 768), in English and German. Not a test: it asserts nothing beyond
 * waiting for each step's result, and writes PNG files (not committed) to `screens/` or `--out <dir>`.
 *
 * It builds the site first when `dist/` is missing or older than the sources (`--build` always builds),
 * serves `dist/` with `server/serve.mjs` on a free port with a throwaway newsletter store, and drives the
 * system Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Locator, type Page } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const outArgument = args.includes('--out') ? args[args.indexOf('--out') + 1] : undefined;
const outDir = resolve(root, outArgument ?? 'screens');

type Lang = 'en' | 'de';
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
] as const;
const SAMPLES = join(root, 'tests/fixtures/samples');

/** The newest modification time of the files under `path` (a file or a folder). */
function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

/** True when `dist/` is missing or one of the build's inputs changed after it was built. */
function buildNeeded(): boolean {
  const built = join(root, 'dist/index.html');
  if (!existsSync(built)) return true;
  const inputs = ['src', 'specs', 'schemas', 'public', 'index.html', 'vite.config.ts'].map((path) => join(root, path));
  return Math.max(...inputs.map(newest)) > statSync(built).mtimeMs;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the site's server on `port` and resolves once it answers. */
async function serve(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['server/serve.mjs', '--port', String(port), '--data-dir', dataDir, '--dist', 'dist'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  server.kill();
  throw new Error('the server did not answer within 30 s');
}

const pathIn = (path: string, lang: Lang) => (lang === 'en' ? path : `/de${path}`);

/** Opens a page and waits until it has hydrated (it answers input from then on). */
async function open(page: Page, path: string, lang: Lang): Promise<void> {
  await page.goto(pathIn(path, lang));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Scrolls `part` to the top of the window, just below the sticky header, and takes a screenshot of the window. */
async function shot(page: Page, file: string, part?: Locator): Promise<void> {
  if (part) {
    await part.evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -((document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) + 8));
    });
    await page.evaluate(() => new Promise((resolveFrame) => requestAnimationFrame(() => requestAnimationFrame(resolveFrame))));
  }
  await page.screenshot({ path: file });
}

/** Each task: its name and its steps, taking screenshots through `take(step, part?)`. */
type Task = (page: Page, lang: Lang, take: (step: string, part?: Locator) => Promise<void>) => Promise<void>;

const TASKS: Record<string, Task> = {
  async 'grid-design-and-replay'(page, lang, take) {
    await open(page, '/strategies/grid', lang);
    await take('1-page');
    const designer = page.locator('form[data-calc="grid-designer"]');
    await designer.locator('input[name="lower"]').fill('55000');
    await designer.locator('input[name="upper"]').fill('65000');
    await take('2-designer', designer);
    const replay = page.locator('section[data-sim="grid-replay"]');
    await replay.scrollIntoViewIfNeeded();
    await replay.locator('button[name="end"]').click({ timeout: 20_000 });
    await page.locator('section[data-sim="grid-replay"][data-state="finished"]').waitFor({ timeout: 20_000 });
    await take('3-replay-played', replay.locator('output').first());
  },
  async 'mean-reversion-own-csv'(page, lang, take) {
    await open(page, '/strategies/mean-reversion', lang);
    const lab = page.locator('section[data-backtest="mean-reversion"]');
    await lab.scrollIntoViewIfNeeded();
    await lab.locator('input[type="file"][name="file"]').setInputFiles(join(SAMPLES, 'ohlc-btc-1h.csv'), { timeout: 20_000 });
    await page.locator('section[data-backtest="mean-reversion"][data-state="ready"]').waitFor({ timeout: 30_000 });
    await take('1-lab', lab);
    const price = lab.locator('[data-chart="backtest-price"]');
    await price.scrollIntoViewIfNeeded();
    await price.locator('[data-plot-state="ready"]').waitFor({ timeout: 30_000 });
    await take('2-charts', price);
  },
  async 'liquidation-calculator'(page, lang, take) {
    await open(page, '/tools/liquidation', lang);
    const form = page.locator('form[data-calc="liquidation"]');
    await form.locator('input[name="entry"]').fill(lang === 'de' ? '64.250,5' : '64,250.5');
    await form.locator('input[name="quantity"]').fill(lang === 'de' ? '0,35' : '0.35');
    await form.locator('input[name="leverage"]').fill('15');
    await take('1-inputs', form);
    await take('2-results', form.locator('output').first());
  },
  async 'bingx-analyzer'(page, lang, take) {
    await open(page, '/tools/bingx-order-analyzer', lang);
    const analyzer = page.locator('section[data-module="order-analyzer"]');
    await take('1-before', analyzer);
    await analyzer.locator('input[type="file"]').setInputFiles(join(SAMPLES, lang === 'de' ? 'bingx-orders-de.xlsx' : 'bingx-orders-sample.xlsx'));
    await page.locator('section[data-module="order-analyzer"][data-state="ready"]').waitFor({ timeout: 30_000 });
    await take('2-report', analyzer);
  },
  async 'strategy-catalogue'(page, lang, take) {
    await open(page, '/strategies/overview', lang);
    await take('1-page');
    const catalogue = page.locator('[data-catalogue]');
    await catalogue.locator('input[type="search"]').first().fill(lang === 'de' ? 'Raster' : 'grid');
    await take('2-search', catalogue);
  },
  async 'newsletter-subscribe'(page, lang, take) {
    await open(page, '/newsletter', lang);
    const form = page.locator('main form[data-newsletter="subscribe"]');
    await form.locator('input[name="email"]').fill(`screens-${Date.now()}@example.com`);
    await form.locator('input[name="consent"]').check();
    await take('1-filled', form);
    await form.locator('button[type="submit"]').click();
    await form.locator('.newsletter-success:not(:empty)').waitFor({ timeout: 15_000 });
    await take('2-sent', form);
  },
};

async function main(): Promise<void> {
  if (args.includes('--build') || buildNeeded()) {
    console.log('building the site (npm run build) …');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'futureslab-screens-'));
  const port = await freePort();
  const server = await serve(port, dataDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const failed: string[] = [];
  let written = 0;
  try {
    for (const size of SIZES) {
      for (const lang of ['en', 'de'] as const) {
        const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: size.width, height: size.height }, locale: lang === 'de' ? 'de-DE' : 'en-US' });
        const dir = join(outDir, `${size.name}-${size.width}x${size.height}`, lang);
        mkdirSync(dir, { recursive: true });
        for (const [name, task] of Object.entries(TASKS)) {
          const page = await context.newPage();
          try {
            await task(page, lang, async (step, part) => {
              await shot(page, join(dir, `${name}-${step}.png`), part);
              written += 1;
            });
          } catch (error) {
            failed.push(`${size.name} ${lang} ${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          } finally {
            await page.close();
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`${written} screenshots in ${outDir}`);
  if (failed.length > 0) {
    console.error(`${failed.length} task(s) could not be finished:\n${failed.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
