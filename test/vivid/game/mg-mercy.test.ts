// The vivid game's machine-gun fire inside the volley (issue #14): following fire (VIV-MG-3) with the target's real
// positions, and mercy bullets (VIV-GAD-5), the vest against them (VIV-AMB-29) and the Clumsy test applying to a
// gun's hits as to a rifle's. Every expected fraction was worked out by hand (and checked with exact fractions in a
// script that does not call the library) before running the game: see each test's comment.
import { describe, expect, it } from "vitest";
import { VIVID_GADGETS, VIVID_WEAPONS, type VividCommand, vividAttackOdds } from "../../../src/vivid/index.js";
import { figure, goodFirst, playAll, rifleman, twoSides, unit } from "./rules-scenarios.js";

const mercy = (charges?: number) => ({ gadgets: [charges === undefined ? VIVID_GADGETS.mercyBullets : { ...VIVID_GADGETS.mercyBullets, charges }] });
const thugs = (ids: string[], extra = {}) =>
  unit(
    "thugs",
    "the thugs",
    ids.map((id, i) => rifleman(id, `Thug ${String(i + 1)}`, "bad", extra)),
    { troopType: "militia" },
  );

/** Gunner Moss with a Maxim 10" from two militia thugs 2" apart (t1 the nearer). */
function maximAtTwo(gunner = {}) {
  return twoSides([unit("gun", "the Maxim", [rifleman("g1", "Gunner Moss", "good", { weapons: [VIVID_WEAPONS.mg], ...gunner })])], [thugs(["t1", "t2"])], {
    g1: { x: 10, y: 1 },
    t1: { x: 10, y: 11 },
    t2: { x: 12, y: 11 },
  });
}

const SHOOT: VividCommand = { type: "shoot", shooters: ["g1"], target: "thugs" };
const odds = (o: ReturnType<typeof vividAttackOdds>) => [0, 1, 2].map((n) => o.probability(n).toString());

describe("vividGame: machine-gun following fire in the volley, with mercy bullets", () => {
  it("VIV-MG-3 VIV-AMB-44 VIV-GAD-5 VIV-DT-8: a Maxim with mercy bullets at two thugs 2 inches apart: dice at t1 until a hit, then at t2; every hit knocks out (D6 + 2 >= 3): 0, 1, 2 out = 1/625, 16/625, 608/625", () => {
    // hit number 4 + 2 (short, 10" inclusive) + 2 (stationary) = 8: a die hits with 4/5 (VIV-MG-1, VIV-AMB-17).
    // t1 is the nearer: the first die goes to it, a miss keeps the target; after a hit on t1 the next die goes to
    // t2 (the nearest not yet hit within 4"), and after a hit on t2 to t2 again (nobody else within 4" not yet hit).
    // 0 out: four misses, (1/5)^4 = 1/625; 1 out: exactly one hit among four dice, 4 x 4/5 x (1/5)^3 = 16/625;
    // 2 out: the rest, 608/625. Mercy bullets: D6 + 2 is 3 or more, Wounded or Killed, a non-PC unconscious.
    expect(odds(vividAttackOdds(goodFirst(maximAtTwo(mercy())), SHOOT))).toEqual(["1/625", "16/625", "608/625"]);
    // plain bullets, the same dice: a figure with k hits is out unless all k wound D6s are 1, 1 - (1/6)^k; summed over
    // the sixteen hit patterns (exact fractions, by hand-written script): 1/81, 424/2025, 1576/2025
    expect(odds(vividAttackOdds(goodFirst(maximAtTwo()), SHOOT))).toEqual(["1/81", "424/2025", "1576/2025"]);
  });

  it("VIV-GAD-5 VIV-MG-3: the dice as they fall: hit t1 (3), hit t2 (2), two misses at t2; wound D6s of 1 (+2: Wounded): both unconscious, not killed, and one counted charge spent", () => {
    const shot = playAll(goodFirst(maximAtTwo(mercy(2))), SHOOT, ["d10:3", "d10:2", "d10:9", "d10:9", "d6:1", "d6:1"]);
    expect(shot.events[0]).toMatchObject({
      type: "shot",
      followingFire: true,
      rule: "VIV-MG-3",
      hits: 2,
      allocation: [
        { id: "t1", hits: 1 },
        { id: "t2", hits: 1 },
      ],
    });
    expect(figure(shot.state, "t1").status?.wound).toBe("unconscious");
    expect(figure(shot.state, "t2").status?.wound).toBe("unconscious");
    expect(figure(shot.state, "g1").gadgets?.[0]?.charges).toBe(1);
    // the same dice with plain bullets: D6 1 is no effect on a militia thug, both stand
    const plain = playAll(goodFirst(maximAtTwo()), SHOOT, ["d10:3", "d10:2", "d10:9", "d10:9", "d6:1", "d6:1"]);
    expect(figure(plain.state, "t1").status?.wound ?? "fit").toBe("fit");
  });

  it("VIV-GAD-5 VIV-AMB-29 VIV-GAD-12: a vest stops mercy bullets too (by default): a lone vested thug, per die not out = 1/5 + 4/5 x 6/10 = 17/25, out = 1 - (17/25)^4 = 307104/390625; with mercyVestApplies false, 1 - (1/5)^4 = 624/625", () => {
    const vested = (options = {}) =>
      twoSides(
        [unit("gun", "the Maxim", [rifleman("g1", "Gunner Moss", "good", { weapons: [VIVID_WEAPONS.mg], ...mercy() })])],
        [thugs(["t1"], { gadgets: [VIVID_GADGETS.bulletProofVest] })],
        { g1: { x: 10, y: 1 }, t1: { x: 10, y: 11 } },
        { options },
      );
    expect(vividAttackOdds(goodFirst(vested()), SHOOT).probability(1).toString()).toBe("307104/390625");
    expect(
      vividAttackOdds(goodFirst(vested({ mercyVestApplies: false })), SHOOT)
        .probability(1)
        .toString(),
    ).toBe("624/625");
  });

  it("VIV-MG-2 VIV-MG-3: a machine-gun type weapon follows fire with the real positions: a thug 6 inches from the one hit is out of reach, so all three hits stay on the first", () => {
    // 3 dice (VIV-MG-2); every die a 1 hits; t2 stands 6" from t1 (more than 4"): after the first hit the nearest
    // not yet hit within 4" of t1 is nobody, so the same figure again (VIV-AMB-44 nearestThenSame)
    const scenario = twoSides(
      [unit("gun", "the gunner", [rifleman("g1", "Gunner Moss", "good", { weapons: [VIVID_WEAPONS.smallArmsMg] })])],
      [thugs(["t1", "t2"])],
      { g1: { x: 10, y: 6 }, t1: { x: 10, y: 11 }, t2: { x: 16, y: 11 } },
    );
    const shot = playAll(goodFirst(scenario), SHOOT, ["d10:1", "d10:1", "d10:1", "d6:1", "d6:1", "d6:1"]);
    expect(shot.events[0]).toMatchObject({ type: "shot", followingFire: true, hits: 3, allocation: [{ id: "t1", hits: 3 }] });
  });
});
