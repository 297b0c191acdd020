import { useCallback } from 'react';
import { interpolate } from '../engine/localize';
import type { LocalizedText } from '../engine/specTypes.generated';
import { useLocalize } from '../i18n/useLang';

/**
 * A function that returns a site.yaml text in the current language with `{{name}}` replaced by the
 * site's name and any further `{{placeholder}}` by `params` (the footer passes `year`).
 */
export function useSiteText(siteName: string): (text: LocalizedText, params?: Record<string, string>) => string {
  const localize = useLocalize();
  return useCallback(
    (text: LocalizedText, params?: Record<string, string>) => interpolate(localize(text), { name: siteName, ...params }),
    [localize, siteName],
  );
}
