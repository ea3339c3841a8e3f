import { type Chance, isChance } from "../chance.js";
import type { DiceSource } from "../dice-source.js";
import { checkInt, RulesError } from "../errors.js";
import { isArray, listArg } from "../inputs.js";
import { resolve } from "../resolve.js";
import { type ScriptedFace, scriptedDice } from "../scripted-dice.js";
import { checkSeed, type DiceState, restoreDice, type Seed, type SeededDice, seededDice } from "../seeded-dice.js";
import type { Trace } from "../trace.js";
import { parseOrThrow } from "../validate.js";
import { appCall, appError, type Choice, CommandRefused, checkGame, type Game, type Policies, policyFor, type Step } from "./contract.js";

/**
 * One step played: the command, the next state, its events and the trace of its dice.
 *
 * @typeParam S - the state
 * @typeParam C - a command
 * @typeParam E - an event
 * @example
 * ```ts
 * const played: Played<DuelState, DuelCommand, DuelEvent> = play(duel, state, { type: "strike", actor: "ann" }, seededDice(1));
 * explain(played.trace); // ["d6 Ann strikes: 5: hit"]
 * ```
 */
export interface Played<S, C, E> {
  /** The command, as validated by the game's CommandSchema (in {@link autoplay}, the options' own command object when the policy handed it back: the game made it, it is not parsed again). */
  readonly command: C;
  /** The state after the step. */
  readonly state: S;
  /** What happened, in order. */
  readonly events: readonly E[];
  /** Every die rolled and modifier applied, in order. */
  readonly trace: Trace;
}

/**
 * The most commands one record may hold, or steps one autoplay or battle may play: a guard against hangs, far
 * above any game.
 *
 * @example
 * ```ts
 * autoplay(duel, state, policy, dice, { maxSteps: MAX_GAME_STEPS }); // the largest bound allowed
 * ```
 */
export const MAX_GAME_STEPS = 1_000_000;

/**
 * Validates a command and builds its step chance: the one path by which every helper steps a game. `checked`: the
 * command is already the output of the game's CommandSchema (battleOdds parses each distinct command once). @internal
 */
export function stepChance<S, C, E, O>(
  fn: string,
  game: Game<S, C, E, O>,
  state: S,
  command: unknown,
  checked = false,
): { command: C; chance: Chance<Step<S, E>> } {
  if (appCall(fn, "game.outcome(state)", () => game.outcome(state)) !== undefined) {
    throw new CommandRefused(fn, command, [{ code: "GAME_OVER", text: "the game is over: no command applies" }]);
  }
  const parsed = checked ? (command as C) : parseOrThrow(fn, game.CommandSchema, command, "command");
  const chance: unknown = appCall(fn, "game.step(state, command)", () => game.step(state, parsed));
  if (!isChance(chance)) throw notChance(fn, chance);
  return { command: parsed, chance: chance as Chance<Step<S, E>> };
}

/** The error of a game whose step did not return a chance. @internal */
export function notChance(fn: string, chance: unknown): RulesError {
  return new RulesError({
    code: "INVALID_ARGUMENT",
    fn,
    path: "game.step(state, command)",
    value: chance,
    message: "expected the game's step to return a chance",
  });
}

/**
 * The choice of `choices` whose command is `command` itself (`===`, an object: the game's own, as a policy handed
 * it back), if any: such a command needs no parse by the CommandSchema (issue 14: the game made it). @internal
 */
export function offeredChoice<C>(choices: readonly Choice<C>[], command: unknown): Choice<C> | undefined {
  if (typeof command !== "object" || command === null || !Array.isArray(choices)) return undefined;
  for (let i = 0; i < choices.length; i++) {
    const choice: unknown = choices[i];
    if (typeof choice === "object" && choice !== null && (choice as Choice<C>).command === command) return choice as Choice<C>;
  }
  return undefined;
}

/**
 * The chance of a command taken by identity from the state's options: {@link Game.stepOffered} for an allowed
 * choice when the game has it, else the game's step (the command not parsed again). @internal
 */
export function offeredStep<S, C, E, O>(game: Game<S, C, E, O>, state: S, choice: Choice<C>): unknown {
  const allowed: unknown = choice.allowed;
  return allowed === true && game.stepOffered !== undefined ? game.stepOffered(state, choice.command, choice) : game.step(state, choice.command);
}

/** Checks what a step's chance produced. @internal */
export function checkStep<S, E>(fn: string, value: unknown): Step<S, E> {
  const step = value as Partial<Step<S, E>> | null;
  let shaped: boolean;
  try {
    shaped = typeof step === "object" && step !== null && "state" in step && Array.isArray(step.events);
  } catch (error) {
    throw appError(fn, "step", error);
  }
  if (!shaped) {
    throw new RulesError({ code: "INVALID_STATE", fn, path: "step", value, message: "expected the game's step to give { state, events }" });
  }
  return step as Step<S, E>;
}

