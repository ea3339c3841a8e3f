// What happens in a vivid game, as data, and the lines a player reads (names, not ids; the rules in words).
import type { Point } from "../../core/game/table.js";

/**
 * One shooter's line of a volley: its dice, hit number and distance.
 *
 * @example
 * ```ts
 * const line: VividShotLine = { id: "s1", name: "Sergeant Bell", dice: 1, n: 6, distance: 10 };
 * ```
 */
export interface VividShotLine {
  /** Figure id. */
  readonly id: string;
  /** Its name. */
  readonly name: string;
  /** Dice rolled. */
  readonly dice: number;
  /** The hit number (a D10 at or under it hits). */
  readonly n: number;
  /** Inches to its target. */
  readonly distance: number;
}

/**
 * An event of the vivid game. Every event carries the catalogue rule it follows and the names a player reads.
 *
 * @example
 * ```ts
 * const e: VividEvent = { type: "sideTurnEnds", side: "good", name: "Dawson's party", rule: "VIV-SEQ-2" };
 * ```
 */
export type VividEvent =
  | { readonly type: "turnBegins"; readonly turn: number; readonly rule: "VIV-SEQ-1" }
  | {
      readonly type: "routRecovery";
      readonly unit: string;
      readonly name: string;
      readonly stops: boolean;
      readonly rule: "VIV-MOR-7";
    }
  | { readonly type: "initiative"; readonly order: readonly string[]; readonly names: readonly string[]; readonly rule: "VIV-SEQ-1" }
  | {
      readonly type: "moved";
      readonly figure: string;
      readonly name: string;
      readonly from: Point;
      readonly to: Point;
      readonly inches: number;
      readonly contact: readonly string[];
      readonly rule: "VIV-MOVE-1";
    }
  | {
      readonly type: "objective";
      readonly what: "pickedUp" | "dropped";
      readonly figure: string;
      readonly name: string;
      readonly item: string;
      readonly rule: "VIV-GM-1";
    }
  | { readonly type: "reloading"; readonly figure: string; readonly name: string; readonly rule: "VIV-MG-1" }
  | {
      readonly type: "shot";
      readonly target: string;
      readonly targetName: string;
      readonly shooters: readonly VividShotLine[];
      readonly followingFire: boolean;
      readonly hits: number;
      readonly allocation: readonly { readonly id: string; readonly name: string; readonly hits: number }[];
      readonly dropped: readonly string[];
      readonly rule: "VIV-SHOOT-4" | "VIV-MG-3";
    }
  | {
      readonly type: "wound";
      readonly figure: string;
      readonly name: string;
      readonly hits: number;
      readonly result: string;
      readonly state: string;
      readonly luck: "notRolled" | "passed" | "failed";
      readonly ox: boolean;
      readonly rule: "VIV-WOUND-1";
    }
  | {
      readonly type: "morale";
      readonly unit: string;
      readonly name: string;
      readonly trigger: "shooting" | "handToHand";
      readonly tested: boolean;
      readonly target: number;
      readonly pass: boolean;
      readonly result: string;
      readonly rule: "VIV-MOR-4";
    }
  | {
      readonly type: "fled";
      readonly unit: string;
      readonly name: string;
      readonly why: "retreat" | "rout" | "stillRouting";
      readonly removed: readonly string[];
      readonly rule: "VIV-MOR-5" | "VIV-MOR-6" | "VIV-MOR-7";
    }
  | {
      readonly type: "strike";
      readonly attacker: string;
      readonly attackerName: string;
      readonly target: string;
      readonly targetName: string;
      readonly back: boolean;
      readonly hits: number;
      readonly reason: string;
      readonly rule: "VIV-HTH-4";
    }
  | { readonly type: "recovery"; readonly figure: string; readonly name: string; readonly recovered: boolean; readonly rule: "VIV-WOUND-5" }
  | { readonly type: "sideTurnEnds"; readonly side: string; readonly name: string; readonly rule: "VIV-SEQ-2" }
  | {
      readonly type: "gameOver";
      readonly winner: string | null;
      readonly winnerName: string | null;
      readonly reason: string;
      readonly turn: number;
      readonly rule: "VIV-MOR-10" | "VIV-GM-1";
    }
  | { readonly type: "cliffHanger"; readonly figure: string; readonly name: string; readonly survived: boolean; readonly rule: "VIV-CLIFF-1" };

const inch = (n: number): string => `${String(Math.round(n * 10) / 10)}"`;
const times = (n: number): string => (n === 1 ? "" : ` x${String(n)}`);

