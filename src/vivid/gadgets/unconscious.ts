// Waking up: a PC's D10 after mercy bullets or the thimble (VIV-GAD-5/7), the resuscitating drug
// (VIV-GAD-8) and its D6 doses.
import { type Chance, constant, die } from "../../core/chance.js";
import { parseOrThrow } from "../../core/validate.js";
import { type Figure, FigureSchema } from "../../family/schemas.js";
import { isPlayerFigure, woundsCarried } from "../../family/wound-figure.js";
import { VIVID_GADGETS } from "./catalogue.js";
import { gadgetOfKind, spendGadget, withoutKeys } from "./counters.js";
import type { Gadget } from "./schema.js";

/**
 * An unconscious figure woken: wounded again if it carried a wound, otherwise fit.
 *
 * @param figure - the unconscious figure
 * @returns a new figure, awake
 * @example
 * ```ts
 * awake(knockedOut(thug, 2)).status?.wound; // "fit"
 * ```
 */
export function awake(figure: Figure): Figure {
  return awakeFigure(parseOrThrow("vivid.awake", FigureSchema, figure, "figure"));
}

/**
 * {@link awake} of a figure already validated.
 * @internal
 */
export function awakeFigure(figure: Figure): Figure {
  const rest = withoutKeys(figure.status ?? {}, ["unconsciousTurnsLeft"]);
  return { ...figure, status: { ...rest, wound: woundsCarried(figure.status) > 0 ? "wounded" : "fit" } };
}

/**
 * What a wake-up roll did.
 *
 * @example
 * ```ts
 * const r: WakeResult = { rolled: true, woke: true, figure };
 * ```
 */
export interface WakeResult {
  /** A roll was made (only an unconscious PC rolls; a non-PC knocked out by mercy bullets or a thimble is out for the game). */
  readonly rolled: boolean;
  /** It woke up. */
  readonly woke: boolean;
  /** The figure afterwards. */
  readonly figure: Figure;
}

/**
 * A knocked-out PC's roll each turn after mercy bullets or an anesthetic thimble (VIV-GAD-5, VIV-GAD-7):
 * a D10 of 3 or less and it regains consciousness (P 3/10). A non-PC "may not be used for the remainder of
 * the game": no roll.
 *
 * @param figure - the unconscious figure
 * @param source - the gadget that knocked it out (default mercy bullets; the thimble has the same 3)
 * @returns a chance of `{ rolled, woke, figure }`
 * @example
 * ```ts
 * resolve(wakeRoll(outJack), scriptedDice(["d10:3"])).value.woke; // true
 * ```
 */
export function wakeRoll(figure: Figure, source: Gadget | null = VIVID_GADGETS.mercyBullets): Chance<WakeResult> {
  // docs/reliability.md: null for an optional argument means absent
  source ??= VIVID_GADGETS.mercyBullets;
  const fn = "vivid.wakeRoll";
  const f = parseOrThrow(fn, FigureSchema, figure, "figure");
  const kind = (source as Gadget | undefined)?.effect.kind === "thimble" ? "thimble" : "mercyAmmo";
  const { gadget, effect } = gadgetOfKind(fn, source, kind);
  if (f.status?.wound !== "unconscious" || !isPlayerFigure(f)) return constant<WakeResult>({ rolled: false, woke: false, figure: f });
  return die("d10", { purpose: `${f.name}: regain consciousness (${String(effect.pcWakeOnOrBelow)} or less)`, rule: gadget.id })
    .map((face) => face <= effect.pcWakeOnOrBelow)
    .map((woke): WakeResult => ({ rolled: true, woke, figure: woke ? awakeFigure(f) : f }));
}

/**
 * What a dose of resuscitating drug did.
 *
 * @example
 * ```ts
 * const r: ResuscitationResult = { given: true, woke: true, figure, drug };
 * ```
 */
export interface ResuscitationResult {
  /** A dose was given (`false`: no dose left, or the patient was not unconscious). */
  readonly given: boolean;
  /** Why no dose was given: `NO_DOSES` or `NOT_UNCONSCIOUS`. */
  readonly reason?: "NO_DOSES" | "NOT_UNCONSCIOUS" | undefined;
  /** The patient woke up in this turn. */
  readonly woke: boolean;
  /** The patient afterwards. */
  readonly figure: Figure;
  /** The drug afterwards, one dose fewer when given. */
  readonly drug: Gadget;
}

/**
 * A dose of resuscitating drug given to an unconscious figure (VIV-GAD-8, VIV-EX-9): it cancels any
 * knock-out anaesthetic and the figure wakes in this turn on any D10 except 10 (P 9/10). The dose is
 * spent either way. Only PCs with medical skills should carry it (advice to the GM, not checked).
 *
 * @param patient - the unconscious figure
 * @param drug - the carried drug, with its doses (see {@link rollDoses}); absent doses are not counted
 * @returns a chance of `{ given, woke, figure, drug }`
 * @example
 * ```ts
 * resolve(resuscitate(outThug, drug), scriptedDice(["d10:9"])).value.woke; // true (a 10 would fail)
 * ```
 */
export function resuscitate(patient: Figure, drug: Gadget | null = VIVID_GADGETS.resuscitatingDrug): Chance<ResuscitationResult> {
  // docs/reliability.md: null for an optional argument means absent
  drug ??= VIVID_GADGETS.resuscitatingDrug;
  const fn = "vivid.resuscitate";
  const f = parseOrThrow(fn, FigureSchema, patient, "patient");
  const { gadget, effect } = gadgetOfKind(fn, drug, "resuscitate");
  if (f.status?.wound !== "unconscious")
    return constant<ResuscitationResult>({ given: false, reason: "NOT_UNCONSCIOUS", woke: false, figure: f, drug: gadget });
  const spent = spendGadget(gadget, "doses");
  if (!spent.ok) return constant<ResuscitationResult>({ given: false, reason: "NO_DOSES", woke: false, figure: f, drug: gadget });
  return die("d10", { purpose: `${f.name}: resuscitating drug (fails on ${String(effect.failsOn)})`, rule: "VIV-GAD-8" })
    .map((face) => face !== effect.failsOn)
    .map((woke): ResuscitationResult => ({ given: true, woke, figure: woke ? awakeFigure(f) : f, drug: spent.gadget }));
}

/**
 * Rolls the doses of resuscitating drug a figure carries (VIV-GAD-8: "a D6 can be used").
 *
 * @param drug - the drug (default the catalogue's, D6)
 * @returns a chance of the drug with its `doses` set
 * @example
 * ```ts
 * resolve(rollDoses(), scriptedDice(["d6:4"])).value.doses; // 4
 * ```
 */
export function rollDoses(drug: Gadget | null = VIVID_GADGETS.resuscitatingDrug): Chance<Gadget> {
  // docs/reliability.md: null for an optional argument means absent
  drug ??= VIVID_GADGETS.resuscitatingDrug;
  const { gadget, effect } = gadgetOfKind("vivid.rollDoses", drug, "resuscitate");
  return die(effect.dosesDie, { purpose: "doses of resuscitating drug", rule: "VIV-GAD-8" }).map((doses) => ({ ...gadget, doses }));
}
