import { describe, expect, it } from "vitest";
import { explain, scriptedDice } from "../../src/index.js";
import { type Character, condition, parseCharacter, playRound } from "../../src/tugs/index.js";
import { EX1_SCRIPT, jan, travis } from "./fixtures.js";

function fight(script: readonly string[]) {
  const dice = scriptedDice(script);
  const r1 = playRound(jan, travis, { a: { surprised: true } }, dice);
  const r2 = playRound(r1.a, r1.b, { a: { hth: { aimedLocation: "body" } } }, dice);
  // TUGS-GM-8: Travis is out of the fight and Jan flees, so Travis makes no attack in round 3
  const r3 = playRound(r2.a, r2.b, { b: { attack: false } }, dice);
  return { r1, r2, r3, dice };
}

const lines = (trace: Parameters<typeof explain>[0]): string[] => explain(trace);

describe("TUGS-EX-1: Jan against Travis, replayed with the catalogue's dice", () => {
  const { r1, r2, r3, dice } = fight(EX1_SCRIPT);

  it("TUGS-EX-1 TUGS-INIT-1 TUGS-HTH-2 TUGS-HTH-3 TUGS-LOC-1 TUGS-PEN-1 TUGS-DMG-1 TUGS-EFF-1 TUGS-AMB-31: round 1", () => {
    expect(r1.initiative).toEqual({ a: 8, b: 12 });
    expect(r1.order).toBe("b");
    const [travisAttack, janAttack] = r1.attacks;
    expect(travisAttack?.attacker).toBe("b");
    expect(travisAttack?.outcome?.result).toBe("miss");
    expect(janAttack?.outcome).toEqual({ result: "hit", crit: false, location: "weaponArm", penetrated: true, level: "minor", lethal: true, blunt: "none" });
    const text = lines(r1.trace);
    expect(text).toContain("initiative total of Jan: 8 [TUGS-INIT-1]");
    expect(text).toContain("initiative total of Travis: 12 [TUGS-INIT-1]");
    expect(text).toContain("surprised -5 [TUGS-INIT-1]");
    expect(text).toContain("d20 parry of Travis (needs 8 or less): 15 [TUGS-HTH-3]");
    expect(text).toContain("no armour: penetrates, no roll [TUGS-PEN-1]");
    expect(text).toContain("damage 5: minor [TUGS-DMG-1]");
    // TUGS-AMB-31: the Strength roll uses the impairment before the injury: 11 <= 11
    expect(text).toContain("d20 Strength roll to keep hold of the weapon (needs 11 or less): 11 [TUGS-CHK-1]");
    expect(janAttack?.effects).toEqual(["keepsWeapon"]);
    expect(condition(r1.b).impairment).toBe(-2);
    expect(r1.b.hpLost).toBe(2);
  });

  it("TUGS-EX-1 TUGS-HTH-4 TUGS-AMB-1 TUGS-LOC-2 TUGS-IMP-1: round 2, the critical nobody can parry", () => {
    expect(r2.initiative).toEqual({ a: 12, b: 11 });
    expect(r2.order).toBe("a");
    const [janAttack, travisAttack] = r2.attacks;
    expect(janAttack?.outcome).toEqual({ result: "hit", crit: true, location: "body", penetrated: true, level: "minor", lethal: true, blunt: "none" });
    const text = lines(r2.trace);
    expect(text).toContain("impairment / 2 -1 [TUGS-IMP-1]");
    expect(text).toContain("attack of Jan: critical success [TUGS-HTH-4]");
    expect(text.some((l) => l.startsWith("Travis cannot parry a critical"))).toBe(true);
    expect(text).toContain("penetration 8 vs 7: penetrates [TUGS-PEN-1]");
    expect(text).toContain("damage 7: minor [TUGS-DMG-1]");
    expect(travisAttack?.skipped).toBe("noAttackThisRound");
    expect(condition(r2.b).impairment).toBe(-4);
    expect(r2.b.hpLost).toBe(6);
  });

  it("TUGS-EX-1 TUGS-AMB-6: round 3, the leg Major and the final state", () => {
    expect(r3.initiative).toEqual({ a: 14, b: 10 });
    const [janAttack] = r3.attacks;
    expect(lines(r3.trace)).toContain("d20 parry of Travis (needs 4 or less): 15 [TUGS-HTH-3]");
    expect(janAttack?.outcome).toEqual({ result: "hit", crit: false, location: "rightLeg", penetrated: true, level: "major", lethal: true, blunt: "none" });
    expect(lines(r3.trace)).toContain("damage 9: major [TUGS-DMG-1]");
    const t: Character = r3.b;
    expect(t.injuries.map((i) => [i.part, i.level, i.lethal])).toEqual([
      ["rightArm", "minor", true],
      ["body", "minor", true],
      ["rightLeg", "major", true],
    ]);
    expect(condition(t).impairment).toBe(-7);
    expect(t.status.prone).toBe(true);
    expect(t.status.cannotGetUp).toBe(true);
    expect(t.status.disarmed).toBe(false);
    expect(t.hpLost).toBe(9);
    // the TSDoc example of condition(): max HP 11 - 9 lost = 2 HP left
    expect(condition(t)).toEqual({ impairment: -7, hp: 2, unconscious: false, dead: false, outOfAction: false });
    expect(r3.a).toEqual({ ...parseCharacter(jan), status: { ...parseCharacter(jan).status, attackedThisRound: true } });
    expect(dice.remaining()).toBe(0);
  });

  it("TUGS-EX-1b TUGS-AMB-6: the last 2D6 read as a natural 9 gives a leg Minor instead", () => {
    const script = [...EX1_SCRIPT.slice(0, -2), "d6:4", "d6:5"];
    const { r3: last } = fight(script);
    expect(last.attacks[0]?.outcome?.level).toBe("minor");
    expect(last.b.status.prone).toBe(true);
    expect(last.b.status.cannotGetUp).toBe(false);
    expect(condition(last.b).impairment).toBe(-6);
  });
});
