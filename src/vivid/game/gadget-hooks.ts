// The gadgets' hooks in the vivid game's turn (issue #14): what game.ts calls at one place each, for the
// gadgets played by command (gadget-commands.ts): the scenario's rulings checked at setup, the movement a zip
// wire, a grapple, a whip swing or a lock leaves, the locked doors, the Death Ray's power-up before a shot, the
// whip's reach in a fight, and at the end of a side turn the gas breath-holders' inactive turns and the work on
// locks.
import type { Chance } from "../../core/chance.js";
import { just, withGadgetState } from "./gadget-common.js";
import { leaveGas } from "./gadget-gas.js";
import { lockWorkAtSideTurnEnd } from "./gadget-locks.js";
import type { Acc, Found, Kit, Place } from "./kit.js";
import type { VividGadgetRules } from "./rules-schema.js";
import type { VividState, VividZone } from "./schema.js";

export { lockedReasons, lockedStop } from "./gadget-locks.js";
export { rayReasons } from "./gadget-ray.js";
export { rayAloneReasons, rayArea } from "./gadget-ray-area.js";
export { whipAttack, whipReach } from "./gadget-whip.js";

/**
 * The scenario's gadget rulings checked against the scenario: the locksmiths are its figures, the locks' ids are
 * distinct and each zone a lock shuts is one of its terrain zones; the swing structures' ids are distinct, and the
 * climb costs give one cost for each number of storeys. @internal
 *
 * @param rules - the rulings
 * @param places - the figures' places
 * @param terrain - the terrain zones
 * @param bad - throws the setup's RulesError
 * @returns the rulings
 */
export function checkGadgetRules(
  rules: VividGadgetRules,
  places: readonly Place[],
  terrain: readonly VividZone[],
  bad: (path: string, value: unknown, message: string) => never,
): VividGadgetRules {
  (rules.locksmiths ?? []).forEach((id, i) => {
    if (!places.some((p) => p.id === id)) bad(`gadgetRules.locksmiths[${String(i)}]`, id, "expected a figure's id");
  });
  const seen = new Set<string>();
  (rules.locks ?? []).forEach((l, i) => {
    if (seen.has(l.id)) bad(`gadgetRules.locks[${String(i)}].id`, l.id, "duplicate lock id");
    seen.add(l.id);
    if (l.zone !== undefined && !terrain.some((z) => z.id === l.zone)) bad(`gadgetRules.locks[${String(i)}].zone`, l.zone, "expected a terrain zone's id");
  });
  const structures = new Set<string>();
  (rules.swingStructures ?? []).forEach((s, i) => {
    if (structures.has(s.id)) bad(`gadgetRules.swingStructures[${String(i)}].id`, s.id, "duplicate structure id");
    structures.add(s.id);
  });
  const costs = new Set<number>();
  (rules.climbCosts ?? []).forEach((c, i) => {
    if (costs.has(c.storeys)) bad(`gadgetRules.climbCosts[${String(i)}].storeys`, c.storeys, "a second cost for the same storeys");
    costs.add(c.storeys);
  });
  return rules;
}

/**
 * The inches a figure may still move under a gadget's limit this side turn (Infinity: none). @internal
 *
 * @param place - the figure's place
 * @returns the inches
 */
export function moveLimitLeft(place: Place): number {
  return place.moveLimit === undefined ? Infinity : Math.max(0, place.moveLimit - place.moved);
}

/**
 * Whether the end of a side's turn has gadget work to do: a figure of the side inactive (VIV-AMB-26) or at work on
 * a lock (VIV-GAD-13). @internal
 *
 * @param state - the state
 * @param side - the side whose turn ends
 * @returns true when there is
 */
export function gadgetsToSpend(state: VividState, side: string): boolean {
  if (state.gadgets?.picking !== undefined) return true;
  return state.units.some((u) => u.side === side && u.members.some((m) => (m.status?.inactiveTurnsLeft ?? 0) > 0));
}

/**
 * The end of a side's turn for the gadgets: each of its figures inactive spends a side turn of it (VIV-AMB-26: a
 * gas breath-holder may not move or shoot in its next side turn), and one waiting to leave a burst
 * (`inactiveInPlace`) leaves it once its inactive turn is over; then the work on locks (VIV-GAD-13). @internal
 *
 * @param kit - the game's plumbing
 * @param acc - the step so far
 * @param side - the side whose turn ends
 * @returns a chance of the step
 */
export function gadgetsAtSideTurnEnd(kit: Kit, acc: Acc, side: string): Chance<Acc> {
  const inactive = acc.state.units.flatMap((u) => (u.side === side ? u.members.filter((m) => (m.status?.inactiveTurnsLeft ?? 0) > 0) : []));
  let next: Acc = acc;
  if (inactive.length > 0) {
    const spentTurn = inactive.map((m) => ({ ...m, status: { ...m.status, inactiveTurnsLeft: Math.max(0, (m.status?.inactiveTurnsLeft ?? 0) - 1) } }));
    next = { state: kit.withFigures(acc.state, spentTurn), events: acc.events };
    const holding = next.state.gadgets?.holding ?? [];
    const leaving = holding.filter((h) => spentTurn.some((m) => m.id === h.figure && m.status.inactiveTurnsLeft === 0));
    if (leaving.length > 0) {
      next = { state: withGadgetState(next.state, { holding: holding.filter((h) => !leaving.includes(h)) }), events: next.events };
      for (const h of leaving) {
        const x = kit.lookup(next.state).get(h.figure) as Found;
        next = leaveGas(kit, next, x, h.at, h.radiusInches, h.at);
      }
    }
  }
  if (next.state.gadgets?.picking === undefined) return just(next);
  return lockWorkAtSideTurnEnd(kit, next, side);
}
