// The start of a turn keeps what it does not change (issue 14, src/family/recovery.ts unitAtTurnStart): a figure
// whose per-turn flags are written as false with no declared mode, and a unit of such figures that is not retreating
// and has no declared mode, are given back as they are; anything else is copied as before. Property (fast-check, seed
// printed on failure): on random units (every per-turn flag absent, false or true, a declared mode or none, every
// morale state), unitAtTurnStart gives exactly the unit the copying reset gave (the reference below, the code it
// replaces): equal as data, key for key in the same order (its JSON), with the input unchanged, and it is the input
// itself exactly when that copy equals the input. The vivid start of a turn (game.ts beginTurn) then keeps the lists
// whose items all stayed: a turn begun on a state the last turn left reset keeps its units, places and flags.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Figure, Unit } from "../../src/family/schemas.js";
import { unitAtTurnStart } from "../../src/family/recovery.js";
import { resolve, seededDice } from "../../src/index.js";
import { vividGame, type VividState } from "../../src/vivid/index.js";
import { deepFreeze } from "../helpers.js";

/** The reset as it was written before (503a888): every figure with a status and every unit copied. */
function figureReference(f: Figure): Figure {
  if (f.status === undefined) return f;
  const status = { ...f.status, oxUsedThisTurn: false, droppedWeapon: false, movedThisTurn: false, flying: false };
  delete status.mode;
  return { ...f, status };
}
function unitReference(u: Unit): Unit {
  const unit: Unit = { ...u, members: u.members.map(figureReference) };
  delete unit.mode;
  return u.morale === "retreating" ? { ...unit, morale: "normal" } : unit;
}

const flag = fc.constantFrom(undefined, false, true);
const statusArb = fc.record({
  wound: fc.constantFrom(undefined, "wounded", "unconscious"),
  oxUsedThisTurn: flag,
  droppedWeapon: flag,
  movedThisTurn: flag,
  flying: flag,
  mode: fc.constantFrom(undefined, "charge", "normal"),
  order: fc.integer({ min: 0, max: 3 }),
});
const figureArb = fc.option(statusArb, { nil: undefined }).map((s) => (i: number): Figure => {
  const base: Figure = { id: `f${String(i)}`, name: `F ${String(i)}`, class: "Combatant" };
  if (s === undefined) return base;
  const entries: [string, unknown][] = [];
  for (const k of ["wound", "oxUsedThisTurn", "droppedWeapon", "movedThisTurn", "flying", "mode"] as const) if (s[k] !== undefined) entries.push([k, s[k]]);
  // the keys in one of several orders (the copy keeps each key where it stands)
  const rotated = [...entries.slice(s.order % Math.max(1, entries.length)), ...entries.slice(0, s.order % Math.max(1, entries.length))];
  return { ...base, status: Object.fromEntries(rotated) };
});
const unitArb = fc
  .record({
    members: fc.array(figureArb, { minLength: 0, maxLength: 4 }),
    morale: fc.constantFrom(undefined, "normal", "retreating", "routing", "disrupted"),
    mode: fc.constantFrom(undefined, "charge"),
  })
  .map(
    (u): Unit => ({
      id: "u",
      kind: "combatant",
      members: u.members.map((f, i) => f(i)),
      ...(u.morale === undefined ? {} : { morale: u.morale }),
      ...(u.mode === undefined ? {} : { mode: u.mode }),
    }),
  );

describe("unitAtTurnStart keeps what the start of a turn does not change", () => {
  it("gives the copying reset's unit, key for key, and the input itself exactly when that copy equals it (fast-check)", () => {
    fc.assert(
      fc.property(unitArb, fc.boolean(), (unit, frozen) => {
        const given = frozen ? deepFreeze(structuredClone(unit)) : structuredClone(unit);
        const before = JSON.stringify(given);
        const expected = unitReference(structuredClone(unit));
        const got = unitAtTurnStart(given);
        expect(got).toStrictEqual(expected);
        expect(JSON.stringify(got)).toBe(JSON.stringify(expected));
        expect(JSON.stringify(given)).toBe(before);
        expect(got === given).toBe(JSON.stringify(expected) === before);
        got.members.forEach((m, i) => {
          const was = given.members[i] as Figure;
          expect(m === was).toBe(JSON.stringify(figureReference(structuredClone(was))) === JSON.stringify(was));
        });
      }),
      { numRuns: 500 },
    );
  });

  it("the vivid turn begun on a state already reset keeps its units, places and flags (and rolls as before)", () => {
    const scenario = {
      sides: [
        { id: "good", units: [{ id: "g", kind: "combatant", members: [{ id: "g1", name: "G", class: "Combatant" }] }] },
        { id: "bad", units: [{ id: "b", kind: "combatant", members: [{ id: "b1", name: "B", class: "Combatant" }] }] },
      ],
      positions: [
        { id: "g1", at: { x: 1, y: 1 } },
        { id: "b1", at: { x: 1, y: 20 } },
      ],
    };
    const first: VividState = vividGame.setup(scenario);
    const r = resolve(vividGame.step(first, { type: "beginTurn" }), seededDice(3));
    const next = r.value.state;
    expect(next.units).toBe(first.units);
    expect(next.places).toBe(first.places);
    expect(next.flags).toBe(first.flags);
    expect(r.value.events.map((e) => e.type)).toEqual(["turnBegins", "initiative"]);
  });
});
