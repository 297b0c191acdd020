import type { ReactNode } from 'react';
import { formatValue, type Format } from '../../../engine/formatNumber';
import type { Lang } from '../../../engine/localize';
import { rawValue } from '../../../ui/rawValue';

/** A select of the data's assets (not kept in the URL: the assets depend on the data). */
export function AssetSelect({ id, name, label, assets, value, onChange }: { id: string; name: string; label: string; assets: readonly string[]; value: number; onChange: (index: number) => void }) {
  return (
    <div className="param-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={String(value)} onChange={(event) => onChange(Number(event.target.value))}>
        {assets.map((asset, index) => (
          <option key={asset + String(index)} value={String(index)}>
            {asset}
          </option>
        ))}
      </select>
    </div>
  );
}

/** An asset index that exists: the chosen one if valid, else the fallback (clamped). */
export function validIndex(chosen: number | null, fallback: number, count: number): number {
  if (chosen !== null && chosen >= 0 && chosen < count) return chosen;
  return Math.max(0, Math.min(count - 1, fallback));
}

/** `<output name data-value>` with the formatted value ('—' when not computable). */
export function Out({ name, value, format, lang, decimals, text }: { name: string; value: number; format: Format; lang: Lang; decimals?: number; text?: ReactNode }) {
  return (
    <output name={name} data-value={rawValue(value)}>
      {text ?? formatValue(Number.isFinite(value) ? value : null, format, lang, decimals)}
    </output>
  );
}

/** The alert region with the messages (empty when none). */
export function Alerts({ messages }: { messages: readonly string[] }) {
  return (
    <div role="alert" className="param-alert">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
