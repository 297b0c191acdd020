import { describe, expect, it } from 'vitest';
import { NO_PROPS_SCHEMA, type ExtensionManifest } from '../extensionManifest';
import { createExtensionChecker } from './checkExtensionUse';

const manifests: ExtensionManifest[] = [
  {
    name: 'file-import',
    kind: 'calculator-addon',
    description: 'Fills an input from a file.',
    places: ['afterInputs'],
    inputProps: ['targetInput'],
    propsSchema: { type: 'object', properties: { targetInput: { type: 'string' }, maxRows: { type: 'integer' } }, additionalProperties: false },
  },
  { name: 'report', kind: 'module', description: 'A report.', propsSchema: NO_PROPS_SCHEMA },
  {
    name: 'rules',
    kind: 'module',
    description: 'Checks its own props beyond the schema.',
    propsSchema: { type: 'object', properties: { rule: { type: 'string' } }, required: ['rule'] },
    checkProps: (props) => (props.rule === 'ok' ? [] : [{ path: ['rule'], message: `bad rule "${String(props.rule)}"` }]),
  },
];
const check = createExtensionChecker(manifests);
const hostInputs = ['price', 'atr'];

describe('checking a use of an extension against its manifest', () => {
  it('accepts a correct use', () => {
    expect(check({ kind: 'calculator-addon', name: 'file-import', place: 'afterInputs', props: { targetInput: 'atr', maxRows: 10 }, hostInputs })).toEqual([]);
    expect(check({ kind: 'module', name: 'report' })).toEqual([]);
  });

  it("runs a module's own props check after its schema holds, with paths inside props", () => {
    expect(check({ kind: 'module', name: 'rules', props: { rule: 'ok' } })).toEqual([]);
    expect(check({ kind: 'module', name: 'rules', props: { rule: 'x < 1' } })).toEqual([{ path: ['props', 'rule'], message: 'bad rule "x < 1"' }]);
    expect(check({ kind: 'module', name: 'rules', props: {} }).map((issue) => issue.path)).toEqual([['props']]);
  });

  it('refuses an unknown name of the kind, with a hint', () => {
    expect(check({ kind: 'module', name: 'reprot' })).toEqual([{ path: ['name'], message: 'unknown module "reprot" (did you mean "report"?)' }]);
    // An add-on is not a module.
    expect(check({ kind: 'module', name: 'file-import' })[0]?.message).toBe('unknown module "file-import"');
  });

  it('refuses a place the extension does not allow', () => {
    expect(check({ kind: 'calculator-addon', name: 'file-import', place: 'top', hostInputs })).toEqual([
      { path: ['place'], message: '"file-import" cannot be placed "top" (allowed: "afterInputs")' },
    ]);
  });

  it('checks props against the props schema: unknown keys and wrong types', () => {
    expect(check({ kind: 'calculator-addon', name: 'file-import', props: { targetInptu: 'atr' }, hostInputs })).toEqual([
      { path: ['props', 'targetInptu'], message: 'unknown property "targetInptu" (did you mean "targetInput"?)' },
    ]);
    expect(check({ kind: 'calculator-addon', name: 'file-import', props: { maxRows: 'ten' }, hostInputs })[0]).toMatchObject({ path: ['props', 'maxRows'] });
    expect(check({ kind: 'module', name: 'report', props: { size: 3 } })[0]?.path).toEqual(['props', 'size']);
  });

  it('checks that props naming inputs name inputs of the host calculator', () => {
    expect(check({ kind: 'calculator-addon', name: 'file-import', props: { targetInput: 'atrr' }, hostInputs })).toEqual([
      { path: ['props', 'targetInput'], message: 'unknown input "atrr" (did you mean "atr"?): "file-import" needs an input of this calculator here' },
    ]);
  });
});
