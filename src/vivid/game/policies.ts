// Policies for the vivid game: pure functions `(state, choices) => command` (the core's Policy contract), shipped
// as examples an app or a balancing tool starts from.

import { RulesError } from "../../core/errors.js";
import type { Choice, Policy } from "../../core/game/contract.js";
import { stateKey } from "../../core/game/key.js";
import { distance } from "../../core/game/table.js";
import { guarded } from "./guard.js";
import type { VividCommand, VividState } from "./schema.js";

const END: VividCommand = { type: "endSideTurn" };

/**
 * The first allowed choice that `wanted` picks: `wanted` is asked first, so a choice's refusals are worked out only
 * for the choices a policy considers (the game computes them lazily).
 */
function firstAllowed(choices: readonly Choice<VividCommand>[], wanted: (c: Choice<VividCommand>) => boolean): Choice<VividCommand> | undefined {
  return choices.find((c) => wanted(c) && c.allowed);
}

const isBegin = (c: Choice<VividCommand>): boolean => c.command.type === "beginTurn";
const isEnd = (c: Choice<VividCommand>): boolean => c.command.type === "endSideTurn";

/**
 * The command of the first allowed choice of a kind (`beginTurn`, `endSideTurn`), else a new one: the choice's own
 * object, so that the core's loop takes it by identity (not parsed again) and a session finds its step again.
 */
function commandOf(choices: readonly Choice<VividCommand>[], wanted: (c: Choice<VividCommand>) => boolean, otherwise: VividCommand): VividCommand {
  return firstAllowed(choices, wanted)?.command ?? otherwise;
}
/**
 * A test of a move choice whose label holds one of `parts` (a loop over them, not a closure made for each choice
 * the test reads).
 */
const moveLabelled =
  (...parts: string[]) =>
  (c: Choice<VividCommand>): boolean => {
    if (c.command.type !== "move") return false;
    const label = c.label;
    if (label === undefined) return false;
    for (let i = 0; i < parts.length; i++) if (label.includes(parts[i] as string)) return true;
    return false;
  };

// the label tests the policies ask, made once (each call of a policy asked them anew)
const CARRIES = moveLabelled("toward the goal");
const FETCHES = moveLabelled(" goes for ");
const CHARGES = moveLabelled(" charges ");
const ADVANCES = moveLabelled(" advances on ");
const CARRIES_OR_FETCHES = moveLabelled("toward the goal", " goes for ");
const FOLLOWS = moveLabelled("heads for the goal");

/** The state's places by figure id, and its units by id: what {@link range} reads, built once per policy call. */
interface Where {
  readonly places: ReadonlyMap<string, VividState["places"][number]>;
  readonly units: ReadonlyMap<string, VividState["units"][number]>;
}

/** Each id's first entry (what `find` gives). */
function firstById<T extends { readonly id: string }>(list: readonly T[]): Map<string, T> {
  // (this file's loops by index: for...of allocated an iterator result per item)
  const out = new Map<string, T>();
  for (let i = 0; i < list.length; i++) {
    const item = list[i] as T;
    if (!out.has(item.id)) out.set(item.id, item);
  }
  return out;
}

const whereOf = (state: VividState): Where => ({ places: firstById(state.places), units: firstById(state.units) });

/**
 * How far a shoot choice's first shooter is from the nearest living figure of its target (the first place and
 * unit of each id, as `find` reads them: a later duplicate never replaces an earlier one).
 */
function range(where: Where, command: Extract<VividCommand, { type: "shoot" }>): number {
  const at = where.places.get(command.shooters[0] ?? "")?.at;
  if (at === undefined) return Infinity;
  let best = Infinity;
  const members = where.units.get(command.target)?.members ?? [];
  for (let i = 0; i < members.length; i++) {
    const m = members[i] as VividState["units"][number]["members"][number];
    if (m.status?.wound === "killed" || m.status?.removed === true) continue;
    const p = where.places.get(m.id);
    if (p !== undefined) best = Math.min(best, distance(at, p.at));
  }
  return best;
}

