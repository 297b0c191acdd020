import { Suspense, use, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GlossaryEntry } from '../../engine/glossary/glossaryEntries';
import { useLang } from '../../i18n/useLang';
import { glossaryOf } from '../glossary/glossaryData';
import Markdown from '../Markdown';
import { oncePerLanguage } from '../oncePerLanguage';
import { popoverPlacement } from './popoverPlacement';
import './TermPopover.css';

/** The glossary's terms by id; null when they could not be loaded (the popover then offers the glossary link only). */
const termsOf = oncePerLanguage<ReadonlyMap<string, GlossaryEntry> | null>({
  en: () => glossaryOf('en').then((entries) => new Map(entries.map((entry) => [entry.id, entry])), () => null),
  de: () => glossaryOf('de').then((entries) => new Map(entries.map((entry) => [entry.id, entry])), () => null),
});

export interface TermPopoverProps {
  id: string;
  termId: string;
  /** The term reference that opened the popover: it is placed below it. */
  anchor: RefObject<HTMLAnchorElement | null>;
  /** Closes the popover; `returnFocus` moves focus back to the term reference (Escape, the close button). */
  onClose: (returnFocus: boolean) => void;
}

/**
 * The definition of a glossary term in a small non-modal dialog right after its term reference (so the
 * Tab order runs from the reference into the popover and on to the text that follows): the term as its
 * name, the short definition as its description, a link to the full glossary entry and a close button.
 * Focus moves into it when it opens; Escape and the close button close it and return focus to the
 * reference; a click or tap elsewhere, or focus leaving it, closes it. Built of spans, as it sits
 * inside a paragraph.
 */
export default function TermPopover({ id, termId, anchor, onClose }: TermPopoverProps) {
  const { t } = useTranslation('blocks');
  const panel = useRef<HTMLSpanElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number; width: number } | undefined>(undefined);

  useLayoutEffect(() => {
    const update = () => {
      const reference = anchor.current;
      const self = panel.current;
      if (!reference || !self) return;
      const container = (self.offsetParent ?? document.body).getBoundingClientRect();
      // Below the reference's last line: a term that wraps onto two lines is read to its end there.
      const lines = reference.getClientRects();
      const opener = lines[lines.length - 1] ?? reference.getBoundingClientRect();
      setPlace(popoverPlacement(opener, container, document.documentElement.clientWidth));
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [anchor]);

  // Focus moves in once the popover is placed: a hidden element cannot take focus.
  const placed = place !== undefined;
  useEffect(() => {
    if (placed) panel.current?.focus({ preventScroll: true });
  }, [placed]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && !panel.current?.contains(target) && !anchor.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anchor, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose(true);
  };
  const onBlur = (event: FocusEvent<HTMLSpanElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !panel.current?.contains(next) && !anchor.current?.contains(next)) onClose(false);
  };

  return (
    <span
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={`${id}-term`}
      aria-describedby={`${id}-definition`}
      tabIndex={-1}
      className="term-popover"
      data-term-popover={termId}
      style={place ? { top: place.top, left: place.left, width: place.width } : { visibility: 'hidden' }}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <Suspense
        fallback={
          <span id={`${id}-definition`} className="term-popover-definition">
            {t('termPopover.loading')}
          </span>
        }
      >
        <TermDefinition id={id} termId={termId} />
      </Suspense>
      <span className="term-popover-actions">
        <Link to={`/glossary#${termId}`} className="term-popover-more">
          {t('termPopover.more')}
        </Link>
        <button type="button" className="term-popover-close" aria-label={t('termPopover.close')} onClick={() => onClose(true)}>
          ×
        </button>
      </span>
    </span>
  );
}

function TermDefinition({ id, termId }: { id: string; termId: string }) {
  const { t } = useTranslation('blocks');
  const entry = use(termsOf(useLang()))?.get(termId);
  return (
    <>
      <span id={`${id}-term`} className="term-popover-term">
        {entry?.term ?? t('termPopover.title')}
      </span>
      <span id={`${id}-definition`} className="term-popover-definition">
        {entry ? <Markdown text={entry.definition} inline /> : t('termPopover.unavailable')}
      </span>
    </>
  );
}
