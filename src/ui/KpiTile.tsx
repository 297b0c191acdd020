import { useId } from 'react';
import { formatValue, NOT_COMPUTABLE, type Format } from '../engine/formatNumber';
import type { Lang } from '../engine/localize';
import { rawValue } from './rawValue';
import './KpiTile.css';

export interface KpiTileProps {
  /** The KPI key: `<output name>` of the DOM contract. */
  name: string;
  label: string;
  /** What the KPI means (shown as the tile's description and tooltip). */
  help: string;
  value: number;
  format: Format;
  lang: Lang;
  decimals?: number;
  /** Renders Infinity as '∞' with data-value "Infinity" (profit factor without losses). */
  infinityMeaningful?: boolean;
  /** Colours the value by sign (PnL). */
  signed?: boolean;
}

/**
 * One KPI tile: label, `<output name data-value>` and the explanation, which is both the visible
 * small print (for touch and screen readers, via aria-describedby) and the hover tooltip.
 */
export default function KpiTile({ name, label, help, value, format, lang, decimals, infinityMeaningful, signed }: KpiTileProps) {
  const helpId = useId();
  const finite = Number.isFinite(value) || (infinityMeaningful === true && value === Infinity);
  const text = finite ? formatValue(value, format, lang, decimals) : NOT_COMPUTABLE;
  const tone = signed && Number.isFinite(value) && value !== 0 ? (value > 0 ? 'positive' : 'negative') : undefined;
  return (
    <div className="kpi-tile" title={help}>
      <span className="kpi-tile__label" id={`${helpId}-label`}>
        {label}
      </span>
      <output name={name} data-value={rawValue(value, infinityMeaningful)} className="kpi-tile__value" data-tone={tone} aria-labelledby={`${helpId}-label`} aria-describedby={helpId}>
        {text}
      </output>
      <span className="kpi-tile__help" id={helpId}>
        {help}
      </span>
    </div>
  );
}
