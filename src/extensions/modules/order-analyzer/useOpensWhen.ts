import { useState, type SyntheticEvent } from 'react';

export interface DisclosureState {
  open: boolean;
  onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void;
}

/**
 * A `<details>`'s `open` and `onToggle`: it opens when `condition` becomes true and otherwise stays as
 * the visitor left it, so fixing something inside it does not fold it away under their hands. A new
 * `resetKey` (a new file) starts it over: open exactly when `condition` holds.
 */
export function useOpensWhen(condition: boolean, resetKey: number): DisclosureState {
  const [open, setOpen] = useState(condition);
  const [seen, setSeen] = useState({ condition, resetKey });
  if (resetKey !== seen.resetKey) {
    setSeen({ condition, resetKey });
    setOpen(condition);
  } else if (condition !== seen.condition) {
    setSeen({ condition, resetKey });
    if (condition) setOpen(true);
  }
  return { open, onToggle: (event) => setOpen(event.currentTarget.open) };
}
