import { checkCalculator } from '../checkCalculator';
import { LANGUAGES } from '../localize';
import type { SpecError, SpecIssue } from '../specIssue';
import type { CalculatorSpec, FaqSpec, GlossarySpec } from '../specTypes.generated';
import type { ExtensionManifest } from '../extensionManifest';
import { checkFaq } from './checkFaq';
import { checkGlossary } from './checkGlossary';
import { checkLinks, type LinkTargets, type PageAnchors } from './checkLinks';
import { createExtensionChecker } from './checkExtensionUse';
import { checkModuleLink, pageCalculators } from './checkModuleLinks';
import type { SpecFile } from './loadSpecs';
import type { LocateAt } from './locateSpecPath';
import { pageAnchors } from './pageAnchors';
import { didYouMean } from '../didYouMean';

type Path = (string | number)[];
type Json = Record<string, unknown>;

/** A parsed spec file and whether it passed its JSON Schema (only valid specs get the deep checks). */
export interface CheckedSpec {
  spec: SpecFile;
  valid: boolean;
}

function asObject(value: unknown): Json | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

function blocksOf(page: Json): Json[] {
  return Array.isArray(page.blocks) ? page.blocks.map((block) => asObject(block) ?? {}) : [];
}

/** Remembers the first owner of each value and reports the later ones. */
class Registry {
  private readonly first = new Map<string, string>();
  constructor(private readonly what: string) {}
  /** The duplicate message, or undefined the first time `value` is seen. */
  claim(value: string, file: string): string | undefined {
    const owner = this.first.get(value);
    if (owner === undefined) {
      this.first.set(value, file);
      return undefined;
    }
    return `duplicate ${this.what} "${value}" (also in ${owner === file ? 'this file' : owner})`;
  }
}

/** Collects the tree's errors at their line and column. */
export class SpecErrorReport {
  readonly errors: SpecError[] = [];

  /** One error at `path` of `spec`. */
  add(spec: SpecFile, path: Path, message: string, at: LocateAt = 'value'): void {
    const { line, column } = spec.locate(path, at);
    this.errors.push({ file: spec.file, line, column, path, message });
  }

  /** Issues whose paths are relative to `prefix` in `spec`. */
  addIssues(spec: SpecFile, issues: readonly SpecIssue[], prefix: Path = []): void {
    issues.forEach((issue) => this.add(spec, [...prefix, ...issue.path], issue.message));
  }
}

/** Unique page ids; each page's anchors (unique within the page). Returns the anchors by page. */
export function checkPageIdsAndAnchors(pages: readonly CheckedSpec[], report: SpecErrorReport): Map<SpecFile, PageAnchors> {
  const pageIds = new Registry('page id');
  const anchorsOf = new Map<SpecFile, PageAnchors>();
  for (const { spec } of pages) {
    const page = spec.data as Json;
    if (typeof page.id === 'string') {
      const duplicate = pageIds.claim(page.id, spec.file);
      if (duplicate) report.add(spec, ['id'], duplicate);
    }
    const { anchors, issues } = pageAnchors(page);
    report.addIssues(spec, issues);
    anchorsOf.set(spec, anchors);
  }
  return anchorsOf;
}

/**
 * Search results and link previews tell pages apart by title and description: each is unique per language
 * (a strategy page without a `title` is titled by its catalogue label).
 */
export function checkUniqueTitles(pages: readonly CheckedSpec[], report: SpecErrorReport): void {
  for (const lang of LANGUAGES) {
    for (const field of ['title', 'description'] as const) {
      const registry = new Registry(`${lang === 'en' ? 'English' : 'German'} ${field}`);
      for (const { spec } of pages) {
        const page = spec.data as Json;
        const own = asObject(page[field]);
        const text = own ?? (field === 'title' ? asObject(asObject(page.catalogue)?.label) : undefined);
        const value = text?.[lang];
        if (typeof value !== 'string') continue;
        const duplicate = registry.claim(value.trim(), spec.file);
        if (duplicate) report.add(spec, own ? [field, lang] : ['catalogue', 'label', lang], duplicate);
      }
    }
  }
}

/**
 * Unique paths over pages and their `redirectFrom`: page paths first, then redirects, so a redirect that
 * repeats a page's path is the one reported. Returns the link targets: every path with its page's anchors.
 */
