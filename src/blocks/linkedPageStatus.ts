import { routes } from 'virtual:futureslab/routes';
import type { RouteEntry } from '../engine/routeTypes';

/**
 * The status of the site page an internal link points at (`/learn/x#part` → the page `/learn/x`), or
 * undefined when the target is not one of the site's pages. Badges such as 'In progress' are derived
 * from it, so they change by themselves when a page goes live.
 */
export function linkedPageStatus(to: string | undefined, pages: readonly Pick<RouteEntry, 'path' | 'status'>[] = routes): RouteEntry['status'] | undefined {
  if (!to || !to.startsWith('/')) return undefined;
  const path = to.replace(/[?#].*$/, '');
  return pages.find((page) => page.path === path)?.status;
}
