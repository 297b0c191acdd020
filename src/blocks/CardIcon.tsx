import type { Card } from '../engine/specTypes.generated';
import spriteUrl from './cardIcons.svg?no-inline';

/**
 * A card's icon: a line drawing from the sprite, in the card's text colour, hidden from assistive
 * technology (the title says what the card is). The drawings live in one static file, fetched once
 * and cached, so they add no weight to the page's scripts.
 */
export default function CardIcon({ name }: { name: NonNullable<Card['icon']> }) {
  return (
    <svg className="card-icon" width="28" height="28" aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
