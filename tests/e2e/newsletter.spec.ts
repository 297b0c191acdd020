import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page, type Request, type Route } from './fixtures';

/** Where `node server/serve.mjs --data-dir .e2e-data` (playwright.config.ts) writes its mails. */
const OUTBOX = fileURLToPath(new URL('../../.e2e-data/outbox/', import.meta.url));

/** The footer carries a compact form too: everything here happens inside the page's <main>. */
async function openNewsletter(page: Page, query = ''): Promise<Locator> {
  await page.goto(`/newsletter${query}`);
  const main = page.locator('main[data-page]');
  await expect(main.getByRole('tablist')).toBeVisible();
  return main;
}

/** A stub for one endpoint that records each request and answers only when told to. */
async function stub(page: Page, endpoint: 'subscribe' | 'unsubscribe', answer: (route: Route) => Promise<void>) {
  const requests: Request[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let gated = false;
  await page.route(`**/newsletter/${endpoint}`, async (route) => {
    requests.push(route.request());
    if (gated) await gate;
    await answer(route);
  });
  return {
    requests,
    /** Hold the answer until `release()`. */
    hold() {
      gated = true;
      return release;
    },
  };
}

const accepted = (route: Route) => route.fulfill({ status: 202, contentType: 'application/json', body: '{"ok":true}' });

test.describe('/newsletter against a stubbed endpoint', () => {
  test('subscribe: disabled until email and consent, "Please wait…", then the confirmation text; payload { email, locale, consent }', async ({ page }) => {
    const endpoint = await stub(page, 'subscribe', accepted);
    const release = endpoint.hold();
    const main = await openNewsletter(page);
    const button = main.getByRole('button', { name: 'Subscribe', exact: true });
    const email = main.getByLabel('Email address');
    const consent = main.getByRole('checkbox', { name: /privacy policy/ });

    await expect(main.getByRole('tab', { name: 'Subscribe', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(button).toBeDisabled();
    await email.fill('anna@example');
    await expect(button).toBeDisabled();
    await email.fill('anna@example.com');
    await expect(button).toBeDisabled();
    await consent.check();
    await expect(button).toBeEnabled();
    // The page's own privacy note links /privacy too: check the consent label's link.
    const subscribePanel = main.getByRole('tabpanel', { name: 'Subscribe' });
    await expect(subscribePanel.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');

    await button.click();
    const working = main.getByRole('button', { name: 'Please wait…' });
    await expect(working).toBeVisible();
    await expect(working).toBeDisabled();
    release();
    await expect(main.getByRole('status')).toHaveText('A confirmation link is on its way to anna@example.com. It expires in 48 hours: open it to finish subscribing.');
    await expect(main.getByRole('alert')).toHaveCount(0);

    expect(endpoint.requests).toHaveLength(1);
    const request = endpoint.requests[0]!;
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toBe('application/json');
    expect(request.postDataJSON()).toEqual({ email: 'anna@example.com', locale: 'en', consent: true });
  });

  test('a 500 answer shows the failure text and keeps the email', async ({ page }) => {
    await stub(page, 'subscribe', (route) => route.fulfill({ status: 500, body: 'boom' }));
    const main = await openNewsletter(page);
    await main.getByLabel('Email address').fill('anna@example.com');
    await main.getByRole('checkbox', { name: /privacy policy/ }).check();
    await main.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(main.getByRole('alert')).toHaveText('Something went wrong. Please try again later.');
    await expect(main.getByLabel('Email address')).toHaveValue('anna@example.com');
    await expect(main.getByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
    await expect(main.getByRole('button', { name: 'Subscribe', exact: true })).toBeEnabled();
  });

  test('a network failure (aborted request) shows the failure text and keeps the email', async ({ page }) => {
    await stub(page, 'subscribe', (route) => route.abort('failed'));
    const main = await openNewsletter(page);
    await main.getByLabel('Email address').fill('jana@example.de');
    await main.getByRole('checkbox', { name: /privacy policy/ }).check();
    await main.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(main.getByRole('alert')).toHaveText('Something went wrong. Please try again later.');
    await expect(main.getByLabel('Email address')).toHaveValue('jana@example.de');
  });

  test('unsubscribe tab: keyboard-operable tabs, payload { email, locale } and its message', async ({ page }) => {
    const endpoint = await stub(page, 'unsubscribe', accepted);
    const main = await openNewsletter(page);
    await main.getByRole('tab', { name: 'Subscribe', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    const tab = main.getByRole('tab', { name: 'Unsubscribe' });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id')) ?? '');
    await expect(main.getByRole('checkbox')).toHaveCount(0);

    const button = main.getByRole('button', { name: 'Unsubscribe' });
    await expect(button).toBeDisabled();
    await main.getByLabel('Email address').fill('anna@example.com');
    await button.click();
    await expect(main.getByRole('status')).toHaveText("If the address is subscribed, we've sent you an email with an unsubscribe link.");
    expect(endpoint.requests.map((request) => request.postDataJSON())).toEqual([{ email: 'anna@example.com', locale: 'en' }]);
  });

  test('German texts with ?lng=de and locale de in the payload', async ({ page }) => {
    const endpoint = await stub(page, 'subscribe', accepted);
    const release = endpoint.hold();
    const main = await openNewsletter(page, '?lng=de');
    await expect(main.getByRole('tab', { name: 'Abonnieren' })).toBeVisible();
    await main.getByLabel('E-Mail-Adresse').fill('jana@example.de');
    await main.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await main.getByRole('button', { name: 'Abonnieren' }).click();
    await expect(main.getByRole('button', { name: 'Bitte warten…' })).toBeDisabled();
    release();
    await expect(main.getByRole('status')).toHaveText(/^Ein Bestätigungslink ist unterwegs an jana@example\.de\./);
    expect(endpoint.requests[0]?.postDataJSON()).toEqual({ email: 'jana@example.de', locale: 'de', consent: true });

    await stub(page, 'unsubscribe', (route) => route.fulfill({ status: 503 }));
    await main.getByRole('tab', { name: 'Abmelden' }).click();
    await main.getByLabel('E-Mail-Adresse').fill('jana@example.de');
    await main.getByRole('button', { name: 'Abmelden' }).click();
    await expect(main.getByRole('alert')).toHaveText('Etwas ist schiefgelaufen. Bitte versuche es später erneut.');
    await page.unroute('**/newsletter/unsubscribe');
    await stub(page, 'unsubscribe', accepted);
    await main.getByRole('button', { name: 'Abmelden' }).click();
    await expect(main.getByRole('status')).toHaveText('Falls die Adresse angemeldet ist, haben wir dir eine E-Mail mit einem Abmeldelink geschickt.');
  });

  test('renders without console errors or CSP violations', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`));
    });
    const main = await openNewsletter(page);
    await main.getByLabel('Email address').fill('anna@example.com');
    await main.getByRole('tab', { name: 'Unsubscribe' }).click();
    await openNewsletter(page, '?lng=de');
    expect(problems).toEqual([]);
  });

  test('shows the outcome of a confirmation link at the top of the page, on a phone above the privacy banner', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    let main = await openNewsletter(page, '?confirmed=1');
    const notice = main.getByText('Your subscription is confirmed.');
    await expect(notice).toBeInViewport();
    const noticeBox = await notice.boundingBox();
    const bannerBox = await page.locator('[data-banner="footer-info"]').boundingBox();
    expect(noticeBox && bannerBox && noticeBox.y + noticeBox.height).toBeLessThan(bannerBox?.y ?? 0);
    main = await openNewsletter(page, '?confirmed=0');
    await expect(main.getByRole('alert')).toHaveText('This confirmation link is invalid or has expired. Please subscribe again.');
  });
});

test('the real embedded service: a mailed link confirms; the unsubscribe tab mails a link whose button unsubscribes (a form post under the CSP)', async ({ page }) => {
  const address = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  let main = await openNewsletter(page);
  await main.getByLabel('Email address').fill(address);
  await main.getByRole('checkbox', { name: /privacy policy/ }).check();
  const response = page.waitForResponse((r) => r.url().endsWith('/newsletter/subscribe') && r.request().method() === 'POST');
  await main.getByRole('button', { name: 'Subscribe', exact: true }).click();
  expect((await response).status()).toBe(202);
  await expect(main.getByRole('status')).toContainText(`A confirmation link is on its way to ${address}.`);

  /** The path of the first link of this shape in a mail to the address in .e2e-data/outbox/. */
  const mailedLink = async (shape: RegExp): Promise<string | null> => {
    const names = await readdir(OUTBOX).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.eml'))) {
      const text = await readFile(`${OUTBOX}${name}`, 'utf8');
      const link = text.includes(`To: ${address}`) ? shape.exec(text)?.[1] : undefined;
      if (link) return link;
    }
    return null;
  };
  const confirmLink = /https?:\/\/\S+(\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43})/;
  await expect.poll(() => mailedLink(confirmLink), { timeout: 10_000 }).not.toBeNull();
  await page.goto((await mailedLink(confirmLink))!);
  await expect(page).toHaveURL(/\/newsletter\?confirmed=1$/);
  await expect(page.locator('main[data-page]').getByText('Your subscription is confirmed.')).toBeVisible();
  // The same link opened again: the subscription is already confirmed.
  await page.goto((await mailedLink(confirmLink))!);
  await expect(page).toHaveURL(/\/newsletter\?confirmed=already$/);
  await expect(page.locator('main[data-page]').getByText(/^Your subscription is already confirmed\./)).toBeVisible();

  main = await openNewsletter(page);
  await main.getByRole('tab', { name: 'Unsubscribe' }).click();
  await main.getByLabel('Email address').fill(address);
  await main.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(main.getByRole('status')).toHaveText("If the address is subscribed, we've sent you an email with an unsubscribe link.");
  const unsubscribeLink = /https?:\/\/\S+(\/newsletter\/one-click-unsubscribe\?token=\d+\.[A-Za-z0-9_-]{22})/;
  await expect.poll(() => mailedLink(unsubscribeLink), { timeout: 10_000 }).not.toBeNull();
  // The link's page is the server's own small HTML page, not the app: a plain tab, no hydration to wait for.
  const linkPage = await page.context().newPage();
  await linkPage.goto((await mailedLink(unsubscribeLink))!);
  await linkPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(linkPage.locator('body')).toContainText('You have been unsubscribed.');
});
