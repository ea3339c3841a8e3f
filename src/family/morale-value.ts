// The morale value of the Rugged Adventures family: the system's rulings, the situation of a check, and the
// modified morale point (VIV-MOR-2/3, RUG-MOR-1, RUG-TRAIT-P7/N2/N7, VIV-TRAIT-P6/N2, RUG-AMB-26, VIV-AMB-6/24).
import { boundedArray, INPUT_LIMITS, strictObject } from "../core/schema-kit.js";
import * as z from "zod/mini";
import type { NoteEntry, TraceEntry } from "../core/trace.js";
import type { MoraleTable } from "./morale-table.js";
import { type Figure, FigureSchema, type Unit } from "./schemas.js";
import { hasEffect, isPlayerFigure } from "./wound-figure.js";
import { type RuleModifier, RuleModifierSchema } from "./wound-table.js";

/**
 * How a system tests morale: its table and the rulings that differ.
 *
 * @example
 * ```ts
 * const sys: MoraleSystem = vividMoraleSystem();
 * ```
 */
export interface MoraleSystem {
  /** The morale table. */
  readonly table: MoraleTable;
  /** Notes recorded before every check (RUG-AMB-1: "vivid's morale, not from the rugged text"). */
  readonly notes: readonly NoteEntry[];
  /** VIV-AMB-6: Inspired Leadership's never-flee clause applies (`both`) or only its +1 (`modifierOnly`). */
  readonly inspiredScope: "both" | "modifierOnly";
  /** VIV-AMB-7: every failed shooting check retreats, or the first has no effect. */
  readonly shootingFailMode: "retreatEveryFail" | "firstFailNoEffect";
  /** VIV-AMB-24: seeing friendlies run is −1 once, or −1 per figure. */
  readonly seeingRunModifier: "once" | "perFigure";
  /** VIV-AMB-41: a lone PC is exempt like a specialist. */
  readonly lonePcExempt: boolean;
  /** VIV-AMB-22: the unit tests as one, or every figure tests. */
  readonly tester: "unit" | "figure";
  /**
   * When a commanding figure counts as "with the unit" for its positive morale traits (Inspired Leadership):
   * `onTable` (rugged, RUG-AMB-32: a member not killed and not removed, wounded or not) or `fit` (vivid: a
   * member able to act, VIV-WOUND-4 puts a wounded PC out of action).
   */
  readonly commanderPresence: "onTable" | "fit";
  /** The system's situation schema, its triggers (RUG-MOR-1, VIV-MOR-1; absent: every trigger of {@link MoraleSituationSchema}). */
  readonly situationSchema?: z.ZodMiniType<MoraleSituation> | undefined;
}

/**
 * Why a unit tests, and the circumstances of this turn (VIV-MOR-1/3, RUG-MOR-1).
 *
 * @example
 * ```ts
 * const s: MoraleSituation = { trigger: "handToHand", adjacentAfterMelee: true, friendliesKilledNearby: 1 };
 * ```
 */
