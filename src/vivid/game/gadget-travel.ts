// The gadgets that carry a PC across the table in the vivid game: the rocket propelled zip wire (VIV-GAD-11: a
// stationary PC fires it up to 14" down to a lower point and, on a passed luck roll, ends its side turn there, free
// to shoot or fight; a miss leaves it half of a movement rate) and the silk grappling line (VIV-GAD-1: up to 3
// storeys, a 2-storey climb takes the whole turn's movement, other heights what the GM says; what is left may be
// used beyond). The heights are the GM's (VIV-GM-8): the command's fields, else the scenario's (gadget-heights.ts).
import type { Chance } from "../../core/chance.js";
import type { Reason } from "../../core/game/contract.js";
import { distanceUnchecked as distance, type Point } from "../../core/game/table.js";
import { withGadget } from "../../family/carried.js";
import { isPlayerFigure } from "../../family/wound-figure.js";
import type { Gadget } from "../gadgets/schema.js";
import { grapplingLine, zipWire } from "../gadgets/travel.js";
import type { VividEvent } from "./events.js";
import { just, offTable, ownRate, spent, within } from "./gadget-common.js";
import { anchorLower, climbTerms } from "./gadget-heights.js";
import { lockedReasons } from "./gadget-locks.js";
import type { Acc, Found, Kit } from "./kit.js";
import type { VividUseGadget } from "./rules-schema.js";
import type { VividState } from "./schema.js";

/** The refusals every travelling gadget shares: a PC, a point on the table, movement not yet limited this side turn. */
function travelReasons(state: VividState, x: Found, cmd: VividUseGadget, rule: string): Reason[] {
  const name = x.figure.name;
  const out: Reason[] = [];
  if (!isPlayerFigure(x.figure)) out.push({ code: "NOT_A_PC", rule, text: `${name} is not a PC: the text gives this gadget to PCs` });
  if (x.place.moveLimit !== undefined)
    out.push({ code: "MOVEMENT_SPENT", rule, text: `${name} has used a zip wire, a grapple, a whip swing or a lock this side turn` });
  if (cmd.at === undefined) out.push({ code: "NO_POINT", rule, text: "say where to (`at`)" });
  else if (offTable(state, cmd.at)) out.push({ code: "OFF_TABLE", rule: "VIV-MOR-8", text: "that point is off the table" });
  return out;
}

/**
 * Why a zip wire may not be fired. @internal
 *
 * @param state - the state
 * @param x - the PC
 * @param g - the wire
 * @param cmd - the command
 * @returns the reasons
 */
export function zipReasons(state: VividState, x: Found, g: Gadget, cmd: VividUseGadget): Reason[] {
  const out = travelReasons(state, x, cmd, "VIV-GAD-11");
  const name = x.figure.name;
  if (x.place.moved > 0) out.push({ code: "NOT_STATIONARY", rule: "VIV-GAD-11", text: `${name} has moved: the PC must be stationary to fire the wire` });
  const range = g.effect.kind === "zipWire" ? g.effect.rangeInches : 0;
  if (cmd.at !== undefined) {
    const d = distance(x.place.at, cmd.at);
    if (!within(d, range))
      out.push({ code: "OUT_OF_RANGE", rule: "VIV-GAD-11", text: `the wire reaches ${String(range)}", not ${String(Math.round(d * 10) / 10)}"` });
    out.push(...lockedReasons(state, x.place.at, cmd.at));
  }
  // VIV-GM-8: the command's anchorLower is the GM's judgement; else the scenario's heights (gadget-heights.ts)
  const lower = anchorLower(state, x.place.at, cmd);
  if (lower === undefined)
    out.push({
      code: "NO_HEIGHT_RULING",
      rule: "VIV-GAD-11",
      text: "the GM must say whether the anchor point is lower: `anchorLower` in the command, or the zones' `heightInches` (VIV-GM-8)",
    });
  else if (!lower) out.push({ code: "NOT_LOWER", rule: "VIV-GAD-11", text: "the anchor point must be lower than the PC" });
  return out;
}

/** The step of a figure put down at a point by a gadget: placed, its movement counted, a lying objective picked up. */
function arrive(kit: Kit, state: VividState, x: Found, to: Point, moved: number, moveLimit: number): Acc {
  // the game's move picks up an objective at the point; its "moved" event is the gadget's own here
  const placed = kit.move(state, { type: "move", figure: x.figure.id, to });
  const next = kit.withPlace(placed.state, x.figure.id, { moved, moveLimit });
  return { state: next, events: placed.events.filter((e) => e.type !== "moved") };
}

/**
 * A zip wire fired (it must be allowed): a luck roll (VIV-LUCK-3). @internal
 *
 * @param kit - the game's plumbing
 * @param state - the state
 * @param x - the PC
 * @param g - the wire
 * @param cmd - the command
 * @returns a chance of the step
 */
