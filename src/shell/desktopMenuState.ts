/**
 * Which desktop menu is open, and how it was opened. A menu opened by hovering closes when the
 * pointer leaves it; one opened by a press (click, Enter, Space) stays open until it is pressed
 * again, Escape is pressed, focus or a click lands outside it, or the page changes.
 */
export type OpenMenu = { id: string; by: 'hover' | 'press' } | null;

export type MenuEvent =
  /** The pointer rested on a menu long enough to mean it. */
  | { type: 'hover'; id: string }
  /** The pointer left a menu (and did not come back within the grace time). */
  | { type: 'leave'; id: string }
  /** The menu's button was activated: `pointer` for a mouse or touch click, false for Enter or Space. */
  | { type: 'press'; id: string; pointer: boolean }
  | { type: 'close' };

export function nextOpenMenu(open: OpenMenu, event: MenuEvent): OpenMenu {
  switch (event.type) {
    case 'hover':
      return open?.id === event.id ? open : { id: event.id, by: 'hover' };
    case 'leave':
      return open?.id === event.id && open.by === 'hover' ? null : open;
    case 'press':
      if (open?.id !== event.id) return { id: event.id, by: 'press' };
      // The click that naturally follows a hover keeps the menu open (and now it stays open when
      // the pointer leaves); a keyboard press always toggles.
      if (open.by === 'hover' && event.pointer) return { id: event.id, by: 'press' };
      return null;
    case 'close':
      return null;
  }
}
