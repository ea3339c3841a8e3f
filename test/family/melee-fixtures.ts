// Hand-to-hand fixtures shared by the melee tests (test/family/melee-exact, test/vivid/melee-groups and
// melee-simulate): a trained figure, n thugs a side, the fights every branch of the sequence is checked on, and
// the played fight under the exact-odds and sampler wrappers of resolveHandToHand.
import { Chance } from "../../src/core/chance.js";
import { odds } from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";
import * as vivid from "../../src/vivid/index.js";

type Figure = vivid.Figure;

export const clumsy = vivid.VIVID_TRAITS.clumsy;
export const ox = vivid.VIVID_TRAITS.strongLikeAnOx;

/** A trained Combatant (VIV-HTH-1), its id as its name, with `extra` over it. */
export const fig = (id: string, extra: Partial<Figure> = {}): Figure => ({ id, name: id, class: "Combatant", handToHandClass: "trained", ...extra });

/** n trained thugs a side, each pair fighting (the benchmark's fight). */
export function sides(n: number): vivid.MeleeFight {
  const active = Array.from({ length: n }, (_, i) => fig(`a${String(i + 1)}`));
  const passive = Array.from({ length: n }, (_, i) => fig(`p${String(i + 1)}`));
  return {
    active,
    passive,
    attacks: [
      ...active.map((a, i) => ({ attackerId: a.id, targetId: `p${String(i + 1)}` })),
      ...passive.map((p, i) => ({ attackerId: p.id, targetId: `a${String(i + 1)}` })),
    ],
  };
}

/** Vivid, three a side: a Clumsy PC, an Ox, a figure attacked twice, a routing and a wounded figure (`a2` as given). */
export const threeASide = (a2: Figure = fig("a2")): Chance<vivid.MeleeResult> =>
  vivid.resolveHandToHand({
    active: [fig("a1", { class: "PC", luck: 5, traits: [clumsy] }), a2, fig("a3", { status: { routing: true } })],
    passive: [fig("p1", { traits: [ox] }), fig("p2", { class: "PC", luck: 4 }), fig("p3", { status: { wound: "wounded", wounds: 1 } })],
    attacks: [
      { attackerId: "a1", targetId: "p1" },
      { attackerId: "a2", targetId: "p1" },
      { attackerId: "a3", targetId: "p2" },
      { attackerId: "p1", targetId: "a1" },
      { attackerId: "p2", targetId: "a2" },
      { attackerId: "p3", targetId: "a3" },
      { attackerId: "p2", targetId: "a1" },
    ],
  });

/** Vivid: a whip beyond base contact, a figure out of reach, a killed target, on turn 5. */
export const whipFight = (): Chance<vivid.MeleeResult> =>
  vivid.resolveHandToHand({
    active: [fig("a1"), fig("a2")],
    passive: [fig("p1"), fig("p2", { status: { wound: "killed" } })],
    attacks: [
      { attackerId: "a1", targetId: "p1", whip: true, distance: 2 },
      { attackerId: "a2", targetId: "p2" },
      { attackerId: "p1", targetId: "a2", distance: 3 },
    ],
    turn: 5,
  });

/** Rugged, two a side: a Clumsy PRP, an Ox PRP, luck off. */
export const ruggedLuckOff = (): Chance<vivid.MeleeResult> =>
  rugged.resolveHandToHand({
    active: [fig("a1", { class: "PRP", luck: 5, traits: [rugged.RUGGED_TRAITS.clumsy] }), fig("a2")],
    passive: [fig("p1"), fig("p2", { class: "PRP", luck: 6, traits: [rugged.RUGGED_TRAITS.strongLikeOx] })],
    attacks: [
      { attackerId: "a1", targetId: "p2" },
      { attackerId: "a2", targetId: "p2" },
      { attackerId: "p1", targetId: "a1" },
      { attackerId: "p2", targetId: "a2" },
    ],
    useLuck: false,
  });

/** The fight as resolve plays it: the node under the exact-odds wrapper (which odds replace with compact states). */
export function played<T>(c: Chance<T>): Chance<T> {
  const node = c.node;
  if (node.t !== "trace" || node.exact === undefined) throw new Error("expected a fight enumerated by compact states");
  return new Chance<T>(node.src);
}

/** Probabilities by the value's JSON text (both enumerations build values with the same functions). */
export function table<T>(c: Chance<T>): Map<string, string> {
  const out = new Map<string, string>();
  for (const o of odds(c).map((v) => JSON.stringify(v)).outcomes) out.set(o.value, o.probability.toString());
  return out;
}
