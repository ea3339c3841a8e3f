// rugged benchmarks: a 10-figure rifle volley with its wound rolls, resolved through the public API
// (to-hit dice, allocation over the target roster, then the wound table on every figure hit), in two steps
// (shootingVolley then woundVolley) and in one (shootingVolleyWithWounds), against a hand-written loop doing
// the same dice on the same generator; and the exact odds of the volley's hits. Registered by bench/index.ts.
import { autoplay, odds, resolve, seededDice, simulate, simulateBattle } from "pulp-rules";
import {
  advanceAndCharge,
  type Figure,
  holdAndShoot,
  RUGGED_WEAPONS,
  type RuggedScenario,
  ruggedGame,
  shootingVolley,
  shootingVolleyCasualties,
  shootingVolleyWithWounds,
  type Unit,
  type VolleyWithWounds,
  volleyHits,
  woundVolley,
} from "pulp-rules/rugged";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { BATCH, type Register } from "./core.js";

const figure = (id: string): Figure => ({ id, name: id, class: "Combatant", weapons: [RUGGED_WEAPONS.boltRifle] });
const unit = (id: string, prefix: string): Unit => ({
  id,
  kind: "combatant",
  leaderId: `${prefix}1`,
  members: Array.from({ length: 10 }, (_, i) => figure(`${prefix}${String(i + 1)}`)),
});

const riflemen = unit("riflemen", "r");
const dacoits = unit("dacoits", "d");
const input = { shooters: riflemen, target: dacoits, context: { distance: 30, shooterMode: "stationary" as const, cover: "soft" as const } };

/**
 * The hand-written floor of the volley with wounds, on the generator the library uses, with the same
 * rejection sampling: 10 to-hit D10 at 5 or less (30" is medium range: base 4, stationary +2, soft cover -1);
 * one D10 per hit over the 10 dacoits; then, in roster order, a D6 per hit on each figure hit, the worst
 * counting (1 no effect, 2-4 wounded, 5-6 killed) and a non-PC's Wounded counting as Killed. No trace.
 *
 * @returns the figures killed over all volleys (so nothing is optimised away)
 */
function handVolleysWithWounds(rng: { next(): number }, volleys: number): number {
  const d10 = Math.trunc(4294967296 / 10) * 10;
  const d6 = Math.trunc(4294967296 / 6) * 6;
  const counts = new Int32Array(10);
  let killed = 0;
  for (let v = 0; v < volleys; v++) {
    let hits = 0;
    for (let i = 0; i < 10; i++) {
      let u = rng.next() + 2147483648;
      while (u >= d10) u = rng.next() + 2147483648;
      hits += (u - Math.floor(u / 10) * 10 + 1 - 6) >>> 31; // 1 when the face is <= 5
    }
    counts.fill(0);
    for (let k = 0; k < hits; k++) {
      let u = rng.next() + 2147483648;
      while (u >= d10) u = rng.next() + 2147483648;
      counts[u - Math.floor(u / 10) * 10] = (counts[u - Math.floor(u / 10) * 10] ?? 0) + 1;
    }
    for (let j = 0; j < 10; j++) {
      let worst = 0; // 0 none, 1 wounded, 2 killed
      for (let k = counts[j] ?? 0; k > 0; k--) {
        let u = rng.next() + 2147483648;
        while (u >= d6) u = rng.next() + 2147483648;
        const face = u - Math.floor(u / 6) * 6 + 1;
        const result = face <= 1 ? 0 : face <= 4 ? 1 : 2;
        if (result > worst) worst = result;
      }
      if (worst === 1) worst = 2; // VIV-WOUND-4: not a PC, Wounded counts as Killed
      killed += worst >>> 1;
    }
  }
  return killed;
}

/** Figures killed by a volley (the summary a Monte Carlo run counts). */
function killedBy(v: VolleyWithWounds): number {
  let n = 0;
  for (const id in v.outcomes) if (v.outcomes[id]?.state === "killed") n++;
  return n;
}

/**
 * Registers the rugged benchmark cases with the project's bench runner: a 10-figure rifle volley at 30" into
 * soft cover (hit on 5), its hits allocated over a 10-figure unit and every figure hit rolled on the wound
 * table: by hand, in two steps and in one through the public API (resolved with a trace, and simulated);
 * the same volley's hits simulated; its exact odds.
 *
 * @param bench - the runner's registration function
 * @example
 * ```ts
 * registerRuggedBenchmarks((name, fn) => console.log(name, fn()));
 * ```
 */
/** The game benchmarks' 10-against-10 skirmish: ten rifles hold and shoot, ten pistols advance and charge; six turns. */
const skirmish: RuggedScenario = {
  sides: [
    { id: "riflemen", name: "Riflemen" },
    { id: "thugs", name: "Thugs" },
  ],
  units: [
    { side: "riflemen", position: { x: 24, y: 4 }, unit: { ...riflemen, name: "Riflemen", baseMorale: 7 } },
    {
      side: "thugs",
      position: { x: 24, y: 34 },
      unit: { ...dacoits, name: "Thugs", baseMorale: 6, members: dacoits.members.map((m) => ({ ...m, weapons: [RUGGED_WEAPONS.pistolBow] })) },
    },
  ],
  terrain: [{ id: "scrub", terrain: "forest", shape: { kind: "rect", x: 0, y: 28, width: 48, height: 12 } }],
  table: { width: 48, height: 48 },
  victory: { turnLimit: 6 },
};
const skirmishPolicies = { riflemen: holdAndShoot, thugs: advanceAndCharge };

