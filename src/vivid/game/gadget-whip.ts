// The whip in the vivid game (VIV-GAD-24, VIV-AMB-33): in every fight a figure carrying one strikes an enemy up
// to the whip's reach (3") beyond base contact, at base 6, and that enemy strikes back only if it reaches too; in
// its side turn a PC may use it to grab the objective lying within reach or knock the weapon from an enemy's
// grasp within reach (a whip hit; decision: either is the figure's shot), or to swing over a gap of up to 6" to
// `at`, with up to one friend in base contact, where the GM rules a structure to snare (a whip hit and a passed
// luck roll; the swing takes the whole movement phase, made or not).
import type { Chance } from "../../core/chance.js";
import type { Choice, Reason } from "../../core/game/contract.js";
import { distanceUnchecked as distance, type Point } from "../../core/game/table.js";
import { carriedGadget } from "../../family/carried.js";
import type { Figure } from "../../family/schemas.js";
import { isPlayerFigure } from "../../family/wound-figure.js";
import type { Gadget } from "../gadgets/schema.js";
import { whipTrick } from "../gadgets/whip.js";
import { vividOptions } from "../options.js";
import type { VividEvent } from "./events.js";
import { offTable, within } from "./gadget-common.js";
import { swingChoices, swingStructure } from "./gadget-heights.js";
import { lockedReasons } from "./gadget-locks.js";
import type { Acc, Found, Kit } from "./kit.js";
import type { VividUseGadget } from "./rules-schema.js";
import type { VividCommand, VividState } from "./schema.js";

/**
 * The whip reach in force (VIV-AMB-33): a validated state's options are parsed, with every default filled; with none,
 * the option's default (parsed here, not at module load: the module stays free of side effects for tree shaking).
 */
const reachOf = (state: VividState): number => state.options?.whipReachInches ?? vividOptions({}).whipReachInches;

/**
 * How far a figure strikes in hand-to-hand with its whip, inches (0: it carries none). @internal
 *
 * @param state - the state
 * @param figure - the figure
 * @returns the reach
 */
export function whipReach(state: VividState, figure: Figure): number {
  if (figure.gadgets === undefined || carriedGadget(figure, "whip") === undefined) return 0;
  return reachOf(state);
}

/**
 * The whip fields of a hand-to-hand attack at a distance (ruling VIV-AMB-33): beyond base contact a whip carrier
 * strikes with the whip; anyone else's strike at that distance is out of reach (the fight refuses it). In base
 * contact a figure fights with its own hand-to-hand class (decision: the whip is what reaches farther). @internal
 *
 * @param state - the state
 * @param figure - the attacker
 * @param d - the distance to its target
 * @returns the attack's fields
 */
export function whipAttack(state: VividState, figure: Figure, d: number): { whip?: true; distance?: number } {
  if (d <= state.contactInches) return {};
  return whipReach(state, figure) > 0 ? { whip: true, distance: Math.min(1000, d) } : { distance: Math.min(1000, d) };
}

/**
 * Why a whip trick is refused. @internal
 *
 * @param kit - the game's plumbing
 * @param state - the state
 * @param found - every figure
 * @param x - the PC
 * @param g - the whip
 * @param cmd - the command
 * @returns the reasons
 */
