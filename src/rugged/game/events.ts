// What happens in a rugged game, as data (ids and names, so a story can be told without the state), and the lines
// a player reads.
import type { Point } from "../../core/game/table.js";
import type { MoraleResult } from "../../family/morale.js";
import type { MovementMode, WoundState } from "../../family/schemas.js";

/**
 * A figure that was hit or struck, and its state afterwards.
 *
 * @example
 * ```ts
 * const c: RuggedCasualty = { figure: "t1", name: "Thug 1", state: "killed" };
 * ```
 */
export interface RuggedCasualty {
  /** The figure's id. */
  readonly figure: string;
  /** Its name. */
  readonly name: string;
  /** Its state afterwards. */
  readonly state: WoundState;
}

/**
 * An event of the rugged game: `{ type, unit, name, ..., rule }`, with the units' and figures' names.
 *
 * @example
 * ```ts
 * const e: RuggedEvent = { type: "hold", unit: "askaris", name: "Askaris", rule: "RUG-SHOOT-1" };
 * ```
 */
export type RuggedEvent =
  | { readonly type: "turn"; readonly turn: number; readonly rule: "RUG-SEQ-1" }
  | {
      readonly type: "order";
      readonly unit: string;
      readonly name: string;
      readonly mode: MovementMode;
      readonly toward?: string;
      readonly towardName?: string;
      readonly to?: Point;
      readonly rule: "RUG-MOVE-1";
    }
  | { readonly type: "rally"; readonly unit: string; readonly name: string; readonly rallied: boolean; readonly rule: "RUG-MOR-1" }
  | {
      readonly type: "tactician";
      readonly unit: string;
      readonly name: string;
      readonly figure: string;
      readonly figureName: string;
      readonly movesLast: boolean;
      readonly rule: "RUG-TRAIT-P8";
    }
  | {
      readonly type: "chargeTest";
      readonly unit: string;
      readonly name: string;
      readonly charger: string;
      readonly chargerName: string;
      readonly stands: boolean;
      readonly result: MoraleResult;
      readonly rule: "RUG-MOR-1";
    }
  | {
      readonly type: "move";
      readonly unit: string;
      readonly name: string;
      readonly mode: MovementMode;
      readonly from: Point;
      readonly to: Point;
      readonly inches: number;
      readonly rule: "RUG-MOVE-2";
    }
  | { readonly type: "contact"; readonly unit: string; readonly name: string; readonly target: string; readonly targetName: string; readonly rule: "RUG-HTH-1" }
  | {
      readonly type: "flee";
      readonly unit: string;
      readonly name: string;
      readonly why: "rout" | "retreat";
      readonly to: Point;
      readonly offTable: boolean;
      readonly rule: "RUG-MOR-1";
    }
  | {
      readonly type: "volley";
      readonly unit: string;
      readonly name: string;
      readonly target: string;
      readonly targetName: string;
      readonly firing: number;
      readonly hits: number;
      readonly casualties: readonly RuggedCasualty[];
      readonly dropped: readonly string[];
      readonly rule: "RUG-SHOOT-5";
    }
  | { readonly type: "hold"; readonly unit: string; readonly name: string; readonly rule: "RUG-SHOOT-1" }
  | { readonly type: "chargeCheck"; readonly unit: string; readonly name: string; readonly completes: boolean; readonly rule: "RUG-MOR-1" }
  | {
      readonly type: "fight";
      readonly unit: string;
      readonly name: string;
      readonly target: string;
      readonly targetName: string;
      readonly hits: number;
      readonly hitsBack: number;
      readonly casualties: readonly RuggedCasualty[];
      readonly rule: "RUG-HTH-1";
    }
  | {
      readonly type: "morale";
      readonly unit: string;
      readonly name: string;
      readonly trigger: "shooting" | "handToHand";
      readonly target: number;
      readonly pass: boolean;
      readonly result: MoraleResult;
      readonly rule: "RUG-MOR-1";
    }
  | { readonly type: "rolePlay"; readonly turn: number; readonly rule: "RUG-SEQ-1" }
  | {
      readonly type: "end";
      readonly winner: string | null;
      readonly winnerName: string | null;
      readonly how: "destroyed" | "routed" | "objective" | "turnLimit";
      readonly rule: "RUG-SEQ-1";
    };

