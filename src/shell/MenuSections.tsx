import type { LocalizedText, MenuGroup } from '../engine/specTypes.generated';
import MenuItemLink from './MenuItemLink';

interface MenuSectionsProps {
  sections: MenuGroup['sections'];
  text: (value: LocalizedText) => string;
  soonLabel: string;
}

/**
 * The sections of one menu group with their items: shared by the desktop dropdown and the mobile menu.
 * In a group of several sections, one without a heading (an overview link) spans the dropdown's width
 * above or below the headed columns.
 */
export default function MenuSections({ sections, text, soonLabel }: MenuSectionsProps) {
  return sections.map((section, index) => (
    <div className={section.label || sections.length === 1 ? 'menu-section' : 'menu-section menu-section-wide'} key={index}>
      {section.label && <p className="menu-section-label">{text(section.label)}</p>}
      <ul className="menu-items">
        {section.items.map((item) => (
          <li key={`${item.to}|${item.label.en}`}>
            <MenuItemLink item={item} text={text} soonLabel={soonLabel} />
          </li>
        ))}
      </ul>
    </div>
  ));
}
