import type { BrowserContext } from '@playwright/test';
import config from '../../playwright.config';
import { test as base } from './fixtures';

export { expect } from './fixtures';
export type { Download, Locator, Page } from './fixtures';

/**
 * Options for `expect.poll` that look again soon: an output follows typing within a frame or two, and the default
 * first pause of 100 ms, taken on every poll that misses once, added seconds to the tests.
 */
export const QUICK_POLL = { intervals: [16, 32, 64, 128, 250, 500] };

/**
 * The tests of ./fixtures.ts in one browser context per worker instead of one per test: the site's scripts
 * are then fetched and compiled once per worker, not once per test (about a second of every test's first
 * page load). Each test starts without cookies and ends with its pages closed. The language a page shows
 * depends on its path alone as long as no test picks a language (with `?lng=` or the language switcher,
 * which would store the choice): tests that do need a context of their own (./fixtures.ts).
 */
export const test = base.extend<object, { warmContext: BrowserContext }>({
  warmContext: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ baseURL: config.use?.baseURL, locale: config.use?.locale });
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ warmContext }, provide) => {
    await warmContext.clearCookies();
    await provide(warmContext);
    for (const page of warmContext.pages()) await page.close();
  },
});
