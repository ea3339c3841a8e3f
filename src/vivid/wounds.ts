// Vivid's wounds (VIV-WOUND-1..7, VIV-LUCK-2, VIV-TRAIT-P5/P7): the family's wound mechanism with vivid's table and options.
import type { Chance } from "../core/chance.js";
import { checkReadable } from "../core/validate.js";
import type { Figure, Unit } from "../family/schemas.js";
import { type VolleyWounds, volleyWounds } from "../family/volley-wounds.js";
import { type WoundGadgets, type WoundResolution, type WoundSettings, woundsChance } from "../family/wound-api.js";
import type { OxFlag } from "../family/wound-figure.js";
import type { WoundHit } from "../family/wound-table.js";
import type { VestInput, WoundRules } from "../family/wounds.js";
import { type VividOptions, type VividOptionsInput, vividOptions } from "./options.js";
import { vividWoundTable } from "./wound-table.js";

/**
 * Where vivid keeps the Strong Like An Ox flag (VIV-AMB-8): per turn by default, per game as the option.
 *
 * @param options - parsed vivid options
 * @returns the status field that records the Ox as used
 * @example
 * ```ts
 * vividOxFlag(vividOptions({ oxScope: "perGame" })); // "oxUsedThisGame"
 * ```
 */
export function vividOxFlag(options: VividOptions): OxFlag {
  // ruling VIV-AMB-8: Strong Like An Ox is once per turn by default, once per game as the option
  return options.oxScope === "perGame" ? "oxUsedThisGame" : "oxUsedThisTurn";
}

/**
 * Vivid's wound rules for a set of options: the D6 (or D10, VIV-AMB-2) table, Strong Like An Ox before
 * luck (VIV-WOUND-7), Charmed Life, non-PC Wounded counts as Killed.
 *
 * @param options - vivid options (woundDie, oxScope)
 * @returns the wound rules
 * @example
 * ```ts
 * vividWoundRules({ woundDie: 10 }).table.die; // "d10"
 * ```
 */
export function vividWoundRules(options: VividOptionsInput | null = {}): WoundRules {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return vividWoundRulesOf(vividOptions(options));
}

/**
 * {@link vividWoundRules} of options already parsed (a game's, or a resolver's that parsed them at its edge): the
 * same rules, without parsing the options again.
 *
 * @param o - vivid options, parsed
 * @returns the wound rules
 * @internal
 * @example
 * ```ts
 * vividWoundRulesOf(vividOptions({ woundDie: 10 })).table.die; // "d10"
 * ```
 */
export function vividWoundRulesOf(o: VividOptions): WoundRules {
  return {
    table: vividWoundTable(o.woundDie),
    notes: o.woundDie === 10 ? [{ type: "note", rule: "VIV-AMB-2", text: "wound die: D10 (option; the table is headed D6)" }] : [],
    luckRule: "VIV-LUCK-2",
    rerollRule: "VIV-TRAIT-P7",
    resultsRule: "VIV-WOUND-4",
    nonPcWoundKills: true,
    // ruling VIV-AMB-46: Near Sighted's cap applies to luck against wounds too
    capsLuck: o.nearSightedCaps === "luck",
    // VIV-WOUND-7: Strong Like An Ox (step 4) comes before luck (step 5)
    // ruling VIV-AMB-43: with several hits Ox absorbs one result (the first in roll order unless the option says the worst)
    ox: { rule: "VIV-TRAIT-P5", effect: "ignoreFirst", step: "beforeLuck", capacity: 2, multiHit: o.oxMultiHit },
  };
}

/**
 * Vivid settings of a wound resolution: options, luck use and the game turn.
 *
 * @example
 * ```ts
 * const s: VividWoundSettings = { options: { woundDie: 10 }, turn: 2 };
 * ```
 */
export interface VividWoundSettings extends WoundSettings {
  /** Vivid options (VIV-AMB-2 woundDie, VIV-AMB-8 oxScope, VIV-AMB-28 gasLuckOrder). */
  readonly options?: VividOptionsInput | undefined;
  /**
   * A gadget's conversion (VIV-WOUND-7 step 3): `gas` (poison gas, acid vapour: Wounded counts as Killed,
   * VIV-GAD-14/15), `knockout` (mercy bullets, anaesthetic thimble: Wounded or Killed means unconscious,
   * VIV-GAD-5/7). The gadget's own rolls (breath, vest) are not part of this resolution.
   */
  readonly conversion?: "gas" | "knockout" | undefined;
  /**
   * The figure wears a bullet-proof vest (VIV-GAD-12): before each hit's wound roll a D10 of 6 or less
   * stops it (VIV-AMB-32); pass a vest gadget's effect (`VIVID_GADGETS.bulletProofVest.effect`, or a house
   * vest's) to use its own number. Against mercy bullets (`conversion: "knockout"`) only if `mercyVestApplies`
   * (VIV-AMB-29, default true).
   */
  readonly vest?: VestInput | undefined;
}

