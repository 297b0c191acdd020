import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCalculator } from '../compileCalculator';
import { evaluateCalculator } from '../evaluateCalculator';
import { formatValue } from '../formatNumber';
import { markdownToPlainText } from '../markdown';
import type { CalculatorSpec } from '../specTypes.generated';
import { loadSpecs } from './loadSpecs';
import { LANGUAGES, text, type Block, type Language } from './pageReading.testHelper';

/**
 * A guide's worked example in prose must say what its calculator shows for the same trade, so text and
 * widget cannot drift apart: each guide below quotes the listed outputs of a spec example of the calculator
 * it embeds, formatted as the calculator displays them, in English and German. The futures-versus-arbitrage
 * guide's scoring rubric and its table of outcomes must give the choice helper's scores.
 */

const projectRoot = resolve(import.meta.dirname, '../../..');
const specs = loadSpecs(projectRoot);

interface Guide {
  path: string;
  blocks: Block[];
}

const guides = new Map(
  specs.files
    .filter((file) => file.kind === 'page')
    .map((file) => file.data as Guide)
    .filter((page) => typeof page?.path === 'string')
    .map((page) => [page.path, page]),
);
const calculators = new Map(
  specs.files.filter((file) => file.kind === 'calculator').map((file) => [(file.data as CalculatorSpec).id, file.data as CalculatorSpec]),
);

function guide(path: string): Guide {
  const found = guides.get(path);
  if (!found) throw new Error(`no page ${path}`);
  return found;
}

function calculator(id: string): CalculatorSpec {
  const found = calculators.get(id);
  if (!found) throw new Error(`no calculator ${id}`);
  return found;
}

/** Typography aside (− for -, a space before % or not, line breaks), the text a reader compares. */
function normalize(value: string): string {
  return value.replace(/\u2212/g, '-').replace(/\s+/g, ' ').replace(/ %/g, '%').trim();
}

/** The guide's prose as a reader sees it, in one language. */
function proseText(page: Guide, language: Language): string {
  return normalize(
    page.blocks
      .filter((block) => block.type === 'prose')
      .map((block) => markdownToPlainText(text(block.body, language)))
      .join('\n'),
  );
}

/** What the calculator displays for an output of a spec example. */
function shownOutput(spec: CalculatorSpec, exampleName: string, outputId: string, language: Language): string {
  const example = spec.examples.find((candidate) => candidate.name === exampleName);
  if (!example) throw new Error(`${spec.id} has no example "${exampleName}"`);
  const output = spec.outputs.find((candidate) => candidate.id === outputId);
  if (!output) throw new Error(`${spec.id} has no output ${outputId}`);
  const value = evaluateCalculator(compileCalculator(spec), example.inputs as never).outputs[outputId] ?? null;
  return normalize(formatValue(value, output.format, language, output.decimals));
}

const WORKED_EXAMPLES: { guide: string; calculator: string; example: string; quoted: string[] }[] = [
  { guide: '/learn/pnl-roi-basics', calculator: 'pnl-roi', example: 'long BTC +5 %, 0.05 % taker fees, 6 USDT funding paid (worked example)', quoted: ['netPnl', 'roi', 'fees', 'breakEvenPrice'] },
  { guide: '/learn/pnl-roi-basics', calculator: 'pnl-roi', example: 'short BTC −5 %, 4 USDT funding received', quoted: ['netPnl'] },
  { guide: '/learn/order-types-strategies', calculator: 'order-bracket', example: 'long BTC, limit entry, stop −2 %, take-profit +5 % (worked example)', quoted: ['lossAtStop', 'profitAtTarget', 'rewardRisk', 'breakEvenWinRate'] },
  { guide: '/learn/order-types-strategies', calculator: 'order-bracket', example: 'the same long with a market entry pays the taker fee', quoted: ['rewardRisk'] },
  { guide: '/learn/risk-management', calculator: 'fixed-fractional-drawdown', example: '1 % per trade, 10 losses (worked example, about 9.6 %)', quoted: ['balanceAfter', 'drawdownPct', 'nextRiskAmount'] },
  { guide: '/learn/risk-management', calculator: 'fixed-fractional-drawdown', example: '2 % per trade, 10 losses (about 18.3 %)', quoted: ['balanceAfter', 'drawdownPct', 'nextRiskAmount'] },
  { guide: '/learn/trading-psychology', calculator: 'loss-recovery', example: '−20 %, 2 % per winning trade (worked example)', quoted: ['balanceAfter', 'lossAmount', 'recoveryGainPct', 'tradesToRecover'] },
  { guide: '/learn/liquidation-risk', calculator: 'margin-ratio', example: 'long, price −5 %', quoted: ['maintenanceMargin', 'marginRatio'] },
];

