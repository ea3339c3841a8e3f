// A shooting volley of the rugged family: who fires, Clumsy tests, one D10 pool per shooter at its hit
// number, then hit allocation (RUG-SHOOT-1..6, VIV-SHOOT-1..5, MG rules, RUG-TRAIT-N4, VIV-TRAIT-N4).
import { exactText, sameExactData } from "../core/exact-text.js";
import { type Chance, constant, count, type PoolShare } from "../core/chance.js";
import type { ActorRef, NoteEntry, TraceEntry } from "../core/trace.js";
import {
  type Allocation,
  type AllocationSpec,
  allocate,
  allocationDice,
  allocationIndices,
  allocationIndicesTo,
  allocationOf,
  emptyAllocation,
  type HitTargets,
} from "./allocation.js";
import { armourChecks } from "./armour-check.js";
import { type FireRefusal, fireRefusals } from "./can-fire.js";
import { computeHitNumber, type HitNumber, type ShooterMotion } from "./hit-number.js";
import type { Figure, Unit, Weapon } from "./schemas.js";
import type { ShotContext } from "./shot-context.js";
import { diceFor } from "./shot-dice.js";
import type { ShootingOptions, ShootingTable } from "./shooting-table.js";
import { luckTest } from "./trait-checks.js";
import { firstEffect } from "./traits.js";
import type { FollowingVolley } from "./volley-following.js";

/**
 * One shooter's part in a volley, resolved from its inputs.
 *
 * @example
 * ```ts
 * let value: ShotInput | undefined; // see the functions that return or take it
 * ```
 */
export interface ShotInput {
  /** The shooter. */
  readonly figure: Figure;
  /** The weapon fired (absent: none). */
  readonly weapon: Weapon | undefined;
  /** The situation. */
  readonly ctx: ShotContext;
  /** What it did this turn. */
  readonly motion: ShooterMotion;
  /** Its effective Luck (for a Clumsy test). */
  readonly luck: number;
  /** Where facts about the target came from (its unit or the context), for the plan's trace. */
  readonly notes?: readonly NoteEntry[];
  /** Its hits on armoured figures of a mixed unit must also make its number −4 (VIV-AMB-45; see `armourChecked`). */
  readonly armourChecked?: boolean;
  /** The target figure its shooter names (`perShooter[id].targetId`): a PC's own pick (VIV-SHOOT-5), or its hits by choice. */
  readonly targetId?: string;
}

/**
 * One shooter in a volley plan: whether it fires, its dice and hit number, or why not.
 *
 * @example
 * ```ts
 * const line: PlannedShot = { figureId: "r1", weapon: "rifle", fires: true, reasons: [], dice: 1, n: 5, clumsyTest: false, trace: [] };
 * ```
 */
export interface PlannedShot {
  /** The shooter's id. */
  readonly figureId: string;
  /** The weapon's name (absent: none). */
  readonly weapon?: string | undefined;
  /** Whether it fires (before any Clumsy test). */
  readonly fires: boolean;
  /** Why it may not fire. */
  readonly reasons: readonly FireRefusal[];
  /** Dice it rolls (0 when it does not fire). */
  readonly dice: number;
  /** Its final hit number (when it fires). */
  readonly n: number;
  /** It must pass a Clumsy luck test first. */
  readonly clumsyTest: boolean;
  /** Dice and hit-number steps, each with its rule id. */
  readonly trace: readonly (NoteEntry | HitNumber["trace"][number])[];
}

/** The state carried through the to-hit dice. */
export interface Tally {
  readonly hits: number;
  readonly pickHits: number;
  readonly dropped: readonly string[];
  /** With shot kinds (RUG-AMB-35): hits by kind and shooter, entry `2 * kind + (player ? 1 : 0)`. */
  readonly byKind?: readonly number[] | undefined;
}

/**
 * The outcome of a volley.
 *
 * @example
 * ```ts
 * const outcome: VolleyOutcome = { hits: 2, dropped: [], allocation: { t1: 1, t4: 1 } };
 * ```
 */
