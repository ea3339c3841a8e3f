// Shared fixtures for rugged's shooting tests.
import type { Figure, Unit, Weapon } from "../../src/rugged/index.js";
import { RUGGED_WEAPONS } from "../../src/rugged/index.js";

export function soldier(id: string, weapon: Weapon = RUGGED_WEAPONS.boltRifle, extra: Partial<Figure> = {}): Figure {
  return { id, name: id, class: "Combatant", weapons: [weapon], ...extra };
}

export function unitOf(id: string, members: Figure[], extra: Partial<Unit> = {}): Unit {
  return { id, kind: "combatant", members, ...extra };
}

export function riflemen(n: number, mode: Unit["mode"] = "stationary"): Unit {
  return unitOf(
    "riflemen",
    Array.from({ length: n }, (_, i) => soldier(`r${String(i + 1)}`)),
    { mode },
  );
}

export function thugs(n: number): Unit {
  return unitOf(
    "thugs",
    Array.from({ length: n }, (_, i) => soldier(`t${String(i + 1)}`)),
  );
}
