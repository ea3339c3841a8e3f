// Locks and the Lock Pick Set in the vivid game (VIV-GAD-13): the scenario's locks (`gadgetRules.locks`, each with
// the GM's turns of work and the zone it keeps shut), a figure in base contact setting to work (it may not move in
// the turns it works: no movement that turn), and at the end of its side's last turn of work a luck roll, unless
// the GM rules it a skilled locksmith; an open lock opens its zone.
import type { Chance } from "../../core/chance.js";
import type { Choice, Reason } from "../../core/game/contract.js";
import { containsUnchecked as contains, crossesUnchecked as crosses, distanceUnchecked as distance, type Point } from "../../core/game/table.js";
import { carriedGadget } from "../../family/carried.js";
import { isPlayerFigure } from "../../family/wound-figure.js";
import { pickLock } from "../gadgets/devices.js";
import type { Gadget } from "../gadgets/schema.js";
import type { VividEvent } from "./events.js";
import { just, withGadgetState, within } from "./gadget-common.js";
import type { Acc, Found, Kit } from "./kit.js";
import type { VividLock, VividUseGadget } from "./rules-schema.js";
import type { VividCommand, VividState } from "./schema.js";

const lockName = (l: VividLock): string => l.name ?? l.id;
const isOpen = (state: VividState, id: string): boolean => (state.gadgets?.openLocks ?? []).includes(id);

/**
 * Why a move from `from` to `to` is refused by a locked door: it enters, leaves or crosses the zone a locked lock
 * keeps shut (a move within the zone is free). @internal
 *
 * @param state - the state
 * @param from - where the figure stands
 * @param to - where it goes
 * @returns the reasons
 */
export function lockedReasons(state: VividState, from: Point, to: Point): Reason[] {
  const locks = state.gadgetRules?.locks;
  if (locks === undefined) return [];
  const out: Reason[] = [];
  for (const l of locks) {
    if (l.zone === undefined || isOpen(state, l.id)) continue;
    const zone = state.terrain.find((z) => z.id === l.zone);
    if (zone === undefined || !crosses(zone.shape, from, to) || (contains(zone.shape, from) && contains(zone.shape, to))) continue;
    out.push({ code: "LOCKED", rule: "VIV-GAD-13", text: `${lockName(l)} is locked` });
  }
  return out;
}

/**
 * Where a forced move stops at a locked door (VIV-GAD-13 with VIV-MOR-5/6/7, VIV-TRAIT-N5, VIV-AMB-26): a retreat or
 * a rout ("a full move away from the enemy"), an Impetuous charge and a gas breath-holder's way out go straight
 * toward `to`, and the text gives them no way around an obstacle ("use GM's discretion when in doubt"). Decision: a
 * locked zone blocks them as impassable terrain would: the figure goes along its line as far as it may without
 * entering, leaving or crossing a locked zone (the farthest point `lockedReasons` allows, found by halving the
 * line to a millionth of its length), and stops there. A line no lock refuses is returned as it is (the same
 * point: a game with no locked door on the way plays as before). @internal
 *
 * @param state - the state
 * @param from - where the figure stands
 * @param to - where the forced move would take it
 * @returns where it stops
 */
export function lockedStop(state: VividState, from: Point, to: Point): Point {
  const locks = state.gadgetRules?.locks;
  if (locks === undefined || lockedReasons(state, from, to).length === 0) return to;
  const at = (t: number): Point => ({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t });
  // lo: a fraction of the line no lock refuses; hi: one a lock refuses (a locked zone met once stays met)
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 20; i++) {
    const mid = (lo + hi) / 2;
    if (lockedReasons(state, from, at(mid)).length === 0) lo = mid;
    else hi = mid;
  }
  return lo === 0 ? from : at(lo);
}

/**
 * Why a figure may not set to work on a lock. @internal
 *
 * @param state - the state
 * @param x - the figure
 * @param cmd - the command
 * @returns the reasons
 */
export function lockReasons(state: VividState, x: Found, cmd: VividUseGadget): Reason[] {
  const name = x.figure.name;
  if (cmd.lock === undefined) return [{ code: "NO_LOCK", rule: "VIV-GAD-13", text: "say which lock (`lock`)" }];
  const lock = state.gadgetRules?.locks?.find((l) => l.id === cmd.lock);
  if (lock === undefined) return [{ code: "UNKNOWN_LOCK", rule: "VIV-GAD-13", text: `no lock ${JSON.stringify(cmd.lock)} in this game` }];
  const out: Reason[] = [];
  if (isOpen(state, lock.id)) out.push({ code: "ALREADY_OPEN", rule: "VIV-GAD-13", text: `${lockName(lock)} is open` });
  if ((state.gadgets?.picking ?? []).some((p) => p.lock === lock.id || p.figure === x.figure.id))
    out.push({ code: "ALREADY_PICKING", rule: "VIV-GAD-13", text: `someone is already at work on ${lockName(lock)}, or ${name} is at work on a lock` });
  if (x.place.moved > 0 || x.place.moveLimit !== undefined)
    out.push({ code: "NOT_STATIONARY", rule: "VIV-GAD-13", text: `${name} has moved this side turn: a figure picking a lock may not move in the turn` });
  if (!within(distance(x.place.at, lock.at), state.contactInches))
    out.push({ code: "NOT_IN_CONTACT", rule: "VIV-GAD-13", text: `${name} must be in base contact with ${lockName(lock)}` });
  // decision: the luck roll needs a Luck; a figure without one (not a PC) picks a lock only as a skilled locksmith
  if (!isPlayerFigure(x.figure) && !(state.gadgetRules?.locksmiths ?? []).includes(x.figure.id))
    out.push({ code: "NO_LUCK", rule: "VIV-GAD-13", text: `${name} has no Luck to roll: only a skilled locksmith (gadgetRules.locksmiths) picks it without` });
  return out;
}

