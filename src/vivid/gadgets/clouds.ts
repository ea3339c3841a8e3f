// Clouds: the smoke bomb (VIV-GAD-4), acid vapour (VIV-GAD-15, poison gas's wound side reused), the madness
// mist (VIV-GAD-16) and the underwater breather that may negate a gas (VIV-GAD-10).

import * as z from "zod/mini";
import { type Chance, constant, die } from "../../core/chance.js";
import { checkInt, RulesError } from "../../core/errors.js";
import { strictObject } from "../../core/schema-kit.js";
import { checkReadable, parseOrThrow } from "../../core/validate.js";
import { type Figure, FigureSchema } from "../../family/schemas.js";
import { type GasExposure, gasExposure } from "../gas.js";
import type { VividOptionsInput } from "../options.js";
import { VIVID_GADGETS } from "./catalogue.js";
import { gadgetOfKind, isDown, spendGadget } from "./counters.js";
import type { Gadget } from "./schema.js";

/**
 * A smoke cloud on the table.
 *
 * @example
 * ```ts
 * const c: SmokeCloud = { x: 10, y: 5, radiusInches: 5, durationTurns: 2 };
 * ```
 */
export interface SmokeCloud {
  /** Centre, inches across the table. */
  readonly x: number;
  /** Centre, inches along the table. */
  readonly y: number;
  /** Radius, inches (5). */
  readonly radiusInches: number;
  /** Turns it lasts (2, or the GM's fewer in a strong wind). */
  readonly durationTurns: number;
}

/** A smoke cloud as input: the fields of {@link SmokeCloud}, strict. */
const finiteNumber = z.number().check(z.refine(Number.isFinite, { error: "expected a finite number" }));
const SmokeCloudSchema = strictObject({
  /** Centre, inches across the table. */
  x: finiteNumber,
  /** Centre, inches along the table. */
  y: finiteNumber,
  /** Radius, inches. */
  radiusInches: z.number().check(z.gte(0), z.lte(1_000)),
  /** Turns it lasts. */
  durationTurns: z.number().check(z.int(), z.gte(0), z.lte(100_000)),
});

/**
 * The GM's wind for a smoke bomb (VIV-GM-8): always given.
 *
 * @example
 * ```ts
 * const calm: SmokeWind = { strongWind: false };
 * const gale: SmokeWind = { strongWind: true, gmDurationTurns: 1 };
 * ```
 */
export interface SmokeWind {
  /** A strong wind blows. */
  readonly strongWind: boolean;
  /** In a strong wind, the turns the GM lets the smoke last (fewer than the bomb's 2). */
  readonly gmDurationTurns?: number | undefined;
}

/**
 * A smoke bomb goes off (VIV-GAD-4): a harmless 5" cloud that lasts 2 turns, fewer in a strong wind (the
 * GM says how many).
 *
 * @param at - the point of the burst, `{ x, y }` in inches
 * @param wind - the GM's wind
 * @param bomb - the bomb (default the catalogue's)
 * @returns the cloud
 * @example
 * ```ts
 * smokeCloud({ x: 0, y: 0 }, { strongWind: false }); // { x: 0, y: 0, radiusInches: 5, durationTurns: 2 }
 * ```
 */
export function smokeCloud(at: { readonly x: number; readonly y: number }, wind: SmokeWind, bomb: Gadget | null = VIVID_GADGETS.smokeBomb): SmokeCloud {
  // docs/reliability.md: null for an optional argument means absent
  bomb ??= VIVID_GADGETS.smokeBomb;
  const fn = "vivid.smokeCloud";
  checkReadable(fn, "at", at);
  checkReadable(fn, "wind", wind);
  const { effect } = gadgetOfKind(fn, bomb, "smoke");
  const x = finite(fn, "at.x", (at as { x?: unknown } | undefined)?.x);
  const y = finite(fn, "at.y", at.y);
  let duration = effect.durationTurns;
  if ((wind as SmokeWind | undefined)?.strongWind === true) duration = checkInt(fn, "wind.gmDurationTurns", wind.gmDurationTurns, 0, effect.durationTurns);
  return { x, y, radiusInches: effect.radiusInches, durationTurns: duration };
}

function finite(fn: string, path: string, v: unknown): number {
  if (typeof v !== "number" || !Number.isFinite(v)) throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value: v, message: "expected a finite number" });
  return v;
}

