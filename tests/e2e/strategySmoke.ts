import { compileCalculator, type CompiledCalculator, type InputValues } from '../../src/engine/compileCalculator';
import { evaluateCalculator, type CalculatorResult } from '../../src/engine/evaluateCalculator';
import { formatInputNumber } from '../../src/engine/formatNumber';
import { convertNumberList } from '../../src/engine/listInput';
import { localize, type Lang } from '../../src/engine/localize';
import { repoCalculatorSpecs, repoPageSpecs } from '../../src/engine/build/repoSpecs';
import type { CalculatorSpec, Input } from '../../src/engine/specTypes.generated';
import { expect, type Locator, type Page } from './fixtures';
import { expectModuleContract } from './moduleContract';

/**
 * The smoke test of a strategy page, in English and in German, driven by the page's spec: the page hydrates
 * without an error, its calculators answer a typed number (every one in German, with a decimal comma; the first
 * in English) with the engine's result and keep it in the URL, a rule's message appears in its form, and every
 * simulator, lab tool and backtest on the page runs to its result and keeps the module DOM contract
 * (./moduleContract.ts), in both languages. The figures themselves are the spec examples' and the unit tests' to check.
 */

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
export const STRATEGY_PAGES: readonly StrategyPageSpec[] = repoPageSpecs()
  .map(({ spec }) => spec as unknown as { id: string; path: string; kind?: string; status?: string; blocks?: Block[] })
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

const CALCULATORS = new Map(repoCalculatorSpecs().map(({ spec }) => [spec.id, spec]));

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

const compiledCalculators = new Map<string, CompiledCalculator>();

function compiledOf(spec: CalculatorSpec): CompiledCalculator {
  let compiled = compiledCalculators.get(spec.id);
  if (!compiled) compiledCalculators.set(spec.id, (compiled = compileCalculator(spec)));
  return compiled;
}

const probes = new Map<string, Probe>();

/**
 * The probe of a calculator: a number input shown with the defaults and a value for it that the rules accept
 * and that changes an output — taken from the spec's examples or near the default, a value with decimals
 * first (it is typed with the page's decimal separator). The same in both languages.
 */
function probeOf(spec: CalculatorSpec): Probe {
  const known = probes.get(spec.id);
  if (known) return known;
  const compiled = compiledOf(spec);
  const base = evaluateCalculator(compiled, {});
  let whole: Probe | undefined;
  for (const input of spec.inputs) {
    const start = base.inputs[input.id];
    if (input.type !== 'number' || !base.visibleInputs[input.id] || typeof start !== 'number') continue;
    const fromExamples = spec.examples.flatMap((example) => {
      const value = (example.inputs as Record<string, unknown>)[input.id];
      return example.expectError === undefined && typeof value === 'number' ? [value] : [];
    });
    for (const value of [...fromExamples, start * 1.5, start + 0.5, start * 0.5, start + 1, start * 2, start - 1]) {
      if (!Number.isFinite(value) || value === start || (whole && Number.isInteger(value))) continue;
      const changed = evaluateCalculator(compiled, { [input.id]: value });
      const output = changedOutput(base, changed);
      if (!output) continue;
      const probe = { input: input.id, value, output, after: raw(changed.outputs[output]) };
      if (!Number.isInteger(value)) {
        probes.set(spec.id, probe);
        return probe;
      }
      whole ??= probe;
    }
  }
  if (!whole) throw new Error(`${spec.id}: no number input changes an output`);
  probes.set(spec.id, whole);
  return whole;
}

