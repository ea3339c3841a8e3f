// tugsGame's session (Game.session, issue 15): the game a run of many battles plays. Its fight steps play the
// game's own steps (game.ts, written once over a roller, roller.ts) on the direct roller on the chunk's generator:
// the same rule functions run by the same lines, drawing each die as the chance step's sampler would, in the same
// order, so a seed plays the same battles with or without the session; no chance of the step is built, no trace
// written. Resolved with other dice (scripted, random), a session's step builds and plays the game's own chance.
// Its options are the game's, their commands frozen and remembered: the step of a command offered and allowed in
// that very state skips the refusal check and the command schema (the core parses every command a policy returns).
// test/tugs/game-session.test.ts checks the session against the game step for step and die for die.
import { type Chance, withSampler } from "../core/chance.js";
import { CommandRefused, type Choice, type Game, type Reason, type Step } from "../core/game/contract.js";
import type { StandardSchemaV1 } from "../core/standard-schema.js";
import type { IntSource } from "../core/uniform.js";
import type { TugsEvent, TugsOutcome } from "./game.js";
import type { TugsAction, TugsCommand, TugsGameState } from "./game-schemas.js";
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

/** Whether a command's fields are all primitives (what options offers): then it is frozen and remembered as it is. */
function flat(command: object): boolean {
  const fields = command as Readonly<Record<string, unknown>>;
  for (const key in fields) {
    const value = fields[key];
    if (value !== null && typeof value === "object") return false;
  }
  return true;
}

/**
 * A session of tugsGame: the same game, whose fight steps roll directly on the generator when sampled.
 *
 * @param parts - the game's members, refusals and fight step
 * @returns the session (a game of the same rules)
 * @internal
 */
export function tugsSession(parts: TugsSessionParts): TugsGameOf {
  const { members, reasons, fightStep } = parts;
  // the last state options were asked for, and its choices (a policy returns one of their commands): kept for the
  // step that follows, on the session object (a WeakMap per state costs more than the checks it saves)
  let offeredState: State | undefined;
  let offered: readonly Choice<TugsCommand>[] = [];
  /** The choice of the last options call whose command is this very object, if any. */
  const offeredChoice = (command: unknown): Choice<TugsCommand> | undefined => {
    for (const choice of offered) if (choice.command === command) return choice;
    return undefined;
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
      validate: (value: unknown) => (offeredChoice(value) !== undefined ? { value: value as TugsCommand } : own.validate(value)),
    }),
  });
  const options = (state: State): readonly Choice<TugsCommand>[] => {
    const choices = members.options(state);
    // an offered command is frozen (its fields are primitives the game wrote from its checked state): a policy
    // cannot change it between options and step; a command with a nested record is not remembered
    const kept: Choice<TugsCommand>[] = [];
    for (const choice of choices) {
      if (!flat(choice.command)) continue;
      Object.freeze(choice.command);
      kept.push(choice);
    }
    offeredState = state;
    offered = kept;
    return choices;
  };
  const step = (state: State, command: TugsCommand): Chance<Out> => {
    if (state !== offeredState || offeredChoice(command)?.allowed !== true) {
      const refused = reasons(state, command);
      if (refused.length > 0) throw new CommandRefused("tugsGame.step", command, refused.slice(0, 100));
    }
    if (!isFight(command)) return members.step(state, command);
    const played = START.chain(() => fightStep(CHANCES, state, command));
    return withSampler(played, () => (source: IntSource) => fightStep(rollerFor(source), state, command));
  };
  return Object.freeze({ ...members, CommandSchema, options, step });
}