export function checkUniquePaths(pages: readonly CheckedSpec[], anchorsOf: ReadonlyMap<SpecFile, PageAnchors>, report: SpecErrorReport): Map<string, PageAnchors> {
  const paths = new Registry('path');
  const targets = new Map<string, PageAnchors>();
  const redirectsOf = (spec: SpecFile): [Path, unknown][] => {
    const page = spec.data as Json;
    return Array.isArray(page.redirectFrom) ? page.redirectFrom.map((from, i) => [['redirectFrom', i], from]) : [];
  };
  const claims: [SpecFile, Path, unknown][] = [
    ...pages.map(({ spec }): [SpecFile, Path, unknown] => [spec, ['path'], (spec.data as Json).path]),
    ...pages.flatMap(({ spec }) => redirectsOf(spec).map(([path, value]): [SpecFile, Path, unknown] => [spec, path, value])),
  ];
  for (const [spec, path, value] of claims) {
    if (typeof value !== 'string') continue;
    const duplicate = paths.claim(value, spec.file);
    if (duplicate) report.add(spec, path, duplicate);
    else targets.set(value, anchorsOf.get(spec) as PageAnchors);
  }
  return targets;
}

/** The ids `[[id]]` may name: the glossary's terms (none without a glossary); undefined while the glossary is invalid. */
function glossaryTermIds(specs: readonly CheckedSpec[]): ReadonlySet<string> | undefined {
  const glossary = specs.find(({ spec }) => spec.kind === 'glossary');
  if (!glossary) return new Set();
  return glossary.valid ? new Set(Object.keys((glossary.spec.data as GlossarySpec).terms)) : undefined;
}

type ExtensionChecker = ReturnType<typeof createExtensionChecker>;

/**
 * Every calculator, in its own file or inline in a page: unique ids over both, a page's `ref` names a
 * calculator file, and each valid one passes its add-ons' manifests and its own checks (formulas, symbols,
 * cycles, examples).
 */
export function checkCalculators(calculatorFiles: readonly CheckedSpec[], pages: readonly CheckedSpec[], checkExtension: ExtensionChecker, report: SpecErrorReport): void {
  const calculatorIds = new Registry('calculator id');
  const checkOne = (spec: SpecFile, calculator: unknown, prefix: Path, valid: boolean) => {
    const id = asObject(calculator)?.id;
    if (typeof id === 'string') {
      const duplicate = calculatorIds.claim(id, spec.file);
      if (duplicate) report.add(spec, [...prefix, 'id'], duplicate);
    }
    if (valid) checkValidCalculator(spec, calculator as CalculatorSpec, prefix, checkExtension, report);
  };
  const fileCalculatorIds = new Set<string>();
  for (const { spec, valid } of calculatorFiles) {
    const id = (spec.data as Json).id;
    if (typeof id === 'string') fileCalculatorIds.add(id);
    checkOne(spec, spec.data, [], valid);
  }
  for (const { spec, valid } of pages) {
    blocksOf(spec.data as Json).forEach((block, i) => {
      if (block.type !== 'calculator') return;
      if (block.calculator !== undefined) checkOne(spec, block.calculator, ['blocks', i, 'calculator'], valid);
      if (typeof block.ref === 'string' && !fileCalculatorIds.has(block.ref)) {
        report.add(spec, ['blocks', i, 'ref'], `unknown calculator "${block.ref}"${didYouMean(block.ref, fileCalculatorIds)}`);
      }
    });
  }
}

