import { replayEditsBeforeHydration } from './replayEditsBeforeHydration';

/**
 * When the first page answers input, marked as `<html data-hydrated>` (tests and the bench wait for it).
 * React hydrates prerendered HTML boundary by boundary: the shell, then the page inside the app's
 * Suspense boundary, then each block inside its own, at low priority and in later tasks. So the mark
 * waits until the page has rendered (it names its blocks) and every one of them has hydrated.
 */
let pageBlocks: readonly string[] | undefined;
const hydratedBlocks = new Set<string>();
let marked = false;

function markWhenAllHydrated(): void {
  if (marked || !pageBlocks || !pageBlocks.every((key) => hydratedBlocks.has(key))) return;
  marked = true;
  document.documentElement.dataset.hydrated = '';
}

/** The page has rendered (an effect): its blocks by key, none for a page without blocks. Only the first page counts. */
export function pageRendered(blockKeys: readonly string[]): void {
  pageBlocks ??= blockKeys;
  markWhenAllHydrated();
}

/**
 * A block's content has hydrated (an effect after it): the edits the visitor made in its prerendered
 * fields meanwhile are handed to it ({@link replayEditsBeforeHydration}), then it counts as ready.
 */
export function blockHydrated(blockKey: string, element: HTMLElement | null): void {
  if (!marked && element) replayEditsBeforeHydration(element);
  hydratedBlocks.add(blockKey);
  markWhenAllHydrated();
}
