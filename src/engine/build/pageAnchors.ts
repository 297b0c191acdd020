import { collectHeadingIds } from '../markdown';
import type { SpecIssue } from '../specIssue';
import { isLocalizedText, type PageAnchors } from './checkLinks';

type Path = (string | number)[];

/** The anchors of a page and the duplicates among them (each at the path of the later occurrence). */
export interface PageAnchorResult {
  anchors: PageAnchors;
  issues: SpecIssue[];
}

function pathText(path: Path): string {
  return path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
}

/**
 * Collects a page's anchors — block `id`s and the heading ids of every Markdown text, per language —
 * and reports anchors used twice on the page (they would become duplicate element ids).
 */
export function pageAnchors(page: Record<string, unknown>): PageAnchorResult {
  const issues: SpecIssue[] = [];
  const blocks = Array.isArray(page.blocks) ? (page.blocks as unknown[]) : [];
  const blockIds = new Map<string, Path>();
  blocks.forEach((block, i) => {
    const id = (block as Record<string, unknown> | null)?.id;
    if (typeof id !== 'string') return;
    const first = blockIds.get(id);
    if (first) issues.push({ path: ['blocks', i, 'id'], message: `duplicate anchor "${id}" (also ${pathText(first)})` });
    else blockIds.set(id, ['blocks', i, 'id']);
  });

  const headingIds = { en: new Map<string, Path>(), de: new Map<string, Path>() };
  const walk = (node: unknown, path: Path): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, [...path, i]));
    } else if (isLocalizedText(node)) {
      for (const language of ['en', 'de'] as const) {
        const seen = headingIds[language];
        for (const id of collectHeadingIds(node[language])) {
          const first = blockIds.get(id) ?? seen.get(id);
          if (first) issues.push({ path: [...path, language], message: `heading anchor "${id}" is already used by ${pathText(first)}: give the heading an explicit id ("{#other-id}")` });
          else seen.set(id, [...path, language]);
        }
      }
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key !== 'props' && key !== 'data' && key !== 'examples') walk(value, [...path, key]);
      }
    }
  };
  walk(blocks, ['blocks']);

  return {
    anchors: {
      path: typeof page.path === 'string' ? page.path : '',
      live: page.status !== 'soon',
      blockIds: new Set(blockIds.keys()),
      headingIds: { en: new Set(headingIds.en.keys()), de: new Set(headingIds.de.keys()) },
    },
    issues,
  };
}
