import { useSyncExternalStore } from 'react';

/** Below this width the report's wide tables change shape (the trades table shows its key columns, the hour heatmap stands upright). */
const QUERY = '(max-width: 40rem)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const mq = mediaQuery();
  if (!mq) return () => {};
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/** True on a phone-sized screen (at most 40rem wide); follows rotation and resizing. False on the server. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
