// Who may shoot this turn and why not (RUG-SHOOT-1, RUG-MUSKET-1, RUG-MG-2/3, VIV-SHOOT-1, VIV-MUSKET-1, VIV-MG-1).
import type { ShooterMotion } from "./hit-number.js";
import { RulesError } from "../core/errors.js";
import { cannotShootFrenzied } from "./gadget-states.js";
import { bandOf } from "./range.js";
import type { Figure, Weapon } from "./schemas.js";
import type { ShotContext } from "./shot-context.js";
import type { ShootingOptions, ShootingTable } from "./shooting-table.js";
import { firstEffect } from "./traits.js";

/**
 * Why a figure may not fire.
 *
 * @example
 * ```ts
 * let value: FireRefusalCode | undefined; // see the functions that return or take it
 * ```
 */
export type FireRefusalCode =
  | "OUT_OF_ACTION"
  | "WOUNDED"
  | "UNCONSCIOUS"
  | "ROUTING"
  | "DISRUPTED"
  | "STUNNED"
  | "FLYING"
  | "FRENZIED"
  | "DROPPED_WEAPON"
  | "NO_LINE_OF_SIGHT"
  | "OUT_OF_RANGE"
  | "MARCHING"
  | "RUNNING"
  | "CHARGING"
  | "MUSKET_NOT_LOADED"
  | "MAXIM_NOT_SET_UP"
  | "LEWIS_RELOADING"
  | "LEWIS_MUST_RELOAD"
  | "LEWIS_MOVED"
  | "NO_CREW"
  | "CREWING"
  | "BLIND_SIDE"
  | "NO_WEAPON";

/**
 * One reason a figure may not fire, with the rule that forbids it.
 *
 * @example
 * ```ts
 * const why: FireRefusal = { code: "MARCHING", rule: "RUG-MOVE-1", message: "marching figures may not shoot" };
 * ```
 */
export interface FireRefusal {
  /** A stable code. */
  readonly code: FireRefusalCode;
  /** The rule id. */
  readonly rule: string;
  /** In words. */
  readonly message: string;
}

/**
 * Whether a figure may fire: `ok`, or every reason it may not.
 *
 * @example
 * ```ts
 * const verdict: FireVerdict = { ok: false, reasons: [{ code: "OUT_OF_RANGE", rule: "RUG-RANGE-2", message: "16\" is beyond the pistol's range" }] };
 * ```
 */
export interface FireVerdict {
  /** True when nothing forbids the shot. */
  readonly ok: boolean;
  /** Every reason the figure may not fire (empty when `ok`). */
  readonly reasons: readonly FireRefusal[];
}

/**
 * Whether a bearing is outside the figure's field of view (RUG-TRAIT-N1, VIV-TRAIT-N1, RUG-AMB-20): the rule
 * that hides it, or undefined when the figure sees it. The one place for both shooting and spotting.
 */
export function blindSide(fn: string, figure: Figure, bearing: number, options: Pick<ShootingOptions, "defaultFieldOfViewDeg">): string | undefined {
  const eye = firstEffect(figure, "blindEye");
  if (eye !== undefined) {
    if (eye.trait.side === undefined) {
      const i = (figure.traits ?? []).indexOf(eye.trait);
      throw new RulesError({
        code: "INVALID_INPUT",
        fn,
        path: `figure.traits[${String(i)}].side`,
        value: undefined,
        message: `${eye.trait.name} needs its blind side ("left" or "right") (${eye.trait.id})`,
      });
    }
    // ruling RUG-AMB-20: visible = straight ahead to arcDeg toward the good eye (clockwise is right)
    const toGoodSide = eye.trait.side === "right" ? -bearing : bearing;
    return toGoodSide >= 0 && toGoodSide <= eye.effect.arcDeg ? undefined : eye.trait.id;
  }
  return Math.abs(bearing) <= options.defaultFieldOfViewDeg / 2 ? undefined : "RUG-AMB-20";
}

