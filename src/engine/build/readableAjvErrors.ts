import type { ErrorObject } from 'ajv';
import type { SpecIssue } from '../specIssue';
import type { LocateAt } from './locateSpecPath';
import { didYouMean } from '../didYouMean';

/** A spec issue and whether it points at the value or at the key of its path. */
export interface SchemaIssue extends SpecIssue {
  at: LocateAt;
}

type Schema = Record<string, unknown>;
type Path = (string | number)[];
/** Looks up the schema a `$ref` of the validated schema names (for the block types of a discriminator). */
export type RefResolver = (ref: string) => Schema | undefined;

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', de: 'German' };

/** Readable descriptions of the patterns used in schemas/ (by schema title, else by the pattern itself). */
const PATTERN_HINTS: Record<string, string> = {
  Id: 'a lower-case id of letters, digits and dashes (like "liquidation-risk")',
  Symbol: 'a camelCase name of letters and digits (like "entryPrice")',
  Path: 'an internal path (like "/tools"), an https URL or a mailto address',
  '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$': 'a path of lower-case segments (like "/learn/liquidation-risk")',
  '^/[a-z0-9-/]+$': 'a path of lower-case segments (like "/learn/liquidation-risk")',
  '^https://': 'an https URL',
  '^/[a-z0-9\\-/]*(#[A-Za-z0-9\\-]+)?$': 'an internal path, optionally with an anchor (like "/learn/liquidation-risk#mark-price")',
  '^\\d{4}-\\d{2}-\\d{2}$': 'a date like "2025-01-31"',
  '^[A-Za-z0-9_-]+$': 'letters, digits, "_" and "-" only',
  '^[a-z][a-z0-9-]*$': 'a lower-case name of letters, digits and dashes',
};

function isText(schema: unknown): boolean {
  return (schema as Schema | undefined)?.title === 'LocalizedText';
}

/** `received string "abc"`, `received number 5`, `received a list`, … */
function received(data: unknown): string {
  if (data === null || data === undefined) return 'received nothing';
  if (Array.isArray(data)) return 'received a list';
  if (typeof data === 'object') return 'received an object';
  if (typeof data === 'string') return `received string ${JSON.stringify(data)}`;
  return `received ${typeof data} ${String(data)}`;
}

function typeName(type: string, schema: unknown): string {
  if (isText(schema)) return 'text in English and German ({ en, de })';
  if (type === 'array') return 'a list';
  if (type === 'object') return 'an object';
  return type;
}

function expectedTypes(types: string[], schema: unknown): string {
  const names = types.map((type) => typeName(type, schema));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}


/** JSON pointer → spec path, with array indexes as numbers (found by walking the data). */
function toPath(pointer: string, root: unknown): Path {
  const path: Path = [];
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const key = Array.isArray(node) ? Number(segment) : segment;
    path.push(key);
    node = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined;
  }
  return path;
}

function isUnder(error: ErrorObject, pointer: string): boolean {
  return error.instancePath === pointer || error.instancePath.startsWith(`${pointer}/`);
}

/** `"to" or "affiliate"`, `"min" and "max", or "minExpr" and "maxExpr"` */
function alternatives(branches: Schema[]): string {
  const groups = branches.map((branch) => (branch.required as string[]).map((key) => `"${key}"`).join(' and '));
  return groups.join(groups.some((group) => group.includes(' and ')) ? ', or ' : ' or ');
}

function isRequiredOnly(branches: unknown): branches is Schema[] {
  return Array.isArray(branches) && branches.every((branch) => Object.keys(branch as Schema).every((key) => key === 'required'));
}

/**
 * Prunes the noise of combinators: `if` failures, the branch errors of a failed oneOf/anyOf (one
 * message at the most specific place instead), and the inner errors of `propertyNames`.
 */
function pruneCombinators(errors: ErrorObject[]): { kept: ErrorObject[]; issues: { error: ErrorObject; message: string }[] } {
  const dropped = new Set<ErrorObject>();
  const issues: { error: ErrorObject; message: string }[] = [];
  errors.forEach((error, index) => {
    if (error.keyword === 'if' || (error.keyword === 'discriminator' && error.params.error === 'tag') || 'propertyName' in error) {
      dropped.add(error);
      return;
    }
    if (error.keyword !== 'oneOf' && error.keyword !== 'anyOf') return;
    dropped.add(error);
    const before = errors.slice(0, index);
    if (isRequiredOnly(error.schema)) {
      const keys = new Set(error.schema.flatMap((branch) => branch.required as string[]));
      before
        .filter((e) => e.keyword === 'required' && e.instancePath === error.instancePath && keys.has(e.params.missingProperty as string))
        .forEach((e) => dropped.add(e));
      const passing = error.params.passingSchemas as number[] | null;
      const message = passing ? `use only one of ${alternatives(error.schema)}` : `needs ${alternatives(error.schema)}`;
      issues.push({ error, message });
      return;
    }
    // Mixed branches (number or text): branches whose type does not fit the value fail at its own place.
    const typeErrors = before.filter((e) => e.keyword === 'type' && e.instancePath === error.instancePath);
    typeErrors.forEach((e) => dropped.add(e));
    const deeper = before.filter((e) => isUnder(e, error.instancePath) && !dropped.has(e));
    if (deeper.length === 0) {
      const types = typeErrors.map((e) => typeName(String(e.params.type), e.parentSchema));
      const expected = types.length > 1 ? `${types.slice(0, -1).join(', ')} or ${types.at(-1)}` : (types[0] ?? 'another value');
      issues.push({ error, message: `expected ${expected}, ${received(error.data)}` });
    }
  });
  return { kept: errors.filter((error) => !dropped.has(error)), issues };
}

