// The roll engine shared by actions and conflict exchanges: modifiers, 4dF, the +2 and re-rolls.
import * as z from "zod/mini";
import { type Chance, constant, die, mapDistinct, repeat, sum } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { boundedArray, INPUT_LIMITS, idString, strictObject } from "../core/schema-kit.js";
import type { NoteEntry, TraceEntry } from "../core/trace.js";
import { parseOrThrow } from "../core/validate.js";
import { ladderText } from "./ladder.js";
import type { FateOptions } from "./options.js";
import { AbilityNameSchema, type Character, ModifierSchema } from "./schemas.js";

/**
 * The +2 a fate point buys (FATE-FP-2, FATE-MOD-1).
 *
 * @example
 * ```ts
 * FATE_POINT_BONUS; // 2
 * ```
 */
export const FATE_POINT_BONUS = 2;
/**
 * The penalty of each aggravated consequence (ruling FATE-AMB-16, FATE-MOD-1).
 *
 * @example
 * ```ts
 * AGGRAVATED_PENALTY; // -2
 * ```
 */
export const AGGRAVATED_PENALTY = -2;

/**
 * How one side rolls: the ability (FATE-GM-2), situational modifiers, a fate point's +2 declared
 * before the roll (FATE-FP-2), the roll-bonus stunts used, and optionally a re-roll plan (FATE-FP-3):
 * re-roll while the result is short of `below` and fate points remain, buying a new +2 for each re-roll
 * when `fatePointBonus` is set. A re-roll is never bought when even its best total cannot reach the goal
 * (ruling FATE-AMB-26).
 *
 * The actor's `below` is its margin goal: `complication` (margin 0 unopposed; 1 in an opposed action or
 * a conflict, where a tie fails, ruling FATE-AMB-27), `success` (1, the default) or `shift` (2). A
 * defender's `below` is read in its own margin (its total minus the actor's): `complication` (the
 * default) re-rolls while the actor would succeed, `success` until it beats the actor, `shift` until it
 * beats it by two.
 *
 * @example
 * ```ts
 * const roll: RollSpec = { ability: "Investigation", fatePointBonus: true, reroll: { below: "shift" } };
 * ```
 */
export const RollSpecSchema = strictObject({
  /** The ability rolled (FATE-ABIL-1, FATE-GM-2). */
  ability: AbilityNameSchema,
  /** Situational modifiers (FATE-MOD-1, FATE-GM-2). */
  situational: z._default(boundedArray(ModifierSchema, INPUT_LIMITS.listLength), []),
  /** Spend a fate point for +2, declared before the roll (FATE-FP-2). */
  fatePointBonus: z._default(z.boolean(), false),
  /** Ids of the character's roll-bonus stunts used on this roll (FATE-STUNT-1); each costs its fate points. */
  stunts: z._default(boundedArray(idString(), INPUT_LIMITS.traitsPerFigure), []),
  /** A re-roll plan (FATE-FP-3, ruling FATE-AMB-13): re-roll while the result falls short, while fate points last. */
  reroll: z.optional(
    strictObject({
      /** The goal: re-roll while the result is short of it. The actor's default is `success`; a defender's `complication` (see above). */
      below: z.optional(z.enum(["complication", "success", "shift"])),
      /** Buy a new +2 for each re-roll (1 more fate point each). */
      fatePointBonus: z._default(z.boolean(), false),
    }),
  ),
});

/**
 * How one side rolls.
 *
 * @example
 * ```ts
 * const roll: RollSpec = { ability: "Rapport", situational: [{ label: "clever", value: 2 }] };
 * ```
 */
export type RollSpec = z.input<typeof RollSpecSchema>;

/** The margin each goal asks of an unopposed roll. @internal */
export const GOAL_MARGIN: Readonly<Record<Goal, number>> = { complication: 0, success: 1, shift: 2 };

/**
 * What a roll aims for: `complication` (at least a success with a complication: margin 0 unopposed, 1
 * opposed, ruling FATE-AMB-27), `success` (margin 1) or `shift` (margin 2).
 *
 * @example
 * ```ts
 * const goal: Goal = "shift";
 * ```
 */
