// The shooting hit number of the rugged family (RUG-SHOOT-3/4, VIV-SHOOT-2/3, MUSKET-1): base, every
// modifier traced to its rule id, rugged's unspotted halving, the minimum-hit ruling.
import type { ModifierEntry, NoteEntry } from "../core/trace.js";
import { bandOf, type RangeBand } from "./range.js";
import type { Figure, MovementMode, Weapon } from "./schemas.js";
import type { ShotContext } from "./shot-context.js";
import type { ShootingOptions, ShootingTable } from "./shooting-table.js";
import { designates, effectsOf } from "./traits.js";

/**
 * What the shooter did this turn, resolved from the context, its status and its unit.
 *
 * @example
 * ```ts
 * let value: ShooterMotion | undefined; // see the functions that return or take it
 * ```
 */
export interface ShooterMotion {
  /** Rugged: the declared mode. */
  readonly mode?: MovementMode | undefined;
  /** It moved this turn. */
  readonly moved: boolean;
  /** Where the movement came from, for the trace: the context, the figure's status, its unit, or the default. */
  readonly source?: "context" | "figure status" | "unit" | "default" | undefined;
}

/**
 * A computed hit number with its band and trace.
 *
 * @example
 * ```ts
 * let value: HitNumber | undefined; // see the functions that return or take it
 * ```
 */
export interface HitNumber {
  /** The final hit number: a D10 at or under it hits. */
  readonly n: number;
  /** The base hit number before modifiers. */
  readonly base: number;
  /** The range band (`out`: no shot). */
  readonly band: RangeBand;
  /** Each step: base, modifiers with rule ids, halving, floor. */
  readonly trace: readonly (ModifierEntry | NoteEntry)[];
}

/**
 * The base hit number: the weapon's, or Sure Shot's with its designated weapon (RUG-TRAIT-P3, VIV-TRAIT-P3).
 */
export function baseHit(table: ShootingTable, shooter: Figure, weapon: Weapon): { base: number; note: NoteEntry } {
  const sure = effectsOf(shooter, "sureShot").find((f) => designates(f.trait, weapon));
  if (sure !== undefined)
    return {
      base: sure.effect.baseHit,
      note: { type: "note", rule: table.rules.sureShot, text: `${sure.trait.name}: base hit ${String(sure.effect.baseHit)} with ${weapon.name}` },
    };
  return { base: weapon.baseHit, note: { type: "note", rule: table.rules.base, text: `base hit ${String(weapon.baseHit)} (${weapon.name})` } };
}

/** Whether this shooter earns the stationary bonus. */
function stationaryBonus(table: ShootingTable, weapon: Weapon, motion: ShooterMotion): boolean {
  if (weapon.class === "musket" && !table.musketStationaryBonus) return false;
  if (table.combatMoveEarnsBonus) return motion.mode === "stationary" || motion.mode === "combat";
  return !motion.moved;
}

function round(value: number, how: "up" | "down"): number {
  const r = how === "up" ? Math.ceil(value) : Math.floor(value);
  return r === 0 ? 0 : r;
}

/**
 * The hit number of one shooter with one weapon against one target: base (Sure Shot), then each modifier
 * of the system's table with its rule id, then (rugged) the unspotted halving by RUG-AMB-7, then the
 * minimum-hit ruling (RUG-AMB-10, VIV-AMB-20).
 */
export function computeHitNumber(
  table: ShootingTable,
  options: ShootingOptions,
  shooter: Figure,
  weapon: Weapon,
  ctx: ShotContext,
  motion: ShooterMotion,
): HitNumber {
  const { base, note } = baseHit(table, shooter, weapon);
  const band = bandOf(weapon, ctx.distance);
  const trace: (ModifierEntry | NoteEntry)[] = [note];
  if (motion.source !== undefined) {
    const what = motion.mode ?? (motion.moved ? "moved" : "stationary");
    const where = motion.source === "default" ? "not given, so stationary by default (VIV-AMB-14)" : `from the ${motion.source}`;
    trace.push({ type: "note", rule: table.rules.modifiers, text: `shooter's movement: ${what}, ${where}` });
  }
  const mods: ModifierEntry[] = [];
  const add = (label: string, value: number, rule = table.rules.modifiers): void => {
    mods.push({ type: "modifier", rule, label, value });
  };
  if (band === "short") add("target within short range", table.band.short);
  if (band === "long" && table.band.long !== 0) add("target at long range", table.band.long);
  if (stationaryBonus(table, weapon, motion)) add(motion.mode === "combat" ? "shooter used a Combat move" : "shooter stationary", table.stationaryBonus);
  else if (weapon.class === "musket" && !table.musketStationaryBonus && !motion.moved)
    trace.push({ type: "note", rule: table.rules.musket, text: "musket: no stationary bonus" });
  if (table.targetChargingOrRouting !== null && (ctx.targetChargingShooter === true || ctx.targetRouting === true)) {
    add(ctx.targetRouting === true ? "target routing" : "target charging the shooter", table.targetChargingOrRouting);
  }
  if (table.targetCombatMove !== null && ctx.targetMode === "combat") add("target using a Combat move", table.targetCombatMove);
  // ruling RUG-AMB-28: a flying figure has no cover and no extra modifier
  const cover = ctx.targetFlying === true ? "none" : (ctx.cover ?? "none");
  if (ctx.targetFlying === true && (ctx.cover ?? "none") !== "none") trace.push({ type: "note", rule: "RUG-AMB-28", text: "target flying: no cover" });
  if (cover !== "none") add(`target in ${cover} cover`, table.cover[cover]);
  if (table.armouredTarget !== null && ctx.targetArmoured === true) add("target is an Impervious Suit or War Pants", table.armouredTarget);
  const gm = ctx.gmModifier ?? 0;
  const halves = table.unspottedHalves && ctx.targetSpotted === false;
  // ruling RUG-AMB-30: the GM's modifier is the GM's last word on the roll, added after the unspotted halving
  // ('afterHalving', default); 'beforeHalving' halves it with the rest
  const gmAfter = halves && options.gmModifierOrder === "afterHalving";
  const gmEntry: ModifierEntry = { type: "modifier", rule: table.unspottedHalves ? "RUG-AMB-30" : table.rules.modifiers, label: "GM modifier", value: gm };
  if (gm !== 0 && !gmAfter) mods.push(gmEntry);
  const sum = mods.reduce((acc, m) => acc + m.value, 0);
  let n = base + sum;
  trace.push(...mods);
  if (halves) {
    // ruling RUG-AMB-7: halve after the additive modifiers ('last', default) or the base first; round up by default
    n = options.unspottedOrder === "last" ? round((base + sum) / 2, options.unspottedRounding) : round(base / 2, options.unspottedRounding) + sum;
    trace.push({
      type: "note",
      rule: "RUG-AMB-7",
      text: `target not spotted: hit number halved (${options.unspottedOrder}, rounded ${options.unspottedRounding}) to ${String(n)}`,
    });
    if (gm !== 0 && gmAfter) {
      n += gm;
      trace.push(gmEntry);
    }
  }
  if (options.shootingMinHit > 0 && n < options.shootingMinHit) {
    // ruling RUG-AMB-10 / VIV-AMB-20: the final number is floored only when the option asks (default: no floor)
    n = options.shootingMinHit;
    trace.push({ type: "note", rule: table.rules.minHitRuling, text: `hit number raised to the minimum ${String(n)}` });
  }
  trace.push({ type: "note", rule: table.rules.resolve, text: `hit on ${String(n)} or less` });
  return { n, base, band, trace };
}
