// The hand-to-hand chart of the Rugged Adventures family as data (VIV-HTH-2/3), and the hit number it gives.
import { boundedArray, boundedString, INPUT_LIMITS, idString, strictObject } from "../core/schema-kit.js";
import * as z from "zod/mini";
import type { TraceEntry } from "../core/trace.js";
import type { Figure } from "./schemas.js";
import { type RuleModifier, RuleModifierSchema } from "./wound-table.js";

const n = z.number().check(z.int(), z.gte(-20), z.lte(20));

/**
 * A hand-to-hand chart as data: base hit numbers by class, the opponent's situations and their
 * modifiers, and the floor of the modified number. Rugged's own chart is missing (RUG-AMB-1), so an app
 * may supply one of these.
 *
 * @example
 * ```ts
 * const chart: MeleeChart = { ...VIVID_MELEE_CHART, name: "house chart", base: { ...VIVID_MELEE_CHART.base, improvised: 3 } };
 * ```
 */
export const MeleeChartSchema = strictObject({
  /** The chart's name, shown in traces. */
  name: boundedString(),
  /** The rule id of the base numbers. */
  rule: idString(),
  /** The rule id of the situation modifiers. */
  modifierRule: idString(),
  /** The rule id of the floor and the resolution. */
  resolutionRule: idString(),
  /** Base hit numbers by hand-to-hand class. */
  base: strictObject({
    /** Trained in Martial Arts. */
    martialArts: n,
    /** Traditionally armed native, soldier with bayonet, swordsman, street fighter, armoured suit. */
    trained: n,
    /** Firearm without bayonet, native with firearm, peasant with club or axe. */
    armedFirearm: n,
    /** Improvised weapons, non-military, limited fighting knowledge. */
    improvised: n,
  }),
  /** Modifiers by the opponent's situation. */
  situations: strictObject({
    /** Opponent behind a low wall or barricade. */
    lowWall: n,
    /** Opponent defending a doorway. */
    doorway: n,
    /** Opponent on a higher platform or upstairs. */
    higher: n,
    /** Opponent is an Impervious Suit or Clockwork War Pants. */
    armouredOpponent: n,
  }),
  /** The lowest the modified number can be (VIV-HTH-4: 1). */
  floor: n,
});

/**
 * A hand-to-hand chart (see {@link MeleeChartSchema}).
 *
 * @example
 * ```ts
 * const chart: MeleeChart = VIVID_MELEE_CHART;
 * ```
 */
export type MeleeChart = z.infer<typeof MeleeChartSchema>;

/**
 * The opponent's situation and any further modifiers for one attacker's hit number.
 *
 * @example
 * ```ts
 * const s: MeleeSituation = { lowWall: true, doorway: true };
 * ```
 */
export const MeleeSituationSchema = strictObject({
  /** The opponent is behind a low wall or barricade (VIV-HTH-3: −3). */
  lowWall: z.optional(z.boolean()),
  /** The opponent is defending a doorway (VIV-HTH-3: −2). */
  doorway: z.optional(z.boolean()),
  /** The opponent is on a higher platform or upstairs (VIV-HTH-3: −1). */
  higher: z.optional(z.boolean()),
  /** The attacker fights with its designated weapon, for Excellent Swordsman / Weapon Master (default true). */
  withDesignatedWeapon: z.optional(z.boolean()),
  /** Further modifiers (e.g. VIV-GAD-17 Hair Pins +2), each with its rule. */
  modifiers: z.optional(boundedArray(RuleModifierSchema, INPUT_LIMITS.listLength)),
});

/**
 * The opponent's situation (see {@link MeleeSituationSchema}).
 *
 * @example
 * ```ts
 * const s: MeleeSituation = { doorway: true };
 * ```
 */
export type MeleeSituation = z.infer<typeof MeleeSituationSchema>;

/**
 * A hand-to-hand hit number with its trace.
 *
 * @example
 * ```ts
 * const h: MeleeHitNumber = { n: 2, entries: [] };
 * ```
 */
