import { useMemo } from 'react';
import { interpolate, type Lang } from '../../../engine/localize';
import { performanceTexts, type PerformanceTexts, type TextKey } from './texts';

/** A text by key with its `{{placeholders}}` filled, and the whole catalogue for the grouped texts (`t.texts.kpi[key]`). */
export type Translate = ((key: TextKey, params?: Record<string, string>) => string) & { texts: PerformanceTexts };

/** The module's texts in the language. */
export function useTexts(lang: Lang): { texts: PerformanceTexts; t: Translate } {
  return useMemo(() => {
    const texts = performanceTexts[lang];
    const t = Object.assign((key: TextKey, params: Record<string, string> = {}) => interpolate(texts[key], params), { texts });
    return { texts, t };
  }, [lang]);
}
