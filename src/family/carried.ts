// What a figure carries (Figure.gadgets), read by every resolver: the worn vest in each wound roll
// (VIV-GAD-12), the mercy bullets a shooter fires (VIV-GAD-5), the thimble and the Hair Pins in hand-to-hand
// (VIV-GAD-7, VIV-GAD-17). A gadget whose counter is spent (uses, charges or doses at 0) is not used.
import type { Gadget, GadgetEffect } from "../vivid/gadgets/schema.js";
import type { Figure } from "./schemas.js";

/** Whether a carried gadget still works: no counter of it is at 0. */
function usable(g: Gadget): boolean {
  return g.uses !== 0 && g.charges !== 0 && g.doses !== 0;
}

/**
 * The first usable gadget of an effect kind a figure carries, with its effect.
 *
 * @param figure - the figure
 * @param kind - the effect kind (e.g. `"vest"`)
 * @returns the gadget and its effect, or undefined
 * @example
 * ```ts
 * carriedGadget({ id: "e", name: "Evelyn", class: "PC", gadgets: [VIVID_GADGETS.bulletProofVest] }, "vest")?.effect.stopsOnOrBelow; // 6
 * ```
 */
export function carriedGadget<K extends GadgetEffect["kind"]>(
  figure: Figure,
  kind: K,
): { readonly gadget: Gadget; readonly effect: Extract<GadgetEffect, { kind: K }> } | undefined {
  for (const g of figure.gadgets ?? []) {
    if (g.effect.kind === kind && usable(g)) return { gadget: g, effect: g.effect as Extract<GadgetEffect, { kind: K }> };
  }
  return undefined;
}

/**
 * The bullet-proof vest a figure wears, as the wound code takes it (VIV-GAD-12), or false.
 *
 * @param figure - the figure
 * @returns `{ stopsOnOrBelow }` of its vest, or false
 * @example
 * ```ts
 * carriedVest({ id: "e", name: "Evelyn", class: "PC", gadgets: [VIVID_GADGETS.bulletProofVest] }); // { stopsOnOrBelow: 6 }
 * ```
 */
export function carriedVest(figure: Figure): false | { readonly stopsOnOrBelow: number } {
  const v = carriedGadget(figure, "vest");
  return v === undefined ? false : { stopsOnOrBelow: v.effect.stopsOnOrBelow };
}

/**
 * A figure with one of its carried gadgets replaced (a new figure; the argument is untouched).
 *
 * @param figure - the figure
 * @param before - the gadget carried
 * @param after - what it becomes
 * @returns the new figure
 * @example
 * ```ts
 * withGadget(evelyn, thimble, { ...thimble, uses: 2 });
 * ```
 */
export function withGadget(figure: Figure, before: Gadget, after: Gadget): Figure {
  return { ...figure, gadgets: (figure.gadgets ?? []).map((g) => (g === before ? after : g)) };
}
