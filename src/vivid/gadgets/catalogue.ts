// The 24 gadgets of vivid's "Tools of the Trade" and "Implements of Evil" as data (VIV-GAD-1..24,
// text L.188-231). The numbers are the text's; what the text leaves to the GM is listed in `gmInputs`.

import { deepFreeze } from "../../core/freeze.js";
import { VIVID_MACHINE_PISTOL } from "../weapon-table.js";
import type { Gadget } from "./schema.js";

/**
 * The keys of the shipped gadgets in {@link VIVID_GADGETS}.
 *
 * @example
 * ```ts
 * const name: VividGadgetName = "smokeBomb";
 * ```
 */
export type VividGadgetName =
  | "grapplingLine"
  | "acidVials"
  | "anestheticGasGrenade"
  | "smokeBomb"
  | "mercyBullets"
  | "machinePistol"
  | "anestheticThimble"
  | "resuscitatingDrug"
  | "flashGrenade"
  | "underwaterBreather"
  | "zipWire"
  | "bulletProofVest"
  | "lockPicks"
  | "poisonGas"
  | "acidVapour"
  | "madnessMist"
  | "hairPins"
  | "deathRay"
  | "mindTransference"
  | "knockoutDrops"
  | "antidotes"
  | "zombieDust"
  | "multiTool"
  | "whip";

/**
 * The shipped gadgets of vivid (VIV-GAD-1..24) as data, with the text's numbers. Counters start full where
 * the text gives them (thimble 3 uses, breather 4 turns of air); the resuscitating drug's doses are rolled
 * with {@link rollDoses}.
 *
 * @example
 * ```ts
 * VIVID_GADGETS.anestheticGasGrenade.effect; // { kind: "knockoutGas", radiusInches: 4, holdBreathOnOrBelow: 3 }
 * ```
 */
