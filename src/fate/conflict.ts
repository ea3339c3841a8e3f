import * as z from "zod/mini";
import type { Chance } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { deepFreeze } from "../core/freeze.js";
import { absentIfNull, boundedInt, boundedString, strictObject } from "../core/schema-kit.js";
import type { NoteEntry } from "../core/trace.js";
import { parseOrThrow } from "../core/validate.js";
import { rerollSide } from "./action.js";
import { checkCharacter } from "./character.js";
import { type FateOptions, type FateOptionsInput, fateOptions } from "./options.js";
import { type ContestState, contest, FATE_POINT_BONUS, type Fixed, planSide, RollSpecSchema, type Side } from "./roll.js";
import type { Character, TrackName } from "./schemas.js";

/**
 * The default pairing of abilities for each kind of conflict (FATE-CONF-1..3).
 *
 * @example
 * ```ts
 * CONFLICT_ABILITIES.ranged; // { attack: "Shooting", defense: "Athletics", track: "health" }
 * ```
 */
export const CONFLICT_ABILITIES = deepFreeze({
  physical: { attack: "Fighting", defense: "Fighting", track: "health" },
  ranged: { attack: "Shooting", defense: "Athletics", track: "health" },
  mental: { attack: "Rapport", defense: "Resolve", track: "composure" },
} as const);

/**
 * One exchange of a conflict: the kind (physical, ranged, mental or social), whether the attack uses a
 * gun, whether the defender is unaware, and how each side rolls (the abilities default to the
 * catalogue's pairings). `defense` replaces the defender's roll with a fixed value set by the GM (an
 * inanimate target, ruling FATE-AMB-18).
 *
 * @example
 * ```ts
 * const charm: ExchangeRequest = { kind: "mental" };
 * ```
 */
export const ExchangeRequestSchema = strictObject({
  /** physical (FATE-CONF-1), ranged (FATE-CONF-2) or mental / social (FATE-CONF-3). */
  kind: z.enum(["physical", "ranged", "mental"]),
  /** The attack uses a gun: the stress it deals is doubled (FATE-STRESS-2, ruling FATE-AMB-8). */
  gun: z._default(z.boolean(), false),
  /** The defender fights back with a gun: backlash stress it deals is doubled (ruling FATE-AMB-8). */
  defenderGun: z._default(z.boolean(), false),
  /** The defender is unaware: a Poor defense (FATE-CONF-1, ruling FATE-AMB-9). */
  unaware: z._default(z.boolean(), false),
  /** How the attacker rolls; the ability defaults to the kind's pairing. */
  attack: z._default(z.partial(RollSpecSchema), {}),
  /** How the defender rolls; the ability defaults to the kind's pairing (ruling FATE-AMB-24 for fate points). */
  defend: z._default(z.partial(RollSpecSchema), {}),
  /** A fixed defense instead of the defender's roll: an inanimate target's size and movement (FATE-GM-2, ruling FATE-AMB-18). */
  defense: z.optional(
    strictObject({
      /** The defense value on the ladder. */
      value: z.int().check(z.gte(-100), z.lte(100)),
      /** What it is. */
      label: z._default(boundedString(), "fixed defense"),
    }),
  ),
});

/**
 * One exchange of a conflict.
 *
 * @example
 * ```ts
 * const shot: ExchangeRequest = { kind: "ranged", gun: true };
 * ```
 */
export type ExchangeRequest = z.input<typeof ExchangeRequestSchema>;

/**
 * The result of an exchange: both totals, the net, and who takes how much stress on which track.
 *
 * @example
 * ```ts
 * const r: ExchangeResult = { attackTotal: -1, defenseTotal: 4, net: -5, stressTo: "attacker", track: "composure", amount: 5, doubled: false, attackerFpSpent: 0, defenderFpSpent: 0, attackerRerolls: 0, defenderRerolls: 0 };
 * ```
 */
export interface ExchangeResult {
  /** The attacker's total. */
  readonly attackTotal: number;
  /** The defender's total (or the fixed defense). */
  readonly defenseTotal: number;
  /** attackTotal - defenseTotal. */
  readonly net: number;
  /** Who takes the stress, or "none". */
  readonly stressTo: "attacker" | "defender" | "none";
  /** The track it goes on (FATE-STRESS-1). */
  readonly track: TrackName;
  /** The stress, before any consequence soaks it. */
  readonly amount: number;
  /** Whether a gun doubled it. */
  readonly doubled: boolean;
  /** Fate points the attacker spent in this step (the exchange, or one re-roll by hand). */
  readonly attackerFpSpent: number;
  /** Fate points the defender spent in this step. */
  readonly defenderFpSpent: number;
  /** How many times the attacker has re-rolled (FATE-FP-3). */
  readonly attackerRerolls: number;
  /** How many times the defender has re-rolled (FATE-FP-3, ruling FATE-AMB-24). */
  readonly defenderRerolls: number;
}

