import { useState } from 'react';
import type { LocalizedText, MenuGroup } from '../engine/specTypes.generated';
import MenuSections from './MenuSections';

export interface MobileMenuProps {
  /** Prefix of the group panels' ids. */
  idPrefix: string;
  menu: MenuGroup[];
  text: (text: LocalizedText) => string;
  soonLabel: string;
  label: string;
}

/**
 * The mobile menu panel (below 900 px): an accordion in which each group expands and collapses on its
 * own (several may be open). Opening and closing the whole panel is the header's job; it mounts the
 * menu on each opening, so every group starts collapsed.
 */
export default function MobileMenu({ idPrefix, menu, text, soonLabel, label }: MobileMenuProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = (groupId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(groupId)) next.delete(groupId);
      else next.add(groupId);
      return next;
    });

  return (
    <nav className="mobile-menu" aria-label={label}>
      <ul className="mobile-groups">
        {menu.map((group) => {
          const open = expanded.has(group.id);
          const panelId = `${idPrefix}-${group.id}`;
          return (
            <li key={group.id} className="mobile-group" data-open={open ? '' : undefined}>
              <button
                type="button"
                className="mobile-group-button"
                aria-expanded={open}
                aria-controls={panelId}
                data-menu-group={group.id}
                onClick={() => toggle(group.id)}
              >
                {text(group.label)}
                <svg className="menu-chevron" width="14" height="14" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                  <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
              <div className="mobile-group-panel" id={panelId} hidden={!open}>
                <MenuSections sections={group.sections} text={text} soonLabel={soonLabel} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
