import { expect, type Page } from './fixtures';

/** The links of a page's "On this page" list (a side column on the default 1280 px wide window). */
export const CONTENTS_LINKS = 'nav[data-toc] .toc-list a';

/**
 * A page's table of contents, used like a reader does: each link, clicked from the top of the page,
 * sets the URL hash and scrolls its section's heading into view (layout, which only a browser shows).
 * The links are visited from the last to the first, each from the top, so that every click needs a
 * real scroll. Which anchors exist, in both languages, is checked from the specs by the unit tests.
 */
export async function expectTableOfContentsScrolls(page: Page, links: string, minimum: number): Promise<void> {
  const hrefs = await page.locator(links).evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
  expect(hrefs.length, `links of ${links}`).toBeGreaterThanOrEqual(minimum);
  for (const href of [...hrefs].reverse()) {
    const { pathname, hash } = new URL(href, page.url());
    expect(hash, href).not.toBe('');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.locator(`${links}[href="${href}"]`).click();
    await expect
      .poll(
        () =>
          page.evaluate(({ path, id }) => {
            if (window.location.pathname !== path || window.location.hash !== `#${id}`) return `at ${window.location.pathname}${window.location.hash}`;
            const target = document.getElementById(id);
            // The heading of an anchor: the element itself when it is a heading, else the first heading inside it.
            const heading = target?.matches('h2, h3') ? target : target?.querySelector('h2, h3');
            if (!heading) return 'no heading';
            const box = heading.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight ? 'in view' : `at ${Math.round(box.top)} px`;
          }, { path: pathname, id: decodeURIComponent(hash.slice(1)) }),
        { message: `${href} scrolls its section's heading into view` },
      )
      .toBe('in view');
  }
}

/** The table of contents (at least `minimum` links) of the page at `path` scrolls in English, then in German (`/de` + path). */
export async function expectTableOfContentsScrollsInBothLanguages(page: Page, path: string, links: string, minimum: number): Promise<void> {
  await page.goto(path);
  await expectTableOfContentsScrolls(page, links, minimum);
  await page.goto(`/de${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expectTableOfContentsScrolls(page, links, minimum);
}
