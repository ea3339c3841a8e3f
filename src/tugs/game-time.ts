// tugsGame after the fight: time passes (rounds, minutes, hours, days), knockouts expire, untreated injuries worsen,
// first aid and care treat them and start their recovery, rest gives hit points back.
import type { Chance } from "../core/chance.js";
import { just } from "./game-state.js";
import type { Reason, Step } from "../core/game/contract.js";
import type { TugsCommand, TugsCombatant, TugsGameState } from "./game-schemas.js";
import { findCombatant, replaceAt } from "./game-state.js";
import { conditionOf } from "./impairment.js";
import { followsItsLimb, healInjury } from "./level-change.js";
import { recoveryTime, rest } from "./recovery.js";
import type { Character, Injury, Knockout } from "./schemas.js";
import { MINUTES_PER_DAY } from "./time-tables.js";
import { worseningTick } from "./worsening.js";

type State = TugsGameState;
type Combatant = TugsCombatant;
type Care = "rest" | "firstAid" | "dispensary" | "hospital";

/**
 * What happens after a fight, as data.
 *
 * @example
 * ```ts
 * const e: TugsAftermathEvent = { type: "time", amount: 10, unit: "minutes", activity: "rest", rule: "TUGS-GM-6" };
 * ```
 */
export type TugsAftermathEvent =
  | {
      /** Time passes. */
      readonly type: "time";
      /** How much. */
      readonly amount: number;
      /** The unit. */
      readonly unit: "rounds" | "minutes" | "hours" | "days";
      /** How the wounded spend it. */
      readonly activity: "rest" | "active";
      /** TUGS-GM-6. */
      readonly rule: "TUGS-GM-6";
    }
  | {
      /** Someone's injury changes: worse, treated, better, or starts recovering; or he comes to, or dies. */
      readonly type: "worsens" | "treated" | "heals" | "recovering" | "comesTo" | "dies" | "restores";
      /** The patient's id. */
      readonly actor: string;
      /** His name. */
      readonly name: string;
      /** The body part, when an injury. */
      readonly part?: string | undefined;
      /** The injury's level now (null: healed away), when an injury. */
      readonly level?: string | null | undefined;
      /** The care, for treatment and recovery. */
      readonly care?: string | undefined;
      /** The minutes of a recovery, or the hit points restored. */
      readonly amount?: number | undefined;
      /** The rule. */
      readonly rule: string;
    }
  | {
      /** The game ends. */
      readonly type: "end";
    };

type Out = Step<State, TugsAftermathEvent>;

const MINUTES: Readonly<Record<string, number>> = { minutes: 1, hours: 60, days: MINUTES_PER_DAY, weeks: 7 * MINUTES_PER_DAY, months: 30 * MINUTES_PER_DAY };
/** The most days one "pass" command covers (a day is a Stamina roll per untreated injury). */
const MAX_DAYS = 366;

const reason = (code: string, rule: string | undefined, text: string): Reason => (rule === undefined ? { code, text } : { code, rule, text });

/** Why an aftermath command is refused now (empty: allowed). @internal */
export function aftermathReasons(
  state: State,
  command: Exclude<TugsCommand, { type: "initiative" | "attack" | "getUp" | "pickUp" | "wait" | "flee" }>,
): Reason[] {
  if (state.phase !== "aftermath") return [reason("FIGHT_GOES_ON", "TUGS-GM-6", "the fight goes on: time after it passes once it is over")];
  switch (command.type) {
    case "pass":
      return command.unit === "days" && command.amount > MAX_DAYS ? [reason("TOO_LONG", "TUGS-GM-6", `pass at most ${String(MAX_DAYS)} days at once`)] : [];
    case "end":
      return [];
    case "firstAid":
    case "care": {
      const found = findCombatant(state, command.patient);
      if (found === undefined) return [reason("UNKNOWN_COMBATANT", undefined, `nobody here is called ${JSON.stringify(command.patient)}`)];
      const c = found.c.character;
      if (conditionOf(c).dead) return [reason("DEAD", "TUGS-AMB-32", `${c.name} is dead`)];
      if (command.type === "firstAid" && !c.injuries.some((x) => treats("firstAid", x))) {
        return [reason("NOTHING_TO_TREAT", "TUGS-WORSE-1", `${c.name} has no untreated Superficial or Minor injury (Major and Critical need surgery)`)];
      }
      if (command.type === "care" && c.injuries.length === 0) return [reason("NOTHING_TO_TREAT", "TUGS-REC-2", `${c.name} is not injured`)];
      return [];
    }
  }
}

