// The gadgets of the vivid game (issue #14, VIV-GAD-*): what a figure carries (Figure.gadgets) used in the phase the
// text allows, its uses and doses spent in the state. Commanded: the flash grenade at the start of the side turn
// (VIV-GAD-9, VIV-AMB-35) and the resuscitating drug (VIV-GAD-8). Worn and loaded, applied by the game itself:
// (and the smoke bomb, VIV-GAD-4, whose cloud the state keeps and every line of sight reads);
// the bullet-proof vest in every wound roll (VIV-GAD-12, read by the family's wound steps), mercy bullets in every
// shot (VIV-GAD-5, their charges spent here), the Anesthetic Thimble and the Hair Pins of Death in every fight
// (VIV-GAD-7, VIV-GAD-17). At the start of a turn the flash's stun ends and a knocked-out PC rolls to wake
// (VIV-GAD-5, VIV-GAD-7). Commanded too, each in its own module: the anesthetic gas grenade (VIV-GAD-3,
// gadget-gas.ts), the zip wire and the grappling line (VIV-GAD-11, VIV-GAD-1, gadget-travel.ts), lock picks
// (VIV-GAD-13, gadget-locks.ts), the Death Ray's power-up (VIV-GAD-18, gadget-ray.ts) and the whip's tricks
// (VIV-GAD-24, gadget-whip.ts); their hooks in the turn are gadget-hooks.ts.
import { type Chance, constant } from "../../core/chance.js";
import type { Choice, Reason } from "../../core/game/contract.js";
import { distance, moveToward, type Point } from "../../core/game/table.js";
import { carriedGadget, withGadget } from "../../family/carried.js";
import type { MeleeAttack, MeleeStrike } from "../../family/melee.js";
import type { Figure } from "../../family/schemas.js";
import { isPlayerFigure } from "../../family/wound-figure.js";
import { smokeBlocks, smokeCloud } from "../gadgets/clouds.js";
import { flashGrenade, gadgetTurnStart } from "../gadgets/flash.js";
import type { Gadget } from "../gadgets/schema.js";
import { resuscitate, wakeRoll } from "../gadgets/unconscious.js";
import { vividOptions } from "../options.js";
import type { VividEvent } from "./events.js";
import { withGadgetState } from "./gadget-common.js";
import { gasChoice, gasReasons, throwGas } from "./gadget-gas.js";
import { climbChoices, zipChoices } from "./gadget-heights.js";
import { lockChoices, lockReasons, startPicking } from "./gadget-locks.js";
import { powerUp, powerUpChoice, powerUpReasons } from "./gadget-ray.js";
import { climb, climbReasons, fireZipWire, zipReasons } from "./gadget-travel.js";
import { playTrick, trickChoices, trickReasons } from "./gadget-whip.js";
import type { Acc, Found, Kit } from "./kit.js";
import { spent } from "./gadget-common.js";
import type { VividUseGadget } from "./rules-schema.js";
import type { VividCommand, VividState } from "./schema.js";

const NOTHING: Chance<0> = constant(0);
const just = (acc: Acc): Chance<Acc> => NOTHING.map(() => acc);

/** Whether a carried gadget still works: none of its counters is at 0 (an absent counter is not tracked). */
const usable = (g: Gadget): boolean => g.uses !== 0 && g.charges !== 0 && g.doses !== 0;

/** The rule id of a gadget: its catalogue id (`VIV-GAD-n`), else none (a house gadget). */
const ruleOf = (g: Gadget): string | undefined => (/^VIV-GAD-\d+$/.test(g.id) ? g.id : undefined);

/** What a worn or loaded gadget does without a command, for the refusal of a command to use it. */
const PASSIVE: Readonly<Partial<Record<Gadget["effect"]["kind"], string>>> = {
  vest: "is worn: the game rolls it against every hit (VIV-GAD-12)",
  mercyAmmo: "is loaded: every shot fires it (VIV-GAD-5)",
  thimble: "is worn: the game uses it in every hand-to-hand fight while it has uses (VIV-GAD-7)",
  handToHandModifier: "is used in every hand-to-hand fight by the game (VIV-GAD-17)",
};

/** The first carried gadget with an id that still works, else the first with that id, else undefined. */
function carriedById(figure: Figure, id: string): Gadget | undefined {
  const all = (figure.gadgets ?? []).filter((g) => g.id === id);
  return all.find(usable) ?? all[0];
}

