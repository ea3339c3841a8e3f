// Helping a wounded comrade move in the vivid game (issue #14): "the figure may not move independently ... must be
// helped by another figure if they wish to move" (VIV-WOUND-4); an unconscious figure "can be carried or dragged by
// another figure" (VIV-GAD-3). The helper moves at its own rate and the helped figure goes with it (VIV-AMB-42).
import type { Choice, Reason } from "../../core/game/contract.js";
import { distance, moveToward, type Point } from "../../core/game/table.js";
import type { VividEvent } from "./events.js";
import type { Acc, Found, Kit } from "./kit.js";
import type { VividHelp } from "./rules-schema.js";
import type { VividCommand, VividState } from "./schema.js";
import { awayFrom } from "./table-terrain.js";

/** Wounded (VIV-WOUND-4) or unconscious (VIV-GAD-3), and still on the table: may be helped along. */
const helpless = (x: Found): boolean => {
  const s = x.figure.status;
  return s !== undefined && s.removed !== true && (s.wound === "wounded" || s.wound === "unconscious");
};

/**
 * The wounded and unconscious figures still on the table, whom a friend may help along. @internal
 *
 * @param found - every figure
 * @returns them
 */
export function helplessFigures(found: ReadonlyMap<string, Found>): Found[] {
  return [...found.values()].filter((x) => helpless(x));
}

/**
 * Why a `help` command is refused (empty: allowed). @internal
 *
 * @param kit - the game's plumbing
 * @param state - the state
 * @param cmd - the command
 * @returns the reasons
 */
export function helpReasons(kit: Kit, state: VividState, cmd: VividHelp): Reason[] {
  const found = kit.lookup(state);
  const helper = found.get(cmd.figure);
  const base = kit.moveReasons(state, helper, { type: "move", figure: cmd.figure, to: cmd.to });
  if (helper === undefined) return base;
  const w = found.get(cmd.wounded);
  if (w === undefined) return [...base, { code: "UNKNOWN_FIGURE", text: `no figure ${JSON.stringify(cmd.wounded)} in this game` }];
  const out = [...base];
  const name = w.figure.name;
  if (w.figure.id === helper.figure.id) out.push({ code: "HELPS_ITSELF", rule: "VIV-WOUND-4", text: `${name} cannot help itself` });
  else if (w.place.side !== helper.place.side) out.push({ code: "NOT_A_FRIEND", rule: "VIV-WOUND-4", text: `${name} is not on ${helper.figure.name}'s side` });
  else if (kit.isGone(w.figure)) out.push({ code: "OUT_OF_ACTION", rule: "VIV-WOUND-4", text: `${name} is out of the game` });
  else if (!helpless(w)) out.push({ code: "NOT_WOUNDED", rule: "VIV-WOUND-4", text: `${name} is not wounded: it moves on its own` });
  if (distance(w.place.at, helper.place.at) > state.contactInches)
    out.push({ code: "NOT_IN_CONTACT", rule: "VIV-WOUND-4", text: `${helper.figure.name} must be in base contact with ${name}` });
  // decision (VIV-AMB-42): a helpless figure is moved once per side turn, by one helper
  if (w.place.moved > 0) out.push({ code: "ALREADY_MOVED", rule: "VIV-AMB-42", text: `${name} has already been helped this turn` });
  return out;
}

/**
 * A `help` command applied (it must be allowed): the helper moves (its own allowance, VIV-AMB-42) and the
 * helped figure ends beside it, at the same point. @internal
 *
 * @param kit - the game's plumbing
 * @param state - the state
 * @param cmd - the command
 * @returns the step
 */
export function help(kit: Kit, state: VividState, cmd: VividHelp): Acc {
  const found = kit.lookup(state);
  const helper = found.get(cmd.figure) as Found;
  const w = found.get(cmd.wounded) as Found;
  const inches = distance(helper.place.at, cmd.to);
  const moved = kit.move(state, { type: "move", figure: cmd.figure, to: cmd.to });
  const next = kit.withPlace(moved.state, cmd.wounded, { at: cmd.to, moved: Math.min(1000, Math.max(inches, 1e-3)) });
  const event: VividEvent = {
    type: "helped",
    figure: helper.figure.id,
    name: helper.figure.name,
    wounded: w.figure.id,
    woundedName: w.figure.name,
    inches,
    rule: "VIV-WOUND-4",
  };
  return kit.checkObjective({ state: next, events: [...moved.events, event] });
}

/**
 * The `help` choices of one figure of the active side: for each wounded or unconscious friend in base contact,
 * carrying it a full move straight away from the nearest enemy, allowed or refused with reasons. @internal
 *
 * @param kit - the game's plumbing
 * @param state - the state
 * @param found - every figure
 * @param x - the figure
 * @param wounded - the helpless figures of the table ({@link helplessFigures})
 * @returns its choices
 */
export function helpChoices(kit: Kit, state: VividState, found: ReadonlyMap<string, Found>, x: Found, wounded: readonly Found[]): Choice<VividCommand>[] {
  const out: Choice<VividCommand>[] = [];
  for (const w of wounded) {
    if (w.figure.id === x.figure.id || w.place.side !== x.place.side) continue;
    if (distance(w.place.at, x.place.at) > state.contactInches) continue;
    const foe = kit.nearest(x.place.at, kit.enemiesOf(state, found, x.place.side));
    if (foe === undefined) continue;
    const t = state.table;
    const clamp = (p: Point): Point => ({
      x: Math.round(Math.min(Math.max(p.x, 0), t?.width ?? Infinity) * 1000) / 1000,
      y: Math.round(Math.min(Math.max(p.y, 0), t?.height ?? Infinity) * 1000) / 1000,
    });
    // the full move away from the nearest enemy, then shortened to what the terrain on that line allows
    const open = kit.allowanceToward(state, x, foe.place.at);
    let to = clamp(awayFrom(x.place.at, foe.place.at, open.ok ? open.left : 0));
    const there = kit.allowanceToward(state, x, to);
    const d = distance(x.place.at, to);
    if (there.ok && there.left < d) to = clamp(moveToward(x.place.at, to, Math.max(0, there.left - 1e-3)));
    if (distance(x.place.at, to) < 0.05) continue;
    const command: VividHelp = { type: "help", figure: x.figure.id, wounded: w.figure.id, to };
    const reasons = helpReasons(kit, state, command);
    out.push({ command, allowed: reasons.length === 0, reasons, label: `${x.figure.name} helps ${w.figure.name} away from the enemy` });
  }
  return out;
}
