import { checkCalculator } from '../checkCalculator';
import { LANGUAGES } from '../localize';
import type { SpecError, SpecIssue } from '../specIssue';
import type { CalculatorSpec } from '../specTypes.generated';
import type { ExtensionManifest } from '../extensionManifest';
import { checkLinks, type LinkTargets, type PageAnchors } from './checkLinks';
import { createExtensionChecker } from './checkExtensionUse';
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

/**
 * The checks that need the whole spec tree: unique page ids, paths (including `redirectFrom`) and
 * calculator ids; calculator `ref`s exist; every calculator's formulas, symbols, cycles and examples
 * (`checkCalculator`); links, anchors and affiliate keys resolve; every module and calculator add-on
 * matches its manifest in `extensions` (name, place, props, the host's inputs); anchors are unique
 * within a page. (That a strategy page has its `catalogue` entry is the page schema's rule.)
 */
export function checkSpecTree(specs: readonly CheckedSpec[], incomplete: boolean, extensions: readonly ExtensionManifest[]): SpecError[] {
  const checkExtension = createExtensionChecker(extensions);
  const errors: SpecError[] = [];
  const report = (spec: SpecFile, path: Path, message: string, at: LocateAt = 'value') => {
    const { line, column } = spec.locate(path, at);
    errors.push({ file: spec.file, line, column, path, message });
  };
  const reportIssues = (spec: SpecFile, issues: SpecIssue[], prefix: Path = []) =>
    issues.forEach((issue) => report(spec, [...prefix, ...issue.path], issue.message));

  const pages = specs.filter(({ spec }) => spec.kind === 'page' && asObject(spec.data));
  const calculatorFiles = specs.filter(({ spec }) => spec.kind === 'calculator' && asObject(spec.data));
  const site = specs.find(({ spec }) => spec.kind === 'site');

  // Unique ids and paths; the link targets with their anchors.
  const pageIds = new Registry('page id');
  const paths = new Registry('path');
  const targets = new Map<string, PageAnchors>();
  const anchorsOf = new Map<SpecFile, PageAnchors>();
  for (const { spec } of pages) {
    const page = spec.data as Json;
    if (typeof page.id === 'string') {
      const duplicate = pageIds.claim(page.id, spec.file);
      if (duplicate) report(spec, ['id'], duplicate);
    }
    const { anchors, issues } = pageAnchors(page);
    reportIssues(spec, issues);
    anchorsOf.set(spec, anchors);
  }

  // Search results and link previews tell pages apart by title and description: each is unique per language.
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
        if (duplicate) report(spec, own ? [field, lang] : ['catalogue', 'label', lang], duplicate);
      }
    }
  }

  // Page paths first, then redirects: a redirect that repeats a page's path is the one reported.
  const pathsOf = ({ spec }: CheckedSpec): [Path, unknown][] => {
    const page = spec.data as Json;
    return Array.isArray(page.redirectFrom) ? page.redirectFrom.map((from, i) => [['redirectFrom', i], from]) : [];
  };
  const claims: [CheckedSpec, [Path, unknown]][] = [
    ...pages.map((checked): [CheckedSpec, [Path, unknown]] => [checked, [['path'], (checked.spec.data as Json).path]]),
    ...pages.flatMap((checked) => pathsOf(checked).map((entry): [CheckedSpec, [Path, unknown]] => [checked, entry])),
  ];
  for (const [{ spec }, [path, value]] of claims) {
    if (typeof value !== 'string') continue;
    const duplicate = paths.claim(value, spec.file);
    if (duplicate) report(spec, path, duplicate);
    else targets.set(value, anchorsOf.get(spec) as PageAnchors);
  }

  // Calculators: unique ids over files and inline ones, refs, and their own checks.
  const calculatorIds = new Registry('calculator id');
  const fileCalculatorIds = new Set<string>();
  const checkOne = (spec: SpecFile, calculator: unknown, prefix: Path, valid: boolean) => {
    const id = asObject(calculator)?.id;
    if (typeof id === 'string') {
      const duplicate = calculatorIds.claim(id, spec.file);
      if (duplicate) report(spec, [...prefix, 'id'], duplicate);
    }
    if (!valid) return;
    const hostInputs = (calculator as CalculatorSpec).inputs.map((input) => input.id);
    (calculator as CalculatorSpec).addons?.forEach((addon, i) => {
      const use = { kind: 'calculator-addon' as const, name: addon.name, place: addon.place, props: addon.props, hostInputs };
      reportIssues(spec, checkExtension(use), [...prefix, 'addons', i]);
    });
    try {
      reportIssues(spec, checkCalculator(calculator as CalculatorSpec), prefix);
    } catch (error) {
      report(spec, prefix, `calculator check failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  for (const { spec, valid } of calculatorFiles) {
    const id = (spec.data as Json).id;
    if (typeof id === 'string') fileCalculatorIds.add(id);
    checkOne(spec, spec.data, [], valid);
  }
  for (const { spec, valid } of pages) {
    blocksOf(spec.data as Json).forEach((block, i) => {
      if (block.type === 'calculator' && block.calculator !== undefined) checkOne(spec, block.calculator, ['blocks', i, 'calculator'], valid);
      if (block.type === 'calculator' && typeof block.ref === 'string' && !fileCalculatorIds.has(block.ref)) {
        report(spec, ['blocks', i, 'ref'], `unknown calculator "${block.ref}"${didYouMean(block.ref, fileCalculatorIds)}`);
      }
      if (block.type === 'module' && typeof block.name === 'string' && valid) {
        reportIssues(spec, checkExtension({ kind: 'module', name: block.name, props: block.props }), ['blocks', i]);
      }
    });
  }

  // Links everywhere (site menus and footer, pages, calculator texts).
  const siteData = site?.valid ? asObject(site.spec.data) : undefined;
  const linkTargets: LinkTargets = {
    pages: targets,
    affiliates: siteData ? new Set(Object.keys(asObject(siteData.affiliates) ?? {})) : undefined,
    incomplete,
  };
  for (const { spec } of specs) errors.push(...checkLinks(spec, linkTargets));

  // Every tag of a strategy's catalogue entry has its label in the site spec: the catalogue shows them.
  const tagLabels = siteData ? new Set(Object.keys(asObject(siteData.strategyTags) ?? {})) : undefined;
  for (const { spec } of tagLabels ? pages : []) {
    const tags = asObject((spec.data as Json).catalogue)?.tags;
    if (!Array.isArray(tags)) continue;
    tags.forEach((tag, i) => {
      if (typeof tag === 'string' && !tagLabels?.has(tag)) report(spec, ['catalogue', 'tags', i], `tag "${tag}" has no label in the site spec's strategyTags${didYouMean(tag, tagLabels ?? [])}`);
    });
  }
  return errors;
}
