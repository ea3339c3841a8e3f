// The anesthetic gas grenade in the vivid game (VIV-GAD-3, VIV-AMB-26): thrown at a point as the thrower's shot;
// every figure within the 4" burst, friend or foe, rolls to hold its breath (a D10 of 3 or less); the rest are
// unconscious for the GM's turns (the scenario's `gadgetRules.gasUnconsciousTurns`, decided before the game). A
// breath-holder leaves the burst (at once by default, or after its inactive side turn) and may not move or shoot
// in its next side turn.
import { type Chance, constant } from "../../core/chance.js";
import type { Choice, Reason } from "../../core/game/contract.js";
import { distanceUnchecked as distance, moveTowardUnchecked as moveToward, type Point } from "../../core/game/table.js";
import { withGadget } from "../../family/carried.js";
import type { Figure } from "../../family/schemas.js";
import { gasGrenade } from "../gadgets/knockout.js";
import type { Gadget } from "../gadgets/schema.js";
import { vividOptions } from "../options.js";
import type { VividEvent } from "./events.js";
import { onTable, ownRate, rounded, spent, withGadgetState, within } from "./gadget-common.js";
import { lockedStop } from "./gadget-locks.js";
import type { Acc, Found, Kit } from "./kit.js";
import type { VividUseGadget } from "./rules-schema.js";
import type { VividCommand, VividState } from "./schema.js";
import { awayFrom } from "./table-terrain.js";

/**
 * How far a gas grenade is thrown: the GM's (`gadgetRules.gasThrowRangeInches`), else the flash grenade's throw
 * (decision: the text gives no range for either grenade; VIV-AMB-35 gives the flash grenade the thrown spear's 6").
 */
function throwRange(state: VividState): number {
  return state.gadgetRules?.gasThrowRangeInches ?? vividOptions(state.options ?? {}).flashGrenadeRangeInches;
}

/**
 * Why a gas grenade may not be thrown. @internal
 *
 * @param state - the state
 * @param x - the thrower
 * @param cmd - the command
 * @returns the reasons
 */
export function gasReasons(state: VividState, x: Found, cmd: VividUseGadget): Reason[] {
  const name = x.figure.name;
  const out: Reason[] = [];
  // decision: a thrown grenade is the figure's shot, as the flash grenade's and the smoke bomb's (VIV-SEQ-2)
  if (x.place.shot) out.push({ code: "ALREADY_SHOT", rule: "VIV-SEQ-2", text: `${name} has already shot this turn (a throw is the figure's shot)` });
  if (state.gadgetRules?.gasUnconsciousTurns === undefined)
    out.push({
      code: "NO_GAS_STRENGTH",
      rule: "VIV-GAD-3",
      text: "the GM sets the gas's turns of unconsciousness before the game (the scenario's gadgetRules.gasUnconsciousTurns)",
    });
  if (cmd.at === undefined) out.push({ code: "NO_POINT", rule: "VIV-GAD-3", text: "say where it bursts (`at`): the GM's placement" });
  else {
    const range = throwRange(state);
    const d = distance(x.place.at, cmd.at);
    if (!within(d, range))
      out.push({ code: "OUT_OF_RANGE", rule: "VIV-GAD-3", text: `${name} throws ${String(range)}" at most, not ${String(Math.round(d * 10) / 10)}"` });
  }
  return out;
}

/** The point just outside the burst straight away from its centre, as far as the figure's rate allows (VIV-AMB-26). */
function outOfBurst(state: VividState, f: Figure, from: Point, centre: Point, radius: number, thrower: Point): Point {
  const d = distance(from, centre);
  const need = radius - d + 0.01;
  // a figure at the very centre steps away from the thrower
  const to = awayFrom(from, d === 0 ? thrower : centre, Math.min(ownRate(state, f), Math.max(0, need)));
  // VIV-GAD-13 with VIV-AMB-26: a locked door stops the way out (decision, gadget-locks.ts lockedStop)
  return lockedStop(state, from, rounded(onTable(state, to)));
}

/**
 * A breath-holder moved out of a burst (a free move, VIV-AMB-26); a wounded figure cannot move on its own
 * (VIV-WOUND-4) and stays. @internal
 *
 * @param kit - the game's plumbing
 * @param acc - the step so far
 * @param x - the figure
 * @param centre - the burst's centre
 * @param radius - its radius
 * @param thrower - where the thrower stood (the way out from the very centre)
 * @returns the step
 */
export function leaveGas(kit: Kit, acc: Acc, x: Found, centre: Point, radius: number, thrower: Point): Acc {
  if (kit.isDown(x.figure)) return acc;
  const to = outOfBurst(acc.state, x.figure, x.place.at, centre, radius, thrower);
  const event: VividEvent = { type: "leftGas", figure: x.figure.id, name: x.figure.name, to, rule: "VIV-AMB-26" };
  return kit.checkObjective({ state: kit.withPlace(acc.state, x.figure.id, { at: to }), events: [...acc.events, event] });
}