/** What {@link rerollExchange} reads of a previous result (the totals and re-roll counts). */
const ExchangeResultSchema = z.object({
  /** The attacker's total. */
  attackTotal: boundedInt(-1000, 1000),
  /** The defender's total. */
  defenseTotal: boundedInt(-1000, 1000),
  /** The attacker's re-rolls so far. */
  attackerRerolls: boundedInt(0, 1000),
  /** The defender's re-rolls so far. */
  defenderRerolls: boundedInt(0, 1000),
});

const FN = "fate.conflictExchange";

/** Who takes stress and how much, from the net (FATE-STRESS-2, rulings FATE-AMB-5 and FATE-AMB-8). @internal */
export function stressOf(
  net: number,
  kind: "physical" | "ranged" | "mental",
  gun: boolean,
  defenderGun: boolean,
  options: FateOptions,
): Pick<ExchangeResult, "stressTo" | "amount" | "doubled"> {
  if (net > 0) {
    // ruling FATE-AMB-8: a gun doubles the stress its wielder deals, before any soak
    const doubled = gun && kind !== "mental";
    return { stressTo: "defender", amount: doubled ? 2 * net : net, doubled };
  }
  // ruling FATE-AMB-5: the side with the lower total takes |net|; by default not a shooter (the target cannot hurt it)
  if (net === 0 || options.backlash === "attackerOnlyDeals" || (options.backlash === "symmetricExceptRanged" && kind === "ranged")) {
    return { stressTo: "none", amount: 0, doubled: false };
  }
  const doubled = defenderGun && kind !== "mental";
  return { stressTo: "attacker", amount: doubled ? -2 * net : -net, doubled };
}

/**
 * Resolves one exchange of a conflict as an opposed roll (ruling FATE-AMB-22): Fighting vs Fighting
 * (FATE-CONF-1; an unaware defender is a Poor defense, ruling FATE-AMB-9), Shooting vs Athletics
 * (FATE-CONF-2) or Rapport vs Resolve (FATE-CONF-3). The stress is the difference of the totals, doubled
 * for a gun (FATE-STRESS-2, ruling FATE-AMB-8), on Health or Composure (FATE-STRESS-1); who takes it when
 * the attacker loses follows ruling FATE-AMB-5. Apply it with `applyStress`.
 *
 * @param attacker - the attacking character
 * @param defender - the defending character
 * @param request - the kind of conflict and how each side rolls
 * @param options - fate options
 * @returns a chance of the exchange's result
 * @example
 * ```ts
 * const charm = conflictExchange(indy, waterford, { kind: "mental" });
 * resolve(charm, scriptedDice(["dF:-", "dF:-", "dF:0", "dF:0", "dF:+", "dF:0", "dF:0", "dF:0"])).value;
 * // { net: -5, stressTo: "attacker", track: "composure", amount: 5, ... }
 * ```
 */
export function conflictExchange(
  attacker: Character,
  defender: Character,
  request: ExchangeRequest,
  options?: FateOptionsInput | null,
): Chance<ExchangeResult> {
  const opts = fateOptions(absentIfNull(options));
  const a = checkCharacter(FN, attacker, "attacker");
  const d = checkCharacter(FN, defender, "defender");
  return conflictExchangeValidated(FN, a, d, parseOrThrow(FN, ExchangeRequestSchema, request, "request"), opts, "");
}

/** An exchange request as its schema parses it (defaults filled in). @internal */
export type ParsedExchangeRequest = z.infer<typeof ExchangeRequestSchema>;

/**
 * {@link conflictExchange} of characters and a request already validated (the named call parses its input
 * once): the same chance. `at` prefixes the paths of rule errors (`"input."` for the named call).
 *
 * @internal
 */
export function conflictExchangeValidated(
  fn: string,
  a: Character,
  d: Character,
  r: ParsedExchangeRequest,
  opts: FateOptions,
  at: string,
): Chance<ExchangeResult> {
  const { attack, defense, note } = sidesOf(fn, a, d, r, opts, false, at);
  const track = CONFLICT_ABILITIES[r.kind].track;
  const chance = contest(attack, defense, (s: ContestState): ExchangeResult => {
    const defenseTotal = s.ot ?? 0;
    const net = s.at - defenseTotal;
    const stress = stressOf(net, r.kind, r.gun, r.defenderGun, opts);
    // keys in sorted order: odds key results by their canonical text, which then needs no sort
    return {
      amount: stress.amount,
      attackTotal: s.at,
      attackerFpSpent: s.af,
      attackerRerolls: s.ar,
      defenderFpSpent: s.of,
      defenderRerolls: s.or,
      defenseTotal,
      doubled: stress.doubled,
      net,
      stressTo: stress.stressTo,
      track,
    };
  });
  return chance.traced(note === undefined ? [] : [note], (x) => [stressNote(x, a, d)]);
}

