import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { compileCalculator, type InputValues } from '../../src/engine/compileCalculator';
import { evaluateCalculator, type CalculatorResult } from '../../src/engine/evaluateCalculator';
import { formatInputNumber } from '../../src/engine/formatNumber';
import { convertNumberList } from '../../src/engine/listInput';
import { localize, type Lang } from '../../src/engine/localize';
import { repoCalculatorSpecs } from '../../src/engine/repoCalculatorSpecs';
import type { CalculatorSpec, Input } from '../../src/engine/specTypes.generated';
import { expect, type Locator, type Page } from './fixtures';
import { expectModuleContract } from './moduleContract';

/**
 * The smoke test of a strategy page, in English and in German, driven by the page's spec: the page hydrates
 * without an error, every calculator answers a typed number (in the page's language: a decimal comma in German)
 * with the engine's result and keeps it in the URL, a rule's message appears in its form, and every simulator,
 * lab tool and backtest on the page runs to its result and keeps the module DOM contract (./moduleContract.ts).
 * The figures themselves are the spec examples' and the unit tests' to check.
 */

const ROOT = join(import.meta.dirname, '..', '..');

interface Block {
  type: string;
  ref?: string;
  name?: string;
  calculator?: { id: string };
}

export interface StrategyPageSpec {
  id: string;
  path: string;
  /** The calculator ids of the page's calculator blocks, in page order. */
  calculators: string[];
  /** The module names of the page's module blocks, in page order. */
  modules: string[];
}

/** The written strategy pages (kind `strategy` with blocks, not `status: soon`) of specs/strategies/. */
export const STRATEGY_PAGES: readonly StrategyPageSpec[] = readdirSync(join(ROOT, 'specs', 'strategies'))
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => parse(readFileSync(join(ROOT, 'specs', 'strategies', file), 'utf8')) as { id: string; path: string; kind?: string; status?: string; blocks?: Block[] })
  .filter((page) => page.kind === 'strategy' && page.status !== 'soon')
  .map((page) => {
    const blocks = page.blocks ?? [];
    return {
      id: page.id,
      path: page.path,
      calculators: blocks.filter((block) => block.type === 'calculator').map((block) => block.ref ?? block.calculator?.id ?? ''),
      modules: blocks.filter((block) => block.type === 'module').map((block) => block.name ?? ''),
    };
  });

const CALCULATORS = new Map(repoCalculatorSpecs(ROOT).map(({ spec }) => [spec.id, spec]));

function calculatorSpec(id: string): CalculatorSpec {
  const spec = CALCULATORS.get(id);
  if (!spec) throw new Error(`no calculator spec ${id}`);
  return spec;
}

/** A number typed into one field and an output that must then show the engine's value for it. */
interface Probe {
  input: string;
  value: number;
  output: string;
  after: string;
}

const raw = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** The first visible output whose value `changed` differs from `base` (both computable), or undefined. */
function changedOutput(base: CalculatorResult, changed: CalculatorResult): string | undefined {
  if (changed.blocked) return undefined;
  return Object.keys(changed.outputs).find((id) => base.visibleOutputs[id] && changed.visibleOutputs[id] && changed.outputs[id] !== null && base.outputs[id] !== null && changed.outputs[id] !== base.outputs[id]);
}

/**
 * The probe of a calculator: a number input shown with the defaults and a value for it that the rules accept
 * and that changes an output — taken from the spec's examples or near the default, a value with decimals
 * first (it is typed with the page's decimal separator).
 */
function probeOf(spec: CalculatorSpec): Probe {
  const compiled = compileCalculator(spec);
  const base = evaluateCalculator(compiled, {});
  const found: Probe[] = [];
  for (const input of spec.inputs) {
    const start = base.inputs[input.id];
    if (input.type !== 'number' || !base.visibleInputs[input.id] || typeof start !== 'number') continue;
    const fromExamples = spec.examples.flatMap((example) => {
      const value = (example.inputs as Record<string, unknown>)[input.id];
      return example.expectError === undefined && typeof value === 'number' ? [value] : [];
    });
    for (const value of [...fromExamples, start * 1.5, start + 0.5, start * 0.5, start + 1, start * 2, start - 1]) {
      if (!Number.isFinite(value) || value === start) continue;
      const changed = evaluateCalculator(compiled, { [input.id]: value });
      const output = changedOutput(base, changed);
      if (output) found.push({ input: input.id, value, output, after: raw(changed.outputs[output]) });
    }
  }
  const probe = found.find((candidate) => !Number.isInteger(candidate.value)) ?? found[0];
  if (!probe) throw new Error(`${spec.id}: no number input changes an output`);
  return probe;
}