export interface MeleeHitNumber {
  /** The final number: a D10 at or under it hits. */
  readonly n: number;
  /** The base, each modifier and the floor, for the trace. */
  readonly entries: readonly TraceEntry[];
}

/**
 * The hit number of one attacker against one opponent (VIV-HTH-2/3/4, RUG-TRAIT-P4/P11, VIV-TRAIT-P4/P9):
 * the chart's base for the attacker's class (Martial Arts raises it to its base), +2 Weapon Master with the
 * designated weapon, the opponent's situation, further modifiers, and the floor of 1.
 *
 * @param chart - the hand-to-hand chart
 * @param attacker - the attacking figure
 * @param opponent - the figure it attacks (its armour counts)
 * @param situation - the opponent's situation
 * @param ruleIds - rule ids of Weapon Master and Martial Arts in the calling system
 * @param weaponBase - a weapon's own base number (vivid's whip, VIV-GAD-24), replacing the class base
 * @returns the number and its trace
 * @example
 * ```ts
 * meleeHitNumber(VIVID_MELEE_CHART, soldier, thug, { lowWall: true, doorway: true }, ids).n; // 2
 * ```
 */
export function meleeHitNumber(
  chart: MeleeChart,
  attacker: Figure,
  opponent: Figure | undefined,
  situation: MeleeSituation,
  ruleIds: { readonly weaponMaster: string; readonly martialArts: string },
  weaponBase?: { readonly value: number; readonly rule: string; readonly label: string },
): MeleeHitNumber {
  // ruling VIV-AMB-47: a zombie fights with machete or club at base 6 (the peasant with club or axe), whatever its corpse's class;
  // VIV-HTH-2: "armoured suit" is in the trained row, so `armoured` alone says it (one input per fact)
  const cls = attacker.figureType === "zombie" ? "armedFirearm" : (attacker.handToHandClass ?? (attacker.armoured !== undefined ? "trained" : "improvised"));
  let n = weaponBase?.value ?? chart.base[cls];
  const entries: TraceEntry[] =
    weaponBase === undefined
      ? [{ type: "note", rule: chart.rule, text: `${attacker.name}: base ${String(n)} (${cls})` }]
      : [{ type: "note", rule: weaponBase.rule, text: `${attacker.name}: base ${String(n)} (${weaponBase.label})` }];
  const add = (m: RuleModifier): void => {
    n += m.value;
    entries.push({ type: "modifier", ...m });
  };
  for (const trait of weaponBase === undefined ? (attacker.traits ?? []) : []) {
    for (const effect of trait.effects) {
      if (effect.kind === "handToHandBase" && effect.value > n) {
        entries.push({ type: "note", rule: ruleIds.martialArts, text: `${trait.name}: base ${String(effect.value)}` });
        n = effect.value;
      }
    }
  }
  for (const trait of attacker.traits ?? []) {
    for (const effect of trait.effects) {
      if (effect.kind === "handToHandBonus" && situation.withDesignatedWeapon !== false)
        add({ rule: ruleIds.weaponMaster, label: trait.name, value: effect.value });
    }
  }
  if (situation.lowWall === true) add({ rule: chart.modifierRule, label: "opponent behind a low wall or barricade", value: chart.situations.lowWall });
  if (situation.doorway === true) add({ rule: chart.modifierRule, label: "opponent defending a doorway", value: chart.situations.doorway });
  if (situation.higher === true) add({ rule: chart.modifierRule, label: "opponent on a higher platform", value: chart.situations.higher });
  if (opponent?.armoured !== undefined) add({ rule: chart.modifierRule, label: "opponent in an armoured suit", value: chart.situations.armouredOpponent });
  for (const m of situation.modifiers ?? []) add(m);
  if (n < chart.floor) {
    // VIV-HTH-4: a modified hit number can never be less than 1
    entries.push({ type: "note", rule: chart.resolutionRule, text: `${String(n)} is below the floor: ${String(chart.floor)}` });
    n = chart.floor;
  }
  return { n, entries };
}
