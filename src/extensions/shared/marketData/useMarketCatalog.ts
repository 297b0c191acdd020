import { useEffect, useState, useSyncExternalStore } from 'react';
import { marketCatalogOnce, type MarketCatalogState } from './marketCatalog';

export type MarketCatalogLoad = MarketCatalogState | { status: 'loading' };

/** The site's catalog of exchange data, asked for after the page has loaded (once per page view). */
export function useMarketCatalog(): MarketCatalogLoad {
  const [state, setState] = useState<MarketCatalogLoad>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void marketCatalogOnce().then((loaded) => {
      if (live) setState(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

// The components that want to say the note, in the order they asked; the first one says it.
const claims: symbol[] = [];
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * True for one component on the page while `wanted`: the first to ask says the note until it unmounts
 * (then the next one does), so a note that several lab tools could show is said once.
 */
export function useOncePerPage(wanted: boolean): boolean {
  const [mine] = useState(() => Symbol('note'));
  useEffect(() => {
    if (!wanted) return undefined;
    claims.push(mine);
    notify();
    return () => {
      claims.splice(claims.indexOf(mine), 1);
      notify();
    };
  }, [wanted, mine]);
  return useSyncExternalStore(subscribe, () => claims[0] === mine, () => false);
}