function gadgetReasons(kit: Kit, state: VividState, found: ReadonlyMap<string, Found>, cmd: VividUseGadget): Reason[] {
  const x = found.get(cmd.figure);
  const base = kit.turnReasons(state, x, cmd.figure);
  if (base.length > 0 || x === undefined) return base;
  const name = x.figure.name;
  const g = carriedById(x.figure, cmd.gadget);
  if (g === undefined) return [{ code: "NO_GADGET", text: `${name} carries no gadget ${JSON.stringify(cmd.gadget)}` }];
  const rule = ruleOf(g);
  if (!usable(g)) return [{ code: "GADGET_SPENT", rule, text: `${name}'s ${g.name} is used up` }];
  const kind = g.effect.kind;
  const passive = PASSIVE[kind];
  if (passive !== undefined) return [{ code: "NOT_A_COMMAND", rule, text: `${name}'s ${g.name} ${passive}` }];
  const out: Reason[] = [];
  if (kind === "flash") {
    if (x.place.shot) out.push({ code: "ALREADY_SHOT", rule: "VIV-SEQ-2", text: `${name} has already shot this turn (a throw is the figure's shot)` });
    const side = x.place.side;
    // ruling VIV-AMB-35: thrown at the start of the thrower's side turn, before its side moves or shoots
    const started = state.places.some((p) => p.side === side && (p.moved > 0 || (p.shot && p.threw !== true)));
    if (started)
      out.push({ code: "WRONG_PHASE", rule: "VIV-AMB-35", text: `a ${g.name} is thrown at the start of the side turn, before anyone moves or shoots` });
    if (cmd.at === undefined) out.push({ code: "NO_POINT", rule: "VIV-GAD-9", text: "say where it lands (`at`)" });
    else {
      const range = vividOptions(state.options ?? {}).flashGrenadeRangeInches;
      const d = distance(x.place.at, cmd.at);
      if (d > range + 1e-9)
        out.push({ code: "OUT_OF_RANGE", rule: "VIV-AMB-35", text: `${name} throws ${String(range)}" at most, not ${String(Math.round(d * 10) / 10)}"` });
    }
    return out;
  }
  if (kind === "smoke") {
    if (x.place.shot) out.push({ code: "ALREADY_SHOT", rule: "VIV-SEQ-2", text: `${name} has already shot this turn (a throw is the figure's shot)` });
    if (cmd.at === undefined) out.push({ code: "NO_POINT", rule: "VIV-GAD-4", text: "say where it goes off (`at`): the GM's placement" });
    const w = cmd.wind;
    if (w?.strongWind === true && w.gmDurationTurns === undefined)
      out.push({ code: "NO_WIND_DURATION", rule: "VIV-GAD-4", text: "in a strong wind the GM says how many turns the smoke lasts (`wind.gmDurationTurns`)" });
    else if (w?.gmDurationTurns !== undefined && w.gmDurationTurns > g.effect.durationTurns)
      out.push({
        code: "WIND_TOO_LONG",
        rule: "VIV-GAD-4",
        text: `a strong wind makes the smoke last less than ${String(g.effect.durationTurns)} turns, not more`,
      });
    return out;
  }
  if (kind === "resuscitate") {
    if (cmd.patient === undefined) return [{ code: "NO_PATIENT", rule: "VIV-GAD-8", text: "say whom it is given to (`patient`)" }];
    const p = found.get(cmd.patient);
    if (p === undefined) return [{ code: "UNKNOWN_FIGURE", text: `no figure ${JSON.stringify(cmd.patient)} in this game` }];
    if (p.place.side !== x.place.side) out.push({ code: "NOT_A_FRIEND", rule: "VIV-GAD-8", text: `${p.figure.name} is not on ${name}'s side` });
    if (p.figure.status?.wound !== "unconscious" || kit.isGone(p.figure))
      out.push({ code: "NOT_UNCONSCIOUS", rule: "VIV-GAD-8", text: `${p.figure.name} is not unconscious` });
    // decision (the text gives no range): the drug is administered in base contact
    if (distance(p.place.at, x.place.at) > state.contactInches)
      out.push({ code: "NOT_IN_CONTACT", rule: "VIV-GAD-8", text: `${name} must be in base contact with ${p.figure.name}` });
    return out;
  }
  if (kind === "knockoutGas") return gasReasons(state, x, cmd);
  if (kind === "zipWire") return zipReasons(state, x, g, cmd);
  if (kind === "climb") return climbReasons(kit, state, x, g, cmd);
  if (kind === "lockPick") return lockReasons(state, x, cmd);
  if (kind === "deathRay") return powerUpReasons(state, x);
  if (kind === "whip") return trickReasons(kit, state, found, x, g, cmd);
  return [
    {
      code: "NOT_IN_THE_GAME",
      rule,
      text: `the game does not play ${g.name}: resolve it with its resolver and enter the result through the GM's judgements`,
    },
  ];
}

