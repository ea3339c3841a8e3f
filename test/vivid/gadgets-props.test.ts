import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Chance, Fraction, odds, RulesError, resolve, seededDice } from "../../src/index.js";
import {
  type Figure,
  flashGrenade,
  gadgetTurnStart,
  gasGrenade,
  knockoutDrops,
  mercyBullets,
  mindTransfer,
  multiToolRoll,
  pickLock,
  resuscitate,
  thimbleHits,
  VIVID_GADGETS,
  whipTrick,
  zipWire,
  zombieDust,
} from "../../src/vivid/index.js";
import { deepFreeze, expectFrequenciesMatchOdds } from "../helpers.js";

const thug: Figure = { id: "t1", name: "Thug", class: "Combatant" };
const pc = (luck: number): Figure => ({ id: "jack", name: "Jack", class: "PC", luck });
const dead: Figure = { ...thug, status: { wound: "killed" } };
const out: Figure = { ...thug, status: { wound: "unconscious" } };

/** The main gadget resolvers, each a small chance over plain data, built from frozen inputs. */
const resolvers = (luck: number): [string, () => Chance<unknown>][] => [
  ["gasGrenade VIV-GAD-3", () => gasGrenade(deepFreeze({ ...thug }), 2, deepFreeze({ unconsciousTurns: 2 }))],
  ["knockoutDrops VIV-GAD-20", () => knockoutDrops(deepFreeze(pc(luck)), 2)],
  ["resuscitate VIV-GAD-8", () => resuscitate(deepFreeze({ ...out }), deepFreeze({ ...VIVID_GADGETS.resuscitatingDrug, doses: 3 }))],
  ["mercyBullets VIV-GAD-5", () => mercyBullets(deepFreeze(pc(luck)), 2, deepFreeze({ inVehicle: false }), { vest: true })],
  ["thimbleHits VIV-GAD-7", () => thimbleHits(deepFreeze(pc(luck)), deepFreeze({ ...thug }), 1, deepFreeze({ ...VIVID_GADGETS.anestheticThimble }))],
  ["zipWire VIV-GAD-11", () => zipWire(deepFreeze(pc(luck)), deepFreeze({ stationary: true, distance: 10, anchorLower: true, fallbackRate: 6 }))],
  ["pickLock VIV-GAD-13", () => pickLock(deepFreeze(pc(luck)), deepFreeze({ locksmith: false, turns: 1 }))],
  ["mindTransfer VIV-GAD-19", () => mindTransfer(deepFreeze(pc(luck)), deepFreeze({ ...thug }))],
  ["zombieDust VIV-GAD-22", () => zombieDust(deepFreeze({ ...dead }), deepFreeze(pc(luck)), true)],
  ["multiToolRoll VIV-GAD-23", () => multiToolRoll(deepFreeze(pc(luck)), true)],
  ["whipTrick VIV-GAD-24", () => whipTrick(deepFreeze(pc(luck)), deepFreeze({ action: "swing", gmStructure: true, gapInches: 4, swingers: 2 }))],
];

