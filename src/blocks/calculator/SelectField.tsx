import { useTranslation } from 'react-i18next';
import type { InputOption } from '../../engine/specTypes.generated';
import { formatAsOfDate } from './DataSourceNote';
import FieldFrame, { describedBy } from './FieldFrame';
import type { FieldProps } from './fieldProps';

/**
 * A native select of the input's options. When the chosen option names its source (an asset's tier
 * table), that source and its date stand under the select, so the age of the data is seen where it is chosen.
 */
export default function SelectField({ input, idPrefix, value, unit, message, lang, localize, onChange }: FieldProps) {
  const { t } = useTranslation('calc');
  const id = `${idPrefix}-${input.id}`;
  const helpId = `${id}-help`;
  const sourceId = `${id}-source`;
  const options: InputOption[] = input.options ?? [];
  const source = options.find((option) => option.value === value)?.source;
  const sourceText = source && (source.asOf ? `${localize(source.text)} (${t('asOf', { date: formatAsOfDate(source.asOf, lang) })})` : localize(source.text));
  const describers = [describedBy(id, input.help !== undefined, message), sourceText ? sourceId : ''].filter(Boolean).join(' ');
  return (
    <FieldFrame
      controlId={id}
      label={localize(input.label)}
      help={input.help && localize(input.help)}
      helpId={helpId}
      unit={unit}
      message={message}
      note={
        sourceText ? (
          <p className="calc-help calc-option-source" id={sourceId}>
            {sourceText}
          </p>
        ) : null
      }
    >
      <select
        id={id}
        name={input.id}
        className="calc-input calc-select"
        value={typeof value === 'string' ? value : ''}
        aria-describedby={describers || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {localize(option.label)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