/**
 * Why a `useGadget` command is refused (empty: allowed). @internal
 *
 * @param kit - the game's plumbing
 * @param state - the state
 * @param cmd - the command
 * @returns the reasons
 */
export function useGadgetReasons(kit: Kit, state: VividState, cmd: VividUseGadget): Reason[] {
  return gadgetReasons(kit, state, kit.lookup(state), cmd);
}

/**
 * A `useGadget` command applied (it must be allowed). @internal
 *
 * @param kit - the game's plumbing
 * @param state - the state
 * @param cmd - the command
 * @returns a chance of the step
 */
export function useGadget(kit: Kit, state: VividState, cmd: VividUseGadget): Chance<Acc> {
  const found = kit.lookup(state);
  const x = found.get(cmd.figure) as Found;
  const g = carriedById(x.figure, cmd.gadget) as Gadget;
  switch (g.effect.kind) {
    case "knockoutGas":
      return throwGas(kit, state, x, g, cmd);
    case "zipWire":
      return fireZipWire(kit, state, x, g, cmd);
    case "climb":
      return climb(kit, state, x, g, cmd);
    case "lockPick":
      return startPicking(kit, state, x, cmd);
    case "deathRay":
      return powerUp(state, x, g);
    case "whip":
      return playTrick(kit, state, found, x, g, cmd);
    default:
      break;
  }
  if (g.effect.kind === "flash") {
    const at = cmd.at as Point;
    const side = x.place.side;
    const enemies = [...found.values()].filter((y) => y.place.side !== side && !kit.isGone(y.figure));
    // VIV-GAD-9: every enemy within the radius of the impact point is stunned for the rest of the turn; the thrower's unit is warned
    const r = flashGrenade(
      distance(x.place.at, at),
      enemies.map((y) => ({ figure: y.figure, distance: distance(y.place.at, at), warned: false })),
      { grenade: g, options: state.options ?? {} },
    );
    const after = spent(g, "uses");
    const stunned = r.figures.filter((f) => r.stunned.includes(f.id));
    let next = kit.withFigures(state, [...stunned, withGadget(x.figure, g, after)]);
    next = kit.withPlace(next, x.figure.id, { shot: true, threw: true });
    const event: VividEvent = {
      type: "flash",
      figure: x.figure.id,
      name: x.figure.name,
      gadgetName: g.name,
      stunned: stunned.map((f) => f.name),
      left: after.uses ?? null,
      rule: "VIV-GAD-9",
    };
    return just({ state: next, events: [event] });
  }
  if (g.effect.kind === "smoke") {
    const at = cmd.at as Point;
    // VIV-GAD-4: a 5" cloud lasting 2 turns, fewer in the GM's strong wind
    const wind = cmd.wind?.strongWind === true ? { strongWind: true, gmDurationTurns: cmd.wind.gmDurationTurns } : { strongWind: false };
    const cloud = smokeCloud(at, wind, g);
    const after = spent(g, "uses");
    let next = kit.withFigures(state, [withGadget(x.figure, g, after)]);
    next = kit.withPlace(next, x.figure.id, { shot: true, threw: true });
    next = {
      ...next,
      smoke: [...(next.smoke ?? []), { x: cloud.x, y: cloud.y, radiusInches: cloud.radiusInches, durationTurns: cloud.durationTurns, turn: state.turn }],
    };
    const event: VividEvent = {
      type: "smoke",
      figure: x.figure.id,
      name: x.figure.name,
      gadgetName: g.name,
      at,
      turns: cloud.durationTurns,
      left: after.uses ?? null,
      rule: "VIV-GAD-4",
    };
    return just({ state: next, events: [event] });
  }
  // VIV-GAD-8: a dose wakes the patient in this turn on any D10 but 10; the dose is spent either way
  const p = found.get(cmd.patient ?? "") as Found;
  return resuscitate(p.figure, g).chain((r) => {
    let next = kit.withFigures(state, [r.figure, withGadget(x.figure, g, r.drug)]);
    // a figure gassed for no counted turns is out until this wakes it (gadget-gas.ts)
    if (r.woke && (next.gadgets?.gassed ?? []).includes(p.figure.id))
      next = withGadgetState(next, { gassed: (next.gadgets?.gassed ?? []).filter((id) => id !== p.figure.id) });
    const event: VividEvent = {
      type: "resuscitate",
      figure: x.figure.id,
      name: x.figure.name,
      patient: p.figure.id,
      patientName: p.figure.name,
      woke: r.woke,
      left: r.drug.doses ?? null,
      rule: "VIV-GAD-8",
    };
    return kit.settle({ state: next, events: [event] });
  });
}

