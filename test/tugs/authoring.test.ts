// Tugs's catalogue holds only what the text gives (TUGS-EX-1, T L.171–182): the numbers checked against the
// text here, written from it, not from the code; createCharacter builds the example's characters by name.
import { describe, expect, it } from "vitest";
import { scriptedDice } from "../../src/index.js";
import * as tugs from "../../src/tugs/index.js";
import { EX1_SCRIPT, jan, travis } from "./fixtures.js";
import { rulesError } from "../throws.js";

describe("tugs catalogue and createCharacter (issue #16)", () => {
  it("TUGS-EX-1 TUGS-LETH-1: the text's weapons: short sword 0/−1/−1/−4, broadsword 0/0/0/−4, blades", () => {
    // "-short sword: initiative 0,penetration -1,damage -1,parry -4"; "-broadsword: initiative 0,penetration 0,damage 0,parry -4"
    const pick = (w: tugs.WeaponInput) => [w.initiative, w.penetration, w.damage, w.parry, w.type, w.skill];
    expect(pick(tugs.TUGS_WEAPONS.shortSword)).toEqual([0, -1, -1, -4, "blade", "Blades"]);
    expect(pick(tugs.TUGS_WEAPONS.broadsword)).toEqual([0, 0, 0, -4, "blade", "Blades"]);
    expect(Object.keys(tugs.TUGS_WEAPONS)).toEqual(["shortSword", "broadsword"]);
  });

  it("TUGS-EX-1 TUGS-PEN-1 TUGS-DT-5: the text's armour: leather (body) 1, iron helmet (head) 2", () => {
    // "-leather armor:(body) armor 1"; "-iron helmet:(head) armor 2"
    expect(tugs.TUGS_ARMOUR.leatherArmour).toMatchObject({ part: "body", armour: { value: 1 } });
    expect(tugs.TUGS_ARMOUR.ironHelmet).toEqual({ name: "iron helmet", part: "head", armour: { value: 2, kind: "rigid" } });
    expect(Object.keys(tugs.TUGS_ARMOUR)).toEqual(["leatherArmour", "ironHelmet"]);
  });

  it("TUGS-EX-1 TUGS-AMB-9: the example's characters by name equal the transcribed ones, and replay the fight", () => {
    const j = tugs.createCharacter({ ...tugs.TUGS_EXAMPLE_CHARACTERS.jan, maxHp: 9 });
    const t = tugs.createCharacter({ ...tugs.TUGS_EXAMPLE_CHARACTERS.travis, maxHp: 11 });
    expect(j).toEqual(tugs.parseCharacter(jan));
    expect(t).toEqual(tugs.parseCharacter(travis));
    // round 1 of TUGS-EX-1: initiative 8 against 12
    const r1 = tugs.playRound(j, t, { a: { surprised: true } }, scriptedDice(EX1_SCRIPT));
    expect(r1.initiative).toEqual({ a: 8, b: 12 });
  });

  it("TUGS-GM-4: a house item is the app's data, written whole; a wrong name is a RulesError with the nearest name", () => {
    const club: tugs.WeaponInput = { name: "house club", skill: "Clubs", type: "contending", damage: 1 };
    const c = tugs.createCharacter({ name: "Thug", attributes: { sta: 10, str: 10, dex: 10 }, initiative: 10, maxHp: 10, weapons: [club, "shortSword"] });
    expect(c.weapons.map((w) => w.name)).toEqual(["house club", "short sword"]);
    const e = rulesError(() =>
      tugs.createCharacter({ name: "X", attributes: { sta: 10, str: 10, dex: 10 }, initiative: 10, maxHp: 10, weapons: ["broadswrd" as "broadsword"] }),
    );
    expect(e).toMatchObject({ fn: "tugs.createCharacter", path: "character.weapons[0]" });
    expect(e.message).toContain('did you mean "broadsword"?');
    const a = rulesError(() =>
      tugs.createCharacter({
        name: "X",
        attributes: { sta: 10, str: 10, dex: 10 },
        initiative: 10,
        maxHp: 10,
        wearing: ["ironHelmet", "ironHelmt" as "ironHelmet"],
      }),
    );
    expect(a.path).toBe("character.wearing[1]");
    const twice = rulesError(() =>
      tugs.createCharacter({
        name: "X",
        attributes: { sta: 10, str: 10, dex: 10 },
        initiative: 10,
        maxHp: 10,
        armour: { head: { value: 1, kind: "rigid" } },
        wearing: ["ironHelmet"],
      }),
    );
    expect(twice.message).toContain("head already has armour");
  });
});