export function registerRuggedBenchmarks(bench: Register): void {
  const handRng = xoroshiro128plus(2);
  bench("hand loop: 10-figure rifle volley with wound rolls", () => handVolleysWithWounds(handRng, BATCH), BATCH);

  let seed = 0;
  const withWounds = shootingVolleyWithWounds(input);
  const dice = seededDice(7);
  bench("rugged: shootingVolleyWithWounds, resolved with trace", () => resolve(withWounds, dice));
  const killed = withWounds.map(killedBy);
  const casualties = shootingVolleyCasualties(input).map((c) => c.killed);
  bench("rugged: shootingVolleyCasualties -> figures killed, simulate", () => simulate(casualties, { runs: BATCH, seed: seed++ }), BATCH);
  bench("rugged: shootingVolleyWithWounds -> figures killed, simulate", () => simulate(killed, { runs: BATCH, seed: seed++ }), BATCH);
  bench("rugged: shootingVolleyWithWounds whole value, simulate", () => simulate(withWounds, { runs: 100, seed: seed++ }), 100);
  bench("rugged: build (validate) shootingVolleyWithWounds", () => shootingVolleyWithWounds(input));

  const volley = shootingVolley(input);
  bench("rugged: 10-figure rifle volley with wound rolls, two steps, resolved with trace", () => {
    const shot = resolve(volley, dice);
    return resolve(woundVolley(dacoits, shot.value.allocation), dice);
  });
  bench("rugged: build (validate) a 10-figure rifle volley", () => shootingVolley(input));
  bench("rugged: 10-figure rifle volley without wounds, resolved with trace", () => resolve(volley, dice));
  // exact odds at the scale of an engagement (issue 13): hits counted per figure, casualties over exchangeable figures
  const rifles = (id: string, prefix: string, n: number): Unit => ({
    ...unit(id, prefix),
    members: Array.from({ length: n }, (_, i) => figure(`${prefix}${String(i + 1)}`)),
  });
  const at = (s: number, t: number) => ({ shooters: rifles("riflemen", "r", s), target: rifles("dacoits", "d", t), context: input.context });
  bench("rugged: shootingVolleyCasualties exact odds, 10 into 10 (goal <= 50 ms)", () => odds(shootingVolleyCasualties(at(10, 10))));
  bench("rugged: shootingVolleyCasualties exact odds, 20 into 20 (goal <= 500 ms)", () => odds(shootingVolleyCasualties(at(20, 20))));
  bench("rugged: shootingVolleyWithWounds exact odds, 5 shooters into 10 (goal <= 100 ms)", () => odds(shootingVolleyWithWounds(at(5, 10))));
  // the values are built when read (issue 13): a question over every one of the 182,887 values builds each, keeping none
  bench("rugged: shootingVolleyWithWounds exact odds, 5 shooters into 10, P(d1 killed) read from every value", () =>
    odds(shootingVolleyWithWounds(at(5, 10)))
      .probability((v) => v.outcomes.d1?.state === "killed")
      .toNumber(),
  );

  const hits = volleyHits(input);
  bench("rugged: 10-figure rifle volley hits, simulate x1000", () => simulate(hits, { runs: 1000, seed: seed++ }));
  bench("rugged: 10-figure rifle volley hits, exact odds", () => odds(hits));

  // the rugged game (issue 14): one whole 10-against-10 skirmish of at most 6 turns per call
  const start = ruggedGame.setup(skirmish);
  const gameDice = seededDice(11);
  bench("rugged game: 10-against-10 skirmish, autoplay (one battle)", () => autoplay(ruggedGame, start, skirmishPolicies, gameDice).steps.length);
  bench(
    "rugged game: 10-against-10 skirmish, simulateBattle x10",
    () => simulateBattle(ruggedGame, skirmish, skirmishPolicies, { runs: 10, seed: seed++ }),
    10,
  );
  // a run long enough for the game's session (issue 14: volleys built once per chunk of battles) to pay: 200 battles in one chunk
  bench(
    "rugged game: 10-against-10 skirmish, simulateBattle x200 (goal >= 2,000 battles/s)",
    () => simulateBattle(ruggedGame, skirmish, skirmishPolicies, { runs: 200, seed: seed++ }),
    200,
  );
  // one chunk of the default size (1,000 battles): the session's kept steps and shared wound chances serve them all
  bench(
    "rugged game: 10-against-10 skirmish, simulateBattle x1000 (one default chunk)",
    () => simulateBattle(ruggedGame, skirmish, skirmishPolicies, { runs: 1000, seed: seed++ }),
    1000,
  );
  // the same chunk played by the game's own steps (issue 14, rcode): each step's chance tree built and sampled, what the
  // session's direct sampler (src/rugged/game/session-sample.ts) plays without building it; the same frequencies
  const treeGame: typeof ruggedGame = {
    system: ruggedGame.system,
    StateSchema: ruggedGame.StateSchema,
    CommandSchema: ruggedGame.CommandSchema,
    setup: (scenario) => ruggedGame.setup(scenario),
    options: (state) => ruggedGame.options(state),
    step: (state, command) => ruggedGame.step(state, command),
    outcome: (state) => ruggedGame.outcome(state),
    describe: (events) => ruggedGame.describe(events),
    player: (state) => ruggedGame.player?.(state),
  };
  bench(
    "rugged game: 10-against-10 skirmish, simulateBattle x1000, the game's chance trees (no session)",
    () => simulateBattle(treeGame, skirmish, skirmishPolicies, { runs: 1000, seed: seed++ }),
    1000,
  );
}
