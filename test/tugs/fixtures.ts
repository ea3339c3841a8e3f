// The worked example's characters (catalogue 4.4, TUGS-EX-1). Max HP is not in the text (TUGS-AMB-9): we use Stamina.
import type { CharacterInput, WeaponInput } from "../../src/tugs/index.js";

export const shortSword: WeaponInput = { name: "short sword", skill: "Blades", type: "blade", initiative: 0, penetration: -1, damage: -1, parry: -4 };
export const broadsword: WeaponInput = { name: "broadsword", skill: "Blades", type: "blade", initiative: 0, penetration: 0, damage: 0, parry: -4 };

export const jan: CharacterInput = {
  id: "jan",
  name: "Jan",
  attributes: { sta: 9, str: 10, dex: 11 },
  initiative: 11,
  resistance: -1,
  injuryBonus: 0,
  skills: { Blades: 14 },
  maxHp: 9,
  weapons: [shortSword],
};

export const travis: CharacterInput = {
  id: "travis",
  name: "Travis",
  attributes: { sta: 11, str: 11, dex: 10 },
  initiative: 9,
  resistance: 1,
  injuryBonus: 1,
  skills: { Blades: 12 },
  maxHp: 11,
  weapons: [broadsword],
  armour: { body: { value: 1, kind: "nonRigid" }, head: { value: 2, kind: "rigid" } },
};

/** The catalogue's script for TUGS-EX-1, in consumption order (2D6 as two d6). */
export const EX1_SCRIPT = [
  "d6:2",
  "d6:3",
  "d20:14",
  "d20:10",
  "d20:15",
  "d20:16",
  "d6:3",
  "d6:4",
  "d20:11",
  "d6:1",
  "d6:3",
  "d20:2",
  "d6:3",
  "d6:4",
  "d6:4",
  "d6:5",
  "d6:3",
  "d6:3",
  "d20:8",
  "d20:15",
  "d20:2",
  "d6:5",
  "d6:6",
];
