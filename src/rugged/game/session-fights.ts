// The rugged session's fights kept (issue 14): hand-to-hand's chance (fightOf, phases.ts: the pairing, the family
// melee's strikes and its wound tables, then the engine's sampler of it) was built afresh at every fight, though it
// reads only the rugged hand-to-hand system (the state's options) and the two units' figures, in contact order (who
// is in play, who can strike, the canonical pairing, the figures themselves, which its value gives back). So the
// session keeps each fight's chance by exactly those: the system's identity, and the data of the figures of each
// side (stateKey, each frozen figure's key worked out once). A fight kept is the chance fightOf builds for equal
// data, so the same dice are drawn and the same value comes out (test/rugged/game/session-fights.test.ts).
// Fights rarely repeat whole (a few in ten, in the 10-against-10 skirmish), and a fight's cost is mostly its wound
// tables (every figure's wound chance for each number of hits it might take): those the session keeps too, by what
// the wound chance reads (the system's wound rules and Ox flag, whether luck is used, and the figure's wound facts,
// family/wound-figure.ts `woundFactsKey`, the key the volleys' wound chances are kept by), and by the number of hits.
import type { Chance } from "../../core/chance.js";
import { isDeepFrozen } from "../../core/freeze.js";
import { stateKey } from "../../core/game/key.js";
import { keptMeleeWounds, type MeleeResult, type MeleeSystem } from "../../family/melee.js";
import type { Figure } from "../../family/schemas.js";
import { ruggedMeleeSystemOf } from "../melee.js";
import { fightOf } from "./phases.js";
import { optionsOf } from "./rules.js";
import type { RuggedState, RuggedUnitState } from "./schema.js";

/** A fight of two units in contact, as {@link fightOf} gives it (the same chance, or undefined). @internal */
export type FightOf = (state: RuggedState, ua: RuggedUnitState, ub: RuggedUnitState) => Chance<MeleeResult> | undefined;

/** The most distinct fights one session keeps (past it, a fight's chance is built afresh: the same chance). */
const SESSION_FIGHTS = 2048;

/**
 * A session's fights (see the file's note): {@link fightOf}'s chance, kept by the hand-to-hand system and the data
 * of both units' figures.
 *
 * @returns a {@link FightOf} with its own kept fights
 * @internal
 * @example
 * ```ts
 * const fight = keptFights();
 * const chance = fight(state, unitOf(state, "a"), unitOf(state, "b"));
 * ```
 */
export function keptFights(): FightOf {
  const woundsOf = keptMeleeWounds();
  // by system (a shared, frozen one for the default options; others are built per call and simply not found again)
  const bySystem = new WeakMap<MeleeSystem, Map<string, Chance<MeleeResult> | null>>();
  // a frozen figure's key, worked out once (a frozen figure's data never changes)
  const figureKeys = new WeakMap<Figure, string>();
  const keyOfFigure = (f: Figure): string => {
    if (!Object.isFrozen(f)) return stateKey(f);
    let k = figureKeys.get(f);
    if (k === undefined) {
      k = stateKey(f);
      // frozen all the way down (a state's figures are): else the key is worked out at every fight
      if (isDeepFrozen(f)) figureKeys.set(f, k);
    }
    return k;
  };
  const keyOfMembers = (members: readonly Figure[]): string => {
    let out = "[";
    for (let i = 0; i < members.length; i++) out += (i === 0 ? "" : ",") + keyOfFigure(members[i] as Figure);
    return `${out}]`;
  };
  return (state, ua, ub) => {
    const sys = ruggedMeleeSystemOf(optionsOf(state));
    let kept = bySystem.get(sys);
    if (kept === undefined) bySystem.set(sys, (kept = new Map<string, Chance<MeleeResult> | null>()));
    // stateKey([a's figures, b's figures]): all the fight reads of the two units
    const key = `[${keyOfMembers(ua.unit.members)},${keyOfMembers(ub.unit.members)}]`;
    const known = kept.get(key);
    if (known !== undefined) return known ?? undefined;
    const fight = fightOf(state, ua, ub, woundsOf);
    if (kept.size < SESSION_FIGHTS) kept.set(key, fight ?? null);
    return fight;
  };
}
