// Shared fixtures for vivid's shooting tests.
import type { Figure, Unit, Weapon } from "../../src/vivid/index.js";
import { VIVID_WEAPONS } from "../../src/vivid/index.js";

export function soldier(id: string, weapon: Weapon = VIVID_WEAPONS.boltRifle, extra: Partial<Figure> = {}): Figure {
  return { id, name: id, class: "Combatant", weapons: [weapon], ...extra };
}

export function unitOf(id: string, members: Figure[], extra: Partial<Unit> = {}): Unit {
  return { id, kind: "combatant", members, ...extra };
}

export function riflemen(n: number): Unit {
  return unitOf(
    "riflemen",
    Array.from({ length: n }, (_, i) => soldier(`r${String(i + 1)}`)),
  );
}

export function thugs(n: number): Unit {
  return unitOf(
    "thugs",
    Array.from({ length: n }, (_, i) => soldier(`t${String(i + 1)}`)),
  );
}
