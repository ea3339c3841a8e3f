// States that vivid's gadgets put a figure in and what they forbid (VIV-GAD-16 madness mist, VIV-GAD-22
// zombie dust, ruling VIV-AMB-47): read by morale, shooting and hand-to-hand alike.
import type { Figure } from "./schemas.js";

/**
 * Whether a figure is in a madness-mist frenzy (VIV-GAD-16): it has frenzy turns left.
 *
 * @param figure - a figure
 * @returns true while frenzied
 * @example
 * ```ts
 * isFrenzied({ id: "t", name: "Thug", class: "Combatant", status: { frenzyTurnsLeft: 2 } }); // true
 * ```
 */
export function isFrenzied(figure: Figure): boolean {
  return (figure.status?.frenzyTurnsLeft ?? 0) > 0;
}

/**
 * Whether a figure is a voodoo zombie (VIV-GAD-22): its figure type is `zombie`.
 *
 * @param figure - a figure
 * @returns true for a zombie
 * @example
 * ```ts
 * isZombie({ id: "z", name: "Zed (zombie)", class: "Special", figureType: "zombie" }); // true
 * ```
 */
export function isZombie(figure: Figure): boolean {
  return figure.figureType === "zombie";
}

/**
 * Why a figure takes no morale test because of a gadget, or undefined: a zombie ("Zombies do not take
 * morale tests", L.232) or a madness-mist victim ("no morale tests are taken", L.222), ruling VIV-AMB-47.
 *
 * @param figure - a figure
 * @returns the reason, or undefined
 * @example
 * ```ts
 * noMoraleTestReason({ id: "z", name: "Zed", class: "Special", figureType: "zombie" }); // "zombie"
 * ```
 */
export function noMoraleTestReason(figure: Figure): "zombie" | "frenzied" | undefined {
  // ruling VIV-AMB-47: neither zombies nor madness-mist victims take morale tests
  if (isZombie(figure)) return "zombie";
  if (isFrenzied(figure)) return "frenzied";
  return undefined;
}

/**
 * Whether a gadget state forbids a figure to shoot (ruling VIV-AMB-47: a frenzied figure fights only
 * hand-to-hand, "All fighting is hand-to hand", L.222). The shooting side calls it in `canFire`.
 *
 * @param figure - a figure
 * @returns true when it may not shoot
 * @example
 * ```ts
 * cannotShootFrenzied({ id: "t", name: "Thug", class: "Combatant", status: { frenzyTurnsLeft: 1 } }); // true
 * ```
 */
export function cannotShootFrenzied(figure: Figure): boolean {
  // ruling VIV-AMB-47: a frenzied figure cannot shoot
  return isFrenzied(figure);
}
