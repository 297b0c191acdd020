import { isMap, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';

/** A 1-based position in a YAML file. */
export interface SpecPosition {
  line: number;
  column: number;
}

/**
 * Where to point for a spec path: `value` points at a scalar value, or at the key of a collection (the
 * line that reads `title:`); `key` always points at the key of the last path segment (an unknown property).
 */
export type LocateAt = 'value' | 'key';

function keyOf(node: unknown): unknown {
  return isScalar(node) ? node.value : node;
}

function startOf(node: Node | null | undefined): number | undefined {
  return node?.range ? node.range[0] : undefined;
}

/** An empty scalar (`title:` with nothing after it) has no useful position of its own. */
function isEmptyScalar(node: unknown): boolean {
  return isScalar(node) && (node.value === null || node.value === '') && node.range?.[0] === node.range?.[1];
}

/**
 * The line and column of a path inside a parsed YAML document (for example ['outputs', 2, 'expr']).
 * When the path does not exist completely, the deepest existing node is used; an empty path points at
 * the document's first node.
 */
export function locateSpecPath(doc: Document, lineCounter: LineCounter, path: readonly (string | number)[], at: LocateAt = 'value'): SpecPosition {
  let node: unknown = doc.contents;
  let keyNode: Node | undefined;
  let complete = true;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => String(keyOf(item.key)) === String(segment));
      if (!pair) {
        complete = false;
        break;
      }
      keyNode = pair.key as Node;
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number' && node.items[segment] !== undefined) {
      keyNode = undefined;
      node = node.items[segment];
    } else {
      complete = false;
      break;
    }
  }
  const valueNode = node as Node | null | undefined;
  let offset: number | undefined;
  if (complete && at === 'value' && isScalar(valueNode) && !isEmptyScalar(valueNode)) offset = startOf(valueNode);
  else offset = startOf(keyNode) ?? (isEmptyScalar(valueNode) ? undefined : startOf(valueNode));
  if (offset === undefined) return { line: 1, column: 1 };
  const { line, col } = lineCounter.linePos(offset);
  return { line, column: col };
}