/**
 * Every reason `figure` may not fire `weapon` in this situation: a new list, empty when the shot is allowed.
 *
 * @example
 * ```ts
 * fireRefusals(table, options, figure, weapon, { distance: 8, shooterMoved: false, cover: "none" }, { moved: false, source: "context" }); // []
 * ```
 */
export function fireRefusals(
  table: ShootingTable,
  options: ShootingOptions,
  figure: Figure,
  weapon: Weapon | undefined,
  ctx: ShotContext,
  motion: ShooterMotion,
): FireRefusal[] {
  return fireRefusalsIfAny(table, options, figure, weapon, ctx, motion) ?? [];
}

/** A figure's status when it has none: nothing to read (shared, frozen, so that no check makes one). */
const NO_STATUS: NonNullable<Figure["status"]> = Object.freeze({});

/**
 * One refusal added to a list made when the first is found (issue 14: an allowed shot, most of those a game checks,
 * makes no list, and no closure is made per check).
 */
function refuse(out: FireRefusal[] | undefined, code: FireRefusalCode, rule: string, message: string): FireRefusal[] {
  const list = out ?? [];
  list.push({ code, rule, message });
  return list;
}

/**
 * {@link fireRefusals} without the empty list: every reason `figure` may not fire `weapon`, or undefined when
 * nothing forbids the shot. The rules are here, once; a game's shot check, which asks this for every figure and
 * target and mostly finds nothing, reads this form (issue 14), the public ones the list. The texts are written
 * only for the reasons found.
 *
 * @example
 * ```ts
 * fireRefusalsIfAny(table, options, figure, undefined, ctx, motion)?.[0]?.code; // "NO_WEAPON"
 * ```
 * @internal
 */
