// The whip's tricks outside the fight (VIV-GAD-24): grab an object, disarm an enemy, snare an overhead
// structure and swing over a gap (a whip hit, then a luck roll); and the Hair Pins of Death's surprise
// modifier (VIV-GAD-17, VIV-AMB-34). The whip as a hand-to-hand weapon lives in the fight (VIV-AMB-33).
import { type Chance, constant, die } from "../../core/chance.js";
import { checkInt, RulesError } from "../../core/errors.js";
import { parseOrThrow } from "../../core/validate.js";
import type { LuckRollResult } from "../../family/luck-roll.js";
import { type MeleeSituation, MeleeSituationSchema, meleeHitNumber } from "../../family/melee-chart.js";
import { type Figure, FigureSchema } from "../../family/schemas.js";
import type { RuleModifier } from "../../family/wound-table.js";
import { isPlayerFigure } from "../../family/wound-figure.js";
import { luckRoll } from "../luck.js";
import { VIVID_MELEE_CHART } from "../melee-chart.js";
import type { VividOptionsInput } from "../options.js";
import { VIVID_GADGETS } from "./catalogue.js";
import { checkInches, gadgetOfKind } from "./counters.js";
import type { Gadget } from "./schema.js";

/**
 * A whip trick.
 *
 * @example
 * ```ts
 * const t: WhipTrick = { action: "swing", gmStructure: true, gapInches: 5, swingers: 2 };
 * ```
 */
export interface WhipTrick {
  /** `grab` an object, `disarm` an enemy (knock the weapon from its grasp), or `swing` over a gap. */
  readonly action: "grab" | "disarm" | "swing";
  /** The enemy disarmed (its armour and situation modify the hit). */
  readonly opponent?: Figure | undefined;
  /** The target's situation for the hit number (VIV-HTH-3). */
  readonly situation?: MeleeSituation | undefined;
  /** Swing: the GM rules a chandelier, branch or beam is there (VIV-GM-8); required for a swing. */
  readonly gmStructure?: boolean | undefined;
  /** Swing: the gap's width, inches. */
  readonly gapInches?: number | undefined;
  /** Swing: figures swinging together (the whip's user included). */
  readonly swingers?: number | undefined;
}

/**
 * What a whip trick did.
 *
 * @example
 * ```ts
 * const r: WhipTrickResult = { attempted: true, hit: true, luck: "passed", success: true };
 * ```
 */
export interface WhipTrickResult {
  /** The trick was allowed and tried. */
  readonly attempted: boolean;
  /** Why not: `NOT_A_PC`, `NO_STRUCTURE`, `GAP_TOO_WIDE` (over 6"), `TOO_MANY` (over 2 figures). */
  readonly reason?: "NOT_A_PC" | "NO_STRUCTURE" | "GAP_TOO_WIDE" | "TOO_MANY" | undefined;
  /** The whip hit (D10 at or under the hit number, base 6). */
  readonly hit: boolean;
  /** Swing only: the luck roll that guarantees the hold. */
  readonly luck: "notRolled" | "passed" | "failed";
  /** It worked. A swing uses the whole movement phase either way. */
  readonly success: boolean;
}

const IDS = { weaponMaster: "VIV-TRAIT-P4", martialArts: "VIV-TRAIT-P9" } as const;

/**
 * A PC's whip trick (VIV-GAD-24): grab an object or knock a weapon from an enemy's grasp with a whip hit
 * (base 6 plus the hand-to-hand modifiers, never below 1); or snare an overhead structure the GM allows and
 * swing over a gap of up to 6", up to 2 figures, with a whip hit and then a passed luck roll (VIV-LUCK-3).
 * A swing uses the whole movement phase.
 *
 * @param pc - the PC with the whip
 * @param trick - the action and its circumstances
 * @param settings - the whip (default the catalogue's), vivid options
 * @returns a chance of `{ attempted, hit, luck, success }`
 * @example
 * ```ts
 * odds(whipTrick(jack, { action: "swing", gmStructure: true, gapInches: 6, swingers: 2 }).map((r) => r.success)).probability(true).toString(); // "3/10" with Luck 5
 * ```
 */
