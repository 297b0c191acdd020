import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { SpecError } from '../specIssue';

/**
 * A spec tree validated once and reused. `npm run validate` checks every spec (every calculator example
 * included, seconds of work) and records the virtual modules of the valid tree; the client build and the
 * server build that follow in the same `npm test` load that record instead of validating again.
 *
 * The record is keyed by a hash of everything a validation reads or runs: the specs, the schemas, the
 * source under src/ (the engine, the finance functions examples evaluate, the extension manifests) and the
 * lockfile. Any change to one of them makes the record stale, and the build validates on its own again.
 */
export interface ValidatedSpecsRecord {
  key: string;
  fileCount: number;
  warnings: SpecError[];
  /** The source of every virtual module, by id. */
  modules: [string, string][];
}

/** Where the record lives: beside the other build caches, never committed. */
export function recordPath(rootDir: string): string {
  return join(rootDir, 'node_modules', '.cache', 'futureslab', 'validated-specs.json');
}

const HASHED_FOLDERS = ['specs', 'src'];

function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, encoding: 'utf8', withFileTypes: false }).map((file) => join(folder, file));
  } catch {
    return [];
  }
}

/** The hash of every input of a validation of `rootDir` with the schemas of `schemasDir`. */
export function specInputsKey(rootDir: string, schemasDir: string): string {
  const hash = createHash('sha256');
  const files = [...HASHED_FOLDERS.flatMap((folder) => filesUnder(join(rootDir, folder))), ...filesUnder(schemasDir), join(rootDir, 'package-lock.json')]
    .filter((file) => /\.(ya?ml|json|md|ts|tsx|mjs|js)$/.test(file))
    .sort();
  hash.update(schemasDir);
  for (const file of files) {
    let content: Buffer;
    try {
      content = readFileSync(file);
    } catch {
      continue; // a folder whose name looks like a file, or a file removed while hashing
    }
    hash.update(`\0${relative(rootDir, file)}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

/** Saves the record of a valid tree (written whole, then renamed, so a reader never sees half a file). */
export function writeValidatedRecord(rootDir: string, record: ValidatedSpecsRecord): void {
  const file = recordPath(rootDir);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(record));
  renameSync(`${file}.tmp`, file);
}

/** The record for `key`, or undefined when there is none or it belongs to other inputs. */
export function readValidatedRecord(rootDir: string, key: string): ValidatedSpecsRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(recordPath(rootDir), 'utf8')) as ValidatedSpecsRecord;
    return record.key === key ? record : undefined;
  } catch {
    return undefined;
  }
}
