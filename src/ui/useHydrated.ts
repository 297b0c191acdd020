import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while rendering on the server and while hydrating prerendered HTML, true afterwards and in
 * components mounted later. State that depends on the browser (the URL query, storage) starts from
 * the server's value while this is false, so that hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
