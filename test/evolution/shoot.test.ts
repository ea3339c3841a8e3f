import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyDamage, damageOutcomes, shoot, TOUGH } from "../../src/evolution/index.js";
import { explain, Fraction, odds, resolve, scriptedDice, seededDice, simulate } from "../../src/index.js";
import { damageDice, evolutionOptions as options, lineOfSight as los, models } from "./arbitraries.js";
import { referenceShoot } from "./shoot-reference.js";

const revolver = { name: "revolver", firingDice: 1, damageDice: "1D6" };

describe("a shot against a target (EVO-FIRE-1, EVO-DMG-1, EVO-WOUND-1)", () => {
  it("EVO-DT-7: the chance that a Tough kills a Tough per revolver shot is exactly (1/3)·(1/6) = 1/18", () => {
    const shot = odds(shoot(TOUGH, revolver, TOUGH, { los: "clear" }));
    expect(shot.probability((r) => r.target.removed).toString()).toBe("1/18");
    expect(shot.probability((r) => r.hits === 1).toString()).toBe("1/3");
  });

  it("EVO-FIRE-1, EVO-DMG-1: a hit, damage 5, failed save, wound 2 leaves a Light wound", () => {
    const { value } = resolve(shoot(TOUGH, revolver, TOUGH, { los: "clear" }), scriptedDice(["d6:5", "d6:5", "d6:1", "d6:1"]));
    expect(value).toEqual({ hits: 1, target: { lightWounds: 1, seriousWounds: 0, removed: false } });
  });

  it("EVO-DT-5, EVO-WOUND-1: a second Serious wound from a volley removes the target and stops the damage", () => {
    const wounded = applyDamage(TOUGH, "serious");
    const tommyGun = { name: "tommy gun", firingDice: 2, damageDice: "1D6" };
    const dice = scriptedDice(["d6:6", "d6:6", "d6:5", "d6:1", "d6:6", "d6:6"]);
    const { value } = resolve(shoot(TOUGH, tommyGun, wounded, { los: "clear" }), dice);
    expect(value).toEqual({ hits: 2, target: { lightWounds: 0, seriousWounds: 2, removed: true } });
    expect(dice.remaining()).toBe(1);
  });

  it("EVO-FIRE-1: a miss rolls no damage", () => {
    expect(resolve(shoot(TOUGH, revolver, TOUGH, { los: "clear" }), scriptedDice(["d6:1"])).value).toEqual({ hits: 0, target: TOUGH.state });
  });
});