const WHY_NOT: Readonly<Record<string, string>> = {
  targetDown: "the target is already down",
  killed: "struck down first",
  wounded: "wounded",
  routing: "routing",
  disrupted: "disrupted",
  droppedWeapon: "fumbled (Clumsy)",
  outOfReach: "out of reach",
};

const REASONS: Readonly<Record<string, string>> = {
  objective: "carried the objective home",
  destroyed: "the enemy has no one left standing",
  routed: "the enemy is routing from the field",
  fiftyPercent: "the villains lost over half their number and retire (50% rule)",
  turnLimit: "the last turn is over",
};

/** One event in words. */
function line(e: VividEvent): string {
  switch (e.type) {
    case "turnBegins":
      return `TURN ${String(e.turn)}`;
    case "routRecovery":
      return e.stops ? `${e.name} stop running and turn to fight.` : `${e.name} keep running.`;
    case "initiative":
      return `Initiative: ${e.names.join(", then ")}.`;
    case "moved":
      return `${e.name} moves ${inch(e.inches)}${e.contact.length > 0 ? ` into base contact with ${e.contact.join(", ")}` : ""}.`;
    case "objective":
      return e.what === "pickedUp" ? `${e.name} picks up ${e.item}.` : `${e.name} drops ${e.item}.`;
    case "reloading":
      return `${e.name} changes the Lewis gun's canister.`;
    case "shot": {
      const who = e.shooters.map((s) => `${s.name} ${String(s.dice)}d10<=${String(s.n)} at ${inch(s.distance)}`).join(", ");
      const hits =
        e.hits === 0 ? "all miss" : `${String(e.hits)} hit${e.hits === 1 ? "" : "s"}: ${e.allocation.map((a) => `${a.name}${times(a.hits)}`).join(", ")}`;
      const fumbled = e.dropped.length > 0 ? ` (${e.dropped.join(", ")} fumbled and dropped a weapon)` : "";
      return `${e.followingFire ? "Machine-gun fire" : "Fire"} at ${e.targetName}: ${who}. ${hits}${fumbled}.`;
    }
    case "wound": {
      const luck = e.luck === "passed" ? " (a lucky escape)" : e.luck === "failed" ? " (luck fails)" : "";
      const ox = e.ox ? " (Strong Like An Ox shrugs off a hit)" : "";
      const what = e.state === "fit" ? "unhurt" : e.state;
      return `  ${e.name}: ${what}${luck}${ox}.`;
    }
    case "morale":
      if (!e.tested) return `${e.name} need not test morale.`;
      return `${e.name} test morale (${String(e.target)} or less on a D10): ${e.pass ? "they stand" : e.result === "retreat" ? "they fall back" : e.result}.`;
    case "fled": {
      const off = e.removed.length > 0 ? ` ${e.removed.join(", ")} leave${e.removed.length === 1 ? "s" : ""} the table.` : "";
      const how = e.why === "retreat" ? "fall back a full move" : e.why === "rout" ? "rout, running a full move" : "run on";
      return `${e.name} ${how}.${off}`;
    }
    case "strike":
      return e.reason === "struck"
        ? `${e.attackerName} ${e.back ? "strikes back at" : "strikes"} ${e.targetName}: ${e.hits === 0 ? "misses" : `${String(e.hits)} hit${e.hits === 1 ? "" : "s"}`}.`
        : `${e.attackerName} cannot strike ${e.targetName} (${WHY_NOT[e.reason] ?? e.reason}).`;
    case "recovery":
      return e.recovered ? `${e.name} shakes off the wound.` : `${e.name} is still wounded.`;
    case "sideTurnEnds":
      return `${e.name} end their turn.`;
    case "gameOver":
      return e.winnerName === null ? `The fight is over: a draw (${REASONS[e.reason] ?? e.reason}).` : `${e.winnerName} win: ${REASONS[e.reason] ?? e.reason}.`;
    case "cliffHanger":
      return e.survived
        ? `${e.name} was seen to fall... but the body was never found (Cliff-hanger passed).`
        : `${e.name} is gone for good (Cliff-hanger failed).`;
  }
}

/**
 * The lines a player reads for some events of the vivid game: names, not ids.
 *
 * @param events - events of `vividGame`
 * @returns one line per event
 * @example
 * ```ts
 * describeVivid([{ type: "turnBegins", turn: 2, rule: "VIV-SEQ-1" }]); // ["TURN 2"]
 * ```
 */
export function describeVivid(events: readonly VividEvent[]): readonly string[] {
  return events.map(line);
}
