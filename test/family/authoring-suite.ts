// The authoring tests of the rugged family (issue #16), one suite run by test/rugged/authoring.test.ts and
// test/vivid/authoring.test.ts with the system's factories, catalogues and rule ids: weapons and traits by name are
// the catalogue's own entries, validated; a wrong name is a RulesError at its path with the nearest name suggested.
import { describe, expect, it } from "vitest";
import type { Chance } from "../../src/index.js";
import { odds } from "../../src/index.js";
import type { FigureSpec, UnitSpec } from "../../src/family/authoring.js";
import type { Figure, Trait, Unit, Weapon } from "../../src/family/schemas.js";
import { rulesError } from "../throws.js";

/** What the suite needs of a system (methods, so that each system's narrower spec types fit). */
export interface AuthoringSystem {
  /** The system's name, as its factories name themselves in errors (`rugged.createFigure`). */
  readonly name: "rugged" | "vivid";
  createFigure(spec: FigureSpec): Figure;
  createUnit(spec: UnitSpec): Unit;
  /** The hits of a volley at 5″, with whatever context the system needs. */
  hits(shooters: Unit, target: Unit): Chance<number>;
  /** The catalogues: weapons and traits by short name. */
  readonly weapons: Readonly<Record<"boltRifle" | "pistolBow" | "shotgun", Weapon>>;
  readonly traits: Readonly<Record<"sureShot", Trait>>;
  /** The class of a player's figure ("PRP" in rugged, "PC" in vivid). */
  readonly player: "PRP" | "PC";
  /** The Strong trait: its short name and its entry. */
  readonly strong: { readonly name: string; readonly trait: Trait };
  /** The rule ids the tests check: weapon ranges, the Strong trait, Sure Shot, the unit of the worked example. */
  readonly ids: { readonly range: string; readonly strong: string; readonly sureShot: string; readonly example: string };
}

/** The suite, for one system. */
export function describeAuthoring(sys: AuthoringSystem): void {
  const { ids, player } = sys;
  describe(`${sys.name}.createFigure and createUnit`, () => {
    it(`${ids.range} ${ids.strong}: weapons and traits by name are the catalogue's entries`, () => {
      const bosun = sys.createFigure({ id: "b1", name: "Bosun Hicks", class: player, luck: 6, weapons: ["boltRifle", "pistolBow"], traits: [sys.strong.name] });
      expect(bosun.weapons).toEqual([sys.weapons.boltRifle, sys.weapons.pistolBow]);
      expect(bosun.traits).toEqual([sys.strong.trait]);
      expect(bosun.traits?.[0]?.id).toBe(ids.strong);
    });

    it(`${ids.sureShot}: a trait that needs its weapon is { trait, designatedWeapon }`, () => {
      const f = sys.createFigure({
        id: "s",
        name: "Sharpshooter",
        class: player,
        weapons: ["boltRifle"],
        traits: [{ trait: "sureShot", designatedWeapon: "bolt-action rifle" }],
      });
      expect(f.traits).toEqual([{ ...sys.traits.sureShot, designatedWeapon: "bolt-action rifle" }]);
    });

    it(`${ids.range}: a wrong name is a RulesError at its path with the nearest name; a house weapon is kept as given`, () => {
      const e = rulesError(() => sys.createFigure({ id: "b1", name: "B", class: player, weapons: ["boltRifel"] }));
      expect(e.fn).toBe(`${sys.name}.createFigure`);
      expect(e.path).toBe("figure.weapons[0]");
      expect(e.message).toContain('did you mean "boltRifle"?');
      const t = rulesError(() => sys.createFigure({ id: "b1", name: "B", class: player, traits: [{ trait: "clumsey" }] }));
      expect(t.path).toBe("figure.traits[0].trait");
      expect(t.message).toContain('did you mean "clumsy"?');
      // a house weapon: the app's data, written whole (its numbers are the app's, not the text's)
      const blunderbuss: Weapon = { name: "house blunderbuss", class: "other", dice: 2, short: 4, medium: 8, long: null, baseHit: 4 };
      expect(sys.createFigure({ id: "h", name: "H", class: "Combatant", weapons: [blunderbuss] }).weapons).toEqual([blunderbuss]);
      // the rest goes through FigureSchema: an unknown key is an issue naming it
      expect(rulesError(() => sys.createFigure({ id: "h", name: "H", class: "Combatant", lcuk: 5 } as never)).message).toContain("lcuk");
    });

    it(`${ids.example}: a unit of 10 riflemen from one figure and a size: ids, names, and a volley of 10 D10`, () => {
      const spec = { id: "r", kind: "combatant" as const, figure: { name: "Rifleman", class: "Combatant" as const, weapons: ["boltRifle"] }, size: 10 };
      const riflemen = sys.createUnit(spec);
      expect(riflemen.members.map((m) => m.id)).toEqual(["r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10"]);
      expect(riflemen.members[9]?.name).toBe("Rifleman 10");
      expect(spec.figure).toEqual({ name: "Rifleman", class: "Combatant", weapons: ["boltRifle"] });
      const target = sys.createUnit({ id: "t", kind: "combatant", members: [{ id: "t1", name: "Thug", class: "Combatant" }] });
      // the worked example's unit: one die per figure, ten dice in all: at most 10 hits
      const hits = odds(sys.hits(riflemen, target));
      expect(hits.size).toBe(11);
      expect(hits.atMost(10).toString()).toBe("1");
    });

    it(`${ids.example}: members written one by one, and the spec's errors name the unit's paths`, () => {
      const u = sys.createUnit({ id: "u", kind: "combatant", members: [{ id: "a", name: "A", class: "Combatant", weapons: ["shotgun"] }] });
      expect(u.members[0]?.weapons).toEqual([sys.weapons.shotgun]);
      expect(
        rulesError(() => sys.createUnit({ id: "u", kind: "combatant", members: [{ id: "a", name: "A", class: "Combatant", weapons: ["shotgn"] }] })).path,
      ).toBe("unit.members[0].weapons[0]");
      expect(rulesError(() => sys.createUnit({ id: "u", kind: "combatant", figure: { name: "A", class: "Combatant" }, size: 0 })).path).toBe("unit.size");
    });
  });
}
