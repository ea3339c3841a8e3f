// Gadget hits that roll on the wound table: mercy bullets (VIV-GAD-5), the anesthetic thimble (VIV-GAD-7,
// VIV-AMB-30) and the Death Ray (VIV-GAD-18, with its D10 power-up). They reuse vivid's wound resolution
// (vest, Ox, luck, knockout conversion: VIV-WOUND-7).
import { type Chance, constant, die } from "../../core/chance.js";
import { checkInt, RulesError } from "../../core/errors.js";
import { parseOrThrow } from "../../core/validate.js";
import { type Figure, FigureSchema } from "../../family/schemas.js";
import { type WoundResolution, woundsChance } from "../../family/wound-api.js";
import { isPlayerFigure } from "../../family/wound-figure.js";
import type { WoundHit } from "../../family/wound-table.js";
import { vividOptions } from "../options.js";
import { resolveWounds, type VividWoundSettings, vividOxFlag, vividWoundRules } from "../wounds.js";
import { VIVID_GADGETS } from "./catalogue.js";
import { gadgetOfKind, spendGadget } from "./counters.js";
import type { Gadget } from "./schema.js";

/**
 * What a gadget hit did: the wound resolution, or why it could not land.
 *
 * @example
 * ```ts
 * const r: GadgetHitResult = { landed: false, reason: "NO_PENETRATION", figure };
 * ```
 */
export interface GadgetHitResult {
  /** The hit was resolved on the wound table. */
  readonly landed: boolean;
  /** Why not: `NO_PENETRATION` (mercy bullets at a closed vehicle), `OUT_OF_ANESTHETIC` (the thimble is empty). */
  readonly reason?: "NO_PENETRATION" | "OUT_OF_ANESTHETIC" | undefined;
  /** The wound resolution, when it landed. */
  readonly wound?: WoundResolution | undefined;
  /** The hit figure afterwards. */
  readonly figure: Figure;
  /** The thimble afterwards (one use fewer per hit delivered). */
  readonly thimble?: Gadget | undefined;
}

/**
 * Where a mercy bullet's target is (VIV-GM-8): only a figure in a vehicle matters.
 *
 * @example
 * ```ts
 * const t: MercyTarget = { inVehicle: true, windowsOpen: false, gmAllows: false };
 * ```
 */
export interface MercyTarget {
  /** The target is inside a vehicle. */
  readonly inVehicle: boolean;
  /** The vehicle's windows are open (required when `inVehicle`). */
  readonly windowsOpen?: boolean | undefined;
  /** The GM decides the bullets reach it anyway. */
  readonly gmAllows?: boolean | undefined;
}

/**
 * Mercy bullets hitting a figure (VIV-GAD-5, VIV-DT-8): no penetration, so a figure in a vehicle is hit only
 * through open windows or by the GM's leave; each hit rolls on the wound table at +2 and a Wounded or
 * Killed result means unconscious instead (a non-PC for the rest of the game, a PC until its wake-up roll,
 * {@link wakeRoll}). The vest still stops them by default (VIV-AMB-29).
 *
 * @param figure - the hit figure
 * @param hits - how many mercy bullets hit it (1..20)
 * @param target - whether it sits in a vehicle (VIV-GM-8)
 * @param settings - vest, options, luck use, game turn
 * @returns a chance of `{ landed, wound, figure }`
 * @example
 * ```ts
 * resolve(mercyBullets(thug, 1, { inVehicle: false }), scriptedDice(["d6:1"])).value.figure.status?.wound; // "unconscious"
 * ```
 */
export function mercyBullets(
  figure: Figure,
  hits: number,
  target: MercyTarget,
  settings: (Omit<VividWoundSettings, "conversion"> & { readonly ammo?: Gadget }) | null = {},
): Chance<GadgetHitResult> {
  // docs/reliability.md: null for an optional argument means absent
  settings ??= {};
  const fn = "vivid.mercyBullets";
  const f = parseOrThrow(fn, FigureSchema, figure, "figure");
  const n = checkInt(fn, "hits", hits, 1, 20);
  const { effect } = gadgetOfKind(fn, settings.ammo ?? VIVID_GADGETS.mercyBullets, "mercyAmmo");
  const t = target as MercyTarget | undefined;
  if (typeof t?.inVehicle !== "boolean")
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "target.inVehicle", value: t?.inVehicle, message: "expected a boolean" });
  if (t.inVehicle && typeof t.windowsOpen !== "boolean")
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn,
      path: "target.windowsOpen",
      value: t.windowsOpen,
      message: "a target in a vehicle needs windowsOpen",
    });
  if (t.inVehicle && t.windowsOpen !== true && t.gmAllows !== true) {
    return constant<GadgetHitResult>({ landed: false, reason: "NO_PENETRATION", figure: f }).traced([
      { type: "note", rule: "VIV-GAD-5", text: "mercy bullets have no penetration: the closed vehicle stops them" },
    ]);
  }
  const hit: WoundHit = { modifiers: [{ rule: "VIV-GAD-5", label: "mercy bullets", value: effect.woundModifier }] };
  return resolveWounds(
    f,
    Array.from({ length: n }, () => hit),
    { ...settings, conversion: "knockout" },
  ).map((wound): GadgetHitResult => ({ landed: true, wound, figure: wound.figure }));
}

