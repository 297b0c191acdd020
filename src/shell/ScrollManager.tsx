import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { scrollToHash } from './scrollToHash';

/**
 * Scrolls on navigation: to the element named by the URL hash once it has rendered (pages load
 * lazily), otherwise to the top. Changes of the query alone (calculators mirror their inputs into it)
 * keep the position. Sets `history.scrollRestoration = 'manual'` so the browser does not fight it.
 */
export default function ScrollManager() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
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
