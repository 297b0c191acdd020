import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/global.css';
import { languageToShow, readLanguageSignals, rememberLanguage } from './i18n/languageChoice';
import { languageOfPath, pathInLanguage, sitePathOf } from './i18n/languagePath';
import { sanitizeLanguage } from './i18n/sanitizeLanguage';
import { createI18n } from './i18n/setup';
import { createAppRouter } from './router';
import App from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks <div id="root">');

/**
 * The page's language is its URL's. A `lng` query parameter is an explicit choice: it is remembered
 * and leaves the URL. When the visitor belongs on the other language's URL (query, remembered choice,
 * or on an English URL the browser language), the page is replaced by that URL before anything renders.
 * A static host answers it like the server, which redirects `lng` itself.
 */
function redirectToVisitorLanguage(): boolean {
  const signals = readLanguageSignals();
  const queryLang = sanitizeLanguage(signals.query);
  if (queryLang) rememberLanguage(queryLang);
  const lang = languageToShow(signals);
  const params = new URLSearchParams(window.location.search);
  if (lang === languageOfPath(window.location.pathname) && !params.has('lng')) return false;
  params.delete('lng');
  const search = params.toString();
  window.location.replace(`${pathInLanguage(sitePathOf(window.location.pathname), lang)}${search ? `?${search}` : ''}${window.location.hash}`);
  return true;
}

async function start(root: HTMLElement): Promise<void> {
  const lang = languageOfPath(window.location.pathname);
  document.documentElement.lang = lang;
  // Render once the UI strings are in (or finally failed) and the page's chunk is loaded, so the first
  // render matches the prerendered HTML.
  const { ready } = createI18n(lang);
  const [router] = await Promise.all([createAppRouter(lang), ready.catch(() => undefined)]);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // Prerendered HTML is hydrated; the development server sends an empty root, rendered from scratch.
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

if (!redirectToVisitorLanguage()) void start(container);
