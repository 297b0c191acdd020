/** FromSchema: the type a schema admits. The checks are on types (`npm run typecheck` fails on a mismatch). */
import { describe, expectTypeOf, it } from 'vitest';
import type { FromSchema } from './schemaType';

describe('FromSchema', () => {
  // The project writes schemas `as const` (readonly); the same schemas as plain type literals read alike.
  it('reads primitives, const and enum', () => {
    expectTypeOf<FromSchema<{ type: 'string'; minLength: 1 }>>().toEqualTypeOf<string>();
    expectTypeOf<FromSchema<{ type: 'integer' }>>().toEqualTypeOf<number>();
    expectTypeOf<FromSchema<{ type: 'number' }>>().toEqualTypeOf<number>();
    expectTypeOf<FromSchema<{ type: 'boolean' }>>().toEqualTypeOf<boolean>();
    expectTypeOf<FromSchema<{ const: true }>>().toEqualTypeOf<true>();
    expectTypeOf<FromSchema<{ readonly enum: readonly ['a', 'b'] }>>().toEqualTypeOf<'a' | 'b'>();
  });

  it('reads an object: required properties required, the others optional, nothing else', () => {
    type Schema = {
      type: 'object';
      properties: { id: { type: 'string' }; size: { type: 'number' }; tags: { type: 'array'; items: { type: 'string' } } };
      required: ['id'];
      additionalProperties: false;
    };
    expectTypeOf<FromSchema<Schema>>().toEqualTypeOf<{ id: string; size?: number; tags?: string[] }>();
  });

  it('reads an object of additional properties as a record', () => {
    expectTypeOf<FromSchema<{ type: 'object'; additionalProperties: { type: 'number' } }>>().toEqualTypeOf<Record<string, number>>();
  });

  it('reads anyOf and oneOf as unions', () => {
    type Either = { anyOf: [{ type: 'number' }, { type: 'string'; pattern: '^x' }] };
    expectTypeOf<FromSchema<Either>>().toEqualTypeOf<number | string>();
    type Shapes = {
      oneOf: [
        { type: 'object'; properties: { a: { type: 'number' } }; required: ['a']; additionalProperties: false },
        { type: 'object'; properties: { b: { type: 'string' } }; required: ['b']; additionalProperties: false },
      ];
    };
    expectTypeOf<FromSchema<Shapes>>().toEqualTypeOf<{ a: number } | { b: string }>();
  });

  it('ignores anyOf beside properties: it only says which properties must be present', () => {
    type Schema = {
      type: 'object';
      properties: { value: { type: 'number' }; optional: { type: 'boolean' } };
      anyOf: [{ required: ['value'] }, { required: ['optional'] }];
    };
    expectTypeOf<FromSchema<Schema>>().toEqualTypeOf<{ value?: number; optional?: boolean }>();
  });
});
