import type { InputValue } from '../../engine/compileCalculator';
import type { Lang } from '../../engine/localize';
import type { Input } from '../../engine/specTypes.generated';
import type { RawValue } from './rawState';

/** What every input component receives. */
export interface FieldProps {
  input: Input;
  /** Prefix for element ids (unique per rendered calculator). */
  idPrefix: string;
  /** The user's raw entry, undefined while the default applies. */
  raw: RawValue | undefined;
  /** The value the calculation uses (default applied). */
  value: InputValue | undefined;
  bounds: { min: number | undefined; max: number | undefined } | undefined;
  invalid: boolean;
  /** The message shown beside the input (why it blocks the result), if any; the form's alert region has it in full. */
  message: string | undefined;
  lang: Lang;
  /** The unit text with {{inputId}} placeholders filled in. */
  unit: string | undefined;
  localize: (text: { en: string; de: string }) => string;
  /** The user's new entry; `undefined` drops it, so the default (or defaultExpr) applies again. */
  onChange: (value: RawValue | undefined) => void;
}
