import { describe, expect, it } from "vitest";
import { explain, RulesError, resolve, scriptedDice, seededDice } from "../../src/index.js";
import { combatRound, condition, parseCharacter, playRound } from "../../src/tugs/index.js";
import { jan, travis } from "./fixtures.js";

describe("combatRound / playRound", () => {
  it("TUGS-AMB-26 TUGS-HTH-1: equal initiatives act simultaneously; both attacks resolve, effects after both", () => {
    const dice = scriptedDice([
      "d6:1",
      "d6:3", // 12 and 12
      "d20:10",
      "d20:15",
      "d20:5",
      "d6:3",
      "d6:4",
      "d6:3",
      "d6:4", // Jan hits the body: pen 6 < 7, blunt: 4 - 1 level = none
      "d20:5",
      "d20:20",
      "d20:16",
      "d6:6",
      "d6:6", // Travis severs Jan's weapon arm: 12 + 1 + 1 = 14
      "d20:5", // Jan's Stamina roll for the derived body Critical
    ]);
    const r = playRound(jan, travis, {}, dice);
    expect(dice.remaining()).toBe(0);
    expect(r.order).toBe("simultaneous");
    expect(r.attacks.map((a) => a.outcome?.result)).toEqual(["hit", "hit"]);
    expect(r.attacks[0]?.outcome).toMatchObject({ location: "body", penetrated: false, level: null });
    expect(r.attacks[1]?.effects).toEqual(["dropsWeapon", "limbSevered", "derivedBodyInjury", "falls", "staysConscious"]);
    expect(r.b.injuries).toEqual([]);
    expect(r.a.status).toMatchObject({ severed: ["rightArm"], disarmed: true, prone: true, attackedThisRound: true });
  });

  it("TUGS-HTH-1: a combatant who is out of action, declines, has no weapon or is disarmed makes no attack", () => {
    const skip = (b: Parameters<typeof playRound>[1], ctx: Parameters<typeof playRound>[2] = {}) => {
      const r = resolve(combatRound(jan, b, { a: { attack: false }, ...ctx }), scriptedDice(["d6:1", "d6:1"])).value;
      return r.attacks.map((a) => a.skipped);
    };
    expect(skip(travis, { b: { attack: false } })).toEqual(["declined", "declined"]);
    expect(skip({ ...travis, status: { knockedOut: { amount: 3, unit: "rounds", coma: false } } })).toEqual(["declined", "outOfAction"]);
    expect(skip({ ...travis, weapons: [] })).toEqual(["declined", "noWeapon"]);
    expect(skip({ ...travis, status: { disarmed: true } })).toEqual(["declined", "disarmed"]);
    expect(skip({ ...travis, status: { noAttackNextRound: true } })).toEqual(["declined", "noAttackThisRound"]);
  });

  it("TUGS-RNG-1 TUGS-BLUNT-2: a side may shoot instead; the -3 initiative of a rigid blow is spent after one roll", () => {
    const shooter = { ...jan, skills: { Guns: 15 }, weapons: [{ name: "pistol", skill: "Guns", type: "firearm" as const }] };
    const dazed = { ...travis, status: { initiativePenaltyNext: -3 } };
    const r = playRound(
      shooter,
      dazed,
      { a: { ranged: { location: "leftLeg" } }, b: { attack: false } },
      scriptedDice(["d6:1", "d6:6", "d20:3", "d6:2", "d6:2", "d20:1"]),
    );
    expect(r.initiative).toEqual({ a: 12, b: 12 });
    expect(r.order).toBe("simultaneous");
    expect(r.attacks[0]?.outcome).toMatchObject({ result: "hit", location: "leftLeg", level: "superficial" });
    expect(r.b.status.initiativePenaltyNext).toBe(0);
    expect(explain(r.trace)).toContain("blow on rigid armour -3 [TUGS-BLUNT-2]");
  });

  it("TUGS-INIT-1: a combatant on the ground may get up at the start of a round, unless a leg forbids it", () => {
    const down = { ...travis, status: { prone: true } };
    const r = playRound(jan, down, { a: { attack: false }, b: { attack: false, standUp: true } }, scriptedDice(["d6:1", "d6:1"]));
    expect(r.b.status.prone).toBe(false);
    expect(r.initiative.b).toBe(10);
    const stuck = { ...travis, status: { prone: true, cannotGetUp: true } };
    expect(playRound(jan, stuck, { a: { attack: false }, b: { attack: false, standUp: true } }, scriptedDice(["d6:1", "d6:1"])).b.status.prone).toBe(true);
  });

  it("TUGS-EFF-1: unconscious for d6 rounds lasts that many rounds, then the combatant is back", () => {
    let b = parseCharacter({ ...travis, status: { knockedOut: { amount: 2, unit: "rounds", coma: false } } });
    const quiet = { a: { attack: false }, b: { attack: false } };
    const seen: boolean[] = [];
    for (let i = 0; i < 3; i++) {
      b = playRound(jan, b, quiet, scriptedDice(["d6:1", "d6:1"])).b;
      seen.push(condition(b).unconscious);
    }
    expect(seen).toEqual([true, true, false]);
  });

  it("TUGS-INIT-1: a seeded duel runs to its end, one round at a time, and is the same for the same seed", () => {
    const duel = (seed: number) => {
      const dice = seededDice(seed);
      let a = parseCharacter(jan);
      let b = parseCharacter(travis);
      const rounds: string[] = [];
      for (let i = 0; i < 30 && !condition(a).outOfAction && !condition(b).outOfAction; i++) {
        const r = playRound(a, b, {}, dice);
        a = r.a;
        b = r.b;
        rounds.push(JSON.stringify(r.attacks));
      }
      return rounds;
    };
    expect(duel(7)).toEqual(duel(7));
    expect(duel(7).length).toBeGreaterThan(0);
  });

  it("TUGS-HTH-1: bad round input is a programmer error naming the path", () => {
    expect(() => combatRound(jan, travis, { a: { surprised: "yes" as never } })).toThrow(/ctx\.a\.surprised/);
    expect(() => combatRound({ ...jan, maxHp: 0 }, travis)).toThrow(RulesError);
  });
});
