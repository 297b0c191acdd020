import { useEffect, useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeroBlock as HeroBlockSpec } from '../engine/specTypes.generated';
import Markdown from './Markdown';
import SmartLink from './SmartLink';
import { usePrefersReducedMotion } from '../ui/usePrefersReducedMotion';
import { useSpecText } from './useSpecText';
import './HeroBlock.css';

/** Autoplay interval when the spec gives none (ms). */
export const DEFAULT_INTERVAL_MS = 6000;

/**
 * The hero carousel (WAI-ARIA APG carousel pattern): one slide visible at a time, previous/next buttons,
 * slide dots, a pause/play button and ArrowLeft/ArrowRight on the controls. Autoplay every `intervalMs`
 * pauses while the pointer is over it or focus is inside, stops when the user presses pause, and never
 * runs under `prefers-reduced-motion`. The live region is silent while autoplaying.
 */
export default function HeroBlock({ block }: { block: HeroBlockSpec }) {
  const { t } = useTranslation('blocks');
  const text = useSpecText();
  const reducedMotion = usePrefersReducedMotion();
  const baseId = useId();
  const count = block.slides.length;
  const interval = block.intervalMs ?? DEFAULT_INTERVAL_MS;
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const canRotate = count > 1 && !reducedMotion;
  const playing = canRotate && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = setTimeout(() => setActive((i) => (i + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [playing, active, count, interval]);

  const go = (index: number) => setActive(((index % count) + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(active + 1);
    else if (event.key === 'ArrowLeft') go(active - 1);
    else return;
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      data-playing={playing ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {count > 1 && (
        <div className="hero-controls" onKeyDown={onKeyDown}>
          {canRotate && (
            <button type="button" className="hero-button hero-toggle" onClick={() => setStopped((s) => !s)} aria-label={stopped ? t('hero.play') : t('hero.pause')}>
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </button>
          )}
          <button type="button" className="hero-button" aria-controls={`${baseId}-slides`} aria-label={t('hero.previous')} onClick={() => go(active - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <div className="hero-dots" role="group" aria-label={t('hero.slides')}>
            {block.slides.map((slide, index) => (
              <button
                key={index}
                type="button"
                className="hero-dot"
                aria-controls={`${baseId}-slides`}
                aria-current={index === active ? 'true' : undefined}
                aria-label={t('hero.goTo', { index: index + 1, title: text(slide.title), interpolation: { escapeValue: false } })}
                onClick={() => go(index)}
              />
            ))}
          </div>
          <button type="button" className="hero-button" aria-controls={`${baseId}-slides`} aria-label={t('hero.next')} onClick={() => go(active + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      <div className="hero-slides" id={`${baseId}-slides`} aria-live={playing ? 'off' : 'polite'} aria-atomic="false">
        {block.slides.map((slide, index) => (
          <div
            key={index}
            className="hero-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('hero.slide', { index: index + 1, count })}
            hidden={index !== active}
            data-active={index === active ? 'true' : undefined}
          >
            <h2 className="hero-title">{text(slide.title)}</h2>
            <div className="hero-text">
              <Markdown text={text(slide.text)} />
            </div>
            <p className="hero-cta">
              <SmartLink link={{ variant: 'primary', ...slide.link }} />
            </p>
          </div>
        ))}
      </div>
    </section>
  );
}