/**
 * Hand-to-hand hits delivered with an anesthetic thimble (VIV-GAD-7): each hit rolls the wound table at +1
 * (hand-to-hand) and, for a non-PC hit by a PC, +3 more; a Wounded or Killed result means unconscious (a
 * non-PC for the rest of the game; a tranquillised PC rolls {@link wakeRoll} each turn). Each hit
 * delivered spends one of the thimble's 3 uses (VIV-AMB-30); with fewer uses left than hits, nothing is
 * injected (`OUT_OF_ANESTHETIC`) and the caller rolls ordinary hand-to-hand wounds.
 *
 * @param wearer - the figure wearing the thimble
 * @param victim - the figure it hit
 * @param hits - hits delivered (1..10)
 * @param thimble - the carried thimble, with its uses
 * @param settings - vest, options, luck use, game turn
 * @returns a chance of `{ landed, wound, figure, thimble }`
 * @example
 * ```ts
 * resolve(thimbleHits(jack, thug, 1, VIVID_GADGETS.anestheticThimble), scriptedDice(["d6:1"])).value.thimble?.uses; // 2
 * ```
 */
export function thimbleHits(
  wearer: Figure,
  victim: Figure,
  hits: number,
  thimble: Gadget | null = VIVID_GADGETS.anestheticThimble,
  settings: Omit<VividWoundSettings, "conversion"> | null = {},
): Chance<GadgetHitResult> {
  // docs/reliability.md: null for an optional argument means absent
  thimble ??= VIVID_GADGETS.anestheticThimble;
  settings ??= {};
  const fn = "vivid.thimbleHits";
  const w = parseOrThrow(fn, FigureSchema, wearer, "wearer");
  const v = parseOrThrow(fn, FigureSchema, victim, "victim");
  const n = checkInt(fn, "hits", hits, 1, 10);
  const { gadget, effect } = gadgetOfKind(fn, thimble, "thimble");
  // ruling VIV-AMB-30: the thimble's uses are counted per hit delivered while wearing it
  const spent = spendGadget(gadget, "uses", n);
  if (!spent.ok) {
    return constant<GadgetHitResult>({ landed: false, reason: "OUT_OF_ANESTHETIC", figure: v, thimble: gadget }).traced([
      { type: "note", rule: "VIV-AMB-30", text: `the thimble has ${String(spent.left)} uses left for ${String(n)} hits: no anesthetic` },
    ]);
  }
  const plus =
    isPlayerFigure(w) && !isPlayerFigure(v) ? [{ rule: "VIV-GAD-7", label: "anesthetic thimble, non-PC hit by a PC", value: effect.nonPcWoundModifier }] : [];
  const hit: WoundHit = { handToHand: true, modifiers: plus };
  const o = vividOptions(settings.options ?? {});
  const conversion = { kind: "knockout", rule: "VIV-GAD-7" } as const;
  // absent: the vest the victim carries, if any (VIV-GAD-12: "hit in any type of combat")
  const vest = settings.vest;
  return woundsChance(
    fn,
    vividWoundRules(o),
    v,
    Array.from({ length: n }, () => hit),
    vividOxFlag(o),
    settings,
    { conversion, vest },
  ).map((wound): GadgetHitResult => ({ landed: true, wound, figure: wound.figure, thimble: spent.gadget }));
}

/**
 * Death Ray hits on a figure (VIV-GAD-18): a non-PC rolls the wound table at +3, a PC normally; the
 * rest of vivid's wound resolution applies (vest, Ox, luck). The ray's base 6 and unlimited range are its
 * weapon profile ({@link deathRay}, VIV-AMB-9).
 *
 * @param figure - the hit figure
 * @param hits - hits scored (1..20)
 * @param settings - vest, options, luck use, game turn, the ray (default the catalogue's)
 * @returns a chance of the wound resolution
 * @example
 * ```ts
 * odds(deathRayHits(thug, 1).map((r) => r.figure.status?.wound)).probability("killed").toString(); // "1"
 * ```
 */
export function deathRayHits(figure: Figure, hits: number, settings: (VividWoundSettings & { readonly ray?: Gadget }) | null = {}): Chance<WoundResolution> {
  // docs/reliability.md: null for an optional argument means absent
  settings ??= {};
  const fn = "vivid.deathRayHits";
  const f = parseOrThrow(fn, FigureSchema, figure, "figure");
  const n = checkInt(fn, "hits", hits, 1, 20);
  const { effect } = gadgetOfKind(fn, settings.ray ?? VIVID_GADGETS.deathRay, "deathRay");
  const hit: WoundHit = isPlayerFigure(f) ? {} : { modifiers: [{ rule: "VIV-GAD-18", label: "Death Ray, non-PC", value: effect.nonPcWoundModifier }] };
  return resolveWounds(
    f,
    Array.from({ length: n }, () => hit),
    settings,
  );
}

/**
 * The Death Ray's power-up time (VIV-GAD-18): a D10, read as turns before it can fire (the GM interprets it).
 *
 * @param ray - the ray (default the catalogue's, D10)
 * @returns a chance of the turns
 * @example
 * ```ts
 * odds(deathRayPowerUp()).mean().toString(); // "11/2"
 * ```
 */
export function deathRayPowerUp(ray: Gadget | null = VIVID_GADGETS.deathRay): Chance<number> {
  // docs/reliability.md: null for an optional argument means absent
  ray ??= VIVID_GADGETS.deathRay;
  const { effect } = gadgetOfKind("vivid.deathRayPowerUp", ray, "deathRay");
  return die(effect.powerUpDie, { purpose: "Death Ray power-up (turns)", rule: "VIV-GAD-18" });
}
