import type { ModuleName } from '../../src/extensions/extensions';
import { EXTENSION_MANIFESTS } from '../../src/extensions/validatorManifests';
import { gotoPage } from './calculatorPage';
import { expectModuleContract } from './moduleContract';
import { STRATEGY_PAGES } from './strategySmoke';
import { expect, test } from './warmContext';

/**
 * The module DOM contract (./moduleContract.ts) over every bespoke module, in English and German, after it has
 * read its sample file. The modules of the strategy pages (simulators, lab tools, backtests) are checked by each
 * page's smoke test (./strategySmoke.ts), after they have run; the tool pages' modules read their sample file here.
 * A new module needs a strategy page that places it or an entry in FILE_SAMPLES (the first test insists).
 */

const FILE_SAMPLES: Partial<Record<ModuleName, { path: string; file: string }>> = {
  'order-analyzer': { path: '/tools/bingx-order-analyzer', file: 'tests/fixtures/samples/bingx-orders-sample.xlsx' },
  'performance-pro': { path: '/tools/performance-calculator-pro', file: 'tests/fixtures/samples/trades.csv' },
};

test('every module has a sample for the contract test: a file here or a strategy page’s smoke test', () => {
  const modules = EXTENSION_MANIFESTS.filter((manifest) => manifest.kind === 'module').map((manifest) => manifest.name);
  const covered = new Set<string>([...Object.keys(FILE_SAMPLES), ...STRATEGY_PAGES.flatMap((page) => page.modules)]);
  expect(modules.filter((name) => !covered.has(name))).toEqual([]);
});

for (const [name, sample] of Object.entries(FILE_SAMPLES)) {
  test(`${name}: the module DOM contract after reading its sample, in English and German`, async ({ page }) => {
    for (const lang of ['en', 'de'] as const) {
      await gotoPage(page, lang === 'de' ? `/de${sample.path}` : sample.path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const module = page.locator(`section[data-module="${name}"]`);
      await module.locator('input[type="file"]').first().setInputFiles(sample.file);
      await expect(module).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
      await expectModuleContract(module, 10);
    }
  });
}
