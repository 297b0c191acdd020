import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import type { AddonManifest, ExtensionManifest } from '../extensionManifest';
import type { SpecIssue } from '../specIssue';
import { readableAjvErrors } from './readableAjvErrors';
import { didYouMean } from '../didYouMean';

/** How a spec uses an extension: a calculator's `addons[]` entry or a `module` block. */
export interface ExtensionUse {
  kind: ExtensionManifest['kind'];
  name: string;
  place?: string;
  props?: unknown;
  /** The host calculator's input ids (add-ons only). */
  hostInputs?: readonly string[];
}

const KIND_NAMES: Record<ExtensionManifest['kind'], string> = { 'calculator-addon': 'calculator add-on', module: 'module' };


/**
 * Checks uses of extensions against their manifests: the name is registered for that kind, the place
 * is one the extension allows, the props satisfy its props schema, and props that name inputs name
 * inputs the host calculator has. Issue paths are relative to the use (`name`, `place`, `props.x`).
 */
export function createExtensionChecker(manifests: readonly ExtensionManifest[]): (use: ExtensionUse) => SpecIssue[] {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strictTypes: false });
  const validators = new Map<string, ValidateFunction>(manifests.map((manifest) => [`${manifest.kind}:${manifest.name}`, ajv.compile(manifest.propsSchema)]));

  return (use) => {
    const ofKind = manifests.filter((manifest) => manifest.kind === use.kind);
    const manifest = ofKind.find((candidate) => candidate.name === use.name);
    if (!manifest) {
      return [{ path: ['name'], message: `unknown ${KIND_NAMES[use.kind]} "${use.name}"${didYouMean(use.name, ofKind.map((m) => m.name))}` }];
    }
    const issues: SpecIssue[] = [];
    if (manifest.kind === 'calculator-addon' && use.place !== undefined && !manifest.places.includes(use.place as AddonManifest['places'][number])) {
      issues.push({ path: ['place'], message: `"${manifest.name}" cannot be placed "${use.place}" (allowed: ${manifest.places.map((p) => `"${p}"`).join(', ')})` });
    }
    const props = use.props ?? {};
    const validate = validators.get(`${manifest.kind}:${manifest.name}`) as ValidateFunction;
    if (!validate(props)) {
      for (const issue of readableAjvErrors(validate.errors ?? [], props)) issues.push({ path: ['props', ...issue.path], message: issue.message });
      return issues;
    }
    if (manifest.kind === 'module' && manifest.checkProps) {
      for (const issue of manifest.checkProps(props as Record<string, unknown>)) issues.push({ path: ['props', ...issue.path], message: issue.message });
    }
    if (manifest.kind === 'calculator-addon' && use.hostInputs) {
      for (const key of manifest.inputProps) {
        const value = (props as Record<string, unknown>)[key];
        if (typeof value === 'string' && !use.hostInputs.includes(value)) {
          issues.push({ path: ['props', key], message: `unknown input "${value}"${didYouMean(value, use.hostInputs)}: "${manifest.name}" needs an input of this calculator here` });
        }
      }
    }
    return issues;
  };
}
