import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n/useLang';

/** The dialog and the search's code load only when a visitor opens the search. */
const SearchDialog = lazy(() => import('../ui/search/SearchDialog'));

/** Whether a key press goes to a field the visitor types into, where `/` is a character, not a shortcut. */
function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file'].includes(target.type);
}

/**
 * The header's search button (a magnifier; its label shows on wide screens) and the shortcuts `/`
 * (not while typing in a field) and Ctrl+K or ⌘K, which open the search dialog. Closing it returns focus
 * to the button.
 */
export default function SearchButton() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !typingInField(event.target);
      const commandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (!slash && !commandK) return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Focus returns to the button once the dialog is gone (closing a modal dialog would otherwise put it
  // back where it was before, which after a shortcut is nowhere).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button ref={button} type="button" name="search" className="search-button" aria-haspopup="dialog" aria-keyshortcuts="/ Control+K Meta+K" onClick={() => setOpen(true)}>
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m12.8 12.8 4.7 4.7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="search-button-label">{t('header.search')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog lang={lang} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
