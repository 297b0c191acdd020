import { useState, type ReactNode } from 'react';
import { useNarrowScreen } from './useNarrowScreen';

/**
 * A wide table on a phone: only its key columns (`compact`) until the visitor presses the "Show all
 * columns" toggle (a pressed/unpressed button, shown only on a phone), so it fits without sideways
 * scrolling. On wider screens every column, no toggle.
 */
export function useKeyColumns(label: string): { compact: boolean; toggle: ReactNode } {
  const narrow = useNarrowScreen();
  const [all, setAll] = useState(false);
  const toggle = narrow ? (
    <button type="button" className="btn btn-secondary oa-columns-toggle" aria-pressed={all} data-toggle="columns" onClick={() => setAll((shown) => !shown)}>
      {label}
    </button>
  ) : null;
  return { compact: narrow && !all, toggle };
}
