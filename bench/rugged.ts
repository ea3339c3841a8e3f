// rugged benchmarks: a 10-figure rifle volley with its wound rolls, resolved through the public API
// (to-hit dice, allocation over the target roster, then the wound table on every figure hit); and the
// exact odds of the volley's hits. Registered by bench/index.ts.
import { odds, resolve, seededDice, simulate } from "pulp-rules";
import { type Figure, RUGGED_WEAPONS, shootingVolley, type Unit, volleyHits, woundVolley } from "pulp-rules/rugged";

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
 * Registers the rugged benchmark cases with the project's bench runner: a 10-figure rifle volley at 30" into
 * soft cover (hit on 5), its hits allocated over a 10-figure unit and every figure hit rolled on the wound
 * table, resolved with a trace through the public API; the same volley's hits simulated; its exact odds.
 *
 * @param bench - the runner's registration function
 * @example
 * ```ts
 * registerRuggedBenchmarks((name, fn) => console.log(name, fn()));
 * ```
 */
export function registerRuggedBenchmarks(bench: (name: string, fn: () => unknown) => void): void {
  const dice = seededDice(7);
  const volley = shootingVolley(input);
  bench("rugged: 10-figure rifle volley with wound rolls, resolved with trace", () => {
    const shot = resolve(volley, dice);
    return resolve(woundVolley(dacoits, shot.value.allocation), dice);
  });
  bench("rugged: build (validate) a 10-figure rifle volley", () => shootingVolley(input));
  bench("rugged: 10-figure rifle volley without wounds, resolved with trace", () => resolve(volley, dice));
  let seed = 0;
  const hits = volleyHits(input);
  bench("rugged: 10-figure rifle volley hits, simulate x1000", () => simulate(hits, { runs: 1000, seed: seed++ }));
  bench("rugged: 10-figure rifle volley hits, exact odds", () => odds(hits));
}
