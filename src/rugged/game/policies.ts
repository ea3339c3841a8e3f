// Policies for the rugged game: pure functions (state, choices) => command, examples of the contract.

import { RulesError } from "../../core/errors.js";
import type { Choice, Policy } from "../../core/game/contract.js";
import { distance } from "../../core/game/table.js";
import { guarded, refusals, unitOf } from "./rules.js";
import type { RuggedCommand, RuggedState } from "./schema.js";

type C = Choice<RuggedCommand>;

function firstAllowed(choices: readonly C[], test: (c: RuggedCommand) => boolean = () => true): RuggedCommand | undefined {
  // the command first: a choice's reasons are worked out only when asked for (ruggedGame.options is lazy)
  return choices.find((c) => test(c.command) && c.allowed)?.command;
}

function anyAllowed(fn: string, choices: readonly C[]): RuggedCommand {
  const c = firstAllowed(choices);
  if (c === undefined) throw new RulesError({ code: "INVALID_STATE", fn, path: "choices", value: choices.length, message: "no command is allowed" });
  return c;
}

/** The allowed shot at the nearest target, else hold (RUG-SHOOT-1). */
function shootNearest(state: RuggedState, choices: readonly C[]): RuggedCommand | undefined {
  let best: RuggedCommand | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const c of choices) {
    if (c.command.type !== "shoot" || !c.allowed) continue;
    const u = unitOf(state, c.command.unit);
    const t = unitOf(state, c.command.target);
    if (u === undefined || t === undefined) continue;
    const d = distance(u.position, t.position);
    if (d < bestD) {
      best = c.command;
      bestD = d;
    }
  }
  return best ?? firstAllowed(choices, (c) => c.type === "hold");
}

/**
 * Hold and shoot the nearest: every unit stands fast (routing units try to rally), fires at the nearest enemy
 * it can hit, and lets the phases run.
 *
 * @param state - the state
 * @param choices - the choices `ruggedGame.options` gives
 * @returns the command
 * @example
 * ```ts
 * autoplay(ruggedGame, ruggedGame.setup(scenario), holdAndShoot, seededDice(1));
 * ```
 */
export const holdAndShoot: Policy<RuggedState, RuggedCommand> = guarded("holdAndShoot", (state: RuggedState, choices: readonly C[]): RuggedCommand => {
  if (state.phase === "shooting") return shootNearest(state, choices) ?? anyAllowed("holdAndShoot", choices);
  if (state.phase === "orders") {
    return (
      firstAllowed(choices, (c) => c.type === "rally") ??
      firstAllowed(choices, (c) => c.type === "order" && c.mode === "stationary") ??
      anyAllowed("holdAndShoot", choices)
    );
  }
  return anyAllowed("holdAndShoot", choices);
});

/**
 * Advance and charge when in reach: a unit charges the nearest enemy it can reach (RUG-MOVE-1), else
 * advances toward the nearest enemy at a Patrol (it may still shoot), fires at the nearest target, rallies
 * when broken.
 *
 * @param state - the state
 * @param choices - the choices `ruggedGame.options` gives
 * @returns the command
 * @example
 * ```ts
 * autoplay(ruggedGame, state, { askaris: holdAndShoot, bandits: advanceAndCharge }, seededDice(1));
 * ```
 */
export const advanceAndCharge: Policy<RuggedState, RuggedCommand> = guarded("advanceAndCharge", (state: RuggedState, choices: readonly C[]): RuggedCommand => {
  if (state.phase === "shooting") return shootNearest(state, choices) ?? anyAllowed("advanceAndCharge", choices);
  if (state.phase === "orders") {
    // the choices list enemies nearest first
    return (
      firstAllowed(choices, (c) => c.type === "rally") ??
      firstAllowed(choices, (c) => c.type === "order" && c.mode === "charge") ??
      firstAllowed(choices, (c) => c.type === "order" && c.mode === "patrol") ??
      firstAllowed(choices, (c) => c.type === "order" && c.mode === "combat") ??
      anyAllowed("advanceAndCharge", choices)
    );
  }
  return anyAllowed("advanceAndCharge", choices);
});

/**
 * One line of a script: a command, on one turn or on every turn.
 *
 * @example
 * ```ts
 * const line: ScriptLine = { turn: 1, command: { type: "order", unit: "askaris", mode: "patrol", to: { x: 10, y: 0 } } };
 * ```
 */
export interface ScriptLine {
  /** The turn it is for (absent: any turn). */
  readonly turn?: number | undefined;
  /** The command. */
  readonly command: RuggedCommand;
}

/**
 * A scripted list: the first line of the script for this turn whose command the rules allow now (compared as
 * data, the GM's judgement and a free destination included), else the fallback policy. Pure: it reads only the
 * state and the choices, so it replays and enumerates like any policy.
 *
 * @param script - the lines, in order of preference
 * @param fallback - the policy for every decision the script does not cover
 * @returns the policy
 * @example
 * ```ts
 * const plan = scriptedPolicy([{ turn: 1, command: { type: "order", unit: "askaris", mode: "combat", toward: "bandits" } }], holdAndShoot);
 * ```
 */
export const scriptedPolicy: (script: readonly ScriptLine[], fallback: Policy<RuggedState, RuggedCommand>) => Policy<RuggedState, RuggedCommand> = guarded(
  "scriptedPolicy",
  (script: readonly ScriptLine[], fallback: Policy<RuggedState, RuggedCommand>): Policy<RuggedState, RuggedCommand> => {
    const given: unknown = script;
    if (!Array.isArray(given))
      throw new RulesError({ code: "INVALID_ARGUMENT", fn: "scriptedPolicy", path: "script", value: script, message: "expected a list of lines" });
    if (typeof fallback !== "function")
      throw new RulesError({ code: "INVALID_ARGUMENT", fn: "scriptedPolicy", path: "fallback", value: fallback, message: "expected a policy" });
    const lines: readonly ScriptLine[] = script.map((l) => ({ turn: l.turn, command: l.command }));
    return guarded("scriptedPolicy(...)", (state: RuggedState, choices: readonly C[]): RuggedCommand => {
      const acting = new Set(choices.map((c) => ("unit" in c.command ? c.command.unit : "")));
      for (const line of lines) {
        if (line.turn !== undefined && line.turn !== state.turn) continue;
        const c = line.command;
        // the unit whose turn it is, and a command the rules allow (a free destination, the GM's judgement included)
        if ("unit" in c && !acting.has(c.unit)) continue;
        if (!("unit" in c) && !choices.some((x) => x.command.type === c.type)) continue;
        if (refusals(state, c).length === 0) return c;
      }
      return fallback(state, choices);
    });
  },
);