export interface VolleyOutcome {
  /** Total hits scored. */
  readonly hits: number;
  /** Ids of Clumsy shooters who failed their luck test and dropped their weapon. */
  readonly dropped: readonly string[];
  /** Hits per target figure id: a record keyed by figure id (`allocation.d2` is 1), not a list; figures not hit have no entry. */
  readonly allocation: Allocation;
  /**
   * Present when a Clumsy shooter dropped its weapon: the shooters as given (the unit, or the list of figures),
   * with `status.droppedWeapon` set on each figure in `dropped` (RUG-TRAIT-N4, VIV-TRAIT-N4: no shooting or
   * fighting back this turn; `startOfTurn` picks the weapon up).
   */
  readonly shooters?: Unit | readonly Figure[];
}

/**
 * The shooters with `droppedWeapon` set on the figures that dropped their weapon (new objects; the rest as given).
 */
export function withDroppedWeapons(shooters: Unit | readonly Figure[], dropped: readonly string[]): Unit | readonly Figure[] {
  const ids = new Set(dropped);
  const drop = (f: Figure): Figure => (ids.has(f.id) ? { ...f, status: { ...f.status, droppedWeapon: true } } : f);
  return isFigureList(shooters) ? shooters.map(drop) : { ...shooters, members: shooters.members.map(drop) };
}

function isFigureList(shooters: Unit | readonly Figure[]): shooters is readonly Figure[] {
  return Array.isArray(shooters);
}

/**
 * Plans one shooter: refusals, dice, hit number, Clumsy.
 */
export function planShot(table: ShootingTable, options: ShootingOptions, shot: ShotInput): PlannedShot {
  const reasons = fireRefusals(table, options, shot.figure, shot.weapon, shot.ctx, shot.motion);
  // plain literals, not `{ ...base, more }`: V8 copies a spread with further keys through a slow path
  const figureId = shot.figure.id;
  const weapon = shot.weapon?.name;
  if (reasons.length > 0 || shot.weapon === undefined) return { figureId, weapon, fires: false, reasons, dice: 0, n: 0, clumsyTest: false, trace: [] };
  const dice = diceFor(table, options, shot.figure, shot.weapon);
  const hit = computeHitNumber(table, options, shot.figure, shot.weapon, shot.ctx, shot.motion);
  const clumsy = firstEffect(shot.figure, "clumsy");
  const charging = shot.ctx.targetCharging ?? shot.ctx.targetChargingShooter ?? false;
  const clumsyTest = clumsy !== undefined && (clumsy.effect.shootingTrigger === "anyEnemy" || charging);
  return { figureId, weapon, fires: true, reasons, dice: dice.dice, n: hit.n, clumsyTest, trace: [...dice.trace, ...(shot.notes ?? []), ...hit.trace] };
}

/**
 * Whether a figure is a player figure (PRP or PC).
 */
export function isPlayerFigure(figure: Figure): boolean {
  return figure.class === "PRP" || figure.class === "PC";
}

/**
 * The to-hit part of a volley: each firing shooter's Clumsy test (if any) and pool; merged as a tally.
 */