export const MoraleSituationSchema = strictObject({
  /** Why the unit tests: it was shot at, fought hand-to-hand, is the target of a charge, is charging and was shot at (RUG-MOR-1), or tries to rally. */
  trigger: z.enum(["shooting", "handToHand", "chargeTarget", "chargingShotAt", "rally"]),
  /** Adjacent to an enemy figure after hand-to-hand this turn (VIV-MOR-3: −1). */
  adjacentAfterMelee: z.optional(z.boolean()),
  /** Friendly figures within 2" killed this turn (VIV-MOR-3: −1 each). */
  friendliesKilledNearby: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100))),
  /** Friendly figures within 2" seen to run (retreat or rout) this turn (VIV-MOR-3, VIV-AMB-24). */
  friendsSeenRunning: z.optional(z.number().check(z.int(), z.gte(0), z.lte(100))),
  /** Whether a leader or PC is present (VIV-MOR-3: −1 if not); absent: a fit leader, commander or PC among the members. */
  leaderPresent: z.optional(z.boolean()),
  /** The unit already failed a morale check caused by shooting (VIV-AMB-7 'firstFailNoEffect'). */
  failedShootingCheckBefore: z.optional(z.boolean()),
  /** The GM uses the optional rule: disrupted instead of rout (VIV-MOR-12, VIV-GM-5). */
  disruptedInsteadOfRout: z.optional(z.boolean()),
  /** The GM uses the optional rule: good-guy PCs never test (VIV-MOR-11, VIV-GM-5). */
  heroImmunity: z.optional(z.boolean()),
  /** The GM's base morale for this unit, overriding the table (VIV-MOR-2 "guidelines", VIV-GM-5). */
  baseMorale: z.optional(z.number().check(z.int(), z.gte(0), z.lte(10))),
  /** Further modifiers, each with its rule. */
  modifiers: z.optional(boundedArray(RuleModifierSchema, INPUT_LIMITS.listLength)),
  /** The GM's modifier to the die (RUG-GEN-1, VIV-GEN-1). */
  gmRollModifier: z.optional(z.number().check(z.int(), z.gte(-10), z.lte(10))),
  /**
   * The unit's commanding player figure when it is not among the members (away from the unit): its
   * Abrasive Personality still counts (RUG-AMB-31: no presence condition); its id must be the unit's
   * `commanderId` or `leaderId`. Absent: only the members are read.
   */
  commander: z.optional(FigureSchema),
});

/**
 * Why a unit tests, and this turn's circumstances (see {@link MoraleSituationSchema}).
 *
 * @example
 * ```ts
 * const s: MoraleSituation = { trigger: "shooting", friendliesKilledNearby: 2 };
 * ```
 */
export type MoraleSituation = z.infer<typeof MoraleSituationSchema>;

/** Whether a figure can act: not killed, wounded, unconscious or removed. */
export const able = (f: Figure): boolean => {
  const w = f.status?.wound;
  return w !== "killed" && w !== "wounded" && w !== "unconscious" && f.status?.removed !== true;
};

/** The unit's commanding figures present: its leader and its commanding player figure, fit. */
export function commanders(unit: Unit): Figure[] {
  const ids = commandIds(unit);
  return unit.members.filter((m) => ids.has(m.id) && able(m));
}

/** The ids of the unit's leader and commanding player figure. */
function commandIds(unit: Unit): Set<string> {
  return new Set([unit.leaderId, unit.commanderId].filter((x): x is string => x !== undefined));
}

/** Not killed and not removed: on the table (RUG-AMB-32). */
const onTable = (f: Figure): boolean => f.status?.wound !== "killed" && f.status?.removed !== true;

/**
 * The unit's commanding figures whose "commanding" morale traits count, each with whether it is with the
 * unit: a member with the unit by the system's presence rule, or, for the negative traits only, any
 * commanding figure alive, a member or the situation's absent `commander` (RUG-AMB-31).
 */
function commandingFigures(sys: MoraleSystem, unit: Unit, situation: MoraleSituation): { figure: Figure; withUnit: boolean }[] {
  const ids = commandIds(unit);
  // ruling RUG-AMB-32: with the unit = a member on the table, not killed, not removed; a wounded PRP still inspires
  const present = sys.commanderPresence === "onTable" ? onTable : able;
  const out = unit.members.filter((m) => ids.has(m.id) && m.status?.wound !== "killed").map((m) => ({ figure: m, withUnit: present(m) }));
  const away = situation.commander;
  if (away !== undefined && !unit.members.some((m) => m.id === away.id) && away.status?.wound !== "killed") out.push({ figure: away, withUnit: false });
  return out;
}

const NATIVE = ["native", "foreignAlly"];

/** Whether a commander's positive traits are denied to this unit (VIV-TRAIT-N2: native troops get no benefit). */
export function arrogantBlocks(commander: Figure, unit: Unit): boolean {
  return hasEffect(commander, "noPositiveTraitsForNatives") && (unit.origin ?? []).includes("native");
}

