import { Link } from 'react-router';
import { interpolate } from '../../engine/localize';
import { excerptParts } from './excerptParts';
import type { SearchHit } from './searchHit';
import type { searchTexts } from './texts';
import type { SearchState } from './useSiteSearch';
import './search.css';

type Texts = (typeof searchTexts)['en'];

/** The id of the result at `index` of a list whose ids start with `idPrefix`. */
export const resultId = (idPrefix: string, index: number) => `${idPrefix}-result-${index}`;

/** The line that says what the search found (announced to screen readers as it changes). */
function statusText(state: SearchState, texts: Texts): string {
  switch (state.status) {
    case 'idle':
      return texts.hint;
    case 'loading':
      return texts.loading;
    case 'error':
      return texts.error;
    case 'done':
      if (state.hits.length === 0) return interpolate(texts.none, { query: state.query });
      if (state.total > state.hits.length) return interpolate(texts.countBest, { count: String(state.hits.length), total: String(state.total), query: state.query });
      return interpolate(state.total === 1 ? texts.countOne : texts.count, { count: String(state.total), query: state.query });
  }
}

function Excerpt({ excerpt }: { excerpt: string }) {
  return (
    <span className="search-excerpt">
      {excerptParts(excerpt).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </span>
  );
}

function HitContent({ hit }: { hit: SearchHit }) {
  return (
    <>
      <span className="search-hit-head">
        <span className="search-hit-title">{hit.title}</span>
        {hit.section ? <span className="search-hit-section">{hit.section}</span> : null}
      </span>
      {hit.heading ? <span className="search-hit-heading">{hit.heading}</span> : null}
      <Excerpt excerpt={hit.excerpt} />
    </>
  );
}

interface SearchResultsProps {
  state: SearchState;
  texts: Texts;
  idPrefix: string;
  /** In the dialog the list is the search field's listbox: the field keeps focus and the arrows choose the active result. */
  activeIndex?: number;
  listbox?: boolean;
  onOpen?: () => void;
}

/**
 * The status line and the results of a search, each `a[data-result]` linking to its page (at the
 * matching heading's anchor where there is one) with the page's title, its section, the heading of the
 * matching part and an excerpt with the matches marked.
 */
export default function SearchResults({ state, texts, idPrefix, activeIndex = -1, listbox = false, onOpen }: SearchResultsProps) {
  return (
    <div className="search-results">
      <p className="search-status" role="status">
        {statusText(state, texts)}
      </p>
      {state.hits.length > 0 ? (
        <ul className="search-hits" id={`${idPrefix}-results`} aria-label={texts.results} role={listbox ? 'listbox' : undefined} data-loading={state.status === 'loading' ? '' : undefined}>
          {state.hits.map((hit, index) => (
            <li key={`${hit.to}-${index}`} role={listbox ? 'presentation' : undefined}>
              <Link
                to={hit.to}
                id={resultId(idPrefix, index)}
                className="search-hit"
                data-result=""
                data-active={index === activeIndex ? '' : undefined}
                role={listbox ? 'option' : undefined}
                aria-selected={listbox ? index === activeIndex : undefined}
                tabIndex={listbox ? -1 : undefined}
                onClick={onOpen}
              >
                <HitContent hit={hit} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
