// Combat tables of catalogue section 4.1, as data.
import type { HitLocation, Level, WeaponType } from "./schemas.js";

/** TUGS-INIT-1: initiative modifiers (the impairment and weapon rows are computed). */
export const INITIATIVE_MODIFIERS = { surprised: -5, unprepared: -5, onTheGround: -2 } as const;

/** TUGS-HTH-2: hand-to-hand attack modifiers, with their labels. */
export const HTH_ATTACK_MODIFIERS = {
  attackerAbove: { label: "attacker is above defender", value: 5 },
  attackerProne: { label: "attacker is on the ground", value: -5 },
  defenderFlanked: { label: "defender is flanked", value: 5 },
  attackerBehind: { label: "attacker is behind defender", value: 10 },
  defenderImmobilised: { label: "defender is immobilised", value: 15 },
  badHand: { label: "bad hand", value: -5 },
} as const;

/** TUGS-HTH-2: advantageous position (Hardcore rules, TUGS-AMB-12). */
export const ADVANTAGE_MODIFIERS = { attacker: 5, defender: -5 } as const;

/** TUGS-RNG-2: ranged attack modifiers; paired values are grades (TUGS-AMB-11). */
export const RANGED_MODIFIERS = {
  range: { short: 0, medium: -5, long: -10 },
  shooterMoving: { none: 0, walking: -5, running: -10 },
  targetMoving: { none: 0, slow: 0, fast: -10 },
  visibility: { good: 0, poor: -5, veryPoor: -10 },
  aimRounds: [0, 5, 10],
  oneHandTwoHander: -5,
  inMelee: -5,
  targetStationary: 5,
  zoneFire: -5,
  stable: 5,
  badHand: -5,
} as const;

/** The location groups of the aiming tables. */
export type LocationGroup = "leg" | "body" | "arm" | "head";

/** Which group a hit location belongs to. */
export const GROUP_OF: Readonly<Record<HitLocation, LocationGroup>> = {
  leftLeg: "leg",
  rightLeg: "leg",
  body: "body",
  otherArm: "arm",
  weaponArm: "arm",
  head: "head",
};

/** TUGS-LOC-2: aimed hand-to-hand location penalty. */
export const HTH_AIM_PENALTY: Readonly<Record<LocationGroup, number>> = { leg: -5, body: 0, arm: -5, head: -6 };

/** TUGS-LOC-3: ranged location penalty (ranged fire is always aimed). */
export const RANGED_AIM_PENALTY: Readonly<Record<LocationGroup, number>> = { leg: -4, body: 0, arm: -8, head: -6 };

/** TUGS-LOC-1: the d20 hit-location table, as inclusive upper bounds. */
export const LOCATION_TABLE: readonly { readonly upTo: number; readonly location: HitLocation }[] = [
  { upTo: 1, location: "leftLeg" },
  { upTo: 2, location: "rightLeg" },
  { upTo: 12, location: "body" },
  { upTo: 14, location: "otherArm" },
  { upTo: 18, location: "weaponArm" },
  { upTo: 20, location: "head" },
];

/** TUGS-PEN-1: penetration values for armour 0..6; each point beyond adds 2. */
export const PENETRATION_VALUES: readonly number[] = [0, 7, 9, 11, 13, 15, 17];

/** TUGS-DMG-1: damage totals to injury level, as inclusive lower bounds, worst first. */
export const INJURY_TABLE: readonly { readonly from: number; readonly level: Level }[] = [
  { from: 12, level: "fatal" },
  { from: 10, level: "critical" },
  { from: 8, level: "major" },
  { from: 5, level: "minor" },
  { from: 1, level: "superficial" },
];

/** The levels, mildest first. */
export const LEVELS: readonly Level[] = ["superficial", "minor", "major", "critical", "fatal"];

/** TUGS-DMG-1: the impairment of each level. */
export const IMPAIRMENT_OF: Readonly<Record<Level, number>> = { superficial: -1, minor: -2, major: -3, critical: -4, fatal: -5 };

/** TUGS-LETH-1: lethality by weapon type ("combination" is lethal from Major up). */
export const LETHALITY: Readonly<Record<WeaponType, "lethal" | "nonLethal" | "combination">> = {
  blade: "lethal",
  contending: "combination",
  lash: "nonLethal",
  shafted: "lethal",
  unarmed: "nonLethal",
  firearm: "lethal",
  thrown: "lethal",
};

/** TUGS-BLUNT-3: faster than this (m/s), inertial armour acts as rigid. */
export const FAST_PROJECTILE = 200;
/** TUGS-AMB-22: a firearm's projectile velocity when the weapon does not state one (m/s). */
export const FIREARM_DEFAULT_VELOCITY = 300;
/** TUGS-BLUNT-2: initiative modifier after a rigid-armour blow that would have been Minor. */
export const BLUNT_INITIATIVE_PENALTY = -3;