/**
 * Resolves every hit on one vivid figure and returns the new figure (VIV-WOUND-1..7): each hit rolls the
 * wound die (D6 by VIV-AMB-2) with its modifiers (+1 shotgun, +1 hand-to-hand, −1 shield or armoured
 * suit, plus any gadget modifier); the worst counts (VIV-WOUND-3); Strong Like An Ox ignores the first
 * Wounded or Killed result of the turn or game (VIV-TRAIT-P5, VIV-AMB-8); a PC may roll luck to step the
 * result down (VIV-LUCK-2, VIV-WOUND-6) with the Charmed Life re-roll (VIV-TRAIT-P7); a non-PC's Wounded
 * counts as Killed, and a second Wounded kills (VIV-WOUND-4).
 *
 * @param figure - the hit figure
 * @param hits - one entry per hit (`{ shotgun: true }`, `{ handToHand: true }`, extra modifiers)
 * @param settings - options, luck use, game turn
 * @returns a chance of `{ outcome, figure }`
 * @example
 * ```ts
 * const thug = { id: "t1", name: "Thug", class: "Combatant" as const };
 * const r = resolve(resolveWounds(thug, [{ shotgun: true }]), scriptedDice(["d6:2"]));
 * r.value.figure.status?.wound; // "killed" (2 + 1 = 3: Wounded, a non-PC: Killed)
 * ```
 */
export function resolveWounds(figure: Figure, hits: readonly WoundHit[], settings: VividWoundSettings | null = {}): Chance<WoundResolution> {
  // docs/reliability.md: null for an optional argument means absent
  settings ??= {};
  checkReadable("vivid.resolveWounds", "settings", settings);
  const o = vividOptions(settings.options ?? {});
  return woundsChance(
    "vivid.resolveWounds",
    vividWoundRules(o),
    figure,
    hits,
    vividOxFlag(o),
    settings,
    vividWoundGadgets(o, settings.conversion, settings.vest),
  );
}

/**
 * The conversion and vest of a vivid wound resolution (VIV-WOUND-7 step 3, VIV-GAD-12, VIV-AMB-29), from the
 * options and the settings: what {@link resolveWounds} and the named `wounds` pass to the family's wounds.
 *
 * @param o - vivid options, parsed
 * @param conversion - `gas`, `knockout` or none
 * @param vest - the vest given, if any
 * @returns the gadgets
 * @internal
 */
export function vividWoundGadgets(o: VividOptions, conversion: "gas" | "knockout" | undefined, vest: VestInput | undefined): WoundGadgets {
  const converted =
    conversion === "gas"
      ? ({ kind: "woundedIsKilled", rule: "VIV-GAD-14", luckOrder: o.gasLuckOrder } as const)
      : conversion === "knockout"
        ? ({ kind: "knockout", rule: "VIV-GAD-5" } as const)
        : undefined;
  // ruling VIV-AMB-29: the vest stops mercy bullets too unless the option says they slip past it
  // absent: the vest the figure carries (figure.gadgets), if any
  return { conversion: converted, vest: conversion === "knockout" && !o.mercyVestApplies ? false : vest };
}

/**
 * Rolls the wounds of a volley on the target unit (VIV-SHOOT-5, VIV-WOUND-1..7): every figure in the
 * allocation resolves its hits (worst result, Ox, luck, non-PC rule), in roster order.
 *
 * @param target - the target unit
 * @param allocation - hits per figure id, e.g. a volley's `allocation`
 * @param hit - what every hit brings (`{ shotgun: true }` for a shotgun volley)
 * @param settings - options, luck use, game turn
 * @returns a chance of `{ unit, outcomes }`
 * @example
 * ```ts
 * const { value } = resolve(woundVolley(thugs, { t2: 1, t5: 2 }), seededDice(4));
 * value.unit.members.filter((m) => m.status?.wound === "killed").length; // 0..2
 * ```
 */
export function woundVolley(
  target: Unit,
  allocation: Readonly<Record<string, number>>,
  hit: WoundHit | null = {},
  settings: VividWoundSettings | null = {},
): Chance<VolleyWounds> {
  // docs/reliability.md: null for an optional argument means absent
  hit ??= {};
  settings ??= {};
  const o = vividOptions(settings.options ?? {});
  const oxFlag = vividOxFlag(o);
  return volleyWounds("vivid.woundVolley", vividWoundRules(o), target, allocation, hit, oxFlag, settings);
}
