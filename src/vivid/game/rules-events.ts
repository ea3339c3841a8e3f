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
    case "impetuous":
      if (!e.mustCharge) return `${e.name} keeps a cool head (Impetuous check passed).`;
      return `${e.name} is Impetuous and charges ${e.charges}${e.unitCharges ? ", the unit with them" : ""}!`;
    case "helped":
      return `${e.name} helps ${e.woundedName} along ${inch(e.inches)}.`;
  }
}