export type Goal = "complication" | "success" | "shift";

/**
 * The margin the actor needs for a goal. Ruling FATE-AMB-27: in an opposed action (or a conflict) a tie
 * fails unchanged (FATE-ACT-4), so "at least a success with a complication" means a margin of 1 there;
 * only an unopposed tie is a success with a complication (FATE-ACT-2).
 * @internal
 */
export function goalMargin(goal: Goal, opposed: boolean): number {
  // ruling FATE-AMB-27: an opposed tie is no success with a complication
  return opposed && goal === "complication" ? 1 : GOAL_MARGIN[goal];
}

/** The margin a defender's re-roll plan aims for, in its own margin (ruling FATE-AMB-24 lets it re-roll). @internal */
export function defenderMargin(goal: Goal | undefined): number {
  return goal === undefined ? 0 : GOAL_MARGIN[goal];
}

/** One side, ready to roll. @internal */
export interface Side {
  readonly name: string;
  readonly ability: string;
  /** Total modifier without the fate point's +2. */
  readonly base: number;
  readonly bonus: boolean;
  readonly modifiers: readonly TraceEntry[];
  /** Fate points spent before any re-roll (the +2 and stunts). */
  readonly upfront: number;
  /** Fate points available. */
  readonly pool: number;
  /** The re-roll plan: re-roll while the side's own margin is below `below`. */
  readonly reroll: { readonly below: number; readonly bonus: boolean } | undefined;
  readonly maxRerolls: number;
}

/** Who a side is: the actor (opposed or not), or a defender. @internal */
export interface SideRole {
  /** A defender or opposer (its fate points: ruling FATE-AMB-24; its `below`: its own margin). */
  readonly defense?: boolean;
  /** The actor of an opposed action or a conflict (ruling FATE-AMB-27). */
  readonly opposed?: boolean;
  /** A re-roll by hand: the +2 and stunts of the first roll were paid already. */
  readonly byHand?: boolean;
}

/** Builds one side from a character and a roll spec, checking what it may spend. @internal */
export function planSide(fn: string, character: Character, spec: RollSpec, path: string, options: FateOptions, role: SideRole = {}): Side {
  return planSideValidated(fn, character, parseOrThrow(fn, RollSpecSchema, spec, path), path, options, role, spec);
}

/**
 * A roll spec validated (every default filled in): what {@link planSideValidated} takes.
 *
 * @internal
 */
export type PlannedRoll = z.infer<typeof RollSpecSchema>;

/**
 * {@link planSide} of a roll spec already validated (a scene's own command, issue 15: validate once, at the
 * edge): the same side, and the same refusals (a stunt the character lacks, points it cannot pay). `given` is
 * the spec as the caller gave it, the value of those refusals.
 *
 * @internal
 */
