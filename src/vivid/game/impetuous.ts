// Impetuous in the vivid game (VIV-TRAIT-N5, issue #14): "any turn in which the PC is within movement distance of
// an enemy unit they must check their luck"; a failure charges the nearest enemy, the PC's unit with it when the PC
// commands one; a PC under a superior who is with the unit obeys the superior and makes no check. Made at the start
// of the PC's own side turn, before its side moves (the only moment vivid's turn gives for it).
import type { Chance } from "../../core/chance.js";
import { constant } from "../../core/chance.js";
import { distance, moveToward } from "../../core/game/table.js";
import type { Figure, Unit } from "../../family/schemas.js";
import { impetuousChance } from "../../family/trait-checks.js";
import { firstEffect } from "../../family/traits.js";
import { isPlayerFigure } from "../../family/wound-figure.js";
import { luckOf } from "../luck.js";
import { movementAllowanceValidated, zombieInchesFor } from "../movement.js";
import type { VividEvent } from "./events.js";
import { lockedStop } from "./gadget-locks.js";
import type { Acc, Found, Kit } from "./kit.js";
import type { VividState } from "./schema.js";

const NOTHING: Chance<0> = constant(0);
const just = (acc: Acc): Chance<Acc> => NOTHING.map(() => acc);

/** The movement rate's figure type (VIV-MOVE-1: an Impervious Suit or War Pants moves 4" whatever its type). */
const moveType = (f: Figure) => (f.armoured !== undefined ? "armoured" : (f.figureType ?? "westernMale"));

/**
 * Who commands whom in a unit (VIV-TRAIT-N5): a superior is the unit's commander, else its leader, when that is
 * another figure still able to command (not down); the PC commands the unit when it is its commander or leader.
 */
function command(kit: Kit, unit: Unit, pc: Figure): { superiorPresent: boolean; commands: boolean } {
  const able = (id: string | undefined): boolean => {
    const m = unit.members.find((x) => x.id === id);
    return m !== undefined && !kit.isDown(m);
  };
  const others = unit.members.some((m) => m.id !== pc.id && !kit.isDown(m));
  if (unit.commanderId === pc.id) return { superiorPresent: false, commands: others };
  if (unit.commanderId !== undefined && able(unit.commanderId)) return { superiorPresent: true, commands: false };
  if (unit.leaderId === pc.id) return { superiorPresent: false, commands: others };
  if (unit.leaderId !== undefined && able(unit.leaderId)) return { superiorPresent: true, commands: false };
  return { superiorPresent: false, commands: false };
}

/** A figure charges the nearest enemy: it moves toward it, stopping in base contact, and spends its whole move. */
function charge(kit: Kit, acc: Acc, id: string): Acc {
  const found = kit.lookup(acc.state);
  const x = found.get(id);
  if (x === undefined || kit.turnReasons(acc.state, x, id).length > 0) return acc;
  const foe = kit.nearest(x.place.at, kit.enemiesOf(acc.state, found, x.place.side));
  if (foe === undefined) return acc;
  const allowance = kit.allowanceToward(acc.state, x, foe.place.at);
  if (!allowance.ok) return acc;
  const d = distance(x.place.at, foe.place.at);
  const go = Math.max(0, Math.min(allowance.left - 1e-3, d - acc.state.contactInches / 2));
  if (go < 0.05) return acc;
  const raw = moveToward(x.place.at, foe.place.at, go);
  const rounded = { x: Math.round(raw.x * 1000) / 1000, y: Math.round(raw.y * 1000) / 1000 };
  // VIV-GAD-13 with VIV-TRAIT-N5: the charge goes straight at the nearest enemy and stops at a locked door on the
  // way (decision, gadget-locks.ts lockedStop: a locked zone blocks as impassable terrain would)
  const to = lockedStop(acc.state, x.place.at, rounded);
  if (to === x.place.at || kit.moveReasons(acc.state, x, { type: "move", figure: id, to }).length > 0) return acc;
  const moved = kit.move(acc.state, { type: "move", figure: id, to });
  // the charge is the figure's move this side turn
  const state = kit.withPlace(moved.state, id, { moved: x.place.moved + allowance.left });
  return kit.checkObjective({ state, events: [...acc.events, ...moved.events] });
}