/** An example of the spec that breaks a rule (set after the probe, without group rows), with the rule's message. */
function ruleBreakOf(spec: CalculatorSpec, probe: Probe): { inputs: Record<string, unknown>; message: { en: string; de: string } } | undefined {
  const compiled = compileCalculator(spec);
  for (const example of spec.examples) {
    const rule = example.expectError === undefined ? undefined : spec.validate?.[example.expectError];
    const inputs = example.inputs as Record<string, unknown>;
    if (!rule || Object.keys(inputs).length === 0 || Object.keys(inputs).some((id) => inputOf(spec, id).type === 'group')) continue;
    const result = evaluateCalculator(compiled, { [probe.input]: probe.value, ...inputs } as InputValues);
    // Every input set must be shown, and the rule must fire.
    if (Object.keys(inputs).every((id) => result.visibleInputs[id]) && result.errors.some((error) => error.index === example.expectError)) return { inputs, message: rule.message };
  }
  return undefined;
}

function inputOf(spec: CalculatorSpec, id: string): Input {
  const input = spec.inputs.find((candidate) => candidate.id === id);
  if (!input) throw new Error(`${spec.id}: no input ${id}`);
  return input;
}

/** Sets one input as a visitor does, in the page's language: typed numbers and lists, a chosen option, a ticked box, typed letters. */
async function setInput(form: Locator, input: Input, value: unknown, lang: Lang): Promise<void> {
  const control = form.locator(`[name="${input.id}"]`);
  switch (input.type) {
    case 'number':
      await control.fill(formatInputNumber(Number(value), lang));
      break;
    case 'numbers':
      // Spec examples write lists in English notation.
      await control.fill(convertNumberList(String(value), 'en', lang));
      break;
    case 'sequence':
      await control.fill(String(value));
      break;
    case 'select':
      await control.selectOption(String(value));
      break;
    case 'radio':
    case 'segmented':
      await form.locator(`input[type="radio"][name="${input.id}"][value="${String(value)}"]`).check();
      break;
    case 'checkbox':
      await control.setChecked(value === true);
      break;
    default:
      throw new Error(`cannot set ${input.type} input ${input.id}`);
  }
}

/** Waits until the output's raw value is `expected` (within 1e-9 relative: Node's and the browser's Math may differ in the last bit). */
async function expectRaw(output: Locator, expected: string, message: string): Promise<void> {
  const close = (got: string | null) => got === expected || (got !== null && got !== '' && expected !== '' && Math.abs(Number(got) - Number(expected)) <= 1e-9 * Math.max(1, Math.abs(Number(expected))));
  await expect.poll(async () => { const got = await output.getAttribute('data-value'); return close(got) ? expected : got; }, { message }).toBe(expected);
}

/** Every calculator of the page answers its probe; the first one with a rule shows the rule's message. */
async function checkCalculators(page: Page, spec: StrategyPageSpec, lang: Lang): Promise<void> {
  const forms = page.locator('main form[data-calc]');
  await expect(forms).toHaveCount(spec.calculators.length);
  expect(await forms.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-calc'))), 'the page spec’s calculators, in order').toEqual(spec.calculators);
  let messageShown = spec.calculators.length === 0;
  for (const id of spec.calculators) {
    const calc = calculatorSpec(id);
    const form = page.locator(`main form[data-calc="${id}"]`);
    const probe = probeOf(calc);
    const output = form.locator(`output[name="${probe.output}"]`);
    await setInput(form, inputOf(calc, probe.input), probe.value, lang);
    await expectRaw(output, probe.after, `${id}: ${probe.output} after typing ${probe.input} = ${formatInputNumber(probe.value, lang)}`);
    // The typed value is kept in the URL as a plain number, so a shared link opens the same calculation.
    expect(new URL(page.url()).searchParams.get(`${id}.${probe.input}`), `${id}: ${probe.input} in the URL`).toBe(String(probe.value));
    if (messageShown) continue;
    const ruleBreak = ruleBreakOf(calc, probe);
    if (!ruleBreak) continue;
    for (const [input, value] of Object.entries(ruleBreak.inputs)) await setInput(form, inputOf(calc, input), value, lang);
    const alert = form.locator('[role="alert"]');
    await expect(alert, `${id}: the rule's message`).toBeVisible();
    await expect(alert).toContainText(localize(ruleBreak.message, lang).split('{{')[0] ?? '');
    await expect(output, `${id}: no result while a rule is broken`).toHaveAttribute('data-value', '');
    messageShown = true;
  }
  expect(messageShown, 'a calculator of the page shows a rule’s message').toBe(true);
}

/** The module contract's root inside a module block's wrapper (stable while the placeholder gives way to the module). */
const MODULE_ROOT = 'section[data-sim], section[data-tool], section[data-backtest], section[data-module]';

/** The wrappers of the page's module blocks, in page order: a module loads when its wrapper comes near the viewport. */
function moduleWrappers(page: Page): Locator {
  return page.locator('main .when-seen');
}

/** Passing by each module first lets them load side by side while the calculators are tried. */
async function passModules(page: Page, spec: StrategyPageSpec): Promise<void> {
  await expect(moduleWrappers(page)).toHaveCount(spec.modules.length);
  await page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const wrapper of document.querySelectorAll('main .when-seen')) {
      wrapper.scrollIntoView({ block: 'center' });
      await frames();
    }
    window.scrollTo(0, 0);
  });
}