/**
 * Plays one command with a dice source: the command is validated (CommandSchema; `INVALID_INPUT` with paths),
 * refused when the rules do not allow it ({@link CommandRefused}, `RULE_VIOLATION`, with the reasons; also once
 * the game is over), then its step is resolved with the dice.
 *
 * @param game - the game
 * @param state - the state now (from `setup`, a previous step or {@link restoreGame})
 * @param command - the command (untrusted JSON is fine)
 * @param dice - seeded dice, or the players' real dice through `scriptedDice`
 * @returns the next state, the events and the trace
 * @throws {@link CommandRefused} when the rules refuse the command
 * @example
 * ```ts
 * const state = duel.setup({ fighters: [ann, bob] });
 * const { state: next, events } = play(duel, state, { type: "strike", actor: "ann" }, scriptedDice(["d6:5"]));
 * duel.describe(events); // ["Ann strikes Bob: hit (5). Bob has 1 hit point left."]
 * ```
 */
export function play<S, C, E, O>(game: Game<S, C, E, O>, state: S, command: unknown, dice: DiceSource): Played<S, C, E> {
  checkGame("play", game);
  const { command: parsed, chance } = stepChance("play", game, state, command);
  return played(parsed, chance, dice);
}

/** The step played with the dice, with its trace (play's errors: `fn` "play"). */
function played<S, C, E>(command: C, chance: Chance<Step<S, E>>, dice: DiceSource): Played<S, C, E> {
  const { value, trace } = appCall("play", "game.step(state, command)", () => resolve(chance, dice));
  const step = checkStep<S, E>("play", value);
  return { command, state: step.state, events: step.events, trace };
}

/**
 * What {@link play} gives for a command of a game not over (autoplay knows it: the outcome it just asked), the
 * command taken by identity from the options when `offered` is its choice (not parsed again). @internal
 */
function playOffered<S, C, E, O>(game: Game<S, C, E, O>, state: S, command: unknown, offered: Choice<C> | undefined, dice: DiceSource): Played<S, C, E> {
  if (offered === undefined) {
    const { command: parsed, chance } = stepChance("play", game, state, command);
    return played(parsed, chance, dice);
  }
  const chance: unknown = appCall("play", "game.step(state, command)", () => offeredStep(game, state, offered));
  if (!isChance(chance)) throw notChance("play", chance);
  return played(offered.command, chance as Chance<Step<S, E>>, dice);
}

/**
 * A game as a record: the scenario, the dice (a seed, or the faces rolled) and the commands in order. JSON-safe:
 * store it, send it, and {@link replay} gives the identical game every time.
 *
 * @example
 * ```ts
 * const record: GameRecord = { scenario: { fighters: [ann, bob] }, seed: 7, commands: [{ type: "strike", actor: "ann" }] };
 * ```
 */
export interface GameRecord {
  /** The scenario given to `setup`. */
  readonly scenario: unknown;
  /** The seed of `seededDice`: a safe integer or a string (give a seed or a script). */
  readonly seed?: Seed | undefined;
  /** The faces rolled, in order, as `scriptedDice` takes them (give a seed or a script). */
  readonly script?: readonly ScriptedFace[] | undefined;
  /** The commands, in order. */
  readonly commands: readonly unknown[];
}

/**
 * A replayed game: the final state, every step, every event, and where the dice stand.
 *
 * @typeParam S - the state
 * @typeParam C - a command
 * @typeParam E - an event
 * @typeParam O - the outcome
 * @example
 * ```ts
 * const { state, events, outcome } = replay(duel, record);
 * ```
 */
export interface Replayed<S, C, E, O> {
  /** The state after the last command. */
  readonly state: S;
  /** Each step, in order. */
  readonly steps: readonly Played<S, C, E>[];
  /** Every event of every step, in order. */
  readonly events: readonly E[];
  /** The outcome, if the game is over. */
  readonly outcome: O | undefined;
  /** The seeded dice's state after the last step (continue with `restoreDice`); undefined for a script. */
  readonly dice: DiceState | undefined;
}

/**
 * Replays a record: the same scenario, dice and commands give the identical states and events, every time and on
 * every machine (pin a transcript with it). A command the rules refuse throws, naming its index.
 *
 * @param game - the game
 * @param record - `{ scenario, seed or script, commands }`
 * @returns the final state, the steps and the events
 * @throws {@link RulesError} `INVALID_ARGUMENT` for a malformed record; the step's error for a refused command
 * @example
 * ```ts
 * const a = replay(duel, { scenario, seed: 7, commands });
 * const b = replay(duel, { scenario, seed: 7, commands });
 * // a.events and b.events are equal, event for event
 * ```
 */
