// tugsGame's session (Game.session, issue 15): the game a run of many battles plays. Its fight steps play the
// game's own steps (game.ts, written once over a roller, roller.ts) on the direct roller on the chunk's generator:
// the same rule functions run by the same lines, drawing each die as the chance step's sampler would, in the same
// order, so a seed plays the same battles with or without the session; no chance of the step is built, no trace
// written; simulateBattle takes the step rolled at once (Game.stepRolled), without a chance around it. Resolved with
// other dice (scripted, random), a session's step builds and plays the game's own chance.
// Its options are the game's, their commands remembered with a copy of their fields: the step of a command offered
// and allowed in that very state, and unchanged since, skips the refusal check and the command schema (the core
// parses every other command a policy returns; one offered but changed since is parsed and checked here).
// test/tugs/game-session.test.ts checks the session against the game step for step and die for die.
import { type Chance, withSampler } from "../core/chance.js";
import { CommandRefused, type Choice, type Game, knownPolicies, type Reason, type Step } from "../core/game/contract.js";
import { resolve, resolveValue } from "../core/resolve.js";
import { generatorOf, type SeededDice } from "../core/seeded-dice.js";
import type { StandardSchemaV1 } from "../core/standard-schema.js";
import type { IntSource } from "../core/uniform.js";
import { parseOrThrow } from "../core/validate.js";
import type { TugsEvent, TugsOutcome } from "./game.js";
import type { TugsAction, TugsCommand, TugsGameState } from "./game-schemas.js";
import { fighterChoice, pickOf } from "./game-policies.js";
import { just } from "./just.js";
import { CHANCES, type Kind, type Rolled, type Roller, rollerOn } from "./roller.js";

type State = TugsGameState;
type Out = Step<State, TugsEvent>;
/** The commands of the fight (their steps are written over a roller). */
type FightCommand = Extract<TugsCommand, { type: "initiative" }> | TugsAction;
type TugsGameOf = Game<TugsGameState, TugsCommand, TugsEvent, TugsOutcome>;

/**
 * What the session needs of the game: its members (without `session`), why a command is refused, and the fight's
 * step over a roller (the one the game's own `step` builds its chance with, on the chance roller).
 * @internal
 */
export interface TugsSessionParts {
  /** The game's members. */
  readonly members: Omit<TugsGameOf, "session">;
  /** Why a command is refused now (empty: allowed). */
  readonly reasons: (state: State, command: TugsCommand) => Reason[];
  /** The step of a fight command the rules allow, on a roller. */
  readonly fightStep: <K extends Kind>(m: Roller<K>, state: State, command: FightCommand) => Rolled<K, Out>;
  /** The state's options without labels (their commands in options' order, `allowed` from the same refusals). */
  readonly offers: (state: State) => readonly Pick<Choice<TugsCommand>, "command" | "allowed">[];
}

/** The one chance a session's fight step is chained from (an immutable constant): built only when resolved. */
const START: Chance<null> = just(null);

const isFight = (command: TugsCommand): command is FightCommand =>
  command.type === "initiative" ||
  command.type === "attack" ||
  command.type === "getUp" ||
  command.type === "pickUp" ||
  command.type === "wait" ||
  command.type === "flee";

/**
 * Whether a command still has exactly the fields it was offered with (`copy`, made when it was offered), all
 * primitives (what options offers): then it is the command the game made, unchanged by the policy it was handed to.
 */
function unchanged(command: object, copy: object): boolean {
  const now = command as Readonly<Record<string, unknown>>;
  const then = copy as Readonly<Record<string, unknown>>;
  let fields = 0;
  for (const key in now) {
    const value = now[key];
    if (value !== then[key] || (value !== null && typeof value === "object")) return false;
    fields++;
  }
  for (const key in then) if (Object.hasOwn(then, key)) fields--;
  return fields === 0;
}

/**
 * A copy of an offered command's fields, written out for each kind of command options offers (one shape per line:
 * a generic spread of commands of several shapes costs several times more). A command of another shape is copied
 * to one that {@link unchanged} finds different, so it is checked again: never wrong, only slower.
 */
function copyOf(c: TugsCommand): TugsCommand {
  switch (c.type) {
    case "initiative":
    case "end":
      return { type: c.type };
    case "attack":
      return { type: c.type, actor: c.actor, target: c.target };
    case "getUp":
    case "pickUp":
    case "wait":
    case "flee":
      return { type: c.type, actor: c.actor };
    case "pass":
      return c.activity === undefined
        ? { type: c.type, amount: c.amount, unit: c.unit }
        : { type: c.type, amount: c.amount, unit: c.unit, activity: c.activity };
    case "firstAid":
      return { type: c.type, patient: c.patient };
    case "care":
      return { type: c.type, patient: c.patient, care: c.care };
  }
}

/**
 * A session of tugsGame: the same game, whose fight steps roll directly on the generator when sampled.
 *
 * @param parts - the game's members, refusals and fight step
 * @returns the session (a game of the same rules)
 * @internal
 */
