import { repoPageSpecs } from '../../src/engine/build/repoSpecs';

/**
 * The route table of the site, read from the page specs (one YAML file per page, through the engine's one
 * spec loader): every page's path and the old paths that redirect to it, in English and German. A new
 * page spec is a new route here without touching the browser tests; routes.spec.ts checks that the build
 * delivers exactly this table.
 */

export type Lang = 'en' | 'de';
export const LANGS: readonly Lang[] = ['en', 'de'];

/** A site path in a language: English at the path itself, German under /de (the home page at /de/). */
export const urlOf = (path: string, lang: Lang): string => (lang === 'en' ? path : path === '/' ? '/de/' : `/de${path}`);

export interface Route {
  /** The page spec's id (`data-page` of its `<main>`). */
  id: string;
  path: string;
  /** The page's URL in each language. */
  urls: Record<Lang, string>;
  /** Old paths that answer with a redirect to `path`. */
  redirectFrom: readonly string[];
}

/** Every route the page specs define, in the order of their files under specs/. */
export const ROUTES: readonly Route[] = repoPageSpecs().map(({ spec }) => ({
  id: spec.id,
  path: spec.path,
  urls: { en: urlOf(spec.path, 'en'), de: urlOf(spec.path, 'de') },
  redirectFrom: spec.redirectFrom ?? [],
}));

/** Every route's path, in the table's order. */
export const ROUTE_PATHS: readonly string[] = ROUTES.map((route) => route.path);

/** Old path → the path it redirects to. */
export const REDIRECTS: Readonly<Record<string, string>> = Object.fromEntries(ROUTES.flatMap((route) => route.redirectFrom.map((from) => [from, route.path])));
