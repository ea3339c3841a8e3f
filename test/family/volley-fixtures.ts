// Volley fixtures shared by the rugged family's shooting tests: a figure with Luck 5 and one weapon, and a unit of
// n such figures led by the first.
import type * as rugged from "../../src/rugged/index.js";

type Figure = rugged.Figure;

/** A figure with Luck 5 carrying `weapon` (its id as its name), with `extra` over it. */
export const fig = (id: string, weapon: rugged.Weapon, cls: Figure["class"] = "Combatant", extra: Partial<Figure> = {}): Figure => ({
  id,
  name: id,
  class: cls,
  luck: 5,
  weapons: [weapon],
  ...extra,
});

/** A combatant unit of n figures `<prefix>1..n` with `weapon`, led by the first, and `extra` members after them. */
export const unit = (id: string, prefix: string, n: number, weapon: rugged.Weapon, extra: Figure[] = []): rugged.Unit => ({
  id,
  kind: "combatant",
  leaderId: `${prefix}1`,
  members: [...Array.from({ length: n }, (_, i) => fig(`${prefix}${String(i + 1)}`, weapon)), ...extra],
});
