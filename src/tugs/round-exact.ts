// The exact odds of a round (issue 13): the same distribution as the played round (round.ts), enumerated over
// compact codes. Each character state, attack and injury result a round can reach is written once in a table of
// the enumeration (its merge key built once, when it is first met); the chances carry small integer codes (which
// attack, which characters after it), so a merge is a number's lookup instead of a 5 kB key. The chance of each
// step is built once per distinct input (the attack of one character state on another, one blow on one defender)
// and shared, so the engine enumerates it once. The codes are decoded once, at the end, into the full RoundResult.
import { all, type Chance, chainDistinct, constant } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { odds } from "../core/odds.js";
import { type KeyCache, keyOf } from "../core/value-key.js";
import type { AttackOutcome } from "./attack-chain.js";
import { initiativeOf, initiativeOrder } from "./initiative.js";
import { applyParsed } from "./injury.js";
import type { TugsOptions } from "./options.js";
import { attackOf, blowOf, markAttacked, type RoundAttack, type RoundContext, type RoundResult, skipReason, spent, startRound } from "./round.js";
import { type Character, seal } from "./schemas.js";

type Who = "a" | "b";
const other = (w: Who): Who => (w === "a" ? "b" : "a");

/** The most entries of one table: four of them are packed into a code of 52 bits (13 bits each). */
const LIMIT = 8192;

/** Equal values (as data) get one index, in the order they are first met; their merge key is built once. */
class Table<T> {
  readonly #index = new Map<unknown, number>();
  readonly values: T[] = [];
  readonly #what: string;

  constructor(what: string, keys: KeyCache) {
    this.#what = what;
    this.#keys = keys;
  }

  /** The merge keys' texts of the frozen parts met (a character's attributes, skills, weapons, armour): written once. */
  readonly #keys: KeyCache;

