import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SiteSpec } from '../engine/specTypes.generated';
import { useLang } from '../i18n/useLang';
import { debounce } from './debounce';
import DesktopMenu from './DesktopMenu';
import LanguageSwitcher from './LanguageSwitcher';
import Logo from './Logo';
import MobileMenu from './MobileMenu';
import SearchButton from './SearchButton';
import { useSiteText } from './useSiteText';
import './Header.css';

/** The width from which the desktop menu replaces the mobile one (keep in step with Header.css). */
export const DESKTOP_MIN_WIDTH = 900;
/** Resize handling is debounced. */
const RESIZE_DEBOUNCE_MS = 250;
const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The sticky site header: logo and name, the desktop menu (dropdowns), the search button, the EN/DE switcher and, below 900 px, the menu toggle with the mobile menu.
 * The mobile menu closes on navigation, on a language switch, on Escape and when the window grows to
 * desktop width.
 */
export default function Header({ site }: { site: SiteSpec }) {
  const { t } = useTranslation('common');
  const text = useSiteText(site.name);
  const lang = useLang();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const [seen, setSeen] = useState({ lang, pathname });
  if (seen.lang !== lang || seen.pathname !== pathname) {
    setSeen({ lang, pathname });
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onResize = debounce(() => {
      if (window.innerWidth >= DESKTOP_MIN_WIDTH) setMenuOpen(false);
    }, RESIZE_DEBOUNCE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, [menuOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <header className="site-header" onKeyDown={onKeyDown}>
      <div className="header-bar container">
        <Link to="/" className="brand">
          <Logo size={32} />
          <span className="brand-name">{site.name}</span>
        </Link>
        <DesktopMenu menu={site.menu} text={text} soonLabel={t('menu.soon')} label={t('header.mainNav')} />
        <div className="header-tools">
          <SearchButton />
          <LanguageSwitcher onSwitch={() => setMenuOpen(false)} />
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              {menuOpen ? (
                <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M3 5.5h14M3 10h14M3 14.5h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
            <span>{t('header.menu')}</span>
          </button>
        </div>
      </div>
      {/* Always present so the toggle's aria-controls resolves; the menu inside starts fresh on each opening. */}
      <div className="mobile-menu-wrap" id={MOBILE_MENU_ID} hidden={!menuOpen}>
        {menuOpen && <MobileMenu idPrefix={MOBILE_MENU_ID} menu={site.menu} text={text} soonLabel={t('menu.soon')} label={t('header.mainNav')} />}
      </div>
    </header>
  );
}
