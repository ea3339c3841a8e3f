// The vivid session's hand-to-hand wound chances kept (issue 14, family/melee.ts keptMeleeWounds, passed to
// handToHandValidated on the session's direct roller): a fight's wound tables are taken from the chances kept by the
// figure's wound facts and the number of hits instead of built per fight. Property (fast-check, seed printed on
// failure): on random vivid fights (one to four figures a side, PCs with luck, Clumsy, Ox, Weapon Master, Martial Arts
// and Near Sighted figures, armoured figures and bullet-proof vests, wounded, routing, stunned and killed figures, two
// attacks on one figure, whips beyond contact) under random vivid options (the wound die, the Ox scope, a face 4's
// luck), the fight built with one session's kept chances, over many fights, draws the same dice and gives the same
// value as the fight's own, sampled on the engine's direct path (the next draws of the generators equal after).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DirectRollerBase } from "../../src/core/game/roller.js";
import { stateKey } from "../../src/core/game/key.js";
import { generatorOf } from "../../src/core/seeded-dice.js";
import type { IntSource } from "../../src/core/uniform.js";
import { seededDice } from "../../src/index.js";
import { keptMeleeWounds, type MeleeFight } from "../../src/family/melee.js";
import type { Figure } from "../../src/family/schemas.js";
import { handToHandRolled, handToHandValidated, vividMeleeSystemOf } from "../../src/vivid/melee.js";
import { VIVID_GADGETS, VIVID_TRAITS, vividOptions } from "../../src/vivid/index.js";
import { deepFreeze } from "../helpers.js";

const TRAITS = [
  undefined,
  VIVID_TRAITS.clumsy,
  VIVID_TRAITS.strongLikeAnOx,
  VIVID_TRAITS.excellentWeaponMaster,
  VIVID_TRAITS.martialArts,
  VIVID_TRAITS.nearSighted,
  VIVID_TRAITS.charmedLife,
] as const;
const WOUNDS = [undefined, "fit", "wounded", "unconscious", "killed"] as const;

const figureArb = fc
  .record({
    pc: fc.boolean(),
    luck: fc.integer({ min: 0, max: 8 }),
    trait: fc.integer({ min: 0, max: TRAITS.length - 1 }),
    wound: fc.integer({ min: 0, max: WOUNDS.length - 1 }),
    routing: fc.boolean(),
    stunned: fc.boolean(),
    armoured: fc.boolean(),
    vest: fc.boolean(),
    gadget: fc.constantFrom(undefined, "thimble", "pins"),
    klass: fc.constantFrom("trained", "firearm", "improvised", "martialArts"),
  })
  .map((f) => (id: string): Figure => {
    const t = TRAITS[f.trait];
    const wound = WOUNDS[f.wound];
    const status = { ...(wound === undefined ? {} : { wound }), ...(f.routing ? { routing: true } : {}), ...(f.stunned ? { stunned: true } : {}) };
    return {
      id,
      name: id,
      class: f.pc ? "PC" : "Combatant",
      ...(f.pc ? { luck: f.luck } : {}),
      handToHandClass: f.klass,
      ...(t === undefined ? {} : { traits: [t] }),
      ...(f.armoured ? { armoured: "impervious" as const } : {}),
      ...(f.vest || f.gadget !== undefined
        ? {
            gadgets: [
              ...(f.vest ? [VIVID_GADGETS.bulletProofVest] : []),
              ...(f.gadget === "thimble" ? [VIVID_GADGETS.anestheticThimble] : f.gadget === "pins" ? [VIVID_GADGETS.hairPins] : []),
            ],
          }
        : {}),
      ...(Object.keys(status).length === 0 ? {} : { status }),
    } as Figure;
  });

