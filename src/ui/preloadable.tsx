import { lazy, type ComponentType } from 'react';

/** A lazily loaded component that can also be loaded ahead of rendering. */
export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Like `React.lazy`, plus `preload()`: once the module is in, the component renders synchronously
 * instead of suspending first. Hydrating prerendered HTML preloads the parts a page uses, so the page
 * hydrates in one pass and is interactive at once (a suspended part would stay inert server HTML
 * until its chunk arrived).
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function PreloadableComponent(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}