export function fireRefusalsIfAny(
  table: ShootingTable,
  options: ShootingOptions,
  figure: Figure,
  weapon: Weapon | undefined,
  ctx: ShotContext,
  motion: ShooterMotion,
): FireRefusal[] | undefined {
  const r = table.rules;
  let out: FireRefusal[] | undefined;
  const s = figure.status ?? NO_STATUS;
  if (s.removed === true || s.wound === "killed") out = refuse(out, "OUT_OF_ACTION", r.who, "the figure is out of action");
  if (s.wound === "wounded") out = refuse(out, "WOUNDED", "VIV-WOUND-4", "a wounded figure may not shoot");
  if (s.wound === "unconscious") out = refuse(out, "UNCONSCIOUS", r.who, "an unconscious figure may not shoot");
  if (s.routing === true) out = refuse(out, "ROUTING", "VIV-MOR-6", "a routing figure makes no ranged attacks");
  if (s.disrupted === true) out = refuse(out, "DISRUPTED", "VIV-MOR-12", "a disrupted figure makes no ranged attacks");
  if (s.stunned === true) out = refuse(out, "STUNNED", r.who, "a stunned figure may not shoot this turn");
  if (s.flying === true) out = refuse(out, "FLYING", r.ancientTraining, "a flying figure may only fight hand-to-hand");
  if (cannotShootFrenzied(figure)) out = refuse(out, "FRENZIED", "VIV-AMB-47", "a frenzied figure fights only hand-to-hand");
  if (s.droppedWeapon === true) out = refuse(out, "DROPPED_WEAPON", r.clumsy, "the weapon was dropped this turn");
  // ruling RUG-AMB-36: a figure serving as a machine gun's crew fires nothing else that turn (RUG-MG-1, VIV-MG-1)
  if (s.crewOf !== undefined && s.crewOf !== figure.id) out = refuse(out, "CREWING", "RUG-AMB-36", `the figure serves ${s.crewOf}'s machine gun this turn`);
  if (weapon === undefined) {
    return refuse(out, "NO_WEAPON", r.who, "the figure has no ranged weapon");
  }
  if (ctx.lineOfSight === false) out = refuse(out, "NO_LINE_OF_SIGHT", r.who, "no line of sight to the target");
  if (bandOf(weapon, ctx.distance) === "out") out = refuse(out, "OUT_OF_RANGE", r.range, `${String(ctx.distance)}" is beyond the ${weapon.name}'s range`);
  if (motion.mode === "march") out = refuse(out, "MARCHING", "RUG-MOVE-1", "marching figures may not shoot");
  if (motion.mode === "run") out = refuse(out, "RUNNING", "RUG-MOVE-1", "running figures may not shoot");
  if (motion.mode === "charge") out = refuse(out, "CHARGING", "RUG-MOVE-1", "charging figures may not fire");
  const shootingMode = motion.mode !== "march" && motion.mode !== "run" && motion.mode !== "charge";
  if (weapon.class === "musket" && shootingMode) {
    const steady = table.combatMoveEarnsBonus ? motion.mode === "stationary" || motion.mode === "combat" : !motion.moved;
    // ruling VIV-AMB-15: the musket restriction covers the jezzail too (one weapon class)
    const loadedEarlier = table.musketLoadedException && weapon.loaded === true;
    if (!steady && !loadedEarlier)
      out = refuse(
        out,
        "MUSKET_NOT_LOADED",
        r.musket,
        table.musketLoadedException
          ? "a musket fires only after a stationary or Combat turn, unless loaded earlier"
          : "a musket fires only if the shooter stayed stationary",
      );
  }
  // ruling RUG-AMB-15 / VIV-AMB-17 / RUG-AMB-33: the turn its crew moves it (turnsSinceMoved 0) and the
  // maximSetupTurns whole turns after, the Maxim may not fire: moved in turn t, it fires from t + 1 + maximSetupTurns
  const sinceMoved = motion.moved ? 0 : weapon.turnsSinceMoved;
  if (weapon.mgType === "maxim" && sinceMoved !== undefined && sinceMoved <= options.maximSetupTurns) {
    out = refuse(
      out,
      "MAXIM_NOT_SET_UP",
      r.maximRuling,
      sinceMoved === 0
        ? "a Maxim may not fire in the turn its crew moves it"
        : `a Maxim needs ${String(options.maximSetupTurns)} full turn(s) after moving to set up`,
    );
  }
  if (weapon.mgType === "lewis") {
    if (weapon.reloading === true) out = refuse(out, "LEWIS_RELOADING", r.lewis, "the Lewis gun is reloading this turn");
    // ruling RUG-AMB-16: the reload is compulsory once three firing turns have been counted
    else if ((weapon.turnsFiredSinceReload ?? 0) >= 3)
      out = refuse(out, "LEWIS_MUST_RELOAD", "RUG-AMB-16", "the Lewis gun has fired three turns and must reload");
    if (table.lewisMoveNeedsCombat && motion.moved && motion.mode !== "combat" && shootingMode)
      out = refuse(out, "LEWIS_MOVED", r.lewis, "a loaded Lewis fires after a move only if the crew used a Combat move");
  }
  if ((weapon.mgType !== undefined || weapon.class === "mg") && weapon.crew === 0) out = refuse(out, "NO_CREW", r.mg, "the machine gun has no crew");
  if (ctx.bearingDeg !== undefined) {
    const rule = blindSide(`${table.system}.canFire`, figure, ctx.bearingDeg, options);
    if (rule !== undefined) out = refuse(out, "BLIND_SIDE", rule === "RUG-AMB-20" ? rule : r.blindEye, "the target is on the figure's blind side");
  }
  return out;
}

/**
 * Whether a figure can spot (see) a target at a bearing: Blind Eye hides its blind side from spotting as from
 * shooting (RUG-TRAIT-N1, VIV-TRAIT-N1, RUG-AMB-20).
 */
export function spotRefusals(
  fn: string,
  figure: Figure,
  bearing: number,
  options: Pick<ShootingOptions, "defaultFieldOfViewDeg">,
  blindEyeRule: string,
): FireVerdict {
  const rule = blindSide(fn, figure, bearing, options);
  if (rule === undefined) return { ok: true, reasons: [] };
  return {
    ok: false,
    reasons: [{ code: "BLIND_SIDE", rule: rule === "RUG-AMB-20" ? rule : blindEyeRule, message: "the target is on the figure's blind side" }],
  };
}
