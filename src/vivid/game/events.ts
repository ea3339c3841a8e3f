// What happens in a vivid game, as data, and the lines a player reads (names, not ids; the rules in words).

import type { Point } from "../../core/game/table.js";
import { guardedHelper } from "../../core/inputs.js";
import { ruleLine, type VividRuleEvent } from "./rules-events.js";

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
  | {
      /** What happened. */
      readonly type: "turnBegins";
      /** The game turn. */
      readonly turn: number;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-SEQ-1";
    }
  | {
      /** What happened. */
      readonly type: "routRecovery";
      /** The unit's id. */
      readonly unit: string;
      /** The name a player reads. */
      readonly name: string;
      /** Whether the unit stops running (VIV-MOR-7). */
      readonly stops: boolean;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-MOR-7";
    }
  | {
      /** What happened. */
      readonly type: "initiative";
      /** The sides in initiative order. */
      readonly order: readonly string[];
      /** Their names, in that order. */
      readonly names: readonly string[];
      /** The catalogue rule it follows. */
      readonly rule: "VIV-SEQ-1";
    }
  | {
      /** What happened. */
      readonly type: "moved";
      /** The figure's id. */
      readonly figure: string;
      /** The name a player reads. */
      readonly name: string;
      /** Where it stood. */
      readonly from: Point;
      /** Where it stands now. */
      readonly to: Point;
      /** Inches moved. */
      readonly inches: number;
      /** The enemies it is now in base contact with, by name. */
      readonly contact: readonly string[];
      /** The catalogue rule it follows. */
      readonly rule: "VIV-MOVE-1";
    }
  | {
      /** What happened. */
      readonly type: "objective";
      /** Picked up or dropped. */
      readonly what: "pickedUp" | "dropped";
      /** The figure's id. */
      readonly figure: string;
      /** The name a player reads. */
      readonly name: string;
      /** The objective's name. */
      readonly item: string;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-GM-1";
    }
  | {
      /** What happened. */
      readonly type: "reloading";
      /** The figure's id. */
      readonly figure: string;
      /** The name a player reads. */
      readonly name: string;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-MG-1";
    }
  | {
      /** What happened. */
      readonly type: "shot";
      /** The target's id. */
      readonly target: string;
      /** The target's name. */
      readonly targetName: string;
      /** Each shooter's dice, hit number and distance. */
      readonly shooters: readonly VividShotLine[];
      /** Machine-gun following fire (VIV-MG-3). */
      readonly followingFire: boolean;
      /** Hits scored. */
      readonly hits: number;
      /** The figures hit, with their hits. */
      readonly allocation: readonly {
        /** The figure's id. */
        readonly id: string;
        /** Its name. */
        readonly name: string;
        /** Hits it took. */
        readonly hits: number;
      }[];
      /** Clumsy shooters who dropped their weapon, by name. */
      readonly dropped: readonly string[];
      /** The catalogue rule it follows. */
      readonly rule: "VIV-SHOOT-4" | "VIV-MG-3";
    }
  | {
      /** What happened. */
      readonly type: "wound";
      /** The figure's id. */
      readonly figure: string;
      /** The name a player reads. */
      readonly name: string;
      /** Hits scored. */
      readonly hits: number;
      /** The result rolled. */
      readonly result: string;
      /** The figure's state afterwards. */
      readonly state: string;
      /** The luck roll against the wound (VIV-LUCK-2). */
      readonly luck: "notRolled" | "passed" | "failed";
      /** Strong Like An Ox absorbed a result (VIV-TRAIT-P5). */
      readonly ox: boolean;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-WOUND-1";
    }
  | {
      /** What happened. */
      readonly type: "morale";
      /** The unit's id. */
      readonly unit: string;
      /** The name a player reads. */
      readonly name: string;
      /** Why the unit tests (VIV-MOR-1). */
      readonly trigger: "shooting" | "handToHand";
      /** Whether it had to test. */
      readonly tested: boolean;
      /** The target's id. */
      readonly target: number;
      /** Whether it passed. */
      readonly pass: boolean;
      /** The result rolled. */
      readonly result: string;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-MOR-4";
    }
  | {
      /** What happened. */
      readonly type: "fled";
      /** The unit's id. */
      readonly unit: string;
      /** The name a player reads. */
      readonly name: string;
      /** A retreat after shooting, a rout, or running on. */
      readonly why: "retreat" | "rout" | "stillRouting";
      /** Figures that left the table (VIV-MOR-8), by name. */
      readonly removed: readonly string[];
      /** The catalogue rule it follows. */
      readonly rule: "VIV-MOR-5" | "VIV-MOR-6" | "VIV-MOR-7";
    }
  | {
      /** What happened. */
      readonly type: "strike";
      /** The striking figure's id. */
      readonly attacker: string;
      /** Its name. */
      readonly attackerName: string;
      /** The target's id. */
      readonly target: string;
      /** The target's name. */
      readonly targetName: string;
      /** A strike back (VIV-SEQ-2). */
      readonly back: boolean;
      /** Hits scored. */
      readonly hits: number;
      /** Why: "struck", or why it could not strike; for the end of the game, how it was won. */
      readonly reason: string;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-HTH-4";
    }
  | {
      /** What happened. */
      readonly type: "recovery";
      /** The figure's id. */
      readonly figure: string;
      /** The name a player reads. */
      readonly name: string;
      /** Whether the PC is fit again. */
      readonly recovered: boolean;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-WOUND-5";
    }
  | {
      /** What happened. */
      readonly type: "sideTurnEnds";
      /** The side's id. */
      readonly side: string;
      /** The name a player reads. */
      readonly name: string;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-SEQ-2";
    }
  | {
      /** What happened. */
      readonly type: "gameOver";
      /** The winning side's id, or null for a draw. */
      readonly winner: string | null;
      /** Its name, or null. */
      readonly winnerName: string | null;
      /** Why: "struck", or why it could not strike; for the end of the game, how it was won. */
      readonly reason: string;
      /** The game turn. */
      readonly turn: number;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-MOR-10" | "VIV-GM-1";
    }
  | {
      /** What happened. */
      readonly type: "cliffHanger";
      /** The PC's id. */
      readonly figure: string;
      /** Its name. */
      readonly name: string;
      /** Whether the PC survived. */
      readonly survived: boolean;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-CLIFF-1";
    }
  | VividRuleEvent;

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
    case "flash":
    case "smoke":
    case "resuscitate":
    case "wake":
    case "impetuous":
    case "helped":
    case "gas":
    case "leftGas":
    case "zipWire":
    case "climb":
    case "lockWork":
    case "lockPicked":
    case "rayPowerUp":
    case "rayBeam":
    case "whip":
      return ruleLine(e);
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
  return describeGuarded(events);
}

const describeGuarded = guardedHelper("describeVivid", "events of the vivid game", (events: readonly VividEvent[]): readonly string[] => events.map(line));
