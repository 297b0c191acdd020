import { interpolate, localize, type Lang } from '../../src/engine/localize';
import type { RouteEntry } from '../../src/engine/routeTypes';
import type { MenuItem, SiteSpec } from '../../src/engine/specTypes.generated';

/** The top-level menu that holds each kind of page when no menu lists the page itself. */
const MENU_OF_KIND: Partial<Record<RouteEntry['kind'], string>> = { learn: 'learn', exchange: 'exchanges', tool: 'tools', strategy: 'strategies' };

const lists = (items: readonly MenuItem[], path: string) => items.some((item) => item.to === path);

/**
 * The part of the site a page belongs to, named as the visitor knows it from the menus ('Learn',
 * 'Strategies', 'More FuturesLab'…): the top-level menu that lists the page, else the menu of its kind
 * (every strategy page belongs to Strategies), else the footer section that lists it. A page in none of
 * them (the home page) has no section.
 */
export function pageSection(site: SiteSpec, page: Pick<RouteEntry, 'path' | 'kind'>, lang: Lang): string | undefined {
  const name = (label: SiteSpec['menu'][number]['label']) => interpolate(localize(label, lang), { name: site.name });
  const listing = site.menu.find((group) => group.sections.some((section) => lists(section.items, page.path)));
  if (listing) return name(listing.label);
  const byKind = site.menu.find((group) => group.id === MENU_OF_KIND[page.kind]);
  if (byKind) return name(byKind.label);
  const footer = site.footer.sections.find((section) => lists(section.items, page.path));
  return footer ? name(footer.title) : undefined;
}
