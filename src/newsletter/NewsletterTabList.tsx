import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsletterMode } from './useNewsletterForm';

const MODES: readonly NewsletterMode[] = ['subscribe', 'unsubscribe'];

/**
 * The Subscribe / Unsubscribe tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop,
 * Arrow keys move and select, Home/End jump to the first/last tab.
 */
export function NewsletterTabList({
  mode,
  onChange,
  idBase,
  panelId,
}: {
  mode: NewsletterMode;
  onChange: (mode: NewsletterMode) => void;
  idBase: string;
  panelId: string;
}) {
  const { t } = useTranslation('newsletter');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const next = MODES[(index + MODES.length) % MODES.length] ?? 'subscribe';
    onChange(next);
    tabs.current[MODES.indexOf(next)]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: MODES.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div role="tablist" aria-label={t('tabs.label')} className="newsletter-tablist">
      {MODES.map((m, index) => (
        <button
          key={m}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${idBase}-tab-${m}`}
          aria-selected={m === mode}
          aria-controls={panelId}
          tabIndex={m === mode ? 0 : -1}
          className="newsletter-tab"
          onClick={() => onChange(m)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {t(`tabs.${m}`)}
        </button>
      ))}
    </div>
  );
}
