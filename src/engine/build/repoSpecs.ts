/**
 * The repository's own spec tree, read through the one loader (`loadSpecs`) for everything that runs in
 * Node besides the build and `npm run validate`: unit tests, the browser tests' route table and the
 * benchmark. Read once per process; parsed, not validated (validation is `npm run validate`'s job), but a
 * YAML syntax error stops the reader, because a test over a half-read tree would pass on too little.
 */
import { join, resolve } from 'node:path';
import type { CalculatorSpec, PageSpec, SiteSpec } from '../specTypes.generated';
import { loadSpecs, type SpecFile } from './loadSpecs';

/** The repository root (this file lives in src/engine/build/). */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** A calculator spec and the repository-relative file it was found in. */
export interface RepoCalculatorSpec {
  file: string;
  spec: CalculatorSpec;
}

/** A page spec and the repository-relative file it was found in. */
export interface RepoPageSpec {
  file: string;
  spec: PageSpec;
}

const trees = new Map<string, readonly SpecFile[]>();

/** Every spec file under `<root>/specs/`, sorted by path, parsed. Throws on a YAML syntax error. */
export function repoSpecFiles(root: string = REPO_ROOT): readonly SpecFile[] {
  let files = trees.get(root);
  if (!files) {
    files = loadSpecs(root).files;
    const broken = files.find((file) => file.data === undefined);
    if (broken) throw new Error(`${broken.file}: YAML syntax error (npm run validate shows where)`);
    trees.set(root, files);
  }
  return files;
}

/** The site spec (`specs/site.yaml`). */
export function repoSiteSpec(root: string = REPO_ROOT): SiteSpec {
  const site = repoSpecFiles(root).find((file) => file.kind === 'site');
  if (!site) throw new Error(`${join(root, 'specs', 'site.yaml')} is missing`);
  return site.data as SiteSpec;
}

/** Every page spec (everything under specs/ except the site and the calculators), sorted by file. */
export function repoPageSpecs(root: string = REPO_ROOT): RepoPageSpec[] {
  return repoSpecFiles(root)
    .filter((file) => file.kind === 'page')
    .map((file) => ({ file: file.file, spec: file.data as PageSpec }));
}

/** One page spec by its file (`specs/strategies/scalping.yaml`). */
export function repoPageSpec(file: string, root: string = REPO_ROOT): PageSpec {
  const found = repoPageSpecs(root).find((page) => page.file === file);
  if (!found) throw new Error(`no page spec ${file} under ${root}`);
  return found.spec;
}

/** The calculators defined inline in a page: every `{ type: calculator, calculator: {…} }` at any depth. */
export function inlineCalculators(node: unknown, found: CalculatorSpec[] = []): CalculatorSpec[] {
  if (Array.isArray(node)) node.forEach((item) => inlineCalculators(item, found));
  else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    if (record.type === 'calculator' && typeof record.calculator === 'object' && record.calculator !== null) {
      found.push(record.calculator as CalculatorSpec);
    }
    Object.values(record).forEach((value) => inlineCalculators(value, found));
  }
  return found;
}

/** `specs/calculators/**` and every inline `calculator` block of the pages, in file order. */
export function repoCalculatorSpecs(root: string = REPO_ROOT): RepoCalculatorSpec[] {
  return repoSpecFiles(root).flatMap((file) => {
    if (file.kind === 'calculator') return [{ file: file.file, spec: file.data as CalculatorSpec }];
    if (file.kind === 'page') return inlineCalculators(file.data).map((spec) => ({ file: file.file, spec }));
    return [];
  });
}

/** One calculator spec by id (a file of specs/calculators/ or an inline one). */
export function repoCalculatorSpec(id: string, root: string = REPO_ROOT): CalculatorSpec {
  const found = repoCalculatorSpecs(root).find(({ spec }) => spec.id === id);
  if (!found) throw new Error(`no calculator spec with id "${id}" under ${join(root, 'specs')}`);
  return found.spec;
}
