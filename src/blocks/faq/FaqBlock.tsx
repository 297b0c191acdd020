import { use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { FaqBlock as FaqBlockSpec } from '../../engine/specTypes.generated';
import { useLang } from '../../i18n/useLang';
import { hashTargetId } from '../../ui/hashTargetId';
import Markdown from '../Markdown';
import { faqOf } from './faqData';
import '../AccordionBlock.css';
import './FaqBlock.css';

/**
 * Opens the question the URL hash names. The prerendered page cannot know the hash, so every question
 * starts closed and the one named opens after hydration, after a client-side navigation and on
 * `hashchange`; the scroll manager (or the browser) scrolls it into view.
 */
function useOpenQuestionFromHash(hash: string): void {
  useEffect(() => {
    const open = () => {
      const id = hashTargetId(window.location.hash);
      const target = id ? document.getElementById(id) : null;
      if (target instanceof HTMLDetailsElement && target.hasAttribute('data-faq')) target.open = true;
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [hash]);
}

/**
 * The FAQ: its groups as headings (with a list of links to them), each question a native disclosure
 * `<details data-faq id>` with the question as its `<summary>` and the answer, which names the page that
 * explains more. Native `<details>` work with keyboard and screen readers without script, and
 * find-in-page opens them.
 */
export default function FaqBlock(_props: { block: FaqBlockSpec }) {
  const { t } = useTranslation('blocks');
  const lang = useLang();
  const groups = use(faqOf(lang));
  const { hash } = useLocation();
  useOpenQuestionFromHash(hash);

  return (
    <div className="faq" data-faq-list="">
      <nav className="faq-topics" aria-label={t('faq.topicsLabel')}>
        <ul role="list">
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`}>{group.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.id} className="faq-group" aria-labelledby={group.id}>
          <h2 id={group.id}>{group.title}</h2>
          {group.questions.map((question) => (
            <details key={question.id} id={question.id} data-faq="" className="accordion-item">
              <summary className="accordion-summary">{question.question}</summary>
              <div className="accordion-body">
                <Markdown text={question.answer} />
                <p className="faq-more">
                  <span className="faq-label">{t('faq.more')}</span> <Link to={question.page.to}>{question.page.title}</Link>
                  <a className="faq-permalink" href={`#${question.id}`}>
                    {t('faq.permalink')}
                  </a>
                </p>
              </div>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
