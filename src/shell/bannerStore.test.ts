// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshStore() {
  vi.resetModules();
  return import('./bannerStore');
}

describe('bannerStore', () => {
  beforeEach(() => localStorage.clear());

  it('is not dismissed at first', async () => {
    const store = await freshStore();
    expect(store.bannerDismissedSnapshot()).toBe(false);
  });

  it('remembers a dismissal under footer-info-dismissed and notifies this tab', async () => {
    const store = await freshStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribeBanner(listener);
    store.dismissBanner();
    expect(localStorage.getItem('footer-info-dismissed')).toBe('true');
    expect(store.bannerDismissedSnapshot()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('reads a dismissal stored earlier (reload)', async () => {
    localStorage.setItem('footer-info-dismissed', 'true');
    const store = await freshStore();
    expect(store.isBannerDismissed()).toBe(true);
  });

  it('hears a dismissal from another tab through the storage event', async () => {
    const store = await freshStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribeBanner(listener);
    localStorage.setItem('footer-info-dismissed', 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: 'footer-info-dismissed', newValue: 'true' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: 'x' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.bannerDismissedSnapshot()).toBe(true);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'footer-info-dismissed', newValue: 'true' }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