export function planSideValidated(
  fn: string,
  character: Character,
  s: PlannedRoll,
  path: string,
  options: FateOptions,
  role: SideRole = {},
  given: unknown = s,
): Side {
  const defense = role.defense === true;
  const spec = given;
  const rating = character.abilities[s.ability] ?? 0;
  const modifiers: TraceEntry[] = [{ type: "modifier", rule: "FATE-ABIL-1", label: `${character.name}'s ${s.ability} ${ladderText(rating)}`, value: rating }];
  let base = rating;
  for (const m of s.situational) {
    modifiers.push({ type: "modifier", rule: m.rule ?? "FATE-MOD-1", label: m.label, value: m.value });
    base += m.value;
  }
  let upfront = 0;
  for (const [i, id] of s.stunts.entries()) {
    const stunt = character.stunts.find((st) => st.id === id);
    if (stunt?.effect.type !== "rollBonus" || stunt.effect.ability !== s.ability) {
      throw new RulesError({
        code: "RULE_VIOLATION",
        fn,
        path: `${path}.stunts[${String(i)}]`,
        value: id,
        message: `expected one of ${character.name}'s roll-bonus stunts for ${s.ability} (FATE-STUNT-1)`,
      });
    }
    modifiers.push({ type: "modifier", rule: "FATE-STUNT-1", label: `stunt ${stunt.name}`, value: stunt.effect.value });
    base += stunt.effect.value;
    upfront += stunt.costFp;
  }
  for (const c of character.consequences) {
    if (!c.aggravated) continue;
    // ruling FATE-AMB-16: an aggravated consequence gives -2 to the character's rolls
    modifiers.push({ type: "modifier", rule: "FATE-AMB-16", label: `aggravated consequence "${c.text}"`, value: AGGRAVATED_PENALTY });
    base += AGGRAVATED_PENALTY;
  }
  if (s.fatePointBonus) {
    modifiers.push({ type: "modifier", rule: "FATE-FP-2", label: "fate point, declared before the roll", value: FATE_POINT_BONUS });
    upfront += 1;
  }
  // ruling FATE-AMB-24: fate points on defense rolls are an option (allowed by default)
  if (defense && !options.fatePointsOnDefense && (s.fatePointBonus || s.reroll !== undefined || role.byHand === true)) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn,
      path,
      value: spec,
      message: "fate points may not be spent on defense rolls (option fatePointsOnDefense, FATE-AMB-24)",
    });
  }
  if (role.byHand !== true && upfront > character.fatePoints) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn,
      path,
      value: spec,
      message: `${character.name} has ${String(character.fatePoints)} fate points, the roll needs ${String(upfront)} (FATE-FP-1)`,
    });
  }
  const reroll =
    s.reroll === undefined
      ? undefined
      : { below: defense ? defenderMargin(s.reroll.below) : goalMargin(s.reroll.below ?? "success", role.opposed === true), bonus: s.reroll.fatePointBonus };
  // ruling FATE-AMB-13: unlimited re-rolls while fate points remain, unless maxRerolls says otherwise
  const maxRerolls = options.maxRerolls ?? Number.POSITIVE_INFINITY;
  return { name: character.name, ability: s.ability, base, bonus: s.fatePointBonus, modifiers, upfront, pool: character.fatePoints, reroll, maxRerolls };
}

/** A side with no dice: a fixed total (a target, an unaware defender, an inanimate target). @internal */
export interface Fixed {
  readonly fixed: number;
  readonly label: string;
  readonly rule: string;
}

/**
 * One face of a Fudge die: +1, 0 or -1 (FATE-ACT-1).
 *
 * @example
 * ```ts
 * const face: DFFace = -1;
 * ```
 */
export type DFFace = 1 | 0 | -1;

/**
 * One 4dF roll: its four faces, their sum and the total it made. The faces are in canonical order,
 * highest first (+1, +1, 0, -1), not the order rolled: 4dF faces are exchangeable, so equal rolls are
 * equal results and exact odds merge them; the trace keeps the order rolled.
 *
 * @example
 * ```ts
 * const roll: FateRoll = { dice: 1, faces: [1, 1, 0, -1], total: 3 };
 * ```
 */
export interface FateRoll {
  /** The sum of the four faces (FATE-ACT-1). */
  readonly dice: number;
  /** The four faces, highest first (canonical order, not the order rolled). */
  readonly faces: readonly DFFace[];
  /** The total this roll made: the dice plus the roll's modifiers (FATE-ACT-1). */
  readonly total: number;
}

/** How many codes a 4dF multiset takes: 5 x (number of +) + (number of -), 15 of 0..24 used. */
const FACES_SPAN = 25;

/** The canonical faces of each multiset code (highest first), frozen and shared. */
const FACES_OF: readonly (readonly DFFace[])[] = Array.from({ length: FACES_SPAN }, (_, code) => {
  const minus = code % 5;
  const plus = (code - minus) / 5;
  const zeros = Math.max(0, 4 - plus - minus);
  return Object.freeze([...Array<DFFace>(plus).fill(1), ...Array<DFFace>(zeros).fill(0), ...Array<DFFace>(minus).fill(-1)]);
});

/** The sum of a 4dF multiset code. @internal */
export function codeSum(code: number): number {
  const minus = code % 5;
  return (code - minus) / 5 - minus;
}

