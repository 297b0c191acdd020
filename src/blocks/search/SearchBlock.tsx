import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { pathInLanguage } from '../../i18n/languagePath';
import { useLang } from '../../i18n/useLang';
import SearchResults from '../../ui/search/SearchResults';
import { searchTexts } from '../../ui/search/texts';
import { useSiteSearch } from '../../ui/search/useSiteSearch';
import { useHydrated } from '../../ui/useHydrated';
import type { BlockOfType } from '../registry';

/** The URL parameter that holds the query: `/search?q=funding` is a link anyone can share. */
const QUERY_PARAMETER = 'q';

/** The URL of the page with `query` in it, other parameters and the hash kept. */
function urlWithQuery(pathname: string, search: string, hash: string, query: string): string {
  const params = new URLSearchParams(search);
  if (query) params.set(QUERY_PARAMETER, query);
  else params.delete(QUERY_PARAMETER);
  const text = params.toString();
  return `${pathname}${text ? `?${text}` : ''}${hash}`;
}

/**
 * The site search as a page: a search field and the results for the URL's `q`, which follows the
 * field as the visitor types (without new history entries). The prerendered page is the empty form
 * (a visitor without script submits it as `?q=`); the results appear once the page has hydrated.
 */
export default function SearchBlock(_props: { block: BlockOfType<'search'> }) {
  const lang = useLang();
  const texts = searchTexts[lang];
  const idPrefix = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const hydrated = useHydrated();
  const location = useLocation();
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? (hydrated ? (new URLSearchParams(location.search).get(QUERY_PARAMETER) ?? '') : '');
  const state = useSiteSearch(query);

  return (
    <div className="search-page">
      <form className="search-form" role="search" action={pathInLanguage(location.pathname, lang)} onSubmit={(event) => event.preventDefault()}>
        <label className="sr-only" htmlFor={`${idPrefix}-field`}>
          {texts.fieldLabel}
        </label>
        <input
          id={`${idPrefix}-field`}
          className="search-field"
          type="search"
          name={QUERY_PARAMETER}
          autoComplete="off"
          placeholder={texts.placeholder}
          value={query}
          onChange={(event) => {
            setTyped(event.target.value);
            window.history.replaceState(window.history.state, '', urlWithQuery(window.location.pathname, window.location.search, window.location.hash, event.target.value.trim()));
          }}
        />
        <button type="submit" className="search-submit">
          {texts.submit}
        </button>
      </form>
      <SearchResults state={state} texts={texts} idPrefix={idPrefix} />
    </div>
  );
}