function stressNote(x: ExchangeResult, a: Character, d: Character): NoteEntry {
  return {
    type: "note",
    rule: "FATE-STRESS-2",
    text:
      x.stressTo === "none"
        ? `net ${String(x.net)}: no stress`
        : `net ${String(x.net)}: ${x.stressTo === "attacker" ? a.name : d.name} takes ${String(x.amount)} ${x.track} stress${x.doubled ? " (gun, doubled)" : ""}`,
  };
}

/** Both sides of an exchange: the attacker's roll, and the defender's roll or fixed defense. */
function sidesOf(
  fn: string,
  a: Character,
  d: Character,
  r: z.infer<typeof ExchangeRequestSchema>,
  opts: FateOptions,
  byHand: boolean,
  at: string,
): { attack: Side; defense: Side | Fixed; note: NoteEntry | undefined } {
  const pair = CONFLICT_ABILITIES[r.kind];
  const attackSpec = byHand ? { ...r.attack, fatePointBonus: false, reroll: undefined } : r.attack;
  const attack = planSide(fn, a, { ...attackSpec, ability: r.attack.ability ?? pair.attack }, `${at}request.attack`, opts, { opposed: true, byHand });
  if (r.unaware && r.defense !== undefined) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: `${at}request.defense`,
      value: r.defense,
      message: "give either unaware or a fixed defense, not both",
    });
  }
  const defend = r.defend;
  if (
    (r.unaware || r.defense !== undefined) &&
    (defend.fatePointBonus === true || defend.reroll !== undefined || (defend.stunts ?? []).length > 0 || (defend.situational ?? []).length > 0)
  ) {
    // ruling FATE-AMB-9: an unaware defender (or a fixed defense) makes no choices: its declared +2,
    // re-roll, stunts or modifiers are refused, never silently dropped
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn,
      path: `${at}request.defend`,
      value: defend,
      message: "an unaware defender (or a fixed defense) declares nothing: put the GM's modifiers on the attack (FATE-CONF-1, FATE-AMB-9)",
    });
  }
  if (r.defense !== undefined) {
    // ruling FATE-AMB-18: an inanimate target's defense is a GM input
    return { attack, defense: { fixed: r.defense.value, label: r.defense.label, rule: "FATE-AMB-18" }, note: undefined };
  }
  if (r.unaware && opts.unawareDefense === "fixedPoor") {
    // ruling FATE-AMB-9: an unaware defender is a fixed Poor (-1) defense, no dice
    return { attack, defense: { fixed: -1, label: `${d.name} unaware: Poor defense`, rule: "FATE-CONF-1" }, note: undefined };
  }
  if (r.unaware) {
    // ruling FATE-AMB-9 (option rollPoor): the unaware defender rolls 4dF at Poor (-1)
    const side = planSide(fn, d, { ability: pair.defense }, `${at}request.defend`, opts, { defense: true, byHand });
    return {
      attack,
      defense: { ...side, base: -1, modifiers: [{ type: "modifier" as const, rule: "FATE-AMB-9", label: `${d.name} unaware: rolls at Poor`, value: -1 }] },
      note: { type: "note", rule: "FATE-CONF-1", text: `${d.name} is unaware` },
    };
  }
  const defendSpec = byHand ? { ...defend, fatePointBonus: false, reroll: undefined } : defend;
  return {
    attack,
    defense: planSide(fn, d, { ...defendSpec, ability: defend.ability ?? pair.defense }, `${at}request.defend`, opts, { defense: true, byHand }),
    note: undefined,
  };
}

/**
 * Re-rolls one side of a conflict exchange by hand after seeing it (FATE-FP-3; a defender's fate points,
 * ruling FATE-AMB-24): one fate point for a fresh 4dF with that side's roll as requested, an earlier +2
 * gone, a new one for one more point; the other side's total stays and the stress is worked out again
 * (FATE-STRESS-2). A fixed defense (an unaware defender under `fixedPoor`, an inanimate target) has no
 * dice to re-roll. The natural flow: apply the previous result's spend, then re-roll with the characters
 * as they now are; the new result's spend is this re-roll's cost only, so nothing is charged twice.
 *
 * @param attacker - the attacker, as it is now
 * @param defender - the defender, as it is now
 * @param request - the same request as the exchange's
 * @param previous - the result being re-rolled
 * @param side - who re-rolls: `attacker` or `defender`
 * @param fatePointBonus - buy a new +2 for the re-roll
 * @param options - fate options (`maxRerolls`, `fatePointsOnDefense`)
 * @returns a chance of the new result
 * @example
 * ```ts
 * const again = rerollExchange(indy, thug, { kind: "physical" }, first, "defender");
 * resolve(again, scriptedDice(["dF:+", "dF:+", "dF:0", "dF:0"])).value.defenderFpSpent; // 1
 * ```
 */
