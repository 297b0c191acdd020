import { useMediaQuery } from './useMediaQuery';

/** True while the user asks for reduced motion (`prefers-reduced-motion: reduce`); follows changes live. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
