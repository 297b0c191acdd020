import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { watchCurrentSection } from './currentSection';
import './PageContents.css';

/** One section of the list: its anchor and its heading in the page's language, placeholders filled in. */
export interface ContentsEntry {
  id: string;
  label: string;
}

/** The list's own words in the page's language (the page passes them: this chunk stays free of the i18n code). */
export interface ContentsTexts {
  heading: string;
  open: string;
  backToTop: string;
}

/**
 * "On this page": the sections of a long page, always within reach. On wide screens a sticky side column;
 * on narrow ones a bar under the header with a "Contents" button that opens the list as a sheet (Escape,
 * a click outside or leaving it with Tab closes it; Escape returns focus to the button) and "back to top".
 * The section being read is marked `aria-current="location"`. The links are plain fragment links: they keep the
 * page's query (calculator inputs) and work before the page has hydrated.
 */
export default function PageContents({ sections, texts }: { sections: readonly ContentsEntry[]; texts: ContentsTexts }) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(-1);
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const sheetId = useId();

  useEffect(() => {
    const found = sections.flatMap((section, index) => {
      const element = document.getElementById(section.id);
      return element ? [{ index, element }] : [];
    });
    return watchCurrentSection(
      found.map(({ element }) => element),
      (at) => setCurrent(found[at]?.index ?? -1),
    );
  }, [sections]);

  // On a narrow screen the bar sticks under the header: a control the keyboard reaches under it is scrolled
  // clear of it (the shell does the same for the header and the info banner).
  useEffect(() => {
    const keepClear = (event: FocusEvent) => {
      const element = event.target;
      const bar = nav.current?.firstElementChild?.getBoundingClientRect();
      if (!(element instanceof HTMLElement) || !bar || nav.current?.contains(element) || bar.top > (document.querySelector('header.site-header')?.getBoundingClientRect().bottom ?? 0) + 1) return;
      requestAnimationFrame(() => {
        const top = element.getBoundingClientRect().top;
        if (document.activeElement === element && top < bar.bottom) window.scrollBy({ top: top - bar.bottom - 16, behavior: 'instant' });
      });
    };
    document.addEventListener('focusin', keepClear);
    return () => document.removeEventListener('focusin', keepClear);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const links = nav.current?.querySelector('.toc-list');
    // The bar sticks in view: focusing inside it must not scroll the page.
    (links?.querySelector<HTMLElement>('[aria-current]') ?? links?.querySelector<HTMLElement>('a'))?.focus({ preventScroll: true });
    const closeOutside = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus({ preventScroll: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };
  const toTop = (event: MouseEvent) => {
    event.preventDefault();
    close(false);
    window.scrollTo({ top: 0, behavior: 'instant' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  const currentSection = sections[current];

  return (
    <nav
      ref={nav}
      className="toc"
      data-toc=""
      data-open={open ? '' : undefined}
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !nav.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(false);
      }}
    >
      <div className="toc-bar">
        <button ref={toggle} type="button" className="toc-toggle" aria-expanded={open} aria-controls={sheetId} onClick={() => setOpen(!open)}>
          {texts.open}
          {currentSection ? <span className="toc-toggle-current">{currentSection.label}</span> : null}
        </button>
        <a className="toc-top" href="#main" data-back-to-top="" onClick={toTop}>
          {texts.backToTop}
        </a>
      </div>
      <div className="toc-sheet" id={sheetId}>
        <h2 className="toc-heading" id={headingId}>
          {texts.heading}
        </h2>
        <ol className="toc-list">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} aria-current={index === current ? 'location' : undefined} onClick={() => open && close(true)}>
                {section.label}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