export function replay<S, C, E, O>(game: Game<S, C, E, O>, record: GameRecord): Replayed<S, C, E, O> {
  const fn = "replay";
  checkGame(fn, game);
  const given: unknown = record;
  if (typeof given !== "object" || given === null) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "record", value: given, message: "expected { scenario, seed or script, commands }" });
  }
  const { seed, script, commands, scenario } = appCall(fn, "record", () => {
    const { seed, script, commands, scenario } = record as Partial<Record<keyof GameRecord, unknown>>;
    return { seed, script, commands: isArray(commands) ? listArg(fn, "record.commands", commands, MAX_GAME_STEPS, "commands") : commands, scenario };
  });
  if ((seed === undefined) === (script === undefined)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "record", value: { seed, script }, message: "expected exactly one of seed or script" });
  }
  if (!Array.isArray(commands)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "record.commands", value: commands, message: "expected an array of commands" });
  }
  checkInt(fn, "record.commands.length", commands.length, 0, MAX_GAME_STEPS);
  const seeded: SeededDice | undefined = seed === undefined ? undefined : seededDice(checkSeed(fn, seed, "record.seed"));
  const dice: DiceSource = seeded ?? scriptedDice(script as readonly ScriptedFace[]);
  let state = appCall(fn, "game.setup(record.scenario)", () => game.setup(scenario));
  const steps: Played<S, C, E>[] = [];
  const events: E[] = [];
  commands.forEach((command: unknown, index) => {
    let played: Played<S, C, E>;
    try {
      played = play(game, state, command, dice);
    } catch (error) {
      // play gives only RulesErrors (an app's own error is wrapped, cause kept)
      const cause = appError(fn, `record.commands[${String(index)}]`, error);
      throw new RulesError({ code: cause.code, fn, path: `record.commands[${String(index)}]`, value: command, message: cause.message, cause });
    }
    steps.push(played);
    for (const e of played.events) events.push(e);
    state = played.state;
  });
  return { state, steps, events, outcome: appCall(fn, "game.outcome(state)", () => game.outcome(state)), dice: seeded?.save() };
}

/**
 * Options of {@link autoplay}.
 *
 * @example
 * ```ts
 * const options: AutoplayOptions = { maxSteps: 500 };
 * ```
 */
export interface AutoplayOptions {
  /** The most steps to play (default 10,000): a game still going then is reported `finished: false`, not an error. */
  readonly maxSteps?: number | undefined;
}

/**
 * A game played by policies: where it ended, how, and every step.
 *
 * @typeParam S - the state
 * @typeParam C - a command
 * @typeParam E - an event
 * @typeParam O - the outcome
 * @example
 * ```ts
 * const { finished, outcome, steps } = autoplay(duel, state, alwaysStrike, seededDice(3));
 * ```
 */
export interface Autoplayed<S, C, E, O> {
  /** The last state. */
  readonly state: S;
  /** The outcome (undefined when `maxSteps` was reached first). */
  readonly outcome: O | undefined;
  /** Whether the game is over (false: stopped at `maxSteps`). */
  readonly finished: boolean;
  /** Each step played, in order (its command, state, events and trace). */
  readonly steps: readonly Played<S, C, E>[];
  /** Every event, in order. */
  readonly events: readonly E[];
}

/**
 * Plays a game to its end with policies: at each step the acting player's policy picks a command from
 * `options(state)`, and it is played with the dice. Bounded: after `maxSteps` steps it stops and reports
 * `finished: false` (a turn limit belongs in the game's rules; the bound only guards against a game or a policy
 * that never ends). A command a policy returns that the rules refuse throws (the policy is wrong, not the dice).
 *
 * @param game - the game
 * @param state - the state to start from
 * @param policies - one policy, or one per player ({@link Game.player})
 * @param dice - the dice
 * @param options - the step bound
 * @returns the last state, the outcome and every step
 * @example
 * ```ts
 * const end = autoplay(duel, duel.setup(scenario), { ann: alwaysStrike, bob: aimThenStrike }, seededDice(2026));
 * end.outcome; // "ann" or "bob"
 * duel.describe(end.events); // the story, line by line
 * ```
 */
export function autoplay<S, C, E, O>(
  game: Game<S, C, E, O>,
  state: S,
  policies: Policies<S, C>,
  dice: DiceSource,
  options: AutoplayOptions = {},
): Autoplayed<S, C, E, O> {
  const fn = "autoplay";
  checkGame(fn, game);
  const maxSteps = checkMaxSteps(fn, options);
  let now = state;
  const steps: Played<S, C, E>[] = [];
  const events: E[] = [];
  // the outcome asked once per state: the answer after a step is the next step's check (issue 14)
  let outcome = appCall(fn, "game.outcome(state)", () => game.outcome(now));
  while (outcome === undefined && steps.length < maxSteps) {
    const policy = policyFor(fn, game, policies, now);
    const choices = appCall(fn, "game.options(state)", () => game.options(now));
    const command = appCall(fn, "policies(state, choices)", () => policy(now, choices));
    const offered = appCall(fn, "game.options(state)", () => offeredChoice(choices, command));
    const played = playOffered(game, now, command, offered, dice);
    steps.push(played);
    for (const e of played.events) events.push(e);
    now = played.state;
    outcome = appCall(fn, "game.outcome(state)", () => game.outcome(now));
  }
  return { state: now, outcome, finished: outcome !== undefined, steps, events };
}