export function rerollExchange(
  attacker: Character,
  defender: Character,
  request: ExchangeRequest,
  previous: ExchangeResult,
  side: "attacker" | "defender",
  fatePointBonus?: boolean | null,
  options?: FateOptionsInput | null,
): Chance<ExchangeResult> {
  const RN = "fate.rerollExchange";
  const opts = fateOptions(absentIfNull(options));
  const a = checkCharacter(RN, attacker, "attacker");
  const d = checkCharacter(RN, defender, "defender");
  const r = parseOrThrow(RN, ExchangeRequestSchema, request, "request");
  if ((side as unknown) !== "attacker" && (side as unknown) !== "defender") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: RN, path: "side", value: side, message: 'expected "attacker" or "defender"' });
  }
  const bonus = absentIfNull(fatePointBonus) ?? false;
  if (typeof bonus !== "boolean") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: RN, path: "fatePointBonus", value: fatePointBonus, message: "expected true or false" });
  }
  const p = parseOrThrow(RN, ExchangeResultSchema, previous, "previous");
  return rerollExchangeValidated(RN, a, d, r, p, side, bonus, opts, "");
}

/**
 * What {@link rerollExchange} reads of a previous result, as its schema parses it.
 *
 * @internal
 */
export type PreviousExchange = z.infer<typeof ExchangeResultSchema>;

/**
 * The schema of what {@link rerollExchange} reads of a previous result (the totals and re-roll counts; other
 * fields of an {@link ExchangeResult} pass).
 *
 * @internal
 */
export const PreviousExchangeSchema = ExchangeResultSchema;

/**
 * {@link rerollExchange} of characters, request and previous result already validated: the same chance.
 * `at` prefixes the paths of rule errors (`"input."` for the named call).
 *
 * @internal
 */
export function rerollExchangeValidated(
  RN: string,
  a: Character,
  d: Character,
  r: ParsedExchangeRequest,
  p: PreviousExchange,
  side: "attacker" | "defender",
  bonus: boolean,
  opts: FateOptions,
  at: string,
): Chance<ExchangeResult> {
  const { attack, defense } = sidesOf(RN, a, d, r, opts, true, at);
  const roller = side === "attacker" ? attack : defense;
  if ("fixed" in roller) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn: RN,
      path: `${at}side`,
      value: side,
      message: "a fixed defense has no dice to re-roll (FATE-AMB-9, FATE-AMB-18)",
    });
  }
  const who = side === "attacker" ? a : d;
  const done = side === "attacker" ? p.attackerRerolls : p.defenderRerolls;
  const cost = 1 + (bonus ? 1 : 0);
  if (cost > who.fatePoints) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn: RN,
      path: `${at}${side}.fatePoints`,
      value: who.fatePoints,
      message: `${who.name} has ${String(who.fatePoints)} fate points, the re-roll needs ${String(cost)} (FATE-FP-3)`,
    });
  }
  // ruling FATE-AMB-13: re-rolls are unlimited unless maxRerolls is set
  if (opts.maxRerolls !== undefined && done + 1 > opts.maxRerolls) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn: RN,
      path: `${at}previous.${side}Rerolls`,
      value: done,
      message: `at most ${String(opts.maxRerolls)} re-rolls (option maxRerolls, FATE-AMB-13)`,
    });
  }
  const n = done + 1;
  const track = CONFLICT_ABILITIES[r.kind].track;
  return rerollSide(roller, n, bonus)
    .map((dice): ExchangeResult => {
      const total = dice + roller.base + (bonus ? FATE_POINT_BONUS : 0);
      const attackTotal = side === "attacker" ? total : p.attackTotal;
      const defenseTotal = side === "defender" ? total : p.defenseTotal;
      const net = attackTotal - defenseTotal;
      return {
        attackTotal,
        defenseTotal,
        net,
        track,
        ...stressOf(net, r.kind, r.gun, r.defenderGun, opts),
        attackerFpSpent: side === "attacker" ? cost : 0,
        defenderFpSpent: side === "defender" ? cost : 0,
        attackerRerolls: side === "attacker" ? n : p.attackerRerolls,
        defenderRerolls: side === "defender" ? n : p.defenderRerolls,
      };
    })
    .traced([], (x) => [stressNote(x, a, d)]);
}