/** Runs the module in `wrapper` to its result: a simulator to the end of its run, a lab tool or backtest until it has read its sample. */
export async function runModule(wrapper: Locator): Promise<Locator> {
  await wrapper.scrollIntoViewIfNeeded();
  const module = wrapper.locator(MODULE_ROOT).first();
  if ((await module.getAttribute('data-sim')) !== null) {
    await module.locator('button[name="end"]').click();
    await expect(module).toHaveAttribute('data-state', 'finished', { timeout: 15_000 });
  } else {
    await expect(module).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  }
  return module;
}

/** Every module of the page runs and keeps the module DOM contract. */
async function checkModules(page: Page, spec: StrategyPageSpec): Promise<void> {
  const wrappers = moduleWrappers(page);
  for (let index = 0; index < spec.modules.length; index++) await expectModuleContract(await runModule(wrappers.nth(index)), 5);
}

/**
 * Opens a written strategy page in a language, hydrated: its `<main>`, not the coming-soon template, with the
 * right `<html lang>`. It does not wait for the load event (images and fonts): the test's `page.goto` returns
 * once the page has hydrated.
 */
async function openPage(page: Page, path: string, id: string, lang: Lang): Promise<void> {
  await page.goto(lang === 'en' ? path : `/de${path}`, { waitUntil: 'commit' });
  const main = page.locator(`main[data-page="${id}"]`);
  await expect(main).toBeVisible();
  await expect(main).not.toHaveAttribute('data-soon', '');
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** The internal links of the page that lead to another page in the other language (files left out). */
async function linksToTheOtherLanguage(page: Page, lang: Lang): Promise<string[]> {
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const pages = hrefs.filter((href) => !/\.[a-z0-9]+(?:[?#]|$)/i.test(href.split('#')[0] ?? ''));
  return pages.filter((href) => (lang === 'de') !== (href === '/de' || href.startsWith('/de/') || href.startsWith('/de#')));
}

/** The spec of the written strategy page at `path`. */
export function strategyPage(path: string): StrategyPageSpec {
  const spec = STRATEGY_PAGES.find((candidate) => candidate.path === path);
  if (!spec) throw new Error(`no written strategy page ${path}`);
  return spec;
}

/** Checks of a page's own, made on the page the smoke test has just tried, in one language. */
export type PageChecks = Partial<Record<Lang, (page: Page) => Promise<void>>>;

/**
 * The smoke test of the strategy page at `path`, in English and then in German: the page opens hydrated,
 * every calculator answers (typed numbers, the URL, a rule's message), every module runs to its result
 * under the module contract, the internal links stay in the page's language, the NFA notice links to the
 * language's page, and nothing throws an uncaught error. `checks` run after each language's smoke, on the
 * same page.
 */
export async function smokeStrategyPage(page: Page, path: string, checks: PageChecks = {}): Promise<void> {
  const spec = strategyPage(path);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const lang of ['en', 'de'] as const) {
    await openPage(page, path, spec.id, lang);
    await passModules(page, spec);
    await checkCalculators(page, spec, lang);
    await checkModules(page, spec);
    await expect(page.locator(`main [data-nfa] a[href="${lang === 'de' ? '/de' : ''}/nfa"]`).first()).toBeVisible();
    expect(await linksToTheOtherLanguage(page, lang), `internal links of the ${lang} page stay in ${lang}`).toEqual([]);
    await checks[lang]?.(page);
    expect(errors, 'uncaught errors on the page').toEqual([]);
  }
}
