import * as z from "zod/mini";
import { type Chance, withExactOdds } from "../core/chance.js";
import type { DiceSource } from "../core/dice-source.js";
import { resolve } from "../core/resolve.js";
import type { Trace } from "../core/trace.js";
import { deepFreeze } from "../core/freeze.js";
import { absentIfNull, strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import { type AttackOutcome, hthWith, rangedWith, weaponOf } from "./attack-chain.js";
import { HthContextSchema, RangedContextSchema } from "./context.js";
import { outOfActionOf } from "./impairment.js";
import { initiativeOrder, initiativeWith } from "./initiative.js";
import { exactRound } from "./round-exact.js";
import { type InjuryEffect, injuryWith } from "./injury.js";
import { type TugsOptions, type TugsOptionsInput, optionsOf } from "./options.js";
import { characterWith, statusInRound, withStatusPatch } from "./rebuild.js";
import { CHANCES, type Kind, type Rolled, type Roller } from "./roller.js";
import { type Character, type CharacterInput, type HitLocation, characterOf, seal } from "./schemas.js";

/**
 * One combatant's part in a round, as the GM sees it (TUGS-GM-1, TUGS-GM-2, TUGS-GM-8).
 *
 * @example
 * ```ts
 * const side: RoundSideInput = { surprised: true, hth: { aimedLocation: "body" } };
 * ```
 */
export const RoundSideSchema = strictObject({
  /** Surprised this round: -5 initiative (TUGS-INIT-1). */
  surprised: z._default(z.boolean(), false),
  /** Unprepared this round: -5 initiative (TUGS-INIT-1). */
  unprepared: z._default(z.boolean(), false),
  /** Gets up at the start of the round, unless unable (TUGS-GM-1 decides who is on the ground; the text has no rule for getting up). */
  standUp: z._default(z.boolean(), false),
  /** Whether this combatant attacks this round (false: flees, surrenders, waits; TUGS-GM-8). */
  attack: z._default(z.boolean(), true),
  /** The hand-to-hand circumstances of this combatant's attack. */
  hth: z.prefault(HthContextSchema, {}),
  /** When present, this combatant shoots (or throws) instead, in these circumstances. */
  ranged: z.optional(RangedContextSchema),
});
/** One side of a round. @example `const side: RoundSide = parseOrThrow("x", RoundSideSchema, {});` */
export type RoundSide = z.infer<typeof RoundSideSchema>;
/** What a caller may pass for one side. @example `const side: RoundSideInput = { attack: false };` */
export type RoundSideInput = z.input<typeof RoundSideSchema>;

/**
 * The GM's view of a whole round: one entry per combatant.
 *
 * @example
 * ```ts
 * const ctx: RoundContextInput = { a: { surprised: true }, b: {} };
 * ```
 */
export const RoundContextSchema = strictObject({
  /** The first combatant's part. */
  a: z.prefault(RoundSideSchema, {}),
  /** The second combatant's part. */
  b: z.prefault(RoundSideSchema, {}),
});
/** A round's context. @example `const ctx: RoundContext = parseOrThrow("x", RoundContextSchema, {});` */
export type RoundContext = z.infer<typeof RoundContextSchema>;
/** What a caller may pass as a round's context. @example `const ctx: RoundContextInput | null = {};` */
export type RoundContextInput = z.input<typeof RoundContextSchema>;

/**
 * One attack of a round, or why it did not happen.
 *
 * @example
 * ```ts
 * const a: RoundAttack = { attacker: "b", outcome: null, skipped: "noAttackThisRound", effects: [] };
 * ```
 */
export interface RoundAttack {
  /** Who attacked: "a" or "b". */
  readonly attacker: "a" | "b";
  /** What the attack did, or null when it did not happen. */
  readonly outcome: AttackOutcome | null;
  /** Why the attack did not happen, when it did not. */
  readonly skipped: "declined" | "outOfAction" | "noAttackThisRound" | "disarmed" | "noWeapon" | null;
  /** What the injury did to the defender. */
  readonly effects: readonly InjuryEffect[];
}

/**
 * The result of a round: both combatants' new states, the initiative totals and order, and the attacks.
 *
 * @example
 * ```ts
 * const r: RoundResult = resolve(combatRound(jan, travis, {}), seededDice(1)).value;
 * ```
 */
export interface RoundResult {
  /** The first combatant after the round. */
  readonly a: Character;
  /** The second combatant after the round. */
  readonly b: Character;
  /** The initiative totals. */
  readonly initiative: {
    /** Combatant a's initiative total. */
    readonly a: number;
    /** Combatant b's initiative total. */
    readonly b: number;
  };
  /** Who acted first (TUGS-INIT-1). */
  readonly order: "a" | "b" | "simultaneous";
  /** The attacks, in the order they happened. */
  readonly attacks: readonly RoundAttack[];
}

/** Two combatants. @internal */
export type Pair = { readonly a: Character; readonly b: Character };
type Who = "a" | "b";
const other = (w: Who): Who => (w === "a" ? "b" : "a");
/** The pair with `who` replaced (`{ ...pair, [who]: c }` as a literal: one shape, no keyed store). */
const withOne = (pair: Pair, who: Who, c: Character): Pair => (who === "a" ? { a: c, b: pair.b } : { a: pair.a, b: c });

/**
 * Start-of-round bookkeeping: "no attack next round" becomes "this round"; nobody has attacked yet; who may, gets up; a
 * knockout of n rounds lasts n rounds. Shared by {@link combatRound} and the game (tugsGame).
 * @internal
 */
export function startRound(c: Character, side: Pick<RoundSide, "standUp">): Character {
  const canStand = side.standUp && !c.status.cannotGetUp && !c.status.cannotWalk && !outOfActionOf(c);
  const prone = c.status.prone && !canStand;
  // "unconscious for d6 rounds" (TUGS-EFF-1): counted down here, one round at a time
  const k = c.status.knockedOut;
  const knockedOut = k?.unit === "rounds" && k.amount !== null ? (k.amount <= 0 ? null : { ...k, amount: k.amount - 1 }) : k;
  return characterWith(c, c.hpLost, c.injuries, statusInRound(c.status, prone, knockedOut, c.status.noAttackNextRound, false, false));
}

/** Why a combatant does not attack this round, or null. @internal */
export function skipReason(c: Character, side: Pick<RoundSide, "attack">): RoundAttack["skipped"] {
  if (!side.attack) return "declined";
  if (outOfActionOf(c)) return "outOfAction";
  if (c.status.noAttackThisRound) return "noAttackThisRound";
  if (c.weapons.length === 0) return "noWeapon";
  if (c.status.disarmed) return "disarmed";
  return null;
}

/** The attack of `attacker` on `defender` in the circumstances of its side. @internal */
export function attackOf(attacker: Character, defender: Character, side: RoundSide, options: TugsOptions): Chance<AttackOutcome> {
  return attackOn(CHANCES, attacker, defender, side, options);
}

/** attackOf on a roller (roller.ts). */
function attackOn<K extends Kind>(m: Roller<K>, attacker: Character, defender: Character, side: RoundSide, options: TugsOptions): Rolled<K, AttackOutcome> {
  const weapon = weaponOf(attacker, undefined, "tugs.combatRound");
  return side.ranged === undefined
    ? hthWith(m, attacker, defender, side.hth, options, weapon)
    : rangedWith(m, attacker, defender, side.ranged, options, weapon);
}

/** The blow an attack's hit delivers. @internal */
export const blowOf = (o: AttackOutcome, location: HitLocation) => ({
  location,
  level: o.level,
  lethal: o.lethal,
  blunt: o.blunt,
  ...(o.combination === true ? { combination: true } : {}),
});

/** The attacker, marked as having attacked this round (TUGS-AMB-20). @internal */
export const markAttacked = (c: Character): Character =>
  characterWith(
    c,
    c.hpLost,
    c.injuries,
    statusInRound(c.status, c.status.prone, c.status.knockedOut, c.status.noAttackThisRound, c.status.noAttackNextRound, true),
  );
/** One attack by `who` against the other, then its injury applied. */
function strike<K extends Kind>(m: Roller<K>, pair: Pair, who: Who, ctx: RoundContext, options: TugsOptions): Rolled<K, { pair: Pair; attack: RoundAttack }> {
  const attacker = pair[who];
  const target = other(who);
  const skipped = skipReason(attacker, ctx[who]);
  if (skipped !== null) return m.just({ pair, attack: { attacker: who, outcome: null, skipped, effects: [] } });
  return m.chain(attackOn(m, attacker, pair[target], ctx[who], options), (outcome) => {
    const marked = withOne(pair, who, markAttacked(attacker));
    if (outcome.result !== "hit" || outcome.location === null) return m.just({ pair: marked, attack: { attacker: who, outcome, skipped: null, effects: [] } });
    const blow = blowOf(outcome, outcome.location);
    return m.map(injuryWith(m, marked[target], blow, options, { alreadyAttacked: marked[target].status.attackedThisRound }), (r) => ({
      pair: withOne(marked, target, r.character),
      attack: { attacker: who, outcome, skipped: null, effects: r.effects },
    }));
  });
}

/** Both attack from the states at the start of the round; the effects apply after both (TUGS-AMB-26). */
function simultaneous<K extends Kind>(m: Roller<K>, pair: Pair, ctx: RoundContext, options: TugsOptions): Rolled<K, { pair: Pair; attacks: RoundAttack[] }> {
  const outcomeOf = (who: Who): Rolled<K, AttackOutcome | RoundAttack["skipped"]> => {
    const skipped = skipReason(pair[who], ctx[who]);
    return skipped !== null ? m.just(skipped) : attackOn(m, pair[who], pair[other(who)], ctx[who], options);
  };
  return m.chain(m.both(outcomeOf("a"), outcomeOf("b")), ([oa, ob]) => {
    let step: Rolled<K, { pair: Pair; attacks: RoundAttack[] }> = m.just({ pair: { a: markAttacked(pair.a), b: markAttacked(pair.b) }, attacks: [] });
    for (const [who, o] of [
      ["a", oa],
      ["b", ob],
    ] as const) {
      step = m.chain(step, (s) => {
        if (o === null || typeof o === "string")
          return m.just({ pair: s.pair, attacks: [...s.attacks, { attacker: who, outcome: null, skipped: o, effects: [] }] });
        const target = other(who);
        if (o.result !== "hit" || o.location === null)
          return m.just({ pair: s.pair, attacks: [...s.attacks, { attacker: who, outcome: o, skipped: null, effects: [] }] });
        const blow = blowOf(o, o.location);
        return m.map(injuryWith(m, s.pair[target], blow, options, { alreadyAttacked: true }), (r) => ({
          pair: withOne(s.pair, target, r.character),
          attacks: [...s.attacks, { attacker: who, outcome: o, skipped: null, effects: r.effects }],
        }));
      });
    }
    return step;
  });
}

/**
 * One round of a fight between two combatants (TUGS-HTH-1, TUGS-RNG-1): both roll initiative (TUGS-INIT-1;
 * ties act simultaneously, TUGS-AMB-26), then each able combatant attacks in order, and each hit is
 * applied (TUGS-EFF-1). An app can run a whole duel one round at a time by feeding the new states back.
 *
 * @param a - the first combatant (rolls initiative first)
 * @param b - the second combatant
 * @param ctx - the GM's view of the round
 * @param options - the tugs options
 * @returns a chance of the round's result
 * @example
 * ```ts
 * const { value } = resolve(combatRound(jan, travis, { a: { surprised: true } }), seededDice(42));
 * value.order; // "a", "b" or "simultaneous"
 * ```
 */
export function combatRound(
  a: CharacterInput,
  b: CharacterInput,
  ctx: RoundContextInput | null = {},
  options: TugsOptionsInput | null = {},
): Chance<RoundResult> {
  const fn = "tugs.combatRound";
  return roundOf(characterOf(a, fn, "a"), characterOf(b, fn, "b"), roundContextOf(ctx, fn), optionsOf(options, fn));
}

/** The empty round context, checked once and frozen (an immutable constant). */
const EMPTY_CONTEXT: RoundContext = deepFreeze(parseOrThrow("tugs.combatRound", RoundContextSchema, {}, "ctx"));

/** A round's context from untrusted input: absent, null or `{}` is the empty context (a frozen constant). @internal */
export function roundContextOf(ctx: unknown, fn: string): RoundContext {
  const given = absentIfNull(ctx);
  if (
    given === undefined ||
    (typeof given === "object" && given !== null && Object.getPrototypeOf(given) === Object.prototype && Reflect.ownKeys(given).length === 0)
  )
    return EMPTY_CONTEXT;
  return parseOrThrow(fn, RoundContextSchema, given, "ctx");
}

/**
 * The -3 of a blow on rigid armour counts for the next initiative roll only (TUGS-BLUNT-2): spent once rolled.
 * @internal
 */
export function spent(c: Character): Character {
  return c.status.initiativePenaltyNext === 0 ? c : withStatusPatch(c, { initiativePenaltyNext: 0 });
}

/**
 * combatRound for checked data: the results are sealed (deep-frozen), so the next round takes them without checking
 * them again. Its exact odds are enumerated over compact codes (round-exact.ts): the same values and probabilities.
 * @internal
 */
export function roundOf(a: Character, b: Character, context: RoundContext, opts: TugsOptions): Chance<RoundResult> {
  return withExactOdds(playedRound(a, b, context, opts), () => exactRound(a, b, context, opts));
}

/** The round as it is played and simulated (and enumerated whole, by the tests that check the coded odds). @internal */
export function playedRound(a: Character, b: Character, context: RoundContext, opts: TugsOptions): Chance<RoundResult> {
  return roundWith(CHANCES, a, b, context, opts, (p, attacks, ia, ib, order) => {
    // frozen all the way down (docs/chances.md): the characters sealed, the attacks and their effects frozen
    for (const attack of attacks) {
      Object.freeze(attack.effects);
      if (attack.outcome !== null) Object.freeze(attack.outcome);
      Object.freeze(attack);
    }
    return Object.freeze({ a: seal(p.a), b: seal(p.b), initiative: Object.freeze({ a: ia, b: ib }), order, attacks: Object.freeze(attacks) });
  });
}

/**
 * The played round rolled at once on a direct roller (roller.ts, for a duel's sampler, duel.ts, which feeds the
 * combatants after it to the next round and seals the last ones): the same rules, run by the same lines as
 * {@link playedRound}, so the same dice in the same order and the same combatants after it, without a chance built.
 * @internal
 */
export function rolledPair(m: Roller<"now">, a: Character, b: Character, context: RoundContext, opts: TugsOptions): Pair {
  return roundWith(m, a, b, context, opts, (p) => p);
}

/** One combatant's initiative roll in a round (TUGS-INIT-1): surprised and unprepared as the GM says. */
function initiativeIn<K extends Kind>(m: Roller<K>, c: Character, side: RoundSide, opts: TugsOptions): Rolled<K, number> {
  return initiativeWith(m, c, undefined, { surprised: side.surprised, unprepared: side.unprepared, onTheGround: false }, opts);
}

/** The round, its value made by `done` from the combatants after it, the attacks, the initiative totals and order. */
function roundWith<K extends Kind, V>(
  m: Roller<K>,
  a: Character,
  b: Character,
  context: RoundContext,
  opts: TugsOptions,
  done: (p: Pair, attacks: RoundAttack[], ia: number, ib: number, order: RoundResult["order"]) => V,
): Rolled<K, V> {
  const pair: Pair = { a: startRound(a, context.a), b: startRound(b, context.b) };
  return m.chain(m.both(initiativeIn(m, pair.a, context.a, opts), initiativeIn(m, pair.b, context.b, opts)), ([ia, ib]) => {
    const order = initiativeOrder(ia, ib);
    const ready: Pair = { a: spent(pair.a), b: spent(pair.b) };
    if (order === "simultaneous") return m.map(simultaneous(m, ready, context, opts), (s) => done(s.pair, s.attacks, ia, ib, order));
    const second = other(order);
    return m.chain(strike(m, ready, order, context, opts), (first) =>
      m.map(strike(m, first.pair, second, context, opts), (s) => done(s.pair, [first.attack, s.attack], ia, ib, order)),
    );
  });
}

/**
 * Plays one round with a dice source and returns the new states and the trace (see {@link combatRound}).
 *
 * @deprecated Use `resolve(combatRound({ a, b, context }, options), dice)`: the round is a chance like every resolver's,
 * and the core's `resolve` rolls it (`{ value, trace }`; this returns `{ ...value, trace }`).
 * @param a - the first combatant
 * @param b - the second combatant
 * @param ctx - the GM's view of the round
 * @param dice - seeded, scripted or random dice
 * @param options - the tugs options
 * @returns the round's result and its trace
 * @example
 * ```ts
 * const round = playRound(jan, travis, { a: { surprised: true } }, seededDice(7));
 * explain(round.trace);
 * ```
 */
export function playRound(
  a: CharacterInput,
  b: CharacterInput,
  ctx: RoundContextInput,
  dice: DiceSource,
  options: TugsOptionsInput | null = {},
): RoundResult & { readonly trace: Trace } {
  const { value, trace } = resolve(combatRound(a, b, ctx, options), dice);
  return { ...value, trace };
}