/**
 * Whether a smoke cloud blocks the line of sight between two points (VIV-GAD-4: "blocks all lines of
 * sight through it"): the segment passes within the radius, and the cloud still lasts.
 *
 * @param cloud - the cloud
 * @param from - the viewer, inches
 * @param to - the target, inches
 * @param turnsSinceBurst - whole turns since it went off (0 in the turn of the burst)
 * @returns true when the sight line is blocked
 * @example
 * ```ts
 * smokeBlocks(smokeCloud({ x: 0, y: 0 }, { strongWind: false }), { x: -10, y: 0 }, { x: 10, y: 0 }, 0); // true
 * ```
 */
export function smokeBlocks(
  cloud: SmokeCloud,
  from: { readonly x: number; readonly y: number },
  to: { readonly x: number; readonly y: number },
  turnsSinceBurst: number,
): boolean {
  const fn = "vivid.smokeBlocks";
  parseOrThrow(fn, SmokeCloudSchema, cloud, "cloud");
  checkInt(fn, "turnsSinceBurst", turnsSinceBurst, 0, 100_000);
  if (turnsSinceBurst >= cloud.durationTurns) return false;
  const [ax, ay, bx, by] = [
    finite(fn, "from.x", (from as { x?: unknown } | null | undefined)?.x),
    finite(fn, "from.y", from.y),
    finite(fn, "to.x", (to as { x?: unknown } | null | undefined)?.x),
    finite(fn, "to.y", to.y),
  ];
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((cloud.x - ax) * dx + (cloud.y - ay) * dy) / len2));
  const px = ax + t * dx - cloud.x;
  const py = ay + t * dy - cloud.y;
  return px * px + py * py <= cloud.radiusInches * cloud.radiusInches;
}

/**
 * What a turn in acid vapour did: poison gas's result, and whether the victim was dissolved.
 *
 * @example
 * ```ts
 * const r: AcidVapourExposure = { heldBreath: false, figure, dissolved: true };
 * ```
 */
export interface AcidVapourExposure extends GasExposure {
  /** Killed by the vapour: dissolved, leaving only a contorted skeleton. */
  readonly dissolved: boolean;
}

/**
 * A figure caught in acid vapour for one turn (VIV-GAD-15): resolved exactly as poison gas
 * ({@link gasExposure}: hold breath on a D10 of 7 or more, else the wound table at +3 / +2 / +1 with
 * Wounded counting as Killed), and a killed victim is dissolved.
 *
 * @param figure - the figure in the vapour
 * @param gasTurn - the vapour's turn, 1 to 3
 * @param settings - options and the game turn
 * @returns a chance of `{ heldBreath, wound, figure, dissolved }`
 * @example
 * ```ts
 * resolve(acidVapour(thug, 1), scriptedDice(["d10:4", "d6:1"])).value.dissolved; // true
 * ```
 */
export function acidVapour(
  figure: Figure,
  gasTurn: number,
  settings: { readonly options?: VividOptionsInput; readonly turn?: number } | null = {},
): Chance<AcidVapourExposure> {
  // docs/reliability.md: null for an optional argument means absent
  settings ??= {};
  return gasExposure(figure, gasTurn, settings)
    .map((r): AcidVapourExposure => ({ ...r, dissolved: r.figure.status?.wound === "killed" }))
    .traced([], (r) => (r.dissolved ? [{ type: "note", rule: "VIV-GAD-15", text: "dissolved by the acid vapour" }] : []));
}

/**
 * What a turn in madness mist did.
 *
 * @example
 * ```ts
 * const r: MadnessResult = { heldBreath: false, frenzied: true, figure };
 * ```
 */
export interface MadnessResult {
  /** It held its breath (D10 of 7 or more, as poison gas). */
  readonly heldBreath: boolean;
  /** It went mad: for 2 turns it charges and attacks the nearest friend or foe (the GM's pick, VIV-GM-8) in hand-to-hand only, and takes no morale tests; then it recovers for a turn. */
  readonly frenzied: boolean;
  /** The figure afterwards (`frenzyTurnsLeft`, then `inactiveTurnsLeft` for the recovery turn). */
  readonly figure: Figure;
}

/**
 * A figure caught in madness mist (VIV-GAD-16): the hold-breath roll of poison gas (a D10 of 7 or more, P
 * 2/5); a failure drives it into a frenzy for 2 turns (this one and the next), and on the third it must
 * recover for a turn (it acts as inactive). A figure already killed or unconscious rolls nothing. Count the turns down with {@link gadgetTurnStart}.
 *
 * @param figure - the figure in the mist
 * @param mist - the mist (default the catalogue's)
 * @returns a chance of `{ heldBreath, frenzied, figure }`
 * @example
 * ```ts
 * resolve(madnessMist(thug), scriptedDice(["d10:2"])).value.figure.status?.frenzyTurnsLeft; // 2
 * ```
 */
