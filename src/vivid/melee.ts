// Vivid's hand-to-hand (VIV-HTH-1..4, VIV-SEQ-2): the family's fight with vivid's chart and wound rules.
import type { Chance } from "../core/chance.js";
import { parseOrThrow } from "../core/validate.js";
import { deepFreeze } from "../core/freeze.js";
import {
  type FightRoller,
  fightMelee,
  fightMeleeRolled,
  fightMeleeValidated,
  type MeleeFight,
  type MeleeResult,
  type MeleeSystem,
  type MeleeWoundsOf,
  meleeWounds,
} from "../family/melee.js";
import { type MeleeHitNumber, type MeleeSituation, MeleeSituationSchema, meleeHitNumber } from "../family/melee-chart.js";
import { type Figure, FigureSchema } from "../family/schemas.js";
import { VIVID_MELEE_CHART } from "./melee-chart.js";
import { type VividOptions, type VividOptionsInput, vividOptions } from "./options.js";
import { vividOxFlag, vividWoundRulesOf } from "./wounds.js";

const IDS = { weaponMaster: "VIV-TRAIT-P4", martialArts: "VIV-TRAIT-P9", ambidextrous: "VIV-TRAIT-P1", clumsy: "VIV-TRAIT-N4", sequence: "VIV-SEQ-2" } as const;

/**
 * Vivid's hand-to-hand system: its chart (VIV-HTH-2/3/4), its wound rules, its trait rule ids.
 *
 * @param options - vivid options (the wound die and Ox scope matter here)
 * @returns the system
 * @example
 * ```ts
 * vividMeleeSystem().chart.base.martialArts; // 8
 * ```
 */
export function vividMeleeSystem(options: VividOptionsInput | null = {}): MeleeSystem {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return systemOf(vividOptions(options));
}

function systemOf(o: VividOptions): MeleeSystem {
  // VIV-GAD-24: a whip is a hand-to-hand weapon of base 6, reaching whipReachInches (VIV-AMB-33)
  return { chart: VIVID_MELEE_CHART, notes: [], wounds: vividWoundRulesOf(o), oxFlag: vividOxFlag(o), ids: IDS, whip: { base: 6, reach: o.whipReachInches } };
}

/** The default options, parsed once, and their system, built once (frozen constants: issue 14, no rebuild per step). */
const DEFAULT_OPTIONS: VividOptions = deepFreeze(vividOptions({}));
const OPTION_KEYS: readonly string[] = Object.freeze(Object.keys(DEFAULT_OPTIONS));
const DEFAULT_SYSTEM: MeleeSystem = deepFreeze(systemOf(DEFAULT_OPTIONS));

/** Whether parsed options are the defaults, key by key (every option is a number or a string). */
function isDefault(o: VividOptions): boolean {
  if (o === DEFAULT_OPTIONS) return true;
  const d = DEFAULT_OPTIONS as Readonly<Record<string, unknown>>;
  const given = o as Readonly<Record<string, unknown>>;
  return Object.keys(o).length === OPTION_KEYS.length && OPTION_KEYS.every((k) => given[k] === d[k]);
}

/**
 * {@link vividMeleeSystem} of options already parsed (a game's, validated at its edge; DESIGN.md "Validate once,
 * at the edge"): the same system without parsing the options again; for the default options one system built
 * once and shared (frozen), so a game's hand-to-hand step builds no system.
 *
 * @param o - vivid options, parsed (every key present)
 * @returns the system
 * @internal
 * @example
 * ```ts
 * vividMeleeSystemOf(vividOptions({})).chart.base.martialArts; // 8
 * ```
 */
export function vividMeleeSystemOf(o: VividOptions): MeleeSystem {
  return isDefault(o) ? DEFAULT_SYSTEM : systemOf(o);
}

/**
 * The hand-to-hand hit number of one figure against another (VIV-HTH-2/3/4, VIV-TRAIT-P4/P9): base by
 * class (8 Martial Arts, 7 trained, 6 firearm, 4 improvised), +2 Weapon Master, −3 low wall, −2 doorway,
 * −1 higher platform, −1 armoured opponent, never below 1; each step traced with its rule.
 *
 * @param attacker - the attacking figure
 * @param opponent - the figure attacked
 * @param situation - the opponent's situation and further modifiers
 * @returns `{ n, entries }`
 * @example
 * ```ts
 * const soldier = { id: "s", name: "Soldier", class: "Combatant" as const, handToHandClass: "trained" as const };
 * handToHandHitNumber(soldier, thug, { lowWall: true, doorway: true }).n; // 2
 * ```
 */
