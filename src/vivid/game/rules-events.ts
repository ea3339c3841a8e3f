// The events of the vivid game's gadget, Impetuous and helping rules (issue #14), and the lines a player reads.
import type { Point } from "../../core/game/table.js";

/**
 * A gadget, Impetuous or helping event of the vivid game (part of `VividEvent`).
 *
 * @example
 * ```ts
 * const e: VividRuleEvent = { type: "impetuous", figure: "jack", name: "Jack", mustCharge: true, unitCharges: false, charges: "Thug 1", rule: "VIV-TRAIT-N5" };
 * ```
 */
export type VividRuleEvent =
  | {
      /** What happened. */
      readonly type: "flash";
      /** The thrower's id. */
      readonly figure: string;
      /** The thrower's name. */
      readonly name: string;
      /** The gadget's name. */
      readonly gadgetName: string;
      /** The figures stunned, by name. */
      readonly stunned: readonly string[];
      /** Grenades left (null: not counted). */
      readonly left: number | null;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-GAD-9";
    }
  | {
      /** What happened. */
      readonly type: "smoke";
      /** The thrower's id. */
      readonly figure: string;
      /** The thrower's name. */
      readonly name: string;
      /** The gadget's name. */
      readonly gadgetName: string;
      /** Where the cloud went off, inches. */
      readonly at: Point;
      /** Turns it lasts. */
      readonly turns: number;
      /** Bombs left (null: not counted). */
      readonly left: number | null;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-GAD-4";
    }
  | {
      /** What happened. */
      readonly type: "resuscitate";
      /** The medic's id. */
      readonly figure: string;
      /** The medic's name. */
      readonly name: string;
      /** The patient's id. */
      readonly patient: string;
      /** The patient's name. */
      readonly patientName: string;
      /** The patient woke up. */
      readonly woke: boolean;
      /** Doses left (null: not counted). */
      readonly left: number | null;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-GAD-8";
    }
  | {
      /** What happened. */
      readonly type: "wake";
      /** The PC's id. */
      readonly figure: string;
      /** Its name. */
      readonly name: string;
      /** It regained consciousness. */
      readonly woke: boolean;
      /** The catalogue rule it follows (mercy bullets and the thimble share the roll). */
      readonly rule: "VIV-GAD-5";
    }
  | {
      /** What happened. */
      readonly type: "gas";
      /** The thrower's id. */
      readonly figure: string;
      /** The thrower's name. */
      readonly name: string;
      /** The gadget's name. */
      readonly gadgetName: string;
      /** Where it burst, inches. */
      readonly at: Point;
      /** The figures knocked out, by name. */
      readonly out: readonly string[];
      /** The figures that held their breath, by name (they leave the burst and are inactive their next side turn). */
      readonly held: readonly string[];
      /** Turns of unconsciousness (0: until woken). */
      readonly turns: number;
      /** Grenades left (null: not counted). */
      readonly left: number | null;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-GAD-3";
    }
  | {
      /** What happened. */
      readonly type: "leftGas";
      /** The figure's id. */
      readonly figure: string;
      /** Its name. */
      readonly name: string;
      /** Where it went, inches. */
      readonly to: Point;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-AMB-26";
    }
  | {
      /** What happened. */
      readonly type: "zipWire";
      /** The PC's id. */
      readonly figure: string;
      /** Its name. */
      readonly name: string;
      /** The anchor point, inches. */
      readonly at: Point;
      /** It zipped down to the anchor (a passed luck roll). */
      readonly arrived: boolean;
      /** Inches it may still move this side turn (0 after a zip; half the chosen rate after a miss). */
      readonly furtherInches: number;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-GAD-11";
    }
  | {
      /** What happened. */
      readonly type: "climb";
      /** The PC's id. */
      readonly figure: string;
      /** Its name. */
      readonly name: string;
      /** Where it got to, inches. */
      readonly to: Point;
      /** The obstacle's height, storeys. */
      readonly storeys: number;
      /** Inches of movement the climb took. */
      readonly inches: number;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-GAD-1";
    }
  | {
      /** What happened: a figure sets to work on a lock, or stops (it is down). */
      readonly type: "lockWork";
      /** The figure's id. */
      readonly figure: string;
      /** Its name. */
      readonly name: string;
      /** The lock's id. */
      readonly lock: string;
      /** The lock's name. */
      readonly lockName: string;
      /** Turns of work (0: the work stopped). */
      readonly turns: number;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-GAD-13";
    }
  | {
      /** What happened: the work on a lock is done. */
      readonly type: "lockPicked";
      /** The figure's id. */
      readonly figure: string;
      /** Its name. */
      readonly name: string;
      /** The lock's id. */
      readonly lock: string;
      /** The lock's name. */
      readonly lockName: string;
      /** The lock opened. */
      readonly opened: boolean;
      /** A luck roll was made (not for a skilled locksmith). */
      readonly rolled: boolean;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-GAD-13";
    }
  | {
      /** What happened. */
      readonly type: "rayPowerUp";
      /** The figure's id. */
      readonly figure: string;
      /** Its name. */
      readonly name: string;
      /** The power-up time rolled, turns. */
      readonly turns: number;
      /** The game turn the ray may fire from. */
      readonly readyOnTurn: number;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-GAD-18";
    }
  | {
      /** What happened. */
      readonly type: "whip";
      /** The PC's id. */
      readonly figure: string;
      /** Its name. */
      readonly name: string;
      /** The trick. */
      readonly trick: "grab" | "disarm" | "swing";
      /** What it aimed at, by name: the enemy disarmed, the object grabbed, or the friend swinging along (empty: none). */
      readonly what: string;
      /** The whip hit. */
      readonly hit: boolean;
      /** It worked (a swing needs the hit and a passed luck roll). */
      readonly success: boolean;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-GAD-24";
    }
  | {
      /** What happened. */
      readonly type: "impetuous";
      /** The PC's id. */
      readonly figure: string;
      /** Its name. */
      readonly name: string;
      /** It failed its luck check and must charge. */
      readonly mustCharge: boolean;
      /** Its unit charges with it (it commands one). */
      readonly unitCharges: boolean;
      /** The enemy it charges, by name (empty when it passed). */
      readonly charges: string;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-TRAIT-N5";
    }
  | {
      /** What happened. */
      readonly type: "rayBeam";
      /** The shooter's id. */
      readonly figure: string;
      /** The shooter's name. */
      readonly name: string;
      /** The figure aimed at, by name: the centre of the effect. */
      readonly at: string;
      /** The GM's effect radius, inches. */
      readonly radiusInches: number;
      /** The figures within the effect, by name, in the order the hits are allocated over. */
      readonly caught: readonly string[];
      /** The catalogue rule it follows. */
      readonly rule: "VIV-GAD-18";
    }
  | {
      /** What happened. */
      readonly type: "helped";
      /** The helper's id. */
      readonly figure: string;
      /** The helper's name. */
      readonly name: string;
      /** The helped figure's id. */
      readonly wounded: string;
      /** The helped figure's name. */
      readonly woundedName: string;
      /** Inches moved together. */
      readonly inches: number;
      /** The catalogue rule it follows. */
      readonly rule: "VIV-WOUND-4";
    };