export function volleyTally(
  table: ShootingTable,
  shots: readonly ShotInput[],
  plans: readonly PlannedShot[],
  kindOf?: (shot: number) => number,
): Chance<Tally> {
  // Shooters at the same hit number roll one pool (a 40-die volley is 41 states, not 2^40 paths); a Clumsy
  // shooter rolls alone after its luck test. Entries keep the order of each group's first shooter.
  interface Group {
    readonly kind: "group";
    readonly n: number;
    readonly player: boolean;
    readonly shotKind: number;
    dice: number;
    readonly names: string[];
    /** each shooter's dice, in order: the pool's dice name their roller */
    readonly by: PoolShare[];
    readonly trace: TraceEntry[];
  }
  type Entry = Group | { readonly kind: "clumsy"; readonly shot: ShotInput; readonly plan: PlannedShot; readonly shotKind: number };
  const entries: Entry[] = [];
  const groups = new Map<string, Group>();
  plans.forEach((plan, i) => {
    const shot = shots[i];
    if (!plan.fires || shot === undefined || plan.dice === 0) return;
    // ruling RUG-AMB-35: with shot kinds, shots of different kinds (a shotgun and a rifle) roll apart so that each hit keeps its weapon
    const shotKind = kindOf === undefined ? 0 : kindOf(i);
    if (plan.clumsyTest) {
      entries.push({ kind: "clumsy", shot, plan, shotKind });
      return;
    }
    const player = isPlayerFigure(shot.figure);
    const key = `${String(plan.n)}|${String(player)}|${String(shotKind)}`;
    let g = groups.get(key);
    if (g === undefined) {
      g = { kind: "group", n: plan.n, player, shotKind, dice: 0, names: [], by: [], trace: [...plan.trace] };
      groups.set(key, g);
      entries.push(g);
    }
    g.dice += plan.dice;
    g.names.push(shot.figure.name);
    g.by.push({ actor: actorOf(shot.figure), dice: plan.dice });
  });
  const pool = (dice: number, n: number, who: string, trace: readonly TraceEntry[], by: readonly PoolShare[]): Chance<number> =>
    count(dice, "d10", (f) => f <= n, { purpose: `${who} to hit (${String(n)} or less)`, rule: table.rules.resolve, labels: ["miss", "hit"], by }).traced(
      trace,
    );
  // frozen: a tally is a value of the chance, shared by every resolution that reaches it
  const kinds = kindOf === undefined ? 0 : 2 * (Math.max(0, ...plans.map((_, i) => kindOf(i))) + 1);
  const add = (t: Tally, h: number, player: boolean, kind: number): Tally => {
    if (t.byKind === undefined) return Object.freeze({ hits: t.hits + h, pickHits: t.pickHits + (player ? h : 0), dropped: t.dropped });
    const byKind = t.byKind.slice();
    byKind[2 * kind + (player ? 1 : 0)] = (byKind[2 * kind + (player ? 1 : 0)] ?? 0) + h;
    return Object.freeze({ hits: t.hits + h, pickHits: t.pickHits + (player ? h : 0), dropped: t.dropped, byKind: Object.freeze(byKind) });
  };
  const zero: Tally =
    kindOf === undefined
      ? Object.freeze({ hits: 0, pickHits: 0, dropped: Object.freeze([]) })
      : Object.freeze({ hits: 0, pickHits: 0, dropped: Object.freeze([]), byKind: Object.freeze(new Array<number>(kinds).fill(0)) });
  let chance: Chance<Tally> | undefined;
  for (const e of entries) {
    if (e.kind === "group") {
      const who = e.names.length <= 3 ? e.names.join(", ") : `${e.names[0] ?? ""} and ${String(e.names.length - 1)} others`;
      const rolled = pool(e.dice, e.n, who, e.trace, e.by);
      chance =
        chance === undefined ? rolled.map((h) => add(zero, h, e.player, e.shotKind)) : chance.chain((t) => rolled.map((h) => add(t, h, e.player, e.shotKind)));
      continue;
    }
    const { shot, plan, shotKind } = e;
    const player = isPlayerFigure(shot.figure);
    const rolled = pool(plan.dice, plan.n, shot.figure.name, plan.trace, [{ actor: actorOf(shot.figure), dice: plan.dice }]);
    const test = luckTest(shot.figure, shot.luck, table.rules.clumsy, `${shot.figure.name}'s Clumsy test before shooting`);
    const step = (t: Tally): Chance<Tally> =>
      test.chain((pass) =>
        pass ? rolled.map((h) => add(t, h, player, shotKind)) : constant(Object.freeze({ ...t, dropped: Object.freeze([...t.dropped, shot.figure.id]) })),
      );
    chance = chance === undefined ? step(zero) : chance.chain(step);
  }
  // the shooters who do not fire, each with its reasons (OUT_OF_RANGE, NO_WEAPON...): no die, only the trace
  const refused = refusalNotes(shots, plans);
  const tally = chance ?? constant(zero);
  return refused.length === 0 ? tally : tally.traced(refused);
}

/**
 * The key of everything {@link volleyTally} reads of a volley besides its table (issue 14: a game session keeps the
 * to-hit tally by it, so that volleys of the same shooters at other targets share one tally): each shot's plan
 * (whether it fires, its dice, hit number and trace, or its refusals) and its shooter's id, name and class (its
 * pool's names, its actor, whether a player rolls it), and each shot's kind. Undefined when a shooter takes a Clumsy
 * test (its luck test reads more of the figure) or a plan holds anything but plain data: such a tally is built each
 * time. Equal keys give equal tallies: the same dice in the same order, the same values and trace.
 *
 * @param shots - the volley's shots
 * @param plans - their plans, in the same order
 * @param kindOf - each shot's kind (absent: one kind)
 * @returns the key, or undefined
 * @example
 * ```ts
 * const key = volleyTallyKey(shots, plans); // the same for the same shooters' plans at another target
 * ```
 * @internal
 */
