// The GM's heights and swing structures in the vivid game (issue #14, VIV-GM-8 "obstacle heights for the grapple",
// "swing points for the whip"): the scenario's zones with a `heightInches` (a figure within one stands on its top;
// anywhere else is the table, 0), the table's storey height (`gadgetRules.storeyInches`), the GM's climb costs
// (`gadgetRules.climbCosts`) and the structures a whip may snare (`gadgetRules.swingStructures`). From them the game
// works out what a zip wire (VIV-GAD-11: a lower anchor), a grappling line (VIV-GAD-1: the storeys climbed and their
// cost) and a whip swing (VIV-GAD-24: a structure to snare) need when the command does not say it (a command's own
// field is the GM's judgement and wins), and offers those commands in `options`.
import type { Choice, Reason } from "../../core/game/contract.js";
import {
  containsUnchecked as contains,
  distanceUnchecked as distance,
  moveTowardUnchecked as moveToward,
  type Point,
  type Shape,
} from "../../core/game/table.js";
import { isPlayerFigure } from "../../family/wound-figure.js";
import type { Gadget } from "../gadgets/schema.js";
import { rounded, within } from "./gadget-common.js";
import type { Found, Kit } from "./kit.js";
import type { VividUseGadget } from "./rules-schema.js";
import type { VividCommand, VividState, VividZone } from "./schema.js";
import { centreOf } from "./table-terrain.js";

/** Whether the scenario gives heights: any zone with a `heightInches`. @internal */
export const heightsKnown = (state: VividState): boolean => state.terrain.some((z) => z.heightInches !== undefined);

/**
 * The height of a point, inches: the highest `heightInches` of the zones it lies in (a figure there stands on the
 * top), else the table's 0; undefined when the scenario gives no heights. @internal
 *
 * @param state - the state
 * @param p - the point
 * @returns the height
 */
export function heightAt(state: VividState, p: Point): number | undefined {
  if (!heightsKnown(state)) return undefined;
  let h = 0;
  for (const z of state.terrain) if (z.heightInches !== undefined && z.heightInches > h && contains(z.shape, p)) h = z.heightInches;
  return h;
}

/**
 * Whether a zip wire's anchor is lower than the PC (VIV-GAD-11): the command's `anchorLower` (the GM's judgement),
 * else the scenario's heights; undefined when neither says. @internal
 *
 * @param state - the state
 * @param from - where the PC stands
 * @param cmd - the command
 * @returns lower or not, or undefined
 */
export function anchorLower(state: VividState, from: Point, cmd: VividUseGadget): boolean | undefined {
  if (cmd.anchorLower !== undefined) return cmd.anchorLower;
  if (cmd.at === undefined) return undefined;
  const top = heightAt(state, from);
  const anchor = heightAt(state, cmd.at);
  return top === undefined || anchor === undefined ? undefined : anchor < top;
}

/** What a climb is, from the command or the scenario: the storeys and the GM's cost of a height other than 2, or why not. */
export interface ClimbTerms {
  /** The storeys climbed (absent: not known). */
  readonly storeys?: number | undefined;
  /** The GM's movement cost, inches (absent: not given). */
  readonly gmInches?: number | undefined;
  /** Why the scenario's heights give no climb. */
  readonly reasons: readonly Reason[];
}

/**
 * A climb's storeys and cost (VIV-GAD-1): the command's `storeys` and `gmMovementInches` (the GM's judgements),
 * else the scenario's: the height climbed from where the PC stands to `at`, over the table's `storeyInches`, rounded
 * up (decision: a part storey is a storey to climb), and the GM's `climbCosts` for that many storeys. @internal
 *
 * @param state - the state
 * @param from - where the PC stands
 * @param cmd - the command
 * @returns the terms
 */