export function madnessMist(figure: Figure, mist: Gadget | null = VIVID_GADGETS.madnessMist): Chance<MadnessResult> {
  // docs/reliability.md: null for an optional argument means absent
  mist ??= VIVID_GADGETS.madnessMist;
  const fn = "vivid.madnessMist";
  const f = parseOrThrow(fn, FigureSchema, figure, "figure");
  const { effect } = gadgetOfKind(fn, mist, "madnessMist");
  if (isDown(f)) return constant<MadnessResult>({ heldBreath: false, frenzied: false, figure: f });
  const mad: Figure = { ...f, status: { ...f.status, frenzyTurnsLeft: effect.frenzyTurns, inactiveTurnsLeft: effect.recoverTurns } };
  return die("d10", { purpose: `${f.name}: hold breath (${String(effect.holdBreathOnOrAbove)} or more)`, rule: "VIV-GAD-16" })
    .map((face) => face >= effect.holdBreathOnOrAbove)
    .map((held): MadnessResult => (held ? { heldBreath: true, frenzied: false, figure: f } : { heldBreath: false, frenzied: true, figure: mad }))
    .traced([], (r) =>
      r.frenzied
        ? [{ type: "note", rule: "VIV-GAD-16", text: `frenzy for ${String(effect.frenzyTurns)} turns: attacks the nearest figure, no morale tests` }]
        : [],
    );
}

/**
 * What a turn on the underwater breather gave.
 *
 * @example
 * ```ts
 * const r: BreatherTurn = { breathing: true, negatesGas: true, breather };
 * ```
 */
export interface BreatherTurn {
  /** It had air for this turn. */
  readonly breathing: boolean;
  /** It protects from the gas around it this turn (air left, and the GM says this gas is one it negates). */
  readonly negatesGas: boolean;
  /** The breather afterwards, one turn of air fewer. */
  readonly breather: Gadget;
}

/**
 * One turn breathing from an underwater breather (VIV-GAD-10): a full tank holds 4 turns of air (larger
 * tanks: the GM's `airTurns`); it negates "certain" poison gases, which ones the GM says (VIV-GM-8).
 *
 * @param breather - the carried breather, with `airTurns` left
 * @param gmNegatesThisGas - the GM rules that the breather protects from the gas present (false under water)
 * @returns `{ breathing, negatesGas, breather }`
 * @example
 * ```ts
 * breathe(VIVID_GADGETS.underwaterBreather, true).breather.airTurns; // 3
 * ```
 */
export function breathe(breather: Gadget, gmNegatesThisGas: boolean): BreatherTurn {
  const fn = "vivid.breathe";
  const { gadget, effect } = gadgetOfKind(fn, breather, "airSupply");
  if (typeof gmNegatesThisGas !== "boolean")
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "gmNegatesThisGas", value: gmNegatesThisGas, message: "expected a boolean" });
  const tracked = gadget.airTurns === undefined ? { ...gadget, airTurns: effect.turns } : gadget;
  const spent = spendGadget(tracked, "airTurns");
  if (!spent.ok) return { breathing: false, negatesGas: false, breather: tracked };
  return { breathing: true, negatesGas: gmNegatesThisGas, breather: spent.gadget };
}

/**
 * A gas exposure when the figure may be breathing from a breather: protected turns need no roll.
 *
 * @param protectedThisTurn - the figure breathes from a breather that negates this gas ({@link breathe})
 * @param exposure - the gas's chance for the figure (e.g. {@link gasExposure})
 * @param figure - the figure, returned untouched when protected
 * @returns the exposure, or `{ heldBreath: true, figure }` with no dice when protected
 * @example
 * ```ts
 * resolve(shielded(true, gasExposure(frogman, 1), frogman), scriptedDice([])).value.heldBreath; // true
 * ```
 */
export function shielded(protectedThisTurn: boolean, exposure: Chance<GasExposure>, figure: Figure): Chance<GasExposure> {
  if (!protectedThisTurn) return exposure;
  const f = parseOrThrow("vivid.shielded", FigureSchema, figure, "figure");
  return constant<GasExposure>({ heldBreath: true, figure: f }).traced([{ type: "note", rule: "VIV-GAD-10", text: "breathes from the underwater breather" }]);
}