  id(value: T, key: unknown = keyOf(value, "odds", this.#keys)): number {
    const known = this.#index.get(key);
    if (known !== undefined) return known;
    const at = this.values.length;
    if (at >= LIMIT) {
      throw new RulesError({
        code: "TOO_COMPLEX",
        fn: "odds",
        path: "chance",
        value: { [this.#what]: at },
        message: `the exact odds of a round reach more than ${String(LIMIT)} distinct ${this.#what}`,
      });
    }
    this.#index.set(key, at);
    this.values.push(value);
    return at;
  }

  at(id: number): T {
    return this.values[id] as T;
  }
}

// a code of four table indices, 13 bits each (exact in a double: 52 bits)
const B = LIMIT;
const B2 = B * B;
const B3 = B2 * B;
const DIVISORS = [B3, B2, B, 1] as const;
const pack = (w: number, x: number, y: number, z: number): number => w * B3 + x * B2 + y * B + z;
const part = (code: number, i: 0 | 1 | 2 | 3): number => Math.floor(code / DIVISORS[i]) % B;

/**
 * The chance of a round for checked data, enumerated over codes (see the file's head): the same values with the same
 * probabilities as the played round (test/tugs/round-exact.test.ts checks it against the full enumeration).
 * @internal
 */
export function exactRound(a: Character, b: Character, context: RoundContext, opts: TugsOptions): Chance<RoundResult> {
  const keys: KeyCache = new WeakMap();
  const chars = new Table<Character>("character states", keys);
  // a hit's injury on one defender state: the code pack(0, effects, 0, new defender); no injury: the empty list
  const effectLists = new Table<RoundAttack["effects"]>("effect lists", keys);
  const NONE = effectLists.id([], "");
  const attacks = new Table<RoundAttack>("attacks", keys);
  // a pair of characters is two indices of `chars`; a strike's code is pack(attack, 0, a, b), a round's pack(first, second, a, b)
  const pair = { a: startRound(a, context.a), b: startRound(b, context.b) };
  const ready = { a: chars.id(spent(pair.a)), b: chars.id(spent(pair.b)) };
  const attackChances = new Map<string, Chance<AttackOutcome>>();
  // an attack's index from who attacked, its outcome (each outcome object of an enumeration keyed once) and its effects
  const outcomes = new Table<AttackOutcome>("attack outcomes", keys);
  const outcomeIds = new Map<AttackOutcome, number>();
  const attackIds = new Map<number, number>();
  const attackId = (who: Who, o: AttackOutcome, effects: number): number => {
    let oid = outcomeIds.get(o);
    if (oid === undefined) {
      oid = outcomes.id(o);
      outcomeIds.set(o, oid);
    }
    const key = (oid * B + effects) * 2 + (who === "a" ? 0 : 1);
    let id = attackIds.get(key);
    if (id === undefined) {
      id = attacks.id({ attacker: who, outcome: o, skipped: null, effects: effectLists.at(effects) });
      attackIds.set(key, id);
    }
    return id;
  };
  const injuries = new Map<string, Chance<number>>();
  const strikes = new Map<string, Chance<number>>();
  const marked = new Map<number, number>();
  const markedId = (id: number): number => {
    let m = marked.get(id);
    if (m === undefined) {
      m = chars.id(markAttacked(chars.at(id)));
      marked.set(id, m);
    }
    return m;
  };
  const attackChance = (who: Who, attackerId: number, defenderId: number): Chance<AttackOutcome> => {
    const key = `${who}:${String(attackerId)}:${String(defenderId)}`;
    let c = attackChances.get(key);
    if (c === undefined) {
      c = attackOf(chars.at(attackerId), chars.at(defenderId), context[who], opts);
      attackChances.set(key, c);
    }
    return c;
  };
  const injury = (defenderId: number, o: AttackOutcome): Chance<number> => {
    const blow = blowOf(o, o.location ?? "body");
    const key = `${String(defenderId)}|${String(keyOf(blow))}`;
    let c = injuries.get(key);
    if (c === undefined) {
      const defender = chars.at(defenderId);
      c = applyParsed(defender, blow, opts, { alreadyAttacked: defender.status.attackedThisRound }).map((r) =>
        pack(0, effectLists.id(r.effects, r.effects.join(",")), 0, chars.id(r.character)),
      );
      injuries.set(key, c);
    }
    return c;
  };
  const noInjury = constant(-1);
  /** One attack by `who` in a round in order (round.ts `strike`): the code pack(attack, 0, a, b). */
  const strike = (who: Who, ids: { readonly a: number; readonly b: number }): Chance<number> => {
    const key = `${who}:${String(ids.a)}:${String(ids.b)}`;
    let c = strikes.get(key);
    if (c !== undefined) return c;
    const target = other(who);
    const skipped = skipReason(chars.at(ids[who]), context[who]);
    if (skipped !== null) {
      c = constant(pack(attacks.id({ attacker: who, outcome: null, skipped, effects: [] }), 0, ids.a, ids.b));
    } else {
      // the attack is rolled by the unmarked attacker on the defender; the injury lands on the marked pair's defender
      const attacker = markedId(ids[who]);
      const at = (attack: number, _: number, defender: number) => (who === "a" ? pack(attack, 0, attacker, defender) : pack(attack, 0, defender, attacker));
      c = attackChance(who, ids[who], ids[target]).chain(
        (o) => (o.result === "hit" && o.location !== null ? injury(ids[target], o) : noInjury),
        (o, inj) => at(attackId(who, o, inj < 0 ? NONE : part(inj, 1)), 0, inj < 0 ? ids[target] : part(inj, 3)),
      );
    }
    strikes.set(key, c);
    return c;
  };
  /**
   * Both orders in sequence: the first attack, then the second from the pair it left; pack(first, second, a, b). The
   * second attack on the first attacker untouched (after a miss) is enumerated first, beside the first attack: its
   * injuries are the ones most second attacks share, so the chain's estimate from its first continuation (issue 10)
   * is the cost of a typical continuation, not of every shared injury at once.
   */
  const sequence = (first: Who): Chance<number> => {
    const untouched = { ...ready, [first]: markedId(ready[first]) };
    return all([strike(other(first), untouched).map(() => 0), strike(first, ready)]).chain(
      ([, code]) => strike(other(first), { a: part(code, 2), b: part(code, 3) }),
      ([, one], two) => pack(part(one, 0), part(two, 0), part(two, 2), part(two, 3)),
    );
  };
  /** Simultaneous (TUGS-AMB-26): both attack from the states at the start; both are marked; the effects apply after both (a's, then b's). */
  const simultaneous = (): Chance<number> => {
    const markedPair = { a: markedId(ready.a), b: markedId(ready.b) };
    // each side's outcome (or why it did not attack), from the unmarked pair, as the played round rolls them
    const side = (who: Who): Chance<AttackOutcome | RoundAttack["skipped"]> => {
      const skipped = skipReason(chars.at(ready[who]), context[who]);
      return skipped !== null ? constant(skipped) : attackChance(who, ready[who], ready[other(who)]);
    };
    // a side's injury on the marked defender: the code pack(attack, 0, 0, defender)
    const hurts = { a: new Map<unknown, Chance<number>>(), b: new Map<unknown, Chance<number>>() };
    const hurt = (who: Who, o: AttackOutcome | RoundAttack["skipped"]): Chance<number> => {
      let c = hurts[who].get(o);
      if (c === undefined) {
        c = hurtOnce(who, o);
        hurts[who].set(o, c);
      }
      return c;
    };
    const hurtOnce = (who: Who, o: AttackOutcome | RoundAttack["skipped"]): Chance<number> => {
      const defender = markedPair[other(who)];
      if (o === null || typeof o === "string") return constant(pack(attacks.id({ attacker: who, outcome: null, skipped: o, effects: [] }), 0, 0, defender));
      if (o.result !== "hit" || o.location === null) return constant(pack(attackId(who, o, NONE), 0, 0, defender));
      return injury(defender, o).map((inj) => pack(attackId(who, o, part(inj, 1)), 0, 0, part(inj, 3)));
    };
    // both outcomes, then a's injury on b and b's on a (independent: each lands on the other character); every
    // injury is enumerated first, beside them, so the chain's estimate from its first pair is a memoised one
    const warm = (who: Who) =>
      side(who)
        .chain((o) => hurt(who, o))
        .map(() => 0);
    return all([warm("a"), warm("b"), all([side("a"), side("b")])]).chain(
      ([, , [oa, ob]]) => all([hurt("a", oa), hurt("b", ob)]),
      (_, [x, y]) => pack(part(x, 0), part(y, 0), part(y, 3), part(x, 3)),
    );
  };
  const orders = new Map<RoundResult["order"], Chance<number>>();
  const ofOrder = (order: RoundResult["order"]): Chance<number> => {
    let c = orders.get(order);
    if (c === undefined) {
      c = order === "simultaneous" ? simultaneous() : sequence(order);
      orders.set(order, c);
    }
    return c;
  };
  // the decoded values: for each code of an order, the characters sealed once and the pair of attacks frozen once
  const sealed = new Map<number, Character>();
  const sealedAt = (id: number): Character => {
    let c = sealed.get(id);
    if (c === undefined) {
      c = seal(chars.at(id));
      sealed.set(id, c);
    }
    return c;
  };
  type Decoded = Pick<RoundResult, "a" | "b" | "attacks">;
  const decoded = new Map<number, Decoded>();
  const decode = (code: number): Decoded => {
    let d = decoded.get(code);
    if (d === undefined) {
      const list = Object.freeze([attacks.at(part(code, 0)), attacks.at(part(code, 1))].map(frozenAttack));
      d = { a: sealedAt(part(code, 2)), b: sealedAt(part(code, 3)), attacks: list };
      decoded.set(code, d);
    }
    return d;
  };
  const initOf = (who: Who) =>
    initiativeOf(pair[who], undefined, { surprised: context[who].surprised, unprepared: context[who].unprepared, onTheGround: false }, opts);
  const initiatives = all([initOf("a"), initOf("b")]);
  // the orders the initiative dice can give (a few dozen totals), each order's attacks enumerated before the totals
  // are chained to them (so the chain's estimate from its first continuation is a memoised one, not every order's)
  const possible = new Set(odds(initiatives).outcomes.map((o) => initiativeOrder(o.value[0], o.value[1])));
  const warm = [...possible].map((order) => ofOrder(order).map(() => 0));
  const totals = new Map<number, Pick<RoundResult, "initiative" | "order">>();
  return chainDistinct(
    all([...warm, initiatives]).map((parts) => parts[parts.length - 1] as [number, number]),
    ([ia, ib]) => ofOrder(initiativeOrder(ia, ib)),
    ([ia, ib], c): RoundResult => {
      const key = ia * 65536 + ib;
      let t = totals.get(key);
      if (t === undefined) {
        t = { initiative: Object.freeze({ a: ia, b: ib }), order: initiativeOrder(ia, ib) };
        totals.set(key, t);
      }
      const d = decode(c);
      return Object.freeze({ a: d.a, b: d.b, initiative: t.initiative, order: t.order, attacks: d.attacks });
    },
  );
}

/** An attack frozen as the played round freezes it (its effects and outcome too). */
function frozenAttack(attack: RoundAttack): RoundAttack {
  Object.freeze(attack.effects);
  if (attack.outcome !== null) Object.freeze(attack.outcome);
  return Object.freeze(attack);
}