export function climbTerms(state: VividState, from: Point, cmd: VividUseGadget): ClimbTerms {
  const costOf = (storeys: number): number | undefined => cmd.gmMovementInches ?? state.gadgetRules?.climbCosts?.find((c) => c.storeys === storeys)?.inches;
  if (cmd.storeys !== undefined) return { storeys: cmd.storeys, gmInches: costOf(cmd.storeys), reasons: [] };
  const missing: Reason = {
    code: "NO_HEIGHT_RULING",
    rule: "VIV-GAD-1",
    text: "the GM must give the obstacle's height: `storeys` in the command, or the zones' `heightInches` with `gadgetRules.storeyInches` (VIV-GM-8)",
  };
  const base = heightAt(state, from);
  const top = cmd.at === undefined ? undefined : heightAt(state, cmd.at);
  const storey = state.gadgetRules?.storeyInches;
  if (base === undefined || top === undefined || storey === undefined) return { reasons: [missing] };
  if (top <= base) return { reasons: [{ code: "NOTHING_TO_CLIMB", rule: "VIV-GAD-1", text: "that point is no higher than where the PC stands" }] };
  // a thousandth of an inch of slack: 3" over 1.5" storeys is 2 storeys, not 3
  const storeys = Math.min(100, Math.ceil((top - base) / storey - 1e-3 / storey));
  return { storeys, gmInches: costOf(storeys), reasons: [] };
}

/**
 * Whether a swing has a structure to snare (VIV-GAD-24): the command's `gmStructure` (the GM's judgement), else
 * the scenario's `swingStructures`: one within the whip's reach of the PC (decision: the whip snares what it
 * reaches); undefined when the scenario places none. @internal
 *
 * @param state - the state
 * @param from - where the PC stands
 * @param reach - the whip's reach, inches
 * @param cmd - the command
 * @returns a structure or not, or undefined
 */
export function swingStructure(state: VividState, from: Point, reach: number, cmd: VividUseGadget): boolean | undefined {
  if (cmd.gmStructure !== undefined) return cmd.gmStructure;
  const structures = state.gadgetRules?.swingStructures;
  if (structures === undefined || structures.length === 0) return undefined;
  return structures.some((s) => within(distance(from, s.at), reach));
}

/** The point of a shape nearest to `p` (p itself when inside). */
function nearestOf(shape: Shape, p: Point): Point {
  if (contains(shape, p)) return p;
  if (shape.kind === "rect") return { x: Math.min(shape.x + shape.width, Math.max(shape.x, p.x)), y: Math.min(shape.y + shape.height, Math.max(shape.y, p.y)) };
  if (shape.kind === "circle") return moveToward(p, shape, distance(p, shape) - shape.radius);
  let best: Point = shape.points[0] ?? p;
  let bestD = Infinity;
  const n = shape.points.length;
  for (let i = 0; i < n; i++) {
    const a = shape.points[i] as Point;
    const b = shape.points[(i + 1) % n] as Point;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
    const q = { x: a.x + t * dx, y: a.y + t * dy };
    const d = distance(p, q);
    if (d < bestD) {
      bestD = d;
      best = q;
    }
  }
  return best;
}

/** A point just inside a zone, nearest `p`: its nearest point moved a hundredth of an inch toward its centre, if that lies in it. */
function justInside(z: VividZone, p: Point): Point | undefined {
  const edge = nearestOf(z.shape, p);
  const centre = centreOf(z.shape);
  const q = rounded(distance(edge, centre) < 0.01 ? centre : moveToward(edge, centre, 0.01));
  return contains(z.shape, q) ? q : undefined;
}

const zoneName = (z: VividZone): string => z.name ?? z.id;

/** One offered command, with its refusals. */
function offer(command: VividUseGadget, label: string, reasons: (cmd: VividUseGadget) => Reason[]): Choice<VividCommand> {
  const r = reasons(command);
  return { command, allowed: r.length === 0, reasons: r, label };
}

/**
 * The zip wire's choices (VIV-GAD-11), when the scenario gives heights and the PC stands above the table: down to
 * each lower zone within the wire's 14" (its point nearest the PC), and down toward the nearest enemy as far as the
 * wire reaches, short of base contact, when that point is lower. @internal
 *
 * @param kit - the game's plumbing
 * @param state - the state
 * @param found - every figure
 * @param x - the PC
 * @param g - the wire
 * @param reasons - the refusals of a command
 * @returns the choices
 */
