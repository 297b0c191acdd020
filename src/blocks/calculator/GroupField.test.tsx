// @vitest-environment jsdom
/**
 * A group input with a data-driven default (`defaultExpr: pick(tiers, asset)`): an editable
 * maintenance-margin tier override that follows the asset until edited, "Restore default rows",
 * tier helpers on the group's rows and `tiersError` validation messages.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkCalculator } from '../../engine/checkCalculator';
import { compileCalculator } from '../../engine/compileCalculator';
import { evaluateCalculator } from '../../engine/evaluateCalculator';
import type { CalculatorSpec } from '../../engine/specTypes.generated';
import { output, renderCalculator, type } from './renderCalculator.testHelper';

vi.mock('virtual:futureslab/site', () => import('../testSite.testHelper'));

const text = (en: string, de: string) => ({ en, de });

const tiers = {
  BTC: [{ notionalUpTo: 50000, mmr: 0.004 }, { notionalUpTo: 250000, mmr: 0.005 }, { notionalUpTo: 1000000, mmr: 0.01 }],
  ETH: [{ notionalUpTo: 10000, mmr: 0.005 }, { notionalUpTo: 100000, mmr: 0.0065 }],
};

const spec: CalculatorSpec = {
  id: 'tier-override',
  data: { tiers },
  inputs: [
    { id: 'asset', type: 'select', label: text('Asset', 'Asset'), options: [{ value: 'BTC', label: text('BTC', 'BTC') }, { value: 'ETH', label: text('ETH', 'ETH') }], default: 'BTC' },
    { id: 'notional', type: 'number', label: text('Notional', 'Nominalwert'), default: 60000 },
    {
      id: 'tierTable',
      type: 'group',
      label: text('Maintenance tiers', 'Erhaltungsmargen-Stufen'),
      defaultExpr: 'pick(tiers, asset)',
      maxItems: 20,
      fields: [
        { id: 'notionalUpTo', type: 'number', label: text('Notional up to', 'Nominalwert bis') },
        { id: 'mmr', type: 'number', label: text('MMR', 'MMR') },
      ],
    },
  ],
  outputs: [
    { id: 'appliedMmr', label: text('Applied MMR', 'Angewandter MMR'), expr: 'tierMmr(tierTable, notional)', format: 'percent', decimals: 2 },
    { id: 'maintenanceAmount', label: text('Maintenance amount', 'Erhaltungsbetrag'), expr: 'tierCum(tierTable, notional)', format: 'money' },
    { id: 'tier', label: text('Tier', 'Stufe'), expr: 'tierNumber(tierTable, notional)', format: 'integer' },
  ],
  validate: [
    {
      when: 'tiersError(tierTable) == 3',
      message: text('Tier {{row}}: “Notional up to” must be larger than in the row above.', 'Stufe {{row}}: „Nominalwert bis“ muss größer sein als in der Zeile darüber.'),
      params: { row: { expr: 'tiersErrorRow(tierTable)', format: 'integer' } },
    },
    {
      when: 'tiersError(tierTable) == 4',
      message: text('Tier {{row}}: enter the MMR as a decimal from 0 to below 1.', 'Stufe {{row}}: Gib den MMR als Dezimalzahl von 0 bis unter 1 ein.'),
      params: { row: { expr: 'tiersErrorRow(tierTable)', format: 'integer' } },
    },
    { when: 'tiersError(tierTable) == 1', message: text('Add at least one tier.', 'Füge mindestens eine Stufe hinzu.') },
  ],
  examples: [
    { name: 'BTC tier 2', inputs: { asset: 'BTC', notional: 60000 }, expect: { appliedMmr: 0.005, maintenanceAmount: 50, tier: 2 } },
    { name: 'ETH tier 2', inputs: { asset: 'ETH', notional: 60000 }, expect: { appliedMmr: 0.0065, maintenanceAmount: 15, tier: 2 } },
    {
      name: 'own tiers',
      inputs: { asset: 'BTC', notional: 60000, tierTable: [{ notionalUpTo: 100000, mmr: 0.01 }, { notionalUpTo: 200000, mmr: 0.02 }] },
      expect: { appliedMmr: 0.01, maintenanceAmount: 0, tier: 1 },
    },
    { name: 'not increasing', inputs: { tierTable: [{ notionalUpTo: 100000, mmr: 0.01 }, { notionalUpTo: 90000, mmr: 0.02 }] }, expectError: 0 },
  ],
};

const rowCount = () => document.querySelectorAll('.calc-group-row').length;
const cell = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const restore = () => screen.getByRole('button', { name: 'Restore default rows' }) as HTMLButtonElement;
const ownQuery = () => [...new URLSearchParams(window.location.search).keys()].filter((key) => key.startsWith('tier-override.'));

beforeEach(() => window.history.replaceState(null, '', '/tier-override'));
afterEach(cleanup);

describe('engine: a group with defaultExpr', () => {
  const compiled = compileCalculator(spec);
  it('is a sound spec whose examples hold', () => {
    expect(checkCalculator(spec)).toEqual([]);
  });
  it('takes its rows from the expression and the tier helpers read them like a data tier list', () => {
    const btc = evaluateCalculator(compiled, {});
    expect(btc.inputs.tierTable).toEqual(tiers.BTC);
    expect(btc.outputs).toMatchObject({ appliedMmr: 0.005, tier: 2 });
    expect(btc.outputs.maintenanceAmount).toBeCloseTo(50, 9);
    const eth = evaluateCalculator(compiled, { asset: 'ETH' });
    expect(eth.inputs.tierTable).toEqual(tiers.ETH);
    expect(eth.outputs.maintenanceAmount).toBeCloseTo(15, 9);
  });
  it('uses the user rows once given, and reports invalid tables through tiersError', () => {
    const own = evaluateCalculator(compiled, { asset: 'ETH', tierTable: [{ notionalUpTo: 100000, mmr: 0.01 }] });
    expect(own.outputs.appliedMmr).toBe(0.01);
    const bad = evaluateCalculator(compiled, { tierTable: [{ notionalUpTo: 100000, mmr: 0.01 }, { notionalUpTo: 200000, mmr: 1.5 }] });
    expect(bad.errors.map((error) => [error.index, error.params.row?.value])).toEqual([[1, 2]]);
    expect(bad.outputs.appliedMmr).toBeNull();
    expect(evaluateCalculator(compiled, { tierTable: [] }).errors.map((error) => error.index)).toEqual([2]);
    // A blank cell is an invalid input (a number is required), not a computed NaN.
    expect(evaluateCalculator(compiled, { tierTable: [{ notionalUpTo: NaN, mmr: 0.01 }] }).invalidInputs).toEqual(['tierTable']);
  });
});

describe('UI: a group with defaultExpr', () => {
  it('shows the rows of the selected asset and follows the asset until edited', () => {
    renderCalculator(spec);
    expect(rowCount()).toBe(3);
    expect(cell('tierTable.1.notionalUpTo').value).toBe('250000');
    expect(cell('tierTable.1.mmr').value).toBe('0.005');
    expect(restore().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Asset'), { target: { value: 'ETH' } });
    expect(rowCount()).toBe(2);
    expect(cell('tierTable.1.mmr').value).toBe('0.0065');
    expect(output('appliedMmr').dataset.value).toBe('0.0065');
    expect(ownQuery()).toEqual(['tier-override.asset']);

    // Edited: the rows are the user's now and stay when the asset changes.
    type('MMR (2)', '0.02');
    expect(output('appliedMmr').dataset.value).toBe('0.02');
    expect(restore().disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Asset'), { target: { value: 'BTC' } });
    expect(rowCount()).toBe(2);
    expect(cell('tierTable.1.mmr').value).toBe('0.02');
    expect(ownQuery()).toContain('tier-override.tierTable.rows');

    // Restore: follows the asset again, and the rows leave the URL.
    fireEvent.click(restore());
    expect(rowCount()).toBe(3);
    expect(cell('tierTable.1.mmr').value).toBe('0.005');
    expect(output('appliedMmr').dataset.value).toBe('0.005');
    expect(restore().disabled).toBe(true);
    expect(ownQuery()).toEqual(['tier-override.asset']);
  });

  it('adds and removes tier rows', () => {
    renderCalculator(spec);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 3' }));
    expect(rowCount()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(rowCount()).toBe(3);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a number for “Maintenance tiers”.');
    type('Notional up to (3)', '2000000');
    type('MMR (3)', '0.02');
    type('Notional', '1500000');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(output('tier').dataset.value).toBe('3');
    expect(output('appliedMmr').dataset.value).toBe('0.02');
  });

  it('names the row of an invalid tier table in both languages', () => {
    renderCalculator(spec);
    type('Notional up to (2)', '40000');
    expect(screen.getByRole('alert').textContent).toBe('Tier 2: “Notional up to” must be larger than in the row above.');
    expect(output('appliedMmr').dataset.value).toBe('');
    type('Notional up to (2)', '250000');
    type('MMR (3)', '1.5');
    expect(screen.getByRole('alert').textContent).toBe('Tier 3: enter the MMR as a decimal from 0 to below 1.');
    cleanup();
    window.history.replaceState(null, '', '/tier-override');
    renderCalculator(spec, 'de');
    type('MMR (1)', '-0,1');
    expect(screen.getByRole('alert').textContent).toBe('Stufe 1: Gib den MMR als Dezimalzahl von 0 bis unter 1 ein.');
    expect(screen.getByRole('button', { name: 'Standardzeilen wiederherstellen' })).toBeTruthy();
  });
});