export function volleyTallyKey(shots: readonly ShotInput[], plans: readonly PlannedShot[], kindOf?: (shot: number) => number): string | undefined {
  let key = `${String(plans.length)}|${String(shots.length)}|`;
  /** The last trace written out in the key. */
  let last: PlannedShot["trace"] | undefined;
  for (let i = 0; i < plans.length; i++) {
    const plan = plans[i] as PlannedShot;
    const shot = shots[i];
    if (kindOf !== undefined) key += `k${String(kindOf(i))}|`;
    if (shot === undefined) {
      key += "-|";
      continue;
    }
    if (plan.clumsyTest && plan.fires && plan.dice > 0) return undefined;
    const f = shot.figure;
    key += `${String(f.id.length)}:${f.id}${String(f.name.length)}:${f.name}${exactText(f.class) ?? ""}|`;
    if (!plan.fires) {
      const reasons = exactText(plan.reasons);
      if (reasons === undefined) return undefined;
      key += `x${reasons}|`;
      continue;
    }
    if (plan.dice === 0) {
      key += "z|";
      continue;
    }
    // a trace equal as data to the last one written is written "=" (a volley's shooters of one weapon plan alike)
    if (last !== undefined && sameExactData(plan.trace, last)) {
      key += `f${String(plan.n)}|${String(plan.dice)}|=|`;
      continue;
    }
    const trace = exactText(plan.trace);
    if (trace === undefined) return undefined;
    last = plan.trace;
    key += `f${String(plan.n)}|${String(plan.dice)}|${trace}|`;
  }
  return key;
}

/**
 * The roster's figures as trace entries name them, when `figures` is the roster in order (else undefined).
 */
export function namesOf(roster: readonly string[], figures: readonly Figure[]): ActorRef[] | undefined {
  if (figures.length !== roster.length || figures.some((f, i) => f.id !== roster[i])) return undefined;
  return figures.map(actorOf);
}

/**
 * A figure as a trace entry names it.
 */
export function actorOf(figure: Figure): ActorRef {
  return { id: figure.id, name: figure.name };
}

/**
 * One note per reason a shooter of the volley does not fire (its code, rule and words, naming the shooter); a
 * shooter without a weapon says NO_WEAPON (RUG-SHOOT-1, VIV-SHOOT-1).
 */
export function refusalNotes(shots: readonly ShotInput[], plans: readonly PlannedShot[]): NoteEntry[] {
  const notes: NoteEntry[] = [];
  plans.forEach((plan, i) => {
    const shot = shots[i];
    if (plan.fires || shot === undefined) return;
    const actor = actorOf(shot.figure);
    for (const r of plan.reasons) notes.push({ type: "note", rule: r.rule, code: r.code, actor, text: `${shot.figure.name} does not fire: ${r.message}` });
  });
  return notes;
}

/**
 * The most hits a volley can score: every die of every shooter that fires.
 */
export function maxHitsOf(plans: readonly PlannedShot[]): number {
  return plans.reduce((n, p) => n + (p.fires ? p.dice : 0), 0);
}

/**
 * The kind of each hit of a tally with shot kinds, in hit order: a player's hits first (the ones it may pick
 * for, VIV-AMB-21), each by kind.
 */
export function hitKindsOf(t: Tally): number[] {
  const out: number[] = [];
  const by = t.byKind ?? [];
  for (const player of [1, 0]) for (let k = 0; 2 * k + player < by.length; k++) for (let n = 0; n < (by[2 * k + player] ?? 0); n++) out.push(k);
  return out;
}

/**
 * Shot kinds for what a hit carries to its allocation: its hit number when its hits on the armoured figures of
 * a mixed unit are checked (VIV-AMB-45), and its shooter's own target (VIV-SHOOT-5: each PC picks its own).
 * `kindOf[shot]` is each shot's kind, `checkedN[kind]` its checked hit number (null: not checked) and
 * `targetOf[kind]` the roster index its shooter names (-1: none). Absent when no shot needs either.
 */
