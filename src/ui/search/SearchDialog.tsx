import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Lang } from '../../engine/localize';
import SearchResults, { resultId } from './SearchResults';
import { preloadSearch } from './siteSearch';
import { searchTexts } from './texts';
import { useSiteSearch } from './useSiteSearch';

/** Elements of the dialog that Tab moves between (the results are chosen with the arrow keys). */
const TABBABLE = 'input, button';

/**
 * The search dialog (modal): a search field whose results show as the visitor types. The arrow keys
 * choose a result, Enter opens the chosen one (or the first), Escape or the close button closes the
 * dialog; Tab stays inside it. The opener returns focus to its button once the dialog is gone.
 */
export default function SearchDialog({ lang, onClose }: { lang: Lang; onClose: () => void }) {
  const texts = searchTexts[lang];
  const idPrefix = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const state = useSiteSearch(query);
  const navigate = useNavigate();
  const hits = state.hits;
  const activeIndex = active < hits.length ? active : -1;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    element.showModal();
    // Opening a modal dialog focuses its first button; the visitor came to type.
    field.current?.focus();
    preloadSearch();
    return () => element.close();
  }, []);

  const open = (index: number) => {
    const hit = hits[index];
    if (!hit) return;
    onClose();
    void navigate(hit.to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') {
      const tabbable = [...(dialog.current?.querySelectorAll<HTMLElement>(TABBABLE) ?? [])];
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = activeIndex < 0 ? (step > 0 ? 0 : hits.length - 1) : (activeIndex + step + hits.length) % hits.length;
      setActive(next);
      document.getElementById(resultId(idPrefix, next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(Math.max(activeIndex, 0));
    }
  };

  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      role="dialog"
      aria-modal="true"
      aria-labelledby={`${idPrefix}-title`}
      data-search=""
      onKeyDown={onKeyDown}
      // Escape: the dialog closes through the page's state, which also returns focus.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the backdrop reaches the dialog element itself.
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="search-panel">
        <div className="search-top">
          <h2 className="search-title" id={`${idPrefix}-title`}>
            {texts.dialogLabel}
          </h2>
          <button type="button" className="search-close" onClick={onClose}>
            {texts.close}
          </button>
        </div>
        <label className="sr-only" htmlFor={`${idPrefix}-field`}>
          {texts.fieldLabel}
        </label>
        <input
          id={`${idPrefix}-field`}
          className="search-field"
          type="search"
          name="q"
          autoComplete="off"
          spellCheck={false}
          placeholder={texts.placeholder}
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls={hits.length > 0 ? `${idPrefix}-results` : undefined}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? resultId(idPrefix, activeIndex) : undefined}
          aria-describedby={`${idPrefix}-keys`}
          ref={field}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onFieldKeyDown}
        />
        <SearchResults state={state} texts={texts} idPrefix={idPrefix} activeIndex={activeIndex} listbox onOpen={onClose} />
        <p className="search-keys" id={`${idPrefix}-keys`}>
          {texts.keys}
        </p>
      </div>
    </dialog>
  );
}