export function trickReasons(kit: Kit, state: VividState, found: ReadonlyMap<string, Found>, x: Found, g: Gadget, cmd: VividUseGadget): Reason[] {
  const name = x.figure.name;
  const out: Reason[] = [];
  if (!isPlayerFigure(x.figure)) out.push({ code: "NOT_A_PC", rule: "VIV-GAD-24", text: `${name} is not a PC: the whip's tricks are the PCs'` });
  const reach = reachOf(state);
  const shot = (): void => {
    if (x.place.shot) out.push({ code: "ALREADY_SHOT", rule: "VIV-SEQ-2", text: `${name} has already shot this turn (a whip trick is the figure's shot)` });
  };
  switch (cmd.trick) {
    case undefined:
      out.push({ code: "NO_TRICK", rule: "VIV-GAD-24", text: "say which trick (`trick`: grab, disarm or swing)" });
      return out;
    case "disarm": {
      shot();
      const t = cmd.target === undefined ? undefined : found.get(cmd.target);
      if (cmd.target === undefined) out.push({ code: "NO_TARGET", rule: "VIV-GAD-24", text: "say whose weapon (`target`)" });
      else if (t === undefined) out.push({ code: "UNKNOWN_FIGURE", text: `no figure ${JSON.stringify(cmd.target)} in this game` });
      else {
        if (t.place.side === x.place.side) out.push({ code: "NOT_AN_ENEMY", rule: "VIV-GAD-24", text: `${t.figure.name} is on ${name}'s side` });
        if (kit.isGone(t.figure)) out.push({ code: "OUT_OF_ACTION", rule: "VIV-GAD-24", text: `${t.figure.name} is out of the fight` });
        else if (t.figure.status?.droppedWeapon === true)
          out.push({ code: "ALREADY_DISARMED", rule: "VIV-GAD-24", text: `${t.figure.name} has no weapon in hand this turn` });
        if (!within(distance(x.place.at, t.place.at), reach))
          out.push({ code: "OUT_OF_REACH", rule: "VIV-AMB-33", text: `the whip reaches ${String(reach)}", ${t.figure.name} is farther` });
      }
      return out;
    }
    case "grab": {
      shot();
      const objective = state.victory.objective;
      const lying = state.objectiveAt;
      if (objective === undefined || lying === null || state.carrierId !== null)
        out.push({ code: "NOTHING_TO_GRAB", rule: "VIV-GAD-24", text: "no object lies on the table to grab (the scenario's objective)" });
      else if (!within(distance(x.place.at, lying), reach))
        out.push({ code: "OUT_OF_REACH", rule: "VIV-AMB-33", text: `the whip reaches ${String(reach)}", ${objective.name} is farther` });
      return out;
    }
    case "swing": {
      if (x.place.moved > 0 || x.place.moveLimit !== undefined)
        out.push({ code: "NOT_STATIONARY", rule: "VIV-GAD-24", text: `a swing takes the whole movement phase: ${name} has moved` });
      // VIV-GM-8: the command's gmStructure is the GM's judgement; else the scenario's structures (gadget-heights.ts)
      const structure = swingStructure(state, x.place.at, reach, cmd);
      if (structure === undefined)
        out.push({
          code: "NO_STRUCTURE_RULING",
          rule: "VIV-GAD-24",
          text: "the GM must rule whether a chandelier, branch or beam is there: `gmStructure` in the command, or the scenario's `gadgetRules.swingStructures` (VIV-GM-8)",
        });
      else if (!structure) out.push({ code: "NO_STRUCTURE", rule: "VIV-GAD-24", text: `nothing overhead to snare within the whip's ${String(reach)}"` });
      const gap = g.effect.kind === "whip" ? g.effect.swingGapInches : 0;
      if (cmd.at === undefined) out.push({ code: "NO_POINT", rule: "VIV-GAD-24", text: "say where the swing lands (`at`)" });
      else if (offTable(state, cmd.at)) out.push({ code: "OFF_TABLE", rule: "VIV-MOR-8", text: "that point is off the table" });
      else if (!within(distance(x.place.at, cmd.at), gap))
        out.push({
          code: "GAP_TOO_WIDE",
          rule: "VIV-GAD-24",
          text: `a swing crosses ${String(gap)}" at most, not ${String(Math.round(distance(x.place.at, cmd.at) * 10) / 10)}"`,
        });
      // a swing lands in the open: it does not pass a locked door (VIV-GAD-13)
      if (cmd.at !== undefined) out.push(...lockedReasons(state, x.place.at, cmd.at));
      if (cmd.with !== undefined) {
        const w = found.get(cmd.with);
        if (w === undefined) out.push({ code: "UNKNOWN_FIGURE", text: `no figure ${JSON.stringify(cmd.with)} in this game` });
        else if (w.figure.id === x.figure.id || w.place.side !== x.place.side)
          out.push({ code: "NOT_A_FRIEND", rule: "VIV-GAD-24", text: `${w.figure.name} is not a friend of ${name}'s` });
        else {
          const able = kit.turnReasons(state, w, w.figure.id);
          if (able.length > 0) out.push(...able);
          if (w.place.moved > 0 || w.place.moveLimit !== undefined)
            out.push({ code: "NOT_STATIONARY", rule: "VIV-GAD-24", text: `${w.figure.name} has moved: the swing takes the whole movement phase` });
          if (!within(distance(w.place.at, x.place.at), state.contactInches))
            out.push({ code: "NOT_IN_CONTACT", rule: "VIV-GAD-24", text: `${w.figure.name} must be in base contact with ${name} to swing along` });
        }
      }
      return out;
    }
  }
}

/**
 * A whip trick played (it must be allowed): the whip's hit (D10 at or under 6 with the hand-to-hand modifiers),
 * then for a swing the luck roll (VIV-GAD-24). @internal
 *
 * @param kit - the game's plumbing
 * @param state - the state
 * @param found - every figure
 * @param x - the PC
 * @param g - the whip
 * @param cmd - the command
 * @returns a chance of the step
 */
