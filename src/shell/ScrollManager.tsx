import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { scrollToHash } from './scrollToHash';

/**
 * Scrolls on navigation: to the element named by the URL hash once it has rendered (pages load
 * lazily), otherwise to the top. Changes of the query alone (calculators mirror their inputs into it)
 * keep the position. Sets `history.scrollRestoration = 'manual'` so the browser does not fight it.
 * Keeps the focused element clear of the sticky header and info banner.
 */
export default function ScrollManager() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    document.addEventListener('focusin', keepFocusInView);
    return () => document.removeEventListener('focusin', keepFocusInView);
  }, []);

  useEffect(() => {
    const initial = first.current;
    first.current = false;
    if (hash && hash !== '#') return scrollToHash(hash);
    if (!initial) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  }, [pathname, hash]);

  return null;
}

/**
 * Brings a focused element out from under the sticky header or the info banner. Browsers scroll focus
 * into view only when it is off screen, not when a sticky bar covers it; `scrollIntoView` honours the
 * page's scroll-padding, which keeps the header's and the banner's height free.
 */
function keepFocusInView(event: FocusEvent): void {
  const element = event.target;
  if (!(element instanceof HTMLElement) || element.closest('header.site-header, .info-banner')) return;
  // After the browser's own scrolling to the focused element, which comes after the focus event.
  requestAnimationFrame(() => {
    if (document.activeElement !== element) return;
    const box = element.getBoundingClientRect();
    const headerBottom = document.querySelector('header.site-header')?.getBoundingClientRect().bottom ?? 0;
    const bannerTop = document.querySelector('.info-banner')?.getBoundingClientRect().top ?? window.innerHeight;
    if (box.top < headerBottom || box.bottom > bannerTop) element.scrollIntoView({ block: 'nearest' });
  });
}
