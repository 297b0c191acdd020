import { describe, expect, it } from 'vitest';
import { MODULE_NAMES } from './moduleNames';
import { moduleRegistry } from './registry';

describe('module registry', () => {
  it('lists exactly the registered module names in moduleNames.ts', () => {
    expect([...MODULE_NAMES].sort()).toEqual(Object.keys(moduleRegistry).sort());
  });

  it('uses names a spec can write (lower-case, dashes)', () => {
    for (const name of MODULE_NAMES) expect(name).toMatch(/^[a-z][a-z0-9-]*$/);
  });
});
