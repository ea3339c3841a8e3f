/**
 * The Standard Schema interface (standardschema.dev), which zod, valibot and arktype schemas implement.
 * The core validates through it, so it works with any of them and carries no schema library itself.
 *
 * @typeParam Input - what the schema accepts
 * @typeParam Output - what it produces
 * @example
 * ```ts
 * import * as z from "zod/mini";
 * const schema: StandardSchemaV1<unknown, number> = z.number();
 * ```
 */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  /** The Standard Schema properties. */
  readonly "~standard": {
    /** The version of the standard (1). */
    readonly version: 1;
    /** The library that made the schema. */
    readonly vendor: string;
    /** Validates a value; a result with `issues` is a failure. */
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    /** Type-only carrier of the input and output types. */
    readonly types?:
      | {
          /** The input type. */
          readonly input: Input;
          /** The output type. */
          readonly output: Output;
        }
      | undefined;
  };
}

/**
 * The result of a Standard Schema validation.
 *
 * @typeParam Output - the validated type
 * @example
 * ```ts
 * const ok: StandardResult<number> = { value: 3 };
 * ```
 */
export type StandardResult<Output> =
  | {
      /** The validated value. */
      readonly value: Output;
      /** No issues: a success. */
      readonly issues?: undefined;
    }
  | {
      /** What is wrong: a failure. */
      readonly issues: readonly {
        /** What is wrong, in words. */
        readonly message: string;
        /** Where, as keys or path segments. */
        readonly path?:
          | readonly (
              | PropertyKey
              | {
                  /** The key of a path segment. */
                  readonly key: PropertyKey;
                }
            )[]
          | undefined;
      }[];
    };

/**
 * The output type of a Standard Schema (for zod: `z.infer`).
 *
 * @typeParam S - the schema type
 * @example
 * ```ts
 * import * as z from "zod/mini";
 * const schema = z.object({ luck: z.number() });
 * type Luck = SchemaOutput<typeof schema>; // { luck: number }
 * ```
 */
export type SchemaOutput<S extends StandardSchemaV1> = NonNullable<S["~standard"]["types"]>["output"];
