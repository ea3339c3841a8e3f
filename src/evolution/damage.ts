import { type Chance, constant, die } from "../core/chance.js";
import { type DiceExpr, diceChance, diceFrom, type ParsedDice, splitDice } from "./dice-expr.js";
import { type Model, type ModelInput, modelFrom, type WoundState } from "./model.js";
import { type EvolutionOptions, type EvolutionOptionsInput, optionsFrom } from "./options.js";
import { woundTableResult } from "./tables.js";
import { applyOutcome } from "./wounds.js";

/**
 * What one damage roll does to a model (EVO-DMG-1, EVO-WOUND-1): no effect, saved by armour, a scratch,
 * a Light or Serious wound, or killed outright.
 *
 * @example
 * ```ts
 * const r: DamageOutcome = "serious";
 * ```
 */
export type DamageOutcome = "none" | "saved" | "scratch" | "light" | "serious" | "killed";

/** How severe each outcome is, for combining several. */
const SEVERITY: Readonly<Record<DamageOutcome, number>> = Object.freeze({ none: 0, saved: 1, scratch: 2, light: 3, serious: 4, killed: 5 });

/** The damage roll reduced to what matters next. */
type Band = { readonly band: "none" } | { readonly band: "kill" } | { readonly band: "wound"; readonly excess: number };

function reaches(d: number, score: number, o: EvolutionOptions): boolean {
  // ruling EVO-AMB-1: damage equal or greater than the score counts (L.71) unless the option says it must exceed it
  return o.damageCompare === "gte" ? d >= score : d > score;
}

/** One damage roll (one parsed expression) against a model: damage die, then a save, then the wound table. */
function oneRoll(target: Model, dice: ParsedDice, o: EvolutionOptions): Chance<DamageOutcome> {
  // ruling EVO-AMB-3: the text's example ignores the Tough's save; here the save is always rolled when the model has one
  const save = target.armourSave;
  const aggregation = o.damageAggregation === "highest" ? "highest" : "sum"; // decided with the rolls in damageRolls
  const saveRoll = (against: string): Chance<boolean> =>
    // a model without an Armour Save (or with 7+, which no D6 makes) rolls none
    save === undefined || save > 6
      ? constant(false)
      : die("d6", { purpose: `armour save against ${against} (needs ${String(save)}+)`, rule: "EVO-DMG-1" }).map((f) => f >= save);
  return diceChance(dice, aggregation, { purpose: "damage", rule: "EVO-DMG-1" })
    .map(
      (d): Band =>
        reaches(d, target.kill, o) ? { band: "kill" } : reaches(d, target.wound, o) ? { band: "wound", excess: d - target.wound } : { band: "none" },
    )
    .chain((b): Chance<DamageOutcome> => {
      if (b.band === "none")
        return constant<DamageOutcome>("none").traced([{ type: "note", rule: "EVO-DMG-1", text: `damage below Wound ${String(target.wound)}+: no effect` }]);
      if (b.band === "kill") {
        // ruling EVO-AMB-2: a kill ignores the armour save (L.71, L.25) unless the option lets the save stop it
        if (!o.saveVsKill)
          return constant<DamageOutcome>("killed").traced([
            { type: "note", rule: "EVO-DMG-1", text: `damage reaches Kill ${String(target.kill)}+: killed outright, no save` },
          ]);
        return saveRoll("a kill")
          .map((saved): DamageOutcome => (saved ? "saved" : "killed"))
          .traced([], (r) => [{ type: "note", rule: "EVO-AMB-2", text: r === "saved" ? "kill saved by armour" : "killed" }]);
      }
      const excess = b.excess;
      return saveRoll("a wound").chain((saved): Chance<DamageOutcome> => {
        if (saved) return constant<DamageOutcome>("saved").traced([{ type: "note", rule: "EVO-DMG-1", text: "wound saved by armour" }]);
        // EVO-WOUND-1: roll a D6 and add 1 per point by which the damage beat the Wound score
        return die("d6", { purpose: `wound table (+${String(excess)})`, rule: "EVO-WOUND-1" })
          .map((f) => woundTableResult(f + excess))
          .traced([{ type: "modifier", rule: "EVO-WOUND-1", label: "damage beyond the Wound score", value: excess }], (r) => [
            { type: "note", rule: "EVO-WOUND-1", text: `${r} wound` },
          ]);
      });
    });
}

/**
 * The damage rolls of one hit against a model, each a chance of its outcome, built once (EVO-AMB-4).
 * @internal
 */
export function hitRolls(target: Model, dice: ParsedDice, o: EvolutionOptions): readonly Chance<DamageOutcome>[] {
  // ruling EVO-AMB-4: several damage dice are summed into one roll by default; "highest" keeps the highest die
  // (in oneRoll); with "each", every damage die is its own damage roll
  const rolls = o.damageAggregation === "each" ? splitDice(dice) : [dice];
  return rolls.map((roll) => oneRoll(target, roll, o));
}

/**
 * The outcomes of a hit's damage rolls and the wound state after them.
 * @internal
 */
