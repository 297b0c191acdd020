import { useEffect } from 'react';
import type { CalculatorAddonProps } from '../../../engine/extensionProps';
import { shareCalculatorInputs, withdrawCalculatorInputs, type SharedInputs } from '../../shared/sharedCalculatorInputs';

/** The inputs a module may start from: every input that currently reads as a value (an invalid one is left out, so a module keeps its own). */
export function shareableInputs(result: CalculatorAddonProps['result']): SharedInputs {
  const values: Record<string, number | string | boolean> = {};
  for (const [id, value] of Object.entries(result.inputs)) {
    if (result.invalidInputs.includes(id)) continue;
    if (typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) values[id] = value;
  }
  return values;
}

/**
 * Add-on `share-inputs`: publishes the calculator's current inputs under its id for the modules of the page
 * that declare `from: <calculator id>` (the grid replay starts from the grid designer). While a rule of the
 * calculator is broken (a lower bound above the upper one) it shares nothing, so a module never starts from a
 * design the calculator itself refuses and falls back to its own values; what a module shows then depends on
 * the page's address alone, so a copied link gives the same run. Renders nothing.
 */
export default function ShareInputsAddon({ spec, result }: CalculatorAddonProps) {
  const calculatorId = spec.id;
  const key = result.blocked ? null : JSON.stringify(shareableInputs(result));
  useEffect(() => {
    if (key === null) withdrawCalculatorInputs(calculatorId);
    else shareCalculatorInputs(calculatorId, JSON.parse(key) as SharedInputs);
  }, [calculatorId, key]);
  useEffect(() => () => withdrawCalculatorInputs(calculatorId), [calculatorId]);
  return null;
}
