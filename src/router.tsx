import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, replace, type DataRouter, type RouteObject } from 'react-router';
import { redirects, routes } from 'virtual:futureslab/routes';
import PageRenderer from './blocks/PageRenderer';
import { PageContents, preloadBlocks } from './blocks/registry';
import { loadPlacedExtensions, type PlacedExtensions } from './shell/placedExtensions';
import type { Lang } from './engine/localize';
import type { LoadedPage, RouteEntry } from './engine/routeTypes';
import { basenameOf } from './i18n/languagePath';
import Layout from './shell/Layout';
import NotFound from './shell/NotFound';
import PageLoading from './shell/PageLoading';

/** The route component of one loaded page spec. */
function pageComponent(page: LoadedPage): ComponentType {
  function RoutePage() {
    return <PageRenderer page={page} />;
  }
  RoutePage.displayName = `Page(${page.id})`;
  return RoutePage;
}

/** The add-ons and modules a page places. */
function extensionsPlacedOn(page: LoadedPage): PlacedExtensions {
  const addons = page.blocks.flatMap((block) => (block.type === 'calculator' ? (block.calculator?.addons ?? []).map((addon) => addon.name) : []));
  const modules = page.blocks.flatMap((block) => (block.type === 'module' ? [block.name] : []));
  return { addons, modules };
}

/**
 * A lazily loaded page route: the spec's chunk (and the extensions' registry, when the page places an
 * extension) loads on first visit; 'Loading…' shows meanwhile. Prerendering and client navigation both
 * pass through here, so a placed extension always finds its component registered.
 */
function pageRoute(entry: RouteEntry): RouteObject {
  return {
    id: entry.id,
    path: entry.path,
    HydrateFallback: PageLoading,
    lazy: async () => {
      const { default: page } = await entry.load();
      await loadPlacedExtensions(extensionsPlacedOn(page));
      return { Component: pageComponent(page) };
    },
  };
}

/**
 * A route that sends an old path to its canonical one (`redirectFrom` in a page spec), keeping the
 * query and the hash. A loader only sees the request URL, which carries no hash, so `currentHash`
 * supplies it (the pending navigation's hash, or the address bar's on the first load). The old entry is
 * replaced in the history so Back does not bounce.
 */
function redirectRoute(from: string, to: string, currentHash: () => string): RouteObject {
  return {
    path: from,
    loader: ({ request }) => replace(`${to}${new URL(request.url).search}${currentHash()}`),
    // Shown only for the instant before the redirect lands (keeps React Router from warning about an empty route).
    HydrateFallback: PageLoading,
    Component: PageLoading,
  };
}

/**
 * The route tree: a layout route (header, footer, banner, scroll manager) around a pathless route whose
 * error element is the not-found page (so a failing page keeps the shell), holding one lazy route per
 * page spec, the redirects and a catch-all not-found route. The layout's own error element is the
 * bare not-found page.
 */
export function buildRoutes(pages: RouteEntry[], redirectMap: Record<string, string>, currentHash: () => string): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Layout,
      ErrorBoundary: NotFound,
      children: [
        {
          id: 'pages',
          ErrorBoundary: NotFound,
          children: [
            ...pages.map(pageRoute),
            ...Object.entries(redirectMap).map(([from, to]) => redirectRoute(from, to, currentHash)),
            { id: 'not-found', path: '*', Component: NotFound },
          ],
        },
      ],
    },
  ];
}

/** Loads the code of every lazily loaded part a page renders: calculator and newsletter blocks, add-ons, modules and its contents list. */
function preloadPageParts(page: LoadedPage): Promise<unknown> {
  return Promise.all([preloadBlocks(page.blocks.map((block) => block.type)), loadPlacedExtensions(extensionsPlacedOn(page)), page.contents ? PageContents.preload() : null]);
}

/**
 * Resolves the lazy routes that match `pathname` in place and loads the parts their page renders, so
 * that a router created afterwards renders the whole page at once: hydrating prerendered HTML must
 * render what the HTML shows, not a loading fallback, and be interactive in one pass.
 */
async function loadMatchedRoutes(routeTree: RouteObject[], pathname: string, basename: string): Promise<void> {
  const matches = matchRoutes(routeTree, pathname, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
      const entry = routes.find((candidate) => candidate.id === route.id);
      if (entry) await preloadPageParts((await entry.load()).default);
    }),
  );
}

/**
 * The browser router of a page in `lang` (basename '/' or '/de'), built from the route manifest of
 * `virtual:futureslab/routes`, with the current page's code already loaded.
 */
export async function createAppRouter(lang: Lang): Promise<DataRouter> {
  // The redirect loaders may run while createBrowserRouter is still initialising, before it returns.
  const holder: { router?: DataRouter } = {};
  const currentHash = () => holder.router?.state.navigation.location?.hash || window.location.hash;
  const basename = basenameOf(lang);
  const routeTree = buildRoutes(routes, redirects, currentHash);
  await loadMatchedRoutes(routeTree, window.location.pathname, basename);
  holder.router = createBrowserRouter(routeTree, { basename, hydrationData: { loaderData: {}, actionData: null, errors: null } });
  return holder.router;
}