const fightArb: fc.Arbitrary<MeleeFight> = fc
  .record({
    active: fc.array(figureArb, { minLength: 1, maxLength: 4 }),
    passive: fc.array(figureArb, { minLength: 1, maxLength: 4 }),
    picks: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
    whip: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    turn: fc.integer({ min: 1, max: 6 }),
  })
  .map(({ active, passive, picks, whip, turn }): MeleeFight => {
    const a = active.map((f, i) => f(`a${String(i)}`));
    const p = passive.map((f, i) => f(`p${String(i)}`));
    const attack = (x: Figure, others: readonly Figure[], k: number) => {
      const target = others[(picks[k] ?? 0) % others.length] as Figure;
      // a carried thimble or Hair Pins used in the fight (VIV-GAD-7, VIV-GAD-17), as the game uses them
      const used = (x.gadgets ?? []).find((g) => g.effect.kind === "thimble" || g.effect.kind === "handToHandModifier");
      const gadget = used === undefined ? {} : { gadgetId: used.id };
      return whip[k] === true
        ? { attackerId: x.id, targetId: target.id, whip: true, distance: 2, ...gadget }
        : { attackerId: x.id, targetId: target.id, ...gadget };
    };
    return { active: a, passive: p, attacks: [...a.map((x, i) => attack(x, p, i)), ...p.map((x, i) => attack(x, a, 4 + i))], turn };
  });

const optionsArb = fc.record({
  woundDie: fc.constantFrom(6 as const, 10 as const),
  oxScope: fc.constantFrom("perTurn" as const, "perGame" as const),
  luckFace4: fc.constantFrom(5 as const, 4 as const),
});

describe("the vivid session's hand-to-hand wound chances kept (issue 14; VIV-HTH-1..4, VIV-WOUND-2)", () => {
  it("a fight built with one session's kept wound chances draws the fight's own dice and gives its value (fast-check)", () => {
    const session = keptMeleeWounds();
    let wounded = 0;
    fc.assert(
      fc.property(fightArb, optionsArb, fc.integer(), (fight, o, seed) => {
        const frozen = deepFreeze(fight);
        const sys = vividMeleeSystemOf(vividOptions(o));
        const a = seededDice(seed);
        const want = new DirectRollerBase(generatorOf(a) as never).roll(handToHandValidated(sys, frozen));
        for (const woundsOf of [session, keptMeleeWounds(), session]) {
          const b = seededDice(seed);
          const got = new DirectRollerBase(generatorOf(b) as never).roll(handToHandValidated(sys, frozen, woundsOf));
          expect(stateKey(got)).toBe(stateKey(want));
          // the same dice consumed: the generators' next draws are equal
          expect(b.save()).toEqual(a.save());
        }
        const b = seededDice(seed);
        new DirectRollerBase(generatorOf(b) as never).roll(handToHandValidated(sys, frozen, session));
        expect((generatorOf(b) as IntSource).next()).toBe((generatorOf(a) as IntSource).next());
        if (want.figures.some((f, i) => stateKey(f) !== stateKey([...frozen.active, ...frozen.passive][i]))) wounded++;
      }),
      { numRuns: 400 },
    );
    // the runs wounded figures (the kept chances were read)
    expect(wounded).toBeGreaterThan(50);
  });

  it("a fight drawn at once (handToHandRolled) draws the chance's dice and gives its value, thimbles and Hair Pins too (fast-check)", () => {
    const session = keptMeleeWounds();
    let thimbles = 0;
    fc.assert(
      fc.property(fightArb, optionsArb, fc.integer(), (fight, o, seed) => {
        const frozen = deepFreeze(fight);
        const sys = vividMeleeSystemOf(vividOptions(o));
        const a = seededDice(seed);
        const direct = new DirectRollerBase(generatorOf(a) as never);
        const want = direct.roll(handToHandValidated(sys, frozen));
        for (const woundsOf of [undefined, session, session]) {
          const b = seededDice(seed);
          const roller = new DirectRollerBase(generatorOf(b) as never);
          const got = handToHandRolled(roller, sys, frozen, woundsOf);
          expect(stateKey(got)).toBe(stateKey(want));
          // the same dice consumed, counted as one chance rolled
          expect(b.save()).toEqual(a.save());
          expect(roller.rolled).toBe(direct.rolled);
        }
        const b = seededDice(seed);
        handToHandRolled(new DirectRollerBase(generatorOf(b) as never), sys, frozen, session);
        expect((generatorOf(b) as IntSource).next()).toBe((generatorOf(a) as IntSource).next());
        if (frozen.attacks.some((x) => x.gadgetId === "VIV-GAD-7")) thimbles++;
      }),
      { numRuns: 400 },
    );
    // the runs fought with thimbles (the played chance rolled) and without (the fight's sampler)
    expect(thimbles).toBeGreaterThan(20);
  });
});