export interface HitDamage {
  /** Each damage roll's outcome, in order (no entry for a roll not made). */
  readonly outcomes: readonly DamageOutcome[];
  /** The wound state after them. */
  readonly state: WoundState;
}

/** No roll: the model is removed. */
const NO_ROLL: Chance<DamageOutcome | null> = constant(null);

/**
 * One hit's damage rolls applied to a wound state in turn (EVO-DMG-1, EVO-WOUND-1, EVO-AMB-4): once the model
 * is removed (killed outright, or a second Serious wound), no more damage is rolled for it. Values are frozen.
 * @internal
 */
export function damageOn(rolls: readonly Chance<DamageOutcome>[], state: WoundState): Chance<HitDamage> {
  let acc: Chance<HitDamage> = constant<HitDamage>(Object.freeze({ outcomes: Object.freeze([]), state: Object.freeze({ ...state }) }));
  for (const roll of rolls) {
    acc = acc.chain(
      // EVO-DMG-1: a removed model takes no more damage, so no die is rolled for it
      (done): Chance<DamageOutcome | null> => (done.state.removed ? NO_ROLL : roll),
      (done, r): HitDamage =>
        r === null ? done : Object.freeze({ outcomes: Object.freeze([...done.outcomes, r]), state: Object.freeze(applyOutcome(done.state, r)) }),
    );
  }
  return acc;
}

/**
 * Every damage roll of one hit against a model (EVO-DMG-1, EVO-WOUND-1, EVO-AMB-4): one outcome, or one
 * per damage die under `damageAggregation: "each"`. The rolls stop once the model is removed (a kill, or a
 * second Serious wound for a model that had one): no dice are rolled for a dead model. A model already
 * removed takes no roll (an empty list).
 *
 * @param target - the model hit (validated here; its wound state decides when the rolls stop)
 * @param damageDice - the weapon's damage dice, e.g. `1D6`
 * @param options - rulings; EVO-AMB-1, 2 and 4 apply here
 * @returns a chance of the list of outcomes, in order (frozen)
 * @example
 * ```ts
 * resolve(damageOutcomes(TOUGH, "2D6", { damageAggregation: "each" }), scriptedDice(["d6:1", "d6:6"])).value; // ["none", "killed"]
 * resolve(damageOutcomes(TOUGH, "2D6", { damageAggregation: "each" }), scriptedDice(["d6:6"])).value; // ["killed"]: no second die
 * ```
 */
export function damageOutcomes(target: ModelInput, damageDice: DiceExpr, options?: EvolutionOptionsInput | null): Chance<readonly DamageOutcome[]> {
  const fn = "evolution.damageOutcomes";
  const t = modelFrom(fn, target, "target");
  const dice = diceFrom(fn, damageDice, "damageDice");
  const o = optionsFrom(fn, options);
  return damageOutcomesValidated(t, dice, o);
}

/**
 * {@link damageOutcomes} of a target and dice already validated (the named call parses its input once): the
 * same chance.
 *
 * @internal
 */
export function damageOutcomesValidated(t: Model, dice: ParsedDice, o: EvolutionOptions): Chance<readonly DamageOutcome[]> {
  return damageOn(hitRolls(t, dice, o), t.state).map((h) => h.outcomes);
}

/**
 * The worst of a hit's outcomes, as {@link resolveDamage} reads {@link damageOutcomes} (one place for the
 * severity order).
 *
 * @internal
 */
export function worstOutcome(outcomes: Chance<readonly DamageOutcome[]>): Chance<DamageOutcome> {
  return outcomes.map((rs) => rs.reduce<DamageOutcome>((worst, r) => (SEVERITY[r] > SEVERITY[worst] ? r : worst), "none"));
}

/**
 * Resolves the damage of one hit (EVO-DMG-1, EVO-WOUND-1): roll the weapon's damage dice, d.
 * - d ≥ Kill: killed outright, no save (EVO-AMB-2);
 * - Wound ≤ d < Kill: wounded unless the Armour Save (D6 ≥ save) is made; then roll the Wound Table,
 *   D6 + (d − Wound): 1 a scratch, 2–4 Light, 5+ Serious;
 * - d < Wound: no effect.
 *
 * "≥" is ruling EVO-AMB-1 (option `damageCompare`). The text's example ignores the Tough's own save
 * (EVO-AMB-3): the save is always rolled here when the model has one. Under `damageAggregation: "each"`
 * the most severe of the separate rolls is returned (use {@link damageOutcomes} for all of them).
 *
 * @param target - the model hit (validated here)
 * @param damageDice - the weapon's damage dice, e.g. `1D6`
 * @param options - rulings; EVO-AMB-1, 2 and 4 apply here
 * @returns a chance of the outcome
 * @example
 * ```ts
 * resolve(resolveDamage(TOUGH, "1D6"), scriptedDice(["d6:4", "d6:6"])).value; // "saved" (EVO-DT-2)
 * odds(resolveDamage(TOUGH, "1D6")).probability("serious").toString(); // "25/216"
 * ```
 */
export function resolveDamage(target: ModelInput, damageDice: DiceExpr, options?: EvolutionOptionsInput | null): Chance<DamageOutcome> {
  return worstOutcome(damageOutcomes(target, damageDice, options));
}
