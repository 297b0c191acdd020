/**
 * The TypeScript type of the values a JSON Schema admits, read from the schema itself (written `as const`),
 * so a shape is written once, as its schema. Covers what the project's code-side schemas use: `const`,
 * `enum`, `type` (object with `properties` / `required` / `additionalProperties`, array with `items`,
 * string, number, integer, boolean), and `anyOf` / `oneOf` as unions.
 *
 * An object with `properties` is exactly those properties (required ones as required, the others optional):
 * `anyOf` / `oneOf` beside `properties` only constrain which of them must be present, so they do not change
 * the type. Constraints a type cannot express (`minLength`, `pattern`, `minimum`, …) are left to validation.
 */

/** Flattens an intersection of object types into one object type (readable in editor hovers). */
type Simplify<T> = { [K in keyof T]: T[K] } & {};

type RequiredKeys<S> = S extends { required: readonly (infer R)[] } ? R : never;

type PropertiesType<P, R> = Simplify<
  { -readonly [K in keyof P as K extends R ? K : never]-?: FromSchema<P[K]> } & { -readonly [K in keyof P as K extends R ? never : K]?: FromSchema<P[K]> }
>;

type ObjectType<S> = S extends { properties: infer P }
  ? PropertiesType<P, RequiredKeys<S>>
  : S extends { additionalProperties: infer A extends object }
    ? Record<string, FromSchema<A>>
    : Record<string, unknown>;

type Alternatives<B> = B extends readonly (infer E)[] ? FromSchema<E> : never;

export type FromSchema<S> = S extends { const: infer C }
  ? C
  : S extends { enum: readonly (infer E)[] }
    ? E
    : S extends { type: 'object' }
      ? ObjectType<S>
      : S extends { type: 'array'; items: infer I }
        ? FromSchema<I>[]
        : S extends { type: 'string' }
          ? string
          : S extends { type: 'number' | 'integer' }
            ? number
            : S extends { type: 'boolean' }
              ? boolean
              : S extends { anyOf: infer B }
                ? Alternatives<B>
                : S extends { oneOf: infer B }
                  ? Alternatives<B>
                  : unknown;