/**
 * The Impetuous checks at the start of a side turn (VIV-TRAIT-N5): every PC of the active side with the trait,
 * able to act and within its movement rate of an enemy figure, with no superior present, tests its (effective,
 * VIV-AMB-46) Luck; a failure charges the nearest enemy at once, and its unit charges with it when it commands
 * one. @internal
 *
 * @param kit - the game's plumbing
 * @param acc - the step so far (a side turn just begun)
 * @returns a chance of the step
 */
export function impetuousChecks(kit: Kit, acc: Acc): Chance<Acc> {
  return hasImpetuous(acc.state, kit.activeSide(acc.state)) ? checks(kit, acc) : just(acc);
}

/**
 * Whether a side (or, with none, any side) has an Impetuous PC still in the game: only then are there checks to
 * make. @internal
 *
 * @param state - the state
 * @param side - the side's id, or undefined for every side
 * @returns whether one may check
 */
export function hasImpetuous(state: VividState, side: string | undefined): boolean {
  return state.units.some(
    (u) =>
      (side === undefined || u.side === side) &&
      u.members.some((m) => isPlayerFigure(m) && m.status?.wound !== "killed" && m.status?.removed !== true && firstEffect(m, "impetuous") !== undefined),
  );
}

function checks(kit: Kit, acc: Acc): Chance<Acc> {
  const state = acc.state;
  const side = kit.activeSide(state);
  if (side === undefined || state.outcome !== null) return just(acc);
  const found = kit.lookup(state);
  const pcs = [...found.values()].filter(
    (x) =>
      x.place.side === side &&
      isPlayerFigure(x.figure) &&
      firstEffect(x.figure, "impetuous") !== undefined &&
      kit.turnReasons(state, x, x.figure.id).length === 0,
  );
  return pcs.reduce((chance, pc) => chance.chain((a) => checkOne(kit, a, pc.figure.id)), just(acc));
}

function checkOne(kit: Kit, acc: Acc, id: string): Chance<Acc> {
  const found = kit.lookup(acc.state);
  const x = found.get(id) as Found;
  const foe = kit.nearest(x.place.at, kit.enemiesOf(acc.state, found, x.place.side));
  if (foe === undefined) return just(acc);
  const type = moveType(x.figure);
  const rate = movementAllowanceValidated(type, [], undefined, zombieInchesFor(type, acc.state.options));
  // VIV-TRAIT-N5: "within movement distance": the figure's rate, measured to the nearest enemy figure
  const reach = rate.ok ? rate.inches : 0;
  const { superiorPresent, commands } = command(kit, x.unit, x.figure);
  const luck = luckOf(x.figure, acc.state.options ?? {});
  return impetuousChance("vividGame.step", x.figure, distance(x.place.at, foe.place.at), reach, superiorPresent, commands, luck).map((r): Acc => {
    if (!r.checked) return acc;
    const event: VividEvent = {
      type: "impetuous",
      figure: id,
      name: x.figure.name,
      mustCharge: r.mustCharge,
      unitCharges: r.unitCharges,
      charges: r.mustCharge ? foe.figure.name : "",
      rule: "VIV-TRAIT-N5",
    };
    const checked: Acc = { state: acc.state, events: [...acc.events, event] };
    if (!r.mustCharge) return checked;
    const chargers = [id, ...(r.unitCharges ? x.unit.members.filter((m) => m.id !== id).map((m) => m.id) : [])];
    return chargers.reduce((a, who) => charge(kit, a, who), checked);
  });
}
