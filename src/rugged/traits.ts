// Rugged's character traits (RUG-TRAIT-P1..P11, N1..N7) as data with typed effects.

import { deepFreeze } from "../core/freeze.js";
import type { Trait } from "../family/schemas.js";

const FAR_EAST = { origin: ["farEastern"] };

/**
 * Rugged's built-in traits, keyed by a short name. A weapon trait needs its `designatedWeapon` and Blind
 * Eye its `side`: spread the entry and add them (`{ ...RUGGED_TRAITS.sureShot, designatedWeapon: "rifle" }`).
 *
 * @example
 * ```ts
 * RUGGED_TRAITS.hugeJoss.eligibility?.origin; // ["farEastern"]
 * ```
 */
export const RUGGED_TRAITS = deepFreeze({
  ambidextrous: { id: "RUG-TRAIT-P1", name: "Ambidextrous", polarity: "positive", effects: [{ kind: "ambidextrous", dice: 2 }] },
  sixthSense: { id: "RUG-TRAIT-P2", name: "Sixth Sense", polarity: "positive", effects: [{ kind: "sixthSense", rangeInches: 12, rating: "fieldCraft" }] },
  sureShot: { id: "RUG-TRAIT-P3", name: "Sure Shot", polarity: "positive", effects: [{ kind: "sureShot", baseHit: 6 }] },
  excellentSwordsman: { id: "RUG-TRAIT-P4", name: "Excellent Swordsman", polarity: "positive", effects: [{ kind: "handToHandBonus", value: 2 }] },
  eagleEye: { id: "RUG-TRAIT-P5", name: "Eagle Eye", polarity: "positive", effects: [{ kind: "fieldCraftFixed", value: 9 }] },
  strongLikeOx: { id: "RUG-TRAIT-P6", name: "Strong Like Ox", polarity: "positive", effects: [{ kind: "strongLikeOx" }] },
  inspiredLeadership: {
    id: "RUG-TRAIT-P7",
    name: "Inspired Leadership",
    polarity: "positive",
    effects: [{ kind: "moraleModifier", value: 2, when: "commanding" }],
  },
  tactician: {
    id: "RUG-TRAIT-P8",
    name: "Tactician",
    polarity: "positive",
    eligibility: { role: ["soldier", "warrior"] },
    effects: [{ kind: "tactician", succeedOnOrBelow: 2 }],
  },
  hugeJoss: { id: "RUG-TRAIT-P9", name: "Huge Joss", polarity: "positive", eligibility: FAR_EAST, effects: [{ kind: "luckReroll" }] },
  ancientTraining: {
    id: "RUG-TRAIT-P10",
    name: "Ancient Training",
    polarity: "positive",
    eligibility: FAR_EAST,
    effects: [{ kind: "ancientTraining", usesPerGame: 4 }],
  },
  martialArts: {
    id: "RUG-TRAIT-P11",
    name: "Martial Arts",
    polarity: "positive",
    eligibility: { origin: ["farEastern"], advisory: true },
    effects: [{ kind: "handToHandBase", value: 8 }],
  },
  blindEye: { id: "RUG-TRAIT-N1", name: "Blind Eye", polarity: "negative", effects: [{ kind: "blindEye", arcDeg: 45 }] },
  extremelyArrogant: {
    id: "RUG-TRAIT-N2",
    name: "Extremely Arrogant",
    polarity: "negative",
    eligibility: { origin: ["western"] },
    effects: [{ kind: "moraleModifier", value: -2, when: "rallyingNativeOrForeign" }],
  },
  nearSighted: { id: "RUG-TRAIT-N3", name: "Near Sighted", polarity: "negative", effects: [{ kind: "ratingCap", rating: "fieldCraft", max: 6 }] },
  clumsy: { id: "RUG-TRAIT-N4", name: "Clumsy", polarity: "negative", effects: [{ kind: "clumsy", shootingTrigger: "chargingEnemy" }] },
  extremelyBrave: { id: "RUG-TRAIT-N5", name: "Extremely Brave and Dashing", polarity: "negative", effects: [{ kind: "neverRetreats" }] },
  impetuous: { id: "RUG-TRAIT-N6", name: "Impetuous", polarity: "negative", effects: [{ kind: "impetuous", rating: "fieldCraft", within: "chargeMove" }] },
  abrasive: { id: "RUG-TRAIT-N7", name: "Abrasive Personality", polarity: "negative", effects: [{ kind: "moraleModifier", value: -2, when: "commanding" }] },
} satisfies Record<string, Trait>);
