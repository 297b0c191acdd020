import { expect, test, type Locator } from './fixtures';
import { gotoPage } from './calculatorPage';

/**
 * /tools: all nine tools, the order analyzer first, one line of purpose each, Pro and
 * Analyzer badges, and every card's link leads to the tool's own page.
 */

const TOOLS = [
  { path: '/tools/bingx-order-analyzer', title: 'BingX order analyzer', badge: 'Analyzer' },
  { path: '/tools/liquidation', title: 'Liquidation calculator', badge: null },
  { path: '/tools/liquidation-pro', title: 'Liquidation Pro', badge: 'Pro' },
  { path: '/tools/target-price', title: 'Target price', badge: null },
  { path: '/tools/target-price-pro', title: 'Target price Pro', badge: 'Pro' },
  { path: '/tools/position-margin-pro', title: 'Position & margin Pro', badge: 'Pro' },
  { path: '/tools/roi-pnl-pro', title: 'ROI & PnL Pro', badge: 'Pro' },
  { path: '/tools/performance-calculator-pro', title: 'Performance calculator Pro', badge: 'Pro' },
  { path: '/tools/size-pro', title: 'Size tool Pro', badge: 'Pro' },
] as const;

function cards(page: import('@playwright/test').Page): Locator {
  return page.locator('main[data-page="tools"] li.card');
}

test('lists the nine tools, the analyzer first, with badges and one line of purpose', async ({ page }) => {
  await gotoPage(page, '/tools');
  await expect(cards(page)).toHaveCount(TOOLS.length);
  for (const [index, tool] of TOOLS.entries()) {
    const card = cards(page).nth(index);
    await expect(card.locator('.card-title')).toHaveText(tool.title);
    if (tool.badge) await expect(card.locator('.badge')).toHaveText(tool.badge);
    else await expect(card.locator('.badge')).toHaveCount(0);
    const purpose = (await card.locator('.card-text').innerText()).trim();
    expect(purpose.length, `${tool.title} has a purpose line`).toBeGreaterThan(20);
    expect(purpose.split(/(?<=[.!?])\s+/).length, `${tool.title}: one sentence`).toBe(1);
    await expect(card.locator(`a[href="${tool.path}"]`)).toBeVisible();
  }
});

test('the calculators open from the overview as working calculators', async ({ page }) => {
  for (const tool of TOOLS.filter((t) => !['/tools/bingx-order-analyzer', '/tools/performance-calculator-pro'].includes(t.path))) {
    await gotoPage(page, '/tools');
    await cards(page).locator(`a[href="${tool.path}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${tool.path}$`));
    await expect(page.locator('main[data-page] form[data-calc]').first()).toBeVisible();
    await expect(page.locator('main[data-page] [data-nfa]')).toBeVisible();
  }
});

test('German overview keeps the order and the badges', async ({ page }) => {
  await gotoPage(page, '/tools?lng=de');
  await expect(cards(page)).toHaveCount(TOOLS.length);
  await expect(cards(page).first().locator('.card-title')).toHaveText('BingX-Order-Analyzer');
  await expect(cards(page).nth(2).locator('.badge')).toHaveText('Pro');
});
