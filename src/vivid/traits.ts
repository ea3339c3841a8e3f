// Vivid's character traits (VIV-TRAIT-P1..P10, N1..N5) as data with typed effects.

import { deepFreeze } from "../core/freeze.js";
import type { Trait } from "../family/schemas.js";

const FAR_EAST = { origin: ["farEastern"] };

/**
 * Vivid's built-in traits, keyed by a short name. A weapon trait needs its `designatedWeapon` and Blind
 * Eye its `side`: spread the entry and add them (`{ ...VIVID_TRAITS.sureShot, designatedWeapon: "rifle" }`).
 *
 * @example
 * ```ts
 * VIVID_TRAITS.charmedLife.effects[0].kind; // "luckReroll"
 * ```
 */
export const VIVID_TRAITS = deepFreeze({
  ambidextrous: { id: "VIV-TRAIT-P1", name: "Ambidextrous", polarity: "positive", effects: [{ kind: "ambidextrous", dice: 2 }] },
  sixthSense: { id: "VIV-TRAIT-P2", name: "Sixth Sense", polarity: "positive", effects: [{ kind: "sixthSense", rangeInches: 10, rating: "luck" }] },
  sureShot: { id: "VIV-TRAIT-P3", name: "Sure Shot", polarity: "positive", effects: [{ kind: "sureShot", baseHit: 6 }] },
  excellentWeaponMaster: { id: "VIV-TRAIT-P4", name: "Excellent Weapon Master", polarity: "positive", effects: [{ kind: "handToHandBonus", value: 2 }] },
  strongLikeAnOx: { id: "VIV-TRAIT-P5", name: "Strong Like An Ox", polarity: "positive", effects: [{ kind: "strongLikeOx" }] },
  inspiredLeadership: {
    id: "VIV-TRAIT-P6",
    name: "Inspired Leadership",
    polarity: "positive",
    effects: [{ kind: "moraleModifier", value: 1, when: "commanding" }, { kind: "neverFleeCasualtyCheck" }],
  },
  charmedLife: { id: "VIV-TRAIT-P7", name: "Charmed Life", polarity: "positive", eligibility: FAR_EAST, effects: [{ kind: "luckReroll" }] },
  ancientTraining: {
    id: "VIV-TRAIT-P8",
    name: "Ancient Training",
    polarity: "positive",
    eligibility: FAR_EAST,
    effects: [{ kind: "ancientTraining", usesPerGame: 4 }],
  },
  martialArts: {
    id: "VIV-TRAIT-P9",
    name: "Martial Arts",
    polarity: "positive",
    eligibility: { origin: ["farEastern"], advisory: true },
    effects: [{ kind: "handToHandBase", value: 8 }],
  },
  medicalTraining: { id: "VIV-TRAIT-P10", name: "Medical Training", polarity: "positive", effects: [{ kind: "medicalTraining" }] },
  blindEye: { id: "VIV-TRAIT-N1", name: "Blind Eye", polarity: "negative", effects: [{ kind: "blindEye", arcDeg: 45 }] },
  extremelyArrogant: {
    id: "VIV-TRAIT-N2",
    name: "Extremely Arrogant",
    polarity: "negative",
    eligibility: { origin: ["western"] },
    effects: [{ kind: "noPositiveTraitsForNatives" }],
  },
  nearSighted: { id: "VIV-TRAIT-N3", name: "Near Sighted", polarity: "negative", effects: [{ kind: "ratingCap", rating: "luck", max: 6 }] },
  clumsy: { id: "VIV-TRAIT-N4", name: "Clumsy", polarity: "negative", effects: [{ kind: "clumsy", shootingTrigger: "anyEnemy" }] },
  impetuous: { id: "VIV-TRAIT-N5", name: "Impetuous", polarity: "negative", effects: [{ kind: "impetuous", rating: "luck", within: "movement" }] },
} satisfies Record<string, Trait>);
