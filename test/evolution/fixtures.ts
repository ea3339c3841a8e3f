// The trail boss and four cowpokes of EVO-EX-2 (L.37), and the bandidos they shoot at.
import { type ModelInput, TOUGH } from "../../src/evolution/index.js";

export const trailBoss: ModelInput = {
  ...TOUGH,
  id: "boss",
  name: "Trail boss",
  type: "character",
  accuracy: 4,
  wound: 5,
  kill: 6,
  armourSave: 5,
  wtf: 3,
  skills: ["leadership"],
};

export const cowpokes: ModelInput[] = [1, 2, 3, 4].map((n) => ({ ...TOUGH, id: `cowpoke-${String(n)}`, name: `Cowpoke ${String(n)}` }));

export const bandido: ModelInput = { ...TOUGH, id: "bandido", name: "Bandido" };

/** A copy of an object without some keys. */
export function omit<T extends object, K extends keyof T>(value: T, ...keys: K[]): Omit<T, K> {
  const copy: Record<PropertyKey, unknown> = { ...(value as Record<PropertyKey, unknown>) };
  for (const k of keys) Reflect.deleteProperty(copy, k);
  return copy as Omit<T, K>;
}
