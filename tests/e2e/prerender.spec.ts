import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoPageSpecs } from '../../src/engine/build/repoSpecs';
import { expect, test, waitForHydration } from './fixtures';
import { LANGS, urlOf, type Lang } from './routeTable';

/**
 * The prerendered site: the build's files (read from dist/, as a static host would serve them), the
 * server's answers, and the browser hydrating the HTML. Routes and titles come from specs/ itself,
 * not from the build.
 */

const DIST = 'dist';

interface PageInfo {
  path: string;
  title: Record<Lang, string>;
  description: Record<Lang, string>;
}

const PAGES: PageInfo[] = repoPageSpecs().map(({ spec }) => ({
  path: spec.path,
  title: spec.title ?? (spec.catalogue as { label: Record<Lang, string> }).label,
  description: spec.description,
}));

const fileOf = (url: string) => join(DIST, url, 'index.html');
const htmlFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? (name === 'assets' ? [] : htmlFiles(file)) : name.endsWith('.html') ? [file] : [];
  });
/** Text as it stands in HTML: the characters React and the head writer escape. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test.describe('build output', () => {
  test('every route in both languages is a complete document: lang, h1, title, description, canonical, alternates', () => {
    expect(PAGES.length).toBeGreaterThan(40);
    for (const page of PAGES) {
      for (const lang of LANGS) {
        const url = urlOf(page.path, lang);
        const html = readFileSync(fileOf(url), 'utf8');
        const where = `${url}`;
        expect(html, where).toContain(`<html lang="${lang}">`);
        expect(html, where).toContain(`<title>${escaped(page.title[lang])} · FuturesLab</title>`);
        expect(html, where).toContain(`<meta name="description" content="${escaped(page.description[lang]).replace(/"/g, '&quot;')}" />`);
        expect(html, where).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${url.replace(/\//g, '\\/')}" />`));
        for (const hreflang of ['en', 'de', 'x-default']) expect(html, where).toContain(`<link rel="alternate" hreflang="${hreflang}"`);
        expect(html, where).toMatch(/<main id="main"[^>]*data-page="[^"]+"[\s\S]*<h1[^>]*>/);
        expect(html, where).toContain('<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList"');
        if (page.path.startsWith('/learn/')) expect(html, where).toMatch(/"@type":"Article"[^<]*"datePublished":"\d{4}-\d{2}-\d{2}"/);
        expect(html, where).toContain('<meta http-equiv="Content-Security-Policy"');
      }
    }
  });

  test('no HTML file has an inline script; the CSP meta allows no inline script', () => {
    const files = htmlFiles(DIST);
    expect(files.length).toBeGreaterThan(PAGES.length * 2);
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
        expect(tag.includes(' src=') || tag.includes('type="application/ld+json"'), `${relative(DIST, file)}: ${tag}`).toBe(true);
      }
      const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
      if (csp) expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    }
  });

  test('every page links the one stylesheet of the site, so no part is laid out before its styles arrive', () => {
    // A lazily loaded part with CSS of its own got its styles with its script, after the prerendered page had
    // been laid out: the page moved (the strategy catalogue by a layout shift of 0.22).
    const stylesheets = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.css'));
    expect(stylesheets).toHaveLength(1);
    for (const page of PAGES) {
      for (const lang of LANGS) {
        const links = readFileSync(fileOf(urlOf(page.path, lang)), 'utf8').match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        expect(links, urlOf(page.path, lang)).toEqual([`<link rel="stylesheet" crossorigin href="/assets/${stylesheets[0]}">`]);
      }
    }
  });

  test('the sitemap lists every route twice, robots.txt points at it, the not-found page exists in both languages', () => {
    const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname);
    expect(locs).toHaveLength(PAGES.length * 2);
    for (const page of PAGES) for (const lang of LANGS) expect(locs).toContain(urlOf(page.path, lang));
    expect(readFileSync(join(DIST, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    expect(readFileSync(join(DIST, '404.html'), 'utf8')).toContain('<html lang="en">');
    expect(readFileSync(join(DIST, 'de/404.html'), 'utf8')).toContain('<html lang="de">');
  });
});

test.describe('server', () => {
  test('a German URL answers German HTML in its first response', async ({ request }) => {
    const response = await request.get('/de/learn/liquidation-risk');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Liquidationsrisiko</h1>');
    expect(html).toContain('Erhaltungsmarge');
  });

  test('unknown paths get the not-found page with 404; the alias moves with 301; ?lng moves to the language URL', async ({ request }) => {
    const missing = await request.get('/no/such/page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('data-page="not-found"');
    const missingDe = await request.get('/de/gibt-es-nicht');
    expect(missingDe.status()).toBe(404);
    expect(await missingDe.text()).toContain('<html lang="de">');
    const alias = await request.get('/strategies/trend-follow', { maxRedirects: 0 });
    expect(alias.status()).toBe(301);
    expect(alias.headers().location).toBe('/strategies/trend-following');
    const lng = await request.get('/tools?lng=de', { maxRedirects: 0 });
    expect(lng.status()).toBe(302);
    expect(lng.headers().location).toBe('/de/tools');
  });
});

test.describe('browser', () => {
  // That hydration leaves no console warning or error is checked on every route in both languages by the
  // accessibility scan's route loop, and on the not-found page by routes.spec.ts; a mismatch fails any test
  // (fixtures.ts).

  test('a calculator answers input right after hydration, with the query read after hydrating', async ({ page }) => {
    await page.goto('/de/tools/liquidation');
    const form = page.locator('form[data-calc="liquidation"]');
    const before = await form.locator('output[name="liquidationPrice"]').getAttribute('data-value');
    await form.getByLabel('Hebel', { exact: true }).fill('50');
    await expect(form.locator('output[name="liquidationPrice"]')).not.toHaveAttribute('data-value', before ?? '');
    await page.goto('/tools/liquidation?liquidation.leverage=50');
    await expect(page.locator('form[data-calc="liquidation"] input[name="leverage"]')).toHaveValue('50');
  });

  test('a number typed and a side chosen before hydration count once the page has hydrated', async ({ page }) => {
    // What the calculator answers for 50x short, from a link that sets them.
    const reference = await page.context().newPage();
    await reference.goto('/tools/liquidation?liquidation.leverage=50&liquidation.side=short');
    await waitForHydration(reference);
    const referenceForm = reference.locator('form[data-calc="liquidation"]');
    await expect(referenceForm.locator('input[name="leverage"]')).toHaveValue('50');
    await expect(referenceForm.locator('input[name="side"][value="short"]')).toBeChecked();
    const expected = (await referenceForm.locator('output[name="liquidationPrice"]').getAttribute('data-value')) ?? 'missing';
    await reference.close();

    // The app's script is held back: the visitor works in the prerendered form meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const navigation = page.goto('/tools/liquidation');
    const form = page.locator('form[data-calc="liquidation"]');
    await form.locator('input[name="leverage"]').fill('50');
    await form.locator('input[name="side"][value="short"]').check();
    const prerendered = await form.locator('output[name="liquidationPrice"]').getAttribute('data-value');
    expect(prerendered).not.toBe(expected);
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    await navigation;
    await expect(form.locator('input[name="leverage"]')).toHaveValue('50');
    await expect(form.locator('input[name="side"][value="short"]')).toBeChecked();
    await expect(form.locator('output[name="liquidationPrice"]')).toHaveAttribute('data-value', expected);
  });

  test('with JavaScript off, a guide still shows its text and its calculator defaults', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/learn/liquidation-risk');
    await expect(page.locator('main h1')).toHaveText('Liquidation risk');
    await expect(page.locator('main')).toContainText('maintenance margin');
    await expect(page.locator('form[data-calc] output[data-value]').first()).toHaveAttribute('data-value', /^-?\d/);
    await context.close();
  });

  test('a remembered choice sends an English URL to the German page; a German URL stays German for an English browser', async ({ page, context }) => {
    await page.goto('/de/tools');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await context.addCookies([{ name: 'i18nextLng', value: 'de', domain: new URL(page.url()).hostname, path: '/' }]);
    await page.goto('/tools/liquidation');
    await expect(page).toHaveURL(/\/de\/tools\/liquidation$/);
    await expect(page.locator('main h1')).toHaveText('Liquidationsrechner');
  });

  test('internal links stay in the visitor language', async ({ page }) => {
    await page.goto('/de/tools');
    await waitForHydration(page);
    await page.locator('main a[href="/de/tools/liquidation"]').first().click();
    await expect(page).toHaveURL(/\/de\/tools\/liquidation$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
