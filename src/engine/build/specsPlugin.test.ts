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
    load: (id: string) => call('load', {}, id) as string | undefined,
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
