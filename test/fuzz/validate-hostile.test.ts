// Issue 10, "Crashes": validate never lets a Promise or a rejection escape, walks untrusted input within
// PREFLIGHT_LIMITS before any schema runs, and reports the input's real problem at its path.
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { all, die, PREFLIGHT_LIMITS, parseOrThrow, RulesError, validate } from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";

const Shooter = z.object({ id: z.string(), traits: z.array(z.number()).check(z.maxLength(32)) });
const Volley = z.object({ shooters: z.array(Shooter) });

function issuesOf(schema: z.ZodMiniType, input: unknown): [string, string][] {
  const result = validate(schema, input);
  return result.ok ? [] : result.issues.map((i) => [i.at, i.code]);
}

describe("validate on hostile input", () => {
  it("refuses a 200,000-entry array by its length, at its path, without a stack overflow or a Promise", () => {
    const body = { shooters: [{ id: "a", traits: new Array<number>(200_000).fill(0) }] };
    expect(issuesOf(Volley, body)).toEqual([["shooters[0].traits", "too_big"]]);
  });

  it("refuses a sparse new Array(2 ** 32 - 1) at once, by its length", () => {
    expect(issuesOf(Volley, { shooters: new Array(2 ** 32 - 1) })).toEqual([["shooters", "too_big"]]);
  });

  it("turns throwing getters, throwing Proxy traps and revoked Proxies into an issue at their path", () => {
    const getter = {
      shooters: [
        {
          id: "a",
          get traits(): never {
            throw new Error("boom");
          },
        },
      ],
    };
    expect(issuesOf(Volley, getter)).toEqual([["shooters[0].traits", "unreadable"]]);
    const trap = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error("trap");
        },
      },
    );
    expect(issuesOf(Volley, { shooters: [trap] })).toEqual([["shooters[0]", "unreadable"]]);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(issuesOf(Volley, { shooters: [proxy] })).toEqual([["shooters[0]", "unreadable"]]);
  });

  it("refuses nesting past maxDepth, cycles, long strings and too many values", () => {
    let deep: unknown = 1;
    for (let i = 0; i < 5_000; i++) deep = [deep];
    expect(issuesOf(z.unknown(), deep)[0]?.[1]).toBe("too_big");
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(issuesOf(z.unknown(), cyclic)).toEqual([["self", "invalid_type"]]);
    expect(issuesOf(z.string(), "x".repeat(PREFLIGHT_LIMITS.maxStringLength + 1))).toEqual([["", "too_big"]]);
    const wide = Array.from({ length: 30 }, () => Array.from({ length: 9_000 }, () => 0));
    expect(issuesOf(z.unknown(), wide)[0]?.[1]).toBe("too_big");
  });

  it("accepts what real games send (the limits leave room)", () => {
    const body = { shooters: Array.from({ length: 2_000 }, (_, i) => ({ id: `s${String(i)}`, traits: [1, 2, 3] })) };
    expect(validate(Volley, body).ok).toBe(true);
  });

  it("never throws nor leaves a rejection when a schema throws or answers with a Promise", async () => {
    const rejected: unknown[] = [];
    const onRejection = (reason: unknown): void => {
      rejected.push(reason);
    };
    process.on("unhandledRejection", onRejection);
    try {
      const rejecting = { "~standard": { version: 1 as const, vendor: "x", validate: () => Promise.reject(new Error("async")) } };
      expect(validate(rejecting, 1)).toEqual({ ok: false, issues: [expect.objectContaining({ at: "", code: "unreadable" })] });
      const throwing = {
        "~standard": {
          version: 1 as const,
          vendor: "x",
          validate: (): never => {
            throw new RangeError("Maximum call stack size exceeded");
          },
        },
      };
      expect(validate(throwing, 1).ok).toBe(false);
      await new Promise((r) => setTimeout(r, 20));
    } finally {
      process.off("unhandledRejection", onRejection);
    }
    expect(rejected).toEqual([]);
  });

  it("parseOrThrow inherits it: a resolver given the 0.6 MB body throws a RulesError naming the path", () => {
    const shooter = { id: "r1", name: "r1", class: "Combatant", weapons: [rugged.RUGGED_WEAPONS.boltRifle], traits: new Array<number>(200_000).fill(0) };
    const body = {
      shooters: { id: "s", kind: "combatant", members: [shooter] },
      target: { id: "t", kind: "combatant", members: [shooter] },
      context: { distance: 10 },
    };
    let caught: unknown;
    try {
      rugged.shootingVolley(body as never);
    } catch (error) {
      caught = error;
    }
    expect(RulesError.is(caught)).toBe(true);
    expect((caught as RulesError).code).toBe("INVALID_INPUT");
    expect(() => parseOrThrow("f", Volley, { shooters: new Array(2 ** 32 - 1) })).toThrow(/f: shooters: expected at most 10000 items/);
    expect(() => parseOrThrow(3 as never, Volley, {})).toThrow(RulesError);
  });
});

describe("core builders check list arguments by length and holes before iterating", () => {
  it("all refuses a huge sparse array at once and names a hole's index", () => {
    expect(() => all(new Array(2 ** 32 - 1) as never)).toThrow(/all: parts: expected at most 10000 chances/);
    const holey: unknown[] = [];
    holey[1] = die("d6");
    expect(() => all(holey as never)).toThrow(/all: parts\[0\]: expected chances without holes/);
  });
});
