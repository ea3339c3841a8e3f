import type { Chance } from "../core/chance.js";
import { checkInt } from "../core/errors.js";
import { absentIfNull } from "../core/schema-kit.js";
import type { ModifierEntry } from "../core/trace.js";
import { oneOf } from "./guard.js";
import { type InitiativeContext, type InitiativeContextInput, initiativeContextOf } from "./context.js";
import { impairmentOf } from "./impairment.js";
import { type TugsOptions, type TugsOptionsInput, optionsOf } from "./options.js";
import { type Character, type CharacterInput, characterOf, type Weapon, type WeaponInput, weaponFrom } from "./schemas.js";
import { Modifiers } from "./modifiers.js";
import { CHANCES, type Kind, type Rolled, type Roller } from "./roller.js";
import { INITIATIVE_MODIFIERS } from "./tables.js";

const FN = "tugs.initiative";

/**
 * Halves an impairment for initiative (TUGS-IMP-1), rounding as TUGS-AMB-7 rules.
 *
 * @param value - a total impairment (0 or negative)
 * @param rounding - the `initImpairRounding` option
 * @returns the initiative modifier
 * @example
 * ```ts
 * halfImpairment(-3, "towardZero"); // -1
 * halfImpairment(-3, "awayFromZero"); // -2
 * ```
 */
export function halfImpairment(value: number, rounding: TugsOptions["initImpairRounding"]): number {
  checkInt("tugs.halfImpairment", "value", value, -1_000_000, 0);
  oneOf("tugs.halfImpairment", "rounding", rounding, ["towardZero", "awayFromZero"]);
  // ruling TUGS-AMB-7 (option): halve the magnitude, rounding toward zero by default
  const half = rounding === "towardZero" ? Math.trunc(value / 2) : -Math.ceil(-value / 2);
  return half + 0;
}

/**
 * Every modifier of one initiative roll, in the order of the TUGS-INIT-1 table.
 *
 * @param character - who rolls
 * @param weapon - the weapon in hand (default: the character's first, or none)
 * @param ctx - surprise, unpreparedness, on the ground (TUGS-GM-1)
 * @param options - the tugs options
 * @returns the modifiers as trace entries (value 0 entries left out, except the weapon's)
 * @example
 * ```ts
 * initiativeModifiers(jan, undefined, { surprised: true }).map((m) => m.value); // [-5, 0]
 * ```
 */
export function initiativeModifiers(
  character: CharacterInput,
  weapon?: WeaponInput | null,
  ctx: InitiativeContextInput | null = {},
  options: TugsOptionsInput | null = {},
): ModifierEntry[] {
  const c = characterOf(character, FN, "character");
  const given = absentIfNull(weapon);
  return modifiersOf(c, given === undefined ? c.weapons[0] : weaponFrom(given, FN), initiativeContextOf(ctx, FN), optionsOf(options, FN));
}

function modifiersOf(c: Character, w: Weapon | undefined, context: InitiativeContext, opts: TugsOptions): ModifierEntry[] {
  return modifiersInto(new Modifiers(true), c, w, context, opts).list;
}

/** modifiersOf added to `into` (listed or only summed). */
function modifiersInto(into: Modifiers, c: Character, w: Weapon | undefined, context: InitiativeContext, opts: TugsOptions): Modifiers {
  const rule = "TUGS-INIT-1";
  if (context.surprised) into.add(rule, "surprised", INITIATIVE_MODIFIERS.surprised);
  if (context.unprepared) into.add(rule, "unprepared", INITIATIVE_MODIFIERS.unprepared);
  const imp = halfImpairment(impairmentOf(c), opts.initImpairRounding);
  if (imp !== 0) into.add("TUGS-IMP-1", "impairment / 2", imp);
  if (context.onTheGround || c.status.prone) into.add(rule, "on the ground", INITIATIVE_MODIFIERS.onTheGround);
  // ruling TUGS-AMB-37: a disarmed character has no weapon initiative
  const inHand = c.status.disarmed ? undefined : w;
  const what = inHand?.name ?? (c.status.disarmed ? "disarmed: none" : "no weapon");
  into.addNamed(rule, "weapon initiative (", what, ")", inHand?.initiative ?? 0);
  if (c.status.initiativePenaltyNext !== 0) into.add("TUGS-BLUNT-2", "blow on rigid armour", c.status.initiativePenaltyNext);
  return into;
}

/**
 * An initiative roll: 1D6 + Initiative + modifiers (TUGS-INIT-1): surprised -5, unprepared -5,
 * impairment halved (TUGS-IMP-1, TUGS-AMB-7), on the ground -2, weapon initiative, and the -3 a blow on
 * rigid armour leaves for the next roll (TUGS-BLUNT-2; two such blows before the roll give -6). A disarmed
 * character has no weapon initiative (TUGS-AMB-37). The highest total acts first; equal totals act
 * simultaneously ({@link initiativeOrder}).
 *
 * @param character - who rolls
 * @param weapon - the weapon in hand (default: the character's first)
 * @param ctx - the GM's view (TUGS-GM-1)
 * @param options - the tugs options
 * @returns a chance of the total
 * @example
 * ```ts
 * resolve(initiative(jan, undefined, { surprised: true }), scriptedDice(["d6:2"])).value; // 8
 * ```
 */
export function initiative(
  character: CharacterInput,
  weapon?: WeaponInput | null,
  ctx: InitiativeContextInput | null = {},
  options: TugsOptionsInput | null = {},
): Chance<number> {
  const c = characterOf(character, FN, "character");
  const given = absentIfNull(weapon);
  return initiativeOf(c, given === undefined ? undefined : weaponFrom(given, FN), initiativeContextOf(ctx, FN), optionsOf(options, FN));
}

/** initiative for checked data (`weapon` undefined: the character's first). @internal */
export function initiativeOf(c: Character, weapon: Weapon | undefined, ctx: InitiativeContext, opts: TugsOptions): Chance<number> {
  return initiativeWith(CHANCES, c, weapon, ctx, opts);
}

/** initiativeOf on a roller (roller.ts). @internal */
export function initiativeWith<K extends Kind>(
  m: Roller<K>,
  c: Character,
  weapon: Weapon | undefined,
  ctx: InitiativeContext,
  opts: TugsOptions,
): Rolled<K, number> {
  const mods = modifiersInto(new Modifiers(m.chances), c, weapon ?? c.weapons[0], ctx, opts);
  const base = c.initiative + mods.total;
  return m.traced(
    m.map(
      m.die("d6", () => ({ purpose: `initiative of ${c.name}`, rule: "TUGS-INIT-1" })),
      (face) => face + base,
    ),
    () => [Object.freeze({ type: "modifier", rule: "TUGS-INIT-1", label: `Initiative of ${c.name}`, value: c.initiative }), ...mods.list],
    (total) => [Object.freeze({ type: "note", rule: "TUGS-INIT-1", text: `initiative total of ${c.name}: ${String(total)}` })],
  );
}

/**
 * Who acts first: the higher initiative total; equal totals act simultaneously (TUGS-INIT-1, TUGS-AMB-26).
 *
 * @param a - the first total
 * @param b - the second total
 * @returns "a", "b" or "simultaneous"
 * @example
 * ```ts
 * initiativeOrder(8, 12); // "b"
 * ```
 */
export function initiativeOrder(a: number, b: number): "a" | "b" | "simultaneous" {
  checkInt("tugs.initiativeOrder", "a", a, -1_000_000, 1_000_000);
  checkInt("tugs.initiativeOrder", "b", b, -1_000_000, 1_000_000);
  return a > b ? "a" : b > a ? "b" : "simultaneous";
}
