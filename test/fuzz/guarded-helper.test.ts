// The core's argument guard for a game's helpers (policies, describe, predicates: src/core/inputs.ts,
// guardedHelper), written without rest parameters: it must pass the helper exactly the arguments it was given
// (their number too), bound every array argument before any item is read, and turn anything the helper throws
// that is not a RulesError into one naming the function, the original kept as its cause.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { guardedHelper } from "../../src/core/inputs.js";
import { RulesError } from "../../src/index.js";
import { rulesError } from "../throws.js";

/** A helper that reports what it received: the number of its arguments and the arguments themselves. */
const echo = (...args: unknown[]): { n: number; args: unknown[] } => ({ n: args.length, args });

describe("guardedHelper", () => {
  it("passes exactly the arguments given, for any number of them (0 to 8), undefined ones included", () => {
    const guarded = guardedHelper("echo", "anything", echo);
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer(), fc.constant(undefined), fc.string(), fc.array(fc.integer(), { maxLength: 3 })), { maxLength: 8 }), (args) => {
        const out = guarded(...args);
        expect(out.n).toBe(args.length);
        expect(out.args).toEqual(args);
        args.forEach((arg, i) => {
          expect(out.args[i]).toBe(arg); // the same objects, not copies
        });
      }),
      { seed: 15, numRuns: 300 },
    );
  });

  it("refuses an array argument longer than 100,000 items at its index, before the helper runs (sparse: not walked)", () => {
    let calls = 0;
    const guarded = guardedHelper("counted", "a list", (...args: unknown[]) => {
      calls++;
      return args.length;
    });
    const huge = new Array<unknown>(2 ** 32 - 1);
    for (let n = 1; n <= 6; n++) {
      for (let at = 0; at < n; at++) {
        const args: unknown[] = Array.from({ length: n }, (_v, i) => (i === at ? huge : [i]));
        const error = rulesError(() => guarded(...args));
        expect([error.code, error.fn, error.path, error.value]).toEqual(["INVALID_ARGUMENT", "counted", `arguments[${String(at)}]`, 2 ** 32 - 1]);
      }
    }
    expect(calls).toBe(0);
    // at the bound itself the helper runs
    expect(guarded(new Array<unknown>(100_000), 1, 2)).toBe(3);
    expect(calls).toBe(1);
  });

  it("turns a TypeError (a revoked Proxy argument, a throwing getter) into a RulesError naming the function, the cause kept", () => {
    const { proxy, revoke } = Proxy.revocable<unknown[]>([], {});
    revoke();
    const guarded = guardedHelper("reader", "a state", (state: { fighters: unknown[] }) => state.fighters.length);
    for (const bad of [
      proxy,
      null,
      {
        get fighters(): unknown[] {
          throw new TypeError("hostile");
        },
      },
    ]) {
      const error = rulesError(() => guarded(bad as never));
      expect([error.code, error.fn, error.path, error.message]).toEqual([
        "INVALID_ARGUMENT",
        "reader",
        "arguments",
        expect.stringContaining("expected a state"),
      ]);
      expect(error.cause).toBeInstanceOf(TypeError);
    }
    // a RulesError the helper throws goes through as it is
    const own = new RulesError({ code: "INVALID_ARGUMENT", fn: "inner", path: "x", value: 1, message: "inner" });
    const rethrown = guardedHelper("outer", "x", () => {
      throw own;
    });
    expect(() => rethrown()).toThrow(own);
  });
});
