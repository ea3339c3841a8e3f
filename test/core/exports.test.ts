// Every data object a subpath exports (tables, catalogues, descriptors) is deeply frozen: a caller cannot change
// the rules for everyone else in the process by mutating a shared table.
import { describe, expect, it } from "vitest";
import * as evolution from "../../src/evolution/index.js";
import * as fate from "../../src/fate/index.js";
import * as core from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";
import * as tugs from "../../src/tugs/index.js";
import * as vivid from "../../src/vivid/index.js";

function notFrozen(value: unknown, path: string, seen: Set<unknown>): string[] {
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  if (!Object.isFrozen(value)) return [path];
  return Object.entries(value).flatMap(([k, v]) => notFrozen(v, `${path}.${k}`, seen));
}

describe("exported data", () => {
  for (const [name, mod] of Object.entries({ core, rugged, vivid, fate, tugs, evolution })) {
    it(`should be deeply frozen in ${name === "core" ? "pulp-rules" : `pulp-rules/${name}`}`, () => {
      const open = Object.entries(mod as Record<string, unknown>)
        .filter(([, v]) => typeof v === "object" && v !== null && !("_zod" in v))
        .flatMap(([k, v]) => notFrozen(v, k, new Set()));
      expect(open).toEqual([]);
    });
  }

  it("should refuse a mutation of a shared table", () => {
    expect(() => {
      (rugged.RUGGED_WEAPONS.boltRifle as { baseHit?: unknown }).baseHit = 1;
    }).toThrow(TypeError);
    expect(() => {
      (fate.LADDER as unknown as unknown[]).push(1);
    }).toThrow(TypeError);
  });
});
