import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { LocalizedText, MenuGroup } from '../engine/specTypes.generated';
import { nextOpenMenu } from './desktopMenuState';
import { fitPanelToViewport } from './fitPanelToViewport';
import MenuDropdown from './MenuDropdown';

export interface DesktopMenuProps {
  menu: MenuGroup[];
  text: (text: LocalizedText) => string;
  soonLabel: string;
  label: string;
}

/**
 * The desktop menu bar (from 900 px): one dropdown per menu group, at most one open at a time
 * (disclosure navigation: the buttons toggle their panels, see desktopMenuState). A press outside
 * the menu bar and a page change close it. Every panel is kept inside the window, on opening and
 * on every resize.
 */
export default function DesktopMenu({ menu, text, soonLabel, label }: DesktopMenuProps) {
  const [open, dispatch] = useReducer(nextOpenMenu, null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const [seenPathname, setSeenPathname] = useState(pathname);
  if (seenPathname !== pathname) {
    setSeenPathname(pathname);
    dispatch({ type: 'close' });
  }

  const openId = open?.id;
  // The page (and with it the language, part of the path) changes the panels' text and widths.
  useLayoutEffect(() => {
    const fitAll = () => navRef.current?.querySelectorAll<HTMLElement>('[data-menu-panel]').forEach((panel) => fitPanelToViewport(panel));
    fitAll();
    window.addEventListener('resize', fitAll);
    return () => window.removeEventListener('resize', fitAll);
  }, [openId, pathname]);

  useEffect(() => {
    if (!openId) return;
    // A press on another menu's button is that button's business (it opens its own menu).
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) dispatch({ type: 'close' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  return (
    <nav className="desktop-nav" aria-label={label} ref={navRef}>
      <ul className="menu-groups">
        {menu.map((group) => (
          <MenuDropdown key={group.id} group={group} text={text} soonLabel={soonLabel} open={openId === group.id} dispatch={dispatch} />
        ))}
      </ul>
    </nav>
  );
}