export function fireZipWire(kit: Kit, state: VividState, x: Found, g: Gadget, cmd: VividUseGadget): Chance<Acc> {
  const at = cmd.at as Point;
  const d = distance(x.place.at, at);
  const rate = cmd.fallbackRateInches ?? ownRate(state, x.figure);
  const shot = { stationary: true, distance: d, anchorLower: true, fallbackRate: rate };
  return zipWire(x.figure, shot, { wire: g, options: state.options ?? {} }).chain((r) => {
    const after = spent(g, "uses");
    const carried = kit.withFigures(state, [withGadget(x.figure, g, after)]);
    // VIV-GAD-11: at the anchor with no further move this side turn (the zip counts as movement: no stationary
    // bonus after it); a miss leaves half the chosen rate
    const acc = r.arrived ? arrive(kit, carried, x, at, d, d) : { state: kit.withPlace(carried, x.figure.id, { moveLimit: r.furtherMoveInches }), events: [] };
    const event: VividEvent = {
      type: "zipWire",
      figure: x.figure.id,
      name: x.figure.name,
      at,
      arrived: r.arrived,
      furtherInches: r.furtherMoveInches,
      rule: "VIV-GAD-11",
    };
    return kit.settle(kit.checkObjective({ state: acc.state, events: [event, ...acc.events] }));
  });
}

/**
 * Why a grappling line may not be used. The climb takes the figure from the foot of the obstacle to `at` (its top
 * or far side, within base contact: decision); it crosses a locked door's zone (that is what a grapple is for).
 * @internal
 *
 * @param kit - the game's plumbing
 * @param state - the state
 * @param x - the PC
 * @param g - the line
 * @param cmd - the command
 * @returns the reasons
 */
export function climbReasons(kit: Kit, state: VividState, x: Found, g: Gadget, cmd: VividUseGadget): Reason[] {
  const out = travelReasons(state, x, cmd, "VIV-GAD-1");
  if (g.effect.kind !== "climb") return out;
  const name = x.figure.name;
  if (cmd.at !== undefined && !within(distance(x.place.at, cmd.at), state.contactInches))
    out.push({
      code: "NOT_AT_THE_FOOT",
      rule: "VIV-GAD-1",
      text: `the climb ends within base contact (${String(state.contactInches)}") of where ${name} stands`,
    });
  // VIV-GM-8: the command's storeys and cost are the GM's judgements; else the scenario's heights (gadget-heights.ts)
  const terms = climbTerms(state, x.place.at, cmd);
  const storeys = terms.storeys;
  if (storeys === undefined) {
    out.push(...terms.reasons);
    return out;
  }
  if (storeys > g.effect.maxStoreys) {
    out.push({ code: "TOO_HIGH", rule: "VIV-GAD-1", text: `the line reaches ${String(g.effect.maxStoreys)} storeys, not ${String(storeys)}` });
    return out;
  }
  const allowance = kit.allowanceToward(state, x, cmd.at ?? x.place.at);
  const left = allowance.ok ? allowance.left : 0;
  if (storeys === g.effect.fullMoveStoreys) {
    if (x.place.moved > 0)
      out.push({ code: "ALREADY_MOVED", rule: "VIV-GAD-1", text: `a ${String(storeys)}-storey climb takes a whole turn of movement: ${name} has moved` });
  } else if (terms.gmInches === undefined)
    out.push({
      code: "NO_GM_COST",
      rule: "VIV-GAD-1",
      text: `the GM says what a ${String(storeys)}-storey climb costs (\`gmMovementInches\`, or the scenario's \`gadgetRules.climbCosts\`, VIV-GM-8)`,
    });
  else if (!within(terms.gmInches, left))
    out.push({
      code: "TOO_FAR",
      rule: "VIV-GAD-1",
      text: `${name} has ${String(Math.round(left * 10) / 10)}" of movement left, not ${String(terms.gmInches)}"`,
    });
  if (!allowance.ok) out.push(allowance.reason);
  return out;
}

/**
 * A climb with the grappling line (it must be allowed). @internal
 *
 * @param kit - the game's plumbing
 * @param state - the state
 * @param x - the PC
 * @param g - the line
 * @param cmd - the command
 * @returns a chance of the step
 */
export function climb(kit: Kit, state: VividState, x: Found, g: Gadget, cmd: VividUseGadget): Chance<Acc> {
  const at = cmd.at as Point;
  const terms = climbTerms(state, x.place.at, cmd);
  const storeys = terms.storeys ?? 1;
  const allowance = kit.allowanceToward(state, x, at);
  const left = allowance.ok ? allowance.left : 0;
  const r = grapplingLine(storeys, left, terms.gmInches ?? null, g);
  // VIV-GAD-1: what the climb leaves may be used beyond the obstacle or on the roof (the figure's allowance)
  const acc = arrive(kit, state, x, at, x.place.moved + r.movementUsed, x.place.moved + r.movementUsed + r.movementLeft);
  const event: VividEvent = { type: "climb", figure: x.figure.id, name: x.figure.name, to: at, storeys, inches: r.movementUsed, rule: "VIV-GAD-1" };
  return just({ state: acc.state, events: [event, ...acc.events] }).chain((a) => kit.settle(kit.checkObjective(a)));
}
