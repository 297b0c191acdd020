import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { repoCalculatorSpec } from '../../../engine/build/repoSpecs';
import { MAX_PRESETS, inputsToApply, mergePresets, parsePresetsFile, presetValuesOf, toPresetsFile, validatePresetsFile, type Preset } from './presetFile';

const root = join(import.meta.dirname, '..', '..', '..', '..');
const schema = JSON.parse(readFileSync(join(root, 'schemas', 'size-presets.schema.json'), 'utf8')) as Record<string, unknown>;
const spec = repoCalculatorSpec('size-pro');
const ajvValidate = new Ajv2020({ strict: true, allErrors: true }).compile(schema);

const FULL = {
  account: 10000, allocationPct: 10, riskMode: 'fixed', riskPct: 1, atrPeriod: 14, atrMultiplier: 1.5, atrValue: 2, winRate: 55,
  rewardRisk: 2, kellyFraction: 25, side: 'long', entry: 100, stop: 95, take: 110, maxLeverage: 10, fundingPct: 0.01, hours: 24,
  makerFee: 0.02, takerFee: 0.05,
};
const file = (presets: unknown, extra: Record<string, unknown> = {}) => ({ format: 'futureslab.size-presets', version: 2, presets, ...extra });

/** Samples both validators must accept. */
const GOOD: Record<string, unknown> = {
  'one full preset': file([{ name: 'BTC swing', values: FULL }]),
  'no presets': file([]),
  'a preset without values (all defaults)': file([{ name: 'defaults', values: {} }]),
  'a short Kelly preset, blank take left out': file([{ name: 'ETH short', values: { riskMode: 'kelly', side: 'short', entry: 2500, stop: 2600, winRate: 40 } }]),
  'names with markup and unicode are just text': file([{ name: '<img src=x onerror=alert(1)> 🚀 Größe', values: { entry: 1 } }]),
  'negative and zero numbers (ranges are the calculator’s job)': file([{ name: 'x', values: { fundingPct: -0.01, hours: 0 } }]),
  'a name of exactly 80 characters': file([{ name: 'n'.repeat(80), values: {} }]),
  'duplicate names (the later one wins on import)': file([{ name: 'a', values: { entry: 1 } }, { name: 'a', values: { entry: 2 } }]),
  [`${MAX_PRESETS} presets`]: file(Array.from({ length: MAX_PRESETS }, (_, i) => ({ name: `p${i}`, values: { entry: i + 1 } }))),
};

/** Samples both validators must refuse. */
const BAD: Record<string, unknown> = {
  'not an object': [],
  'null': null,
  'a string': 'presets',
  'wrong format marker': { ...file([]), format: 'something-else' },
  'an unknown version': { ...file([]), version: 3 },
  'version as text': { ...file([]), version: '2' },
  'missing presets': { format: 'futureslab.size-presets', version: 2 },
  'presets not a list': file({ a: 1 }),
  'an extra top-level key': file([], { exportedAt: '2025-01-01' }),
  'a preset without a name': file([{ values: {} }]),
  'a preset without values': file([{ name: 'x' }]),
  'an empty name': file([{ name: '', values: {} }]),
  'a name of only spaces': file([{ name: '   ', values: {} }]),
  'a name of 81 characters': file([{ name: 'n'.repeat(81), values: {} }]),
  'a name that is a number': file([{ name: 5, values: {} }]),
  'an extra key in a preset': file([{ name: 'x', values: {}, note: 'hi' }]),
  'an unknown input id': file([{ name: 'x', values: { leverage: 10 } }]),
  'a prototype key': JSON.parse('{"format":"futureslab.size-presets","version":2,"presets":[{"name":"x","values":{"__proto__":{"entry":1}}}]}') as unknown,
  'a number as text': file([{ name: 'x', values: { entry: '100' } }]),
  'a number as null': file([{ name: 'x', values: { take: null } }]),
  'an unknown option value': file([{ name: 'x', values: { riskMode: 'martingale' } }]),
  'an option value in the wrong case': file([{ name: 'x', values: { side: 'Long' } }]),
  'an option as a number': file([{ name: 'x', values: { side: 1 } }]),
  'values as a list': file([{ name: 'x', values: [1, 2] }]),
  'a preset that is a string': file(['x']),
  [`${MAX_PRESETS + 1} presets`]: file(Array.from({ length: MAX_PRESETS + 1 }, (_, i) => ({ name: `p${i}`, values: {} }))),
};

