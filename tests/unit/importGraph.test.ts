/**
 * The import graph of src/ as a whole: every production file's imports (static, `export … from`, dynamic
 * `import()` and the `new URL('./x.worker.ts', import.meta.url)` of a Web Worker) read with TypeScript's
 * own pre-processor, resolved to files, then checked against the layer order of eslint/layers.js and for
 * cycles between folders. The lint rule sees one import at a time; a cycle needs the whole graph.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { extensionFamilyOf, extensionImportProblem, layerOf, LAYERS } from '../../eslint/layers.js';

const SRC = resolve(import.meta.dirname, '..', '..', 'src');
const SOURCE = /\.(ts|tsx)$/;
const TEST_FILE = /\.(test|testHelper)\.[cm]?[jt]sx?$|\.d\.ts$/;
const WORKER_URL = /new URL\(\s*['"](\.[^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !TEST_FILE.test(name) ? [path] : [];
  });
}

/** The file a relative specifier names: as written, or with .ts/.tsx, or a folder's index; undefined for CSS and the like. */
function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile() && SOURCE.test(candidate)) return candidate;
    } catch {
      // not this candidate
    }
  }
  return undefined;
}

/** Every production file of src/ with the files of src/ it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((entry) => entry.fileName);
    for (const match of text.matchAll(WORKER_URL)) specifiers.push(match[1]!);
    const targets = specifiers.filter((specifier) => specifier.startsWith('.')).map((specifier) => resolveImport(file, specifier));
    graph.set(file, targets.filter((target): target is string => target !== undefined && target.startsWith(SRC + sep)));
  }
  return graph;
}

const graph = importGraph();
const name = (file: string) => relative(SRC, file).split(sep).join('/');

/** Strongly connected components of more than one node (Tarjan): each is a cycle. */
function cycles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** Edges between the groups `groupOf` puts files in (a file without a group is left out). */
function groupEdges(groupOf: (file: string) => string | undefined): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    if (from === undefined) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    for (const target of targets) {
      const to = groupOf(target);
      if (to !== undefined && to !== from) edges.get(from)!.add(to);
    }
  }
  return edges;
}

describe('the import graph of src/', () => {
  it('reads the imports of every production file, workers included', () => {
    expect(graph.size).toBeGreaterThan(300);
    const ohlcReader = [...graph.entries()].find(([file]) => name(file) === 'extensions/lab/data/ohlcFileClient.ts');
    expect(ohlcReader?.[1].map(name)).toContain('extensions/lab/data/ohlcFile.worker.ts');
  });

  it('has no import against the layer order, between extension families, or from extensions/shared into a family', () => {
    const wrong: string[] = [];
    for (const [file, targets] of graph) {
      const from = layerOf(file);
      for (const target of targets) {
        const to = layerOf(target);
        if (from !== undefined && to !== undefined && from in LAYERS && !LAYERS[from]!.includes(to)) wrong.push(`${name(file)} → ${name(target)}`);
        if (extensionImportProblem(extensionFamilyOf(file), extensionFamilyOf(target))) wrong.push(`${name(file)} → ${name(target)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('has no cycle between the layers, the extension families, or two sibling folders', () => {
    expect(cycles(groupEdges(layerOf))).toEqual([]);
    expect(cycles(groupEdges((file) => extensionFamilyOf(file)))).toEqual([]);
    // Folders at each depth, a folder standing for everything below it. The files of a parent folder are
    // left out at the depth of its children: a parent (a module's component, a list of members) uses its
    // sub-folders, and they may use the parent's texts; siblings never go round in a circle.
    const depth = Math.max(...[...graph.keys()].map((file) => name(dirname(file)).split('/').length));
    for (let level = 1; level <= depth; level++) {
      const folderAt = (file: string) => {
        const folders = name(dirname(file)).split('/');
        return folders.length >= level && folders[0] !== '' ? folders.slice(0, level).join('/') : undefined;
      };
      expect(cycles(groupEdges(folderAt)), `folders ${level} deep`).toEqual([]);
    }
  });

  it('keeps src/market free of React and of the browser page (it also runs in workers and Node)', () => {
    const market = [...graph.keys()].filter((file) => layerOf(file) === 'market');
    expect(market.length).toBeGreaterThan(4);
    for (const file of market) expect(readFileSync(file, 'utf8'), name(file)).not.toMatch(/from 'react|\b(document|window)\./);
  });
});