export function playTrick(kit: Kit, state: VividState, found: ReadonlyMap<string, Found>, x: Found, g: Gadget, cmd: VividUseGadget): Chance<Acc> {
  const settings = { whip: g, options: state.options ?? {} };
  const name = x.figure.name;
  if (cmd.trick === "disarm") {
    const t = found.get(cmd.target ?? "") as Found;
    return whipTrick(x.figure, { action: "disarm", opponent: t.figure }, settings).map((r): Acc => {
      let next = kit.withPlace(state, x.figure.id, { shot: true });
      // the weapon knocked from its grasp: picked up at the start of the next turn, as a dropped weapon (RUG-TRAIT-N4)
      if (r.success) next = kit.withFigures(next, [{ ...t.figure, status: { ...t.figure.status, droppedWeapon: true } }]);
      const event: VividEvent = {
        type: "whip",
        figure: x.figure.id,
        name,
        trick: "disarm",
        what: t.figure.name,
        hit: r.hit,
        success: r.success,
        rule: "VIV-GAD-24",
      };
      return { state: next, events: [event] };
    });
  }
  if (cmd.trick === "grab") {
    const objective = state.victory.objective;
    const item = objective?.name ?? "";
    return whipTrick(x.figure, { action: "grab" }, settings).chain((r) => {
      let next = kit.withPlace(state, x.figure.id, { shot: true });
      const events: VividEvent[] = [{ type: "whip", figure: x.figure.id, name, trick: "grab", what: item, hit: r.hit, success: r.success, rule: "VIV-GAD-24" }];
      if (r.success) {
        next = { ...next, carrierId: x.figure.id, objectiveAt: null };
        events.push({ type: "objective", what: "pickedUp", figure: x.figure.id, name, item, rule: "VIV-GM-1" });
      }
      return kit.settle({ state: next, events });
    });
  }
  const at = cmd.at as Point;
  const gap = distance(x.place.at, at);
  const friend = cmd.with === undefined ? undefined : (found.get(cmd.with) as Found);
  const swingers = [x, ...(friend === undefined ? [] : [friend])];
  return whipTrick(x.figure, { action: "swing", gmStructure: true, gapInches: gap, swingers: swingers.length }, settings).chain((r) => {
    let next = state;
    let events: VividEvent[] = [];
    for (const s of swingers) {
      if (r.success) {
        // both land at `at` (as a helped figure does: VIV-AMB-42), the objective picked up there
        const placed = kit.move(next, { type: "move", figure: s.figure.id, to: at });
        next = placed.state;
        events = [...events, ...placed.events.filter((e) => e.type !== "moved")];
      }
      // the whole movement phase, made or not
      const moved = r.success ? gap : s.place.moved;
      next = kit.withPlace(next, s.figure.id, { moved, moveLimit: moved });
    }
    const event: VividEvent = {
      type: "whip",
      figure: x.figure.id,
      name,
      trick: "swing",
      what: friend?.figure.name ?? "",
      hit: r.hit,
      success: r.success,
      rule: "VIV-GAD-24",
    };
    return kit.settle(kit.checkObjective({ state: next, events: [event, ...events] }));
  });
}

/**
 * The whip's choices: disarm the nearest enemy within reach, grab the objective lying within reach, swing past a
 * structure of the scenario within reach. @internal
 *
 * @param kit - the game's plumbing
 * @param state - the state
 * @param found - every figure
 * @param x - the PC
 * @param g - the whip
 * @param reasons - the refusals of a command
 * @returns the choices
 */
export function trickChoices(
  kit: Kit,
  state: VividState,
  found: ReadonlyMap<string, Found>,
  x: Found,
  g: Gadget,
  reasons: (cmd: VividUseGadget) => Reason[],
): Choice<VividCommand>[] {
  if (!isPlayerFigure(x.figure)) return [];
  const reach = reachOf(state);
  const out: Choice<VividCommand>[] = [];
  const offer = (command: VividUseGadget, label: string): void => {
    const r = reasons(command);
    out.push({ command, allowed: r.length === 0, reasons: r, label });
  };
  const foe = kit.nearest(x.place.at, kit.enemiesOf(state, found, x.place.side));
  if (foe !== undefined && within(distance(x.place.at, foe.place.at), reach))
    offer(
      { type: "useGadget", figure: x.figure.id, gadget: g.id, trick: "disarm", target: foe.figure.id },
      `${x.figure.name} whips the weapon from ${foe.figure.name}'s hand`,
    );
  const lying = state.objectiveAt;
  if (state.victory.objective !== undefined && state.carrierId === null && lying !== null && within(distance(x.place.at, lying), reach))
    offer({ type: "useGadget", figure: x.figure.id, gadget: g.id, trick: "grab" }, `${x.figure.name} snatches ${state.victory.objective.name} with the whip`);
  // VIV-GAD-24: a swing past each structure the scenario places within reach (gadget-heights.ts)
  out.push(...swingChoices(state, x, g, reach, reasons));
  return out;
}