describe('schemas/size-presets.schema.json', () => {
  it('lists exactly the inputs of specs/calculators/size-pro.yaml, with their option values', () => {
    type Property = { enum?: string[]; type?: string };
    const presetsSchema = schema.properties as { presets: { items: { properties: { values: { properties: Record<string, Property> } } } } };
    const values = presetsSchema.presets.items.properties.values.properties;
    expect(Object.keys(values)).toEqual(spec.inputs.map((input) => input.id));
    for (const input of spec.inputs) {
      const property = values[input.id];
      if (input.options) expect(property?.enum, input.id).toEqual(input.options.map((option) => option.value));
      else expect(property?.type, input.id).toBe('number');
    }
  });
});

describe('validatePresetsFile agrees with ajv over the schema', () => {
  for (const [name, sample] of Object.entries(GOOD)) {
    it(`accepts: ${name}`, () => {
      expect(ajvValidate(sample), JSON.stringify(ajvValidate.errors)).toBe(true);
      expect(validatePresetsFile(sample, spec.inputs)).not.toBeNull();
    });
  }
  for (const [name, sample] of Object.entries(BAD)) {
    it(`refuses: ${name}`, () => {
      expect(ajvValidate(sample)).toBe(false);
      expect(validatePresetsFile(sample, spec.inputs)).toBeNull();
    });
  }

  it('refuses numbers JSON turns into Infinity, and text that is not JSON', () => {
    const text = '{"format":"futureslab.size-presets","version":2,"presets":[{"name":"x","values":{"entry":1e400}}]}';
    expect(ajvValidate(JSON.parse(text))).toBe(false);
    expect(parsePresetsFile(text, spec.inputs)).toBeNull();
    expect(parsePresetsFile('{"format": "futureslab.size-presets",', spec.inputs)).toBeNull();
    expect(parsePresetsFile('', spec.inputs)).toBeNull();
  });
});

describe('a presets file of version 1 (win rate, Kelly fraction and fees as fractions of 1)', () => {
  const fractions = { ...FULL, winRate: 0.55, kellyFraction: 0.25, makerFee: 0.0002, takerFee: 0.0005 };

  it('is read with those values as percent, every other value unchanged', () => {
    const sample = file([{ name: 'old', values: fractions }], { version: 1 });
    expect(ajvValidate(sample), JSON.stringify(ajvValidate.errors)).toBe(true);
    expect(validatePresetsFile(sample, spec.inputs)).toEqual(file([{ name: 'old', values: FULL }]));
  });

  it('is converted once: what it becomes is written as version 2 and read back unchanged', () => {
    const converted = validatePresetsFile(file([{ name: 'old', values: fractions }], { version: 1 }), spec.inputs);
    const written = JSON.stringify(toPresetsFile(converted?.presets ?? []));
    expect(parsePresetsFile(written, spec.inputs)?.presets).toEqual([{ name: 'old', values: FULL }]);
  });

  it('converts exactly: 0.07 becomes 7, not 7.000000000000001', () => {
    expect(validatePresetsFile(file([{ name: 'x', values: { winRate: 0.07 } }], { version: 1 }), spec.inputs)?.presets[0]?.values.winRate).toBe(7);
  });
});

describe('preset helpers', () => {
  it('takes the current inputs, leaving out a blank take-profit', () => {
    const values = presetValuesOf(spec.inputs, { ...FULL, take: NaN, unknown: 5 });
    expect(values).toEqual({ ...Object.fromEntries(Object.entries(FULL).filter(([key]) => key !== 'take')) });
    expect(validatePresetsFile(file([{ name: 'now', values }]), spec.inputs)).not.toBeNull();
  });

  it('applies every input: the preset’s value or back to the default', () => {
    const preset: Preset = { name: 'x', values: { entry: 2500, side: 'short' } };
    const changes = inputsToApply(spec.inputs, preset);
    expect(Object.keys(changes)).toEqual(spec.inputs.map((input) => input.id));
    expect(changes.entry).toBe(2500);
    expect(changes.side).toBe('short');
    expect(changes.take).toBeUndefined();
    expect('take' in changes).toBe(true);
  });

  it('merges imported presets by name: replaced in place, new ones appended', () => {
    const a: Preset = { name: 'a', values: { entry: 1 } };
    const b: Preset = { name: 'b', values: { entry: 2 } };
    const b2: Preset = { name: 'b', values: { entry: 3 } };
    const c: Preset = { name: 'c', values: { entry: 4 } };
    expect(mergePresets([a, b], [c, b2])).toEqual([a, b2, c]);
    expect(mergePresets([], [a, { ...a, values: { entry: 9 } }])).toEqual([{ name: 'a', values: { entry: 9 } }]);
  });
});