/** The canonical faces (highest first) of a 4dF multiset code. @internal */
export function codeFaces(code: number): readonly DFFace[] {
  return FACES_OF[code] ?? FACES_OF[0] ?? [];
}

/** The state of a contest between two rolls, decoded for the result. @internal */
export interface ContestState {
  /** The actor's last 4dF sum. */
  readonly a: number;
  /** The actor's last faces (canonical order), or null when the contest was built without faces. */
  readonly af4: readonly DFFace[] | null;
  /** The opposer's last faces (canonical order), or null (no opposer's dice, or built without faces). */
  readonly of4: readonly DFFace[] | null;
  /** The actor's last total. */
  readonly at: number;
  /** Fate points the actor spent. */
  readonly af: number;
  /** The actor's re-rolls. */
  readonly ar: number;
  /** The opposer's last 4dF sum, or null for a fixed total. */
  readonly o: number | null;
  /** The opposer's total (or the fixed total, or null when nothing opposes). */
  readonly ot: number | null;
  /** Fate points the opposer spent. */
  readonly of: number;
  /** The opposer's re-rolls. */
  readonly or: number;
}

/** 4dF for one side, its modifiers traced before the dice and its total after (FATE-ACT-1). @internal */
export function rollSide(side: Side, bonus: boolean, entries: readonly TraceEntry[], purpose: string): Chance<number> {
  const total = side.base + (bonus ? FATE_POINT_BONUS : 0);
  return sum(4, "dF", { purpose, rule: "FATE-ACT-1" }).traced(entries, (dice): NoteEntry[] => [
    { type: "note", rule: "FATE-ACT-1", text: `${side.name}'s total: ${dice > 0 ? "+" : ""}${String(dice)} on the dice, ${ladderText(dice + total)}` },
  ]);
}

/**
 * 4dF for one side with its faces: the chance of the roll's multiset code (see {@link codeSum},
 * {@link codeFaces}), the same dice, trace and draws as {@link rollSide}.
 * @internal
 */
export function rollSideFaces(side: Side, bonus: boolean, entries: readonly TraceEntry[], purpose: string): Chance<number> {
  const total = side.base + (bonus ? FATE_POINT_BONUS : 0);
  const face = die("dF", { purpose, rule: "FATE-ACT-1" });
  // 4dF are exchangeable: fold them into their multiset (5 x pluses + minuses), so odds keep 15 values, not 81
  return repeat(4, face, 0, (code, f) => code + (f > 0 ? 5 : f < 0 ? 1 : 0)).traced(entries, (code): NoteEntry[] => {
    const dice = codeSum(code);
    return [{ type: "note", rule: "FATE-ACT-1", text: `${side.name}'s total: ${dice > 0 ? "+" : ""}${String(dice)} on the dice, ${ladderText(dice + total)}` }];
  });
}

function rerollEntries(side: Side, n: number, bonus: boolean): TraceEntry[] {
  const entries: TraceEntry[] = [
    { type: "note", rule: "FATE-FP-3", text: `${side.name} spends a fate point to re-roll (re-roll ${String(n)}); an earlier +2 does not carry over` },
  ];
  if (bonus) entries.push({ type: "modifier", rule: "FATE-FP-2", label: "fate point for the re-roll, declared before it", value: FATE_POINT_BONUS });
  return entries;
}

/** The highest 4dF sum. */
const DICE_TOP = 4;
/** No re-roll (0), a plain re-roll (1), or a re-roll with a new +2 (2). */
type Next = 0 | 1 | 2;

/**
 * Whether a side re-rolls now, and how: only while its own margin is short of its plan's goal, within
 * `maxRerolls` (ruling FATE-AMB-13) and the points it has, and only when the re-roll can still reach the
 * goal: a plan that cannot reach it spends nothing (ruling FATE-AMB-26). A plan that buys +2 falls back to
 * a plain re-roll when one point is left.
 * @internal
 */
