import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The `layers/direction` messages for `code` as if it were the file at `path` (relative to the repository). */
async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'layers/direction').map((message) => message.message);
}

describe('eslint/layers.js: dependencies run one way', () => {
  it('refuses an engine file importing a block, a UI component or an extension', async () => {
    expect(await layerErrors('src/engine/x.ts', "export { default } from '../blocks/SmartLink';")).toEqual([expect.stringContaining('src/engine must not import src/blocks')]);
    expect(await layerErrors('src/engine/build/x.ts', "export { EXTENSION_MANIFESTS } from '../../extensions/manifests';")).toEqual([expect.stringContaining('src/engine must not import src/extensions')]);
    expect(await layerErrors('src/finance/x.ts', "export { parseNumber } from '../engine/parseNumber';")).toEqual([expect.stringContaining('src/finance must not import src/engine')]);
  });

  it('keeps blocks and extensions apart, and the UI layer below both', async () => {
    expect(await layerErrors('src/blocks/x.ts', "export { extensionComponents } from '../extensions/registry';")).toHaveLength(1);
    expect(await layerErrors('src/extensions/addons/a/x.ts', "export { default } from '../../../blocks/SmartLink';")).toHaveLength(1);
    expect(await layerErrors('src/ui/x.ts', "export { default } from '../blocks/SmartLink';")).toHaveLength(1);
  });

  it('allows the downward imports and lazy imports of the shell', async () => {
    expect(await layerErrors('src/extensions/addons/a/x.ts', "export { default } from '../../../ui/KpiTile';")).toEqual([]);
    expect(await layerErrors('src/shell/x.ts', "export const m = () => import('../extensions/registry');")).toEqual([]);
  });

  it('refuses a test helper in production code but lets tests cross layers', async () => {
    expect(await layerErrors('src/blocks/x.ts', "export { testSite } from './testSite.testHelper';")).toEqual([expect.stringContaining('test helper')]);
    expect(await layerErrors('src/blocks/x.test.ts', "export { extensionComponents } from '../extensions/registry';")).toEqual([]);
  });
});
