import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import type { SpecError } from '../specIssue';
import type { ExtensionManifest } from '../extensionManifest';
import type { CalculatorSpec, FaqSpec, GlossarySpec, PageSpec, SiteSpec } from '../specTypes.generated';
import { checkOperatorDetails } from './checkOperatorDetails';
import { checkSpecTree, type CheckedSpec } from './checkSpecTree';
import { loadSpecs, type SpecKind } from './loadSpecs';
import { readableAjvErrors } from './readableAjvErrors';

/** The outcome of validating a spec tree: every error, and the specs that passed their schema. */
export interface SpecTree {
  /** Sorted by file, line and column. Empty when the tree is valid. */
  errors: SpecError[];
  /** Problems that do not stop a build, such as operator details that are still placeholders. */
  warnings: SpecError[];
  site: SiteSpec | undefined;
  /** The schema-valid glossary (`specs/glossary.yaml`), if the tree has one. */
  glossary: GlossarySpec | undefined;
  /** The schema-valid FAQ (`specs/faq.yaml`), if the tree has one. */
  faq: FaqSpec | undefined;
  /** Schema-valid pages, sorted by file path. */
  pages: PageSpec[];
  /** Schema-valid calculators of `specs/calculators/`, sorted by file path. */
  calculators: CalculatorSpec[];
  /** How many spec files were read. */
  fileCount: number;
}

export interface ValidateOptions {
  /** Folder of the JSON Schemas; default `<rootDir>/schemas`. */
  schemasDir?: string;
  /** The extensions specs may place (src/extensions/extensions.ts): their uses are checked against them. */
  extensions: readonly ExtensionManifest[];
}

type Validators = Record<SpecKind, ValidateFunction> & { ajv: Ajv2020 };

const SCHEMA_FILES = ['defs', 'extensions', 'calculator', 'page', 'site', 'glossary', 'markets', 'faq'] as const;
let cached: { key: string; validators: Validators } | undefined;

/** Compiles the schemas once per folder and content (they reference each other by file name). */
function validatorsFor(schemasDir: string): Validators {
  const sources = SCHEMA_FILES.map((name) => readFileSync(join(schemasDir, `${name}.schema.json`), 'utf8'));
  const key = `${schemasDir}\n${sources.join('\n')}`;
  if (cached?.key === key) return cached.validators;
  const ajv = new Ajv2020({ allErrors: true, verbose: true, discriminator: true, strictTypes: false });
  addFormats(ajv);
  SCHEMA_FILES.forEach((name, i) => ajv.addSchema(JSON.parse(sources[i] as string) as object, `${name}.schema.json`));
  const get = (name: string) => {
    const validate = ajv.getSchema(`${name}.schema.json`);
    if (!validate) throw new Error(`schema ${name}.schema.json did not compile`);
    return validate;
  };
  const validators = { ajv, site: get('site'), glossary: get('glossary'), markets: get('markets'), faq: get('faq'), page: get('page'), calculator: get('calculator') };
  cached = { key, validators };
  return validators;
}

function compareErrors(a: SpecError, b: SpecError): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
}

/**
 * Validates the spec tree under `<rootDir>/specs`: YAML syntax and the `$schema` comment, each file
 * against its JSON Schema (readable messages at the offending line), then the checks across files
 * (ids, paths, calculator refs and formulas, examples, links, affiliates, modules, anchors).
 * Error files are relative to `rootDir`; format them with `formatSpecError`.
 */
export function validateSpecTree(rootDir: string, options: ValidateOptions): SpecTree {
  const validators = validatorsFor(options.schemasDir ?? join(rootDir, 'schemas'));
  const { files, errors } = loadSpecs(rootDir);
  const incomplete = files.some((spec) => spec.data === undefined);
  const checked: CheckedSpec[] = files.map((spec) => {
    if (spec.data === undefined) return { spec, valid: false };
    const validate = validators[spec.kind];
    if (validate(spec.data)) return { spec, valid: true };
    const rootKey = `${spec.kind}.schema.json`;
    const resolveRef = (ref: string) =>
      validators.ajv.getSchema(ref.startsWith('#') ? `${rootKey}${ref}` : ref)?.schema as Record<string, unknown> | undefined;
    for (const issue of readableAjvErrors(validate.errors ?? [], spec.data, resolveRef)) {
      const { line, column } = spec.locate(issue.path, issue.at);
      errors.push({ file: spec.file, line, column, path: issue.path, message: issue.message });
    }
    return { spec, valid: false };
  });
  errors.push(...checkSpecTree(checked, incomplete, options.extensions));
  const warnings = checked
    .filter(({ spec, valid }) => valid && spec.kind === 'site')
    .flatMap(({ spec }) =>
      checkOperatorDetails(spec.data).map((issue) => ({ file: spec.file, ...spec.locate(issue.path, 'value'), ...issue })),
    );

  const validData = (kind: SpecKind) => checked.filter(({ spec, valid }) => valid && spec.kind === kind).map(({ spec }) => spec.data);
  return {
    errors: errors.sort(compareErrors),
    warnings,
    site: validData('site')[0] as SiteSpec | undefined,
    glossary: validData('glossary')[0] as GlossarySpec | undefined,
    faq: validData('faq')[0] as FaqSpec | undefined,
    pages: validData('page') as PageSpec[],
    calculators: validData('calculator') as CalculatorSpec[],
    fileCount: files.length,
  };
}
