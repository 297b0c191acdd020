import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import site from 'virtual:futureslab/site';
import type { Link, LocalizedText } from '../engine/specTypes.generated';
import { useSpecText } from './useSpecText';
import './SmartLink.css';

/** A spec `Link`, or just a target: the label may come from `children` instead. */
export type SmartLinkTarget = Omit<Link, 'label'> & { label?: LocalizedText };

export interface SmartLinkProps {
  link: SmartLinkTarget;
  /** Replaces the spec label (Markdown links pass their rendered text). */
  children?: ReactNode;
  className?: string;
}

function classes(...names: (string | false | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/**
 * Renders a spec link: internal paths through react-router; external https links in a new tab with
 * `rel="noopener noreferrer"`; `affiliate: key` goes to `site.affiliates[key].url` with
 * `rel="sponsored noopener noreferrer"`; `soon: true` is not a link but text with a 'coming soon' badge
 * (`data-soon`). `variant` renders it as a button (`btn btn-primary` …, styled by the shell).
 */
export default function SmartLink({ link, children, className }: SmartLinkProps) {
  const { t } = useTranslation('blocks');
  const text = useSpecText();
  const label = children ?? (link.label ? text(link.label) : (link.to ?? ''));
  const cls = classes(link.variant && `btn btn-${link.variant}`, className);

  if (link.soon) {
    return (
      <span className={classes(cls, 'smartlink-soon')} data-soon="" aria-disabled="true">
        {label} <span className="badge badge-soon">{t('link.soon')}</span>
      </span>
    );
  }

  if (link.affiliate !== undefined) {
    const affiliate = site.affiliates[link.affiliate];
    if (!affiliate) return <span className={cls}>{label}</span>;
    return (
      <a className={cls} href={affiliate.url} target="_blank" rel="sponsored noopener noreferrer" data-affiliate={link.affiliate}>
        {label}
        <span className="sr-only"> {t('link.newTab')}</span>
      </a>
    );
  }

  const to = link.to ?? '/';
  if (to.startsWith('/')) {
    return (
      <RouterLink className={cls} to={to}>
        {label}
      </RouterLink>
    );
  }
  if (to.startsWith('mailto:')) {
    return (
      <a className={cls} href={to}>
        {label}
      </a>
    );
  }
  return (
    <a className={cls} href={to} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="sr-only"> {t('link.newTab')}</span>
    </a>
  );
}