/** An example of the spec that breaks a rule (set after the probe, without group rows), with the rule's message. */
function ruleBreakOf(spec: CalculatorSpec, probe: Probe): { inputs: Record<string, unknown>; message: { en: string; de: string } } | undefined {
  for (const example of spec.examples) {
    const rule = example.expectError === undefined ? undefined : spec.validate?.[example.expectError];
    const inputs = example.inputs as Record<string, unknown>;
    if (!rule || Object.keys(inputs).length === 0 || Object.keys(inputs).some((id) => inputOf(spec, id).type === 'group')) continue;
    const result = evaluateCalculator(compiledOf(spec), { [probe.input]: probe.value, ...inputs } as InputValues);
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

interface Answer {
  calc: string;
  output: string;
  expected: string;
}

/**
 * Waits (up to 5 s, in the page) until every output shows its expected raw value — equal within 1e-9 relative, as
 * Node's and the browser's Math may differ in the last bit — and returns the ones that do not.
 */
async function unanswered(page: Page, answers: readonly Answer[]): Promise<string[]> {
  return page.evaluate(async (expected) => {
    const close = (got: string | null, want: string) => got === want || (got !== null && got !== '' && want !== '' && Math.abs(Number(got) - Number(want)) <= 1e-9 * Math.max(1, Math.abs(Number(want))));
    const read = ({ calc, output }: { calc: string; output: string }) => document.querySelector(`main form[data-calc="${calc}"] output[name="${output}"]`)?.getAttribute('data-value') ?? null;
    const missing = () => expected.filter((answer) => !close(read(answer), answer.expected));
    const deadline = performance.now() + 5000;
    while (missing().length > 0 && performance.now() < deadline) await new Promise((resolve) => requestAnimationFrame(resolve));
    return missing().map((answer) => `${answer.calc}: ${answer.output} shows "${read(answer)}", not ${answer.expected}`);
  }, answers);
}

/**
 * The page's calculators answer their probes, typed one after the other and then read together: in German every
 * calculator (each with a decimal comma where its rules allow one), in English the first one (the English page
 * hydrates and answers; every English example is typed into every form in jsdom). The typed values are in the URL,
 * and the first calculator with a rule shows the rule's message.
 */
async function checkCalculators(page: Page, spec: StrategyPageSpec, lang: Lang): Promise<void> {
  const forms = page.locator('main form[data-calc]');
  expect(await forms.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-calc'))), 'the page spec’s calculators, in order').toEqual(spec.calculators);
  const tried = lang === 'de' ? spec.calculators : spec.calculators.slice(0, 1);
  const typed = tried.map((id) => ({ id, calc: calculatorSpec(id), probe: probeOf(calculatorSpec(id)) }));
  for (const { id, calc, probe } of typed) await setInput(page.locator(`main form[data-calc="${id}"]`), inputOf(calc, probe.input), probe.value, lang);
  expect(await unanswered(page, typed.map(({ id, probe }) => ({ calc: id, output: probe.output, expected: probe.after }))), `typed in ${lang}, each calculator shows the engine’s value`).toEqual([]);
  // The typed values are kept in the URL as plain numbers, so a shared link opens the same calculation.
  const query = new URL(page.url()).searchParams;
  expect(typed.filter(({ id, probe }) => query.get(`${id}.${probe.input}`) !== String(probe.value)).map(({ id, probe }) => `${id}.${probe.input}`), 'typed values in the URL').toEqual([]);

  if (typed.length === 0) return;
  for (const { id, calc, probe } of typed) {
    const ruleBreak = ruleBreakOf(calc, probe);
    if (!ruleBreak) continue;
    const form = page.locator(`main form[data-calc="${id}"]`);
    for (const [input, value] of Object.entries(ruleBreak.inputs)) await setInput(form, inputOf(calc, input), value, lang);
    const alert = form.locator('[role="alert"]');
    await expect(alert, `${id}: the rule's message`).toBeVisible();
    await expect(alert).toContainText(localize(ruleBreak.message, lang).split('{{')[0] ?? '');
    await expect(form.locator(`output[name="${probe.output}"]`), `${id}: no result while a rule is broken`).toHaveAttribute('data-value', '');
    return;
  }
  // In English the first calculator may have no rule to break: then the message is the German run's to show.
  if (lang === 'de') throw new Error(`${spec.path}: no calculator has a rule that a spec example breaks`);
}

/** The module contract's root inside a module block's wrapper (stable while the placeholder gives way to the module). */
const MODULE_ROOT = 'section[data-sim], section[data-tool], section[data-backtest], section[data-module]';

/**
 * Passes by each module block, so that the modules load side by side while the calculators are tried (a module
 * loads when its wrapper comes near the viewport), and tells for each one whether it is a simulator.
 */
async function passModules(page: Page, spec: StrategyPageSpec): Promise<boolean[]> {
  const simulators = await page.evaluate(async (root) => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const wrappers = [...document.querySelectorAll('main .when-seen')];
    for (const wrapper of wrappers) {
      wrapper.scrollIntoView({ block: 'center' });
      await frames();
    }
    window.scrollTo(0, 0);
    return wrappers.map((wrapper) => wrapper.querySelector(root)?.hasAttribute('data-sim') ?? false);
  }, MODULE_ROOT);
  expect(simulators, 'a module block for each module of the page spec').toHaveLength(spec.modules.length);
  return simulators;
}

/** Runs the module in `wrapper` to its result: a simulator to the end of its run, a lab tool or backtest until it has read its sample. */
async function runModule(wrapper: Locator, simulator: boolean): Promise<Locator> {
  const module = wrapper.locator(MODULE_ROOT).first();
  if (simulator) {
    await module.locator('button[name="end"]').click();
    await expect(module).toHaveAttribute('data-state', 'finished', { timeout: 15_000 });
  } else {
    await wrapper.scrollIntoViewIfNeeded();
    await expect(module).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  }
  return module;
}

/** Every module of the page runs and keeps the module DOM contract. */
async function checkModules(page: Page, simulators: readonly boolean[]): Promise<void> {
  const wrappers = page.locator('main .when-seen');
  for (const [index, simulator] of simulators.entries()) await expectModuleContract(await runModule(wrappers.nth(index), simulator), 5);
}

/**
 * Opens a written strategy page in a language, hydrated: its `<main>`, shown, not the coming-soon template, with the
 * right `<html lang>`. It does not wait for the load event (images and fonts): the test's `page.goto` returns once
 * the page has hydrated.
 */
async function openPage(page: Page, path: string, id: string, lang: Lang): Promise<void> {
  await page.goto(lang === 'en' ? path : `/de${path}`, { waitUntil: 'commit' });
  const shown = await page.evaluate(() => {
    const main = document.querySelector('main[data-page]');
    return { page: main?.getAttribute('data-page'), visible: main?.checkVisibility() ?? false, soon: main?.hasAttribute('data-soon') ?? false, lang: document.documentElement.lang };
  });
  expect(shown, 'the written page, shown, in its language').toEqual({ page: id, visible: true, soon: false, lang });
}

/**
 * The NFA notice links to the language's NFA page, and no internal link of the page leads to a page in the other
 * language (files left out).
 */
async function expectLinksInLanguage(page: Page, lang: Lang): Promise<void> {
  const { nfa, hrefs } = await page.evaluate(() => ({
    nfa: [...document.querySelectorAll('main [data-nfa] a')].filter((link) => (link as HTMLElement).checkVisibility()).map((link) => link.getAttribute('href')),
    hrefs: [...document.querySelectorAll('main a[href^="/"]')].map((link) => link.getAttribute('href') ?? ''),
  }));
  expect(nfa, 'the NFA notice links to the NFA page').toContain(lang === 'de' ? '/de/nfa' : '/nfa');
  const pages = hrefs.filter((href) => !/\.[a-z0-9]+(?:[?#]|$)/i.test(href.split('#')[0] ?? ''));
  const otherLanguage = pages.filter((href) => (lang === 'de') !== (href === '/de' || href.startsWith('/de/') || href.startsWith('/de#')));
  expect(otherLanguage, `internal links of the ${lang} page stay in ${lang}`).toEqual([]);
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
 * its calculators answer (typed numbers, the URL, a rule's message: all of them in German, the first in English),
 * every module runs to its result under the module contract, the internal links stay in the page's language, the NFA notice links to the
 * language's page, and nothing throws an uncaught error. `checks` run after each language's smoke, on the
 * same page.
 */
export async function smokeStrategyPage(page: Page, path: string, checks: PageChecks = {}): Promise<void> {
  const spec = strategyPage(path);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const lang of ['en', 'de'] as const) {
    await openPage(page, path, spec.id, lang);
    const simulators = await passModules(page, spec);
    await checkCalculators(page, spec, lang);
    await checkModules(page, simulators);
    await expectLinksInLanguage(page, lang);
    await checks[lang]?.(page);
    expect(errors, 'uncaught errors on the page').toEqual([]);
  }
}
