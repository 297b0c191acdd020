import { useCallback, useMemo } from 'react';
import site, { strategyCount } from 'virtual:futureslab/site';
import { interpolate } from '../engine/localize';
import { siteTextParams } from '../engine/siteTextParams';
import type { LocalizedText } from '../engine/specTypes.generated';
import { useLang, useLocalize } from '../i18n/useLang';

/**
 * A function that returns a spec `{ en, de }` text in the current language with the site's placeholders
 * filled in (`{{name}}`, the operator's details; see `siteTextParams`), so the product can be renamed and
 * the operator changed in one place (specs/site.yaml).
 */
export function useSpecText(): (text: LocalizedText) => string {
  const localize = useLocalize();
  const lang = useLang();
  const params = useMemo(() => siteTextParams(site, lang, { strategyCount }), [lang]);
  return useCallback((text: LocalizedText) => interpolate(localize(text), params), [localize, params]);
}
