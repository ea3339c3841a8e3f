// vivid benchmarks (issue 13): the exact odds of a real engagement, where the enumeration used to grow with the size
// of the fight: hand-to-hand 4 and 8 a side (goal 8 a side <= 100 ms), a volley's casualties 10 into 10 and 20 into
// 20 (goals 50 ms and 500 ms), the full value of 5 shooters into 10 (goal 100 ms), and hand-to-hand simulated beside a hand-written loop of the same dice. Registered by
// bench/index.ts.
import { odds, simulate } from "pulp-rules";
import {
  type Figure,
  type MeleeFight,
  resolveHandToHand,
  shootingVolleyCasualties,
  shootingVolleyWithWounds,
  type Unit,
  VIVID_WEAPONS,
} from "pulp-rules/vivid";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { BATCH, type Register } from "./core.js";

const thug = (id: string): Figure => ({ id, name: id, class: "Combatant", handToHandClass: "trained", weapons: [VIVID_WEAPONS.boltRifle] });

/**
 * A hand-to-hand fight of `n` trained thugs a side, each active thug attacking its opposite number, which strikes
 * back if it stands (VIV-SEQ-2, VIV-AMB-19).
 *
 * @param n - figures a side
 * @returns the fight
 * @example
 * ```ts
 * odds(resolveHandToHand(fightOf(8))).size; // 6561
 * ```
 */
export function fightOf(n: number): MeleeFight {
  const active = Array.from({ length: n }, (_, i) => thug(`a${String(i + 1)}`));
  const passive = Array.from({ length: n }, (_, i) => thug(`p${String(i + 1)}`));
  return {
    active,
    passive,
    attacks: [
      ...active.map((a, i) => ({ attackerId: a.id, targetId: `p${String(i + 1)}` })),
      ...passive.map((p, i) => ({ attackerId: p.id, targetId: `a${String(i + 1)}` })),
    ],
  };
}

const unit = (id: string, n: number): Unit => ({
  id,
  kind: "combatant",
  leaderId: `${id}1`,
  members: Array.from({ length: n }, (_, i) => thug(`${id}${String(i + 1)}`)),
});

/**
 * The hand-written floor of a 4-a-side fight of trained thugs on the library's generator: each active thug's D10 at
 * 7 or less hits, a hit's D6 + 1 always kills a non-PC (2-4 Wounded counts as Killed, VIV-WOUND-4); a thug left
 * standing strikes back the same way. Counts the figures killed.
 */
function handFights(rng: { next(): number }, fights: number): number {
  const d10 = Math.trunc(4294967296 / 10) * 10;
  const d6 = Math.trunc(4294967296 / 6) * 6;
  let killed = 0;
  for (let f = 0; f < fights; f++) {
    for (let pair = 0; pair < 4; pair++) {
      let u = rng.next() + 2147483648;
      while (u >= d10) u = rng.next() + 2147483648;
      let down = u - Math.floor(u / 10) * 10 + 1 <= 7;
      if (down) {
        // the wound die is rolled (its face cannot save a non-PC at +1)
        let w = rng.next() + 2147483648;
        while (w >= d6) w = rng.next() + 2147483648;
        killed++;
      }
      if (!down) {
        let v = rng.next() + 2147483648;
        while (v >= d10) v = rng.next() + 2147483648;
        down = v - Math.floor(v / 10) * 10 + 1 <= 7;
        if (down) {
          let w = rng.next() + 2147483648;
          while (w >= d6) w = rng.next() + 2147483648;
          killed++;
        }
      }
    }
  }
  return killed;
}

/**
 * Registers the vivid cases with the project's bench runner.
 *
 * @param bench - the runner's registration function
 * @example
 * ```ts
 * registerVividBenchmarks((name, fn) => console.log(name, fn()));
 * ```
 */
export function registerVividBenchmarks(bench: Register): void {
  const four = fightOf(4);
  const eight = fightOf(8);
  bench("vivid: resolveHandToHand exact odds, 4 a side", () => odds(resolveHandToHand(four)));
  bench("vivid: resolveHandToHand exact odds, 8 a side (goal <= 100 ms)", () => odds(resolveHandToHand(eight)));
  const ctx = { distance: 10 };
  bench("vivid: shootingVolleyCasualties exact odds, 10 into 10 (goal <= 50 ms)", () =>
    odds(shootingVolleyCasualties({ shooters: unit("r", 10), target: unit("d", 10), context: ctx })),
  );
  bench("vivid: shootingVolleyCasualties exact odds, 20 into 20 (goal <= 500 ms)", () =>
    odds(shootingVolleyCasualties({ shooters: unit("r", 20), target: unit("d", 20), context: ctx })),
  );
  bench("vivid: shootingVolleyWithWounds exact odds, 5 shooters into 10 (goal <= 100 ms)", () =>
    odds(shootingVolleyWithWounds({ shooters: unit("r", 5), target: unit("d", 10), context: ctx })),
  );
  const handRng = xoroshiro128plus(5);
  bench("hand loop: vivid hand-to-hand 4 a side, figures killed", () => handFights(handRng, BATCH), BATCH);
  const killed = resolveHandToHand(four).map((r) => r.figures.filter((f) => f.status?.wound === "killed").length);
  let seed = 0;
  bench("vivid: resolveHandToHand 4 a side -> figures killed, simulate", () => simulate(killed, { runs: 100, seed: seed++ }), 100);
}
