import { expect, test } from './fixtures';
import { EXTENSION_MANIFESTS, type ModuleName } from '../../src/extensions/manifests';
import { gotoPage } from './calculatorPage';

/**
 * The module DOM contract over every bespoke module, in English and German, after it has read its
 * sample file (a simulator: after it has run to the end): every raw value sits on a named
 * `<output data-value>` (KPI tiles and computed table cells alike) holding a number as JavaScript
 * prints it, or nothing; no visible NaN, undefined or Infinity; every control has a label and every
 * button a name. A new module needs an entry in MODULE_SAMPLES (the type and the first test insist).
 */

type Sample = { path: string; file: string } | { path: string; simulator: true } | { path: string; backtest: true } | { path: string; tool: string };

const MODULE_SAMPLES: Record<ModuleName, Sample> = {
  'order-analyzer': { path: '/tools/bingx-order-analyzer', file: 'tests/fixtures/samples/bingx-orders-sample.xlsx' },
  'performance-pro': { path: '/tools/performance-calculator-pro', file: 'tests/fixtures/samples/trades.csv' },
  'grid-replay': { path: '/strategies/grid', simulator: true },
  streak: { path: '/strategies/martingale', simulator: true },
  'anti-martingale-sim': { path: '/strategies/anti-martingale', simulator: true },
  'kelly-backtest': { path: '/strategies/kelly', simulator: true },
  backtest: { path: '/strategies/mean-reversion', backtest: true },
  'dca-compare': { path: '/strategies/dca', tool: 'dca' },
  'carry-optimizer': { path: '/strategies/carry-trade', tool: 'carry-optimizer' },
  'momentum-tracker': { path: '/strategies/day-trading', tool: 'momentum' },
  'time-analyzer': { path: '/strategies/day-trading', tool: 'time-analyzer' },
  'pattern-scanner': { path: '/strategies/swing-trading', tool: 'pattern-scanner' },
  'swing-risk': { path: '/strategies/swing-trading', tool: 'swing-risk' },
  'swing-tracker': { path: '/strategies/swing-trading', tool: 'swing-tracker' },
  'volatility-estimators': { path: '/strategies/volatility-trading', tool: 'volatility-estimators' },
  'correlation-analyzer': { path: '/strategies/diversification', tool: 'correlation' },
  'portfolio-optimizer': { path: '/strategies/diversification', tool: 'portfolio-optimizer' },
  'risk-parity': { path: '/strategies/diversification', tool: 'risk-parity' },
  rebalancing: { path: '/strategies/diversification', tool: 'rebalancing' },
  'pairs-trading': { path: '/strategies/arbitrage', backtest: true },
};

interface ContractReport {
  misplacedValues: string[];
  unnamedOutputs: number;
  badRawValues: string[];
  duplicateNames: string[];
  unlabelledControls: string[];
  unnamedButtons: number;
  badText: string[];
  outputCount: number;
}

test('every module has a sample for the contract test', () => {
  const modules = EXTENSION_MANIFESTS.filter((manifest) => manifest.kind === 'module').map((manifest) => manifest.name);
  expect(Object.keys(MODULE_SAMPLES).sort()).toEqual([...modules].sort());
});

for (const [name, sample] of Object.entries(MODULE_SAMPLES)) {
  for (const lang of ['en', 'de'] as const) {
    test(`[${lang}] ${name}: the module DOM contract after reading its sample`, async ({ page }) => {
      await gotoPage(page, lang === 'de' ? `${sample.path}?lng=de` : sample.path);
      let module;
      if ('file' in sample) {
        module = page.locator(`section[data-module="${name}"]`);
        await module.locator('input[type="file"]').first().setInputFiles(sample.file);
        await expect(module).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
      } else if ('simulator' in sample) {
        // A simulator loads when it comes near the viewport.
        module = page.locator(`section[data-sim="${name}"]`);
        await module.scrollIntoViewIfNeeded();
        await module.locator('button[name="end"]').click();
        await expect(module).toHaveAttribute('data-state', 'finished', { timeout: 15_000 });
      } else if ('tool' in sample) {
        // A lab tool loads when it comes near the viewport and reads its default sample.
        module = page.locator(`section[data-tool="${sample.tool}"]`);
        await module.scrollIntoViewIfNeeded();
        await expect(module).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
      } else {
        module = page.locator('section[data-backtest]');
        await module.scrollIntoViewIfNeeded();
        await expect(module).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
      }

      const report = await module.evaluate((root): ContractReport => {
        const isRaw = (text: string) => text === '' || text === 'Infinity' || text === '-Infinity' || (Number.isFinite(Number(text)) && String(Number(text)) === text);
        const outputs = [...root.querySelectorAll('output')];
        const names = outputs.map((output) => output.getAttribute('name') ?? '').filter((outputName) => outputName !== '');
        const visible = (root as HTMLElement).innerText;
        return {
          misplacedValues: [...root.querySelectorAll('[data-value]')].filter((element) => element.tagName !== 'OUTPUT').map((element) => element.outerHTML.slice(0, 80)),
          unnamedOutputs: outputs.filter((output) => !output.getAttribute('name')).length,
          badRawValues: outputs.filter((output) => output.hasAttribute('data-value') && !isRaw(output.getAttribute('data-value') ?? '')).map((output) => `${output.getAttribute('name')}=${output.getAttribute('data-value')}`),
          duplicateNames: names.filter((outputName, index) => names.indexOf(outputName) !== index),
          unlabelledControls: [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')]
            .filter((control) => control.type !== 'hidden' && (control.labels?.length ?? 0) === 0 && !control.getAttribute('aria-label') && !control.getAttribute('aria-labelledby'))
            .map((control) => control.name || control.outerHTML.slice(0, 60)),
          unnamedButtons: [...root.querySelectorAll('button')].filter((button) => (button.textContent ?? '').trim() === '' && !button.getAttribute('aria-label') && !button.getAttribute('aria-labelledby')).length,
          badText: ['NaN', 'undefined', 'Infinity', '[object Object]'].filter((word) => visible.includes(word)),
          outputCount: outputs.length,
        };
      });

      expect(report.outputCount, 'the module shows its results as outputs').toBeGreaterThan('file' in sample ? 10 : 5);
      expect(report.misplacedValues, 'raw values only on <output>').toEqual([]);
      expect(report.unnamedOutputs, 'every output has a name').toBe(0);
      expect(report.badRawValues, 'data-value is a raw number or empty').toEqual([]);
      expect(report.duplicateNames, 'output names are unique').toEqual([]);
      expect(report.unlabelledControls, 'every control has a label').toEqual([]);
      expect(report.unnamedButtons, 'every button has a name').toBe(0);
      expect(report.badText, 'no NaN, undefined or Infinity on screen').toEqual([]);
    });
  }
}
