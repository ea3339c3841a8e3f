import { describe, expect, it } from "vitest";
import { applyDamage, canFire, fire, isHit, sizeModifier, TOUGH } from "../../src/evolution/index.js";
import { explain, odds, RulesError, resolve, scriptedDice } from "../../src/index.js";

const revolver = { name: "revolver", firingDice: 1, damageDice: "1D6" };
const tommyGun = { name: "tommy gun", firingDice: 3, damageDice: "1D6" };
const CLEAR = { los: "clear", targetSize: 3 } as const;

describe("firing (EVO-FIRE-1, EVO-LOS-1)", () => {
  it("EVO-EX-3, EVO-GEN-1: a mook with a revolver needs 5+ on a D6 (roll-over): 5 hits, 4 misses", () => {
    expect(resolve(fire(TOUGH, revolver, { los: "clear", targetSize: 3 }), scriptedDice(["d6:5"])).value).toBe(1);
    expect(resolve(fire(TOUGH, revolver, { los: "clear", targetSize: 3 }), scriptedDice(["d6:4"])).value).toBe(0);
    expect(
      odds(fire(TOUGH, revolver, CLEAR))
        .probability(1)
        .toString(),
    ).toBe("1/3");
  });

  it("EVO-DT-1: Tough shoots Tough, Obscured: 6 hits (6 − 1 = 5), 5 misses", () => {
    const shot = fire(TOUGH, revolver, { los: "obscured", targetSize: 3 });
    const hit = resolve(shot, scriptedDice(["d6:6"]));
    expect(hit.value).toBe(1);
    expect(hit.trace).toContainEqual({ type: "modifier", rule: "EVO-LOS-1", label: "obscured line of sight", value: -1 });
    expect(resolve(shot, scriptedDice(["d6:5"])).value).toBe(0);
  });

  it("EVO-FIRE-1, EVO-WOUND-1: a seriously wounded shooter takes −1", () => {
    const hurt = applyDamage(TOUGH, "serious");
    expect(resolve(fire(hurt, revolver, CLEAR), scriptedDice(["d6:5"])).value).toBe(0);
    expect(resolve(fire(hurt, revolver, CLEAR), scriptedDice(["d6:6"])).value).toBe(1);
  });

  it("EVO-FIRE-1, EVO-AMB-13: a tommy gun rolls its several firing dice, each a separate hit", () => {
    const { value, trace } = resolve(fire(TOUGH, tommyGun, CLEAR), scriptedDice(["d6:5", "d6:2", "d6:6"]));
    expect(value).toBe(2);
    expect(trace.flatMap((e) => (e.type === "die" ? [e.result] : []))).toEqual(["hit", "miss", "hit"]);
    expect(explain(trace).at(-1)).toBe("2 hits from 3 firing dice [EVO-FIRE-1]");
    expect(
      odds(fire(TOUGH, tommyGun, CLEAR))
        .probability(0)
        .toString(),
    ).toBe("8/27");
  });

  it("EVO-AMB-12 (default natural6AlwaysHits false): Accuracy 5+ with −2 can never hit", () => {
    const shot = fire(TOUGH, revolver, { los: "obscured", targetSize: 3, modifier: -1 });
    expect(odds(shot).probability(1).toString()).toBe("0");
    expect(isHit(6, 5, -2, false)).toBe(false);
  });

  it("EVO-AMB-12 (option natural6AlwaysHits true): a natural 6 hits whatever the modifiers", () => {
    const shot = fire(TOUGH, revolver, { los: "obscured", targetSize: 3, modifier: -1 }, { natural6AlwaysHits: true });
    expect(resolve(shot, scriptedDice(["d6:6"])).value).toBe(1);
    expect(odds(shot).probability(1).toString()).toBe("1/6");
  });

  it("EVO-AMB-5 (default sizeModifier none): size gives no modifier, even against a tank", () => {
    expect(sizeModifier(6)).toBe(0);
    expect(
      odds(fire(TOUGH, revolver, { los: "clear", targetSize: 6 }))
        .probability(1)
        .toString(),
    ).toBe("1/3");
  });

  it("EVO-AMB-5 (option relative-to-human), EVO-SIZE-1: +1 per size above 3, −1 per size below", () => {
    const o = { sizeModifier: "relative-to-human" } as const;
    expect([1, 2, 3, 4, 5, 6].map((s) => sizeModifier(s, o))).toEqual([-2, -1, 0, 1, 2, 3]);
    const atHorse = fire(TOUGH, revolver, { los: "clear", targetSize: 4 }, o);
    expect(resolve(atHorse, scriptedDice(["d6:4"])).value).toBe(1);
    expect(odds(atHorse).probability(1).toString()).toBe("1/2");
    expect(
      odds(fire(TOUGH, revolver, { los: "clear", targetSize: 2 }, o))
        .probability(1)
        .toString(),
    ).toBe("1/6");
  });

  it("EVO-LOS-1: a blocked target may not be fired at (data from canFire, RULE_VIOLATION from fire)", () => {
    expect(canFire(TOUGH, revolver, "blocked")).toEqual({ ok: false, reason: "LOS_BLOCKED" });
    expect(canFire(TOUGH, revolver, "obscured")).toEqual({ ok: true });
    expect(canFire(applyDamage(TOUGH, "killed"), revolver)).toEqual({ ok: false, reason: "REMOVED" });
    expect(canFire(TOUGH, { ...revolver, firingDice: 0 })).toEqual({ ok: false, reason: "NO_FIRING_DICE" });
    expect(() => fire(TOUGH, revolver, { los: "blocked", targetSize: 3 })).toThrow(RulesError);
    try {
      fire(TOUGH, revolver, { los: "blocked", targetSize: 3 });
    } catch (error) {
      expect((error as RulesError).code).toBe("RULE_VIOLATION");
    }
  });

  it("EVO-FIRE-1: bad arguments are RulesErrors naming the path", () => {
    expect(() => fire(TOUGH, { name: "x", damageDice: "D" }, CLEAR)).toThrow(/weapon\.damageDice/);
    expect(() => fire(TOUGH, revolver, { los: "foggy" as never, targetSize: 3 })).toThrow(/context\.los/);
    expect(() => fire(TOUGH, revolver, { los: "clear", targetSize: 0 })).toThrow(/context\.targetSize/);
    expect(() => fire(TOUGH, revolver, 3 as never)).toThrow(/context/);
    expect(() => fire({ ...TOUGH, accuracy: 1 }, revolver, CLEAR)).toThrow(/shooter\.accuracy/);
  });

  it("EVO-FIRE-1: a further modifier is traced with its rule", () => {
    const { trace } = resolve(fire(TOUGH, revolver, { ...CLEAR, modifier: 1 }), scriptedDice(["d6:4"]));
    expect(trace[0]).toEqual({ type: "modifier", rule: "EVO-FIRE-1", label: "further modifier", value: 1 });
    expect(explain(trace)[1]).toBe("d6 to hit (needs 5+, modifier +1): 4: hit [EVO-FIRE-1]");
  });
});
