// One round of a tugsGame duel under attackEngaged, as exact distributions (issue 15, duelOdds): the round's
// outcomes from cached distributions of its three random steps, composed per initiative order. It plays the game's
// rules (game.ts: initiativeStep, actStep, resolveGroup, distinctTargets, settle; game-policies.ts: attackEngaged)
// for exactly two combatants on two sides, and nothing else:
// - the start of a round (atRoundStart: startRound with the getting up of the last round) is applied before a state
//   is written, as tugsGame.key writes an "initiative" state;
// - each able combatant picks up a dropped weapon, else gets up, else attacks the other, else waits (attackEngaged:
//   in a duel the only target is the other one, never flanked nor from behind);
// - in order: the first one's action, the fight over if the other is out of action, then the second's; equal
//   totals (TUGS-AMB-26): both attacks rolled from the states before the group, then the effects in the scenario's
//   order, each defender "already attacked";
// - a parry limit (parriesPerRound) lets a defender parry when it is 1 or more: in a duel he parries at most once a round.
// The three random steps read few things of the characters, so their distributions are enumerated once per distinct
// reading and shared by every state: the initiative total reads the impairment, the stance, the weapon in hand and
// the blunt -3 (initiative.ts); an attack reads the attacker's impairment and stance and the defender's impairment
// and weapon in hand (attack.ts, attack-chain.ts; the rest is the fixed data of the two characters); an injury reads
// the defender as the fight reads him (ruling TUGS-LIB-1: hit points lost, the worst level on each body part, the
// status), the blow and whether he has attacked. Probabilities are numerators over each step's common denominator,
// multiplied without reduction inside a round and reduced once per next state (lazily); or, for the certified
// bounds, lower bounds in doubles over a denominator of 1: the same composition over either arithmetic
// (duel-odds-arith.ts), the three steps' distributions enumerated exactly and turned into it once each.
import type { Chance } from "../core/chance.js";
import { stateKey } from "../core/game/key.js";
import { odds } from "../core/odds.js";
import { type AttackOutcome, canParry, hthChain } from "./attack-chain.js";
import type { HthContext } from "./context.js";
import type { TugsCombatant } from "./game-schemas.js";
import { fateOf, idOf } from "./game-state.js";
import type { TugsFate, TugsOutcome } from "./game.js";
import { bodyPartOf, conditionOf, hpCost, impairmentOf, injuryImpairmentOf, outOfActionOf, partOf, worstRanksByPart } from "./impairment.js";
import { initiativeOf } from "./initiative.js";
import { type Arith, lcm } from "./duel-odds-arith.js";
import { type Dist, enumerated, type Weighted } from "./duel-odds-dice.js";
import { applyParsed, countsAsBody, injuryWith } from "./injury.js";
import type { TugsOptions } from "./options.js";
import { characterWith, withStatusPatch } from "./rebuild.js";
import { blowOf, markAttacked, skipReason, spent, startRound } from "./round.js";
import type { BodyPart, Character, Injury, Level, Status } from "./schemas.js";

export type { Dist, Weighted } from "./duel-odds-dice.js";

type Who = "a" | "b";
const other = (w: Who): Who => (w === "a" ? "b" : "a");

/** A character as the fight reads him (ruling TUGS-LIB-1): hit points lost, the worst level per part, the status. @internal */
export function fightKey(c: Character): string {
  return `${String(c.hpLost)}|${worstRanksByPart(c.injuries).join("")}|${stateKey(c.status)}`;
}

/** A boolean as one digit. */
const bit = (b: boolean): string => (b ? "1" : "0");

/**
 * The status as the rest of a duel reads it (the lumping of duelOdds, see {@link lumpedKey}): of the limbs made
 * unusable only the weapon arm (the pick-up of attackEngaged and of tugsGame's actionReasons), never the limbs
 * severed (read after the fight only, level-change.ts), and "cannot get up" and "cannot walk" as one: both are read
 * only together, as "may not get up" (round.ts startRound, attackEngaged's getUp), and neither is ever cleared within
 * a fight (no healing there), so their OR stays their OR. Knocked out and dead are out of action (lumpedKey).
 */
function fightStatusKey(s: Status, weaponArm: BodyPart): string {
  return (
    bit(s.prone) +
    bit(s.cannotGetUp || s.cannotWalk) +
    bit(s.disarmed) +
    bit(s.unusable.includes(weaponArm)) +
    bit(s.noAttackThisRound) +
    bit(s.noAttackNextRound) +
    bit(s.attackedThisRound) +
    bit(s.fallsOnInjuryUnlessStamina) +
    `|${String(s.initiativePenaltyNext)}|${String(s.fatigue)}|${String(s.encumbrance)}`
  );
}

/** The body parts in worstRanksByPart's order, and the levels by rank (1 Superficial ... 5 Fatal). */
const PARTS: readonly BodyPart[] = ["head", "body", "leftArm", "rightArm", "leftLeg", "rightLeg"];
const LEVEL_OF_RANK: readonly (Level | null)[] = [null, "superficial", "minor", "major", "critical", "fatal"];

