import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Download, Locator, Page, Request, Route } from '@playwright/test';

/** Waits until React has hydrated the prerendered page (`<html data-hydrated>`): before that, the HTML shows but does not answer input. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** React's production messages for a hydration that did not match the prerendered HTML. */
const HYDRATION_ERROR = /Minified React error #(418|419|423|425)\b|hydrat/i;

/**
 * Playwright's `test` whose `page.goto` and `page.reload` return once the page is hydrated, so a
 * test acts on the live page as a user would, not on the prerendered HTML that has not started yet.
 * Any hydration mismatch during the test fails it.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) hydrationErrors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      if (HYDRATION_ERROR.test(error.message)) hydrationErrors.push(`${page.url()}: ${error.message}`);
    });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForHydration(page);
      return response;
    };
    await provide(page);
    if (hydrationErrors.length > 0) throw new Error(`hydration did not match the prerendered HTML:\n${hydrationErrors.join('\n')}`);
  },
});
