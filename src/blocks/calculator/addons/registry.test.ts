import { describe, expect, it } from 'vitest';
import { ADDON_NAMES } from './addonNames';
import { addonRegistry } from './registry';

describe('calculator add-on registry', () => {
  it('lists exactly the registered add-on names in addonNames.ts', () => {
    expect([...ADDON_NAMES].sort()).toEqual(Object.keys(addonRegistry).sort());
  });

  it('uses names a spec can write (lower case, dashes)', () => {
    for (const name of ADDON_NAMES) expect(name).toMatch(/^[a-z][a-z0-9-]*$/);
  });
});
