import { describe, expect, it } from 'vitest';
import { repoCalculatorSpec } from './repoSpecs';
import { createExtensionChecker } from './checkExtensionUse';
import type { SpecFile, SpecKind } from './loadSpecs';
import {
  checkCalculators,
  checkModuleBlocks,
  checkPageIdsAndAnchors,
  checkStrategyTags,
  checkUniquePaths,
  checkUniqueTitles,
  SpecErrorReport,
  type CheckedSpec,
} from './checkSpecTree';

/** A spec file in memory; every path is located at line 1, column 1. */
function specOf(file: string, data: unknown, kind: SpecKind = 'page', valid = true): CheckedSpec {
  const spec: SpecFile = { file, kind, data, locate: () => ({ line: 1, column: 1 }) };
  return { spec, valid };
}

/** The messages a step reported, as `file path: message`. */
const messages = (report: SpecErrorReport) => report.errors.map((error) => `${error.file} ${error.path.join('.')}: ${error.message}`);

const noExtensions = createExtensionChecker([]);

describe('checkSpecTree steps', () => {
  it('checkPageIdsAndAnchors: a second page with an id is reported; anchors come back by page', () => {
    const a = specOf('specs/a.yaml', { id: 'home', blocks: [] });
    const b = specOf('specs/b.yaml', { id: 'home', blocks: [] });
    const report = new SpecErrorReport();
    const anchors = checkPageIdsAndAnchors([a, b], report);
    expect(messages(report)).toEqual(['specs/b.yaml id: duplicate page id "home" (also in specs/a.yaml)']);
    expect([...anchors.keys()]).toEqual([a.spec, b.spec]);
  });

  it('checkUniqueTitles: titles and descriptions are unique per language; a catalogue label counts as the title', () => {
    const a = specOf('specs/a.yaml', { title: { en: 'Grid', de: 'Grid' }, description: { en: 'One', de: 'Eins' } });
    const b = specOf('specs/b.yaml', { catalogue: { label: { en: 'Grid ', de: 'Raster' } }, description: { en: 'Two', de: 'Eins' } });
    const report = new SpecErrorReport();
    checkUniqueTitles([a, b], report);
    expect(messages(report)).toEqual([
      'specs/b.yaml catalogue.label.en: duplicate English title "Grid" (also in specs/a.yaml)',
      'specs/b.yaml description.de: duplicate German description "Eins" (also in specs/a.yaml)',
    ]);
  });

  it('checkUniquePaths: a redirect repeating a page path is the one reported; every other path is a link target', () => {
    const a = specOf('specs/a.yaml', { path: '/a', redirectFrom: ['/b'] });
    const b = specOf('specs/b.yaml', { path: '/b' });
    const report = new SpecErrorReport();
    const targets = checkUniquePaths([a, b], new Map(), report);
    expect(messages(report)).toEqual(['specs/a.yaml redirectFrom.0: duplicate path "/b" (also in specs/b.yaml)']);
    expect([...targets.keys()]).toEqual(['/a', '/b']);
  });

  it('checkCalculators: ids are unique over files and inline calculators; a ref names a calculator file', () => {
    const file = specOf('specs/calculators/x.yaml', { id: 'x' }, 'calculator', false);
    const page = specOf('specs/p.yaml', { blocks: [{ type: 'calculator', calculator: { id: 'x' } }, { type: 'calculator', ref: 'y' }] }, 'page', false);
    const report = new SpecErrorReport();
    checkCalculators([file], [page], noExtensions, report);
    expect(messages(report)).toEqual([
      'specs/p.yaml blocks.0.calculator.id: duplicate calculator id "x" (also in specs/calculators/x.yaml)',
      'specs/p.yaml blocks.1.ref: unknown calculator "y"',
    ]);
  });

  it('checkCalculators: a valid calculator gets its own checks', () => {
    const calculator = structuredClone(repoCalculatorSpec('liquidation'));
    (calculator.outputs[0] as { expr: string }).expr = 'notAnInput + 1';
    const report = new SpecErrorReport();
    checkCalculators([specOf('specs/calculators/x.yaml', calculator, 'calculator')], [], noExtensions, report);
    expect(messages(report).join('\n')).toContain('unknown symbol "notAnInput"');
  });

  it('checkModuleBlocks: a module of a valid page must be registered; invalid pages are left to their schema errors', () => {
    const page = { blocks: [{ type: 'module', name: 'nope' }] };
    const report = new SpecErrorReport();
    checkModuleBlocks([specOf('specs/a.yaml', page), specOf('specs/b.yaml', page, 'page', false)], [], [], noExtensions, report);
    expect(messages(report)).toHaveLength(1);
    expect(messages(report)[0]).toMatch(/^specs\/a\.yaml blocks\.0\.name: .*"nope"/);
  });

  it('checkModuleBlocks: a module starts `from` a calculator of its page that shares its inputs, with known parameters and inputs', () => {
    const extensions = [
      { name: 'sim', kind: 'module', description: '', propsSchema: {}, linkableParams: ['lower', 'upper'] },
      { name: 'plain', kind: 'module', description: '', propsSchema: {} },
      { name: 'share-inputs', kind: 'calculator-addon', description: '', propsSchema: {}, places: ['afterResults'], inputProps: [], sharesInputs: true },
    ] as const;
    const designer = { id: 'designer', inputs: [{ id: 'lower' }, { id: 'upper' }], addons: [{ name: 'share-inputs' }] };
    const silent = { id: 'silent', inputs: [{ id: 'lower' }] };
    const page = {
      blocks: [
        { type: 'calculator', ref: 'designer' },
        { type: 'calculator', calculator: silent },
        { type: 'module', name: 'sim', from: { calculator: 'designer', inputs: { lower: 'lower', upper: 'uper', lowr: 'lower' } } },
        { type: 'module', name: 'sim', from: { calculator: 'silent', inputs: { lower: 'lower' } } },
        { type: 'module', name: 'sim', from: { calculator: 'designr', inputs: { lower: 'lower' } } },
        { type: 'module', name: 'plain', from: { calculator: 'designer', inputs: { lower: 'lower' } } },
      ],
    };
    const report = new SpecErrorReport();
    checkModuleBlocks([specOf('specs/a.yaml', page)], [specOf('specs/calculators/designer.yaml', designer, 'calculator')], extensions, createExtensionChecker(extensions), report);
    expect(messages(report)).toEqual([
      'specs/a.yaml blocks.2.from.inputs.upper: unknown input "uper" of calculator "designer" (did you mean "upper"?)',
      'specs/a.yaml blocks.2.from.inputs.lowr: "lowr" is not a parameter of "sim" that may start from a calculator (did you mean "lower"?)',
      'specs/a.yaml blocks.3.from.calculator: calculator "silent" does not share its inputs: place the add-on "share-inputs" in it',
      'specs/a.yaml blocks.4.from.calculator: calculator "designr" is not on this page (did you mean "designer"?)',
      'specs/a.yaml blocks.5.from: module "plain" cannot start from a calculator',
    ]);
  });

  it('checkStrategyTags: a tag without a label in the site spec is reported with the nearest label', () => {
    const report = new SpecErrorReport();
    checkStrategyTags([specOf('specs/a.yaml', { catalogue: { tags: ['range', 'momentm'] } })], new Set(['range', 'momentum']), report);
    expect(messages(report)).toEqual(['specs/a.yaml catalogue.tags.1: tag "momentm" has no label in the site spec\'s strategyTags (did you mean "momentum"?)']);
  });
});