/**
 * The `useGadget` choices of one figure of the active side, allowed or refused with reasons: a flash grenade
 * thrown at the nearest enemy (or as far as it reaches toward it), a dose for each unconscious friend in base
 * contact, the gas, the locks, the power-up and the whip's tricks; and where the scenario gives heights or swing
 * structures, the zip wire, the climbs and the swings they allow (gadget-heights.ts). @internal
 *
 * @param kit - the game's plumbing
 * @param state - the state
 * @param found - every figure
 * @param x - the figure
 * @returns its choices
 */
export function gadgetChoices(kit: Kit, state: VividState, found: ReadonlyMap<string, Found>, x: Found): Choice<VividCommand>[] {
  const gadgets = x.figure.gadgets ?? [];
  if (gadgets.length === 0) return [];
  const out: Choice<VividCommand>[] = [];
  const seen = new Set<string>();
  const name = x.figure.name;
  for (const g of gadgets) {
    if (seen.has(g.id)) continue;
    seen.add(g.id);
    if (g.effect.kind === "flash") {
      const foe = kit.nearest(x.place.at, kit.enemiesOf(state, found, x.place.side));
      if (foe === undefined) continue;
      const range = vividOptions(state.options ?? {}).flashGrenadeRangeInches;
      const d = distance(x.place.at, foe.place.at);
      const to = d <= range ? foe.place.at : moveToward(x.place.at, foe.place.at, Math.max(0, range - 1e-3));
      const at = { x: Math.round(to.x * 1000) / 1000, y: Math.round(to.y * 1000) / 1000 };
      const command: VividUseGadget = { type: "useGadget", figure: x.figure.id, gadget: g.id, at };
      const reasons = gadgetReasons(kit, state, found, command);
      out.push({ command, allowed: reasons.length === 0, reasons, label: `${name} throws a ${g.name} at ${foe.figure.name}` });
    } else if (g.effect.kind === "smoke") {
      // set off halfway to the nearest enemy (any other point is the GM's to give)
      const foe = kit.nearest(x.place.at, kit.enemiesOf(state, found, x.place.side));
      if (foe === undefined) continue;
      const mid = moveToward(x.place.at, foe.place.at, distance(x.place.at, foe.place.at) / 2);
      const command: VividUseGadget = {
        type: "useGadget",
        figure: x.figure.id,
        gadget: g.id,
        at: { x: Math.round(mid.x * 1000) / 1000, y: Math.round(mid.y * 1000) / 1000 },
      };
      const reasons = gadgetReasons(kit, state, found, command);
      out.push({ command, allowed: reasons.length === 0, reasons, label: `${name} sets off a ${g.name} between ${x.figure.name} and ${foe.figure.name}` });
    } else if (g.effect.kind === "knockoutGas") {
      const c = gasChoice(kit, state, found, x, g, (cmd) => gadgetReasons(kit, state, found, cmd));
      if (c !== undefined) out.push(c);
    } else if (g.effect.kind === "lockPick") {
      out.push(...lockChoices(state, x, g, (cmd) => gadgetReasons(kit, state, found, cmd)));
    } else if (g.effect.kind === "deathRay") {
      if (!(state.gadgets?.rays ?? []).some((r) => r.figure === x.figure.id)) out.push(powerUpChoice(x, g, (cmd) => gadgetReasons(kit, state, found, cmd)));
    } else if (g.effect.kind === "whip") {
      out.push(...trickChoices(kit, state, found, x, g, (cmd) => gadgetReasons(kit, state, found, cmd)));
    } else if (g.effect.kind === "zipWire") {
      // VIV-GAD-11 VIV-GAD-1: offered where the scenario's heights say (gadget-heights.ts)
      out.push(...zipChoices(kit, state, found, x, g, (cmd) => gadgetReasons(kit, state, found, cmd)));
    } else if (g.effect.kind === "climb") {
      out.push(...climbChoices(state, x, g, (cmd) => gadgetReasons(kit, state, found, cmd)));
    } else if (g.effect.kind === "resuscitate") {
      for (const p of found.values()) {
        if (p.place.side !== x.place.side || p.figure.status?.wound !== "unconscious" || kit.isGone(p.figure)) continue;
        if (distance(p.place.at, x.place.at) > state.contactInches) continue;
        const command: VividUseGadget = { type: "useGadget", figure: x.figure.id, gadget: g.id, patient: p.figure.id };
        const reasons = gadgetReasons(kit, state, found, command);
        out.push({ command, allowed: reasons.length === 0, reasons, label: `${name} gives ${p.figure.name} the ${g.name}` });
      }
    }
  }
  return out;
}