/**
 * The worst level (a rank) a part can still take in a fight that goes on, by the hit points left: the highest level
 * whose hit points (TUGS-INJ-2, a limb's Critical or Fatal with the body injury it counts as, TUGS-AMB-10) leave at
 * least 1 (at 0 or fewer he is out of action, TUGS-AMB-29); one row of 6 per hit point left. Null when the options
 * make the hit points or the effect rolls read a part's level (TUGS-AMB-9 "worstPerLocation", TUGS-AMB-31
 * "effectRollUsesNewImpairment"): then no part is ever written short.
 */
function reachableRanks(maxHp: number, options: TugsOptions): readonly (readonly number[])[] | null {
  if (options.hpPerInjury !== "each" || options.effectRollUsesNewImpairment) return null;
  const cost = (part: BodyPart, level: Level): number => {
    const own = hpCost(part, level);
    const body = part === "head" || part === "body" || options.limbToBody !== "derivedInjury" ? null : countsAsBody(level);
    return body === null ? own : own + hpCost("body", body);
  };
  return Array.from({ length: Math.max(0, maxHp) + 1 }, (_, left) =>
    PARTS.map((part) => {
      let top = 0;
      for (let rank = 1; rank <= 5; rank++) if (cost(part, LEVEL_OF_RANK[rank] as Level) <= left - 1) top = rank;
      return top;
    }),
  );
}

/**
 * A combatant of a duel as the rest of the duel and its outcome read him: the lumping of duelOdds (issue 15). Two
 * states with the same key have the same future and the same outcome (a lumpable chain, Kemeny and Snell: coupled on
 * the same dice, every step reads the same of both and leads to states of the same key), for these reasons, checked
 * against the unlumped solver fraction for fraction (test/tugs/duel-odds-lumped.test.ts):
 * - out of action (TUGS-INJ-2, TUGS-EFF-1: dead, at 0 hit points or fewer, knocked out), he ends the fight that
 *   round (game.ts decided) and takes no further blow in it: in order, the fight stops when one is out; at equal
 *   totals (TUGS-AMB-26) each one takes at most the other's one attack, rolled before any effect. What is left of
 *   him is his fate (game-state.ts fateOf), so he is written as it: "out|" and the fate, whatever the injuries, hit
 *   points and knockout's length that led to it.
 * - standing, the fight reads his hit points lost (TUGS-INJ-2), his injury impairment (TUGS-IMP-1: the initiative,
 *   the attack and parry, every attribute roll, an injury's own effect rolls by TUGS-AMB-31's default) and what a new
 *   injury adds to it: a part's worst level caps what an injury there adds (the impairment counts the worst of each
 *   part), so a part's level is kept, except where nothing the fight can still bring changes it. An injury he stays
 *   in the fight after leaves him at least 1 hit point, so its level (and the body level a limb's counts as) is at
 *   most what reachableRanks gives for the hit points left; a part already at that level or worse takes no more
 *   impairment in the rest of the fight, and the hit points left only fall, so it stays so: it is written "s"
 *   (its level counted in the impairment, written whole). An injury that puts him out reads only the impairment
 *   before it and his hit points (the fate).
 * - the status as fightStatusKey writes it; the injuries' lethality, derivation, number and order, the limbs severed
 *   and the unusable limbs other than the weapon arm are read only by the time after a fight (ruling TUGS-LIB-1).
 * @example
 * ```ts
 * lumpedKey(jan, () => "standing", null); // "0|0|000000|00000000|0|0|0": nothing lost, no injury, on his feet
 * ```
 * @internal
 */
export function lumpedKey(c: Character, fate: () => TugsFate, reachable: readonly (readonly number[])[] | null): string {
  if (outOfActionOf(c)) return `out|${fate()}`;
  const ranks = worstRanksByPart(c.injuries);
  const top = reachable === null ? null : (reachable[Math.max(0, Math.min(reachable.length - 1, c.maxHp - c.hpLost))] ?? null);
  let levels = "";
  for (let p = 0; p < 6; p++) levels += top !== null && (ranks[p] as number) >= (top[p] as number) ? "s" : String(ranks[p]);
  return `${String(c.hpLost)}|${String(injuryImpairmentOf(c))}|${levels}|${fightStatusKey(c.status, partOf("weaponArm", c.weaponHand))}`;
}

/** A chance's exact distribution, as numerators over the lcm of its denominators. */
function distOf<T>(chance: Chance<T>): Dist<T> {
  const outcomes = odds(chance).outcomes;
  let d = 1n;
  for (const o of outcomes) d = lcm(d, o.probability.denominator);
  return { d, items: outcomes.map((o) => ({ v: o.value, n: (o.probability.numerator * d) / o.probability.denominator })) };
}