/**
 * The modified morale value of a unit (VIV-MOR-2/3, RUG-MOR-1, RUG-TRAIT-P7/N2/N7, VIV-TRAIT-P6/N2,
 * RUG-AMB-26: trait modifiers add up), with each term traced.
 *
 * @param sys - the morale system
 * @param unit - the unit
 * @param situation - the trigger and circumstances
 * @returns the target and the trace entries
 */
export function moraleTarget(sys: MoraleSystem, unit: Unit, situation: MoraleSituation): { target: number; entries: TraceEntry[] } {
  const t = sys.table;
  const single = unit.members.length === 1 ? unit.members[0]?.baseMorale : undefined;
  const typeBase = unit.troopType === undefined ? undefined : t.base[unit.troopType];
  const base = situation.baseMorale ?? unit.baseMorale ?? single ?? typeBase ?? t.defaultBase;
  const entries: TraceEntry[] = [{ type: "note", rule: t.rule, text: `${unit.name ?? unit.id}: base morale ${String(base)}` }];
  let target = base;
  const add = (m: RuleModifier): void => {
    target += m.value;
    entries.push({ type: "modifier", ...m });
  };
  if (situation.adjacentAfterMelee === true)
    add({ rule: t.modifierRule, label: "adjacent to an enemy after hand-to-hand", value: t.modifiers.adjacentAfterMelee });
  const killed = situation.friendliesKilledNearby ?? 0;
  if (killed > 0) add({ rule: t.modifierRule, label: `${String(killed)} friendly killed within 2"`, value: t.modifiers.friendlyKilledNearby * killed });
  const leaderPresent =
    situation.leaderPresent ?? unit.members.some((m) => able(m) && (m.id === unit.leaderId || m.id === unit.commanderId || isPlayerFigure(m)));
  if (!leaderPresent) add({ rule: t.modifierRule, label: "no leader or PC present", value: t.modifiers.noLeader });
  const running = situation.friendsSeenRunning ?? 0;
  if (running > 0) {
    // ruling VIV-AMB-24: seeing friendlies run is -1 once per check unless the option counts each figure
    const times = sys.seeingRunModifier === "perFigure" ? running : 1;
    add({
      rule: sys.seeingRunModifier === "perFigure" ? "VIV-AMB-24" : t.modifierRule,
      label: 'saw a friendly within 2" run',
      value: t.modifiers.sawFriendRun * times,
    });
  }
  for (const { figure: c, withUnit } of commandingFigures(sys, unit, situation)) {
    const blocked = arrogantBlocks(c, unit);
    for (const trait of c.traits ?? []) {
      for (const e of trait.effects) {
        if (e.kind !== "moraleModifier") continue;
        // ruling RUG-AMB-31: a negative commanding trait (Abrasive Personality) has no presence condition: alive, present or not, wounded or not
        const counts = withUnit || (e.when === "commanding" && trait.polarity === "negative");
        if (!counts) continue;
        if (blocked && trait.polarity === "positive") {
          entries.push({ type: "note", rule: "VIV-TRAIT-N2", text: `${c.name} is Extremely Arrogant: native troops get no benefit from ${trait.name}` });
          continue;
        }
        const rallyingNative = situation.trigger === "rally" && (unit.origin ?? []).some((o) => NATIVE.includes(o));
        if (e.when === "commanding" || rallyingNative) add({ rule: trait.id, label: `${c.name}: ${trait.name}`, value: e.value });
      }
    }
  }
  for (const m of situation.modifiers ?? []) add(m);
  return { target, entries };
}

/**
 * Whether a unit's commander's never-flee clause protects it (VIV-TRAIT-P6, VIV-AMB-6): from retreats after
 * shooting checks, and from the optional 50% retirement.
 *
 * @param scope - VIV-AMB-6's option
 * @param unit - the unit
 * @returns true when a present inspired leader protects it
 */
export function inspiredNeverFlees(scope: "both" | "modifierOnly", unit: Unit): boolean {
  // ruling VIV-AMB-6: with 'both', units led by an inspired leader ignore shooting retreats and the 50% rule
  return scope === "both" && commanders(unit).some((c) => hasEffect(c, "neverFleeCasualtyCheck") && !arrogantBlocks(c, unit));
}