describe('worked examples in guides quote their calculators', () => {
  for (const { guide: path, calculator: id, example, quoted } of WORKED_EXAMPLES) {
    for (const language of LANGUAGES) {
      it(`${path} [${language}] quotes ${id} "${example}": ${quoted.join(', ')}`, () => {
        const page = guide(path);
        expect(page.blocks.some((block) => block.type === 'calculator' && block.ref === id), `${path} embeds ${id}`).toBe(true);
        const prose = proseText(page, language);
        for (const outputId of quoted) {
          const shown = shownOutput(calculator(id), example, outputId, language);
          expect(shown).not.toBe('—');
          expect(prose.includes(shown), `the guide's text should quote ${outputId} as the calculator shows it: "${shown}"`).toBe(true);
        }
      });
    }
  }
});

/** The choice helper's inputs by their English answer labels ('directional' → exposure). */
function answerInputs(spec: CalculatorSpec): Map<string, { input: string; value: string }> {
  const answers = new Map<string, { input: string; value: string }>();
  for (const input of spec.inputs) {
    for (const option of input.options ?? []) answers.set(option.label.en.toLowerCase(), { input: input.id, value: option.value });
  }
  return answers;
}

/** Table rows of a block as `{ column: { en, de } }`. */
function tableRows(page: Guide, blockId: string): Record<string, { en: string; de: string }>[] {
  const block = page.blocks.find((candidate) => candidate.id === blockId);
  if (!block || block.type !== 'table') throw new Error(`no table ${blockId}`);
  return block.rows as Record<string, { en: string; de: string }>[];
}

const pointsOf = (cell: string) => cell.split(':').map((part) => Number(part.trim()));

describe('the futures-versus-arbitrage guide and its choice helper', () => {
  const page = guide('/learn/futures-versus-arbitrage');
  const spec = calculator('choice-helper');
  const compiled = compileCalculator(spec);
  const answers = answerInputs(spec);

  it('the rubric gives each answer its weight in points, and summing it for any answers gives the helper’s scores', () => {
    // 'Exposure (4): directional' → points for futures and arbitrage.
    const rubric = new Map<string, number[]>();
    const rows = tableRows(page, 'rubric');
    expect(rows).toHaveLength(9);
    for (const row of rows) {
      const label = row.answer?.en ?? '';
      const weight = Number(/\((\d)\)/.exec(label)?.[1]);
      const points = pointsOf(row.points?.en ?? '');
      expect((points[0] ?? NaN) + (points[1] ?? NaN), label).toBe(weight);
      expect(pointsOf(row.points?.de ?? ''), `${label}: the German table gives the same points`).toEqual(points);
      rubric.set(label.replace(/^.*: /, ''), points);
    }
    const optionsOf = (id: string) => spec.inputs.find((input) => input.id === id)?.options?.map((option) => option.label.en.toLowerCase()) ?? [];
    const combinations = optionsOf('horizon').flatMap((horizon) =>
      optionsOf('exposure').flatMap((exposure) => optionsOf('complexity').flatMap((complexity) => optionsOf('capital').map((capital) => [horizon, exposure, complexity, capital]))),
    );
    expect(combinations).toHaveLength(24);
    for (const combination of combinations) {
      const values = Object.fromEntries(combination.map((label) => [answers.get(label)?.input, answers.get(label)?.value]));
      const result = evaluateCalculator(compiled, values);
      const sum = (side: number) => combination.reduce((total, label) => total + (rubric.get(label)?.[side] ?? NaN), 0);
      expect([result.outputs.futuresScore, result.outputs.arbitrageScore], combination.join(' · ')).toEqual([sum(0), sum(1)]);
      expect(result.outputs.confidence, combination.join(' · ')).toBeCloseTo(Math.abs(sum(0) - sum(1)) / 10, 12);
    }
  });

  it('the table of outcomes shows the helper’s scores and confidence', () => {
    for (const row of tableRows(page, 'rubric-examples')) {
      const labels = (row.answers?.en ?? '').split('·').map((label) => label.trim().toLowerCase());
      const values = Object.fromEntries(labels.map((label) => [answers.get(label)?.input, answers.get(label)?.value]));
      expect(Object.keys(values), row.answers?.en).toHaveLength(4);
      const result = evaluateCalculator(compiled, values);
      expect(pointsOf(row.score?.en ?? ''), row.answers?.en).toEqual([result.outputs.futuresScore, result.outputs.arbitrageScore]);
      expect(Number((row.confidence?.en ?? '').replace('%', '').trim()) / 100, row.answers?.en).toBeCloseTo(result.outputs.confidence ?? NaN, 12);
    }
  });
});
