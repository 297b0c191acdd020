import { useTranslation } from 'react-i18next';
import site from 'virtual:futureslab/site';
import type { LoadedPage } from '../engine/routeTypes';
import type { PageSpec } from '../engine/specTypes.generated';
import CalloutBlock from './CalloutBlock';
import SmartLink from './SmartLink';
import { useSpecText } from './useSpecText';
import './ButtonsBlock.css';
import './ComingSoon.css';

/** The milestones of a page in the works, in order. */
export const MILESTONES = ['research', 'design', 'content'] as const;
export type Milestone = (typeof MILESTONES)[number];

/** Where the 'overview' button of a coming-soon page leads, by page kind. */
export const SECTION_OVERVIEW: Record<PageSpec['kind'], string> = {
  strategy: '/strategies/overview',
  learn: '/learn',
  tool: '/tools',
  exchange: '/exchange-compare',
  general: '/',
};

/** The partner exchange's affiliate key in site.affiliates. */
const PARTNER = 'bingx';
const ORDER_ANALYZER = '/tools/bingx-order-analyzer';

/**
 * The coming-soon template for pages with `status: soon` (rendered inside PageRenderer's `<main>`):
 * the page's one h1 '{{title}} – Coming soon', an 'In progress' badge (`data-soon`), the milestones
 * research → design → content with the current one marked (`content` once a draft has blocks, else
 * `research`, unless given), buttons to the section overview, to registering with the partner exchange
 * (sponsored affiliate link) and to the order analyzer, and the NFA notice.
 */
export default function ComingSoon({ page, current }: { page: LoadedPage; current?: Milestone }) {
  const { t } = useTranslation('blocks');
  const text = useSpecText();
  const name = text(page.title);
  const step = current ?? (page.blocks.length > 0 ? 'content' : 'research');
  const currentIndex = MILESTONES.indexOf(step);
  const partner = site.affiliates[PARTNER];

  return (
    <div className="coming-soon" data-soon="">
      <p className="coming-soon-badge">
        <span className="badge badge-soon" data-soon="">
          {t('soon.badge')}
        </span>
      </p>
      <h1>{t('soon.title', { name, interpolation: { escapeValue: false } })}</h1>
      {page.lead && <p className="page-lead">{text(page.lead)}</p>}
      <p>{t('soon.intro')}</p>
      <ol className="milestones" aria-label={t('soon.milestones')}>
        {MILESTONES.map((milestone, index) => {
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'next';
          return (
            <li key={milestone} className={`milestone milestone-${state}`} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="milestone-name">{t(`soon.${milestone}`)}</span>
              <span className="milestone-state">{t(`soon.${state}`)}</span>
            </li>
          );
        })}
      </ol>
      <ul className="button-row" role="list">
        <li>
          <SmartLink link={{ to: SECTION_OVERVIEW[page.kind], variant: 'primary' }}>{t(`soon.overview.${page.kind}`)}</SmartLink>
        </li>
        {partner && (
          <li>
            <SmartLink link={{ affiliate: PARTNER, variant: 'secondary' }}>
              {t('soon.register', { exchange: text(partner.label), interpolation: { escapeValue: false } })}
            </SmartLink>
          </li>
        )}
        <li>
          <SmartLink link={{ to: ORDER_ANALYZER, variant: 'secondary' }}>{t('soon.analyzer')}</SmartLink>
        </li>
      </ul>
      <CalloutBlock block={{ type: 'callout', variant: 'nfa' }} />
    </div>
  );
}