export function shotKinds(
  shots: readonly ShotInput[],
  plans: readonly PlannedShot[],
  roster: readonly string[],
): { kindOf: number[]; checkedN: (number | null)[]; targetOf: number[] } | undefined {
  if (!shots.some((s, i) => (s.armourChecked === true || s.targetId !== undefined) && plans[i]?.fires === true)) return undefined;
  const keys: string[] = [];
  const checkedN: (number | null)[] = [];
  const targetOf: number[] = [];
  const kindOf = plans.map((p, i) => {
    const checked = shots[i]?.armourChecked === true;
    const target = roster.indexOf(shots[i]?.targetId ?? "");
    const key = `${String(p.n)}|${String(checked)}|${String(target)}`;
    let k = keys.indexOf(key);
    if (k < 0) {
      k = keys.length;
      keys.push(key);
      checkedN.push(checked ? p.n : null);
      targetOf.push(target);
    }
    return k;
  });
  return { kindOf, checkedN, targetOf };
}

/**
 * The roster index of every hit of a tally with shot kinds (see {@link shotKinds}): each hit with its own
 * shooter's target when one names it.
 */
export function kindAllocation(
  roster: readonly string[],
  t: Tally,
  kinds: readonly number[],
  targetOf: readonly number[],
  spec: AllocationSpec,
  dice: HitTargets | undefined,
): Chance<readonly number[]> {
  if (!targetOf.some((r) => r >= 0)) return allocationIndices(roster, t.hits, t.pickHits, spec, dice);
  return allocationIndicesTo(
    roster,
    kinds.map((k) => targetOf[k] ?? -1),
    t.pickHits,
    spec,
    dice,
  );
}

/**
 * A whole volley: the tally, then the allocation of its hits over the target roster (and, on a mixed unit with
 * armoured figures, whether each hit on an armoured figure counts: VIV-AMB-45).
 */
export function volleyChance(
  table: ShootingTable,
  shots: readonly ShotInput[],
  plans: readonly PlannedShot[],
  roster: readonly string[],
  spec: AllocationSpec,
  figures: readonly Figure[] = [],
  follow?: FollowingVolley,
): Chance<VolleyOutcome> {
  if (follow === undefined) return volleyRest(table, shots, plans, roster, spec, figures);
  // VIV-MG-3: the machine guns' following fire after the rest of the volley, its hits added to the allocation
  return volleyRest(table, follow.shots, follow.plans, roster, spec, figures).chain((o) =>
    follow.fire.map((f): VolleyOutcome => {
      if (f.hits === 0 && f.dropped.length === 0) return o;
      const allocation = emptyAllocation();
      const extra = new Array<number>(roster.length).fill(0);
      for (const r of f.taken) extra[r] = (extra[r] ?? 0) + 1;
      roster.forEach((id, r) => {
        const n = (o.allocation[id] ?? 0) + (extra[r] ?? 0);
        if (n > 0) allocation[id] = n;
      });
      return { hits: o.hits + f.hits, dropped: f.dropped.length === 0 ? o.dropped : [...o.dropped, ...f.dropped], allocation };
    }),
  );
}

/** The volley without following fire: the tally, then the allocation (see {@link volleyChance}). */
function volleyRest(
  table: ShootingTable,
  shots: readonly ShotInput[],
  plans: readonly PlannedShot[],
  roster: readonly string[],
  spec: AllocationSpec,
  figures: readonly Figure[],
): Chance<VolleyOutcome> {
  // the allocation dice are built once per volley, not once per resolution
  const dice = spec.mode === "random" && roster.length > 0 ? allocationDice(roster, maxHitsOf(plans), spec, namesOf(roster, figures)) : undefined;
  const kinds = shotKinds(shots, plans, roster);
  if (kinds !== undefined) {
    const checks = kinds.checkedN.some((n) => n !== null) ? armourChecks(table, figures, kinds.checkedN) : undefined;
    return volleyTally(table, shots, plans, (i) => kinds.kindOf[i] ?? 0).chain((t) => {
      const hitKinds = hitKindsOf(t);
      return kindAllocation(roster, t, hitKinds, kinds.targetOf, spec, dice).chain((taken) => {
        if (checks === undefined) return constant<VolleyOutcome>({ hits: t.hits, dropped: t.dropped, allocation: allocationOf(roster, taken) });
        return checks(taken, hitKinds).map((kept) => {
          const counted = taken.filter((_, k) => kept[k] === true);
          return { hits: counted.length, dropped: t.dropped, allocation: allocationOf(roster, counted) };
        });
      });
    });
  }
  return volleyTally(table, shots, plans).chain((t) =>
    allocate(roster, t.hits, t.pickHits, spec, dice).map((allocation) => ({ hits: t.hits, dropped: t.dropped, allocation })),
  );
}
