import { useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useLocation } from 'react-router';
import type { LocalizedText, MenuGroup } from '../engine/specTypes.generated';
import MenuSections from './MenuSections';

export interface MenuDropdownProps {
  group: MenuGroup;
  text: (text: LocalizedText) => string;
  soonLabel: string;
}

/**
 * A desktop menu group: a button with `aria-expanded` and its panel of sections. The panel opens on
 * mouse hover and when keyboard focus enters the group, and closes when the mouse leaves, focus leaves,
 * Escape is pressed (focus returns to the button) or a navigation happens. Touch and mouse clicks on the
 * button toggle it.
 */
export default function MenuDropdown({ group, text, soonLabel }: MenuDropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Focus that we cause (Escape returns focus to the button) or that a pointer press causes must not
  // reopen the panel: the click handler decides for pointers.
  const ignoreNextFocus = useRef(false);
  const pointerPressed = useRef(false);

  const { pathname } = useLocation();
  const [lastPathname, setLastPathname] = useState(pathname);
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpen(false);
  }

  // Keep an open panel inside the viewport: shift it left by however much it would overflow on the right.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    panel.style.setProperty('--panel-shift', '0px');
    const margin = 8;
    const rect = panel.getBoundingClientRect();
    const overflow = rect.right - (document.documentElement.clientWidth - margin);
    const shift = overflow > 0 ? Math.min(overflow, rect.left - margin) : 0;
    panel.style.setProperty('--panel-shift', `${-Math.max(shift, 0)}px`);
  }, [open]);

  const onFocus = () => {
    if (ignoreNextFocus.current || pointerPressed.current) {
      ignoreNextFocus.current = false;
      return;
    }
    setOpen(true);
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    pointerPressed.current = false;
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    if (document.activeElement !== buttonRef.current) {
      ignoreNextFocus.current = true;
      buttonRef.current?.focus();
    }
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setOpen(false);
  };

  return (
    <li
      className="menu-group"
      data-open={open ? '' : undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className="menu-group-button"
        aria-expanded={open}
        aria-controls={panelId}
        data-menu-group={group.id}
        onPointerDown={() => {
          pointerPressed.current = true;
        }}
        onClick={() => {
          pointerPressed.current = false;
          setOpen((value) => !value);
        }}
      >
        {text(group.label)}
        <svg className="menu-chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <div className="menu-panel" id={panelId} ref={panelRef} data-columns={group.sections.length}>
        <MenuSections sections={group.sections} text={text} soonLabel={soonLabel} />
      </div>
    </li>
  );
}
