// A command schema that counts its validations (a work counter for battleOdds' parses), for the battleOdds tests.
import type { StandardSchemaV1 } from "../../../src/core/standard-schema.js";

/**
 * `schema` with every validation counted by `onCall`.
 *
 * @example
 * ```ts
 * let calls = 0;
 * const CommandSchema = countingSchema(duel.CommandSchema, () => calls++);
 * ```
 */
export function countingSchema<T>(schema: StandardSchemaV1<unknown, T>, onCall: () => void): StandardSchemaV1<unknown, T> {
  const inner = schema["~standard"];
  return {
    "~standard": {
      version: 1,
      vendor: inner.vendor,
      validate: (value: unknown) => {
        onCall();
        return inner.validate(value);
      },
    },
  };
}
