// Issue 16, "Errors on a union point nowhere": an error on a union names the deepest path that explains it. The
// expected paths and messages are read off the inputs by hand: the mistake is where the test put it.

import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import * as evolution from "../../src/evolution/index.js";
import * as fate from "../../src/fate/index.js";
import { validate } from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";
import * as tugs from "../../src/tugs/index.js";
import * as vivid from "../../src/vivid/index.js";
import { indy } from "../fate/fixtures.js";
import { jan, travis } from "../tugs/fixtures.js";
import { rulesError } from "../throws.js";

const soldier = (id: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  name: id,
  class: "Combatant",
  weapons: [rugged.RUGGED_WEAPONS.boltRifle],
  ...extra,
});
const unit = (id: string, members: unknown[]): Record<string, unknown> => ({ id, kind: "combatant", members });

describe("an error on a union names the deepest path that explains it", () => {
  it("rugged volley: a figure's unknown key among the shooters is named as in the target (shooters is a list or a unit)", () => {
    const target = unit("t", [soldier("b")]);
    const inList = rulesError(() => rugged.volleyHits({ shooters: [soldier("a", { luk: 5 })], target, context: { distance: 5 } } as never));
    expect(inList.path).toBe("input.shooters[0]");
    expect(inList.message).toContain('unknown key "luk" (did you mean "luck"?)');
    expect(inList.message).not.toContain("matches none of the allowed shapes");
    const inUnit = rulesError(() => rugged.volleyHits({ shooters: unit("s", [soldier("a", { luk: 5 })]), target, context: { distance: 5 } } as never));
    expect(inUnit.path).toBe("input.shooters.members[0]");
    const inTarget = rulesError(() =>
      rugged.volleyHits({ shooters: [soldier("a")], target: unit("t", [soldier("b", { luk: 5 })]), context: { distance: 5 } } as never),
    );
    expect(inTarget.path).toBe("input.target.members[0]");
    expect(inTarget.message).toContain('unknown key "luk"');
    // a union of values no shape of which matched: one issue with every allowed value
    const face = rulesError(() => rugged.volleyHits({ shooters: [soldier("a")], target, context: { distance: 5 } } as never, { luckFace4: 3 } as never));
    expect(face.path).toBe("options.luckFace4");
    expect(face.message).toContain("expected one of 5, 4");
  });

  it("vivid volley: a PC's luck out of range among the shooters names the field", () => {
    const error = rulesError(() =>
      vivid.volleyHits({ shooters: [soldier("a", { class: "PC", luck: 99 })], target: unit("t", [soldier("b")]), context: { distance: 5 } } as never),
    );
    expect(error.path).toBe("input.shooters[0].luck");
    expect(error.message).toContain("expected at most 10");
    expect(
      rulesError(() => vivid.volleyHits({ shooters: [], target: unit("t", []), context: { distance: 5 } } as never, { woundDie: 8 } as never)).message,
    ).toContain("expected one of 6, 10");
  });

  it("fate action: a mistake inside the against union names its field; an unknown type lists the types", () => {
    const typo = rulesError(() => fate.action(indy(), { ability: "Shooting", against: { type: "target", valu: 3 } } as never));
    expect(typo.path).toBe("request.against.value");
    const kind = rulesError(() => fate.action(indy(), { ability: "Shooting", against: { type: "targt", value: 3 } } as never));
    expect(kind.path).toBe("request.against.type");
    expect(kind.message).toContain('expected one of "target", "none", "opposedTotal", "opposed"');
  });

  it("evolution options: sizeModifier (a name or a table) names the table's row, or lists what it takes", () => {
    const row = rulesError(() => evolution.parseEvolutionOptions({ sizeModifier: { table: [{ size: "x" }] } } as never));
    expect(row.path).toBe("options.sizeModifier.table[0].size");
    const name = rulesError(() => evolution.parseEvolutionOptions({ sizeModifier: "relative" } as never));
    expect(name.path).toBe("options.sizeModifier");
    expect(name.message).toContain('expected one of "none", "relative-to-human" or object');
  });

  it("tugs (no union in its schemas): a character's mistake names its field, as before", () => {
    const error = rulesError(() => tugs.combatRound({ ...jan, attributes: { ...jan.attributes, dex: "11" } } as never, travis));
    expect(error.path).toBe("a.attributes.dex");
  });

  it("validate: nested unions are followed; a union whose shapes all fail at its own value says each expectation", () => {
    const Inner = z.union([z.strictObject({ a: z.number() }), z.array(z.string())]);
    const Outer = z.union([z.strictObject({ inner: Inner }), z.number()]);
    const result = validate(Outer, { inner: ["x", 3] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((i) => `${i.at}: ${i.message}`)).toEqual(["inner[1]: expected string"]);
    const shallow = validate(z.union([z.number(), z.string()]), true);
    if (!shallow.ok) expect(shallow.issues.map((i) => i.message)).toEqual(["expected number or string"]);
  });
});
