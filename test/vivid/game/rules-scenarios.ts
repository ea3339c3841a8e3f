// Small scenarios for the vivid game's gadget, Impetuous, disrupted and helping tests (issue #14).
import { CommandRefused, play, RulesError, scriptedDice } from "../../../src/index.js";
import { type Figure, type Unit, VIVID_WEAPONS, type VividEvent, type VividScenario, type VividState, vividGame } from "../../../src/vivid/index.js";

/** A rifleman of a side. */
export const rifleman = (id: string, name: string, side: string, extra: Partial<Figure> = {}): Figure => ({
  id,
  name,
  class: "Combatant",
  side,
  figureType: "westernMale",
  handToHandClass: "armedFirearm",
  weapons: [VIVID_WEAPONS.boltRifle],
  ...extra,
});

/** A PC with a rifle and Luck 5. */
export const pc = (id: string, name: string, side: string, extra: Partial<Figure> = {}): Figure => rifleman(id, name, side, { class: "PC", luck: 5, ...extra });

/** A unit. */
export const unit = (id: string, name: string, members: Figure[], extra: Partial<Unit> = {}): Unit => ({
  id,
  name,
  kind: "combatant",
  troopType: "trained",
  members,
  ...extra,
});

/**
 * Two sides, "good" and "bad", each a list of units, every figure placed, on a 48" by 36" table (room to rout
 * without leaving it).
 */
export function twoSides(good: Unit[], bad: Unit[], at: Readonly<Record<string, { x: number; y: number }>>, extra: Partial<VividScenario> = {}): VividScenario {
  return {
    sides: [
      { id: "good", name: "The party", units: good },
      { id: "bad", name: "The gang", units: bad },
    ],
    positions: Object.entries(at).map(([id, p]) => ({ id, at: p })),
    table: { width: 48, height: 36 },
    ...extra,
  };
}

/** The scenario set up and its first turn begun with the good side first (initiative D10s 9 and 2: VIV-SEQ-1), then `more` dice. */
export function goodFirst(scenario: VividScenario, more: string[] = []): VividState {
  const dice = scriptedDice(["d10:9", "d10:2", ...more]);
  const state = play(vividGame, vividGame.setup(scenario), { type: "beginTurn" }, dice).state;
  if (dice.remaining() !== 0) throw new Error(`${String(dice.remaining())} scripted dice left over`);
  return state;
}

/** The codes and rules of a refused command (empty: it applied, or got as far as its first die). */
export function refusal(state: VividState, command: unknown): string[] {
  try {
    play(vividGame, state, command, scriptedDice([]));
  } catch (error) {
    if (error instanceof CommandRefused) return error.reasons.map((r) => `${r.code}${r.rule === undefined ? "" : ` ${r.rule}`}`);
    if (error instanceof RulesError && error.code === "DICE_EXHAUSTED") return [];
    throw error;
  }
  return [];
}

/** A figure of the state by id. */
export function figure(state: VividState, id: string): Figure {
  const f = state.units.flatMap((u) => u.members).find((m) => m.id === id);
  if (f === undefined) throw new Error(`no figure ${id}`);
  return f;
}

/** A figure's place by id. */
export function place(state: VividState, id: string): VividState["places"][number] {
  const p = state.places.find((q) => q.id === id);
  if (p === undefined) throw new Error(`no place ${id}`);
  return p;
}

/** Plays a command with scripted dice that must all be used. */
export function playAll(state: VividState, command: unknown, faces: string[]): { state: VividState; events: readonly VividEvent[] } {
  const dice = scriptedDice(faces);
  const out = play(vividGame, state, command, dice);
  if (dice.remaining() !== 0) throw new Error(`${String(dice.remaining())} scripted dice left over`);
  return out;
}