export const VIVID_GADGETS: Readonly<Record<VividGadgetName, Gadget>> = deepFreeze({
  grapplingLine: {
    id: "VIV-GAD-1",
    name: "Silk Grappling Line",
    origin: "heroic",
    effect: { kind: "climb", maxStoreys: 3, fullMoveStoreys: 2 },
    gmInputs: ["movement needed for a shorter (or taller) obstacle"],
  },
  acidVials: {
    id: "VIV-GAD-2",
    name: "Vials of Acid",
    origin: "heroic",
    effect: { kind: "narrative", note: "eats through metal bars, cell locks and ropes" },
    gmInputs: ["what the acid eats through, and how long it takes"],
  },
  anestheticGasGrenade: {
    id: "VIV-GAD-3",
    name: "Anesthetic Gas Grenade",
    origin: "heroic",
    effect: { kind: "knockoutGas", radiusInches: 4, holdBreathOnOrBelow: 3 },
    gmInputs: ["strength of the gas: turns of unconsciousness (before the game)", "throw range and placement"],
  },
  smokeBomb: {
    id: "VIV-GAD-4",
    name: "Smoke Bomb",
    origin: "heroic",
    effect: { kind: "smoke", radiusInches: 5, durationTurns: 2 },
    gmInputs: ["a strong wind, and how many turns the smoke then lasts", "throw range"],
  },
  mercyBullets: {
    id: "VIV-GAD-5",
    name: "Mercy Bullets",
    origin: "heroic",
    effect: { kind: "mercyAmmo", woundModifier: 2, pcWakeOnOrBelow: 3 },
    gmInputs: ["whether a figure in a vehicle can be hit (open windows)", "ammunition limits"],
  },
  machinePistol: {
    id: "VIV-GAD-6",
    name: "Rapid Fire Machine Pistol",
    origin: "heroic",
    effect: { kind: "weapon", profiles: [VIVID_MACHINE_PISTOL.fullAuto, VIVID_MACHINE_PISTOL.singleShot], mercyAmmo: true },
    gmInputs: ["ammunition limits"],
  },
  anestheticThimble: {
    id: "VIV-GAD-7",
    name: "Anesthetic Thimble",
    origin: "heroic",
    effect: { kind: "thimble", nonPcWoundModifier: 3, pcWakeOnOrBelow: 3 },
    uses: 3,
  },
  resuscitatingDrug: {
    id: "VIV-GAD-8",
    name: "Resuscitating Drug",
    origin: "heroic",
    effect: { kind: "resuscitate", failsOn: 10, dosesDie: "d6" },
  },
  flashGrenade: {
    id: "VIV-GAD-9",
    name: "Flash Grenade",
    origin: "heroic",
    effect: { kind: "flash", radiusInches: 8 },
    gmInputs: ["impact point"],
  },
  underwaterBreather: {
    id: "VIV-GAD-10",
    name: "Underwater Breather",
    origin: "heroic",
    effect: { kind: "airSupply", turns: 4 },
    gmInputs: ["turns of air in a larger tank", "which poison gases it negates"],
    airTurns: 4,
  },
  zipWire: {
    id: "VIV-GAD-11",
    name: "Rocket Propelled Zip Wire",
    origin: "heroic",
    effect: { kind: "zipWire", rangeInches: 14 },
    gmInputs: ["whether the anchor point is lower"],
  },
  bulletProofVest: {
    id: "VIV-GAD-12",
    name: "Bullet Proof Vest",
    origin: "heroic",
    effect: { kind: "vest", stopsOnOrBelow: 6 },
  },
  lockPicks: {
    id: "VIV-GAD-13",
    name: "Lock Pick Set",
    origin: "heroic",
    effect: { kind: "lockPick", minTurns: 1 },
    gmInputs: ["whether the figure is a skilled locksmith", "turns the lock takes"],
  },
  poisonGas: {
    id: "VIV-GAD-14",
    name: "Poison Gas",
    origin: "evil",
    effect: { kind: "poisonGas", holdBreathOnOrAbove: 7, woundModifiers: [3, 2, 1], result: "killed" },
    gmInputs: ["duration (3 turns unless the GM decides otherwise)", "shape of the cloud (it settles low)"],
  },
  acidVapour: {
    id: "VIV-GAD-15",
    name: "Acid Vapour",
    origin: "evil",
    effect: { kind: "poisonGas", holdBreathOnOrAbove: 7, woundModifiers: [3, 2, 1], result: "dissolved" },
    gmInputs: ["duration", "shape of the cloud"],
  },
  madnessMist: {
    id: "VIV-GAD-16",
    name: "Madness Mist",
    origin: "evil",
    effect: { kind: "madnessMist", holdBreathOnOrAbove: 7, frenzyTurns: 2, recoverTurns: 1 },
    gmInputs: ["the nearest figure a frenzied victim attacks"],
  },
  hairPins: {
    id: "VIV-GAD-17",
    name: "Hair Pins of Death",
    origin: "evil",
    effect: { kind: "handToHandModifier", value: 2, firstTurnOnly: true },
    gmInputs: ["poison or knockout drops on the pins"],
  },
  deathRay: {
    id: "VIV-GAD-18",
    name: "The Death Ray",
    origin: "evil",
    effect: { kind: "deathRay", powerUpDie: "d10", baseHit: 6, nonPcWoundModifier: 3 },
    gmInputs: ["radius of the effect area", "number of hit dice", "what power-up time means"],
  },
  mindTransference: {
    id: "VIV-GAD-19",
    name: "Mind Transference Machine",
    origin: "evil",
    effect: { kind: "mindTransfer", turns: 2, successOnOrBelow: 6 },
    gmInputs: ["the effects of the swap beyond roles and characteristics"],
  },
  knockoutDrops: {
    id: "VIV-GAD-20",
    name: "Knockout Drops",
    origin: "evil",
    effect: { kind: "knockoutDrops", typicalTurns: 2 },
    gmInputs: ["turns of unconsciousness (2 is usually enough)"],
  },
  antidotes: {
    id: "VIV-GAD-21",
    name: "Antidotes",
    origin: "evil",
    effect: { kind: "narrative", note: "cures a poison almost at once; may be taken in advance; a medic can make one from a sample" },
    gmInputs: ["which poison it cures", "whether a medic can make one"],
  },
  zombieDust: {
    id: "VIV-GAD-22",
    name: "Voodoo Zombie Dust",
    origin: "evil",
    effect: { kind: "zombieDust", successOnOrAbove: 6, turns: 1, controlRangeInches: 12 },
    gmInputs: ["whether the corpse is fresh and intact"],
  },
  multiTool: {
    id: "VIV-GAD-23",
    name: "Universal Multi-Tool",
    origin: "heroic",
    effect: { kind: "luckBonus", value: 4 },
    gmInputs: ["approval of the task"],
  },
  whip: {
    id: "VIV-GAD-24",
    name: "Whip",
    origin: "heroic",
    effect: { kind: "whip", base: 6, reachInches: 3, swingGapInches: 6, swingFigures: 2 },
    gmInputs: ["a suitable chandelier, branch or beam to swing from"],
  },
});