/** A schema-valid calculator: its add-ons against their manifests, then its formulas and examples. */
function checkValidCalculator(spec: SpecFile, calculator: CalculatorSpec, prefix: Path, checkExtension: ExtensionChecker, report: SpecErrorReport): void {
  const hostInputs = calculator.inputs.map((input) => input.id);
  calculator.addons?.forEach((addon, i) => {
    const use = { kind: 'calculator-addon' as const, name: addon.name, place: addon.place, props: addon.props, hostInputs };
    report.addIssues(spec, checkExtension(use), [...prefix, 'addons', i]);
  });
  try {
    report.addIssues(spec, checkCalculator(calculator), prefix);
  } catch (error) {
    report.add(spec, prefix, `calculator check failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Every module block of a valid page matches its manifest (name and props), and its `from` names a calculator
 * of the page that shares its inputs (checkModuleLinks.ts).
 */
export function checkModuleBlocks(pages: readonly CheckedSpec[], calculatorFiles: readonly CheckedSpec[], extensions: readonly ExtensionManifest[], checkExtension: ExtensionChecker, report: SpecErrorReport): void {
  const filesById = new Map(calculatorFiles.map(({ spec }) => [String((spec.data as Json).id), spec.data as Json]));
  for (const { spec, valid } of pages) {
    if (!valid) continue;
    const blocks = blocksOf(spec.data as Json);
    const calculators = pageCalculators(blocks, filesById);
    blocks.forEach((block, i) => {
      if (block.type === 'module' && typeof block.name === 'string') {
        report.addIssues(spec, checkExtension({ kind: 'module', name: block.name, props: block.props }), ['blocks', i]);
        report.addIssues(spec, checkModuleLink(block, calculators, extensions), ['blocks', i]);
      }
    });
  }
}

/**
 * Every tag of a strategy's catalogue entry has its label in the site spec's `strategyTags` (the catalogue shows
 * them), and every tag is shared by at least two strategies when there are two or more: a tag chip that finds a
 * single strategy only lengthens the list of chips a visitor scrolls past on a phone.
 */
export function checkStrategyTags(pages: readonly CheckedSpec[], tagLabels: ReadonlySet<string>, report: SpecErrorReport): void {
  const uses = new Map<string, { spec: CheckedSpec['spec']; index: number }[]>();
  for (const { spec } of pages) {
    const tags = asObject((spec.data as Json).catalogue)?.tags;
    if (!Array.isArray(tags)) continue;
    tags.forEach((tag, i) => {
      if (typeof tag !== 'string') return;
      if (!tagLabels.has(tag)) report.add(spec, ['catalogue', 'tags', i], `tag "${tag}" has no label in the site spec's strategyTags${didYouMean(tag, tagLabels)}`);
      else uses.set(tag, [...(uses.get(tag) ?? []), { spec, index: i }]);
    });
  }
  const strategies = pages.filter(({ spec }) => asObject((spec.data as Json).catalogue)).length;
  if (strategies < 2) return;
  for (const [tag, [only, ...others]] of uses) {
    if (only && others.length === 0) report.add(only.spec, ['catalogue', 'tags', only.index], `tag "${tag}" is on this strategy only: give it to at least one more strategy or use a tag that others share`);
  }
}

/**
 * The checks that need the whole spec tree: unique page ids, paths (including `redirectFrom`) and
 * calculator ids; calculator `ref`s exist; every calculator's formulas, symbols, cycles and examples
 * (`checkCalculator`); links, anchors and affiliate keys resolve; every module and calculator add-on
 * matches its manifest in `extensions` (name, place, props, the host's inputs); anchors are unique
 * within a page; the glossary's related terms exist; the FAQ's anchors are unique. (That a strategy page has its `catalogue` entry is the page schema's rule.)
 */
export function checkSpecTree(specs: readonly CheckedSpec[], incomplete: boolean, extensions: readonly ExtensionManifest[]): SpecError[] {
  const checkExtension = createExtensionChecker(extensions);
  const report = new SpecErrorReport();
  const pages = specs.filter(({ spec }) => spec.kind === 'page' && asObject(spec.data));
  const calculatorFiles = specs.filter(({ spec }) => spec.kind === 'calculator' && asObject(spec.data));
  const site = specs.find(({ spec }) => spec.kind === 'site');
  const siteData = site?.valid ? asObject(site.spec.data) : undefined;

  const anchorsOf = checkPageIdsAndAnchors(pages, report);
  checkUniqueTitles(pages, report);
  const targets = checkUniquePaths(pages, anchorsOf, report);
  checkCalculators(calculatorFiles, pages, checkExtension, report);
  checkModuleBlocks(pages, calculatorFiles, extensions, checkExtension, report);
  const glossary = specs.find(({ spec }) => spec.kind === 'glossary');
  if (glossary?.valid) report.addIssues(glossary.spec, checkGlossary(glossary.spec.data as GlossarySpec));
  const faq = specs.find(({ spec }) => spec.kind === 'faq');
  if (faq?.valid) report.addIssues(faq.spec, checkFaq(faq.spec.data as FaqSpec));

  // Links everywhere (site menus and footer, pages, calculator texts).
  const linkTargets: LinkTargets = {
    pages: targets,
    affiliates: siteData ? new Set(Object.keys(asObject(siteData.affiliates) ?? {})) : undefined,
    incomplete,
    glossaryTerms: glossaryTermIds(specs),
  };
  for (const { spec } of specs) report.errors.push(...checkLinks(spec, linkTargets));
  if (siteData) checkStrategyTags(pages, new Set(Object.keys(asObject(siteData.strategyTags) ?? {})), report);
  return report.errors;
}
