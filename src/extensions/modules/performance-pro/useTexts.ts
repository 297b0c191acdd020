import { useCallback } from 'react';
import { interpolate, type Lang } from '../../../engine/localize';
import { performanceTexts, type PerformanceTexts, type TextKey } from './texts';

export type Translate = (key: TextKey, params?: Record<string, string>) => string;

/** The module's texts in the language and a `t(key, params)` that fills `{{placeholders}}`. */
export function useTexts(lang: Lang): { texts: PerformanceTexts; t: Translate } {
  const texts = performanceTexts[lang];
  const t = useCallback<Translate>((key, params = {}) => interpolate(texts[key], params), [texts]);
  return { texts, t };
}