describe("vivid gadgets: properties", () => {
  it("VIV-GAD-3, VIV-GAD-8, VIV-GAD-20, VIV-GAD-24: every main resolver is deterministic per seed, never mutates its (frozen) inputs, and its odds sum to 1", () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(3, 4, 5, 7, 8), (seed, luck) => {
        for (const [, make] of resolvers(luck)) {
          const a = resolve(make(), seededDice(seed));
          const b = resolve(make(), seededDice(seed));
          expect(a).toEqual(b);
          expect(odds(make()).total().equals(Fraction.of(1n))).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
  });

  it("VIV-GAD-3, VIV-GAD-8, VIV-GAD-19, VIV-GAD-22, VIV-GAD-24: sampled frequencies agree with the exact odds", () => {
    expectFrequenciesMatchOdds(
      gasGrenade(thug, 1, { unconsciousTurns: 2 }).map((r) => r.heldBreath),
      { runs: 20_000, seed: 31 },
    );
    expectFrequenciesMatchOdds(
      resuscitate(out).map((r) => r.woke),
      { runs: 20_000, seed: 32 },
    );
    expectFrequenciesMatchOdds(
      mindTransfer(pc(5), thug).map((r) => r.success),
      { runs: 20_000, seed: 33 },
    );
    expectFrequenciesMatchOdds(
      zombieDust(dead, pc(5), true).map((r) => r.reanimated),
      { runs: 20_000, seed: 34 },
    );
    expectFrequenciesMatchOdds(
      whipTrick(pc(5), { action: "swing", gmStructure: true, gapInches: 2, swingers: 1 }).map((r) => [r.hit, r.luck]),
      { runs: 20_000, seed: 35 },
    );
    expectFrequenciesMatchOdds(
      mercyBullets(pc(5), 1, { inVehicle: false }, { vest: true }).map((r) => r.figure.status?.wound ?? "fit"),
      { runs: 20_000, seed: 36 },
    );
  });

  it("VIV-GAD-23, VIV-AMB-31: more Luck never lowers a multi-tool or zip-wire success, and the tool never lowers it", () => {
    const pass = (c: Chance<{ pass: boolean }>) =>
      odds(c)
        .probability((r) => r.pass)
        .toNumber();
    let last = -1;
    for (let luck = 0; luck <= 10; luck++) {
      const withTool = pass(multiToolRoll(pc(luck), true));
      expect(withTool).toBeGreaterThanOrEqual(pass(multiToolRoll(pc(luck), false)));
      expect(withTool).toBeGreaterThanOrEqual(last);
      last = withTool;
    }
  });

  it("VIV-GAD-9: a flash grenade stuns exactly the unwarned figures within its radius, whatever the distances", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ d: fc.double({ min: 0, max: 20, noNaN: true }), warned: fc.boolean() }), { maxLength: 8 }), (rows) => {
        const targets = deepFreeze(rows.map((r, i) => ({ figure: { ...thug, id: `t${String(i)}` }, distance: r.d, warned: r.warned })));
        const result = flashGrenade(3, targets);
        expect(result.stunned).toEqual(targets.filter((t) => !t.warned && t.distance <= 8).map((t) => t.figure.id));
        expect(result.figures.map((f) => f.id)).toEqual(targets.map((t) => t.figure.id));
      }),
    );
  });

  it("VIV-GAD-16, VIV-GAD-20: the turn countdown only ever lowers the counters, and never mutates the figure", () => {
    fc.assert(
      fc.property(fc.nat(5), fc.nat(5), fc.nat(5), (frenzy, inactive, ko) => {
        const f = deepFreeze<Figure>({
          ...thug,
          status: { wound: "unconscious", frenzyTurnsLeft: frenzy, inactiveTurnsLeft: inactive, unconsciousTurnsLeft: ko },
        });
        const next = gadgetTurnStart(f);
        expect(next.status?.frenzyTurnsLeft ?? 0).toBeLessThanOrEqual(frenzy);
        expect(next.status?.inactiveTurnsLeft ?? 0).toBeLessThanOrEqual(inactive);
        expect(next.status?.unconsciousTurnsLeft ?? 0).toBeLessThanOrEqual(ko);
      }),
    );
  });

  it("VIV-GAD-3, VIV-GAD-7: junk input is refused with a RulesError, never a TypeError", () => {
    const junk = [undefined, null, 3, "x", {}, { id: "" }, [], { unconsciousTurns: -1 }];
    for (const j of junk) {
      const calls = [
        () => gasGrenade(j as Figure, 1, { unconsciousTurns: 1 }),
        () => gasGrenade(thug, j as number, { unconsciousTurns: 1 }),
        () => gasGrenade(thug, 1, j as { unconsciousTurns: number }),
        () => thimbleHits(pc(5), thug, 1, j as typeof VIVID_GADGETS.whip),
        () => zipWire(pc(5), j as { stationary: boolean; distance: number; anchorLower: boolean; fallbackRate: number }),
        () => whipTrick(pc(5), j as { action: "grab" }),
        () => flashGrenade(1, j as []),
        () => pickLock(pc(5), j as { locksmith: boolean; turns: number }),
      ];
      for (const call of calls) {
        try {
          call();
        } catch (e) {
          expect(e).toBeInstanceOf(RulesError);
        }
      }
    }
  });
});