export function whipTrick(
  pc: Figure,
  trick: WhipTrick,
  settings: { readonly whip?: Gadget; readonly options?: VividOptionsInput } | null = {},
): Chance<WhipTrickResult> {
  // docs/reliability.md: null for an optional argument means absent
  settings ??= {};
  const fn = "vivid.whipTrick";
  const f = parseOrThrow(fn, FigureSchema, pc, "pc");
  const { effect } = gadgetOfKind(fn, settings.whip ?? VIVID_GADGETS.whip, "whip");
  const t = trick as WhipTrick | undefined;
  const refuse = (reason: WhipTrickResult["reason"]) => constant<WhipTrickResult>({ attempted: false, reason, hit: false, luck: "notRolled", success: false });
  const opponent = t?.opponent === undefined ? undefined : parseOrThrow(fn, FigureSchema, t.opponent, "trick.opponent");
  const situation = parseOrThrow(fn, MeleeSituationSchema, t?.situation ?? {}, "trick.situation");
  if (!isPlayerFigure(f)) return refuse("NOT_A_PC");
  if (t?.action === "swing") {
    const gap = checkInches(fn, "trick.gapInches", t.gapInches);
    const swingers = checkInt(fn, "trick.swingers", t.swingers, 1, 100);
    if (typeof t.gmStructure !== "boolean")
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn,
        path: "trick.gmStructure",
        value: t.gmStructure,
        message: "a swing needs the GM's ruling on the structure (VIV-GM-8)",
      });
    if (!t.gmStructure) return refuse("NO_STRUCTURE");
    if (gap > effect.swingGapInches) return refuse("GAP_TOO_WIDE");
    if (swingers > effect.swingFigures) return refuse("TOO_MANY");
  } else if (t?.action !== "grab" && t?.action !== "disarm") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "trick.action", value: t?.action, message: "expected grab, disarm or swing" });
  }
  const hn = meleeHitNumber(VIVID_MELEE_CHART, f, opponent, situation, IDS, { value: effect.base, rule: "VIV-GAD-24", label: "whip" });
  const hit = die("d10", { purpose: `${f.name}: whip ${t.action} (needs ${String(hn.n)} or less)`, rule: "VIV-GAD-24" })
    .map((face) => face <= hn.n)
    .traced(hn.entries);
  const luck: Chance<LuckRollResult> = luckRoll(f, { purpose: "the whip holds", options: settings.options ?? {} });
  return hit.chain((h): Chance<WhipTrickResult> => {
    if (!h) return constant<WhipTrickResult>({ attempted: true, hit: false, luck: "notRolled", success: false });
    if (t.action !== "swing") return constant<WhipTrickResult>({ attempted: true, hit: true, luck: "notRolled", success: true });
    return luck.map((r): WhipTrickResult => ({ attempted: true, hit: true, luck: r.pass ? "passed" : "failed", success: r.pass }));
  });
}

/**
 * The hand-to-hand modifiers of Hair Pins of Death (VIV-GAD-17, VIV-AMB-34): used as daggers on the user's
 * own hand-to-hand class, with +2 for surprise in the first turn they are used; put them in the attack's
 * `situation.modifiers`.
 *
 * @param firstTurnUsed - this is the first turn the pins are used
 * @param pins - the pins (default the catalogue's)
 * @returns the modifiers (empty after the first turn)
 * @example
 * ```ts
 * hairPinsModifiers(true); // [{ rule: "VIV-GAD-17", label: "Hair Pins of Death, surprise", value: 2 }]
 * ```
 */
export function hairPinsModifiers(firstTurnUsed: boolean, pins: Gadget | null = VIVID_GADGETS.hairPins): RuleModifier[] {
  // docs/reliability.md: null for an optional argument means absent
  pins ??= VIVID_GADGETS.hairPins;
  const { effect } = gadgetOfKind("vivid.hairPinsModifiers", pins, "handToHandModifier");
  // ruling VIV-AMB-34: the pins are daggers on the user's own class; only the surprise bonus is added
  if (effect.firstTurnOnly && !firstTurnUsed) return [];
  return [{ rule: "VIV-GAD-17", label: "Hair Pins of Death, surprise", value: effect.value }];
}
