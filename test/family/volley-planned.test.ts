// A volley with wounds and its shooters' plans from one setup (issue 14, src/family/volley-with-wounds.ts
// `volleyWithWoundsPlanned`): the vivid game's shot step read each shooter's dice and hit number (the shot event's
// lines) from a second plan of the same volley (`volleyPlanValidated` over the input with each shooter's own context
// and no own target); it now reads them from the plans the volley was set up with. Property (fast-check, seed printed
// on failure), on random vivid volleys as the game builds them (0 to 8 shooters of several weapons, machine guns
// following fire at a declared figure, mercy bullets, PCs, Clumsy and Ox figures, wound states, each shooter at its
// own distance and motion, cover, targets of 1 to 8 figures, routing or not, random or chosen allocation): the plans
// are the second plan's dice and hit numbers, shooter for shooter, and the chance is the one volleyWithWoundsValidated
// builds, die for die (on the session's direct roller, sampled, played with its trace, exact odds when small).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type VolleyInput, volleyPlanValidated } from "../../src/family/shooting-api.js";
import { volleyWithWoundsPlanned, volleyWithWoundsValidated, woundCache } from "../../src/family/volley-with-wounds.js";
import * as vivid from "../../src/vivid/index.js";
import { vividOptions } from "../../src/vivid/options.js";
import { vividShootingSystemOf } from "../../src/vivid/shooting.js";
import { vividWoundSide } from "../../src/vivid/volley-wounds.js";
import { expectVolleysAlike, rolled, STATUSES, V_TRAITS } from "./volley-alike.js";

type Figure = vivid.Figure;
type Weapon = NonNullable<Figure["weapons"]>[number];
const WEAPONS: readonly Weapon[] = [
  vivid.VIVID_WEAPONS.boltRifle,
  vivid.VIVID_WEAPONS.musket,
  vivid.VIVID_WEAPONS.shotgun,
  vivid.VIVID_WEAPONS.pistolBow,
  vivid.VIVID_WEAPONS.mg,
  vivid.VIVID_WEAPONS.highPoweredRifle,
];

const recipeArb = fc.record({
  weapon: fc.integer({ min: 0, max: WEAPONS.length - 1 }),
  trait: fc.integer({ min: 0, max: V_TRAITS.length - 1 }),
  pc: fc.boolean(),
  mercy: fc.boolean(),
  status: fc.integer({ min: 0, max: STATUSES.length - 1 }),
  distance: fc.integer({ min: 2, max: 40 }),
  moved: fc.boolean(),
  aimAt: fc.nat(),
});
type Recipe = typeof recipeArb extends fc.Arbitrary<infer R> ? R : never;

const caseArb = fc.record({
  shooters: fc.array(recipeArb, { maxLength: 8 }),
  targets: fc.array(recipeArb, { minLength: 1, maxLength: 8 }),
  routing: fc.boolean(),
  cover: fc.constantFrom("none", "soft", "hard"),
  chosen: fc.boolean(),
  seed: fc.integer(),
});
type Case = typeof caseArb extends fc.Arbitrary<infer C> ? C : never;

function figureOf(r: Recipe, id: string): Figure {
  const t = V_TRAITS[r.trait];
  const status = STATUSES[r.status];
  return {
    id,
    name: `${id} name`,
    class: r.pc ? "PC" : "Combatant",
    ...(r.pc ? { luck: 2 } : {}),
    weapons: [WEAPONS[r.weapon] as Weapon],
    ...(t === undefined ? {} : { traits: [t] }),
    ...(r.mercy ? { gadgets: [vivid.VIVID_GADGETS.mercyBullets] } : {}),
    ...(status === undefined ? {} : { status }),
  };
}

/** The volley as the vivid game's shot step builds it: each shooter's own context, a machine gun's declared figure. */
function inputOf(c: Case): VolleyInput {
  const members = c.targets.map((r, i) => figureOf(r, `t${String(i + 1)}`));
  const shooters = c.shooters.map((r, i) => ({ r, f: figureOf(r, `s${String(i + 1)}`) })).filter((s) => s.f.status?.wound !== "killed");
  const contextOf = (r: Recipe) => ({ distance: r.distance, shooterMoved: r.moved, cover: c.cover, lineOfSight: true });
  const head = (rs: readonly Recipe[]): Recipe | undefined => rs[0];
  const first = head(shooters.map((s) => s.r)) ?? head(c.targets);
  return {
    shooters: shooters.map((s) => s.f),
    target: { id: "gang", kind: "combatant", ...(c.routing ? { morale: "routing" as const } : {}), members },
    context: first === undefined ? { distance: 10, lineOfSight: true } : contextOf(first),
    perShooter: Object.fromEntries(
      shooters.map((s) => [
        s.f.id,
        s.r.weapon === 4 ? { context: contextOf(s.r), targetId: (members[s.r.aimAt % members.length] as Figure).id } : { context: contextOf(s.r) },
      ]),
    ),
    targetPositions: members.map((m, i) => ({ id: m.id, x: 3 * i, y: 0 })),
  };
}

/** The shot event's lines as the game made them before: a second plan, each shooter's own context, no own target. */
function secondPlan(sys: ReturnType<typeof vividShootingSystemOf>, input: VolleyInput): { dice: number; n: number }[] {
  const own = input.perShooter ?? {};
  const perShooter = Object.fromEntries(Object.keys(own).map((id) => [id, { context: own[id]?.context }]));
  const plan = volleyPlanValidated(sys, "vivid.volleyPlan", { shooters: input.shooters, target: input.target, context: input.context, perShooter });
  return plan.map((p) => ({ dice: p.dice, n: p.n }));
}

describe("a volley with wounds and its plans from one setup (issue 14; VIV-SHOOT-1..5, VIV-MG-3, VIV-GAD-5)", () => {
  it("gives the second plan's dice and hit numbers and the validated volley's chance, die for die (fast-check)", () => {
    let firing = 0;
    fc.assert(
      fc.property(caseArb, (c) => {
        const o = vividOptions(c.chosen ? { allocation: "shooterChooses" } : {});
        const sys = vividShootingSystemOf(o);
        const side = vividWoundSide(o);
        const input = inputOf(c);
        const settings = { turn: 2, cache: woundCache() };
        const made = volleyWithWoundsPlanned(sys, "vivid.shootingVolleyWithWounds", input, side, settings);
        expect(made.shots.plans.map((p) => ({ dice: p.dice, n: p.n }))).toEqual(secondPlan(sys, input));
        if (made.shots.plans.some((p) => p.dice > 0)) firing++;
        const alone = volleyWithWoundsValidated(sys, "vivid.shootingVolleyWithWounds", input, side, { turn: 2 });
        expect(rolled(made.chance, c.seed)).toEqual(rolled(alone, c.seed));
        expectVolleysAlike(alone, made.chance, c.seed, (input.shooters as readonly Figure[]).length <= 2 && c.targets.length <= 3);
      }),
      { numRuns: 120 },
    );
    expect(firing).toBeGreaterThan(20);
  });
});