/**
 * Whether a figure has a gadget state that runs down at the start of a turn. Inactive side turns (a gas
 * breath-holder's, VIV-AMB-26) are the figure's own side turns: the game spends them at the end of each
 * (gadget-hooks.ts), not at the start of a game turn.
 */
function counting(f: Figure): boolean {
  const s = f.status;
  return s !== undefined && (s.stunned === true || (s.frenzyTurnsLeft ?? 0) > 0 || (s.unconsciousTurnsLeft ?? 0) > 0);
}

/** `gadgetTurnStart` with the figure's inactive side turns kept as they are (see `counting`). */
function turnStartKeepingInactive(f: Figure): Figure {
  const inactive = f.status?.inactiveTurnsLeft;
  if (inactive === undefined || inactive === 0) return gadgetTurnStart(f);
  const after = gadgetTurnStart({ ...f, status: { ...f.status, inactiveTurnsLeft: 0 } });
  return { ...after, status: { ...after.status, inactiveTurnsLeft: inactive } };
}

/**
 * The gadgets at the start of a turn: the flash grenade's stun ends (VIV-GAD-9: that turn only), counted
 * gadget states run down (`gadgetTurnStart`), the throws of the last turn are forgotten, and every PC knocked
 * out by mercy bullets or a thimble (unconscious with no counted turns) rolls to wake, a D10 of 3 or less
 * (VIV-GAD-5, VIV-GAD-7: "every turn thereafter"). @internal
 *
 * @param kit - the game's plumbing
 * @param acc - the step so far
 * @returns a chance of the step
 */
export function gadgetsAtTurnStart(kit: Kit, acc: Acc): Chance<Acc> {
  const { state } = acc;
  const changed = state.units.flatMap((u) => u.members.filter(counting)).map(turnStartKeepingInactive);
  let next = changed.length === 0 ? state : kit.withFigures(state, changed);
  // the throws and the movement limits of the last turn are forgotten; a figure at work on a lock may not move
  // in this turn either (VIV-GAD-13)
  const picking = new Set((next.gadgets?.picking ?? []).map((p) => p.figure));
  if (picking.size > 0 || next.places.some((p) => p.threw !== undefined || p.moveLimit !== undefined))
    next = {
      ...next,
      places: next.places.map((p) => {
        if (p.threw === undefined && p.moveLimit === undefined && !picking.has(p.id)) return p;
        const rest = { ...p };
        delete rest.threw;
        delete rest.moveLimit;
        return picking.has(p.id) ? { ...rest, moveLimit: 0 } : rest;
      }),
    };
  // a figure the gas knocked out for no counted turns is forgotten once it is awake (a drug, VIV-GAD-8)
  const gassed = next.gadgets?.gassed;
  if (gassed !== undefined) {
    const still = new Set(next.units.flatMap((u) => u.members.filter((m) => m.status?.wound === "unconscious").map((m) => m.id)));
    if (gassed.some((id) => !still.has(id))) next = withGadgetState(next, { gassed: gassed.filter((id) => still.has(id)) });
  }
  const asleep = new Set(next.gadgets?.gassed ?? []);
  // VIV-GAD-4: a cloud is gone once its turns are over
  const smoke = next.smoke;
  if (smoke !== undefined && smoke.some((c) => next.turn - c.turn >= c.durationTurns))
    next = { ...next, smoke: smoke.filter((c) => next.turn - c.turn < c.durationTurns) };
  const out = next.units.flatMap((u) =>
    u.members.filter(
      (m) =>
        isPlayerFigure(m) && m.status?.wound === "unconscious" && m.status.unconsciousTurnsLeft === undefined && m.status.removed !== true && !asleep.has(m.id),
    ),
  );
  const start: Acc = { state: next, events: acc.events };
  return out.reduce(
    (chance, pc) =>
      chance.chain((a) =>
        wakeRoll(pc).map((r): Acc => {
          const event: VividEvent = { type: "wake", figure: pc.id, name: pc.name, woke: r.woke, rule: "VIV-GAD-5" };
          return { state: r.woke ? kit.withFigures(a.state, [r.figure]) : a.state, events: [...a.events, event] };
        }),
      ),
    just(start),
  );
}

