import { Suspense, useRef, type ComponentType } from 'react';
import { preloadable, type Preloadable } from './preloadable';
import { useHydrated } from './useHydrated';
import { useNearViewport } from './useNearViewport';

/**
 * A part whose code loads only when it comes near the viewport (within 600 px), like the charts: a page
 * that places a simulator far down does not make every visitor download it. The server and the first
 * render after hydration show the light `Placeholder`; near the viewport the real component loads and
 * replaces it. `preload` does nothing, so hydrating the page never waits for it.
 */
export function loadWhenSeen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, Placeholder: ComponentType<P>): Preloadable<P> {
  const Component = preloadable(load);
  function WhenSeen(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const hydrated = useHydrated();
    const near = useNearViewport(ref, '600px');
    return (
      <div ref={ref} className="when-seen">
        {hydrated && near ? (
          <Suspense fallback={<Placeholder {...props} />}>
            <Component {...props} />
          </Suspense>
        ) : (
          <Placeholder {...props} />
        )}
      </div>
    );
  }
  return Object.assign(WhenSeen, { preload: () => Promise.resolve() });
}