function limitMessage(error: ErrorObject): string {
  const limit = error.params.limit as number;
  switch (error.keyword) {
    case 'minLength':
      return limit === 1 ? 'must not be empty' : `must have at least ${limit} characters`;
    case 'maxLength':
      return `must have at most ${limit} characters`;
    case 'minItems':
      return limit === 1 ? 'must not be empty' : `needs at least ${limit} items`;
    case 'maxItems':
      return `allows at most ${limit} items`;
    case 'minimum':
      return `must be at least ${limit}, ${received(error.data)}`;
    case 'maximum':
      return `must be at most ${limit}, ${received(error.data)}`;
    case 'exclusiveMinimum':
      return `must be greater than ${limit}, ${received(error.data)}`;
    default:
      return `must be less than ${limit}, ${received(error.data)}`;
  }
}

function readable(error: ErrorObject, data: unknown, resolveRef: RefResolver): SchemaIssue {
  const path = toPath(error.instancePath, data);
  const params = error.params as Record<string, unknown>;
  const parent = error.parentSchema as Schema | undefined;
  switch (error.keyword) {
    case 'required': {
      const key = String(params.missingProperty);
      const language = LANGUAGE_NAMES[key];
      const message = isText(parent) && language ? `missing ${language} text ("${key}")` : `missing required property "${key}"`;
      return { path, message, at: 'value' };
    }
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const known = Object.keys((parent?.properties as Schema | undefined) ?? {});
      const value = (error.data as Record<string, unknown> | undefined)?.[key];
      // `{ en: Long, short when it falls., de: … }`: the comma split the text into a key without value.
      const comma = value === null && /\s/.test(key) ? ': a comma inside { } starts a new entry, put the text in quotes' : '';
      return { path: [...path, key], message: `unknown property "${key}"${didYouMean(key, known)}${comma}`, at: 'key' };
    }
    case 'type':
      return { path, message: `expected ${expectedTypes(String(params.type).split(','), parent)}, ${received(error.data)}`, at: 'value' };
    case 'enum': {
      const allowed = (error.schema as unknown[]).map((value) => JSON.stringify(value)).join(', ');
      return { path, message: `expected one of ${allowed}, ${received(error.data).replace(/^received (string|number|boolean) /, 'received ')}`, at: 'value' };
    }
    case 'const':
      return { path, message: `expected ${JSON.stringify(params.allowedValue)}, ${received(error.data)}`, at: 'value' };
    case 'pattern': {
      if (params.pattern === '\\S') return { path, message: 'must not be empty', at: 'value' };
      const hint = PATTERN_HINTS[String(parent?.title)] ?? PATTERN_HINTS[String(params.pattern)];
      return { path, message: hint ? `expected ${hint}, ${received(error.data)}` : `must match the pattern ${String(params.pattern)}, ${received(error.data)}`, at: 'value' };
    }
    case 'discriminator': {
      const tag = String(params.tag);
      const value = String(params.tagValue);
      const branches = (parent?.oneOf as Schema[] | undefined) ?? [];
      const known = branches.flatMap((branch) => {
        const schema = typeof branch.$ref === 'string' ? resolveRef(branch.$ref) : branch;
        const property = (schema?.properties as Record<string, Schema> | undefined)?.[tag];
        return typeof property?.const === 'string' ? [property.const] : [];
      });
      return { path: [...path, tag], message: `unknown block ${tag} "${value}"${didYouMean(value, known)}`, at: 'value' };
    }
    case 'propertyNames':
      return { path: [...path, String(params.propertyName)], message: `invalid name "${String(params.propertyName)}"`, at: 'key' };
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { path, message: limitMessage(error), at: 'value' };
    default:
      return { path, message: error.message ?? `fails the schema rule "${error.keyword}"`, at: 'value' };
  }
}

/**
 * Rewrites raw ajv errors (validated with `allErrors` and `verbose`) into one readable issue per
 * problem, each at its most specific path: `missing German text ("de")`, `unknown property "titel"
 * (did you mean "title"?)`, `expected number, received string "abc"`, `expected one of "long",
 * "short", received "lonk"`, `must not be empty`, `unknown block type "heor" (did you mean "hero"?)`.
 */
export function readableAjvErrors(errors: readonly ErrorObject[], data: unknown, resolveRef: RefResolver = () => undefined): SchemaIssue[] {
  const { kept, issues } = pruneCombinators([...errors]);
  const all = [
    ...kept.map((error) => readable(error, data, resolveRef)),
    ...issues.map(({ error, message }) => ({ path: toPath(error.instancePath, data), message, at: 'value' as const })),
  ];
  const seen = new Set<string>();
  return all.filter((issue) => {
    const key = `${JSON.stringify(issue.path)} ${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
