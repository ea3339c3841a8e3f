// What the vivid game's rule modules (gadgets, Impetuous, helping) read of the game's own plumbing: passed in by
// game.ts, so that the modules and the plumbing do not import each other.
import type { Chance } from "../../core/chance.js";
import type { Reason } from "../../core/game/contract.js";
import type { Point } from "../../core/game/table.js";
import type { Figure, Unit } from "../../family/schemas.js";
import type { VividEvent } from "./events.js";
import type { VividCommand, VividState } from "./schema.js";

/** One figure's place on the table. @internal */
export type Place = VividState["places"][number];

/** A figure found on the table: itself, its unit and its place. @internal */
export interface Found {
  /** The figure. */
  readonly figure: Figure;
  /** Its unit. */
  readonly unit: Unit;
  /** Its place. */
  readonly place: Place;
}

/** A step under construction: the state so far and the events so far. @internal */
export interface Acc {
  /** The state so far. */
  readonly state: VividState;
  /** The events so far. */
  readonly events: readonly VividEvent[];
}

/** A move command. @internal */
export type MoveCommand = Extract<VividCommand, { type: "move" }>;

/** The game's plumbing the rule modules use. @internal */
export interface Kit {
  /** Every figure on the table by id. */
  readonly lookup: (state: VividState) => Map<string, Found>;
  /** Why a figure may not act now (phase, side, wounds, morale, stun). */
  readonly turnReasons: (state: VividState, found: Found | undefined, id: string) => Reason[];
  /** Why a move is refused. */
  readonly moveReasons: (state: VividState, found: Found | undefined, cmd: MoveCommand) => Reason[];
  /** How far a figure may still go toward a point this side turn. */
  readonly allowanceToward: (state: VividState, found: Found, to: Point) => { ok: true; left: number } | { ok: false; reason: Reason };
  /** A move applied (the moved event, the objective picked up). */
  readonly move: (state: VividState, cmd: MoveCommand) => Acc;
  /** The state with some figures replaced. */
  readonly withFigures: (state: VividState, figures: readonly Figure[]) => VividState;
  /** The state with a place changed. */
  readonly withPlace: (state: VividState, id: string, change: Partial<Place>) => VividState;
  /** Enemy figures of a side still in the fight. */
  readonly enemiesOf: (state: VividState, found: ReadonlyMap<string, Found>, side: string) => Found[];
  /** The nearest of some figures. */
  readonly nearest: (from: Point, list: readonly Found[]) => Found | undefined;
  /** The side whose turn it is. */
  readonly activeSide: (state: VividState) => string | undefined;
  /** A side's name. */
  readonly sideName: (state: VividState, id: string) => string;
  /** The objective dropped by a fallen carrier. */
  readonly checkObjective: (acc: Acc) => Acc;
  /** The game ended if it is over. */
  readonly settle: (acc: Acc) => Chance<Acc>;
  /** Out of the fight: gone, wounded or unconscious. */
  readonly isDown: (f: Figure) => boolean;
  /** Killed or removed. */
  readonly isGone: (f: Figure) => boolean;
}