/**
 * The best allowed shot: the largest volley, then the nearest target (the first of equals). A shot's range is
 * measured only when it ties in size with the best so far: a smaller volley loses and a larger one wins whatever
 * their ranges, and a range, once measured, is the same whenever it is read.
 */
function bestShot(state: VividState, choices: readonly Choice<VividCommand>[]): VividCommand | undefined {
  let best: Extract<VividCommand, { type: "shoot" }> | undefined;
  let bestSize = Infinity;
  let bestRange: number | undefined;
  let where: Where | undefined;
  for (let i = 0; i < choices.length; i++) {
    const c = choices[i] as Choice<VividCommand>;
    if (c.command.type !== "shoot" || !c.allowed) continue;
    const size = -c.command.shooters.length;
    if (size > bestSize) continue;
    if (size < bestSize || best === undefined) {
      best = c.command;
      bestSize = size;
      bestRange = undefined;
      continue;
    }
    where ??= whereOf(state);
    bestRange ??= range(where, best);
    const r = range(where, c.command);
    if (r < bestRange) {
      best = c.command;
      bestRange = r;
    }
  }
  return best;
}

/**
 * Hold and shoot the nearest: begin each turn, fire the largest volley allowed at the nearest enemy unit until
 * nobody may shoot, then end the side's turn. Nobody moves.
 *
 * @param state - the state
 * @param choices - `vividGame.options(state)`
 * @returns the command
 * @example
 * ```ts
 * autoplay(vividGame, vividGame.setup(scenario), holdAndShoot, seededDice(1)).outcome;
 * ```
 */
export const holdAndShoot: Policy<VividState, VividCommand> = guarded("holdAndShoot", holdAndShootOn);

/**
 * {@link holdAndShoot} unguarded, on the game's own choices (the rolled battle, session-battle.ts, asks it of the
 * choices it can pick: beginTurn, the allowed shots, endSideTurn, in the options' order).
 *
 * @param state - the state
 * @param choices - the choices (the game's)
 * @returns the command
 * @example
 * ```ts
 * holdAndShootOn(state, vividGame.options(state)); // what holdAndShoot picks
 * ```
 * @internal
 */
export function holdAndShootOn(state: VividState, choices: readonly Choice<VividCommand>[]): VividCommand {
  const begin = firstAllowed(choices, isBegin);
  if (begin !== undefined) return begin.command;
  return bestShot(state, choices) ?? commandOf(choices, isEnd, END);
}

/**
 * Advance and charge when in reach: each figure that can reach base contact this turn charges; then every
 * volley allowed is fired; then whoever has movement left advances on the nearest enemy; then the side's
 * turn ends. A figure carrying the objective heads for the goal instead, and a dropped objective is fetched.
 *
 * @param state - the state
 * @param choices - `vividGame.options(state)`
 * @returns the command
 * @example
 * ```ts
 * autoplay(vividGame, state, { good: holdAndShoot, bad: advanceAndCharge }, seededDice(1)).outcome;
 * ```
 */
export const advanceAndCharge: Policy<VividState, VividCommand> = guarded("advanceAndCharge", advanceAndChargeOn);

/**
 * {@link advanceAndCharge} unguarded, on the game's own choices (the rolled battle, session-battle.ts, asks it of the
 * choices it can pick: beginTurn, the moves, the allowed shots, endSideTurn, in the options' order).
 *
 * @param state - the state
 * @param choices - the choices (the game's)
 * @returns the command
 * @example
 * ```ts
 * advanceAndChargeOn(state, vividGame.options(state)); // what advanceAndCharge picks
 * ```
 * @internal
 */
