import { formatInputNumber } from '../../engine/formatNumber';
import type { FieldProps } from './fieldProps';
import TextField from './TextField';

/** A number typed as text (inputmode decimal) so that the German decimal comma works. */
export default function NumberField({ raw, value, lang, onChange, ...field }: FieldProps) {
  const text = typeof raw === 'string' ? raw : typeof value === 'number' ? formatInputNumber(value, lang) : '';
  return <TextField {...field} text={text} inputMode="decimal" onChange={onChange} />;
}
