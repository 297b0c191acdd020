import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import site from 'virtual:futureslab/site';
import type { CalloutBlock as CalloutBlockSpec } from '../engine/specTypes.generated';
import Markdown from './Markdown';
import { useSpecText } from './useSpecText';
import './CalloutBlock.css';

const ICONS: Record<CalloutBlockSpec['variant'], string> = { info: 'ℹ', tip: '💡', warn: '⚠', nfa: '⚖' };
/** Catalog key of the heading shown when the spec gives none. */
const DEFAULT_HEADING = { info: 'callout.info', tip: 'callout.tip', warn: 'callout.warn', nfa: 'nfa.heading' } as const;

/**
 * A highlighted note (info, tip, warn). Variant `nfa` is the not-financial-advice notice: `data-nfa`,
 * a default text from the `blocks` catalog (the spec body replaces it) and a link to /nfa.
 */
export default function CalloutBlock({ block }: { block: CalloutBlockSpec }) {
  const { t } = useTranslation('blocks');
  const text = useSpecText();
  const nfa = block.variant === 'nfa';
  const heading: string = block.heading ? text(block.heading) : t(DEFAULT_HEADING[block.variant]);
  const body = block.body ? text(block.body) : nfa ? t('nfa.text', { name: site.name, interpolation: { escapeValue: false } }) : '';
  return (
    <div className={`callout callout-${block.variant}`} role="note" data-nfa={nfa ? '' : undefined} aria-label={heading}>
      <span className="callout-icon" aria-hidden="true">
        {ICONS[block.variant]}
      </span>
      <div className="callout-content">
        <p className="callout-heading">{heading}</p>
        {block.body ? <Markdown text={body} /> : body && <p>{body}</p>}
        {nfa && (
          <p className="callout-link">
            <RouterLink to="/nfa">{t('nfa.link')}</RouterLink>
          </p>
        )}
      </div>
    </div>
  );
}
