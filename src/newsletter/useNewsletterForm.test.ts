// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNewsletterForm, type NewsletterApi, type NewsletterMode } from './useNewsletterForm';

function deferred() {
  let resolve: (ok: boolean) => void = () => {};
  const promise = new Promise<boolean>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function setup(mode: NewsletterMode = 'subscribe', answer: () => Promise<boolean> = async () => true) {
  const api = { subscribe: vi.fn(answer), unsubscribe: vi.fn(answer) } satisfies NewsletterApi;
  const hook = renderHook(({ m }) => useNewsletterForm(m, 'de', api), { initialProps: { m: mode } });
  return { api, hook };
}

describe('useNewsletterForm', () => {
  it('can submit only with a valid address and, to subscribe, consent', () => {
    const { hook } = setup();
    expect(hook.result.current.canSubmit).toBe(false);
    act(() => hook.result.current.setEmail('anna@example'));
    expect(hook.result.current.canSubmit).toBe(false);
    act(() => hook.result.current.setEmail(' anna@example.com '));
    expect(hook.result.current.canSubmit).toBe(false);
    act(() => hook.result.current.setConsent(true));
    expect(hook.result.current.canSubmit).toBe(true);
    hook.rerender({ m: 'unsubscribe' });
    act(() => hook.result.current.setConsent(false));
    expect(hook.result.current.canSubmit).toBe(true);
  });

  it('goes idle → working → success, sends the trimmed address with the language, and clears the fields', async () => {
    const answer = deferred();
    const { api, hook } = setup('subscribe', () => answer.promise);
    act(() => {
      hook.result.current.setEmail(' anna@example.com');
      hook.result.current.setConsent(true);
    });
    expect(hook.result.current.status).toBe('idle');
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = hook.result.current.submit();
    });
    expect(hook.result.current.status).toBe('working');
    expect(hook.result.current.canSubmit).toBe(false);
    await act(async () => {
      answer.resolve(true);
      await done;
    });
    expect(api.subscribe).toHaveBeenCalledWith({ email: 'anna@example.com', locale: 'de', consent: true });
    expect(hook.result.current.status).toBe('success');
    expect(hook.result.current.email).toBe('');
    expect(hook.result.current.consent).toBe(false);
  });

  it('keeps what was typed on failure', async () => {
    const { hook } = setup('subscribe', async () => false);
    act(() => {
      hook.result.current.setEmail('anna@example.com');
      hook.result.current.setConsent(true);
    });
    await act(() => hook.result.current.submit());
    expect(hook.result.current.status).toBe('error');
    expect(hook.result.current.email).toBe('anna@example.com');
    expect(hook.result.current.consent).toBe(true);
    expect(hook.result.current.canSubmit).toBe(true);
  });

  it('sends { email, locale } to unsubscribe and shows each mode its own result', async () => {
    const { api, hook } = setup('unsubscribe');
    act(() => hook.result.current.setEmail('anna@example.com'));
    await act(() => hook.result.current.submit());
    expect(api.unsubscribe).toHaveBeenCalledWith({ email: 'anna@example.com', locale: 'de' });
    expect(api.subscribe).not.toHaveBeenCalled();
    expect(hook.result.current.status).toBe('success');
    hook.rerender({ m: 'subscribe' });
    expect(hook.result.current.status).toBe('idle');
  });

  it('does not send twice on a double click', async () => {
    const answer = deferred();
    const { api, hook } = setup('unsubscribe', () => answer.promise);
    act(() => hook.result.current.setEmail('anna@example.com'));
    const submit = hook.result.current.submit;
    await act(async () => {
      const first = submit();
      const second = submit();
      answer.resolve(true);
      await Promise.all([first, second]);
    });
    expect(api.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
