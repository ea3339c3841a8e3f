// What happens in a rugged game, as data (ids and names, so a story can be told without the state), and the lines
// a player reads.
import type { Point } from "../../core/game/table.js";
import type { MoraleResult } from "../../family/morale.js";
import type { MovementMode, WoundState } from "../../family/schemas.js";
import { guarded } from "./rules.js";

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
  | {
      /** What happened. */
      readonly type: "turn";
      /** The game turn. */
      readonly turn: number;
      /** The catalogue rule behind it. */
      readonly rule: "RUG-SEQ-1";
    }
  | {
      /** What happened. */
      readonly type: "order";
      /** The unit's id. */
      readonly unit: string;
      /** The unit's name. */
      readonly name: string;
      /** The movement mode (RUG-MOVE-1). */
      readonly mode: MovementMode;
      /** The id of the unit it moves toward. */
      readonly toward?: string;
      /** That unit's name. */
      readonly towardName?: string;
      /** The point it moves or fled to. */
      readonly to?: Point;
      /** The catalogue rule behind it. */
      readonly rule: "RUG-MOVE-1";
    }
  | {
      /** What happened. */
      readonly type: "rally";
      /** The unit's id. */
      readonly unit: string;
      /** The unit's name. */
      readonly name: string;
      /** Whether it rallied. */
      readonly rallied: boolean;
      /** The catalogue rule behind it. */
      readonly rule: "RUG-MOR-1";
    }
  | {
      /** What happened. */
      readonly type: "tactician";
      /** The unit's id. */
      readonly unit: string;
      /** The unit's name. */
      readonly name: string;
      /** The figure's id. */
      readonly figure: string;
      /** The figure's name. */
      readonly figureName: string;
      /** Whether the unit moves after all others. */
      readonly movesLast: boolean;
      /** The catalogue rule behind it. */
      readonly rule: "RUG-TRAIT-P8";
    }
  | {
      /** What happened. */
      readonly type: "chargeTest";
      /** The unit's id. */
      readonly unit: string;
      /** The unit's name. */
      readonly name: string;
      /** The charging unit's id. */
      readonly charger: string;
      /** The charging unit's name. */
      readonly chargerName: string;
      /** Whether the target stands. */
      readonly stands: boolean;
      /** The morale result. */
      readonly result: MoraleResult;
      /** The catalogue rule behind it. */
      readonly rule: "RUG-MOR-1";
    }
  | {
      /** What happened. */
      readonly type: "move";
      /** The unit's id. */
      readonly unit: string;
      /** The unit's name. */
      readonly name: string;
      /** The movement mode (RUG-MOVE-1). */
      readonly mode: MovementMode;
      /** Where it started. */
      readonly from: Point;
      /** The point it moves or fled to. */
      readonly to: Point;
      /** How far it moved, in inches. */
      readonly inches: number;
      /** The catalogue rule behind it. */
      readonly rule: "RUG-MOVE-2";
    }
  | {
      /** What happened. */
      readonly type: "contact";
      /** The unit's id. */
      readonly unit: string;
      /** The unit's name. */
      readonly name: string;
      /** The target unit's id (a morale event: the number the D10 had to roll at or under). */
      readonly target: string;
      /** The target unit's name. */
      readonly targetName: string;
      /** The catalogue rule behind it. */
      readonly rule: "RUG-HTH-1";
    }
  | {
      /** What happened. */
      readonly type: "flee";
      /** The unit's id. */
      readonly unit: string;
      /** The unit's name. */
      readonly name: string;
      /** A rout or a fall-back. */
      readonly why: "rout" | "retreat";
      /** The point it moves or fled to. */
      readonly to: Point;
      /** Whether it left the table. */
      readonly offTable: boolean;
      /** The catalogue rule behind it. */
      readonly rule: "RUG-MOR-1";
    }
  | {
      /** What happened. */
      readonly type: "volley";
      /** The unit's id. */
      readonly unit: string;
      /** The unit's name. */
      readonly name: string;
      /** The target unit's id (a morale event: the number the D10 had to roll at or under). */
      readonly target: string;
      /** The target unit's name. */
      readonly targetName: string;
      /** How many figures fired. */
      readonly firing: number;
      /** Hits scored (by the charger in a fight). */
      readonly hits: number;
      /** The figures hit and their state afterwards. */
      readonly casualties: readonly RuggedCasualty[];
      /** The names of the shooters who dropped their weapons (Clumsy). */
      readonly dropped: readonly string[];
      /** The catalogue rule behind it. */
      readonly rule: "RUG-SHOOT-5";
    }
  | {
      /** What happened. */
      readonly type: "hold";
      /** The unit's id. */
      readonly unit: string;
      /** The unit's name. */
      readonly name: string;
      /** The catalogue rule behind it. */
      readonly rule: "RUG-SHOOT-1";
    }
  | {
      /** What happened. */
      readonly type: "chargeCheck";
      /** The unit's id. */
      readonly unit: string;
      /** The unit's name. */
      readonly name: string;
      /** Whether the charge goes on. */
      readonly completes: boolean;
      /** The catalogue rule behind it. */
      readonly rule: "RUG-MOR-1";
    }
  | {
      /** What happened. */
      readonly type: "fight";
      /** The unit's id. */
      readonly unit: string;
      /** The unit's name. */
      readonly name: string;
      /** The target unit's id (a morale event: the number the D10 had to roll at or under). */
      readonly target: string;
      /** The target unit's name. */
      readonly targetName: string;
      /** Hits scored (by the charger in a fight). */
      readonly hits: number;
      /** Hits scored back. */
      readonly hitsBack: number;
      /** The figures hit and their state afterwards. */
      readonly casualties: readonly RuggedCasualty[];
      /** The catalogue rule behind it. */
      readonly rule: "RUG-HTH-1";
    }
  | {
      /** What happened. */
      readonly type: "morale";
      /** The unit's id. */
      readonly unit: string;
      /** The unit's name. */
      readonly name: string;
      /** Why the unit tested. */
      readonly trigger: "shooting" | "handToHand";
      /** The target unit's id (a morale event: the number the D10 had to roll at or under). */
      readonly target: number;
      /** Whether it passed. */
      readonly pass: boolean;
      /** The morale result. */
      readonly result: MoraleResult;
      /** The catalogue rule behind it. */
      readonly rule: "RUG-MOR-1";
    }
  | {
      /** What happened. */
      readonly type: "rolePlay";
      /** The game turn. */
      readonly turn: number;
      /** The catalogue rule behind it. */
      readonly rule: "RUG-SEQ-1";
    }
  | {
      /** What happened. */
      readonly type: "end";
      /** The winning side's id, or null. */
      readonly winner: string | null;
      /** Its name, or null. */
      readonly winnerName: string | null;
      /** How the game was won. */
      readonly how: "destroyed" | "routed" | "objective" | "turnLimit";
      /** The catalogue rule behind it. */
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
export const describeRugged: (events: readonly RuggedEvent[]) => string[] = guarded("describeRugged", (events: readonly RuggedEvent[]): string[] =>
  events.map((e) => {
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
  }),
);
