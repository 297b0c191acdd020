import { NavLink } from 'react-router';
import type { LocalizedText, MenuItem } from '../engine/specTypes.generated';

export interface MenuItemLinkProps {
  item: MenuItem;
  /** Localises a site.yaml text. */
  text: (text: LocalizedText) => string;
  /** The mark of a disabled item ('coming soon' in menus, 'Coming Soon' in the footer). */
  soonLabel: string;
  className?: string;
}

/**
 * One menu or footer entry: an internal link (with `aria-current="page"` on the current page), an
 * external link (new tab, `rel="noopener noreferrer"`), or, for `soon: true`, plain text with a
 * 'coming soon' badge and `data-soon` — never a link to a page that does not exist yet.
 */
export default function MenuItemLink({ item, text, soonLabel, className = 'menu-link' }: MenuItemLinkProps) {
  const label = text(item.label);
  const featured = item.featured ? '' : undefined;
  // The space keeps the accessible name readable ('Liquidation Pro Pro', not 'Liquidation ProPro').
  const badge = item.badge ? (
    <>
      {' '}
      <span className="menu-badge">{text(item.badge)}</span>
    </>
  ) : null;

  if (item.soon) {
    return (
      <span className={`${className} is-soon`} data-soon="" aria-disabled="true">
        <span>{label}</span> <span className="soon-badge">{soonLabel}</span>
      </span>
    );
  }
  if (/^https?:\/\//.test(item.to)) {
    return (
      <a className={className} href={item.to} target="_blank" rel="noopener noreferrer" data-featured={featured}>
        {label}
        {badge}
      </a>
    );
  }
  return (
    <NavLink className={className} to={item.to} end data-featured={featured}>
      {label}
      {badge}
    </NavLink>
  );
}
