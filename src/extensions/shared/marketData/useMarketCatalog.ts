import { useEffect, useState } from 'react';
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

let noteOwner: symbol | null = null;

/**
 * True for one component on the page while `wanted`: the first to ask keeps it until it unmounts, so a
 * note that several lab tools could show is said once.
 */
export function useOncePerPage(wanted: boolean): boolean {
  const [mine] = useState(() => Symbol('note'));
  const [owns, setOwns] = useState(false);
  useEffect(() => {
    if (!wanted) return undefined;
    if (noteOwner === null) noteOwner = mine;
    setOwns(noteOwner === mine);
    return () => {
      if (noteOwner === mine) noteOwner = null;
      setOwns(false);
    };
  }, [wanted, mine]);
  return owns;
}
