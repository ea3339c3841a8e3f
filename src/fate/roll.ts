// The roll engine shared by actions and conflict exchanges: modifiers, 4dF, the +2 and re-rolls.
import * as z from "zod/mini";
import { type Chance, constant, sum } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
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
 * re-roll while the result is below `below` (`complication`: margin 0, `success`: 1, `shift`: 2) and fate
 * points remain, buying a new +2 for each re-roll when `fatePointBonus` is set.
 *
 * @example
 * ```ts
 * const roll: RollSpec = { ability: "Investigation", fatePointBonus: true, reroll: { below: "shift" } };
 * ```
 */
export const RollSpecSchema = z.object({
  /** The ability rolled (FATE-ABIL-1, FATE-GM-2). */
  ability: AbilityNameSchema,
  /** Situational modifiers (FATE-MOD-1, FATE-GM-2). */
  situational: z._default(z.array(ModifierSchema), []),
  /** Spend a fate point for +2, declared before the roll (FATE-FP-2). */
  fatePointBonus: z._default(z.boolean(), false),
  /** Ids of the character's roll-bonus stunts used on this roll (FATE-STUNT-1); each costs its fate points. */
  stunts: z._default(z.array(z.string()), []),
  /** A re-roll plan (FATE-FP-3, ruling FATE-AMB-13): re-roll while the result falls short, while fate points last. */
  reroll: z.optional(
    z.object({
      /** Re-roll while the result is below this: `complication` (margin 0), `success` (1), `shift` (2). A defender re-rolls while the attack would succeed. */
      below: z._default(z.enum(["complication", "success", "shift"]), "success"),
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

/** The margin a re-roll plan aims for. @internal */
export const GOAL_MARGIN = { complication: 0, success: 1, shift: 2 } as const;

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
  readonly reroll: { readonly below: number; readonly bonus: boolean } | undefined;
  readonly maxRerolls: number;
}

/** Builds one side from a character and a roll spec, checking what it may spend. @internal */
export function planSide(fn: string, character: Character, spec: RollSpec, path: string, options: FateOptions, defense = false): Side {
  const s = parseOrThrow(fn, RollSpecSchema, spec, path);
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
  if (defense && !options.fatePointsOnDefense && (s.fatePointBonus || s.reroll !== undefined)) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn,
      path,
      value: spec,
      message: "fate points may not be spent on defense rolls (option fatePointsOnDefense, FATE-AMB-24)",
    });
  }
  if (upfront > character.fatePoints) {
    throw new RulesError({
      code: "RULE_VIOLATION",
      fn,
      path,
      value: spec,
      message: `${character.name} has ${String(character.fatePoints)} fate points, the roll needs ${String(upfront)} (FATE-FP-1)`,
    });
  }
  const reroll = s.reroll === undefined ? undefined : { below: GOAL_MARGIN[s.reroll.below], bonus: s.reroll.fatePointBonus };
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

/** The state of a contest between two rolls, kept small so odds merge. @internal */
export interface ContestState {
  /** The actor's last 4dF sum. */
  readonly a: number;
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

function rerollEntries(side: Side, n: number, bonus: boolean): TraceEntry[] {
  const entries: TraceEntry[] = [
    { type: "note", rule: "FATE-FP-3", text: `${side.name} spends a fate point to re-roll (re-roll ${String(n)}); an earlier +2 does not carry over` },
  ];
  if (bonus) entries.push({ type: "modifier", rule: "FATE-FP-2", label: "fate point for the re-roll, declared before it", value: FATE_POINT_BONUS });
  return entries;
}

/** Whether a side may and wants to re-roll now. */
function wants(side: Side, spent: number, rerolls: number, shortfall: boolean): { bonus: boolean } | undefined {
  if (side.reroll === undefined || !shortfall || rerolls >= side.maxRerolls) return undefined;
  const cost = 1 + (side.reroll.bonus ? 1 : 0);
  if (spent + cost <= side.pool) return { bonus: side.reroll.bonus };
  if (spent + 1 <= side.pool) return { bonus: false };
  return undefined;
}

/**
 * A contest: the actor rolls, the opposer rolls (or is a fixed total, or absent), then the actor
 * re-rolls while its plan says so, then the opposer does (FATE-FP-3, ruling FATE-AMB-13).
 * @internal
 */
export function contest(actor: Side, opposer: Side | Fixed | undefined): Chance<ContestState> {
  const first = rollSide(actor, actor.bonus, actor.modifiers, `${actor.name}'s ${actor.ability}`);
  const start: Chance<ContestState> =
    opposer === undefined
      ? first.map((a) => ({ a, at: a + actor.base + (actor.bonus ? 2 : 0), af: actor.upfront, ar: 0, o: null, ot: null, of: 0, or: 0 }))
      : "fixed" in opposer
        ? first
            .traced([], (): NoteEntry[] => [{ type: "note", rule: opposer.rule, text: `${opposer.label}: ${ladderText(opposer.fixed)}` }])
            .map((a) => ({ a, at: a + actor.base + (actor.bonus ? 2 : 0), af: actor.upfront, ar: 0, o: null, ot: opposer.fixed, of: 0, or: 0 }))
        : first.chain((a) =>
            rollSide(opposer, opposer.bonus, opposer.modifiers, `${opposer.name}'s ${opposer.ability}`).map((o) => ({
              a,
              at: a + actor.base + (actor.bonus ? 2 : 0),
              af: actor.upfront,
              ar: 0,
              o,
              ot: o + opposer.base + (opposer.bonus ? 2 : 0),
              of: opposer.upfront,
              or: 0,
            })),
          );
  // Decide each re-roll in a map before chaining, and forget the dice a re-roll replaces: the pending
  // states then merge, so odds enumerate one continuation per distinct state, not one per path.
  const actorDecide = (s: ContestState): Pending => {
    const plan = s.ot === null ? undefined : wants(actor, s.af, s.ar, s.at - s.ot < (actor.reroll?.below ?? 0));
    return plan === undefined ? { s, next: null } : { s: { ...s, a: 0, at: 0 }, next: plan.bonus };
  };
  const actorLoop = (p: Pending): Chance<ContestState> => {
    const s = p.s;
    if (p.next === null) return constant(s);
    const bonus = p.next;
    const n = s.ar + 1;
    return rollSide(actor, bonus, rerollEntries(actor, n, bonus), `${actor.name}'s ${actor.ability}, re-roll ${String(n)}`)
      .map((a) => actorDecide({ ...s, a, at: a + actor.base + (bonus ? 2 : 0), af: s.af + 1 + (bonus ? 1 : 0), ar: n }))
      .chain(actorLoop);
  };
  const after = start.map(actorDecide).chain(actorLoop);
  if (opposer === undefined || "fixed" in opposer || opposer.reroll === undefined) return after;
  const opposerDecide = (s: ContestState): Pending => {
    // the opposer re-rolls while the actor would still succeed (reach margin 1)
    const plan = wants(opposer, s.of, s.or, s.at - (s.ot ?? 0) >= 1);
    return plan === undefined ? { s, next: null } : { s: { ...s, o: 0, ot: 0 }, next: plan.bonus };
  };
  const opposerLoop = (p: Pending): Chance<ContestState> => {
    const s = p.s;
    if (p.next === null) return constant(s);
    const bonus = p.next;
    const n = s.or + 1;
    return rollSide(opposer, bonus, rerollEntries(opposer, n, bonus), `${opposer.name}'s ${opposer.ability}, re-roll ${String(n)}`)
      .map((o) => opposerDecide({ ...s, o, ot: o + opposer.base + (bonus ? 2 : 0), of: s.of + 1 + (bonus ? 1 : 0), or: n }))
      .chain(opposerLoop);
  };
  return after.map(opposerDecide).chain(opposerLoop);
}

/** A contest state with the re-roll decided: `next` is null (stop) or whether the re-roll buys +2. */
interface Pending {
  readonly s: ContestState;
  readonly next: boolean | null;
}
