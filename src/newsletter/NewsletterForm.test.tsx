// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './NewsletterForm';
import { renderWithNewsletter } from './renderWithNewsletter.testHelper';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const submitButton = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const emailInput = () => screen.getByLabelText(/email address|e-mail-adresse/i) as HTMLInputElement;

function fillSubscribe(email = 'anna@example.com') {
  fireEvent.change(emailInput(), { target: { value: email } });
  fireEvent.click(screen.getByRole('checkbox'));
}

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url, init, body: JSON.parse(String(init?.body)) as unknown };
}

describe('NewsletterForm', () => {
  it('keeps the button disabled until a valid address is typed and consent is ticked', () => {
    renderWithNewsletter(<NewsletterForm variant="tabs" />);
    const button = submitButton('Subscribe');
    const email = emailInput();
    expect(email.type).toBe('email');
    expect(email.name).toBe('email');
    expect(button.disabled).toBe(true);
    fireEvent.change(email, { target: { value: 'anna@' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(email, { target: { value: 'anna@example.com' } });
    expect(button.disabled).toBe(true);
    const consent = screen.getByRole('checkbox', { name: /privacy policy/ }) as HTMLInputElement;
    expect(consent.name).toBe('consent');
    fireEvent.click(consent);
    expect(button.disabled).toBe(false);
    fireEvent.change(email, { target: { value: 'anna@example' } });
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy');
  });

  it('says next to the field why the button is disabled: an incomplete address, then the missing consent', () => {
    renderWithNewsletter(<NewsletterForm variant="tabs" />);
    const button = submitButton('Subscribe');
    const email = emailInput();
    const reason = () => document.querySelector('[data-reason]');
    expect(reason()).toBeNull();
    expect(email.getAttribute('aria-describedby')).toBeNull();

    fireEvent.change(email, { target: { value: 'anna@example' } });
    expect(reason()?.textContent).toBe('Enter a complete email address, such as you@example.com.');
    expect(email.getAttribute('aria-describedby')).toBe(reason()?.id);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe(reason()?.id);

    fireEvent.change(email, { target: { value: 'anna@example.com' } });
    expect(reason()?.textContent).toBe('Tick the consent box above to subscribe.');
    expect(email.getAttribute('aria-describedby')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBe(reason()?.id);

    fireEvent.click(screen.getByRole('checkbox'));
    expect(reason()).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
    expect(button.disabled).toBe(false);

    // Unsubscribing needs no consent: only the address can be the reason.
    fireEvent.click(screen.getByRole('tab', { name: 'Unsubscribe' }));
    expect(reason()).toBeNull();
  });

  it('gives the reason in German', () => {
    renderWithNewsletter(<NewsletterForm variant="compact" />, { lang: 'de' });
    fireEvent.change(emailInput(), { target: { value: 'anna@' } });
    expect(document.querySelector('[data-reason]')?.textContent).toBe('Gib eine vollständige E-Mail-Adresse ein, zum Beispiel du@beispiel.de.');
    fireEvent.change(emailInput(), { target: { value: 'anna@example.de' } });
    expect(document.querySelector('[data-reason]')?.textContent).toBe('Setz oben das Häkchen bei der Einwilligung, um zu abonnieren.');
  });

  it("says 'Please wait…' while working, then the confirmation-sent message, and posts { email, locale, consent }", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithNewsletter(<NewsletterForm variant="tabs" />);
    fillSubscribe();
    fireEvent.click(submitButton('Subscribe'));
    const working = submitButton('Please wait…');
    expect(working.disabled).toBe(true);
    expect(screen.getByRole('tabpanel').querySelector('form')?.getAttribute('aria-busy')).toBe('true');

    const { url, init, body } = lastRequest();
    expect(url).toBe('/newsletter/subscribe');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(body).toEqual({ email: 'anna@example.com', locale: 'en', consent: true });

    await act(async () => answer(new Response(null, { status: 202 })));
    expect(screen.getByRole('status').textContent).toBe(
      'A confirmation link is on its way to anna@example.com. It expires in 48 hours: open it to finish subscribing.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(emailInput().value).toBe('');
    expect(submitButton('Subscribe').disabled).toBe(true);
  });

  it('shows the failure message on a 500 and keeps the address and the consent', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    renderWithNewsletter(<NewsletterForm variant="tabs" />);
    fillSubscribe();
    fireEvent.click(submitButton('Subscribe'));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again later.');
    expect(emailInput().value).toBe('anna@example.com');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(submitButton('Subscribe').disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('treats a network failure as failure and keeps the address', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithNewsletter(<NewsletterForm variant="tabs" />);
    fillSubscribe('jana@example.de');
    fireEvent.click(submitButton('Subscribe'));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again later.');
    expect(emailInput().value).toBe('jana@example.de');
  });

  it('unsubscribes with { email, locale } and no consent box', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 202 }));
    renderWithNewsletter(<NewsletterForm variant="tabs" />);
    fireEvent.change(emailInput(), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Unsubscribe' }));
    expect(screen.getByRole('tab', { name: 'Unsubscribe' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(emailInput().value).toBe('anna@example.com');
    fireEvent.click(submitButton('Unsubscribe'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe("If the address is subscribed, we've sent you an email with an unsubscribe link."));
    const { url, body } = lastRequest();
    expect(url).toBe('/newsletter/unsubscribe');
    expect(body).toEqual({ email: 'anna@example.com', locale: 'en' });
  });

  it('follows the ARIA tabs pattern with arrow keys, Home and End', () => {
    renderWithNewsletter(<NewsletterForm variant="tabs" />);
    const [subscribeTab, unsubscribeTab] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement];
    const panel = screen.getByRole('tabpanel');
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Newsletter');
    expect(subscribeTab.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(subscribeTab.id);
    expect(subscribeTab.tabIndex).toBe(0);
    expect(unsubscribeTab.tabIndex).toBe(-1);

    subscribeTab.focus();
    fireEvent.keyDown(subscribeTab, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(unsubscribeTab);
    expect(unsubscribeTab.getAttribute('aria-selected')).toBe('true');
    expect(panel.getAttribute('aria-labelledby')).toBe(unsubscribeTab.id);
    fireEvent.keyDown(unsubscribeTab, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(subscribeTab);
    fireEvent.keyDown(subscribeTab, { key: 'End' });
    expect(document.activeElement).toBe(unsubscribeTab);
    fireEvent.keyDown(unsubscribeTab, { key: 'Home' });
    expect(subscribeTab.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(subscribeTab, { key: 'ArrowLeft' });
    expect(unsubscribeTab.getAttribute('aria-selected')).toBe('true');
  });

  it('speaks German and sends locale de', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithNewsletter(<NewsletterForm variant="tabs" />, { lang: 'de' });
    expect(screen.getByLabelText('E-Mail-Adresse')).toBeTruthy();
    fillSubscribe();
    fireEvent.click(submitButton('Abonnieren'));
    expect(submitButton('Bitte warten…').disabled).toBe(true);
    expect(lastRequest().body).toEqual({ email: 'anna@example.com', locale: 'de', consent: true });
    await act(async () => answer(new Response(null, { status: 500 })));
    expect(screen.getByRole('alert').textContent).toBe('Etwas ist schiefgelaufen. Bitte versuche es später erneut.');
    fireEvent.click(submitButton('Abonnieren'));
    await act(async () => answer(new Response(null, { status: 202 })));
    expect(screen.getByRole('status').textContent).toBe(
      'Ein Bestätigungslink ist unterwegs an anna@example.com. Er läuft in 48 Stunden ab: Öffne ihn, um dein Abo abzuschließen.',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Abmelden' }));
    fireEvent.change(emailInput(), { target: { value: 'anna@example.com' } });
    fireEvent.click(submitButton('Abmelden'));
    await act(async () => answer(new Response(null, { status: 202 })));
    expect(screen.getByRole('status').textContent).toBe('Falls die Adresse angemeldet ist, haben wir dir eine E-Mail mit einem Abmeldelink geschickt.');
  });

  it('shows the outcome of a confirmation link', () => {
    renderWithNewsletter(<NewsletterForm variant="tabs" />, { path: '/newsletter?confirmed=1' });
    expect(screen.getByText('Your subscription is confirmed.').getAttribute('role')).toBe('status');
    cleanup();
    renderWithNewsletter(<NewsletterForm variant="tabs" />, { path: '/newsletter?confirmed=0' });
    expect(screen.getByRole('alert').textContent).toBe('This confirmation link is invalid or has expired. Please subscribe again.');
    cleanup();
    renderWithNewsletter(<NewsletterForm variant="tabs" />, { path: '/newsletter?confirmed=already' });
    expect(screen.getByText('Your subscription is already confirmed. There is nothing more to do.').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    renderWithNewsletter(<NewsletterForm variant="tabs" />, { path: '/newsletter?confirmed=already', lang: 'de' });
    expect(screen.getByText('Dein Abo ist bereits bestätigt. Du musst nichts weiter tun.').getAttribute('role')).toBe('status');
    cleanup();
    renderWithNewsletter(<NewsletterForm variant="compact" />, { path: '/newsletter?confirmed=1' });
    expect(screen.queryByText('Your subscription is confirmed.')).toBeNull();
  });

  it('compact: subscribe only, with its own accessible name', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 202 }));
    renderWithNewsletter(<NewsletterForm variant="compact" />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('form', { name: 'Subscribe to the newsletter' })).toBeTruthy();
    fillSubscribe();
    fireEvent.click(submitButton('Subscribe'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^A confirmation link is on its way to anna@example\.com\./));
    expect(lastRequest().body).toEqual({ email: 'anna@example.com', locale: 'en', consent: true });
  });

  it('gives two forms on one page distinct ids', () => {
    renderWithNewsletter(
      <>
        <NewsletterForm variant="tabs" />
        <NewsletterForm variant="compact" />
      </>,
    );
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
  });
});