/**
 * A gas grenade thrown (it must be allowed). @internal
 *
 * @param kit - the game's plumbing
 * @param state - the state
 * @param x - the thrower
 * @param g - the grenade carried
 * @param cmd - the command
 * @returns a chance of the step
 */
export function throwGas(kit: Kit, state: VividState, x: Found, g: Gadget, cmd: VividUseGadget): Chance<Acc> {
  const at = cmd.at as Point;
  const turns = state.gadgetRules?.gasUnconsciousTurns ?? 0;
  const effect = g.effect.kind === "knockoutGas" ? g.effect : { radiusInches: 0 };
  const after = spent(g, "uses");
  let first = kit.withFigures(state, [withGadget(x.figure, g, after)]);
  first = kit.withPlace(first, x.figure.id, { shot: true, threw: true });
  const found = kit.lookup(first);
  const side = kit.activeSide(state);
  const o = vividOptions(state.options ?? {});
  // VIV-GAD-3: "any figure inside of the radius", friend or foe, the thrower too; the killed and removed roll nothing
  const caught = [...found.values()].filter((y) => !kit.isGone(y.figure) && distance(y.place.at, at) <= effect.radiusInches);
  interface Tally {
    readonly acc: Acc;
    readonly out: readonly string[];
    readonly held: readonly string[];
  }
  const rolled = caught.reduce(
    (chance, y) =>
      chance.chain((t) =>
        gasGrenade(y.figure, distance(y.place.at, at), { unconsciousTurns: turns }, { grenade: g, options: state.options ?? {} }).map((r): Tally => {
          const { acc } = t;
          if (!r.heldBreath) {
            if (r.figure.status?.wound !== "unconscious" || y.figure.status?.wound === "unconscious") return t;
            let next = kit.withFigures(acc.state, [r.figure]);
            // no counted turns: the figure stays out until a resuscitating drug wakes it (no wake roll, VIV-GAD-3)
            if (turns === 0) next = withGadgetState(next, { gassed: [...(next.gadgets?.gassed ?? []), y.figure.id] });
            return { acc: { state: next, events: acc.events }, out: [...t.out, y.figure.name], held: t.held };
          }
          // ruling VIV-AMB-26: inactive for its next side turn; for the side now acting that is its next game turn's
          // (decision: it also does nothing more in this one), so two of its side turns are counted
          const inactive = y.place.side === side ? 2 : 1;
          const holder = { ...r.figure, status: { ...r.figure.status, inactiveTurnsLeft: inactive } };
          let next: Acc = { state: kit.withFigures(acc.state, [holder]), events: acc.events };
          if (o.gasHoldersMove === "freeMoveThenInactive") {
            next = leaveGas(kit, next, kit.lookup(next.state).get(y.figure.id) as Found, at, effect.radiusInches, x.place.at);
          } else {
            const holding = [...(next.state.gadgets?.holding ?? []), { figure: y.figure.id, at, radiusInches: effect.radiusInches }];
            next = { state: withGadgetState(next.state, { holding }), events: next.events };
          }
          return { acc: next, out: t.out, held: [...t.held, y.figure.name] };
        }),
      ),
    constant<Tally>({ acc: { state: first, events: [] }, out: [], held: [] }),
  );
  return rolled.chain(({ acc, out, held }) => {
    const event: VividEvent = {
      type: "gas",
      figure: x.figure.id,
      name: x.figure.name,
      gadgetName: g.name,
      at,
      out: [...out],
      held: [...held],
      turns,
      left: after.uses ?? null,
      rule: "VIV-GAD-3",
    };
    // the throw first, then the breath-holders leaving
    return kit.settle(kit.checkObjective({ state: acc.state, events: [event, ...acc.events] }));
  });
}

/**
 * The gas grenade's choice: thrown at the nearest enemy, or as far as it reaches toward it. @internal
 *
 * @param kit - the game's plumbing
 * @param state - the state
 * @param found - every figure
 * @param x - the thrower
 * @param g - the grenade
 * @param reasons - the refusals of a command
 * @returns the choice, or none with no enemy left
 */
export function gasChoice(
  kit: Kit,
  state: VividState,
  found: ReadonlyMap<string, Found>,
  x: Found,
  g: Gadget,
  reasons: (cmd: VividUseGadget) => Reason[],
): Choice<VividCommand> | undefined {
  const foe = kit.nearest(x.place.at, kit.enemiesOf(state, found, x.place.side));
  if (foe === undefined) return undefined;
  const range = throwRange(state);
  const d = distance(x.place.at, foe.place.at);
  const at = rounded(d <= range ? foe.place.at : moveToward(x.place.at, foe.place.at, Math.max(0, range - 1e-3)));
  const command: VividUseGadget = { type: "useGadget", figure: x.figure.id, gadget: g.id, at };
  const r = reasons(command);
  return { command, allowed: r.length === 0, reasons: r, label: `${x.figure.name} throws the ${g.name} at ${foe.figure.name}` };
}
