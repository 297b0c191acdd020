import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { SpecError } from '../specIssue';
import { locateSpecPath, type LocateAt, type SpecPosition } from './locateSpecPath';

/** Which schema a spec file follows. */
export type SpecKind = 'site' | 'glossary' | 'markets' | 'faq' | 'page' | 'calculator';

/** One YAML file under `specs/`, parsed with its node positions. */
export interface SpecFile {
  /** Path relative to the root folder, with forward slashes (`specs/tools/liquidation.yaml`). */
  file: string;
  kind: SpecKind;
  /** The parsed content as plain JSON values; `undefined` when the YAML has syntax errors. */
  data: unknown;
  /** Line and column of a path inside this file. */
  locate: (path: readonly (string | number)[], at?: LocateAt) => SpecPosition;
}

/** All spec files of a tree and the problems found while reading them. */
export interface LoadedSpecs {
  files: SpecFile[];
  errors: SpecError[];
}

const SCHEMA_COMMENT = '# yaml-language-server: $schema=';

function listYamlFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return listYamlFiles(full);
    return name.endsWith('.yaml') ? [full] : [];
  });
}

function toPosix(path: string): string {
  return path.split(sep).join(posix.sep);
}

/** The kind of a spec file from its place: `specs/site.yaml`, `specs/glossary.yaml`, `specs/markets.yaml`, `specs/faq.yaml`, `specs/calculators/**`, or a page. */
function kindOf(file: string): SpecKind {
  if (file === 'specs/site.yaml') return 'site';
  if (file === 'specs/glossary.yaml') return 'glossary';
  if (file === 'specs/markets.yaml') return 'markets';
  if (file === 'specs/faq.yaml') return 'faq';
  return file.startsWith('specs/calculators/') ? 'calculator' : 'page';
}

/** YAML messages end with " at line L, column C:" and a code excerpt; the location is printed separately. */
function yamlReason(message: string): string {
  return `YAML syntax error: ${message.replace(/ at line \d+, column \d+:[\s\S]*$/, '').trim()}`;
}

function checkSchemaComment(source: string, file: string, kind: SpecKind): SpecError | undefined {
  const expected = posix.relative(posix.dirname(file), `schemas/${kind}.schema.json`);
  const firstLine = (source.split(/\r?\n/, 1)[0] ?? '').trimEnd();
  if (!firstLine.startsWith(SCHEMA_COMMENT)) {
    return { file, line: 1, column: 1, path: [], message: `first line must be "${SCHEMA_COMMENT}${expected}"` };
  }
  const actual = firstLine.slice(SCHEMA_COMMENT.length).trim();
  if (posix.normalize(actual) === expected) return undefined;
  return {
    file,
    line: 1,
    column: SCHEMA_COMMENT.length + 1,
    path: [],
    message: `$schema points to "${actual}", expected "${expected}"`,
  };
}

/** Reads and parses one spec file; YAML syntax errors and a wrong `$schema` comment go to `errors`. */
function loadSpecFile(rootDir: string, fullPath: string, errors: SpecError[]): SpecFile {
  const file = toPosix(relative(rootDir, fullPath));
  const kind = kindOf(file);
  const source = readFileSync(fullPath, 'utf8');
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: true, uniqueKeys: true });
  const commentError = checkSchemaComment(source, file, kind);
  if (commentError) errors.push(commentError);
  // Later syntax errors of a file are mostly consequences of the first one: report that one only.
  for (const error of doc.errors.slice(0, 1)) {
    const position = error.linePos?.[0] ?? lineCounter.linePos(error.pos[0]);
    errors.push({ file, line: position.line, column: position.col, path: [], message: yamlReason(error.message) });
  }
  const data: unknown = doc.errors.length > 0 ? undefined : doc.toJS({ maxAliasCount: 100 });
  return { file, kind, data, locate: (path, at) => locateSpecPath(doc, lineCounter, path, at) };
}

/**
 * Finds and parses every spec of a tree: `<rootDir>/specs/site.yaml` (site schema), `specs/glossary.yaml`
 * (glossary schema, optional), `specs/markets.yaml` (the exchange data the server keeps; markets schema, optional),
 * `specs/faq.yaml` (FAQ schema, optional),
 * `specs/calculators/**\/*.yaml` (calculator schema) and every other `specs/**\/*.yaml` (page schema).
 * Each file must begin with `# yaml-language-server: $schema=<relative path to its schema>`, relative to
 * `<rootDir>/schemas/`. Files come back sorted by path; errors carry paths relative to `rootDir`.
 */
export function loadSpecs(rootDir: string): LoadedSpecs {
  const errors: SpecError[] = [];
  const files = listYamlFiles(join(rootDir, 'specs')).map((fullPath) => loadSpecFile(rootDir, fullPath, errors));
  if (!files.some((spec) => spec.kind === 'site')) {
    errors.push({ file: 'specs/site.yaml', line: 1, column: 1, path: [], message: 'file is missing: the site spec (name, menus, footer) is required' });
  }
  return { files, errors };
}

