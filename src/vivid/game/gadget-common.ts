// What the vivid game's gadget modules share (issue #14): a constant step, a counter spent, a point rounded, the
// table's edge, a figure's own movement rate, and the state's gadget bookkeeping changed.
import { type Chance, constant } from "../../core/chance.js";
import type { Point } from "../../core/game/table.js";
import type { Figure } from "../../family/schemas.js";
import type { Gadget } from "../gadgets/schema.js";
import { movementAllowanceValidated, zombieInchesFor } from "../movement.js";
import type { Acc } from "./kit.js";
import type { VividGadgetState } from "./rules-schema.js";
import type { VividState } from "./schema.js";

const NOTHING: Chance<0> = constant(0);

/** A step with no roll. @internal */
export const just = (acc: Acc): Chance<Acc> => NOTHING.map(() => acc);

/** A gadget with one of its counters spent (an absent counter is not tracked). @internal */
export function spent(g: Gadget, counter: "uses" | "doses"): Gadget {
  const left = g[counter];
  return left === undefined ? g : { ...g, [counter]: Math.max(0, left - 1) };
}

/** A point rounded to a thousandth of an inch (the options' points). @internal */
export const rounded = (p: Point): Point => ({ x: Math.round(p.x * 1000) / 1000, y: Math.round(p.y * 1000) / 1000 });

/** Whether a point is off the table (VIV-MOR-8; no table: never). @internal */
export function offTable(state: VividState, p: Point): boolean {
  const t = state.table;
  return t !== null && (p.x < 0 || p.y < 0 || p.x > t.width || p.y > t.height);
}

/** A point brought back onto the table. @internal */
export function onTable(state: VividState, p: Point): Point {
  const t = state.table;
  if (t === null) return p;
  return { x: Math.min(t.width, Math.max(0, p.x)), y: Math.min(t.height, Math.max(0, p.y)) };
}

/** A figure's own movement rate with no terrain, inches (VIV-MOVE-1; an Impervious Suit or War Pants 4"). @internal */
export function ownRate(state: VividState, f: Figure): number {
  // the validated allowance (a state's own figure): the public movementAllowance's rule without its parses
  const type = f.armoured !== undefined ? "armoured" : (f.figureType ?? "westernMale");
  const r = movementAllowanceValidated(type, [], undefined, zombieInchesFor(type, state.options));
  return r.ok ? r.inches : 0;
}

/** The state with its gadget bookkeeping changed (empty lists dropped, and the whole record when empty). @internal */
export function withGadgetState(state: VividState, change: Partial<VividGadgetState>): VividState {
  const merged: Record<string, unknown> = { ...state.gadgets, ...change };
  const kept: VividGadgetState = Object.fromEntries(Object.entries(merged).filter(([, v]) => Array.isArray(v) && v.length > 0));
  const rest = { ...state };
  delete rest.gadgets;
  return Object.keys(kept).length === 0 ? rest : { ...rest, gadgets: kept };
}

/** Whether `a` and `b` are within `inches` (a thousandth of an inch of slack for the options' rounded points). @internal */
export const within = (d: number, inches: number): boolean => d <= inches + 1e-3;