const inch = (n: number): string => `${String(Math.round(n * 10) / 10)}"`;
const list = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}`;

function casualties(cs: readonly RuggedCasualty[]): string {
  const by = (s: WoundState) => cs.filter((c) => c.state === s).map((c) => c.name);
  const parts: string[] = [];
  if (by("killed").length > 0) parts.push(`${list(by("killed"))} killed`);
  if (by("unconscious").length > 0) parts.push(`${list(by("unconscious"))} knocked out`);
  if (by("wounded").length > 0) parts.push(`${list(by("wounded"))} wounded`);
  if (by("fit").length > 0) parts.push(`${list(by("fit"))} unhurt`);
  return parts.length === 0 ? "" : `: ${parts.join("; ")}`;
}

/**
 * The lines a player reads for rugged events (names, not ids).
 *
 * @param events - events of the rugged game
 * @returns one line per event
 * @example
 * ```ts
 * describeRugged([{ type: "hold", unit: "a", name: "Askaris", rule: "RUG-SHOOT-1" }]); // ["Askaris hold their fire."]
 * ```
 */
export function describeRugged(events: readonly RuggedEvent[]): string[] {
  return events.map((e) => {
    switch (e.type) {
      case "turn":
        return `Turn ${String(e.turn)}.`;
      case "order":
        return e.mode === "stationary"
          ? `${e.name} stand fast.`
          : e.mode === "charge"
            ? `${e.name} declare a charge at ${e.towardName ?? "the enemy"}.`
            : `${e.name} order a ${e.mode} move${e.towardName !== undefined ? ` toward ${e.towardName}` : e.to !== undefined ? ` to (${String(e.to.x)}, ${String(e.to.y)})` : ""}.`;
      case "rally":
        return `${e.name} try to rally: ${e.rallied ? "they rally" : "they keep running"}.`;
      case "tactician":
        return `${e.figureName}, a Tactician, ${e.movesLast ? "holds the unit back to move last" : "moves with the others"}.`;
      case "chargeTest":
        return `${e.name}, charged by ${e.chargerName}, ${e.stands ? "stand" : e.result === "rout" ? "break and run" : `fail (${e.result})`}.`;
      case "move":
        return `${e.name} ${e.mode === "charge" ? "charge" : "move"} ${inch(e.inches)}.`;
      case "contact":
        return `${e.name} reach ${e.targetName}: hand-to-hand!`;
      case "flee":
        return `${e.name} ${e.why === "rout" ? "rout" : "fall back"}${e.offTable ? " off the table" : ""}.`;
      case "volley":
        return e.firing === 0
          ? `${e.name} cannot fire at ${e.targetName}.`
          : `${e.name} fire at ${e.targetName} (${String(e.firing)} firing): ${String(e.hits)} hit${e.hits === 1 ? "" : "s"}${casualties(e.casualties)}${e.dropped.length > 0 ? `; ${list(e.dropped)} drop their weapons` : ""}.`;
      case "hold":
        return `${e.name} hold their fire.`;
      case "chargeCheck":
        return `${e.name}, shot at while charging, ${e.completes ? "press home the charge" : "stop where they are"}.`;
      case "fight":
        return `${e.name} fight ${e.targetName}: ${String(e.hits)} hit${e.hits === 1 ? "" : "s"}, ${String(e.hitsBack)} back${casualties(e.casualties)}.`;
      case "morale":
        return `${e.name} test morale (${e.trigger === "shooting" ? "shot at" : "after hand-to-hand"}, ${String(e.target)} or less): ${e.pass ? "they hold" : e.result === "rout" ? "they rout" : e.result === "retreat" ? "they fall back" : e.result}.`;
      case "rolePlay":
        return `End of turn ${String(e.turn)}.`;
      case "end":
        return e.winner === null
          ? `The game ends in a draw (${e.how === "turnLimit" ? "the turn limit" : "no one is left"}).`
          : `${e.winnerName ?? e.winner} win (${e.how === "destroyed" ? "the enemy is destroyed" : e.how === "routed" ? "the enemy routs" : e.how === "objective" ? "the objective" : "the turn limit"}).`;
    }
  });
}