export function tugsSession(parts: TugsSessionParts): TugsGameOf {
  const { members, reasons, fightStep, offers } = parts;
  // the last state options were asked for, and what they allowed (a policy returns one of their commands): each
  // command (the game's own object) and a copy of its fields as offered, kept for the step
  // that follows on the session object (the session's own record: a policy may change the choices it is handed,
  // not this; copying a command costs less than freezing it, and a WeakMap per state more than the checks it saves)
  let offeredState: State | undefined;
  let commands: readonly TugsCommand[] = [];
  let copies: readonly TugsCommand[] = [];
  /** The index of the last options call's allowed command that is this very object, if any (-1: none). */
  const offeredIndex = (command: unknown): number => {
    for (let i = 0; i < commands.length; i++) if (commands[i] === command) return i;
    return -1;
  };
  // the direct roller of the chunk's generator (one generator a chunk: made again only when it changes)
  let rng: IntSource | undefined;
  let roller: Roller<"now"> | undefined;
  const rollerFor = (source: IntSource): Roller<"now"> => {
    if (source !== rng || roller === undefined) {
      rng = source;
      roller = rollerOn(source);
    }
    return roller;
  };
  const own = members.CommandSchema["~standard"];
  const CommandSchema: StandardSchemaV1<unknown, TugsCommand> = Object.freeze({
    "~standard": Object.freeze({
      version: 1 as const,
      vendor: own.vendor,
      validate: (value: unknown) => {
        const i = offeredIndex(value);
        return i >= 0 && unchanged(value as object, copies[i] as object) ? { value: value as TugsCommand } : own.validate(value);
      },
    }),
  });
  const options = (state: State): readonly Choice<TugsCommand>[] => {
    const choices = members.options(state);
    // the allowed commands only (a refused one is checked again whatever it is)
    const made: TugsCommand[] = [];
    const copied: TugsCommand[] = [];
    for (const choice of choices) {
      if (!choice.allowed) continue;
      made.push(choice.command);
      copied.push(copyOf(choice.command));
    }
    offeredState = state;
    commands = made;
    copies = copied;
    return choices;
  };
  /**
   * The command to step, refused as the game refuses it: a command offered and allowed in this very state, and
   * unchanged since, is not checked again; one offered but changed since is parsed again (the core's loops take an
   * offered command by identity, unparsed) and checked.
   */
  const checked = (state: State, command: TugsCommand): TugsCommand => {
    let given = command;
    if (state === offeredState) {
      const i = offeredIndex(command);
      if (i >= 0) {
        if (unchanged(command, copies[i] as object)) return command;
        given = parseOrThrow("tugsGame.step", members.CommandSchema, command, "command");
      }
    }
    const refused = reasons(state, given);
    if (refused.length > 0) throw new CommandRefused("tugsGame.step", given, refused.slice(0, 100));
    return given;
  };
  const step = (state: State, given: TugsCommand): Chance<Out> => {
    const command = checked(state, given);
    if (!isFight(command)) return members.step(state, command);
    const played = START.chain(() => fightStep(CHANCES, state, command));
    return withSampler(played, () => (source: IntSource) => fightStep(rollerFor(source), state, command));
  };
  // Game.stepRolled (simulateBattle with seeded dice): a fight step played on the direct roller of the dice's
  // generator (what `step`'s sampler plays, with no chance built around it); the time after the fight sampled
  const stepRolled = (state: State, given: TugsCommand, dice: SeededDice): Out => {
    const source = generatorOf(dice);
    if (source === undefined) return resolve(step(state, given), dice).value;
    const command = checked(state, given);
    if (isFight(command)) return fightStep(rollerFor(source), state, command);
    return resolveValue(members.step(state, command), dice);
  };
  // Game.battleRolled (issue 15): a battle of the shipped fighter policies (attackEngaged, attackWeakest, one for all
  // or one a side) played here, step after step as simulateBattle's loop plays it: the policy's own choice
  // (fighterChoice) made from the state's options without their labels (offers), and the command, allowed by the
  // same refusals, stepped as stepRolled steps it (the fight on the direct roller, the time after it sampled); so
  // the same dice in the same order and the same states. Any other policy, or dice without a generator: the loop.
  const battleRolled = (first: State, policies: unknown, dice: SeededDice, maxSteps: number): { readonly state: State; readonly steps: number } | undefined => {
    const source = generatorOf(dice);
    if (source === undefined) return undefined;
    const sides: string[] = [];
    for (const c of first.combatants) if (!sides.includes(c.side)) sides.push(c.side);
    const picks = knownPolicies(policies, sides, pickOf);
    if (picks === undefined) return undefined;
    const m = rollerFor(source);
    let state = first;
    let steps = 0;
    while (members.outcome(state) === undefined && steps < maxSteps) {
      const side = members.player?.(state);
      const pick = side === undefined ? undefined : picks.get(side);
      if (pick === undefined) throw new RangeError(`tugsGame session: no policy for the side ${String(side)}`);
      const command = fighterChoice(state, offers(state), pick);
      // unreachable with these policies (waiting, the initiative and the end are always allowed in their phases)
      if (command === undefined) throw new RangeError("tugsGame session: no allowed command to choose from");
      state = isFight(command) ? fightStep(m, state, command).state : resolveValue(members.step(state, command), dice).state;
      steps++;
    }
    return { state, steps };
  };
  return Object.freeze({ ...members, CommandSchema, options, step, stepRolled, battleRolled });
}
