/** Props every bespoke module receives: the `props` object of its `module` block (checked against the module's manifest). */
export interface ModuleProps {
  props: Readonly<Record<string, unknown>>;
}
