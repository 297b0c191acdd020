import { useCallback, useSyncExternalStore } from 'react';

/** A calculator's current input values by input id (numbers, option values, checkbox states). */
export type SharedInputs = Readonly<Record<string, number | string | boolean>>;

/**
 * The page-level meeting point between a calculator and the modules that start from its values (the grid
 * replay starts from the grid designer's band): the calculator's `share-inputs` add-on publishes its valid
 * inputs under the calculator's id, a module reads them by that id. One entry per calculator id; the last
 * publisher wins. Plain module state, touched only in effects and subscriptions, so nothing runs on the server.
 */
const published = new Map<string, SharedInputs>();
const listeners = new Map<string, Set<() => void>>();

function notify(calculatorId: string): void {
  for (const listener of listeners.get(calculatorId) ?? []) listener();
}

function sameInputs(a: SharedInputs | undefined, b: SharedInputs): boolean {
  if (!a) return false;
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** Publishes `values` as the calculator's current inputs (readers re-render only when a value changed). */
export function shareCalculatorInputs(calculatorId: string, values: SharedInputs): void {
  if (sameInputs(published.get(calculatorId), values)) return;
  published.set(calculatorId, values);
  notify(calculatorId);
}

/** Withdraws the calculator's inputs: it has left the page. */
export function withdrawCalculatorInputs(calculatorId: string): void {
  if (!published.delete(calculatorId)) return;
  notify(calculatorId);
}

function subscribe(calculatorId: string, listener: () => void): () => void {
  let set = listeners.get(calculatorId);
  if (!set) listeners.set(calculatorId, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

const NOTHING = () => undefined;

/** The inputs the calculator `calculatorId` currently shares (undefined before it has, on the server and during hydration). */
export function useSharedCalculatorInputs(calculatorId: string | undefined): SharedInputs | undefined {
  const subscribeTo = useCallback((listener: () => void) => (calculatorId === undefined ? () => {} : subscribe(calculatorId, listener)), [calculatorId]);
  const snapshot = useCallback(() => (calculatorId === undefined ? undefined : published.get(calculatorId)), [calculatorId]);
  return useSyncExternalStore(subscribeTo, snapshot, NOTHING);
}
