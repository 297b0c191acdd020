import type { CalculatorSpec, LocalizedText, PageSpec } from './specTypes.generated';

/** One entry of the route manifest: small, in the main bundle; the page itself loads lazily. */
export interface RouteEntry {
  id: string;
  path: string;
  kind: PageSpec['kind'];
  status: 'live' | 'soon';
  title: LocalizedText;
  load: () => Promise<{ default: LoadedPage }>;
}

/** A page spec as the browser receives it: calculator `ref`s are resolved into `calculator`. */
export type LoadedPage = PageSpec;

export type { CalculatorSpec };
