import { StrictMode, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Resource } from 'i18next';
import site from 'virtual:futureslab/site';
import { redirects, routes } from 'virtual:futureslab/routes';
import { loadGlossary as loadEnglishGlossary } from 'virtual:futureslab/glossary/en';
import { loadGlossary as loadGermanGlossary } from 'virtual:futureslab/glossary/de';
import { loadFaq as loadEnglishFaq } from 'virtual:futureslab/faq/en';
import { loadFaq as loadGermanFaq } from 'virtual:futureslab/faq/de';
import type { Lang } from './engine/localize';
import { basenameOf, pathInLanguage } from './i18n/languagePath';
import { createStaticI18n } from './i18n/setup';
import { buildRoutes } from './router';
import PageLoading from './shell/PageLoading';

export { redirects, routes, site };

/** The glossary's terms in a language (for the glossary page's structured data). */
export function glossaryTerms(lang: Lang) {
  return lang === 'de' ? loadGermanGlossary() : loadEnglishGlossary();
}

/** The FAQ's questions in a language (for the FAQ page's structured data). */
export function faqGroups(lang: Lang) {
  return lang === 'de' ? loadGermanFaq() : loadEnglishFaq();
}

/** The outcome of rendering one URL: the body HTML with its status, or a redirect. */
export type RenderResult = { kind: 'page'; status: number; html: string } | { kind: 'redirect'; status: number; location: string };

/**
 * Renders the page at `sitePath` in `lang` to HTML with React's static renderer, which waits for
 * every lazy part (the page chunk, calculators, modules), so the HTML holds the whole page with the
 * calculators' default results. The tree is the browser's (Suspense around the router) so that the
 * browser hydrates it without a mismatch.
 */
export async function renderPage(sitePath: string, lang: Lang, resources: Resource): Promise<RenderResult> {
  const basename = basenameOf(lang);
  const handler = createStaticHandler(buildRoutes(routes, redirects, () => ''), { basename });
  const url = new URL(pathInLanguage(sitePath, lang), 'http://prerender.invalid');
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createStaticI18n(lang, resources);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <I18nextProvider i18n={i18n}>
      <StrictMode>
        <Suspense fallback={<PageLoading />}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Suspense>
      </StrictMode>
    </I18nextProvider>,
    // Never outline a large part into a hidden segment that a script moves into place later.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // A part that failed to render would reach the browser as an empty boundary to render there: a
  // page is prerendered whole or the build fails.
  if (errors.length > 0) throw new AggregateError(errors, `prerendering ${url.pathname} failed: ${errors.map(String).join('; ')}`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  const html = Buffer.concat(chunks).toString('utf8');
  // Complete HTML: every Suspense boundary resolved in place (`<!--$-->`), none left pending or failed
  // for a script to finish, which the CSP would refuse to run.
  if (/<!--\$[?!]-->|<script>/.test(html)) throw new Error(`prerendering ${url.pathname} left an unfinished part`);
  // The catch-all route renders the not-found page: its status is 404, not the router's 200.
  const notFound = context.matches.some((match) => match.route.id === 'not-found');
  return { kind: 'page', status: notFound ? 404 : context.statusCode, html };
}
