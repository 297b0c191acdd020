import type { ExtensionManifest } from '../extensionManifest';
import type { SpecIssue } from '../specIssue';
import { didYouMean } from '../didYouMean';

type Json = Record<string, unknown>;

/** What the check needs of a calculator on the page: its inputs and the names of the add-ons it places. */
export interface PageCalculator {
  inputs: readonly string[];
  addons: readonly string[];
}

function asObject(value: unknown): Json | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

/** The calculators a page places, by id: inline ones from the block, `ref`s from the calculator files. */
export function pageCalculators(blocks: readonly Json[], calculatorFiles: ReadonlyMap<string, Json>): Map<string, PageCalculator> {
  const calculators = new Map<string, PageCalculator>();
  for (const block of blocks) {
    if (block.type !== 'calculator') continue;
    const spec = asObject(block.calculator) ?? (typeof block.ref === 'string' ? calculatorFiles.get(block.ref) : undefined);
    if (!spec || typeof spec.id !== 'string') continue;
    const ids = (list: unknown, key: string) => (Array.isArray(list) ? list.map((item) => asObject(item)?.[key]).filter((id): id is string => typeof id === 'string') : []);
    calculators.set(spec.id, { inputs: ids(spec.inputs, 'id'), addons: ids(spec.addons, 'name') });
  }
  return calculators;
}

/**
 * A module block's `from`: the module may start from a calculator (its manifest's `linkableParams`), the
 * calculator is on the same page and shares its inputs (it places an add-on whose manifest `sharesInputs`),
 * each mapped parameter is one the module lets start from a calculator and each input exists. Issue paths
 * are relative to the block.
 */
export function checkModuleLink(block: Json, calculators: ReadonlyMap<string, PageCalculator>, manifests: readonly ExtensionManifest[]): SpecIssue[] {
  const from = asObject(block.from);
  if (!from) return [];
  const module = manifests.find((manifest) => manifest.kind === 'module' && manifest.name === block.name);
  if (!module || module.kind !== 'module') return [];
  if (!module.linkableParams) return [{ path: ['from'], message: `module "${module.name}" cannot start from a calculator` }];
  const calculatorId = String(from.calculator);
  const calculator = calculators.get(calculatorId);
  if (!calculator) return [{ path: ['from', 'calculator'], message: `calculator "${calculatorId}" is not on this page${didYouMean(calculatorId, [...calculators.keys()])}` }];
  const issues: SpecIssue[] = [];
  const sharing = manifests.filter((manifest) => manifest.kind === 'calculator-addon' && manifest.sharesInputs === true).map((manifest) => manifest.name);
  if (!calculator.addons.some((name) => sharing.includes(name))) {
    issues.push({ path: ['from', 'calculator'], message: `calculator "${calculatorId}" does not share its inputs: place the add-on ${sharing.map((name) => `"${name}"`).join(' or ')} in it` });
  }
  for (const [param, input] of Object.entries(asObject(from.inputs) ?? {})) {
    if (!module.linkableParams.includes(param)) {
      issues.push({ path: ['from', 'inputs', param], message: `"${param}" is not a parameter of "${module.name}" that may start from a calculator${didYouMean(param, module.linkableParams)}` });
    }
    if (typeof input === 'string' && !calculator.inputs.includes(input)) {
      issues.push({ path: ['from', 'inputs', param], message: `unknown input "${input}" of calculator "${calculatorId}"${didYouMean(input, calculator.inputs)}` });
    }
  }
  return issues;
}
