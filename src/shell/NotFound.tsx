import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import site from 'virtual:futureslab/site';
import { pageRendered } from '../ui/pageHydration';
import './NotFound.css';

/**
 * The not-found page for unknown paths; also the router's error page. `<main data-page="not-found">`
 * with one h1, a short text and links to home, tools and learn.
 */
export default function NotFound() {
  const { t } = useTranslation('common');
  const title = t('notFound.title');

  useEffect(() => {
    document.title = `${title} · ${site.name}`;
  }, [title]);
  useEffect(() => pageRendered([]), []);

  return (
    <main id="main" className="not-found" data-page="not-found" tabIndex={-1}>
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{title}</h1>
      <p>{t('notFound.text')}</p>
      <ul className="not-found-links">
        <li>
          <Link className="btn btn-primary" to="/">
            {t('notFound.home')}
          </Link>
        </li>
        <li>
          <Link className="btn btn-secondary" to="/tools">
            {t('notFound.tools')}
          </Link>
        </li>
        <li>
          <Link className="btn btn-secondary" to="/learn">
            {t('notFound.learn')}
          </Link>
        </li>
      </ul>
    </main>
  );
}
