// Scenarios of the vivid game's tests and benchmarks (and a recipe for the workers: `vividBattle`).
import {
  advanceAndCharge,
  type Figure,
  holdAndShoot,
  type Unit,
  VIVID_GADGETS,
  VIVID_TRAITS,
  VIVID_WEAPONS,
  type VividScenario,
  type VividState,
  vividGame,
} from "../../../src/vivid/index.js";
import { pc, rifleman as riflemanWith, twoSides, unit as unitOf } from "./rules-scenarios.js";

const rifleman = (id: string, name: string, side: string): Figure => ({
  id,
  name,
  class: "Combatant",
  side,
  figureType: "westernMale",
  handToHandClass: "armedFirearm",
  weapons: [VIVID_WEAPONS.boltRifle],
});

/** Three riflemen 10" from three thugs with rifles, each side 1" from its table edge (a retreat leaves the table: VIV-MOR-8). */
export function smallScenario(): VividScenario {
  const riflemen: Unit = {
    id: "riflemen",
    name: "the riflemen",
    kind: "combatant",
    troopType: "trained",
    members: [0, 1, 2].map((i) => rifleman(`r${String(i + 1)}`, `Rifleman ${String(i + 1)}`, "good")),
  };
  const thugs: Unit = {
    id: "thugs",
    name: "the thugs",
    kind: "combatant",
    troopType: "militia",
    members: [0, 1, 2].map((i) => ({ ...rifleman(`t${String(i + 1)}`, `Thug ${String(i + 1)}`, "bad"), figureType: "native" as const })),
  };
  return {
    name: "three riflemen against three thugs",
    sides: [
      { id: "good", name: "The riflemen", units: [riflemen] },
      { id: "bad", name: "The thugs", units: [thugs] },
    ],
    positions: [
      ...[0, 1, 2].map((i) => ({ id: `r${String(i + 1)}`, at: { x: 10, y: 1 } })),
      ...[0, 1, 2].map((i) => ({ id: `t${String(i + 1)}`, at: { x: 10, y: 11 } })),
    ],
    table: { width: 20, height: 12 },
  };
}

/** Ten riflemen against ten native warriors with a leader, on a 48" by 36" table with a wall and a jungle. */
export function skirmishScenario(turnLimit = 6): VividScenario {
  const soldiers: Unit = {
    id: "soldiers",
    name: "the Fusiliers",
    kind: "combatant",
    troopType: "trained",
    leaderId: "s1",
    members: Array.from({ length: 10 }, (_, i) => rifleman(`s${String(i + 1)}`, i === 0 ? "Sergeant Bell" : `Fusilier ${String(i + 1)}`, "good")),
  };
  const warriors: Unit = {
    id: "warriors",
    name: "the warriors",
    kind: "combatant",
    troopType: "nativeWarrior",
    leaderId: "w1",
    members: Array.from({ length: 10 }, (_, i) => ({
      id: `w${String(i + 1)}`,
      name: i === 0 ? "the chief" : `Warrior ${String(i + 1)}`,
      class: "Combatant" as const,
      side: "bad",
      figureType: "native" as const,
      handToHandClass: "trained" as const,
      weapons: [i % 3 === 0 ? VIVID_WEAPONS.musket : VIVID_WEAPONS.thrownSpear],
    })),
  };
  return {
    name: "ten against ten",
    sides: [
      { id: "good", name: "The Fusiliers", units: [soldiers] },
      { id: "bad", name: "The warriors", units: [warriors] },
    ],
    positions: [
      ...Array.from({ length: 10 }, (_, i) => ({ id: `s${String(i + 1)}`, at: { x: 8 + i * 3, y: 4 } })),
      ...Array.from({ length: 10 }, (_, i) => ({ id: `w${String(i + 1)}`, at: { x: 8 + i * 3, y: 30 } })),
    ],
    terrain: [
      { id: "wall", name: "the stone wall", kind: "stoneBuilding", shape: { kind: "rect", x: 0, y: 3, width: 48, height: 2 } },
      { id: "jungle", kind: "jungle", shape: { kind: "circle", x: 24, y: 20, radius: 5 } },
    ],
    table: { width: 48, height: 36 },
    victory: { turnLimit, fiftyPercentSide: "bad" },
  };
}

/** A battle recipe for the workers: `{ module: <this file>, export: "vividBattle", args: [which] }`. */
export function vividBattle(which: "small" | "skirmish" = "small") {
  return {
    game: vividGame,
    scenario: which === "small" ? smallScenario() : skirmishScenario(),
    policies: which === "small" ? holdAndShoot : { good: holdAndShoot, bad: advanceAndCharge },
    summary: {
      turn: (s: VividState) => s.turn,
      goodLeft: (s: VividState) =>
        s.units
          .filter((u) => u.side === "good")
          .reduce((n, u) => n + u.members.filter((m) => m.status?.wound !== "killed" && m.status?.removed !== true).length, 0),
    },
  };
}

/** The skirmish with a Maxim, a Lewis gun and mercy bullets among the Fusiliers (machine guns inside the volley), for the session tests. */
export function gunsScenario(turnLimit = 6): VividScenario {
  const s = skirmishScenario(turnLimit);
  return {
    ...s,
    sides: s.sides.map((side) =>
      side.id !== "good"
        ? side
        : {
            ...side,
            units: side.units.map((u) => ({
              ...u,
              members: u.members.map((m, i) =>
                i === 1
                  ? { ...m, weapons: [VIVID_WEAPONS.mg], gadgets: [VIVID_GADGETS.mercyBullets] }
                  : i === 2
                    ? { ...m, weapons: [{ ...VIVID_WEAPONS.mg, mgType: "lewis" as const }] }
                    : m,
              ),
            })),
          },
    ),
  };
}

/** Gadgets, wounded and Impetuous PCs, a routing-prone militia and the Cliff-hanger: the phases kept on the chance path too. */
export function gadgetScenario(): VividScenario {
  const party = unitOf("party", "the party", [
    pc("jack", "Jack", "good", { gadgets: [{ ...VIVID_GADGETS.anestheticGasGrenade, uses: 2 }] }),
    pc("mei", "Mei", "good", { gadgets: [VIVID_GADGETS.whip, VIVID_GADGETS.hairPins], traits: [VIVID_TRAITS.impetuous] }),
    pc("doc", "Doc", "good", { gadgets: [{ ...VIVID_GADGETS.resuscitatingDrug, doses: 2 }], status: { wound: "wounded" } }),
  ]);
  const gang = unitOf(
    "gang",
    "the gang",
    [pc("koo", "Dr Koo", "bad", { luck: 2 }), ...Array.from({ length: 4 }, (_, i) => riflemanWith(`g${String(i + 1)}`, `Thug ${String(i + 1)}`, "bad"))],
    { troopType: "militia" },
  );
  return twoSides(
    [party],
    [gang],
    {
      jack: { x: 20, y: 8 },
      mei: { x: 22, y: 8 },
      doc: { x: 24, y: 9 },
      koo: { x: 22, y: 16 },
      g1: { x: 20, y: 14 },
      g2: { x: 23, y: 14 },
      g3: { x: 26, y: 15 },
      g4: { x: 18, y: 15 },
    },
    { victory: { turnLimit: 5, cliffHanger: true } },
  );
}
