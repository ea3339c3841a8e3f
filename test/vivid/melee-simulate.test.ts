// Simulation of hand-to-hand by its own sampler (issue 13): a fight without thimbles is simulated in one loop over
// version numbers instead of the played chain of states. Checked run for run against resolve with the same seed
// (the same dice in the same order, values equal as data), and frequency for frequency against simulating the
// played chain itself, for fights with every branch of the sequence: Clumsy tests, Ox, whips out of reach, killed
// and routing figures, Ambidextrous pools, luck on and off, both systems; fights with a thimble keep the chain.
import { describe, expect, it } from "vitest";
import { Chance } from "../../src/core/chance.js";
import { resolve, seededDice, simulate } from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";
import * as vivid from "../../src/vivid/index.js";
import { fig, ruggedLuckOff, sides, threeASide, whipFight } from "../family/melee-fixtures.js";

const ambidextrous = vivid.VIVID_TRAITS.ambidextrous;
const pistol = { name: "pistol", class: "pistolBow", dice: 1, short: 4, long: 12, baseHit: 4, oneHanded: true } as const;

const fights = [
  { name: "vivid: four a side, on turn 3", chance: () => vivid.resolveHandToHand({ ...sides(4), turn: 3 }) },
  {
    name: "vivid: a Clumsy PC, an Ox, a figure attacked twice, routing and wounded figures, an Ambidextrous PC",
    chance: () => threeASide(fig("a2", { class: "PC", luck: 3, traits: [ambidextrous], weapons: [pistol, pistol] })),
  },
  { name: "vivid: a whip beyond base contact, a figure out of reach, a killed target", chance: whipFight },
  {
    name: "rugged: a Clumsy PRP, an Ox PRP, luck on",
    chance: () =>
      rugged.resolveHandToHand({
        active: [fig("a1", { class: "PRP", luck: 5, traits: [rugged.RUGGED_TRAITS.clumsy] }), fig("a2", { class: "PRP", luck: 4 })],
        passive: [fig("p1"), fig("p2", { class: "PRP", luck: 6, traits: [rugged.RUGGED_TRAITS.strongLikeOx] })],
        attacks: [
          { attackerId: "a1", targetId: "p2" },
          { attackerId: "a2", targetId: "p2" },
          { attackerId: "p1", targetId: "a1" },
          { attackerId: "p2", targetId: "a2" },
          { attackerId: "p1", targetId: "a2" },
        ],
        turn: 2,
      }),
  },
  { name: "rugged: luck off", chance: ruggedLuckOff },
];

/** The node under the exact-odds wrapper: the played fight with its own sampler. */
function sampledNode<T>(c: Chance<T>) {
  const node = c.node;
  if (node.t !== "trace" || node.exact === undefined) throw new Error("expected a fight enumerated by compact states");
  const inner = node.src;
  if (inner.t !== "trace" || inner.sample === undefined) throw new Error("expected a fight with its own sampler");
  return inner;
}

/** The fight as resolve plays it, without its sampler (simulate then walks the chain of states). */
function playedChain<T>(c: Chance<T>): Chance<T> {
  return new Chance<T>(sampledNode(c).src);
}

describe("hand-to-hand simulated by its own sampler (VIV-HTH-1..4, VIV-SEQ-2, issue 13)", () => {
  for (const f of fights) {
    it(`VIV-HTH-1 VIV-SEQ-2 VIV-AMB-19 VIV-AMB-33 VIV-TRAIT-N4 VIV-TRAIT-P1 VIV-TRAIT-P5 RUG-TRAIT-N4: ${f.name}: each seed's run equals resolve with that seed, and the frequencies the played chain's`, () => {
      const chance = f.chance();
      for (let seed = 1; seed <= 40; seed++) {
        const run = simulate(chance, { runs: 1, seed }).outcomes;
        expect(run).toHaveLength(1);
        expect(run[0]?.value).toEqual(resolve(chance, seededDice(seed)).value);
      }
      const asText = (c: Chance<vivid.MeleeResult>) =>
        simulate(
          c.map((r) => JSON.stringify(r)),
          { runs: 3000, seed: 17 },
        ).outcomes;
      const fast = asText(chance);
      expect(fast.length).toBeGreaterThan(1);
      expect(fast).toEqual(asText(playedChain(chance)));
    }, 60_000);
  }

  it("VIV-SEQ-2: one simulation runs many fights without carrying a run's state into the next (every run starts from the fight as given)", () => {
    const chance = vivid.resolveHandToHand(sides(3));
    const many = simulate(
      chance.map((r) => r.figures.map((x) => x.status?.wound ?? "fit").join("/")),
      { runs: 500, seed: 4 },
    );
    const byChain = simulate(
      playedChain(chance).map((r) => r.figures.map((x) => x.status?.wound ?? "fit").join("/")),
      { runs: 500, seed: 4 },
    );
    expect(many.outcomes).toEqual(byChain.outcomes);
  });

  it("VIV-GAD-7 VIV-AMB-30: a fight with an Anesthetic Thimble keeps the played chain (no own sampler), simulate equal to resolve seed for seed", () => {
    const t = vivid.VIVID_GADGETS.anestheticThimble;
    const chance = vivid.resolveHandToHand({
      active: [fig("eve", { class: "PC", luck: 4, gadgets: [t] })],
      passive: [fig("t1")],
      attacks: [
        { attackerId: "eve", targetId: "t1", gadgetId: t.id },
        { attackerId: "t1", targetId: "eve" },
      ],
    });
    expect(chance.node.t === "trace" && (chance.node.exact !== undefined || chance.node.sample !== undefined)).toBe(false);
    for (let seed = 1; seed <= 20; seed++) expect(simulate(chance, { runs: 1, seed }).outcomes[0]?.value).toEqual(resolve(chance, seededDice(seed)).value);
  });
});
