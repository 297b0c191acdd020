import { useId, useRef, type ActionDispatch, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { LocalizedText, MenuGroup } from '../engine/specTypes.generated';
import type { MenuEvent } from './desktopMenuState';
import MenuSections from './MenuSections';

/** A pointer resting this long on a menu opens it; passing over it on the way elsewhere does not. */
const HOVER_OPEN_DELAY_MS = 120;
/** A hover-opened menu survives the pointer slipping out for this long. */
const HOVER_CLOSE_DELAY_MS = 250;

export interface MenuDropdownProps {
  group: MenuGroup;
  text: (text: LocalizedText) => string;
  soonLabel: string;
  open: boolean;
  dispatch: ActionDispatch<[MenuEvent]>;
}

/**
 * A desktop menu group: a button (`aria-expanded`, `aria-controls`) and its panel of sections
 * (`data-menu-panel`). Click, Enter and Space toggle it; a mouse resting on it opens it; focus alone
 * opens nothing. Escape closes it and returns focus to the button; Tab past its last link closes it;
 * following one of its links closes it.
 */
export default function MenuDropdown({ group, text, soonLabel, open, dispatch }: MenuDropdownProps) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A timer still pending when the menu bar unmounts dispatches to nothing: React ignores it.
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const { id } = group;
  const afterHover = (event: PointerEvent, type: 'hover' | 'leave', delayMs: number) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => dispatch({ type, id }), delayMs);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    dispatch({ type: 'close' });
    buttonRef.current?.focus();
  };
  // Only focus that moves to another element closes the menu (Tab past its end): a click on the
  // panel's plain text moves focus nowhere, and presses outside are handled by DesktopMenu.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next)) dispatch({ type: 'close' });
  };
  const onPress = (event: MouseEvent) => {
    clearTimeout(hoverTimer.current);
    // A click from Enter or Space has no pointer clicks (detail 0).
    dispatch({ type: 'press', id, pointer: event.detail > 0 });
  };
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) dispatch({ type: 'close' });
  };

  return (
    <li
      className="menu-group"
      data-open={open ? '' : undefined}
      onPointerEnter={(event) => afterHover(event, 'hover', HOVER_OPEN_DELAY_MS)}
      onPointerLeave={(event) => afterHover(event, 'leave', HOVER_CLOSE_DELAY_MS)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button ref={buttonRef} type="button" className="menu-group-button" aria-expanded={open} aria-controls={panelId} data-menu-group={id} onClick={onPress}>
        {text(group.label)}
        <svg className="menu-chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {/* A click on one of the panel's links (mouse or Enter) closes the menu. */}
      <div className="menu-panel" id={panelId} data-menu-panel="" onClick={onPanelClick}>
        <MenuSections sections={group.sections} text={text} soonLabel={soonLabel} />
      </div>
    </li>
  );
}