/** Whether this care treats this injury (TUGS-WORSE-1): first aid cleans, bandages and stitches; a dispensary or a hospital also operates. */
function treats(care: Care, injury: Injury): boolean {
  if (injury.treated || followsItsLimb(injury) || injury.level === "fatal") return false;
  if (care === "rest") return false;
  if (care === "firstAid") return injury.level === "superficial" || injury.level === "minor";
  return true;
}

type Options = State["settings"]["options"];

interface Acc {
  readonly c: Character;
  readonly events: TugsAftermathEvent[];
}

const who = (c: Character) => ({ actor: c.id ?? c.name, name: c.name });

/** Starts (or restarts under a new care) the recovery of each treated injury: its recovery time rolled (TUGS-REC-1/2). */
function startRecovery(acc: Acc, care: Care, opts: Options): Chance<Acc> {
  let chance: Chance<Acc> = just(acc);
  acc.c.injuries.forEach((injury, i) => {
    if (!injury.treated || followsItsLimb(injury) || injury.recovery?.care === care) return;
    chance = chance.chain((a) => recoveryFor(a, i, care, opts));
  });
  return chance;
}

/** Injury i without its recovery progress. */
function withoutRecovery(injury: Injury): Injury {
  if (injury.recovery === undefined) return injury;
  const rest: Injury = { ...injury };
  delete rest.recovery;
  return rest;
}

/** Rolls the time for injury i to drop one level under a care (TUGS-REC-1/2), and stores it on the injury. */
function recoveryFor(acc: Acc, i: number, care: Care, opts: Options): Chance<Acc> {
  const injury = acc.c.injuries[i] as Injury;
  const bare = withoutRecovery(injury);
  return recoveryTime(injury.level, injury.lethal, care, opts).map((r): Acc => {
    if (!r.recovers) return { c: { ...acc.c, injuries: replaceAt(acc.c.injuries, i, bare) }, events: acc.events };
    // a month counts as 30 days; every duration of the tables is then a whole number of minutes
    const minutes = Math.ceil((r.numerator * (MINUTES[r.unit] ?? 1)) / r.denominator);
    return {
      c: { ...acc.c, injuries: replaceAt(acc.c.injuries, i, { ...bare, recovery: { care, minutesLeft: minutes } }) },
      events: [...acc.events, { type: "recovering", ...who(acc.c), part: injury.part, level: injury.level, care, amount: minutes, rule: "TUGS-REC-2" }],
    };
  });
}

/** Treats what this care treats (TUGS-WORSE-1): treated injuries no longer worsen; an operation ends a body Critical's open knockout. */
function treat(acc: Acc, care: Care): Acc {
  const events = [...acc.events];
  const operated = acc.c.injuries.some((x) => treats(care, x) && x.part === "body" && x.level === "critical");
  const injuries = acc.c.injuries.map((x) => {
    if (!treats(care, x)) return x;
    events.push({ type: "treated", ...who(acc.c), part: x.part, level: x.level, care, rule: "TUGS-WORSE-1" });
    return { ...x, treated: true };
  });
  const k = acc.c.status.knockedOut;
  // the game's reading of a body Critical's "unconscious" with no duration: it lasts until the injury is operated on
  const knockedOut = operated && k !== null && k.amount === null ? null : k;
  if (knockedOut !== k) events.push({ type: "comesTo", ...who(acc.c), rule: "TUGS-EFF-1" });
  return { c: { ...acc.c, injuries, status: { ...acc.c.status, knockedOut } }, events };
}

/** A knockout after some time: rounds count down by rounds; a minute or more ends a knockout of rounds; minutes, hours and days count down in minutes. */
function knockoutAfter(k: Knockout | null, rounds: number, minutes: number): Knockout | null {
  if (k === null || k.amount === null) return k;
  if (k.unit === "rounds") return minutes > 0 || k.amount <= rounds ? null : { ...k, amount: k.amount - rounds };
  if (minutes === 0) return k;
  const left = k.amount * (MINUTES[k.unit] ?? 1) - minutes;
  if (left <= 0) return null;
  const unitMinutes = MINUTES[k.unit] ?? 1;
  return left % unitMinutes === 0 ? { ...k, amount: left / unitMinutes } : { ...k, amount: left, unit: "minutes" };
}