export function wants(side: Side, spent: number, rerolls: number, margin: number, opposing: number): Next {
  const plan = side.reroll;
  if (plan === undefined || margin >= plan.below || rerolls >= side.maxRerolls) return 0;
  // ruling FATE-AMB-26: never buy a re-roll whose best total cannot reach the goal
  const best = DICE_TOP + side.base - opposing;
  if (plan.bonus && spent + 2 <= side.pool && best + FATE_POINT_BONUS >= plan.below) return 2;
  if (spent + 1 <= side.pool && best >= plan.below) return 1;
  return 0;
}

/** How a {@link contest} is built. @internal */
export interface ContestOptions<T> {
  /** Each roll is its 4dF multiset (its faces), not only its sum. */
  readonly faces?: boolean;
  /** `finish` is injective on the contest's final states: odds keep its results without a merge key. */
  readonly distinct?: boolean;
  /**
   * `finish` read from the actor's total and spend and the opposer's total alone: `lean(s.at, s.af, s.ot)` equals
   * `finish(s)` whenever `s.ot` is not null. The opposer's re-rolls are then enumerated down to its final total
   * (a few values per actor's total, not every final state of its dice, spend and re-rolls) before they meet the
   * actor's states.
   */
  readonly lean?: (at: number, af: number, ot: number) => T;
}

/**
 * A contest: the actor rolls, the opposer rolls (or is a fixed total, or absent), then the actor
 * re-rolls while its plan says so, then the opposer does (FATE-FP-3, ruling FATE-AMB-13). `finish` maps
 * each final state to the caller's result.
 *
 * With `faces`, each side's roll is its 4dF multiset (its faces in canonical order, see {@link FateRoll});
 * without, only its sum, for callers that read only the outcome (the advice's odds): fewer final states.
 *
 * Odds stay small because states are compact and continuations are shared: each side's state is packed
 * into one integer (its dice, +2, points spent and re-rolls), a re-roll forgets the dice it replaces, and
 * each side's re-roll sequence is one chance per (its state, the other side's total), built once and
 * reused, so odds enumerate it once however many paths lead to it.
 * @internal
 */