/** What a combatant does when it is his turn: attackEngaged's choice among the commands the game allows. */
type Action = "pickUp" | "getUp" | "attack" | "wait";

/** attackEngaged's choice (game-policies.ts) among the commands tugsGame allows (game.ts actionReasons), in a duel. */
function actionOf(me: Character, them: Character): Action {
  const s = me.status;
  // pickUp: disarmed, with a weapon, the weapon arm usable
  if (s.disarmed && me.weapons.length > 0 && !s.unusable.includes(bodyPartOf("weaponArm", me.weaponHand))) return "pickUp";
  // getUp: on the ground and able to get up and to walk
  if (s.prone && !s.cannotGetUp && !s.cannotWalk) return "getUp";
  // attack: the target still in the fight, the attacker able to attack (TUGS-EFF-1, TUGS-HTH-2)
  if (!conditionOf(them).outOfAction && skipReason(me, { attack: true }) === null) return "attack";
  return "wait";
}

/** The fates, indexed (game.ts TugsFate). */
const FATES: readonly TugsFate[] = ["standing", "fled", "knockedOut", "coma", "unconscious", "dead"];

/** How a character ends the fight (game-state.ts fateOf: he never flees under attackEngaged). */
const fateOfCharacter = (c: Character): TugsFate => fateOf({ character: c, side: "", engagedWith: null, gettingUp: false, parries: 0, fled: false });

/**
 * One combatant's states met in a duel, interned by what the fight reads of them: {@link lumpedKey} (or, unlumped,
 * {@link fightKey}, ruling TUGS-LIB-1 alone); the first character met of each key is its representative; the steps
 * that change a state without dice are cached by id.
 * @internal
 */
export class Side {
  readonly #ids = new Map<string, number>();
  readonly chars: Character[] = [];
  readonly #out: boolean[] = [];
  readonly #progress: number[] = [];
  readonly #steps = new Map<number, number>();
  readonly #fates: number[] = [];
  readonly #lumped: boolean;
  readonly #reachable: readonly (readonly number[])[] | null;

  constructor(lumped: boolean, maxHp: number, options: TugsOptions) {
    this.#lumped = lumped;
    this.#reachable = lumped ? reachableRanks(maxHp, options) : null;
  }

  /** The key a state is interned by. */
  key(c: Character): string {
    return this.#lumped ? lumpedKey(c, () => fateOfCharacter(c), this.#reachable) : fightKey(c);
  }

  /**
   * The id of a character's state, by its key (nearly every character asked about is new, made by an injury or a
   * step: a map of the characters met, by identity, cost more to keep than the keys it saved).
   */
  id(c: Character): number {
    const key = this.key(c);
    let id = this.#ids.get(key);
    if (id === undefined) {
      id = this.chars.length;
      this.#ids.set(key, id);
      this.chars.push(c);
      this.#out.push(conditionOf(c).outOfAction);
      // hit points lost and the injury impairment's size (the sum of the worst ranks, at most 30): both only grow,
      // and both are read by every key (lumped or not), so states merged have one progress
      this.#progress.push(c.hpLost * 32 - injuryImpairmentOf(c));
    }
    return id;
  }

  /** How he ends the fight in this state (game-state.ts fateOf: he never flees under attackEngaged), as an index of FATES. */
  fate(id: number): number {
    let f = this.#fates[id];
    if (f === undefined) {
      f = FATES.indexOf(fateOfCharacter(this.chars[id] as Character));
      this.#fates[id] = f;
    }
    return f;
  }

  /** Out of action (TUGS-INJ-2, TUGS-EFF-1). */
  out(id: number): boolean {
    return this.#out[id] as boolean;
  }

  /**
   * How far into the fight: hit points lost and the worst levels, which only grow (injuries accumulate); two states
   * of the same progress differ by their status only (a fall, getting up, a dropped weapon).
   */
  progress(id: number): number {
    return this.#progress[id] as number;
  }

  /** A step without dice (0 spent, 1 marked, 2 picks up, 3 the round's start, 4 the round's start getting up), cached. */
  step(id: number, kind: 0 | 1 | 2 | 3 | 4): number {
    const key = id * 8 + kind;
    let to = this.#steps.get(key);
    if (to === undefined) {
      const c = this.chars[id] as Character;
      const next =
        kind === 0 ? spent(c) : kind === 1 ? markAttacked(c) : kind === 2 ? withStatusPatch(c, { disarmed: false }) : startRound(c, { standUp: kind === 4 });
      // a step that changes nothing gives the representative itself back
      to = next === c ? id : this.id(next);
      this.#steps.set(key, to);
    }
    return to;
  }
}

/** What an injury changes in its defender: the injuries it appends, the hit points lost and the status after it. */
interface InjuryChange {
  readonly hpLost: number;
  readonly added: readonly Injury[];
  readonly status: Status;
}