/**
 * The carried gadget a figure fights with (VIV-GAD-7, VIV-GAD-17): its Anesthetic Thimble while uses are left,
 * else its Hair Pins of Death, with whether this is the first turn they are used (the +2 for surprise). @internal
 *
 * @param state - the state
 * @param figure - the attacker
 * @returns the attack's gadget fields, or none
 */
export function meleeGadget(state: VividState, figure: Figure): Pick<MeleeAttack, "gadgetId" | "gadgetFirstTurn"> {
  const thimble = carriedGadget(figure, "thimble");
  if (thimble !== undefined && (thimble.gadget.uses ?? 0) > 0) return { gadgetId: thimble.gadget.id };
  const pins = carriedGadget(figure, "handToHandModifier");
  if (pins === undefined) return {};
  const used = (state.usedGadgets ?? []).find((u) => u.figure === figure.id && u.gadget === pins.gadget.id);
  // VIV-GAD-17: the surprise is for the first turn they are employed (both fights of that turn)
  return { gadgetId: pins.gadget.id, gadgetFirstTurn: used === undefined || used.turn === state.turn };
}

/**
 * The state with the gadgets employed in a fight recorded (the turn each was first used). @internal
 *
 * @param state - the state after the fight
 * @param attacks - the fight's attacks
 * @param strikes - its strikes
 * @returns the state
 */
export function recordMeleeGadgets(state: VividState, attacks: readonly MeleeAttack[], strikes: readonly MeleeStrike[]): VividState {
  const used = state.usedGadgets ?? [];
  const fresh = attacks.filter(
    (a) =>
      a.gadgetId !== undefined &&
      strikes.some((s) => s.attackerId === a.attackerId && s.reason === "struck") &&
      !used.some((u) => u.figure === a.attackerId && u.gadget === a.gadgetId),
  );
  if (fresh.length === 0) return state;
  return { ...state, usedGadgets: [...used, ...fresh.map((a) => ({ figure: a.attackerId, gadget: a.gadgetId ?? "", turn: state.turn }))] };
}

/**
 * The mercy bullets fired in a shot spent: one charge per shooter whose loaded mercy ammunition is counted
 * (VIV-GAD-5, "ammunition limits" VIV-GM-8; absent charges are not counted). @internal
 *
 * @param kit - the game's plumbing
 * @param acc - the step after the shot
 * @param shooters - the ids of the figures that fired plain volleys
 * @returns the step
 */
export function spendMercy(kit: Kit, acc: Acc, shooters: readonly string[]): Acc {
  const ids = new Set(shooters);
  const counted = acc.state.units.some((u) => u.members.some((m) => ids.has(m.id) && carriedGadget(m, "mercyAmmo")?.gadget.charges !== undefined));
  if (!counted) return acc;
  const found = kit.lookup(acc.state);
  const changed: Figure[] = [];
  for (const id of shooters) {
    const f = found.get(id)?.figure;
    const mercy = f === undefined ? undefined : carriedGadget(f, "mercyAmmo");
    if (f === undefined || mercy?.gadget.charges === undefined) continue;
    changed.push(withGadget(f, mercy.gadget, { ...mercy.gadget, charges: Math.max(0, mercy.gadget.charges - 1) }));
  }
  return changed.length === 0 ? acc : { state: kit.withFigures(acc.state, changed), events: acc.events };
}

/**
 * Whether a smoke cloud on the table blocks the line of sight between two points (VIV-GAD-4: "blocks all lines of
 * sight through it"). @internal
 *
 * @param state - the state
 * @param from - the viewer
 * @param to - the target
 * @returns true when blocked
 */
export function smokeBetween(state: VividState, from: Point, to: Point): boolean {
  const smoke = state.smoke;
  if (smoke === undefined || smoke.length === 0) return false;
  return smoke.some((c) =>
    smokeBlocks({ x: c.x, y: c.y, radiusInches: c.radiusInches, durationTurns: c.durationTurns }, from, to, Math.max(0, state.turn - c.turn)),
  );
}