export function contest<T>(actor: Side, opposer: Side | Fixed | undefined, finish: (s: ContestState) => T, how: ContestOptions<T> = {}): Chance<T> {
  const faces = how.faces === true;
  const side = opposer !== undefined && !("fixed" in opposer) ? opposer : undefined;
  const fixed = opposer !== undefined && "fixed" in opposer ? opposer : undefined;
  const pa = actor.pool + 1;
  const po = (side?.pool ?? 0) + 1;
  // a roll is its sum + 4 (0..8), or, with faces, its multiset code (0..24); NONE is no roll
  const NONE = faces ? FACES_SPAN : 2 * DICE_TOP + 1;
  const sumOf = faces ? codeSum : (d: number): number => d - DICE_TOP;
  const facesOf = (d: number): readonly DFFace[] | null => (faces && d !== NONE ? codeFaces(d) : null);
  const roll = (who: Side, bonus: boolean, entries: readonly TraceEntry[], purpose: string): Chance<number> =>
    faces ? rollSideFaces(who, bonus, entries, purpose) : rollSide(who, bonus, entries, purpose).map((d) => d + DICE_TOP);
  // one side packed: roll (0..NONE), +2 (0/1), points spent (0..pool), re-rolls (0..pool)
  const pack = (p: number, d: number, b: number, f: number, r: number): number => ((d * 2 + b) * p + f) * p + r;
  const unpack = (p: number, code: number): [d: number, b: number, f: number, r: number] => {
    const r = code % p;
    const f = ((code - r) / p) % p;
    const rest = (code - r - f * p) / (p * p);
    const b = rest % 2;
    return [(rest - b) / 2, b, f, r];
  };
  const opposerSpan = (NONE + 1) * 2 * po * po;
  const totalOf = (s: Side, d: number, b: number): number => sumOf(d) + s.base + b * FATE_POINT_BONUS;
  const opposerTotal = (o: number): number | null => {
    if (side === undefined) return fixed === undefined ? null : fixed.fixed;
    const [d, b] = unpack(po, o);
    return d === NONE ? null : totalOf(side, d, b);
  };
  // unpacked field by field (no tuple per side): it runs once per final state, thousands of times per odds
  const decode = (code: number): ContestState => {
    const o = code % opposerSpan;
    const own = (code - o) / opposerSpan;
    const ar = own % pa;
    const af = ((own - ar) / pa) % pa;
    const arest = (own - ar - af * pa) / (pa * pa);
    const ab = arest % 2;
    const a = (arest - ab) / 2;
    const or = o % po;
    const of = ((o - or) / po) % po;
    const orest = (o - or - of * po) / (po * po);
    const ob = orest % 2;
    const d = (orest - ob) / 2;
    const rolled = d !== NONE;
    const ot = side === undefined ? (fixed === undefined ? null : fixed.fixed) : rolled ? totalOf(side, d, ob) : null;
    return { a: sumOf(a), af4: facesOf(a), at: totalOf(actor, a, ab), af, ar, o: rolled ? sumOf(d) : null, of4: facesOf(d), ot, of, or };
  };

  // every chance built here is built once and reused (caches of immutable chances, invisible to callers)
  const constants = new Map<number, Chance<number>>();
  const constantOf = (v: number): Chance<number> => {
    let c = constants.get(v);
    if (c === undefined) {
      c = constant(v);
      constants.set(v, c);
    }
    return c;
  };
  const rolls = new Map<number, Chance<number>>();
  const rollOf = (who: Side, n: number, bonus: boolean, key: number): Chance<number> => {
    let chance = rolls.get(key);
    if (chance === undefined) {
      chance = roll(who, bonus, rerollEntries(who, n, bonus), `${who.name}'s ${who.ability}, re-roll ${String(n)}`);
      rolls.set(key, chance);
    }
    return chance;
  };
  /** A roll that another re-roll replaces, folded into one value (every packed state is 0 or more). */
  const AGAIN = -1;
  /** How a side re-rolls after a roll short of its goal (the same for every such roll: only the goal's margin is read). */
  const againOf = (who: Side, paid: number, n: number, other: number): Next => wants(who, paid, n, Number.NEGATIVE_INFINITY, other);
  /** The re-rolls of one side from (spent, re-rolls, next) against the other side's total: a chance of its packed final state. */
  const continuations = new Map<string, Chance<number>>();
  const rerolls = (who: Side, p: number, key: number, other: number, spent: number, done: number, next: Next): Chance<number> => {
    const id = `${String(key)}:${String(other)}:${String(spent)}:${String(done)}:${String(next)}`;
    let chance = continuations.get(id);
    if (chance === undefined) {
      const bonus = next === 2;
      const n = done + 1;
      const paid = spent + next;
      const b = bonus ? 1 : 0;
      // every roll that leads to another re-roll is forgotten by it: fold those rolls into one value (AGAIN)
      // before the chain, so odds enumerate the next re-roll once per re-roll, not once per failing roll
      chance = rollOf(who, n, bonus, key * (2 * p + 2) + 2 * n + next - 1)
        .map((d) => (wants(who, paid, n, totalOf(who, d, b) - other, other) === 0 ? pack(p, d, b, paid, n) : AGAIN))
        .chain((code) => (code !== AGAIN ? constantOf(code) : rerolls(who, p, key, other, paid, n, againOf(who, paid, n, other))));
      continuations.set(id, chance);
    }
    return chance;
  };

  const first = roll(actor, actor.bonus, actor.modifiers, `${actor.name}'s ${actor.ability}`);
  const ab0 = actor.bonus ? 1 : 0;
  const start: Chance<number> =
    side === undefined
      ? (fixed === undefined
          ? first
          : first.traced([], (): NoteEntry[] => [{ type: "note", rule: fixed.rule, text: `${fixed.label}: ${ladderText(fixed.fixed)}` }])
        ).map((a) => pack(pa, a, ab0, actor.upfront, 0) * opposerSpan + pack(po, NONE, 0, 0, 0))
      : // the opposer's first roll is one chance, built once, whatever the actor rolled
        first.chain(
          (
            (opposerRoll) => () =>
              opposerRoll
          )(roll(side, side.bonus, side.modifiers, `${side.name}'s ${side.ability}`)),
          (a, o) => pack(pa, a, ab0, actor.upfront, 0) * opposerSpan + pack(po, o, side.bonus ? 1 : 0, side.upfront, 0),
        );
  let state = start;
  if (actor.reroll !== undefined) {
    // a first roll the actor re-rolls is forgotten: fold it into -(the opposer's part + 1), so the re-rolls
    // are enumerated once per opposing roll, not once per failing roll of the actor
    const againstActor = (ot: number): Next => wants(actor, actor.upfront, 0, Number.NEGATIVE_INFINITY, ot);
    state = state
      .map((code) => {
        const o = code % opposerSpan;
        const ot = opposerTotal(o);
        if (ot === null) return code;
        const [a, ab] = unpack(pa, (code - o) / opposerSpan);
        return wants(actor, actor.upfront, 0, totalOf(actor, a, ab) - ot, ot) === 0 ? code : -(o + 1);
      })
      .chain(
        (code) => {
          if (code >= 0) return constantOf((code - (code % opposerSpan)) / opposerSpan);
          const ot = opposerTotal(-code - 1) ?? 0;
          return rerolls(actor, pa, 1, ot, actor.upfront, 0, againstActor(ot));
        },
        (code, own) => own * opposerSpan + (code >= 0 ? code % opposerSpan : -code - 1),
      );
  }
  if (side?.reroll !== undefined) {
    const opposerAt = (code: number): number => {
      const [a, ab] = unpack(pa, code);
      return totalOf(actor, a, ab);
    };
    // likewise a first roll the opposer re-rolls is forgotten: fold it into -(the actor's part + 1)
    const folded = state.map((code) => {
      const o = code % opposerSpan;
      const own = (code - o) / opposerSpan;
      const at = opposerAt(own);
      const [d, b] = unpack(po, o);
      // the opposer's own margin: its total minus the actor's
      return wants(side, side.upfront, 0, totalOf(side, d, b) - at, at) === 0 ? code : -(own + 1);
    });
    const againstOpposer = (at: number): Chance<number> =>
      rerolls(side, po, 2, at, side.upfront, 0, wants(side, side.upfront, 0, Number.NEGATIVE_INFINITY, at));
    const lean = how.lean;
    if (lean !== undefined) {
      const actorSpent = (own: number): number => unpack(pa, own)[2];
      // the result of a state the opposer keeps, and the opposer's re-rolls read as its final total: built once each
      const kept = new Map<number, Chance<T>>();
      const keptOf = (code: number): Chance<T> => {
        let chance = kept.get(code);
        if (chance === undefined) {
          const own = (code - (code % opposerSpan)) / opposerSpan;
          chance = constant(lean(opposerAt(own), actorSpent(own), opposerTotal(code % opposerSpan) ?? 0));
          kept.set(code, chance);
        }
        return chance;
      };
      const totals = new Map<number, Chance<number>>();
      const totalsOf = (at: number): Chance<number> => {
        let chance = totals.get(at);
        if (chance === undefined) {
          chance = againstOpposer(at).map((o) => opposerTotal(o) ?? 0);
          totals.set(at, chance);
        }
        return chance;
      };
      return folded.chain(
        (code): Chance<T | number> => (code >= 0 ? keptOf(code) : totalsOf(opposerAt(-code - 1))),
        (code, x): T => (code >= 0 ? (x as T) : lean(opposerAt(-code - 1), actorSpent(-code - 1), x as number)),
      );
    }
    state = folded.chain(
      (code) => (code >= 0 ? constantOf(code % opposerSpan) : againstOpposer(opposerAt(-code - 1))),
      (code, o) => (code >= 0 ? code - (code % opposerSpan) : (-code - 1) * opposerSpan) + o,
    );
  }
  const read = (code: number): T => finish(decode(code));
  // the final states are distinct numbers: an injective finish keeps its results as they come (no merge key each)
  return how.distinct === true ? mapDistinct(state, read) : state.map(read);
}

