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

/** The `no-restricted-imports` and `no-restricted-syntax` messages for `code` as if it were the file at `path`. */
async function restrictedImports(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe('eslint.config.js: the exchange library stays on the server', () => {
  it('refuses ccxt anywhere the browser loads from, and allows it in server/', async () => {
    const refused = [expect.stringContaining('ccxt runs on the server only')];
    expect(await restrictedImports('src/extensions/lab/x.ts', "export { default } from 'ccxt';")).toEqual(refused);
    expect(await restrictedImports('src/market/x.ts', "export const load = () => import('ccxt/js/src/bybit.js');")).toEqual(refused);
    expect(await restrictedImports('src/engine/x.ts', "import ccxt from 'ccxt'; export default ccxt;")).toEqual(refused);
    expect(await restrictedImports('server/market/x.mjs', "export { default } from 'ccxt';")).toEqual([]);
  });
});

describe('eslint/layers.js: dependencies run one way', () => {
  it('refuses an engine file importing a block, a UI component or an extension', async () => {
    expect(await layerErrors('src/engine/x.ts', "export { default } from '../blocks/SmartLink';")).toEqual([expect.stringContaining('src/engine must not import src/blocks')]);
    expect(await layerErrors('src/engine/build/x.ts', "export { EXTENSION_MANIFESTS } from '../../extensions/extensions';")).toEqual([expect.stringContaining('src/engine must not import src/extensions')]);
    expect(await layerErrors('src/finance/x.ts', "export { localize } from '../engine/localize';")).toEqual([expect.stringContaining('src/finance must not import src/engine')]);
  });

  it('keeps market data below the engine and above finance', async () => {
    expect(await layerErrors('src/market/x.ts', "export { localize } from '../engine/localize';")).toEqual([expect.stringContaining('src/market must not import src/engine')]);
    expect(await layerErrors('src/market/x.ts', "export { default } from '../extensions/registry';")).toEqual([expect.stringContaining('src/market must not import src/extensions')]);
    expect(await layerErrors('src/finance/x.ts', "export { createOhlcSeries } from '../market/ohlcSeries';")).toEqual([expect.stringContaining('src/finance must not import src/market')]);
    expect(await layerErrors('src/market/x.ts', "export { valueAt } from '../finance/valueAt';")).toEqual([]);
    expect(await layerErrors('src/engine/x.ts', "export { parseTimeText } from '../market/time';")).toEqual([]);
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

  it('keeps the extension families apart: addons, each module, simulators and the lab never import each other', async () => {
    const family = (from: string, to: string) => expect.stringContaining(`src/extensions/${from} must not import src/extensions/${to}`);
    expect(await layerErrors('src/extensions/addons/a/x.ts', "export * from '../../lab/texts';")).toEqual([family('addons', 'lab')]);
    expect(await layerErrors('src/extensions/addons/a/x.ts', "export * from '../../simulators/kit/simulation';")).toEqual([family('addons', 'simulators')]);
    expect(await layerErrors('src/extensions/addons/a/x.ts', "export * from '../../modules/swing-risk/texts';")).toEqual([family('addons', 'modules/swing-risk')]);
    expect(await layerErrors('src/extensions/lab/x.ts', "export * from '../addons/size-presets/texts';")).toEqual([family('lab', 'addons')]);
    expect(await layerErrors('src/extensions/lab/dca/x.ts', "export * from '../../modules/order-analyzer/texts';")).toEqual([family('lab', 'modules/order-analyzer')]);
    expect(await layerErrors('src/extensions/lab/x.ts', "export * from '../simulators/kit/simulation';")).toEqual([family('lab', 'simulators')]);
    expect(await layerErrors('src/extensions/simulators/streak/x.ts', "export * from '../../lab/texts';")).toEqual([family('simulators', 'lab')]);
    expect(await layerErrors('src/extensions/simulators/kit/x.ts', "export * from '../../addons/size-presets/texts';")).toEqual([family('simulators', 'addons')]);
    expect(await layerErrors('src/extensions/simulators/kit/x.ts', "export * from '../../modules/swing-risk/texts';")).toEqual([family('simulators', 'modules/swing-risk')]);
    expect(await layerErrors('src/extensions/modules/swing-tracker/x.ts', "export * from '../performance-pro/texts';")).toEqual([family('modules/swing-tracker', 'modules/performance-pro')]);
    expect(await layerErrors('src/extensions/modules/order-analyzer/core/x.ts', "export * from '../../../lab/texts';")).toEqual([family('modules/order-analyzer', 'lab')]);
    expect(await layerErrors('src/extensions/modules/swing-risk/x.ts', "export * from '../../addons/size-presets/texts';")).toEqual([family('modules/swing-risk', 'addons')]);
    expect(await layerErrors('src/extensions/modules/swing-risk/x.ts', "export * from '../../simulators/kit/simulation';")).toEqual([family('modules/swing-risk', 'simulators')]);
  });

  it('keeps extensions/shared below every family and the extension lists above all of them', async () => {
    const sharedUp = (to: string) => expect.stringContaining(`src/extensions/shared must not import src/extensions/${to}`);
    expect(await layerErrors('src/extensions/shared/trades/x.ts', "export * from '../../lab/texts';")).toEqual([sharedUp('lab')]);
    expect(await layerErrors('src/extensions/shared/x.ts', "export * from '../addons/size-presets/texts';")).toEqual([sharedUp('addons')]);
    expect(await layerErrors('src/extensions/shared/x.ts', "export * from '../simulators/kit/simulation';")).toEqual([sharedUp('simulators')]);
    expect(await layerErrors('src/extensions/shared/x.ts', "export * from '../modules/order-analyzer/texts';")).toEqual([sharedUp('modules/order-analyzer')]);
    expect(await layerErrors('src/extensions/lab/x.ts', "export { EXTENSION_MANIFESTS } from '../extensions';")).toEqual([expect.stringContaining('must not import the extension list files')]);
    expect(await layerErrors('src/extensions/shared/x.ts', "export const m = () => import('../registry');")).toEqual([expect.stringContaining('must not import the extension list files')]);
  });

  it('lets a family import extensions/shared and itself, and the extension lists import every family', async () => {
    expect(await layerErrors('src/extensions/modules/swing-risk/x.ts', "export * from '../../shared/editableRows';")).toEqual([]);
    expect(await layerErrors('src/extensions/lab/dca/x.ts', "export * from '../texts';")).toEqual([]);
    expect(await layerErrors('src/extensions/simulators/streak/x.ts', "export * from '../kit/simulation';")).toEqual([]);
    expect(await layerErrors('src/extensions/registry.ts', "export const m = () => import('./lab/BacktestLab');")).toEqual([]);
    expect(await layerErrors('src/extensions/shared/trades/x.ts', "export * from '../params/params';")).toEqual([]);
    expect(await layerErrors('src/extensions/lab/x.test.ts', "export * from '../modules/swing-risk/texts';")).toEqual([]);
  });

  it('refuses a test helper in production code but lets tests cross layers', async () => {
    expect(await layerErrors('src/blocks/x.ts', "export { testSite } from './testSite.testHelper';")).toEqual([expect.stringContaining('test helper')]);
    expect(await layerErrors('src/blocks/x.test.ts', "export { extensionComponents } from '../extensions/registry';")).toEqual([]);
  });
});
