// A shooting volley of the rugged family: who fires, Clumsy tests, one D10 pool per shooter at its hit
// number, then hit allocation (RUG-SHOOT-1..6, VIV-SHOOT-1..5, MG rules, RUG-TRAIT-N4, VIV-TRAIT-N4).
import { type Chance, constant, count } from "../core/chance.js";
import type { NoteEntry } from "../core/trace.js";
import { type Allocation, type AllocationSpec, allocate } from "./allocation.js";
import { type FireRefusal, fireRefusals } from "./can-fire.js";
import { computeHitNumber, type HitNumber, type ShooterMotion } from "./hit-number.js";
import type { Figure, Weapon } from "./schemas.js";
import type { ShotContext } from "./shot-context.js";
import { diceFor } from "./shot-dice.js";
import type { ShootingOptions, ShootingTable } from "./shooting-table.js";
import { luckTest } from "./trait-checks.js";
import { firstEffect } from "./traits.js";

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
interface Tally {
  readonly hits: number;
  readonly pickHits: number;
  readonly dropped: readonly string[];
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
  /** Hits per target figure id (each hit figure rolls on the wound table). */
  readonly allocation: Allocation;
}

/**
 * Plans one shooter: refusals, dice, hit number, Clumsy.
 */
export function planShot(table: ShootingTable, options: ShootingOptions, shot: ShotInput): PlannedShot {
  const reasons = fireRefusals(table, options, shot.figure, shot.weapon, shot.ctx, shot.motion);
  const base = { figureId: shot.figure.id, weapon: shot.weapon?.name };
  if (reasons.length > 0 || shot.weapon === undefined) return { ...base, fires: false, reasons, dice: 0, n: 0, clumsyTest: false, trace: [] };
  const dice = diceFor(table, options, shot.figure, shot.weapon);
  const hit = computeHitNumber(table, options, shot.figure, shot.weapon, shot.ctx, shot.motion);
  const clumsy = firstEffect(shot.figure, "clumsy");
  const charging = shot.ctx.targetCharging ?? shot.ctx.targetChargingShooter ?? false;
  const clumsyTest = clumsy !== undefined && (clumsy.effect.shootingTrigger === "anyEnemy" || charging);
  return { ...base, fires: true, reasons, dice: dice.dice, n: hit.n, clumsyTest, trace: [...dice.trace, ...hit.trace] };
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
export function volleyTally(table: ShootingTable, shots: readonly ShotInput[], plans: readonly PlannedShot[]): Chance<Tally> {
  let chance: Chance<Tally> = constant({ hits: 0, pickHits: 0, dropped: [] });
  plans.forEach((plan, i) => {
    const shot = shots[i];
    if (!plan.fires || shot === undefined) return;
    const player = isPlayerFigure(shot.figure);
    const pool = (tally: Tally): Chance<Tally> =>
      count(plan.dice, "d10", (f) => f <= plan.n, {
        purpose: `${shot.figure.name} to hit (${String(plan.n)} or less)`,
        rule: table.rules.resolve,
        labels: ["miss", "hit"],
      })
        .map((h) => ({ ...tally, hits: tally.hits + h, pickHits: tally.pickHits + (player ? h : 0) }))
        .traced(plan.trace);
    chance = chance.chain((tally) => {
      if (!plan.clumsyTest) return pool(tally);
      return luckTest(shot.figure, shot.luck, table.rules.clumsy, `${shot.figure.name}'s Clumsy test before shooting`).chain((pass) =>
        pass ? pool(tally) : constant({ ...tally, dropped: [...tally.dropped, shot.figure.id] }),
      );
    });
  });
  return chance;
}

/**
 * A whole volley: the tally, then the allocation of its hits over the target roster.
 */
export function volleyChance(
  table: ShootingTable,
  shots: readonly ShotInput[],
  plans: readonly PlannedShot[],
  roster: readonly string[],
  spec: AllocationSpec,
): Chance<VolleyOutcome> {
  return volleyTally(table, shots, plans).chain((t) =>
    allocate(roster, t.hits, t.pickHits, spec).map((allocation) => ({ hits: t.hits, dropped: t.dropped, allocation })),
  );
}
