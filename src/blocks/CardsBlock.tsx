import { useTranslation } from 'react-i18next';
import type { CardsBlock as CardsBlockSpec } from '../engine/specTypes.generated';
import CardIcon from './CardIcon';
import { linkedPageStatus } from './linkedPageStatus';
import Markdown from './Markdown';
import SmartLink from './SmartLink';
import { useSpecText } from './useSpecText';
import './CardsBlock.css';

/**
 * A grid of cards (1–4 columns on wide screens, one on phones), each with a title and text and an
 * optional icon, badge, meta line and link. Card titles are h3 under the block's h2, else h2.
 * A card that links to a page still in progress shows the 'In progress' badge (`data-soon`) instead of
 * its own badge: the badge follows the target page's status and cannot go stale.
 */
export default function CardsBlock({ block }: { block: CardsBlockSpec }) {
  const text = useSpecText();
  const { t } = useTranslation('blocks');
  const Title = block.heading ? 'h3' : 'h2';
  return (
    <div className="cards-block">
      {block.heading && <h2>{text(block.heading)}</h2>}
      {block.intro && (
        <div className="cards-intro">
          <Markdown text={text(block.intro)} />
        </div>
      )}
      <ul className={`cards cards-cols-${block.columns ?? 3}`} role="list">
        {block.items.map((card, index) => {
          const targetInProgress = !card.link?.soon && linkedPageStatus(card.link?.to) === 'soon';
          return (
            <li key={index} className="card">
              {(card.icon || card.badge || targetInProgress) && (
                <div className="card-top">
                  {card.icon && <CardIcon name={card.icon} />}
                  {targetInProgress ? (
                    <span className="badge badge-soon" data-soon="">
                      {t('soon.badge')}
                    </span>
                  ) : (
                    card.badge && <span className="badge">{text(card.badge)}</span>
                  )}
                </div>
              )}
              <Title className="card-title">{text(card.title)}</Title>
              {card.meta && <p className="card-meta">{text(card.meta)}</p>}
              <div className="card-text">
                <Markdown text={text(card.text)} />
              </div>
              {card.link && (
                <p className="card-link">
                  <SmartLink link={card.link} />
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