/** One side's run of re-rolls in a contest with history: its last roll (a multiset code), +2, spend, re-rolls and the rolls it replaced. */
interface SideRun {
  readonly d: number;
  readonly b: number;
  readonly f: number;
  readonly r: number;
  /** The rolls replaced, oldest first, as [multiset code, +2 (0 or 1)] pairs. */
  readonly h: readonly (readonly [number, number])[];
}

/** A replaced roll as the result lists it: its sum, faces (canonical order) and total. @internal */
export function replacedRoll(side: Side, code: number, bonus: number): FateRoll {
  const dice = codeSum(code);
  return { dice, faces: codeFaces(code), total: dice + side.base + bonus * FATE_POINT_BONUS };
}

/**
 * {@link contest} with faces that also keeps each side's history: the rolls its re-roll plan replaced, oldest
 * first (the option `planHistory`). The same dice, in the same order, with the same trace and purposes, so a
 * seed gives the same result with or without it; but exact odds now enumerate every history of replaced
 * rolls (exponential in the fate points), which is why it is opt-in. `finish` gets the final state and
 * both histories.
 * @internal
 */
export function contestWithHistory<T>(
  actor: Side,
  opposer: Side | Fixed | undefined,
  finish: (s: ContestState, replaced: readonly FateRoll[], opposerReplaced: readonly FateRoll[]) => T,
): Chance<T> {
  const side = opposer !== undefined && !("fixed" in opposer) ? opposer : undefined;
  const fixed = opposer !== undefined && "fixed" in opposer ? opposer : undefined;
  const totalOf = (s: Side, run: SideRun): number => codeSum(run.d) + s.base + run.b * FATE_POINT_BONUS;
  const run = (who: Side, other: number, now: SideRun): Chance<SideRun> => {
    const next = wants(who, now.f, now.r, totalOf(who, now) - other, other);
    if (next === 0) return constant(now);
    const n = now.r + 1;
    const bonus = next === 2;
    return rollSideFaces(who, bonus, rerollEntries(who, n, bonus), `${who.name}'s ${who.ability}, re-roll ${String(n)}`).chain((d) =>
      run(who, other, { d, b: bonus ? 1 : 0, f: now.f + next, r: n, h: [...now.h, [now.d, now.b] as const] }),
    );
  };
  const fresh = (who: Side, d: number): SideRun => ({ d, b: who.bonus ? 1 : 0, f: who.upfront, r: 0, h: [] });
  const first = rollSideFaces(actor, actor.bonus, actor.modifiers, `${actor.name}'s ${actor.ability}`);
  const history = (who: Side, h: SideRun["h"]): FateRoll[] => h.map(([code, b]) => replacedRoll(who, code, b));
  const state = (a: SideRun, o: SideRun | undefined): ContestState => ({
    a: codeSum(a.d),
    af4: codeFaces(a.d),
    at: totalOf(actor, a),
    af: a.f,
    ar: a.r,
    o: o === undefined ? null : codeSum(o.d),
    of4: o === undefined ? null : codeFaces(o.d),
    ot: side !== undefined && o !== undefined ? totalOf(side, o) : fixed === undefined ? null : fixed.fixed,
    of: o?.f ?? 0,
    or: o?.r ?? 0,
  });
  if (side === undefined) {
    const traced =
      fixed === undefined
        ? first
        : first.traced([], (): NoteEntry[] => [{ type: "note", rule: fixed.rule, text: `${fixed.label}: ${ladderText(fixed.fixed)}` }]);
    return traced.chain((d) => {
      const a = fresh(actor, d);
      return (fixed === undefined ? constant(a) : run(actor, fixed.fixed, a)).map((end) => finish(state(end, undefined), history(actor, end.h), []));
    });
  }
  const opposerFirst = rollSideFaces(side, side.bonus, side.modifiers, `${side.name}'s ${side.ability}`);
  return first.chain((d) =>
    opposerFirst.chain((od) => {
      const o0 = fresh(side, od);
      return run(actor, totalOf(side, o0), fresh(actor, d)).chain((a) =>
        run(side, totalOf(actor, a), o0).map((o) => finish(state(a, o), history(actor, a.h), history(side, o.h))),
      );
    }),
  );
}
