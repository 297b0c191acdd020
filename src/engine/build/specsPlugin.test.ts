import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { EXTENSION_MANIFESTS } from '../../extensions/validatorManifests';
import { renderSpecModules } from './renderSpecModules';
import { specsPlugin } from './specsPlugin';
import { readValidatedRecord, specInputsKey, writeValidatedRecord } from './validatedSpecsRecord';
import { validateSpecTree } from './validateSpecs';

const projectRoot = resolve(import.meta.dirname, '../../..');
const fixture = (name: string) => resolve(projectRoot, 'tests/fixtures/bad-specs', name);

type Hook = (this: unknown, ...args: unknown[]) => unknown;

/** Runs the plugin's hooks the way a production build does, on a fixture tree. */
function build(root: string) {
  const plugin = specsPlugin({ schemasDir: resolve(projectRoot, 'schemas'), extensions: EXTENSION_MANIFESTS });
  const call = (name: 'configResolved' | 'buildStart' | 'resolveId' | 'load', context: unknown, ...args: unknown[]) =>
    (plugin[name] as Hook).call(context, ...args);
  call('configResolved', undefined, { root, command: 'build', logger: console } as unknown as ResolvedConfig);
  const failures: string[] = [];
  call('buildStart', { error: (message: string) => failures.push(message) }, {});
  return {
    failures,
    resolveId: (id: string) => call('resolveId', {}, id),
    load: (id: string, context: object = {}, options: object = {}) => call('load', context, id, options) as string | undefined,
  };
}

describe('specsPlugin', () => {
  it('fails a build with every formatted error', () => {
    const { failures } = build(fixture('broken-link'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^3 spec errors:\nspecs\/pages\/tools\.yaml:10:49 blocks\[0\]\.items\[0\]\.to: broken link/);
  });

  it('serves the virtual modules of a valid tree', () => {
    const { failures, resolveId, load } = build(fixture('soon-link'));
    expect(failures).toEqual([]);
    expect(resolveId('virtual:futureslab/page/tools')).toBe('\0virtual:futureslab/page/tools');
    expect(resolveId('./main.tsx')).toBeUndefined();
    expect(load('\0virtual:futureslab/routes')).toContain('export const redirects = {"/werkzeuge":"/tools"}');
    expect(load('\0virtual:futureslab/page/home')).toContain('"id":"home"');
    expect(load('/src/main.tsx')).toBeUndefined();
    expect(() => load('\0virtual:futureslab/page/nope')).toThrow('unknown spec module "virtual:futureslab/page/nope"');
  });

  it('serves the glossary and the FAQ to the browser build as emitted JSON files and to the server renderer inline', () => {
    const { failures, load } = build(fixture('soon-link'));
    expect(failures).toEqual([]);
    const emitted: { name: string; source: string }[] = [];
    const browser = load('\0virtual:futureslab/glossary/de', { emitFile: (file: { name: string; source: string }) => (emitted.push(file), 'ref1') });
    expect(browser).toContain('fetch(import.meta.ROLLUP_FILE_URL_ref1)');
    expect(emitted).toEqual([{ type: 'asset', name: 'glossary-de.json', source: '[]' }]);
    expect(load('\0virtual:futureslab/glossary/de', {}, { ssr: true })).toBe('const data = [];\nexport const loadGlossary = () => Promise.resolve(data);\n');
    expect(load('\0virtual:futureslab/faq/en', { emitFile: (file: { name: string; source: string }) => (emitted.push(file), 'ref2') })).toContain('export const loadFaq = () => fetch(import.meta.ROLLUP_FILE_URL_ref2)');
    expect(emitted[1]).toEqual({ type: 'asset', name: 'faq-en.json', source: '[]' });
    expect(load('\0virtual:futureslab/faq/en', {}, { ssr: true })).toBe('const data = [];\nexport const loadFaq = () => Promise.resolve(data);\n');
  });

  it('reuses the record of npm run validate for the same inputs, and validates again once a spec has changed', () => {
    const root = mkdtempSync(join(tmpdir(), 'futureslab-specs-'));
    try {
      cpSync(fixture('soon-link'), root, { recursive: true });
      const schemasDir = resolve(projectRoot, 'schemas');
      const key = specInputsKey(root, schemasDir);
      const tree = validateSpecTree(root, { schemasDir, extensions: EXTENSION_MANIFESTS });
      // A record whose home page says something the specs do not: a build that reads it shows it.
      const modules = [...renderSpecModules(tree)].map(([id, code]): [string, string] => [id, code.replace('"id":"home"', '"id":"home","recorded":true')]);
      writeValidatedRecord(root, { key, fileCount: tree.fileCount, warnings: [], modules });
      expect(readValidatedRecord(root, key)?.modules).toHaveLength(modules.length);
      expect(build(root).load('\0virtual:futureslab/page/home')).toContain('"recorded":true');

      const tools = join(root, 'specs/pages/tools.yaml');
      writeFileSync(tools, readFileSync(tools, 'utf8').replace('to: /learn/liquidation, soon: true', 'to: /learn/liquidation'));
      expect(readValidatedRecord(root, specInputsKey(root, schemasDir))).toBeUndefined();
      expect(build(root).failures[0]).toMatch(/broken link "\/learn\/liquidation"/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