describe("no dice for a dead model (EVO-AMB-4 option each, EVO-DMG-1)", () => {
  const shotgun = { name: "shotgun", firingDice: 1, damageDice: "2D6" };
  const each = { damageAggregation: "each" } as const;

  it("EVO-AMB-4 (option each), EVO-DMG-1: after a kill no more damage dice are rolled and the trace stops", () => {
    const dice = scriptedDice(["d6:5", "d6:6"]);
    const { value, trace } = resolve(shoot(TOUGH, shotgun, TOUGH, { los: "clear" }, each), dice);
    expect(value).toEqual({ hits: 1, target: { lightWounds: 0, seriousWounds: 0, removed: true } });
    expect(dice.remaining()).toBe(0);
    expect(explain(trace).at(-1)).toBe("damage reaches Kill 6+: killed outright, no save [EVO-DMG-1]");
    // a second Serious wound from the first die removes the model too: the second die is not rolled
    const wounded = applyDamage(TOUGH, "serious");
    const again = scriptedDice(["d6:5", "d6:5", "d6:1", "d6:4"]);
    expect(resolve(shoot(TOUGH, shotgun, wounded, { los: "clear" }, each), again).value.target).toEqual({ lightWounds: 0, seriousWounds: 2, removed: true });
    expect(again.remaining()).toBe(0);
    expect(resolve(damageOutcomes(TOUGH, "2D6", each), scriptedDice(["d6:6"])).value).toEqual(["killed"]);
  });

  it("EVO-AMB-4 (option each), EVO-DT-6: the odds are unchanged: equal to an independent enumeration that rolls every die, and to one that stops", () => {
    // one damage die against a Tough, from the text: d >= 6 kills; d 4-5: save 6+, then D6 + (d - 4): 1 scratch,
    // 2-4 light, 5+ serious; counted over 6^3 = 216 equally likely (damage, save, wound) faces
    const perDie = new Map<string, number>();
    for (let d = 1; d <= 6; d++)
      for (let s = 1; s <= 6; s++)
        for (let w = 1; w <= 6; w++) {
          const r = d >= 6 ? "killed" : d < 4 ? "none" : s >= 6 ? "saved" : w + d - 4 >= 5 ? "serious" : w + d - 4 >= 2 ? "light" : "scratch";
          perDie.set(r, (perDie.get(r) ?? 0) + 1);
        }
    type S = { l: number; s: number; r: boolean };
    const apply = (st: S, o: string): S =>
      st.r
        ? st
        : o === "killed"
          ? { ...st, r: true }
          : o === "serious"
            ? { ...st, s: st.s + 1, r: st.s + 1 >= 2 }
            : o === "light"
              ? { ...st, l: st.l + 1 }
              : st;
    const key = (st: S): string => `${String(st.l)}/${String(st.s)}/${String(st.r)}`;
    // two dice, each over 216 faces, both always rolled (weights out of 216^2), or stopping at removal
    const always = new Map<string, number>();
    for (const [o1, w1] of perDie)
      for (const [o2, w2] of perDie) {
        const k = key(apply(apply({ l: 0, s: 0, r: false }, o1), o2));
        always.set(k, (always.get(k) ?? 0) + w1 * w2);
      }
    const stopping = new Map<string, number>();
    for (const [o1, w1] of perDie) {
      const first = apply({ l: 0, s: 0, r: false }, o1);
      if (first.r) stopping.set(key(first), (stopping.get(key(first)) ?? 0) + w1 * 216);
      else
        for (const [o2, w2] of perDie) {
          const k = key(apply(first, o2));
          stopping.set(k, (stopping.get(k) ?? 0) + w1 * w2);
        }
    }
    expect(stopping).toEqual(always);
    // a hit is 1/3 (5+ on one D6), so each state after a hit has probability weight / (3 * 216^2)
    const shot = odds(shoot(TOUGH, shotgun, TOUGH, { los: "clear" }, each));
    for (const [k, w] of always) {
      const [l, s, r] = k.split("/");
      const p = shot.probability(
        (v) => v.hits === 1 && `${String(v.target.lightWounds)}/${String(v.target.seriousWounds)}/${String(v.target.removed)}` === `${l}/${s}/${r}`,
      );
      expect(p.equals(Fraction.of(w, 3 * 216 * 216)), k).toBe(true);
    }
    // P(removed) = (1/3)(1/6 + 5/6 · 1/6 + (25/216)^2) = 14881/139968
    expect(shot.probability((v) => v.target.removed).toString()).toBe("14881/139968");
  });
});

