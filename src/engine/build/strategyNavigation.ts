import type { StrategyCatalogueItem } from '../routeTypes';
import type { MenuItem, MenuSection, PageSpec, SiteSpec, StrategyEntry } from '../specTypes.generated';

const CATEGORIES = ['method', 'application', 'risk-management'] as const;

interface Strategy {
  path: string;
  status: 'live' | 'soon';
  entry: StrategyEntry;
}

function strategiesOf(pages: readonly PageSpec[]): Strategy[] {
  return pages
    .filter((page): page is PageSpec & { catalogue: StrategyEntry } => page.kind === 'strategy' && page.catalogue !== undefined)
    .map((page) => ({ path: page.path, status: page.status ?? 'live', entry: page.catalogue }))
    .sort((a, b) => (a.entry.order ?? Infinity) - (b.entry.order ?? Infinity) || a.entry.label.en.localeCompare(b.entry.label.en));
}

function linkTo({ path, entry }: Strategy): MenuItem {
  return { label: entry.label, to: path };
}

/**
 * The site spec with its strategy navigation generated from the strategy pages' `catalogue` entries: a
 * menu group with `strategySections` gets one section per category after its written sections, and a
 * footer section with `featuredStrategies` gets the featured strategies after its written items. So a new
 * strategy page is one YAML file: it appears in the menu and footer by itself.
 */
export function withStrategyNavigation(site: SiteSpec, pages: readonly PageSpec[]): SiteSpec {
  const strategies = strategiesOf(pages);
  return {
    ...site,
    menu: site.menu.map((group) => {
      if (!group.strategySections) return group;
      const labels = group.strategySections;
      const generated = CATEGORIES.flatMap((category): MenuSection[] => {
        const [first, ...rest] = strategies.filter((s) => s.entry.category === category).map(linkTo);
        return first ? [{ label: labels[category], items: [first, ...rest] }] : [];
      });
      return { ...group, sections: [...group.sections, ...generated] };
    }),
    footer: {
      ...site.footer,
      sections: site.footer.sections.map((section) =>
        section.featuredStrategies ? { ...section, items: [...section.items, ...strategies.filter((s) => s.entry.featured).map(linkTo)] } : section,
      ),
    },
  };
}

/** How many strategy pages there are: the `{{strategyCount}}` of page texts, so no count is typed by hand. */
export function strategyCount(pages: readonly PageSpec[]): number {
  return strategiesOf(pages).length;
}

/**
 * The strategy catalogue of /strategies/overview: every strategy page's entry with its path and status,
 * by category (method, application, risk management), then by `order` and label.
 */
export function strategyCatalogue(pages: readonly PageSpec[]): StrategyCatalogueItem[] {
  const strategies = strategiesOf(pages);
  return CATEGORIES.flatMap((category) =>
    strategies.filter((s) => s.entry.category === category).map(({ path, status, entry }) => ({ path, status, label: entry.label, description: entry.description, category, level: entry.level, tags: entry.tags, ...(entry.synonyms ? { synonyms: entry.synonyms.join(' ') } : {}) })),
  );
}
