import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import { isLang, localize, type Lang } from '../engine/localize';
import type { LocalizedText } from '../engine/specTypes.generated';

/** The current language ('en' unless i18next resolved 'de'). */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLang(lang) ? lang : 'en';
}

/** A function that picks the current language's text from a spec `{ en, de }` pair. */
export function useLocalize(): (text: LocalizedText) => string {
  const lang = useLang();
  return useCallback((text: LocalizedText) => localize(text, lang), [lang]);
}