/** Reads and checks `options.maxSteps` (default 10,000). @internal */
export function checkMaxSteps(fn: string, options: unknown): number {
  if (typeof options !== "object" || options === null) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "options", value: options, message: "expected an options object" });
  }
  const maxSteps = appCall(fn, "options", () => (options as { maxSteps?: unknown }).maxSteps);
  return maxSteps === undefined || maxSteps === null ? 10_000 : checkInt(fn, "options.maxSteps", maxSteps, 1, MAX_GAME_STEPS);
}

/**
 * A game saved mid-way: the state and the seeded dice's state, JSON-safe. {@link restoreGame} continues it
 * exactly where it stopped, die for die.
 *
 * @typeParam S - the state
 * @example
 * ```ts
 * const saved: SavedGame<DuelState> = saveGame(duel, state, dice);
 * localStorage.setItem("game", JSON.stringify(saved));
 * ```
 */
export interface SavedGame<S> {
  /** The game's system id. */
  readonly system: string;
  /** The state. */
  readonly state: S;
  /** The dice's state (`SeededDice.save()`). */
  readonly dice: DiceState;
}

/**
 * Saves a game in progress: the state with the dice's state beside it (never hidden in a module).
 *
 * @param game - the game
 * @param state - the state now
 * @param dice - the seeded dice the game is played with
 * @returns a JSON-safe record
 * @example
 * ```ts
 * const saved = JSON.stringify(saveGame(duel, state, dice));
 * const { state: again, dice: sameDice } = restoreGame(duel, JSON.parse(saved));
 * ```
 */
export function saveGame<S>(game: Game<S, unknown, unknown, unknown>, state: S, dice: SeededDice): SavedGame<S> {
  checkGame("saveGame", game);
  const source: unknown = dice;
  const save = appCall("saveGame", "dice", () => (typeof source === "object" && source !== null ? (source as { save?: unknown }).save : undefined));
  if (typeof save !== "function") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "saveGame", path: "dice", value: dice, message: "expected seeded dice (seededDice or restoreDice)" });
  }
  return { system: appCall("saveGame", "game", () => game.system), state, dice: appCall("saveGame", "dice.save()", () => dice.save()) };
}

/**
 * Restores a saved game (untrusted JSON: the state goes through the game's StateSchema, the dice through
 * `restoreDice`): playing on gives exactly what the game would have given without the pause.
 *
 * @param game - the game
 * @param saved - what {@link saveGame} gave, parsed back from JSON
 * @returns the state and the dice, continuing the identical stream
 * @throws {@link RulesError} `INVALID_INPUT` for a state that fails the schema, `INVALID_STATE` for a bad dice state or another system's save
 * @example
 * ```ts
 * const { state, dice } = restoreGame(duel, JSON.parse(text));
 * play(duel, state, command, dice);
 * ```
 */
export function restoreGame<S>(game: Game<S, unknown, unknown, unknown>, saved: unknown): { readonly state: S; readonly dice: SeededDice } {
  const fn = "restoreGame";
  checkGame(fn, game);
  if (typeof saved !== "object" || saved === null) {
    throw new RulesError({ code: "INVALID_STATE", fn, path: "saved", value: saved, message: "expected { system, state, dice }" });
  }
  const { system, state, dice, expected } = appCall(fn, "saved", () => {
    const { system, state, dice } = saved as Partial<Record<keyof SavedGame<S>, unknown>>;
    return { system, state, dice, expected: game.system };
  });
  if (system !== expected) {
    throw new RulesError({ code: "INVALID_STATE", fn, path: "saved.system", value: system, message: `expected a saved ${expected} game` });
  }
  return { state: loadState(game, state), dice: restoreDice(dice) };
}

/**
 * Reads a state from untrusted JSON through the game's StateSchema.
 *
 * @param game - the game
 * @param state - the state as JSON
 * @returns the typed state
 * @throws {@link RulesError} `INVALID_INPUT` naming the path of the first issue
 * @example
 * ```ts
 * const state = loadState(duel, JSON.parse(text));
 * ```
 */
export function loadState<S>(game: Game<S, unknown, unknown, unknown>, state: unknown): S {
  checkGame("loadState", game);
  return parseOrThrow("loadState", game.StateSchema, state, "state");
}
