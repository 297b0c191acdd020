import { useTranslation } from 'react-i18next';
import { interpolate, type Lang } from '../../engine/localize';
import type { Output } from '../../engine/specTypes.generated';
import { outputText } from './outputText';

export interface OutputItemProps {
  output: Output;
  idPrefix: string;
  value: number | null;
  lang: Lang;
  /** Text of every symbol, for the unit and the formula. */
  texts: Record<string, string>;
  localize: (text: { en: string; de: string }) => string;
  /** Opens or closes the "Formula" disclosure when it changes (the form's formulas switch); the visitor may still toggle it alone. */
  formulaOpen?: boolean;
}

/**
 * One result: label, `<output name data-value>` (RAW = String(x), empty when not computable — shown as
 * '—' or the output's `notComputable` text —, 'Infinity' only for outputs marked infinite), unit, help
 * and a "Formula" disclosure.
 */
export default function OutputItem({ output, idPrefix, value, lang, texts, localize, formulaOpen = false }: OutputItemProps) {
  const { t } = useTranslation('calc');
  const id = `${idPrefix}-out-${output.id}`;
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const raw = value === null ? '' : String(value);
  const unit = output.unit ? interpolate(output.unit, texts) : undefined;
  return (
    <div className={`calc-result${output.emphasis ? ' calc-result-emphasis' : ''}`}>
      <span className="calc-result-label" id={labelId}>
        {localize(output.label)}
      </span>
      <span className="calc-result-value">
        <output
          name={output.id}
          data-value={raw}
          aria-labelledby={labelId}
          aria-describedby={output.help ? helpId : undefined}
          title={value === null ? t('notComputable') : undefined}
        >
          {outputText(output, value, lang)}
        </output>
        {unit && value !== null ? <span className="calc-unit">{unit}</span> : null}
      </span>
      {output.help ? (
        <span className="calc-help" id={helpId}>
          {localize(output.help)}
        </span>
      ) : null}
      {output.formula ? (
        <details className="calc-formula" open={formulaOpen}>
          <summary>{t('formula')}</summary>
          <p>{interpolate(localize(output.formula), texts)}</p>
        </details>
      ) : null}
    </div>
  );
}
