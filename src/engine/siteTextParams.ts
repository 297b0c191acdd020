import type { Lang } from './localize';
import type { SiteSpec } from './specTypes.generated';

/**
 * The `{{placeholders}}` every page text may use, from specs/site.yaml: the site's `name` and the
 * operator's details (`operatorName`, `operatorStreet`, `operatorCity`, `operatorCountry`, `operatorEmail`,
 * `responsiblePerson`), so the imprint and the privacy policy name the operator from one place.
 */
export function siteTextParams(site: Pick<SiteSpec, 'name' | 'operator'>, lang: Lang): Record<string, string> {
  const { operator } = site;
  return {
    name: site.name,
    operatorName: operator.name,
    operatorStreet: operator.street,
    operatorCity: operator.city,
    operatorCountry: operator.country[lang],
    operatorEmail: operator.email,
    responsiblePerson: operator.responsiblePerson,
  };
}