/** The fixed data of one duel: the scenario's two combatants, the options. @internal */
export interface DuelSetting {
  /** The combatants as the game set them up (ids given), "a" first. */
  readonly a: TugsCombatant;
  /** The second combatant. */
  readonly b: TugsCombatant;
  /** The tugs options. */
  readonly options: TugsOptions;
  /** Whether a defender may parry (no limit, or a limit of 1 or more). */
  readonly parries: boolean;
  /** "winner": the outcome is the side alone. */
  readonly winnerOnly: boolean;
  /** Whether states are merged by {@link lumpedKey} (the default) or by {@link fightKey} only (the reference the tests compare with). */
  readonly lumped?: boolean;
}

/** The work done: the distinct distributions enumerated (each one `odds` call). @internal */
export interface RoundWork {
  /** Initiative totals' distributions. */
  initiatives: number;
  /** Attacks' outcome distributions. */
  attacks: number;
  /** Injuries' distributions (one defender state, one blow). */
  injuries: number;
}

// Inside a round a fighter is a code: his state's id x 2, + 1 when he spends the round getting up; a pair of them
// is pairOf(fa, fb). A round leads to a code >= 0, the next round's start as a pair of ids (pairOf(ida, idb)), or
// to -(1 + the two fates' code) for the fight over (see overCode).
// A pair is written in one of two ranges: both codes below 2^15, fa x 2^15 + fb (below 2^30, a small integer to
// V8, so the maps keyed by pairs neither box nor hash a heap number: some 15% of a bounded run's time); else
// 2^30 + fa x 2^25 + fb (codes below 2^25, the pair below 2^51: exact in a double). One pair has one code.
const SMALL = 2 ** 15;
const LARGE = 2 ** 25;
const SPLIT = 2 ** 30;
/**
 * The code of a pair of fighter codes (or of state ids), each below 2^25.
 * @example `fighterB(pairOf(3, 70_000)); // 70000`
 * @internal
 */
export const pairOf = (fa: number, fb: number): number => (fa < SMALL && fb < SMALL ? fa * SMALL + fb : SPLIT + fa * LARGE + fb);
/** The first of a pair's two codes. @example `fighterA(pairOf(3, 4)); // 3` @internal */
export const fighterA = (pair: number): number => (pair < SPLIT ? pair >>> 15 : Math.floor((pair - SPLIT) / LARGE));
/** The second of a pair's two codes. @example `fighterB(pairOf(3, 4)); // 4` @internal */
export const fighterB = (pair: number): number => (pair < SPLIT ? pair & (SMALL - 1) : (pair - SPLIT) % LARGE);
const idOfFighter = (f: number): number => f >>> 1;
const gettingUp = (f: number): boolean => (f & 1) === 1;

/**
 * The round of a duel as distributions over codes, with its caches (one per duelOdds call), in the arithmetic
 * `N` of its numerators (duel-odds-arith.ts: EXACT's bigints, or LOW's lower bounds in doubles).
 * @example
 * ```ts
 * const rounds = new DuelRounds(setting, emptyHth, EXACT);
 * rounds.round(rounds.start(jan, travis), false).items.length; // the first round's distinct ends
 * ```
 * @internal
 */
export class DuelRounds<N = bigint> {
  readonly #s: DuelSetting;
  readonly #ctx: HthContext;
  readonly #ar: Arith<N>;
  readonly sides: { readonly a: Side; readonly b: Side };
  readonly #lumped: boolean;
  readonly #initiativeById = new Map<number, Dist<number, N>>();
  readonly #initiative = new Map<string, Dist<number, N>>();
  readonly #attackByPair = new Map<number, Dist<AttackOutcome, N>>();
  readonly #attacks = new Map<string, Dist<AttackOutcome, N>>();
  readonly #injuries = new Map<number, Dist<number, N>>();
  readonly #changes = new Map<string, Dist<InjuryChange, N>>();
  readonly #blowKeys = new WeakMap<AttackOutcome, string>();
  readonly #blowIds = new WeakMap<AttackOutcome, number>();
  readonly #blowIdOf = new Map<string, number>();
  readonly #attackIdOf = new Map<Dist<AttackOutcome, N>, number>();
  readonly #hurts = new Map<number, Dist<number, N>>();
  readonly work: RoundWork = { initiatives: 0, attacks: 0, injuries: 0 };

