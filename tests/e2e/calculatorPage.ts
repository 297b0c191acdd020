import { expect, waitForHydration, type Locator, type Page } from './fixtures';

/** Helpers that speak to a calculator as a user and the DOM contract do: by label, `form[data-calc]`, `output[data-value]`. */

export function calculator(page: Page, id: string): Locator {
  return page.locator(`form[data-calc="${id}"]`);
}

/** An output's raw `data-value` as a number; null when it is empty (not computable). */
export async function value(form: Locator, name: string): Promise<number | null> {
  const raw = await form.locator(`output[name="${name}"]`).getAttribute('data-value');
  return raw === null || raw === '' ? null : Number(raw);
}

/** Waits until the output equals `expected` to `digits` decimals (outputs update as the user types). */
export async function expectValue(form: Locator, name: string, expected: number, digits = 6): Promise<void> {
  await expect
    .poll(async () => {
      const got = await value(form, name);
      return got === null ? null : Math.abs(got - expected) < 10 ** -digits / 2 ? expected : got;
    })
    .toBe(expected);
}

export async function fill(form: Locator, label: string, text: string): Promise<void> {
  await form.getByLabel(label, { exact: true }).fill(text);
}

export async function choose(form: Locator, label: string): Promise<void> {
  await form.getByRole('radio', { name: label, exact: true }).check();
}

/** Opens a page (hydrated, also in a page of a context the test made itself) and fails on any uncaught page error. */
export async function gotoPage(page: Page, path: string): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('main[data-page]')).toBeVisible();
  expect(errors).toEqual([]);
}

/** A calculator's status element (`data-status="ok|warn|danger"`). */
export function statusOf(form: Locator): Locator {
  return form.locator('[data-status]');
}

/** Opens a written strategy page in a language: its `<main>`, not the coming-soon template, with the right `<html lang>`. */
export async function openStrategyPage(page: Page, path: string, id: string, lang: 'en' | 'de'): Promise<void> {
  await gotoPage(page, lang === 'en' ? path : `/de${path}`);
  const main = page.locator(`main[data-page="${id}"]`);
  await expect(main).toBeVisible();
  await expect(main).not.toHaveAttribute('data-soon', '');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}
