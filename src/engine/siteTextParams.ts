import type { Lang } from './localize';
import type { SiteSpec } from './specTypes.generated';

/** Values computed from the spec tree at build time. */
export interface SiteCounts {
  strategyCount: number;
}

/**
 * The `{{placeholders}}` every page text may use: from specs/site.yaml the site's `name` and the
 * operator's details (`operatorName`, `operatorStreet`, `operatorCity`, `operatorCountry`, `operatorEmail`,
 * `responsiblePerson`), so the imprint and the privacy policy name the operator from one place; and
 * `strategyCount`, the number of strategy pages, so no count is typed by hand.
 */
export function siteTextParams(site: Pick<SiteSpec, 'name' | 'operator'>, lang: Lang, counts: SiteCounts): Record<string, string> {
  const { operator } = site;
  return {
    name: site.name,
    strategyCount: String(counts.strategyCount),
    operatorName: operator.name,
    operatorStreet: operator.street,
    operatorCity: operator.city,
    operatorCountry: operator.country[lang],
    operatorEmail: operator.email,
    responsiblePerson: operator.responsiblePerson,
  };
}
