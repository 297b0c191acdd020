import type { ReactNode } from 'react';
import { formatValue } from '../../../engine/formatNumber';
import { interpolate, localize, type Lang } from '../../../engine/localize';
import type { ChoiceParam, NumberParam, ParamDef } from './params';
import './ParamFields.css';

/** The texts of a range message: `{{field}}`, `{{min}}`, `{{max}}`. */
export interface RangeTexts {
  outOfRange: string;
  outOfRangeWhole: string;
  outOfRangeAbove: string;
}

/** What to type instead, for a number parameter whose value is not allowed. */
export function rangeMessage(param: NumberParam, texts: RangeTexts, lang: Lang): string {
  const values = { field: localize(param.label, lang), min: formatValue(param.min, 'number', lang), max: formatValue(param.max, 'number', lang) };
  return interpolate(param.integer ? texts.outOfRangeWhole : param.exclusiveMin ? texts.outOfRangeAbove : texts.outOfRange, values);
}

/** The ids that describe a control: its help (`<id>-help`) and, while there is one, its message (`<id>-message`). */
export function describedBy(controlId: string, message: string | undefined, hasHelp = true): string | undefined {
  return [hasHelp ? `${controlId}-help` : '', message ? `${controlId}-message` : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * What is wrong with a control's value, right under the control (`<id>-message`, for its aria-describedby): on a
 * phone the form's alert region, which keeps the full text, can be screens away.
 */
export function ParamMessage({ controlId, message }: { controlId: string; message: string | undefined }) {
  return message ? (
    <p className="param-message" id={`${controlId}-message`}>
      {message}
    </p>
  ) : null;
}

export interface ParamFieldsProps {
  params: readonly ParamDef[];
  /** The typed text or chosen option of each parameter. */
  texts: Readonly<Record<string, string>>;
  invalid: readonly ParamDef[];
  /** Prefix of the element ids (unique on the page). */
  idPrefix: string;
  lang: Lang;
  onChange: (id: string, text: string) => void;
  /** Something shown after a parameter's control, such as a 'New seed' button. */
  after?: (param: ParamDef) => ReactNode;
}

/** A choice's options: those without a group first, then each group as an optgroup. */
function ChoiceOptions({ param, lang }: { param: ChoiceParam; lang: Lang }) {
  const option = (entry: ChoiceParam['options'][number]) => (
    <option key={entry.value} value={entry.value}>
      {localize(entry.label, lang)}
    </option>
  );
  const groups = [...new Set(param.options.flatMap((entry) => (entry.group === undefined ? [] : [entry.group])))];
  return (
    <>
      {param.options.filter((entry) => entry.group === undefined).map(option)}
      {groups.map((group) => (
        <optgroup key={group} label={group}>
          {param.options.filter((entry) => entry.group === group).map(option)}
        </optgroup>
      ))}
    </>
  );
}

/**
 * The fields of a set of parameters: a labelled text input per number (typed as text, so the German
 * decimal comma works; `name` = the parameter id) with its unit and help, a select per choice.
 */
export default function ParamFields({ params, texts, invalid, idPrefix, lang, onChange, after }: ParamFieldsProps) {
  return params.map((param) => {
    const id = `${idPrefix}-${param.id}`;
    const helpId = `${id}-help`;
    const describedBy = param.help ? helpId : undefined;
    return (
      <div className="param-field" key={param.id}>
        <label htmlFor={id}>{localize(param.label, lang)}</label>
        <div className="param-control">
          {param.kind === 'number' ? (
            <input id={id} name={param.id} type="text" inputMode={param.integer ? 'numeric' : 'decimal'} autoComplete="off" spellCheck={false} value={texts[param.id] ?? ''} aria-invalid={invalid.includes(param) || undefined} aria-describedby={describedBy} onChange={(event) => onChange(param.id, event.target.value)} />
          ) : (
            <select id={id} name={param.id} value={texts[param.id]} aria-describedby={describedBy} onChange={(event) => onChange(param.id, event.target.value)}>
              <ChoiceOptions param={param} lang={lang} />
            </select>
          )}
          {param.kind === 'number' && param.unit ? <span className="param-unit">{param.unit}</span> : null}
          {after?.(param)}
        </div>
        {param.help ? (
          <p className="param-help" id={helpId}>
            {localize(param.help, lang)}
          </p>
        ) : null}
      </div>
    );
  });
}
