import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Lighthouse (mobile defaults: simulated slow 4G and a 4× slower CPU) over the routes that matter most, in both
 * languages, against the built site served by the project's own server. Lighthouse 12 is the last line that
 * runs on Node 20; npx fetches it from the registry on the first run, so it is not a project dependency.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const PATHS = ['/', '/learn/liquidation-risk', '/tools/liquidation', '/tools/bingx-order-analyzer', '/strategies/overview'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Performance at least 95, every other category 100. */
const MINIMUM: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/** One Lighthouse run; a second try when Chromium's trace fails to record (Lighthouse's NO_NAVSTART, seen on busy machines). */
function runLighthouse(url: string, output: string): void {
  const args = ['-y', LIGHTHOUSE, url, `--chrome-path=${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`, '--chrome-flags=--headless=new --no-sandbox --disable-gpu', '--output=json', `--output-path=${output}`, `--only-categories=${CATEGORIES.join(',')}`, '--quiet'];
  try {
    execFileSync('npx', args, { stdio: 'inherit' });
  } catch {
    execFileSync('npx', args, { stdio: 'inherit' });
  }
}

export function benchLighthouse(base: string): { ok: boolean; rows: string[][]; header: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const rows: string[][] = [];
  let ok = true;
  for (const path of PATHS.flatMap((sitePath) => [sitePath, sitePath === '/' ? '/de/' : `/de${sitePath}`])) {
    const output = join(dir, `${rows.length}.json`);
    runLighthouse(base + path, output);
    const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
    const scores = CATEGORIES.map((category) => Math.round((report.categories[category]?.score ?? 0) * 100));
    const passed = CATEGORIES.every((category, i) => (scores[i] as number) >= MINIMUM[category]);
    ok &&= passed;
    const lcp = report.audits['largest-contentful-paint']?.numericValue ?? NaN;
    const tbt = report.audits['total-blocking-time']?.numericValue ?? NaN;
    const cls = report.audits['cumulative-layout-shift']?.numericValue ?? NaN;
    rows.push([path, ...scores.map(String), (lcp / 1000).toFixed(2), tbt.toFixed(0), cls.toFixed(3), passed ? 'ok' : 'BELOW']);
  }
  return { ok, rows, header: ['route', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'result'] };
}
