import { formatNumberList } from '../../engine/listInput';
import type { FieldProps } from './fieldProps';
import TextField from './TextField';

/**
 * A sequence of letters ('WWLWL') or a list of numbers ('2; -1; 0,5') typed as text. Until the visitor
 * types, it shows the default: a sequence's letters, or the numbers written in the current language.
 */
export default function ListField({ raw, value, lang, onChange, ...field }: FieldProps) {
  const { input } = field;
  const sequence = input.type === 'sequence';
  const shown = sequence ? (typeof input.default === 'string' ? input.default : '') : Array.isArray(value) ? formatNumberList(value as number[], lang) : '';
  return <TextField {...field} text={typeof raw === 'string' ? raw : shown} inputMode={sequence ? 'text' : 'decimal'} autoCapitalize={sequence ? 'characters' : undefined} onChange={onChange} />;
}
