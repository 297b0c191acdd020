import { collectLinks, collectTermRefs, isSafeHref } from '../markdown';
import type { SpecError } from '../specIssue';
import type { LocateAt } from './locateSpecPath';
import type { SpecFile } from './loadSpecs';
import { didYouMean } from '../didYouMean';

type Path = (string | number)[];

/** The anchors of one page: block ids, and heading ids per language (their slugs differ by language). */
export interface PageAnchors {
  /** The canonical path of the page (a `redirectFrom` path leads here). */
  path: string;
  /** False for a page with `status: soon` (it renders the coming-soon template). */
  live: boolean;
  blockIds: ReadonlySet<string>;
  headingIds: { en: ReadonlySet<string>; de: ReadonlySet<string> };
}

/** What links may point at: every page path and `redirectFrom` path, and the site's affiliate keys. */
export interface LinkTargets {
  pages: ReadonlyMap<string, PageAnchors>;
  /** `undefined` when the site spec is unusable: affiliate keys are not checked then. */
  affiliates: ReadonlySet<string> | undefined;
  /** True when some spec could not be parsed: a missing page may live there, so paths are not checked. */
  incomplete: boolean;
  /** The glossary's term ids (`[[id]]` references); `undefined` when the glossary is unusable: references are not checked then. */
  glossaryTerms: ReadonlySet<string> | undefined;
}

/** Parts of a spec that hold no links: free module props, calculator data tables and examples. */
const SKIPPED_KEYS = new Set(['props', 'data', 'examples']);
const LANGUAGE_NAMES = { en: 'English', de: 'German' } as const;


/** A `{ en, de }` text: both strings and nothing else. */
export function isLocalizedText(node: unknown): node is { en: string; de: string } {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return false;
  const keys = Object.keys(node);
  const record = node as Record<string, unknown>;
  return keys.length === 2 && typeof record.en === 'string' && typeof record.de === 'string';
}

/** The page path of an internal link target: without query, hash and trailing slash. */
function pagePathOf(target: string): string {
  const path = target.split('#', 1)[0]?.split('?', 1)[0] ?? '';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The problem with an internal link target, or undefined when it resolves. */
function targetProblem(target: string, targets: LinkTargets, soonHint = ''): string | undefined {
  if (!target.startsWith('/')) return undefined;
  const anchor = target.split('#', 2)[1];
  const path = pagePathOf(target);
  const page = targets.pages.get(path);
  if (!page) {
    if (targets.incomplete) return undefined;
    return `broken link "${target}": no page has the path "${path}"${didYouMean(path, targets.pages.keys())}${soonHint}`;
  }
  if (!anchor || page.blockIds.has(anchor)) return undefined;
  const { en, de } = page.headingIds;
  if (en.has(anchor) && de.has(anchor)) return undefined;
  if (en.has(anchor) || de.has(anchor)) {
    const language = en.has(anchor) ? LANGUAGE_NAMES.en : LANGUAGE_NAMES.de;
    return `anchor "#${anchor}" exists only in the ${language} text of ${page.path}: give the heading an explicit id ("{#${anchor}}") in both languages`;
  }
  const anchors = [...page.blockIds, ...[...en].filter((id) => de.has(id))];
  return `broken link "${target}": ${page.path} has no anchor "${anchor}"${didYouMean(anchor, anchors)}`;
}

/**
 * Checks every link of one spec: `to` of links and menu items (unless marked `soon: true`; `soon: true`
 * on a link to a live page is an error, as it would hide a working page),
 * `affiliate` keys, and the Markdown links and glossary term references (`[[id]]`) inside every `{ en, de }` text. Internal paths must name a
 * page path or a `redirectFrom` path; a `#anchor` must be a block id or a heading id of that page.
 */
export function checkLinks(spec: SpecFile, targets: LinkTargets): SpecError[] {
  const errors: SpecError[] = [];
  const report = (path: Path, message: string, at: LocateAt = 'value') => {
    const { line, column } = spec.locate(path, at);
    errors.push({ file: spec.file, line, column, path, message });
  };
  const walk = (node: unknown, path: Path): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, [...path, i]));
      return;
    }
    if (!node || typeof node !== 'object') return;
    if (isLocalizedText(node)) {
      for (const language of ['en', 'de'] as const) {
        for (const target of collectLinks(node[language])) {
          const problem = isSafeHref(target)
            ? targetProblem(target, targets)
            : `link target "${target}" is not allowed: use an internal path ("/…"), an https URL or mailto`;
          if (problem) report([...path, language], problem);
        }
        for (const id of targets.glossaryTerms ? collectTermRefs(node[language]) : []) {
          if (!targets.glossaryTerms?.has(id)) report([...path, language], `unknown glossary term "[[${id}]]"${didYouMean(id, targets.glossaryTerms ?? [])}`);
        }
      }
      return;
    }
    const record = node as Record<string, unknown>;
    if (typeof record.to === 'string' && record.soon !== true) {
      // Menus, buttons and cards may mark a link to a page that comes later; a glossary entry or an FAQ answer names a page that exists.
      const soonHint = spec.kind === 'glossary' || spec.kind === 'faq' ? '' : '; mark the link "soon: true" if the page comes later';
      const problem = targetProblem(record.to, targets, soonHint);
      if (problem) report([...path, 'to'], problem);
    }
    if (typeof record.to === 'string' && record.soon === true) {
      const page = targets.pages.get(pagePathOf(record.to));
      // A disabled "coming soon" item that points at a working page hides that page from visitors.
      if (page?.live) report([...path, 'soon'], `"soon: true" on a link to ${page.path}, which is live: remove "soon" so visitors can open it`);
    }
    if (typeof record.affiliate === 'string' && targets.affiliates && !targets.affiliates.has(record.affiliate)) {
      report([...path, 'affiliate'], `unknown affiliate "${record.affiliate}"${didYouMean(record.affiliate, targets.affiliates)}`);
    }
    for (const [key, value] of Object.entries(record)) {
      if (!SKIPPED_KEYS.has(key)) walk(value, [...path, key]);
    }
  };
  walk(spec.data, []);
  return errors;
}
