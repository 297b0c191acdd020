import { describe, expect, it, vi } from 'vitest';
import pageSchema from '../../schemas/page.schema.json';
import { blockRegistry } from './registry';

vi.mock('virtual:futureslab/site', () => import('./testSite.testHelper'));

interface SchemaDef {
  properties?: { type?: { const?: string } };
}

/** The `type` constants of the Block union in schemas/page.schema.json. */
function schemaBlockTypes(): string[] {
  const defs = pageSchema.$defs as Record<string, SchemaDef>;
  return pageSchema.$defs.Block.oneOf.map(({ $ref }) => {
    const name = $ref.replace('#/$defs/', '');
    const type = defs[name]?.properties?.type?.const;
    if (!type) throw new Error(`${name} has no type const`);
    return type;
  });
}

describe('block registry (contract)', () => {
  it('has a component for every block type of the schema, and nothing else', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(schemaBlockTypes().sort());
  });

  it('maps every type to a renderable component', () => {
    for (const component of Object.values(blockRegistry)) {
      expect(['function', 'object']).toContain(typeof component);
    }
  });

  it('loads calculators and the newsletter lazily (preloadable before hydrating), keeping mathjs out of the main bundle', () => {
    for (const type of ['calculator', 'newsletter'] as const) {
      const component = blockRegistry[type] as unknown as { preload?: unknown };
      expect(typeof component.preload, type).toBe('function');
    }
    expect((blockRegistry.prose as unknown as { preload?: unknown }).preload).toBeUndefined();
  });
});
