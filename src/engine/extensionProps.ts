import type { CalculatorResult } from './evaluateCalculator';
import type { Lang } from './localize';
import type { CalculatorSpec } from './specTypes.generated';

/** A value an add-on may give an input: a number, an option value or a checkbox state. */
export type AddonInputValue = number | string | boolean;

/**
 * What a calculator add-on receives. An add-on is a small registered React module that a calculator
 * spec places inside its form (`addons: [{ name, place, props }]`): it reads the evaluated result and
 * may set inputs (presets, an import that fills a field) or compute more results off the main thread
 * (Monte Carlo). It renders inside the calculator's `<form>`: no nested `<form>`, buttons are
 * `type="button"`, results are `<output name data-value>` like every calculator output.
 */
export interface CalculatorAddonProps {
  /** The calculator's spec (ids, inputs, outputs). */
  spec: CalculatorSpec;
  /** The evaluation of the current inputs: `inputs` (defaults applied), `outputs`, `blocked`, and
   *  `scope` with every symbol's value (data, inputs, let, outputs). */
  result: CalculatorResult;
  /** Sets several inputs at once, as if the user had typed them (numbers are written in the current
   *  language); `undefined` drops the user's entry so the default applies again. Unknown ids are ignored. */
  setInputs: (values: Readonly<Record<string, AddonInputValue | undefined>>) => void;
  /**
   * Shows messages in the calculator's single `role="alert"` region (replacing this add-on's previous
   * ones); `[]` clears them. Texts are shown as plain text, never as HTML.
   */
  report: (messages: readonly string[]) => void;
  lang: Lang;
  /** Unique prefix for element ids inside this calculator. */
  idPrefix: string;
  /** The `props` object of the spec's add-on entry (each add-on validates its own). */
  props: Readonly<Record<string, unknown>>;
}

/**
 * Where a module's parameters start from: the current inputs of a calculator on the same page (by its id),
 * mapped parameter id → input id. The module follows them until the visitor sets a parameter in the module.
 */
export interface CalculatorLink {
  calculator: string;
  inputs: Readonly<Record<string, string>>;
}

/** What every bespoke module receives: the `props` object of its `module` block (checked against the module's manifest) and the block's `from`. */
export interface ModuleProps<P = Readonly<Record<string, unknown>>> {
  props: P;
  from?: CalculatorLink;
}
