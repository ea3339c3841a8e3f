// The data the benchmarks share (bench/tugs.ts, bench/vivid-game.ts): the tugs worked example's characters and the
// vivid skirmishes, defined once. The benchmarks' own copies, unchanged (not the test fixtures: those differ in
// ids, names and defaults written out, and a benchmark's numbers must stay comparable with the Measured table).
import type { CharacterInput } from "pulp-rules/tugs";
import { type Figure, type Unit, VIVID_GADGETS, VIVID_WEAPONS, type VividScenario } from "pulp-rules/vivid";

/** Jan of the worked example (TUGS-EX-1), as the benchmarks give him: no id, the weapon's zero modifiers left out. */
export const jan: CharacterInput = {
  name: "Jan",
  attributes: { sta: 9, str: 10, dex: 11 },
  initiative: 11,
  resistance: -1,
  skills: { Blades: 14 },
  maxHp: 9,
  weapons: [{ name: "short sword", skill: "Blades", type: "blade", penetration: -1, damage: -1, parry: -4 }],
};

/** Travis of the worked example (TUGS-EX-1), as the benchmarks give him. */
export const travis: CharacterInput = {
  name: "Travis",
  attributes: { sta: 11, str: 11, dex: 10 },
  initiative: 9,
  resistance: 1,
  injuryBonus: 1,
  skills: { Blades: 12 },
  maxHp: 11,
  weapons: [{ name: "broadsword", skill: "Blades", type: "blade", parry: -4 }],
  armour: { body: { value: 1, kind: "nonRigid" }, head: { value: 2, kind: "rigid" } },
};

const rifleman = (id: string, name: string): Figure => ({
  id,
  name,
  class: "Combatant",
  figureType: "westernMale",
  handToHandClass: "armedFirearm",
  weapons: [VIVID_WEAPONS.boltRifle],
});

/** Ten riflemen behind a stone wall against ten native warriors (muskets and spears) across a jungle, six turns. */
export function skirmish(): VividScenario {
  const soldiers: Unit = {
    id: "soldiers",
    name: "the Fusiliers",
    kind: "combatant",
    troopType: "trained",
    leaderId: "s1",
    members: Array.from({ length: 10 }, (_, i) => rifleman(`s${String(i + 1)}`, `Fusilier ${String(i + 1)}`)),
  };
  const warriors: Unit = {
    id: "warriors",
    name: "the warriors",
    kind: "combatant",
    troopType: "nativeWarrior",
    leaderId: "w1",
    members: Array.from({ length: 10 }, (_, i) => ({
      id: `w${String(i + 1)}`,
      name: `Warrior ${String(i + 1)}`,
      class: "Combatant" as const,
      figureType: "native" as const,
      handToHandClass: "trained" as const,
      weapons: [i % 3 === 0 ? VIVID_WEAPONS.musket : VIVID_WEAPONS.thrownSpear],
    })),
  };
  return {
    sides: [
      { id: "good", units: [soldiers] },
      { id: "bad", units: [warriors] },
    ],
    positions: [
      ...Array.from({ length: 10 }, (_, i) => ({ id: `s${String(i + 1)}`, at: { x: 8 + i * 3, y: 4 } })),
      ...Array.from({ length: 10 }, (_, i) => ({ id: `w${String(i + 1)}`, at: { x: 8 + i * 3, y: 30 } })),
    ],
    terrain: [
      { id: "wall", kind: "stoneBuilding", shape: { kind: "rect", x: 0, y: 3, width: 48, height: 2 } },
      { id: "jungle", kind: "jungle", shape: { kind: "circle", x: 24, y: 20, radius: 5 } },
    ],
    table: { width: 48, height: 36 },
    victory: { turnLimit: 6, fiftyPercentSide: "bad" },
  };
}

/** The skirmish with a Maxim (mercy bullets loaded) and a Lewis gun among the riflemen. */
export function guns(): VividScenario {
  const s = skirmish();
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

/** Three riflemen 10" from three thugs, each side 1" from its table edge. */
export function small(): VividScenario {
  const unit = (id: string, p: string, side: string): Unit => ({
    id,
    kind: "combatant",
    troopType: side === "good" ? "trained" : "militia",
    members: [1, 2, 3].map((i) => rifleman(`${p}${String(i)}`, `${id} ${String(i)}`)),
  });
  return {
    sides: [
      { id: "good", units: [unit("riflemen", "r", "good")] },
      { id: "bad", units: [unit("thugs", "t", "bad")] },
    ],
    positions: [
      ...[1, 2, 3].map((i) => ({ id: `r${String(i)}`, at: { x: 10, y: 1 } })),
      ...[1, 2, 3].map((i) => ({ id: `t${String(i)}`, at: { x: 10, y: 11 } })),
    ],
    table: { width: 20, height: 12 },
  };
}
