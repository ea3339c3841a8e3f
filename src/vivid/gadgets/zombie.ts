// Voodoo zombie dust (VIV-GAD-22, VIV-AMB-12): raising a fresh corpse, and keeping it under control.
import { type Chance, constant, die } from "../../core/chance.js";
import { RulesError } from "../../core/errors.js";
import { parseOrThrow } from "../../core/validate.js";
import { type Figure, FigureSchema } from "../../family/schemas.js";
import { VIVID_GADGETS } from "./catalogue.js";
import { checkInches, gadgetOfKind, withoutKeys } from "./counters.js";
import type { Gadget } from "./schema.js";

/**
 * What the zombie dust did.
 *
 * @example
 * ```ts
 * const r: ZombieDustResult = { reanimated: true, turns: 1, figure: zombie };
 * ```
 */
export interface ZombieDustResult {
  /** The corpse rose (D10 of 6 or more). */
  readonly reanimated: boolean;
  /** Why no roll was made: `NOT_A_CORPSE` (the figure is not killed), `UNSUITABLE_CORPSE` (the GM: not fresh or not intact). */
  readonly reason?: "NOT_A_CORPSE" | "UNSUITABLE_CORPSE" | undefined;
  /** Turns the dust takes to work (1). */
  readonly turns: number;
  /** The figure afterwards: on a success a zombie on its master's side (class Special, figure type `zombie`, "combat speed" by VIV-AMB-12, no firearms; machetes and clubs in hand-to-hand). */
  readonly figure: Figure;
}

/**
 * Voodoo zombie dust on a corpse (VIV-GAD-22, VIV-EX-10): the GM judges whether the corpse is fresh and
 * intact (VIV-GM-8); then a D10 of 6 or more reanimates it (P 1/2, roll-high), taking 1 turn. The zombie
 * moves at "combat speed" (`zombieMoveInches`, VIV-AMB-12), uses no firearms, fights in hand-to-hand, and
 * is destroyed by any Wounded or Killed result (a non-PC: vivid's wound code already counts Wounded as
 * Killed).
 *
 * @param corpse - the killed figure
 * @param master - the figure using the dust (the zombie joins its side)
 * @param gmCorpseSuitable - the GM rules the corpse fresh and intact
 * @param dust - the dust (default the catalogue's)
 * @returns a chance of `{ reanimated, turns, figure }`
 * @example
 * ```ts
 * resolve(zombieDust(deadThug, priest, true), scriptedDice(["d10:6"])).value.reanimated; // true
 * ```
 */
export function zombieDust(
  corpse: Figure,
  master: Figure,
  gmCorpseSuitable: boolean,
  dust: Gadget | null = VIVID_GADGETS.zombieDust,
): Chance<ZombieDustResult> {
  // docs/reliability.md: null for an optional argument means absent
  dust ??= VIVID_GADGETS.zombieDust;
  const fn = "vivid.zombieDust";
  const c = parseOrThrow(fn, FigureSchema, corpse, "corpse");
  const m = parseOrThrow(fn, FigureSchema, master, "master");
  const { effect } = gadgetOfKind(fn, dust, "zombieDust");
  if (typeof gmCorpseSuitable !== "boolean")
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "gmCorpseSuitable", value: gmCorpseSuitable, message: "expected a boolean" });
  if (c.status?.wound !== "killed") return constant<ZombieDustResult>({ reanimated: false, reason: "NOT_A_CORPSE", turns: 0, figure: c });
  if (!gmCorpseSuitable) return constant<ZombieDustResult>({ reanimated: false, reason: "UNSUITABLE_CORPSE", turns: 0, figure: c });
  const body = withoutKeys(c, ["side", "weapons", "traits", "luck", "status"]);
  const zombie: Figure = {
    ...body,
    name: `${c.name} (zombie)`,
    class: "Special",
    figureType: "zombie",
    role: ["zombie"],
    status: {},
    ...(m.side === undefined ? {} : { side: m.side }),
  };
  return die("d10", { purpose: `zombie dust on ${c.name} (${String(effect.successOnOrAbove)} or more)`, rule: "VIV-GAD-22" })
    .map((face) => face >= effect.successOnOrAbove)
    .map((up): ZombieDustResult => (up ? { reanimated: true, turns: effect.turns, figure: zombie } : { reanimated: false, turns: effect.turns, figure: c }));
}

/**
 * Whether a zombie obeys this turn (VIV-GAD-22): its master must keep within 12"; out of range it stops and
 * stands passively.
 *
 * @param distanceToMaster - inches between the zombie and its master
 * @param dust - the dust (default the catalogue's)
 * @returns `"controlled"` or `"passive"`
 * @example
 * ```ts
 * zombieControl(12); // "controlled"
 * zombieControl(12.5); // "passive"
 * ```
 */
export function zombieControl(distanceToMaster: number, dust: Gadget | null = VIVID_GADGETS.zombieDust): "controlled" | "passive" {
  // docs/reliability.md: null for an optional argument means absent
  dust ??= VIVID_GADGETS.zombieDust;
  const fn = "vivid.zombieControl";
  const { effect } = gadgetOfKind(fn, dust, "zombieDust");
  return checkInches(fn, "distanceToMaster", distanceToMaster) <= effect.controlRangeInches ? "controlled" : "passive";
}
