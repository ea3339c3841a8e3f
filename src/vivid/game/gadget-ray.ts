// The Death Ray in the vivid game (VIV-GAD-18, VIV-AMB-9): a figure carrying the gadget powers it up (a D10 of
// turns, read as game turns [I]) before its Death Ray weapon (`deathRay(gmDice)`, base 6, no range limit, line of
// sight) may fire; the shot itself is the game's `shoot`, with the +3 on a non-PC's wound die.
import type { Chance } from "../../core/chance.js";
import type { Choice, Reason } from "../../core/game/contract.js";
import { carriedGadget } from "../../family/carried.js";
import type { Figure, Weapon } from "../../family/schemas.js";
import { deathRayPowerUp } from "../gadgets/hits.js";
import type { Gadget } from "../gadgets/schema.js";
import type { VividEvent } from "./events.js";
import { withGadgetState } from "./gadget-common.js";
import type { Acc, Found } from "./kit.js";
import type { VividUseGadget } from "./rules-schema.js";
import type { VividCommand, VividState } from "./schema.js";

const rayOf = (state: VividState, id: string) => (state.gadgets?.rays ?? []).find((r) => r.figure === id);

/**
 * Why a figure's shot is refused by its Death Ray's power-up: it carries the gadget and fires the Death Ray's
 * weapon before the power-up is done (a Death Ray weapon with no gadget carried fires as the weapon table says).
 * @internal
 *
 * @param state - the state
 * @param figure - the shooter
 * @param weapon - the weapon it fires
 * @returns the reasons
 */
export function rayReasons(state: VividState, figure: Figure, weapon: Weapon | undefined): Reason[] {
  if (weapon?.class !== "deathRay" || figure.gadgets === undefined || carriedGadget(figure, "deathRay") === undefined) return [];
  const ray = rayOf(state, figure.id);
  if (ray === undefined) return [{ code: "NOT_POWERED_UP", rule: "VIV-GAD-18", text: `${figure.name}'s Death Ray must be powered up first (useGadget)` }];
  if (ray.readyOnTurn > state.turn)
    return [{ code: "POWERING_UP", rule: "VIV-GAD-18", text: `${figure.name}'s Death Ray is powering up: ready on turn ${String(ray.readyOnTurn)}` }];
  return [];
}

/**
 * Why a Death Ray may not be powered up. @internal
 *
 * @param state - the state
 * @param x - the figure
 * @returns the reasons
 */
export function powerUpReasons(state: VividState, x: Found): Reason[] {
  const name = x.figure.name;
  const out: Reason[] = [];
  const ray = rayOf(state, x.figure.id);
  if (ray !== undefined)
    out.push(
      ray.readyOnTurn > state.turn
        ? { code: "POWERING_UP", rule: "VIV-GAD-18", text: `${name}'s Death Ray is already powering up: ready on turn ${String(ray.readyOnTurn)}` }
        : { code: "POWERED_UP", rule: "VIV-GAD-18", text: `${name}'s Death Ray is powered up: fire it (shoot)` },
    );
  if (!(x.figure.weapons ?? []).some((w) => w.class === "deathRay"))
    out.push({ code: "NO_RAY_WEAPON", rule: "VIV-AMB-9", text: `${name} has no Death Ray weapon: give it the profile (deathRay(gmDice)) as a weapon` });
  return out;
}

/**
 * The Death Ray powered up (it must be allowed): the D10 of turns (VIV-GAD-18); it may fire from the game turn
 * that many turns on (decision: powered up in turn t with a roll of k, it fires from turn t + k; once powered it
 * stays powered, the text rolls the time once). @internal
 *
 * @param state - the state
 * @param x - the figure
 * @param g - the ray
 * @returns a chance of the step
 */
export function powerUp(state: VividState, x: Found, g: Gadget): Chance<Acc> {
  return deathRayPowerUp(g).map((k): Acc => {
    const readyOnTurn = state.turn + k;
    const next = withGadgetState(state, { rays: [...(state.gadgets?.rays ?? []), { figure: x.figure.id, gadget: g.id, readyOnTurn }] });
    const event: VividEvent = { type: "rayPowerUp", figure: x.figure.id, name: x.figure.name, turns: k, readyOnTurn, rule: "VIV-GAD-18" };
    return { state: next, events: [event] };
  });
}

/**
 * The power-up's choice. @internal
 *
 * @param x - the figure
 * @param g - the ray
 * @param reasons - the refusals of a command
 * @returns the choice
 */
export function powerUpChoice(x: Found, g: Gadget, reasons: (cmd: VividUseGadget) => Reason[]): Choice<VividCommand> {
  const command: VividUseGadget = { type: "useGadget", figure: x.figure.id, gadget: g.id };
  const r = reasons(command);
  return { command, allowed: r.length === 0, reasons: r, label: `${x.figure.name} powers up ${g.name}` };
}