const article = (name: string): string => (/^[aeiou]/i.test(name) ? "an" : "a");
const inch = (n: number): string => `${String(Math.round(n * 10) / 10)}"`;
const left = (n: number | null, what: string): string => (n === null ? "" : ` (${String(n)} ${what} left)`);

/**
 * One gadget, Impetuous or helping event in words. @internal
 *
 * @param e - the event
 * @returns the line a player reads
 */
export function ruleLine(e: VividRuleEvent): string {
  switch (e.type) {
    case "flash":
      return `${e.name} throws a ${e.gadgetName}: ${e.stunned.length === 0 ? "nobody is caught in the flash" : `${e.stunned.join(", ")} stunned for the rest of the turn`}${left(e.left, "of them")}.`;
    case "smoke":
      return `${e.name} sets off a ${e.gadgetName}: a cloud that blocks every line of sight through it for ${String(e.turns)} turn${e.turns === 1 ? "" : "s"}${left(e.left, "of them")}.`;
    case "resuscitate":
      return `${e.name} gives ${e.patientName} a resuscitating drug: ${e.woke ? "awake again" : "still out"}${left(e.left, "doses")}.`;
    case "wake":
      return e.woke ? `${e.name} comes round.` : `${e.name} is still out cold.`;
    case "gas": {
      const parts = [
        ...(e.out.length === 0
          ? []
          : [
              `${e.out.join(", ")} ${e.out.length === 1 ? "is" : "are"} knocked out${e.turns > 0 ? ` for ${String(e.turns)} turn${e.turns === 1 ? "" : "s"}` : ""}`,
            ]),
        ...(e.held.length === 0 ? [] : [`${e.held.join(", ")} ${e.held.length === 1 ? "holds its" : "hold their"} breath`]),
      ];
      return `${e.name} throws ${article(e.gadgetName)} ${e.gadgetName}: ${parts.length === 0 ? "nobody is caught in the gas" : parts.join("; ")}${left(e.left, "of them")}.`;
    }
    case "leftGas":
      return `${e.name} gets out of the gas.`;
    case "zipWire":
      return e.arrived
        ? `${e.name} fires the zip wire and zips down to the anchor point.`
        : `${e.name}'s zip wire misses: ${inch(e.furtherInches)} of movement left.`;
    case "climb":
      return `${e.name} scales ${String(e.storeys)} storey${e.storeys === 1 ? "" : "s"} with the grappling line (${inch(e.inches)} of movement).`;
    case "lockWork":
      return e.turns === 0
        ? `${e.name} stops work on ${e.lockName}.`
        : `${e.name} sets to work on ${e.lockName} (${String(e.turns)} turn${e.turns === 1 ? "" : "s"}).`;
    case "lockPicked":
      return e.opened ? `${e.name} picks ${e.lockName}: it is open.` : `${e.name} fails to pick ${e.lockName}.`;
    case "rayBeam":
      return `${e.name}'s Death Ray strikes at ${e.at}: ${e.caught.join(", ")} within ${inch(e.radiusInches)} of the beam.`;
    case "rayPowerUp":
      return `${e.name} powers up the Death Ray: ready on turn ${String(e.readyOnTurn)} (${String(e.turns)} turn${e.turns === 1 ? "" : "s"}).`;
    case "whip":
      if (e.trick === "disarm") return e.success ? `${e.name}'s whip knocks the weapon from ${e.what}'s grasp.` : `${e.name}'s whip misses ${e.what}.`;
      if (e.trick === "grab") return e.success ? `${e.name}'s whip snatches ${e.what}.` : `${e.name}'s whip misses ${e.what}.`;
      if (e.success) return `${e.name} swings over the gap on the whip${e.what === "" ? "" : `, ${e.what} with them`}.`;
      return `${e.name}'s whip ${e.hit ? "fails to hold" : "misses the beam"}: no swing, and the move is spent.`;
    case "impetuous":
      if (!e.mustCharge) return `${e.name} keeps a cool head (Impetuous check passed).`;
      return `${e.name} is Impetuous and charges ${e.charges}${e.unitCharges ? ", the unit with them" : ""}!`;
    case "helped":
      return `${e.name} helps ${e.woundedName} along ${inch(e.inches)}.`;
  }
}
