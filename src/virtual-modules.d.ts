// Virtual modules produced at build time by src/engine/build/specsPlugin.ts from specs/**/*.yaml.

declare module 'virtual:futureslab/site' {
  import type { SiteSpec } from './engine/specTypes.generated';
  const site: SiteSpec;
  export default site;
  /** How many strategy pages there are (`{{strategyCount}}` in page texts). */
  export const strategyCount: number;
}

declare module 'virtual:futureslab/strategies' {
  /** The strategy catalogue of /strategies/overview, generated from the strategy pages (only its block loads it). */
  export const strategyCatalogue: import('./engine/routeTypes').StrategyCatalogueItem[];
  /** The labels of the strategy tags (`strategyTags` of the site spec, left out of `virtual:futureslab/site`). */
  export const strategyTags: Record<string, import('./engine/specTypes.generated').LocalizedText>;
}

declare module 'virtual:futureslab/routes' {
  import type { RouteEntry } from './engine/routeTypes';
  export const routes: RouteEntry[];
  /** Old path → canonical path (from `redirectFrom`). */
  export const redirects: Record<string, string>;
}

declare module 'virtual:futureslab/extensions' {
  /** Each extension's name, kind and section, in the order of src/extensions/extensions.ts. */
  const identities: readonly import('./extensions/defineExtension').ExtensionIdentity[];
  export default identities;
}

declare module 'virtual:futureslab/page/*' {
  import type { LoadedPage } from './engine/routeTypes';
  const page: LoadedPage;
  export default page;
}

declare module 'virtual:futureslab/glossary/*' {
  /** The glossary's terms in one language (a fetched JSON file in the browser build, inline elsewhere). */
  export function loadGlossary(): Promise<import('./engine/glossary/glossaryEntries').GlossaryEntry[]>;
}

declare module 'virtual:futureslab/faq/*' {
  /** The FAQ's groups and questions in one language (a fetched JSON file in the browser build, inline elsewhere). */
  export function loadFaq(): Promise<import('./engine/faq/faqEntries').FaqGroupEntry[]>;
}
