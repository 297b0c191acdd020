import { useCallback, useMemo, useState } from 'react';

/**
 * The messages of a form's add-ons by their index in `spec.addons`, shown in the form's one alert region.
 * `report` replaces an add-on's messages (an empty list removes them) and keeps the state, and so the list,
 * when nothing changed: an add-on reporting on every render causes no render loop.
 */
export function useAddonMessages(): { messages: readonly string[]; report: (index: number, messages: readonly string[]) => void } {
  const [byAddon, setByAddon] = useState<Readonly<Record<number, readonly string[]>>>({});
  const report = useCallback((index: number, messages: readonly string[]) => {
    setByAddon((previous) => {
      if ((previous[index] ?? []).join('\n') === messages.join('\n')) return previous;
      const next = { ...previous };
      if (messages.length === 0) delete next[index];
      else next[index] = [...messages];
      return next;
    });
  }, []);
  const messages = useMemo(() => Object.values(byAddon).flat(), [byAddon]);
  return { messages, report };
}
