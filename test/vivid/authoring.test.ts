// Authoring vivid figures and units by name (issue #16): the catalogue's own entries, validated; a wrong name is
// a RulesError at its path with the nearest name suggested.
import { describe, expect, it } from "vitest";
import { odds } from "../../src/index.js";
import * as sys from "../../src/vivid/index.js";
import { rulesError } from "../throws.js";

describe("vivid.createFigure and createUnit", () => {
  it("VIV-RANGE-1 VIV-TRAIT-P5: weapons and traits by name are the catalogue's entries", () => {
    const bosun = sys.createFigure({ id: "b1", name: "Bosun Hicks", class: "PC", luck: 6, weapons: ["boltRifle", "pistolBow"], traits: ["strongLikeAnOx"] });
    expect(bosun.weapons).toEqual([sys.VIVID_WEAPONS.boltRifle, sys.VIVID_WEAPONS.pistolBow]);
    expect(bosun.traits).toEqual([sys.VIVID_TRAITS.strongLikeAnOx]);
    expect(bosun.traits?.[0]?.id).toBe("VIV-TRAIT-P5");
  });

  it("VIV-TRAIT-P3: a trait that needs its weapon is { trait, designatedWeapon }", () => {
    const f = sys.createFigure({
      id: "s",
      name: "Sharpshooter",
      class: "PC",
      weapons: ["boltRifle"],
      traits: [{ trait: "sureShot", designatedWeapon: "bolt-action rifle" }],
    });
    expect(f.traits).toEqual([{ ...sys.VIVID_TRAITS.sureShot, designatedWeapon: "bolt-action rifle" }]);
  });

  it("VIV-RANGE-1: a wrong name is a RulesError at its path with the nearest name; a house weapon is kept as given", () => {
    const e = rulesError(() => sys.createFigure({ id: "b1", name: "B", class: "PC", weapons: ["boltRifel" as "boltRifle"] }));
    expect(e.fn).toBe("vivid.createFigure");
    expect(e.path).toBe("figure.weapons[0]");
    expect(e.message).toContain('did you mean "boltRifle"?');
    const t = rulesError(() => sys.createFigure({ id: "b1", name: "B", class: "PC", traits: [{ trait: "clumsey" as "clumsy" }] }));
    expect(t.path).toBe("figure.traits[0].trait");
    expect(t.message).toContain('did you mean "clumsy"?');
    // a house weapon: the app's data, written whole (its numbers are the app's, not the text's)
    const blunderbuss: sys.Weapon = { name: "house blunderbuss", class: "other", dice: 2, short: 4, medium: 8, long: null, baseHit: 4 };
    expect(sys.createFigure({ id: "h", name: "H", class: "Combatant", weapons: [blunderbuss] }).weapons).toEqual([blunderbuss]);
    // the rest goes through FigureSchema: an unknown key is an issue naming it
    expect(rulesError(() => sys.createFigure({ id: "h", name: "H", class: "Combatant", lcuk: 5 } as never)).message).toContain("lcuk");
  });

  it("VIV-EX-1: a unit of 10 riflemen from one figure and a size: ids, names, and a volley of 10 D10", () => {
    const spec = { id: "r", kind: "combatant" as const, figure: { name: "Rifleman", class: "Combatant" as const, weapons: ["boltRifle" as const] }, size: 10 };
    const riflemen = sys.createUnit(spec);
    expect(riflemen.members.map((m) => m.id)).toEqual(["r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10"]);
    expect(riflemen.members[9]?.name).toBe("Rifleman 10");
    expect(spec.figure).toEqual({ name: "Rifleman", class: "Combatant", weapons: ["boltRifle"] });
    const target = sys.createUnit({ id: "t", kind: "combatant", members: [{ id: "t1", name: "Thug", class: "Combatant" }] });
    // VIV-EX-1: one die per figure, ten dice in all: at most 10 hits
    const hits = odds(sys.volleyHits({ shooters: riflemen, target, context: { distance: 5 } }));
    expect(hits.size).toBe(11);
    expect(hits.atMost(10).toString()).toBe("1");
  });

  it("VIV-EX-1: members written one by one, and the spec's errors name the unit's paths", () => {
    const u = sys.createUnit({ id: "u", kind: "combatant", members: [{ id: "a", name: "A", class: "Combatant", weapons: ["shotgun"] }] });
    expect(u.members[0]?.weapons).toEqual([sys.VIVID_WEAPONS.shotgun]);
    expect(
      rulesError(() => sys.createUnit({ id: "u", kind: "combatant", members: [{ id: "a", name: "A", class: "Combatant", weapons: ["shotgn" as "shotgun"] }] }))
        .path,
    ).toBe("unit.members[0].weapons[0]");
    expect(rulesError(() => sys.createUnit({ id: "u", kind: "combatant", figure: { name: "A", class: "Combatant" }, size: 0 })).path).toBe("unit.size");
  });
});