export function handToHandHitNumber(attacker: Figure, opponent: Figure, situation: MeleeSituation | null = {}): MeleeHitNumber {
  // docs/reliability.md: null for an optional argument means absent
  situation ??= {};
  const fn = "vivid.handToHandHitNumber";
  return handToHandHitNumberValidated(
    parseOrThrow(fn, FigureSchema, attacker, "attacker"),
    parseOrThrow(fn, FigureSchema, opponent, "opponent"),
    parseOrThrow(fn, MeleeSituationSchema, situation, "situation"),
  );
}

/**
 * {@link handToHandHitNumber} of figures and a situation already parsed (a named call parsed its input at the
 * edge, issue 16): the same hit number, without parsing them again.
 *
 * @param attacker - the attacking figure, valid
 * @param opponent - the figure attacked, valid
 * @param situation - the opponent's situation, valid
 * @returns `{ n, entries }`
 * @internal
 */
export function handToHandHitNumberValidated(attacker: Figure, opponent: Figure, situation: MeleeSituation): MeleeHitNumber {
  return meleeHitNumber(VIVID_MELEE_CHART, attacker, opponent, situation, IDS);
}

/**
 * Fights a vivid hand-to-hand combat at the end of a side's turn (VIV-HTH-1..4, VIV-SEQ-2): the side whose
 * turn it is strikes first, each hit wounds at +1 (VIV-WOUND-2), then the survivors strike back (VIV-AMB-19).
 *
 * @param fight - both sides and the attacks
 * @param options - vivid options
 * @returns a chance of every figure afterwards and each strike
 * @example
 * ```ts
 * const fight = { active: [jack], passive: [thug], attacks: [{ attackerId: "jack", targetId: "thug" }, { attackerId: "thug", targetId: "jack" }] };
 * resolve(resolveHandToHand(fight), scriptedDice(["d10:3", "d6:4"])).value.strikes.length; // 2 (the thug, killed, cannot strike back)
 * ```
 */
export function resolveHandToHand(fight: MeleeFight, options: VividOptionsInput | null = {}): Chance<MeleeResult> {
  // docs/reliability.md: null for an optional argument means absent
  options ??= {};
  return fightMelee("vivid.resolveHandToHand", vividMeleeSystem(options), fight);
}

/**
 * {@link resolveHandToHand} of a fight already validated, with a system already built (a game's own figures and
 * attacks: issue 14, no zod per step): the same chance, dice and trace. The fight's own checks (unique ids, an
 * attacker and a target of opposite sides, at most 40 attacks) still run and name paths under `fight`.
 *
 * @param sys - the system, from {@link vividMeleeSystemOf} or {@link vividMeleeSystem}
 * @param fight - both sides and the attacks, valid for `MeleeFightSchema`
 * @param woundsOf - where the figures' wound chances come from (a session's kept ones, family/melee.ts
 *   keptMeleeWounds: the same chances as {@link meleeWounds}, the default)
 * @returns a chance of every figure afterwards and each strike
 * @internal
 * @example
 * ```ts
 * const fight = { active: [jack], passive: [thug], attacks: [{ attackerId: "jack", targetId: "thug" }] };
 * resolve(handToHandValidated(vividMeleeSystemOf(vividOptions({})), fight), scriptedDice(["d10:3", "d6:4"])).value.strikes[0]?.hits; // 1
 * ```
 */
export function handToHandValidated(sys: MeleeSystem, fight: MeleeFight, woundsOf: MeleeWoundsOf = meleeWounds): Chance<MeleeResult> {
  return fightMeleeValidated("vivid.resolveHandToHand", sys, fight, woundsOf);
}

/**
 * {@link handToHandValidated}'s chance drawn at once on a battle's direct roller (issue 14, family/melee.ts
 * fightMeleeRolled): the same dice in the same order and the same value, without building the chance.
 *
 * @param roller - the battle's direct roller
 * @param sys - the system, from {@link vividMeleeSystemOf} or {@link vividMeleeSystem}
 * @param fight - both sides and the attacks, valid for `MeleeFightSchema`
 * @param woundsOf - where the figures' wound chances come from (a session's kept ones; default: the fight's own)
 * @returns every figure afterwards and each strike
 * @internal
 * @example
 * ```ts
 * handToHandRolled(new DirectRollerBase(rng), vividMeleeSystemOf(vividOptions({})), fight).strikes.length;
 * ```
 */
export function handToHandRolled(roller: FightRoller, sys: MeleeSystem, fight: MeleeFight, woundsOf: MeleeWoundsOf = meleeWounds): MeleeResult {
  return fightMeleeRolled(roller, "vivid.resolveHandToHand", sys, fight, woundsOf);
}
