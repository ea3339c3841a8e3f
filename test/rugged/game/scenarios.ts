// Scenarios of the rugged game's tests, benchmarks and workers (a recipe module: `ruggedBattle(name)` builds the
// battle spec a worker rebuilds).
import { advanceAndCharge, type Figure, holdAndShoot, RUGGED_WEAPONS, type RuggedScenario, type RuggedState, ruggedGame } from "../../../src/rugged/index.js";

const rifleman = (i: number): Figure => ({ id: `r${String(i)}`, name: `Rifleman ${String(i)}`, class: "Combatant", weapons: [RUGGED_WEAPONS.boltRifle] });
const thug = (i: number, armed: boolean): Figure => ({
  id: `t${String(i)}`,
  name: `Thug ${String(i)}`,
  class: "Combatant",
  ...(armed ? { weapons: [RUGGED_WEAPONS.pistolBow] } : {}),
});

/** Three riflemen against three pistol-armed thugs 12" away, on a table 20" deep: a unit that falls back leaves it, so the range stays fixed. */
export const smallScenario: RuggedScenario = {
  name: "Three rifles, three thugs",
  sides: [
    { id: "riflemen", name: "The riflemen" },
    { id: "thugs", name: "The thugs" },
  ],
  units: [
    {
      side: "riflemen",
      position: { x: 10, y: 2 },
      unit: { id: "rifles", name: "Riflemen", kind: "combatant", baseMorale: 7, members: [1, 2, 3].map(rifleman) },
    },
    {
      side: "thugs",
      position: { x: 10, y: 14 },
      unit: { id: "gang", name: "Thugs", kind: "combatant", baseMorale: 6, members: [1, 2, 3].map((i) => thug(i, true)) },
    },
  ],
  table: { width: 20, height: 20 },
};

/** Ten riflemen against ten thugs with pistols 30" apart; six turns. */
export const tenScenario: RuggedScenario = {
  name: "Ten against ten",
  sides: [
    { id: "riflemen", name: "The riflemen" },
    { id: "thugs", name: "The thugs" },
  ],
  units: [
    {
      side: "riflemen",
      position: { x: 24, y: 4 },
      unit: { id: "rifles", name: "Riflemen", kind: "combatant", baseMorale: 7, members: Array.from({ length: 10 }, (_, i) => rifleman(i + 1)) },
    },
    {
      side: "thugs",
      position: { x: 24, y: 34 },
      unit: { id: "gang", name: "Thugs", kind: "combatant", baseMorale: 6, members: Array.from({ length: 10 }, (_, i) => thug(i + 1, true)) },
    },
  ],
  terrain: [{ id: "scrub", name: "the scrub", terrain: "forest", shape: { kind: "rect", x: 0, y: 28, width: 48, height: 12 } }],
  table: { width: 48, height: 48 },
  victory: { turnLimit: 6 },
};

const scenarios = { small: smallScenario, ten: tenScenario };

/** The battle spec a worker rebuilds: `{ module: <this file>, export: "ruggedBattle", args: ["small"] }`. */
export function ruggedBattle(which: keyof typeof scenarios = "small") {
  return {
    game: ruggedGame,
    scenario: scenarios[which],
    policies: which === "small" ? holdAndShoot : { riflemen: holdAndShoot, thugs: advanceAndCharge },
    summary: {
      turns: (s: RuggedState) => s.turn,
      riflemenLeft: (s: RuggedState) => s.units[0]?.unit.members.filter((m) => m.status?.wound !== "killed" && m.status?.removed !== true).length ?? 0,
    },
  };
}