  constructor(setting: DuelSetting, emptyHth: HthContext, arith: Arith<N>) {
    this.#s = setting;
    this.#ar = arith;
    this.#lumped = setting.lumped !== false;
    this.sides = {
      a: new Side(this.#lumped, setting.a.character.maxHp, setting.options),
      b: new Side(this.#lumped, setting.b.character.maxHp, setting.options),
    };
    // the game's context of a duel's attack (game.ts attackRoll): nobody else engaged, parries as the limit allows
    this.#ctx = { ...emptyHth, defenderParries: emptyHth.defenderParries && setting.parries };
  }

  /** The first round's start from the combatants the game set up (atRoundStart, nobody getting up): a pair of ids. */
  start(a: Character, b: Character): number {
    return pairOf(this.sides.a.step(this.sides.a.id(a), 3), this.sides.b.step(this.sides.b.id(b), 3));
  }

  /** Whether a pair of ids is a fight over (game.ts decided): one of them, or both, out of action. */
  decided(pair: number): boolean {
    return this.sides.a.out(fighterA(pair)) || this.sides.b.out(fighterB(pair));
  }

  /** The progress of a pair of ids: the sum of the two (it never falls, ruling TUGS-LIB-1's injuries only accumulate). */
  progress(pair: number): number {
    return this.sides.a.progress(fighterA(pair)) + this.sides.b.progress(fighterB(pair));
  }

  /**
   * The outcome of a fight over (game.ts toAftermath and outcome) from its code: each one's fate (an index of FATES,
   * a's x 8 + b's); the side left able wins (a standing fighter is the only able one: nobody flees).
   */
  outcome(code: number): TugsOutcome {
    const s = this.#s;
    const fa = FATES[Math.floor(code / 8)] as TugsFate;
    const fb = FATES[code % 8] as TugsFate;
    const aOut = fa !== "standing";
    const bOut = fb !== "standing";
    const winner = aOut === bOut ? null : aOut ? s.b.side : s.a.side;
    if (s.winnerOnly) return { winner, fates: [] };
    return {
      winner,
      fates: [
        { id: idOf(s.a), fate: fa },
        { id: idOf(s.b), fate: fb },
      ],
    };
  }

  /** The code of a fight over with a pair of state ids: the two fates. */
  overCode(pair: number): number {
    return this.sides.a.fate(fighterA(pair)) * 8 + this.sides.b.fate(fighterB(pair));
  }

  #cached<K, T>(cache: Map<K, Dist<T, N>>, key: K, counter: keyof RoundWork | null, build: () => Dist<T, N>): Dist<T, N> {
    let d = cache.get(key);
    if (d === undefined) {
      d = build();
      cache.set(key, d);
      if (counter !== null) this.work[counter]++;
    }
    return d;
  }

  /** The initiative total's distribution (TUGS-INIT-1). */
  #initiativeOf(who: Who, id: number): Dist<number, N> {
    const c = this.sides[who].chars[id] as Character;
    return this.#cached(this.#initiativeById, id * 2 + (who === "a" ? 0 : 1), null, () => {
      // what the roll reads of him (initiative.ts modifiersInto): the impairment, on the ground, the weapon in hand,
      // the blunt -3s (TUGS-BLUNT-2); the rest is his fixed data
      const s = c.status;
      const key = `${who}|${String(impairmentOf(c))}|${bit(s.prone)}${bit(s.disarmed)}|${String(s.initiativePenaltyNext)}`;
      return this.#cached(this.#initiative, key, "initiatives", () =>
        this.#ar.dist(distOf(initiativeOf(c, undefined, { surprised: false, unprepared: false, onTheGround: false }, this.#s.options))),
      );
    });
  }

  /** An attack's outcome distribution (TUGS-HTH-1), shared by every pair that reads the same of the two characters. */
  #attackOf(who: Who, attackerId: number, defenderId: number): Dist<AttackOutcome, N> {
    return this.#cached(this.#attackByPair, pairOf(attackerId, defenderId) * 2 + (who === "a" ? 0 : 1), null, () => {
      const attacker = this.sides[who].chars[attackerId] as Character;
      const defender = this.sides[other(who)].chars[defenderId] as Character;
      // what an attack reads of the two (attack.ts hthMods and parryWith, attack-chain.ts canParry); the rest is fixed
      const key = `${who}|${String(impairmentOf(attacker))}|${String(attacker.status.prone)}|${String(impairmentOf(defender))}|${String(canParry(defender))}`;
      return this.#cached(this.#attacks, key, "attacks", () =>
        this.#ar.dist(distOf(hthChain(attacker, defender, this.#ctx, this.#s.options, attacker.weapons[0] as Character["weapons"][number]))),
      );
    });
  }

  /** A hit's injury (TUGS-EFF-1, TUGS-INJ-2): the defender's state ids after it. */
  #injuryOf(defenderSide: Who, defenderId: number, o: AttackOutcome, alreadyAttacked: boolean): Dist<number, N> {
    let blowKey = this.#blowKeys.get(o);
    let blowId = this.#blowIds.get(o);
    if (blowKey === undefined || blowId === undefined) {
      blowKey = stateKey(blowOf(o, o.location ?? "body"));
      this.#blowKeys.set(o, blowKey);
      // the blows numbered by their canonical text (a few hundred at most: location, level, lethality, blunt effect)
      blowId = this.#blowIdOf.get(blowKey);
      if (blowId === undefined) {
        blowId = this.#blowIdOf.size;
        this.#blowIdOf.set(blowKey, blowId);
      }
      this.#blowIds.set(o, blowId);
    }
    const side = this.sides[defenderSide];
    const key = ((defenderId * 65_536 + blowId) * 2 + (alreadyAttacked ? 1 : 0)) * 2 + (defenderSide === "a" ? 0 : 1);
    return this.#cached(this.#injuries, key, this.#lumped ? null : "injuries", () => {
      const defender = side.chars[defenderId] as Character;
      if (this.#lumped) {
        // the injury's changes, shared by every defender that reads the same to it, applied to this one
        const changes = this.#changesOf(defenderSide, defender, o, blowKey, alreadyAttacked);
        const ar = this.#ar;
        const sums = new Map<number, N>();
        for (const { v, n } of changes.items) {
          const to = side.id(characterWith(defender, v.hpLost, v.added.length === 0 ? defender.injuries : [...defender.injuries, ...v.added], v.status));
          const was = sums.get(to);
          sums.set(to, was === undefined ? n : ar.add(was, n));
        }
        return { d: changes.d, items: [...sums].map(([v, n]) => ({ v, n })) };
      }
      // merged inside the enumeration by what the fight reads of the defender after it (a short text, not the
      // whole character's canonical key), the first character met of each text its representative
      const met = new Map<string, Character>();
      const made = distOf(
        applyParsed(defender, blowOf(o, o.location ?? "body"), this.#s.options, { alreadyAttacked }).map((r) => {
          const key = fightKey(r.character);
          if (!met.has(key)) met.set(key, r.character);
          return key;
        }),
      );
      return this.#ar.dist({ d: made.d, items: made.items.map(({ v, n }) => ({ v: side.id(met.get(v) as Character), n })) });
    });
  }

  /**
   * What an injury changes in its defender (TUGS-EFF-1, TUGS-INJ-2, TUGS-AMB-10/18/31), enumerated once for every
   * defender that reads the same to it: applyParsed reads of the defender his status, his impairment (the effect
   * rolls, TUGS-AMB-31) and his hit points lost (dead of bleeding, TUGS-AMB-29), the rest of him being the fixed data
   * of the duel; it appends the new injury (and a limb's derived body injury, TUGS-AMB-10: always a new one, as the
   * limb's level is new) to his injuries, adds their hit points and writes his status. So the changes are the
   * injuries appended, the hit points lost after and the status after, the same for every such defender. Under
   * TUGS-AMB-9's "worstPerLocation" (the hit points read the part's worst level) or TUGS-AMB-31's
   * "effectRollUsesNewImpairment" (the impairment after reads it) the levels on each part are read too.
   * Merged by what the rest of the fight reads of the defender after it (lumpedKey's parts), the first met of each
   * its representative.
   */
  #changesOf(who: Who, defender: Character, o: AttackOutcome, blowKey: string, alreadyAttacked: boolean): Dist<InjuryChange, N> {
    const options = this.#s.options;
    const levels = options.hpPerInjury !== "each" || options.effectRollUsesNewImpairment ? worstRanksByPart(defender.injuries).join("") : "";
    const status = fightStatusKey(defender.status, partOf("weaponArm", defender.weaponHand));
    const key = `${who}|${String(defender.hpLost)}|${String(impairmentOf(defender))}|${levels}|${status}|${blowKey}|${String(alreadyAttacked)}`;
    return this.#cached(this.#changes, key, "injuries", () => {
      const before = defender.injuries.length;
      const side = this.sides[who];
      const blow = blowOf(o, o.location ?? "body");
      // every fall of the injury's dice, by the rule's own lines (duel-odds-dice.ts), merged by what the rest of the
      // fight reads of the defender after it
      const made = enumerated(
        (m) => injuryWith(m, defender, blow, options, { alreadyAttacked }).character,
        (c) =>
          outOfActionOf(c)
            ? side.key(c)
            : `${String(c.hpLost)}|${c.injuries
                .slice(before)
                .map((x) => `${x.part}:${x.level}`)
                .join(",")}|${fightStatusKey(c.status, partOf("weaponArm", c.weaponHand))}`,
      );
      return this.#ar.dist({
        d: made.d,
        items: made.items.map(({ v: c, n }) => ({ v: { hpLost: c.hpLost, added: c.injuries.slice(before), status: c.status }, n })),
      });
    });
  }

  /** The fighter code of `who` in a pair code. */
  static #fighter(pair: number, who: Who): number {
    return who === "a" ? fighterA(pair) : fighterB(pair);
  }

  /** The pair code with `who`'s fighter code replaced. */
  static #with(pair: number, who: Who, f: number): number {
    return who === "a" ? pairOf(f, fighterB(pair)) : pairOf(fighterA(pair), f);
  }

  #char(who: Who, f: number): Character {
    return this.sides[who].chars[idOfFighter(f)] as Character;
  }

  /** The non-attack actions' effect on the pair (game.ts applyAction). */
  #applyOwn(pair: number, who: Who, action: Exclude<Action, "attack">): number {
    const f = DuelRounds.#fighter(pair, who);
    if (action === "pickUp") return DuelRounds.#with(pair, who, this.sides[who].step(idOfFighter(f), 2) * 2 + (f & 1));
    if (action === "getUp") return DuelRounds.#with(pair, who, f | 1);
    return pair;
  }

  /** The attack outcomes of `who` landed on the other one of `pair`: the pairs after them. */
  #hurt(pair: number, who: Who, attacks: Dist<AttackOutcome, N>, alreadyAttacked: boolean): Dist<number, N> {
    const target = other(who);
    const hurt = this.#hurtFighter(target, DuelRounds.#fighter(pair, target), attacks, alreadyAttacked);
    return { d: hurt.d, items: hurt.items.map(({ v, n }) => ({ v: DuelRounds.#with(pair, target, v), n })) };
  }

  /** The attack outcomes landed on a defender (a fighter code): his fighter codes after them, cached (the rest of the pair is untouched). */
  #hurtFighter(target: Who, f: number, attacks: Dist<AttackOutcome, N>, alreadyAttacked: boolean): Dist<number, N> {
    // the attack's distributions and the fighter codes numbered: f < 2^25, fewer than 2^16 distributions (a few
    // hundred at most: one per distinct reading of the two), so the key is a safe integer
    let attackId = this.#attackIdOf.get(attacks);
    if (attackId === undefined) {
      attackId = this.#attackIdOf.size;
      this.#attackIdOf.set(attacks, attackId);
    }
    const key = ((f * 65_536 + attackId) * 2 + (alreadyAttacked ? 1 : 0)) * 2 + (target === "a" ? 0 : 1);
    return this.#cached(this.#hurts, key, null, () => {
      const defenderId = idOfFighter(f);
      const up = f & 1;
      const ar = this.#ar;
      const parts: { n: N; inj: Dist<number, N> | null }[] = [];
      let dInj = ar.one;
      for (const { v: o, n } of attacks.items) {
        if (o.result !== "hit" || o.location === null) parts.push({ n, inj: null });
        else {
          const inj = this.#injuryOf(target, defenderId, o, alreadyAttacked);
          dInj = ar.lcm(dInj, inj.d);
          parts.push({ n, inj });
        }
      }
      const sums = new Map<number, N>();
      const add = (id: number, n: N) => {
        const code = id * 2 + up;
        const was = sums.get(code);
        sums.set(code, was === undefined ? n : ar.add(was, n));
      };
      for (const { n, inj } of parts) {
        if (inj === null) add(defenderId, ar.scale(n, dInj));
        else {
          const scale = ar.quotient(dInj, inj.d);
          for (const r of inj.items) add(r.v, ar.scale(ar.mul(n, r.n), scale));
        }
      }
      return { d: ar.dMul(attacks.d, dInj), items: [...sums].map(([v, n]) => ({ v, n })) };
    });
  }

  /** One combatant's action on the pair, in order (a group of one, game.ts resolveGroup): the pairs after it. */
  #act(pair: number, who: Who): Dist<number, N> {
    const target = other(who);
    const me = DuelRounds.#fighter(pair, who);
    const them = DuelRounds.#fighter(pair, target);
    const action = actionOf(this.#char(who, me), this.#char(target, them));
    if (action !== "attack") return { d: this.#ar.one, items: [{ v: this.#applyOwn(pair, who, action), n: this.#ar.one }] };
    // rolled by the unmarked attacker; the attacker marked (TUGS-AMB-20); the defender "already attacked" if he has
    const attacks = this.#attackOf(who, idOfFighter(me), idOfFighter(them));
    const marked = DuelRounds.#with(pair, who, this.sides[who].step(idOfFighter(me), 1) * 2 + (me & 1));
    return this.#hurt(marked, who, attacks, this.#char(target, them).status.attackedThisRound);
  }

  /** Both act at once (TUGS-AMB-26, game.ts distinctTargets and resolveGroup): every attack rolled from the states before. */
  #together(pair: number): Dist<number, N> {
    const fa = fighterA(pair);
    const fb = fighterB(pair);
    const actA = actionOf(this.#char("a", fa), this.#char("b", fb));
    const actB = actionOf(this.#char("b", fb), this.#char("a", fa));
    const rollA = actA === "attack" ? this.#attackOf("a", idOfFighter(fa), idOfFighter(fb)) : null;
    const rollB = actB === "attack" ? this.#attackOf("b", idOfFighter(fb), idOfFighter(fa)) : null;
    // the attackers marked (they have attacked) before any effect
    let marked = pair;
    if (rollA !== null) marked = DuelRounds.#with(marked, "a", this.sides.a.step(idOfFighter(fa), 1) * 2 + (fa & 1));
    if (rollB !== null) marked = DuelRounds.#with(marked, "b", this.sides.b.step(idOfFighter(fb), 1) * 2 + (fb & 1));
    // the scenario's order: a's action, then b's, each on the pair as the last left it; every defender has "already
    // attacked" (the group includes him, TUGS-AMB-26)
    const one = this.#ar.one;
    const first: Dist<number, N> =
      rollA === null
        ? { d: one, items: [{ v: this.#applyOwn(marked, "a", actA as Exclude<Action, "attack">), n: one }] }
        : this.#hurt(marked, "a", rollA, true);
    return this.#then(first, (p) =>
      rollB === null ? { d: one, items: [{ v: this.#applyOwn(p, "b", actB as Exclude<Action, "attack">), n: one }] } : this.#hurt(p, "b", rollB, true),
    );
  }

  /** A distribution of pairs, then a step from each (null: none, the pair ends the round as it is). */
  #then(first: Dist<number, N>, step: (p: number) => Dist<number, N> | null): Dist<number, N> {
    const ar = this.#ar;
    const seconds = first.items.map((x) => step(x.v));
    let d2 = ar.one;
    for (const s of seconds) if (s !== null) d2 = ar.lcm(d2, s.d);
    const out: Weighted<number, N>[] = [];
    first.items.forEach((x, i) => {
      const s = seconds[i];
      if (s === null || s === undefined) {
        out.push({ v: x.v, n: ar.scale(x.n, d2) });
        return;
      }
      const scale = ar.quotient(d2, s.d);
      for (const y of s.items) out.push({ v: y.v, n: ar.scale(ar.mul(x.n, y.n), scale) });
    });
    return { d: ar.dMul(first.d, d2), items: out };
  }

  /** Whether a pair of fighter codes is a fight over. */
  #over(pair: number): boolean {
    return this.sides.a.out(idOfFighter(fighterA(pair))) || this.sides.b.out(idOfFighter(fighterB(pair)));
  }

  /**
   * The round from its start (a pair of ids after atRoundStart) to where it leads: a next round's start (a pair of
   * ids) or -(1 + a pair of ids) for the fight over; numerators over one denominator, not reduced. `last`: the round
   * limit ends the fight after this round.
   */
  round(start: number, last: boolean): Dist<number, N> {
    const ar = this.#ar;
    const idA = fighterA(start);
    const idB = fighterB(start);
    const ia = this.#initiativeOf("a", idA);
    const ib = this.#initiativeOf("b", idB);
    // the orders' numerators over ia.d x ib.d
    let nA = ar.zero;
    let nB = ar.zero;
    let nT = ar.zero;
    for (const x of ia.items)
      for (const y of ib.items) {
        const n = ar.mul(x.n, y.n);
        if (x.v > y.v) nA = ar.add(nA, n);
        else if (x.v < y.v) nB = ar.add(nB, n);
        else nT = ar.add(nT, n);
      }
    // the initiative spent (TUGS-BLUNT-2), nobody getting up yet
    const ready = pairOf(this.sides.a.step(idA, 0) * 2, this.sides.b.step(idB, 0) * 2);
    const parts: { n: N; dist: Dist<number, N> }[] = [];
    if (ar.positive(nA)) parts.push({ n: nA, dist: this.#inOrder(ready, "a") });
    if (ar.positive(nB)) parts.push({ n: nB, dist: this.#inOrder(ready, "b") });
    if (ar.positive(nT)) parts.push({ n: nT, dist: this.#together(ready) });
    let d = ar.one;
    for (const p of parts) d = ar.lcm(d, p.dist.d);
    const sums = new Map<number, N>();
    for (const p of parts) {
      const scale = ar.quotient(d, p.dist.d);
      for (const x of p.dist.items) {
        const code = this.#ended(x.v, last);
        const n = ar.scale(ar.mul(p.n, x.n), scale);
        const was = sums.get(code);
        sums.set(code, was === undefined ? n : ar.add(was, n));
      }
    }
    return { d: ar.dMul(ar.dMul(ia.d, ib.d), d), items: [...sums].map(([v, n]) => ({ v, n })) };
  }

  /** The first one acts, then (the fight not over, game.ts settle) the second. A fight over is kept as -(1 + code). */
  #inOrder(pair: number, first: Who): Dist<number, N> {
    return this.#then(this.#act(pair, first), (p) => (this.#over(p) ? null : this.#act(p, other(first))));
  }

  /** A pair of fighter codes after the round: the fight over (someone out of action, or the round limit), else the next round's start. */
  #ended(pair: number, last: boolean): number {
    const fa = fighterA(pair);
    const fb = fighterB(pair);
    if (this.#over(pair) || last) return -(1 + this.sides.a.fate(idOfFighter(fa)) * 8 + this.sides.b.fate(idOfFighter(fb)));
    // atRoundStart (game-state.ts): whoever spent the round getting up stands, unless unable
    const a = this.sides.a.step(idOfFighter(fa), gettingUp(fa) ? 4 : 3);
    const b = this.sides.b.step(idOfFighter(fb), gettingUp(fb) ? 4 : 3);
    return pairOf(a, b);
  }
}
