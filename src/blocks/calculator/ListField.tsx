import { formatNumberList } from '../../engine/listInput';
import FieldFrame from './FieldFrame';
import type { FieldProps } from './fieldProps';

/**
 * A sequence of letters ('WWLWL') or a list of numbers ('2; -1; 0,5') typed as text. Until the visitor
 * types, it shows the default: a sequence's letters, or the numbers written in the current language.
 */
export default function ListField({ input, idPrefix, raw, value, invalid, lang, unit, localize, onChange }: FieldProps) {
  const id = `${idPrefix}-${input.id}`;
  const helpId = `${id}-help`;
  const shown = input.type === 'sequence' ? (typeof input.default === 'string' ? input.default : '') : Array.isArray(value) ? formatNumberList(value as number[], lang) : '';
  return (
    <FieldFrame controlId={id} label={localize(input.label)} help={input.help && localize(input.help)} helpId={helpId} unit={unit}>
      <input
        id={id}
        name={input.id}
        type="text"
        inputMode={input.type === 'sequence' ? 'text' : 'decimal'}
        autoComplete="off"
        autoCapitalize={input.type === 'sequence' ? 'characters' : undefined}
        spellCheck={false}
        className="calc-input calc-input-list"
        value={typeof raw === 'string' ? raw : shown}
        aria-invalid={invalid || undefined}
        aria-describedby={input.help ? helpId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