/**
 * A figure sets to work on a lock (it must be allowed): it may not move for the rest of this side turn, nor in
 * the turns of work that follow. @internal
 *
 * @param kit - the game's plumbing
 * @param state - the state
 * @param x - the figure
 * @param cmd - the command
 * @returns the step
 */
export function startPicking(kit: Kit, state: VividState, x: Found, cmd: VividUseGadget): Chance<Acc> {
  const lock = state.gadgetRules?.locks?.find((l) => l.id === cmd.lock) as VividLock;
  let next = kit.withPlace(state, x.figure.id, { moveLimit: x.place.moved });
  next = withGadgetState(next, { picking: [...(next.gadgets?.picking ?? []), { figure: x.figure.id, lock: lock.id, turnsLeft: lock.turns }] });
  const event: VividEvent = {
    type: "lockWork",
    figure: x.figure.id,
    name: x.figure.name,
    lock: lock.id,
    lockName: lockName(lock),
    turns: lock.turns,
    rule: "VIV-GAD-13",
  };
  return just({ state: next, events: [event] });
}

/**
 * The work on the locks at the end of a side turn: each figure of the side at work spends a turn; when the last is
 * spent, the luck roll (none for a skilled locksmith) opens the lock or not. A figure down stops work. @internal
 *
 * @param kit - the game's plumbing
 * @param acc - the step so far
 * @param side - the side whose turn ends
 * @returns a chance of the step
 */
export function lockWorkAtSideTurnEnd(kit: Kit, acc: Acc, side: string): Chance<Acc> {
  const picking = acc.state.gadgets?.picking ?? [];
  const found = kit.lookup(acc.state);
  const mine = picking.filter((p) => found.get(p.figure)?.place.side === side);
  if (mine.length === 0) return just(acc);
  const locks = acc.state.gadgetRules?.locks ?? [];
  const rest = picking.filter((p) => !mine.includes(p));
  const going: typeof picking = [];
  const stopped: VividEvent[] = [];
  const done: { figure: Found; lock: VividLock; picks: Gadget | undefined }[] = [];
  for (const p of mine) {
    const x = found.get(p.figure) as Found;
    const lock = locks.find((l) => l.id === p.lock);
    if (lock === undefined) continue;
    // a figure down, or moved off the lock (a rout, VIV-MOR-6), stops work
    if (kit.isDown(x.figure) || !within(distance(x.place.at, lock.at), acc.state.contactInches)) {
      stopped.push({ type: "lockWork", figure: x.figure.id, name: x.figure.name, lock: lock.id, lockName: lockName(lock), turns: 0, rule: "VIV-GAD-13" });
      continue;
    }
    if (p.turnsLeft > 1) going.push({ ...p, turnsLeft: p.turnsLeft - 1 });
    else done.push({ figure: x, lock, picks: carriedGadget(x.figure, "lockPick")?.gadget });
  }
  const start: Acc = { state: withGadgetState(acc.state, { picking: [...rest, ...going] }), events: [...acc.events, ...stopped] };
  return done.reduce(
    (chance, d) =>
      chance.chain((a) => {
        const locksmith = (a.state.gadgetRules?.locksmiths ?? []).includes(d.figure.figure.id);
        const settings = { options: a.state.options ?? {}, ...(d.picks === undefined ? {} : { picks: d.picks }) };
        return pickLock(d.figure.figure, { locksmith, turns: d.lock.turns }, settings).map((r): Acc => {
          const event: VividEvent = {
            type: "lockPicked",
            figure: d.figure.figure.id,
            name: d.figure.figure.name,
            lock: d.lock.id,
            lockName: lockName(d.lock),
            opened: r.opened,
            rolled: r.rolled,
            rule: "VIV-GAD-13",
          };
          const state = r.opened ? withGadgetState(a.state, { openLocks: [...(a.state.gadgets?.openLocks ?? []), d.lock.id] }) : a.state;
          return { state, events: [...a.events, event] };
        });
      }),
    just(start),
  );
}

/**
 * The locks a figure may set to work on: each closed lock in base contact. @internal
 *
 * @param state - the state
 * @param x - the figure
 * @param g - its lock picks
 * @param reasons - the refusals of a command
 * @returns the choices
 */
export function lockChoices(state: VividState, x: Found, g: Gadget, reasons: (cmd: VividUseGadget) => Reason[]): Choice<VividCommand>[] {
  return (state.gadgetRules?.locks ?? [])
    .filter((l) => !isOpen(state, l.id) && within(distance(x.place.at, l.at), state.contactInches))
    .map((l) => {
      const command: VividUseGadget = { type: "useGadget", figure: x.figure.id, gadget: g.id, lock: l.id };
      const r = reasons(command);
      return { command, allowed: r.length === 0, reasons: r, label: `${x.figure.name} picks ${lockName(l)}` };
    });
}