export function advanceAndChargeOn(state: VividState, choices: readonly Choice<VividCommand>[]): VividCommand {
  const begin = firstAllowed(choices, isBegin);
  if (begin !== undefined) return begin.command;
  const carry = firstAllowed(choices, CARRIES);
  if (carry !== undefined) return carry.command;
  const fetch = firstAllowed(choices, FETCHES);
  if (fetch !== undefined) return fetch.command;
  const charge = firstAllowed(choices, CHARGES);
  if (charge !== undefined) return charge.command;
  const shot = bestShot(state, choices);
  if (shot !== undefined) return shot;
  const advance = firstAllowed(choices, ADVANCES);
  return advance?.command ?? commandOf(choices, isEnd, END);
}

/**
 * Carry the objective and cover it: everyone but the carrier first fires the largest volley allowed; then the
 * carrier heads for the goal (anyone fetches a dropped objective), and the others follow toward the goal.
 *
 * @param state - the state
 * @param choices - `vividGame.options(state)`
 * @returns the command
 * @example
 * ```ts
 * autoplay(vividGame, state, { good: carryAndCover, bad: advanceAndCharge }, seededDice(41));
 * ```
 */
export const carryAndCover: Policy<VividState, VividCommand> = guarded(
  "carryAndCover",
  (state: VividState, choices: readonly Choice<VividCommand>[]): VividCommand => {
    const begin = firstAllowed(choices, isBegin);
    if (begin !== undefined) return begin.command;
    const carrier = state.carrierId ?? "";
    const shot = bestShot(
      state,
      choices.filter((c) => c.command.type !== "shoot" || !c.command.shooters.includes(carrier)),
    );
    if (shot !== undefined) return shot;
    const carry = firstAllowed(choices, CARRIES_OR_FETCHES);
    if (carry !== undefined) return carry.command;
    const follow = firstAllowed(choices, FOLLOWS);
    return follow?.command ?? commandOf(choices, isEnd, END);
  },
);

/**
 * A scripted list of moves and shots: whenever one of them is allowed now and has not been carried out yet (the
 * figure does not stand at the move's point; the shooters have not shot this side turn), the first such one is
 * played; otherwise `fallback` decides (it also begins turns and ends side turns). Pure: what has been done is
 * read from the state, so the policy can be shared by many games.
 *
 * @param commands - the moves and shots, in order of preference
 * @param fallback - the policy for everything else (default {@link holdAndShoot})
 * @returns a policy
 * @example
 * ```ts
 * const opening = scriptedPolicy([{ type: "move", figure: "jack", to: { x: 10, y: 4 } }], holdAndShoot);
 * ```
 */
export function scriptedPolicy(commands: readonly VividCommand[], fallback: Policy<VividState, VividCommand> = holdAndShoot): Policy<VividState, VividCommand> {
  let isList = false;
  try {
    isList = Array.isArray(commands);
  } catch {
    // a revoked Proxy: not a list
  }
  if (!isList) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "scriptedPolicy", path: "commands", value: commands, message: "expected a list of commands" });
  }
  const keys = guarded("scriptedPolicy", (list: readonly VividCommand[]) => list.map((c) => stateKey(c)))(commands);
  return guarded("scriptedPolicy", (state: VividState, choices: readonly Choice<VividCommand>[]): VividCommand => {
    for (const [i, key] of keys.entries()) {
      const choice = firstAllowed(choices, (c) => stateKey(c.command) === key);
      if (choice !== undefined && !used(state, commands[i] as VividCommand)) return choice.command;
    }
    return fallback(state, choices);
  });
}

/** Whether a scripted command has visibly been carried out already in this side turn. */
function used(state: VividState, command: VividCommand): boolean {
  if (command.type === "shoot") return command.shooters.some((id) => state.places.find((p) => p.id === id)?.shot === true);
  if (command.type === "move") {
    const p = state.places.find((q) => q.id === command.figure);
    return p !== undefined && p.at.x === command.to.x && p.at.y === command.to.y;
  }
  return false;
}
