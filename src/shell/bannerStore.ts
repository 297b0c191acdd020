/** The local-storage key that remembers a dismissed info banner (listed on /privacy). */
export const BANNER_STORAGE_KEY = 'footer-info-dismissed';

/** Local storage, or `undefined` where it is unavailable (blocked cookies, private modes, tests). */
function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Whether the visitor dismissed the info banner (in this tab or another). */
export function isBannerDismissed(): boolean {
  try {
    return storage()?.getItem(BANNER_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

const listeners = new Set<() => void>();
/** Set when storage refused the write, so the banner still stays hidden in this page view. */
let dismissedThisView = false;

/** Remembers the dismissal and tells this tab's subscribers; other tabs learn it from the `storage` event. */
export function dismissBanner(): void {
  try {
    storage()?.setItem(BANNER_STORAGE_KEY, 'true');
  } catch {
    // Storage full or blocked: the banner still hides for this page view.
  }
  dismissedThisView = true;
  for (const listener of listeners) listener();
}

/** Snapshot for `useSyncExternalStore`: dismissed in storage, or at least in this page view. */
export function bannerDismissedSnapshot(): boolean {
  return dismissedThisView || isBannerDismissed();
}

/**
 * Subscribes to dismissals in this tab and in other tabs of the same origin (the `storage` event fires
 * in every other tab when one of them writes the key). Returns the unsubscribe function.
 */
export function subscribeBanner(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === BANNER_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