describe("shoot's shared hit-by-hit chain (issue 13: exact results unchanged)", () => {
  it("EVO-FIRE-1, EVO-DMG-1, EVO-WOUND-1, EVO-DT-6: 12 firing dice: every (hits, wound state) probability equals an independent exact computation", () => {
    const n = 12;
    // one hit's damage on a Tough, from the text, counted over the 216 (damage, save, wound) faces
    const perHit = new Map<string, bigint>();
    for (let d = 1; d <= 6; d++)
      for (let s = 1; s <= 6; s++)
        for (let w = 1; w <= 6; w++) {
          const r = d >= 6 ? "killed" : d < 4 ? "none" : s >= 6 ? "saved" : w + d - 4 >= 5 ? "serious" : w + d - 4 >= 2 ? "light" : "scratch";
          perHit.set(r, (perHit.get(r) ?? 0n) + 1n);
        }
    const step = (key: string, o: string): string => {
      const [l, s, r] = key.split("/").map(Number) as [number, number, number];
      if (r === 1) return key;
      if (o === "killed") return `${String(l)}/${String(s)}/1`;
      if (o === "serious") return `${String(l)}/${String(s + 1)}/${s + 1 >= 2 ? "1" : "0"}`;
      if (o === "light") return `${String(l + 1)}/${String(s)}/0`;
      return key;
    };
    // after h hits: weights over 216^h (a removed target takes no more damage)
    let level = new Map<string, bigint>([["0/0/0", 1n]]);
    const expected = new Map<string, bigint>(); // "h|state" -> weight over 3^n * 216^n
    const choose = (a: number, b: number): bigint => {
      let c = 1n;
      for (let i = 0; i < b; i++) c = (c * BigInt(a - i)) / BigInt(i + 1);
      return c;
    };
    for (let h = 0; h <= n; h++) {
      // P(h hits) = C(n, h) 1^h 2^(n-h) / 3^n (a hit is 5+ on a D6)
      const hitWeight = choose(n, h) * 2n ** BigInt(n - h);
      for (const [k, w] of level) expected.set(`${String(h)}|${k}`, hitWeight * w * 216n ** BigInt(n - h));
      const next = new Map<string, bigint>();
      for (const [k, w] of level) {
        if (k.endsWith("/1")) {
          next.set(k, (next.get(k) ?? 0n) + w * 216n);
          continue;
        }
        for (const [o, c] of perHit) next.set(step(k, o), (next.get(step(k, o)) ?? 0n) + w * c);
      }
      level = next;
    }
    const gun = { name: "gun", firingDice: n, damageDice: "1D6" };
    const shot = odds(shoot(TOUGH, gun, TOUGH, { los: "clear" }));
    const denominator = 3n ** BigInt(n) * 216n ** BigInt(n);
    expect(shot.outcomes.length).toBe(expected.size);
    for (const { value, probability } of shot.outcomes) {
      const k = `${String(value.hits)}|${String(value.target.lightWounds)}/${String(value.target.seriousWounds)}/${value.target.removed ? "1" : "0"}`;
      expect(probability.equals(Fraction.of(expected.get(k) ?? -1n, denominator)), k).toBe(true);
    }
  });
});

describe("shoot's final step without merge keys (issue 13: the fast path equals the reference)", () => {
  const model = models({ wtf: false });
  const weapon = fc.record({
    name: fc.constant("gun"),
    firingDice: fc.integer({ min: 1, max: 9 }),
    damageDice,
  });

  it("EVO-FIRE-1, EVO-DMG-1, EVO-WOUND-1, EVO-AMB-4: odds equal the reference outcome for outcome (exact fractions, same order), and seeded resolve and simulate give the same values and trace", () => {
    fc.assert(
      fc.property(model, weapon, model, los, options, (shooter, w, victim, sight, o) => {
        const fast = shoot(shooter, w, victim, { los: sight }, o);
        const slow = referenceShoot(shooter, w, victim, { los: sight }, o);
        const a = odds(fast).outcomes;
        const b = odds(slow).outcomes;
        expect(a.map((x) => [x.value, x.probability.toString()])).toEqual(b.map((x) => [x.value, x.probability.toString()]));
        for (let seed = 1; seed <= 3; seed++) {
          const r = resolve(fast, seededDice(seed));
          const q = resolve(slow, seededDice(seed));
          expect(r.value).toEqual(q.value);
          expect(r.trace).toEqual(q.trace);
          expect(Object.isFrozen(r.value) && Object.isFrozen(r.value.target)).toBe(true);
        }
        expect(simulate(fast, { runs: 200, seed: 9 }).outcomes).toEqual(simulate(slow, { runs: 200, seed: 9 }).outcomes);
      }),
      { numRuns: 120, seed: 1313 },
    );
  });
});
