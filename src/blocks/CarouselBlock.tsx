import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarouselBlock as CarouselBlockSpec } from '../engine/specTypes.generated';
import Markdown from './Markdown';
import { useSpecText } from './useSpecText';
import './CarouselBlock.css';

/**
 * The `carousel` block (WAI-ARIA APG carousel pattern, without autoplay): one slide visible at a time, moved
 * only by the reader with previous/next buttons, one numbered button per slide, and ArrowLeft/ArrowRight/Home/End
 * while focus is on the controls. It does not wrap: previous on the first slide and next on the last are
 * aria-disabled (they keep focus). The slide region is aria-live="polite", so the new slide is read out. Every
 * slide is in the prerendered HTML; the inactive ones are hidden. The slide-in animation is CSS only and off
 * under prefers-reduced-motion.
 */
export default function CarouselBlock({ block }: { block: CarouselBlockSpec }) {
  const { t } = useTranslation('blocks');
  const text = useSpecText();
  const baseId = useId();
  const slidesId = `${baseId}-slides`;
  const headingId = `${baseId}-heading`;
  const count = block.slides.length;
  const [active, setActive] = useState(0);
  const controls = useRef<HTMLDivElement>(null);

  const go = (index: number) => setActive(Math.min(count - 1, Math.max(0, index)));
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: count - 1 };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
    // Focus follows to the moved-to slide's own button when the key was pressed on a slide button.
    if ((event.target as HTMLElement).dataset.slideButton !== undefined) {
      const next = Math.min(count - 1, Math.max(0, target));
      controls.current?.querySelector<HTMLButtonElement>(`[data-slide-button="${next}"]`)?.focus();
    }
  };

  const label = block.label ? text(block.label) : undefined;
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      aria-labelledby={label === undefined && block.heading ? headingId : undefined}
    >
      {block.heading && <h2 id={headingId}>{text(block.heading)}</h2>}
      <div className="carousel-controls" ref={controls} onKeyDown={onKeyDown}>
        <button
          type="button"
          className="carousel-button"
          aria-controls={slidesId}
          aria-disabled={active === 0 ? 'true' : undefined}
          aria-label={t('carousel.previous')}
          onClick={() => go(active - 1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <ol className="carousel-steps" aria-label={t('carousel.slides')}>
          {block.slides.map((slide, index) => (
            <li key={index}>
              <button
                type="button"
                className="carousel-step"
                data-slide-button={index}
                aria-controls={slidesId}
                aria-current={index === active ? 'step' : undefined}
                onClick={() => go(index)}
              >
                <span className="carousel-step-number" aria-hidden="true">{index + 1}</span>
                <span className="carousel-step-title">{text(slide.title)}</span>
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="carousel-button"
          aria-controls={slidesId}
          aria-disabled={active === count - 1 ? 'true' : undefined}
          aria-label={t('carousel.next')}
          onClick={() => go(active + 1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="carousel-slides" id={slidesId} aria-live="polite">
        {block.slides.map((slide, index) => (
          <div
            key={index}
            className="carousel-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slide', { index: index + 1, count, title: text(slide.title), interpolation: { escapeValue: false } })}
            hidden={index !== active}
            data-active={index === active ? 'true' : undefined}
          >
            <h3 className="carousel-slide-title">{text(slide.title)}</h3>
            <Markdown text={text(slide.body)} />
          </div>
        ))}
      </div>
    </section>
  );
}