/** Time passing for one patient: knockouts, worsening of untreated injuries, recovery of treated ones, hit points of rest. */
function passFor(c: Character, command: Extract<TugsCommand, { type: "pass" }>, opts: Options): Chance<Acc> {
  const start: Acc = { c, events: [] };
  if (conditionOf(c).dead) return just(start);
  const rounds = command.unit === "rounds" ? command.amount : 0;
  const minutes = command.unit === "rounds" ? 0 : command.amount * (MINUTES[command.unit] ?? 1);
  const activity = command.activity ?? "rest";
  const k = knockoutAfter(c.status.knockedOut, rounds, minutes);
  const woke: Acc =
    k === c.status.knockedOut
      ? start
      : { c: { ...c, status: { ...c.status, knockedOut: k } }, events: k === null ? [{ type: "comesTo", ...who(c), rule: "TUGS-EFF-1" }] : [] };
  let chance: Chance<Acc> = just(woke);
  if (minutes > 0) {
    // worsening (TUGS-WORSE-1/2): a day at a time (a Stamina roll each day once the period is over), else the minutes at once
    const ticks = command.unit === "days" ? command.amount : 1;
    for (let t = 0; t < ticks; t++) {
      chance = chance.chain((acc) => {
        let inner: Chance<Acc> = just(acc);
        acc.c.injuries.forEach((_, i) => {
          inner = inner.chain((a) => {
            if (conditionOf(a.c).dead || i >= a.c.injuries.length) return just(a);
            const before = a.c.injuries[i] as Injury;
            const tick = command.unit === "days" ? ({ kind: "day", activity } as const) : ({ kind: "minutes", minutes } as const);
            return worseningTick(a.c, i, tick, opts).map((w): Acc => {
              if (!w.worsened) return { c: w.character, events: a.events };
              const after = w.character.injuries[i];
              const events: TugsAftermathEvent[] = [
                ...a.events,
                { type: "worsens", ...who(a.c), part: before.part, level: after?.level ?? null, rule: "TUGS-WORSE-1" },
              ];
              if (conditionOf(w.character).dead) events.push({ type: "dies", ...who(a.c), rule: before.level === "critical" ? "TUGS-AMB-19" : "TUGS-INJ-2" });
              return { c: w.character, events };
            });
          });
        });
        return inner;
      });
    }
    // recovery (TUGS-REC-1): a treated injury whose time is up drops one level, and the next level's time starts
    chance = chance.chain((acc) => {
      if (conditionOf(acc.c).dead) return just(acc);
      let c2: Character = {
        ...acc.c,
        injuries: acc.c.injuries.map((x) =>
          x.recovery === undefined ? x : { ...x, recovery: { ...x.recovery, minutesLeft: Math.max(0, x.recovery.minutesLeft - minutes) } },
        ),
      };
      const events = [...acc.events];
      const again: { part: string; level: string; care: Care }[] = [];
      for (let guard = 0; guard < 100; guard++) {
        const i = c2.injuries.findIndex((x) => x.recovery?.minutesLeft === 0);
        if (i < 0) break;
        const injury = c2.injuries[i] as Injury;
        const care = (injury.recovery as NonNullable<Injury["recovery"]>).care;
        const healed = healInjury({ ...c2, injuries: replaceAt(c2.injuries, i, withoutRecovery(injury)) }, i);
        const now = healed.injuries.length === c2.injuries.length ? healed.injuries[i] : undefined;
        events.push({ type: "heals", ...who(acc.c), part: injury.part, level: now?.level ?? null, rule: "TUGS-REC-1" });
        c2 = healed;
        if (now !== undefined) again.push({ part: now.part, level: now.level, care });
      }
      let next: Chance<Acc> = just({ c: c2, events });
      for (const a of again) {
        next = next.chain((x) => {
          const i = x.c.injuries.findIndex((y) => y.part === a.part && y.level === a.level && y.recovery === undefined && y.treated);
          return i < 0 ? just(x) : recoveryFor(x, i, a.care, opts);
        });
      }
      return next;
    });
  }
  if (command.unit === "days" && activity === "rest") {
    // TUGS-REC-3: Stamina - 9 hit points a day of rest, at least 1
    chance = chance.map((acc) => {
      if (conditionOf(acc.c).dead || acc.c.hpLost === 0) return acc;
      const rested = rest(acc.c, command.amount);
      return { c: rested, events: [...acc.events, { type: "restores", ...who(acc.c), amount: acc.c.hpLost - rested.hpLost, rule: "TUGS-REC-3" }] };
    });
  }
  return chance;
}

