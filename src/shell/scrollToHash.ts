import { hashTargetId } from '../ui/hashTargetId';

export interface ScrollToHashOptions {
  /** How long to keep looking for the element while a lazy page renders (default 2 s). */
  timeoutMs?: number;
  /** Injected for tests; `window.requestAnimationFrame` by default. */
  requestFrame?: (callback: () => void) => number;
  cancelFrame?: (handle: number) => void;
  now?: () => number;
}

/**
 * Scrolls to the element named by `hash` once it exists: pages and blocks load lazily, so it looks
 * again on every animation frame for up to `timeoutMs`. Returns a function that stops looking (call it
 * when the location changes again). Leaves the scroll position alone when the element never appears.
 */
export function scrollToHash(hash: string, options: ScrollToHashOptions = {}): () => void {
  const id = hashTargetId(hash);
  const requestFrame = options.requestFrame ?? ((cb: () => void) => window.requestAnimationFrame(cb));
  const cancelFrame = options.cancelFrame ?? ((handle: number) => window.cancelAnimationFrame(handle));
  const now = options.now ?? (() => performance.now());
  const deadline = now() + (options.timeoutMs ?? 2000);
  let handle: number | undefined;

  const attempt = () => {
    handle = undefined;
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView({ block: 'start', behavior: 'auto' });
      return;
    }
    if (id && now() < deadline) handle = requestFrame(attempt);
  };
  attempt();

  return () => {
    if (handle !== undefined) cancelFrame(handle);
    handle = undefined;
  };
}
