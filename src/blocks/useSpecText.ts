import { useCallback } from 'react';
import site from 'virtual:futureslab/site';
import { interpolate } from '../engine/localize';
import type { LocalizedText } from '../engine/specTypes.generated';
import { useLocalize } from '../i18n/useLang';

/**
 * A function that returns a spec `{ en, de }` text in the current language with `{{name}}` replaced by
 * the site's name (from specs/site.yaml), so the product can be renamed in one place.
 */
export function useSpecText(): (text: LocalizedText) => string {
  const localize = useLocalize();
  return useCallback((text: LocalizedText) => interpolate(localize(text), { name: site.name }), [localize]);
}
