// Reading a figure's traits by their typed effects: the mechanics never look at trait names.
import type { Figure, Trait, TraitEffect, Weapon } from "./schemas.js";

/**
 * An effect found on a figure, with the trait that carries it.
 *
 * @example
 * ```ts
 * let value: FoundEffect | undefined; // see the functions that return or take it
 * ```
 */
export interface FoundEffect<K extends TraitEffect["kind"]> {
  /** The effect. */
  readonly effect: Extract<TraitEffect, { kind: K }>;
  /** The trait that carries it. */
  readonly trait: Trait;
}

/**
 * Every effect of the given kind on a figure's traits, in trait order.
 */
export function effectsOf<K extends TraitEffect["kind"]>(figure: Figure, kind: K): FoundEffect<K>[] {
  const found: FoundEffect<K>[] = [];
  for (const trait of figure.traits ?? []) {
    for (const effect of trait.effects) {
      if (effect.kind === kind) found.push({ effect: effect as Extract<TraitEffect, { kind: K }>, trait });
    }
  }
  return found;
}

/**
 * The first effect of the given kind on a figure, if any.
 */
export function firstEffect<K extends TraitEffect["kind"]>(figure: Figure, kind: K): FoundEffect<K> | undefined {
  return effectsOf(figure, kind)[0];
}

/**
 * Whether a trait's designated weapon names this weapon (by id or name); a trait with none applies to every weapon.
 */
export function designates(trait: Trait, weapon: Weapon): boolean {
  // RUG-TRAIT-P3 / VIV-TRAIT-P3: Sure Shot is with one designated weapon; without one it designates none (validateTraits flags it)
  if (trait.designatedWeapon === undefined) return false;
  return trait.designatedWeapon === weapon.id || trait.designatedWeapon === weapon.name;
}
