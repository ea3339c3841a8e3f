// The rugged session's morale tests rolled at once (issue 14): a morale check's chance (family/morale.ts) is built
// per test, around a unit that changes from test to test; but its dice are one D10 whose pass reads only the modified
// morale value and the GM's modifier (the unit tests as one, VIV-AMB-22, as rugged's morale always does). So the
// session's battle kernel (kernel.ts) reads the check's parts before its die (`moralePlan`: the exemption, the value,
// the testers), rolls the die's chance kept by exactly what it reads (the table's check rule, the value, the
// modifier: built once per chunk), and resolves the unit with the check's own `moraleResolved`: the same die drawn
// through the engine's sampler, the same value as the check's chance would give (test/rugged/game/session-morale.test.ts).
// The Tactician roll likewise (RUG-TRAIT-P8): its chance reads only the figure's first Tactician effect (the trait's
// id and number), so the session keeps it by those, instead of checking the figure and building it at every movement.
import type { Chance } from "../../core/chance.js";
import { type MoraleResolution, type MoraleSituation, type MoraleSystem, rolledMorale as familyRolledMorale } from "../../family/morale.js";
import type { Figure, Unit } from "../../family/schemas.js";
import { type TacticianResult, tacticianChance } from "../../family/trait-checks.js";
import { firstEffect } from "../../family/traits.js";
import { moraleCheckValidated } from "../morale.js";
import { tacticianRoll } from "../sequence.js";
import type { DirectRoller } from "./session-roller.js";

/**
 * A morale test rolled at once on a battle's direct roller: the resolution the check's chance
 * (`moraleCheckValidated(sys, unit, situation)`) would give, from the same dice. @internal
 */
export type MoraleRolled = (dice: DirectRoller, sys: MoraleSystem, unit: Unit, situation: MoraleSituation) => MoraleResolution;

/**
 * A session's morale tests rolled at once (see the file's note), with the die's chances it keeps.
 *
 * @returns a {@link MoraleRolled} with its own dice
 * @internal
 * @example
 * ```ts
 * const morale = rolledMorale();
 * morale(new DirectRoller(rng), ruggedMoraleSystemOf(ruggedOptions({})), unit, { trigger: "shooting" }).outcome.pass;
 * ```
 */
export function rolledMorale(): MoraleRolled {
  // the family's test rolled at once (family/morale.ts), the rugged check's own chance where it is not one die
  const rolled = familyRolledMorale();
  return (roller, sys, unit, situation) =>
    rolled(roller, situation.trigger === "rally" ? "rugged.rally" : "rugged.moraleCheck", sys, unit, situation, () =>
      moraleCheckValidated(sys, unit, situation),
    );
}

/** The most distinct Tactician rolls one session keeps (past it, built afresh: the same chance). */
const SESSION_TACTICIANS = 256;

/**
 * A session's Tactician rolls (RUG-TRAIT-P8, see the file's note): `tacticianRoll(figure)`'s chance, kept by the
 * figure's first Tactician effect (its trait's id and number: all the chance reads of the figure).
 *
 * @returns the roll's chance of a figure with the trait
 * @internal
 * @example
 * ```ts
 * const tactician = rolledTactician();
 * new DirectRoller(rng).roll(tactician(figure)).movesLast;
 * ```
 */
export function rolledTactician(): (figure: Figure) => Chance<TacticianResult> {
  const kept = new Map<string, Chance<TacticianResult>>();
  return (figure) => {
    const t = firstEffect(figure, "tactician");
    // a figure without the trait: the roll's own refusal
    if (t === undefined) return tacticianRoll(figure);
    const key = `${t.trait.id}|${String(t.effect.succeedOnOrBelow)}`;
    let chance = kept.get(key);
    if (chance === undefined) {
      chance = tacticianChance(figure) ?? tacticianRoll(figure);
      if (kept.size < SESSION_TACTICIANS) kept.set(key, chance);
    }
    return chance;
  };
}
