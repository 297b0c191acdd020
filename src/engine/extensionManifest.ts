/**
 * The contract of an extension: a calculator add-on (placed inside a calculator's form) or a bespoke
 * module (placed on a page by a `module` block). A manifest is plain data that runs in Node: the spec
 * validator checks every use of an extension against it, `npm run gen:types` turns the names into the
 * schemas' enums, and the React registries are typed by the same names. The engine never imports the
 * extensions themselves; it receives the list of manifests.
 */
import type { SpecIssue } from './specIssue';

export type AddonPlace = 'top' | 'afterInputs' | 'afterResults';

interface ManifestBase {
  /** The name a spec uses (lower case, dashes). */
  readonly name: string;
  /** One sentence for authors: what it does. Shown in editors through the generated schema. */
  readonly description: string;
  /** JSON Schema (draft 2020-12) of the `props` object a spec may give it. */
  readonly propsSchema: Readonly<Record<string, unknown>>;
}

export interface AddonManifest extends ManifestBase {
  readonly kind: 'calculator-addon';
  /** Where in the calculator's form it may be placed. */
  readonly places: readonly AddonPlace[];
  /** Props whose value must be the id of an input of the host calculator. */
  readonly inputProps: readonly string[];
  /** Publishes the host calculator's inputs to the page: a module block may then start `from` that calculator. */
  readonly sharesInputs?: boolean;
}

/**
 * The section a module renders and outside checks find it by (`section[data-tool="momentum"]`), also shown
 * while its code loads. Without `id` the section's id is the module's `id` prop (a page's backtest).
 */
export interface ModuleSection {
  readonly attribute: 'data-tool' | 'data-sim' | 'data-backtest';
  readonly id?: string;
}

export interface ModuleManifest extends ManifestBase {
  readonly kind: 'module';
  /** A module whose code loads when it comes near the viewport, with this section as its placeholder. */
  readonly section?: ModuleSection;
  /**
   * Checks beyond the props schema (for example the rule formulas of a backtest), run by `npm run
   * validate` once the schema holds; issue paths are inside `props`.
   */
  readonly checkProps?: (props: Readonly<Record<string, unknown>>) => readonly SpecIssue[];
  /**
   * The module's parameters that may start from a calculator on the same page (a module block's
   * `from: { calculator, inputs: { <parameter>: <input id> } }`); without it a block cannot declare `from`.
   */
  readonly linkableParams?: readonly string[];
}

export type ExtensionManifest = AddonManifest | ModuleManifest;

declare const propsType: unique symbol;

/**
 * A `props` schema that names the TypeScript type of the props it admits. `npm run validate` checks every
 * spec's props against the schema before a build, so the component receives that type without a cast.
 */
export type TypedPropsSchema<P> = Readonly<Record<string, unknown>> & { readonly [propsType]?: P };

/** States the type of the props a schema admits, beside the schema (the one place that knows both). */
export function typedPropsSchema<P>(schema: Readonly<Record<string, unknown>>): TypedPropsSchema<P> {
  return schema;
}

/** The props an extension's component receives: the type its schema names, else a plain record. */
export type ManifestProps<M extends ExtensionManifest> = M['propsSchema'] extends { readonly [propsType]?: infer P } ? (unknown extends P ? Readonly<Record<string, unknown>> : P) : Readonly<Record<string, unknown>>;

/** A `props` schema that allows no props at all. */
export const NO_PROPS_SCHEMA = { type: 'object', properties: {}, additionalProperties: false } as const;