/** The step of an aftermath command. @internal */
export function aftermathStep(
  state: State,
  command: Exclude<TugsCommand, { type: "initiative" | "attack" | "getUp" | "pickUp" | "wait" | "flee" }>,
): Chance<Out> {
  const opts = state.settings.options;
  if (command.type === "end") return just({ state: { ...state, phase: "over" }, events: [{ type: "end" }] });
  if (command.type === "pass") {
    const minutes = command.unit === "rounds" ? 0 : command.amount * (MINUTES[command.unit] ?? 1);
    let chance: Chance<{ list: Combatant[]; events: TugsAftermathEvent[] }> = just({
      list: state.combatants.slice(),
      events: [{ type: "time", amount: command.amount, unit: command.unit, activity: command.activity ?? "rest", rule: "TUGS-GM-6" }],
    });
    state.combatants.forEach((_, i) => {
      chance = chance.chain((acc) => {
        const c = acc.list[i] as Combatant;
        return passFor(c.character, command, opts).map((r) => ({
          list: replaceAt(acc.list, i, { ...c, character: r.c }),
          events: [...acc.events, ...r.events],
        }));
      });
    });
    return chance.map((acc) => ({ state: { ...state, combatants: acc.list, minutes: state.minutes + minutes }, events: acc.events }));
  }
  const found = findCombatant(state, command.patient) as { c: Combatant; i: number };
  const care: Care = command.type === "firstAid" ? "firstAid" : command.care;
  const treated = treat({ c: found.c.character, events: [] }, care);
  return startRecovery(treated, care, opts).map((acc) => ({
    state: { ...state, combatants: replaceAt(state.combatants, found.i, { ...found.c, character: acc.c }) },
    events: acc.events,
  }));
}

const PART_WORDS: Readonly<Record<string, string>> = {
  head: "head",
  body: "body",
  leftArm: "left arm",
  rightArm: "right arm",
  leftLeg: "left leg",
  rightLeg: "right leg",
};
const part = (p: string | undefined): string => (p === undefined ? "" : (PART_WORDS[p] ?? p));

const UNIT_WORDS: Readonly<Record<string, string>> = { rounds: "round", minutes: "minute", hours: "hour", days: "day" };
const CARE_WORDS: ReadonlyMap<string, string> = new Map([
  ["rest", "rest"],
  ["firstAid", "first aid"],
  ["dispensary", "dispensary"],
  ["hospital", "hospital"],
]);
const careWords = (care: string | undefined): string => CARE_WORDS.get(care ?? "") ?? String(care);

/** A whole number of minutes as a player reads it: "45 days", "4 days 12 hours", "4 hours 30 minutes", "10 minutes". */
function span(minutes: number): string {
  if (!Number.isSafeInteger(minutes) || minutes <= 0) return `${String(minutes)} minutes`;
  const parts: [number, string][] = [
    [Math.floor(minutes / MINUTES_PER_DAY), "day"],
    [Math.floor((minutes % MINUTES_PER_DAY) / 60), "hour"],
    [minutes % 60, "minute"],
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, word]) => `${String(n)} ${word}${n === 1 ? "" : "s"}`)
    .join(" ");
}

/** A line for an aftermath event. @internal */
export function describeAftermath(e: TugsAftermathEvent): string {
  switch (e.type) {
    case "time":
      return `${String(e.amount)} ${UNIT_WORDS[e.unit] ?? e.unit}${e.amount === 1 ? "" : "s"} pass${e.amount === 1 ? "es" : ""}${e.unit === "days" ? ` (${e.activity})` : ""}.`;
    case "end":
      return "The game ends.";
    case "worsens":
      return `${e.name}'s ${part(e.part)} injury worsens: now ${String(e.level)}.`;
    case "treated":
      return `${e.name}'s ${String(e.level)} ${part(e.part)} injury is treated (${careWords(e.care)}).`;
    case "heals":
      return e.level === null ? `${e.name}'s ${part(e.part)} injury has healed.` : `${e.name}'s ${part(e.part)} injury heals to ${String(e.level)}.`;
    case "recovering":
      return `${e.name}'s ${String(e.level)} ${part(e.part)} injury will heal one level in ${span(e.amount ?? 0)} (${careWords(e.care)}).`;
    case "comesTo":
      return `${e.name} comes to.`;
    case "dies":
      return `${e.name} dies.`;
    case "restores":
      return `${e.name} gets ${String(e.amount)} hit point${e.amount === 1 ? "" : "s"} back.`;
  }
}
