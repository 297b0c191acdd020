import type { Lang } from '../engine/localize';

/**
 * A loader of per-language data that loads each language once per page visit and shares the promise
 * (React's `use` needs the same promise on every render); a failed load is tried again next time.
 */
export function oncePerLanguage<T>(loaders: Record<Lang, () => Promise<T>>): (lang: Lang) => Promise<T> {
  const loads = new Map<Lang, Promise<T>>();
  return (lang) => {
    let load = loads.get(lang);
    if (!load) {
      load = loaders[lang]();
      load.catch(() => loads.delete(lang));
      loads.set(lang, load);
    }
    return load;
  };
}