export function zipChoices(
  kit: Kit,
  state: VividState,
  found: ReadonlyMap<string, Found>,
  x: Found,
  g: Gadget,
  reasons: (cmd: VividUseGadget) => Reason[],
): Choice<VividCommand>[] {
  const top = heightAt(state, x.place.at);
  if (!isPlayerFigure(x.figure) || top === undefined || top === 0) return [];
  const range = g.effect.kind === "zipWire" ? g.effect.rangeInches : 0;
  const name = x.figure.name;
  const out: Choice<VividCommand>[] = [];
  const cmd = (at: Point): VividUseGadget => ({ type: "useGadget", figure: x.figure.id, gadget: g.id, at });
  for (const z of state.terrain) {
    if (z.heightInches === undefined || z.heightInches >= top || contains(z.shape, x.place.at)) continue;
    const at = justInside(z, x.place.at);
    if (at === undefined || !within(distance(x.place.at, at), range) || (heightAt(state, at) ?? top) >= top) continue;
    out.push(offer(cmd(at), `${name} fires the ${g.name} down to ${zoneName(z)}`, reasons));
  }
  const foe = kit.nearest(x.place.at, kit.enemiesOf(state, found, x.place.side));
  if (foe !== undefined) {
    const d = distance(x.place.at, foe.place.at);
    const go = Math.min(range, d - state.contactInches / 2);
    const at = go > 0.05 ? rounded(moveToward(x.place.at, foe.place.at, go - 1e-3)) : undefined;
    if (at !== undefined && (heightAt(state, at) ?? top) < top) out.push(offer(cmd(at), `${name} fires the ${g.name} down toward ${foe.figure.name}`, reasons));
  }
  return out;
}

/**
 * The grappling line's choices (VIV-GAD-1), when the scenario gives heights: a climb onto each zone higher than
 * where the PC stands whose edge is within base contact (the PC at its foot), to the point just inside its edge.
 * @internal
 *
 * @param state - the state
 * @param x - the PC
 * @param g - the line
 * @param reasons - the refusals of a command
 * @returns the choices
 */
export function climbChoices(state: VividState, x: Found, g: Gadget, reasons: (cmd: VividUseGadget) => Reason[]): Choice<VividCommand>[] {
  const base = heightAt(state, x.place.at);
  if (!isPlayerFigure(x.figure) || base === undefined) return [];
  const out: Choice<VividCommand>[] = [];
  for (const z of state.terrain) {
    if (z.heightInches === undefined || z.heightInches <= base || contains(z.shape, x.place.at)) continue;
    const at = justInside(z, x.place.at);
    if (at === undefined || !within(distance(x.place.at, at), state.contactInches) || (heightAt(state, at) ?? 0) <= base) continue;
    out.push(offer({ type: "useGadget", figure: x.figure.id, gadget: g.id, at }, `${x.figure.name} climbs ${zoneName(z)} with the ${g.name}`, reasons));
  }
  return out;
}

/**
 * The whip swing's choices (VIV-GAD-24), when the scenario places structures: for each one within the whip's reach,
 * the swing past it to the point as far beyond it as the PC stands before it (the arc of the swing: a reach of 3"
 * gives a gap of 6" at most, the text's two numbers). @internal
 *
 * @param state - the state
 * @param x - the PC
 * @param g - the whip
 * @param reach - the whip's reach, inches
 * @param reasons - the refusals of a command
 * @returns the choices
 */
export function swingChoices(state: VividState, x: Found, g: Gadget, reach: number, reasons: (cmd: VividUseGadget) => Reason[]): Choice<VividCommand>[] {
  if (!isPlayerFigure(x.figure)) return [];
  const out: Choice<VividCommand>[] = [];
  for (const s of state.gadgetRules?.swingStructures ?? []) {
    const d = distance(x.place.at, s.at);
    if (d < 0.05 || !within(d, reach)) continue;
    const at = rounded({ x: 2 * s.at.x - x.place.at.x, y: 2 * s.at.y - x.place.at.y });
    const command: VividUseGadget = { type: "useGadget", figure: x.figure.id, gadget: g.id, trick: "swing", at };
    out.push(offer(command, `${x.figure.name} swings on ${s.name ?? s.id} with the ${g.name}`, reasons));
  }
  return out;
}
