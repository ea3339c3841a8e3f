// The game contract (DESIGN.md, "Games: from one roll to a whole fight"): a pure state machine whose every step
// is a chance of the next state. The core holds the contract and the helpers every system shares; a system's
// game (rugged, vivid, tugs...) implements it. The core carries no schema library: schemas are Standard Schemas.
import type { Chance } from "../chance.js";
import { describeValue, RulesError } from "../errors.js";
import { listArg } from "../inputs.js";
import type { SeededDice } from "../seeded-dice.js";
import type { StandardSchemaV1 } from "../standard-schema.js";
import { stateKey } from "./key.js";

/**
 * Why a command is refused (or what limits it): a stable code an app can branch on, the catalogue rule id that
 * says so, and the reason in words.
 *
 * @example
 * ```ts
 * const reason: Reason = { code: "MARCHING", rule: "RUG-MOVE-3", text: "a marching unit cannot shoot" };
 * ```
 */
export interface Reason {
  /** A stable code, e.g. `"OUT_OF_RANGE"`, `"MAXIM_NOT_SET_UP"`, `"GAME_OVER"`. */
  readonly code: string;
  /** The catalogue rule id behind the reason, when there is one. */
  readonly rule?: string | undefined;
  /** The reason in words, for a player. */
  readonly text: string;
}

/**
 * One command the current phase knows of: allowed now, or refused with its reasons.
 *
 * @typeParam C - the command type
 * @example
 * ```ts
 * const choice: Choice<{ type: "aim" }> = {
 *   command: { type: "aim" },
 *   allowed: false,
 *   reasons: [{ code: "ALREADY_AIMING", text: "Ann is already aiming" }],
 * };
 * ```
 */
export interface Choice<C> {
  /** The command (plain JSON): what a policy returns, or what an app sends to {@link play}. */
  readonly command: C;
  /** Whether the rules allow it now. */
  readonly allowed: boolean;
  /** Why not (empty when allowed; an allowed choice may still carry notes). */
  readonly reasons: readonly Reason[];
  /** A short label for a menu ("Ann aims"), when the game gives one. */
  readonly label?: string | undefined;
}

/**
 * What one step of a game produces: the next state, and the events that happened, in order.
 *
 * @typeParam S - the state type
 * @typeParam E - the event type
 * @example
 * ```ts
 * const step: Step<{ hp: number }, { type: string }> = { state: { hp: 2 }, events: [{ type: "hit" }] };
 * ```
 */
export interface Step<S, E> {
  /** The state after the step (a new object: states are never mutated). */
  readonly state: S;
  /** What happened, as data (`{ type, actor, target, rule, ... }`); {@link Game.describe} words them. */
  readonly events: readonly E[];
}

/**
 * A game: a pure state machine whose every step is a {@link Chance} of the next state, so a whole fight can be
 * played with dice ({@link play}, {@link autoplay}), simulated ({@link simulateBattle}) or enumerated exactly
 * ({@link battleOdds}) like a single roll. State, commands, events and outcomes are plain JSON.
 *
 * The game owns the bookkeeping (turns, phases, flags); an app passes its judgement through the scenario or a
 * command field, never by patching the state.
 *
 * @typeParam S - the state
 * @typeParam C - a command
 * @typeParam E - an event
 * @typeParam O - the outcome of a finished game
 * @example
 * ```ts
 * const coin: Game<{ flips: number; heads: boolean | null }, { type: "flip" }, { type: "flipped"; heads: boolean }, "heads" | "tails"> = {
 *   system: "coin",
 *   StateSchema, // a Standard Schema (zod, valibot...) of the state
 *   CommandSchema, // and of a command
 *   setup: () => ({ flips: 0, heads: null }),
 *   options: (state) => [{ command: { type: "flip" }, allowed: state.heads === null, reasons: [] }],
 *   step: (state) => die("d6").map((face) => ({ state: { flips: state.flips + 1, heads: face >= 4 }, events: [{ type: "flipped", heads: face >= 4 }] })),
 *   outcome: (state) => (state.heads === null ? undefined : state.heads ? "heads" : "tails"),
 *   describe: (events) => events.map((e) => (e.heads ? "Heads!" : "Tails.")),
 * };
 * ```
 */
export interface Game<S, C, E, O> {
  /** The rule system's id (`"rugged"`, `"vivid"`, ...), stored in saved games. */
  readonly system: string;
  /** Validates a saved state (untrusted JSON) and gives its type. */
  readonly StateSchema: StandardSchemaV1<unknown, S>;
  /** Validates a command from untrusted JSON and gives its type. */
  readonly CommandSchema: StandardSchemaV1<unknown, C>;
  /**
   * The state at the start, from a scenario (untrusted JSON: validated, `RulesError` `INVALID_INPUT` with paths).
   *
   * @param scenario - the scenario
   * @returns the first state
   */
  setup(scenario: unknown): S;
  /**
   * Every command the current phase knows of: the allowed ones, and the refused ones with their reasons.
   *
   * @param state - a state of this game
   * @returns the choices (empty once the game is over)
   */
  options(state: S): readonly Choice<C>[];
  /**
   * The chance of what a command does. Pure; an illegal command is refused with a {@link CommandRefused}
   * (`RULE_VIOLATION`, with the reasons) when the chance is built, before any die is rolled.
   *
   * @param state - a state of this game
   * @param command - a validated command
   * @returns the chance of the next state and its events
   */
  step(state: S, command: C): Chance<Step<S, E>>;
  /**
   * The outcome once the game is over, undefined while it goes on.
   *
   * @param state - a state of this game
   * @returns the outcome, or undefined
   */
  outcome(state: S): O | undefined;
  /**
   * Lines a player reads, one or more per event, naming figures (not ids).
   *
   * @param events - events of this game
   * @returns the lines
   */
  describe(events: readonly E[]): readonly string[];
  /**
   * Who chooses the next command (a side's or a player's id), when policies are given per player; absent for a
   * game that one policy drives.
   *
   * @param state - a state of this game
   * @returns the id of the player to act, or undefined
   */
  player?(state: S): string | undefined;
  /**
   * A canonical key of a state for {@link battleOdds}: equal situations (exchangeable figures in another order)
   * must share a key, different situations must not. Default: the state's canonical JSON (keys sorted).
   *
   * @param state - a state of this game
   * @param part - given by {@link battleOdds}: a short key of a part of the state, equal for parts equal as data
   * and distinct for distinct ones within one call, a frozen part written once (see {@link KeyPart})
   * @returns the key
   */
  key?(state: S, part?: KeyPart): string;
  // --- the simulation session (rgame, issue 14): additions of that work below this line ---
  /**
   * The game to play a run of many battles with ({@link simulateBattle} calls it once per chunk of battles, in
   * every worker): the same rules, with caches that live as long as the returned game (chances built once and
   * resolved again, tables of a scenario's profiles), so the battles of a run share the work. No module-level
   * state is needed: the cache belongs to the session object, and is dropped with it.
   *
   * The contract: for every state and command, the session's `step` gives a chance that rolls the same dice in
   * the same order to a value equal as data to what this game's `step` gives (and its other members agree with
   * this game's), so a seeded simulation's frequencies do not depend on whether a game has a session. Absent:
   * the game itself is used.
   *
   * @returns a game of the same rules (often `{ ...this, step: cachedStep }`)
   */
  session?(): Game<S, C, E, O>;
  // --- the game loop (cloop, issues 14 and 15): additions of that work below this line ---
  /**
   * The step of a command the core's loops ({@link simulateBattle}, {@link autoplay}) took by identity from this
   * state's {@link Game.options}, as an allowed choice: a game whose `step` works out its options again to refuse
   * a command may leave that check out here, since the choice answers it. The contract: the same chance `step`
   * gives for the command (the same dice in the same order, a value equal as data). Absent: `step` is used.
   * Either way such a command is not parsed again by the CommandSchema (the game made it).
   *
   * @param state - a state of this game, not over
   * @param command - the choice's command, as the game's options gave it
   * @param choice - the allowed choice it is
   * @returns the chance of the next state and its events
   */
  stepOffered?(state: S, command: C, choice: Choice<C>): Chance<Step<S, E>>;
  // --- the rolled step (tgame3, issue 15): additions of that work below this line ---
  /**
   * The step of a command rolled at once on seeded dice, without building its chance: {@link simulateBattle}
   * plays a battle's steps with it when the game (usually its {@link Game.session}) has it, in place of `step` or
   * `stepOffered`. The contract: it refuses what `step` refuses (a {@link CommandRefused}, before any die), and
   * otherwise draws from `dice` exactly the values that sampling `step(state, command)`'s chance with the same dice
   * draws, in the same order, to a value equal as data to that chance's; so a seed gives the same battles with or
   * without it. Absent: the step's chance is built and sampled.
   *
   * @param state - a state of this game, not over
   * @param command - a command: validated by the CommandSchema, or the very object the state's options offered
   * @param dice - the seeded dice of the battle (the chunk's stream), advanced by the dice drawn
   * @returns the next state and its events
   */
  stepRolled?(state: S, command: C, dice: SeededDice): Step<S, E>;
  // --- the rolled battle (stop 25, issue 14): additions of that work below this line ---
  /**
   * A whole battle rolled at once on seeded dice, when the game can play it without the step-by-step loop (a
   * session's working state written in place, its own forms of policies it ships): {@link simulateBattle} asks it
   * first for every battle of a chunk. The contract: it returns `undefined` before drawing any die when it cannot
   * play this battle (a policy it does not know, a state it does not handle), and otherwise draws from `dice`
   * exactly the values that playing the battle step by step with these policies draws (options, the policy's
   * command, `stepRolled` or the step's chance sampled; until the outcome is decided or `maxSteps` steps), in the
   * same order, ending in a state equal as data to that loop's after the same number of steps; so a seed gives the
   * same battles with or without it. Absent, or `undefined`: the loop plays the battle.
   *
   * @param state - the battle's first state (the scenario's setup), not over
   * @param policies - the policies simulateBattle was given, as given: one policy or a record of them (compare them by
   * identity with the ones the game knows; typed `unknown` so that a game of any command type fits the contract)
   * @param dice - the seeded dice of the battle (the chunk's stream), advanced by the dice drawn
   * @param maxSteps - the most steps to play
   * @returns the last state and the number of steps played, or `undefined` to let the loop play
   */
  battleRolled?(state: S, policies: unknown, dice: SeededDice, maxSteps: number): { readonly state: S; readonly steps: number } | undefined;
}

// --- tugsodds (issue 13): a game's key built from short keys of its state's parts ---

/**
 * The second argument {@link battleOdds} hands {@link Game.key}: a short key of one part of a state (a character,
 * the settings), equal for parts equal as data and distinct for distinct parts within one `battleOdds` call (it
 * means nothing outside it). A part frozen all the way down is written once per call and found again by identity,
 * so a key made of the parts' keys costs a lookup per part a step left unchanged, not the part's whole text (a
 * character's kilobytes). A primitive's key is its canonical JSON.
 *
 * @example
 * ```ts
 * // each piece "#n" or a JSON array, so the text is injective; without part, the game's own canonical text
 * const key = (state: DuelState, part?: KeyPart): string =>
 *   part === undefined ? canonicalJson(state) : `${part(state.fighters)}|${JSON.stringify([state.turn])}`;
 * ```
 */
export type KeyPart = (part: unknown) => string;

/**
 * A policy: a pure function that picks the next command from the state and the choices {@link Game.options}
 * gives. Policies drive {@link autoplay}, {@link simulateBattle} and {@link battleOdds}; a pure policy is what
 * makes a battle's odds a well-defined Markov chain.
 *
 * @typeParam S - the state
 * @typeParam C - a command
 * @example
 * ```ts
 * // the first allowed command
 * const first: Policy<unknown, unknown> = (_state, choices) => {
 *   const choice = choices.find((c) => c.allowed);
 *   if (choice === undefined) throw new Error("nothing allowed");
 *   return choice.command;
 * };
 * ```
 */
export type Policy<S, C> = (state: S, choices: readonly Choice<C>[]) => C;

/**
 * The policies of a game: one policy for every decision, or one per player (keyed by {@link Game.player}'s ids).
 *
 * @typeParam S - the state
 * @typeParam C - a command
 * @example
 * ```ts
 * const policies: Policies<DuelState, DuelCommand> = { ann: alwaysStrike, bob: aimThenStrike };
 * ```
 */
export type Policies<S, C> = Policy<S, C> | Readonly<Record<string, Policy<S, C>>>;

/**
 * A command refused by the rules: a {@link RulesError} with code `RULE_VIOLATION` that also carries the command
 * and the coded reasons, so an app can show them.
 *
 * @example
 * ```ts
 * try {
 *   play(game, state, { type: "aim", actor: "ann" }, dice);
 * } catch (error) {
 *   if (error instanceof CommandRefused) console.log(error.reasons.map((r) => r.code)); // ["ALREADY_AIMING"]
 * }
 * ```
 */
export class CommandRefused extends RulesError {
  /** The command that was refused. */
  readonly command: unknown;
  /** Why, each with its code and rule id. */
  readonly reasons: readonly Reason[];

  /**
   * @param fn - the function that refused it (e.g. `"duel.step"`)
   * @param command - the command
   * @param reasons - why (at least one)
   */
  constructor(fn: string, command: unknown, reasons: readonly Reason[]) {
    const checked = checkReasons(fn, reasons);
    const words = checked.map((r) => `${r.code}${r.rule === undefined ? "" : ` (${r.rule})`}: ${r.text}`).join("; ");
    super({ code: "RULE_VIOLATION", fn, path: "command", value: command, message: `the rules refuse this command: ${words}` });
    this.name = "CommandRefused";
    this.command = command;
    this.reasons = checked;
  }
}

/** The most reasons one refusal carries. */
const MAX_REASONS = 100;

/** The reasons of a refusal, checked and copied (a hostile or huge list is an INVALID_ARGUMENT, never a hang). */
function checkReasons(fn: unknown, reasons: unknown): readonly Reason[] {
  const refuse = (path: string, value: unknown, message: string): never => {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "CommandRefused", path, value, message });
  };
  if (typeof fn !== "string") refuse("fn", fn, "expected the refusing function's name");
  try {
    if (!Array.isArray(reasons) || reasons.length === 0 || reasons.length > MAX_REASONS) {
      return refuse("reasons", reasons, `expected a list of 1 to ${String(MAX_REASONS)} reasons`);
    }
    const out: Reason[] = [];
    for (let i = 0; i < reasons.length; i++) {
      const r: unknown = reasons[i];
      if (typeof r !== "object" || r === null) return refuse(`reasons[${String(i)}]`, r, "expected a reason { code, rule?, text }");
      const { code, rule, text } = r as Record<string, unknown>;
      if (typeof code !== "string" || typeof text !== "string" || (rule !== undefined && typeof rule !== "string")) {
        return refuse(`reasons[${String(i)}]`, r, "expected a reason { code, rule?, text } of strings");
      }
      out.push(Object.freeze(rule === undefined ? { code, text } : { code, rule, text }));
    }
    return Object.freeze(out);
  } catch (error) {
    if (RulesError.is(error)) throw error;
    return refuse("reasons", undefined, "could not be read (a throwing getter or a revoked Proxy)");
  }
}

/**
 * The choice of `choices` whose command equals `command` (compared as data), if any.
 *
 * @param choices - what {@link Game.options} gave
 * @param command - a command
 * @returns the matching choice, or undefined
 * @example
 * ```ts
 * findChoice(game.options(state), { type: "strike", actor: "ann" })?.allowed; // true
 * ```
 */
export function findChoice<C>(choices: readonly Choice<C>[], command: unknown): Choice<C> | undefined {
  return choiceOf("findChoice", choices, command);
}

/** The most choices {@link findChoice} and {@link checkCommand} compare (a phase offers a handful). */
const MAX_CHOICES = 100_000;

/** findChoice, naming the public function in its errors: choices read once and bounded, hostile reads a RulesError. */
function choiceOf<C>(fn: string, choices: unknown, command: unknown): Choice<C> | undefined {
  const list = listArg(fn, "choices", choices, MAX_CHOICES, "choices");
  const same = sameChoice<C>(list, command);
  if (same !== undefined) return same;
  const key = appCall(fn, "command", () => stateKey(command));
  for (let i = 0; i < list.length; i++) {
    const c: unknown = list[i];
    if (typeof c !== "object" || c === null) {
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn,
        path: `choices[${String(i)}]`,
        value: c,
        message: "expected a choice { command, allowed, reasons }",
      });
    }
    // read and keyed in a try of the loop's own (no closure per choice); the error names the choice
    let same: boolean;
    try {
      same = stateKey((c as { command?: unknown }).command) === key;
    } catch (error) {
      throw appError(fn, `choices[${String(i)}].command`, error);
    }
    if (same) return c as Choice<C>;
  }
  return undefined;
}

/**
 * The choice whose command is `command` itself (`===`, an object): found without a key (a policy hands back the
 * options' own command; a game's step checking it against its options again finds it at the cost of a compare).
 * The scan stops at the first choice that is not a readable object, for the keyed search to name it.
 */
function sameChoice<C>(list: readonly unknown[], command: unknown): Choice<C> | undefined {
  if (typeof command !== "object" || command === null) return undefined;
  try {
    for (let i = 0; i < list.length; i++) {
      const c: unknown = list[i];
      if (typeof c !== "object" || c === null) return undefined;
      if ((c as { command?: unknown }).command === command) return c as Choice<C>;
    }
  } catch {
    // a throwing getter or a Proxy trap: the keyed search below names it
  }
  return undefined;
}

/**
 * Runs a call into the app's code (a game's member, a policy, a summary) or a read of what the app gave: a
 * RulesError passes as it is; any other error (the app's bug, a throwing getter, a revoked Proxy) becomes a
 * RulesError `INVALID_ARGUMENT` naming the public function and the call, with the original kept as `cause`.
 * @internal
 */
export function appCall<T>(fn: string, path: string, call: () => T): T {
  try {
    return call();
  } catch (error) {
    throw appError(fn, path, error);
  }
}

/** The RulesError of an app's call that threw (a RulesError is kept as it is). @internal */
export function appError(fn: string, path: string, error: unknown): RulesError {
  if (RulesError.is(error)) return error;
  let text: string;
  try {
    text = error instanceof Error ? `${error.name}: ${error.message}` : describeValue(error);
  } catch {
    text = "an unreadable error";
  }
  return new RulesError({
    code: "INVALID_ARGUMENT",
    fn,
    path,
    value: undefined,
    message: `expected it to be readable and to run without throwing, but it threw ${text.length > 120 ? `${text.slice(0, 117)}...` : text} (kept as the error's cause)`,
    cause: error,
  });
}

/**
 * Refuses a command the choices do not allow: the one check a game's `step` needs when its options list every
 * command (throws {@link CommandRefused} with the choice's reasons, or `NOT_OFFERED` when no choice matches).
 *
 * @param fn - the refusing function, for the message (e.g. `"duel.step"`)
 * @param choices - what {@link Game.options} gives for the state
 * @param command - the command asked for
 * @example
 * ```ts
 * step(state, command) {
 *   checkCommand("duel.step", this.options(state), command);
 *   // ... build the chance
 * }
 * ```
 */
export function checkCommand<C>(fn: string, choices: readonly Choice<C>[], command: unknown): void {
  const name: unknown = fn;
  if (typeof name !== "string") {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: "checkCommand",
      path: "fn",
      value: name,
      message: "expected the refusing function's name (a string)",
    });
  }
  const choice = choiceOf<C>(fn, choices, command);
  if (choice === undefined) {
    const over = appCall(fn, "choices", () => choices.length === 0);
    throw new CommandRefused(fn, command, [
      { code: over ? "GAME_OVER" : "NOT_OFFERED", text: over ? "the game is over" : "no choice of this phase is this command" },
    ]);
  }
  const { allowed, reasons } = appCall(fn, "choices", () => ({ allowed: choice.allowed, reasons: choice.reasons }));
  if (!allowed) {
    const given = appCall(fn, "choices", () => reasons.length > 0);
    throw new CommandRefused(fn, command, given ? reasons : [{ code: "NOT_ALLOWED", text: "the phase does not allow it now" }]);
  }
}

/** Throws INVALID_ARGUMENT unless `game` has the members of the contract. @internal */
export function checkGame(fn: string, game: unknown): void {
  // a game that cannot be read (a throwing getter, a Proxy trap, a revoked Proxy) is the app's bug: named, cause kept
  appCall(fn, "game", () => {
    checkGameMembers(fn, game);
  });
}

function checkGameMembers(fn: string, game: unknown): void {
  const g = game as Partial<Record<string, unknown>> | null;
  const bad = (path: string, message: string): RulesError => new RulesError({ code: "INVALID_ARGUMENT", fn, path, value: game, message });
  if (typeof g !== "object" || g === null) throw bad("game", "expected a game (system, StateSchema, CommandSchema, setup, options, step, outcome, describe)");
  for (const member of ["setup", "options", "step", "outcome", "describe"]) {
    if (typeof g[member] !== "function") throw bad(`game.${member}`, "expected a function");
  }
  for (const member of ["StateSchema", "CommandSchema"]) {
    const schema = g[member] as { "~standard"?: unknown } | undefined;
    if (typeof schema !== "object" || typeof schema["~standard"] !== "object") throw bad(`game.${member}`, "expected a Standard Schema");
  }
  if (typeof g.system !== "string") throw bad("game.system", "expected a string");
  if (g.stepOffered !== undefined && typeof g.stepOffered !== "function") throw bad("game.stepOffered", "expected a function, or no stepOffered");
  if (g.stepRolled !== undefined && typeof g.stepRolled !== "function") throw bad("game.stepRolled", "expected a function, or no stepRolled");
  if (g.battleRolled !== undefined && typeof g.battleRolled !== "function") throw bad("game.battleRolled", "expected a function, or no battleRolled");
}

/**
 * The game's own form of the policy each player plays, for a {@link Game.battleRolled} that knows some policies: one
 * policy for every player, or a per-player record whose own data property for each player is one the game knows
 * (`known` answers by identity). Undefined when any player's is not (another policy, a missing player, a getter, a
 * Proxy's trap that reads apart or throws): the loop plays that battle. Read once, before any die. @internal
 *
 * @example
 * ```ts
 * knownPolicies({ ann: alwaysStrike, bob: aimThenStrike }, ["ann", "bob"], (p) => (p === alwaysStrike ? "strike" : undefined)); // undefined
 * ```
 */
export function knownPolicies<K>(policies: unknown, players: readonly string[], known: (policy: unknown) => K | undefined): Map<string, K> | undefined {
  const single = typeof policies === "function" ? known(policies) : undefined;
  if (single === undefined && (typeof policies !== "object" || policies === null)) return undefined;
  const out = new Map<string, K>();
  for (const player of players) {
    let mine = single;
    if (mine === undefined) {
      try {
        // a data property, read as the loop reads it (a Proxy's traps could answer apart)
        const own = Object.getOwnPropertyDescriptor(policies, player);
        const read: unknown = own !== undefined && "value" in own ? (policies as Readonly<Record<string, unknown>>)[player] : undefined;
        mine = own !== undefined && read === own.value ? known(read) : undefined;
      } catch {
        // a revoked Proxy or a throwing trap: not a record the game reads
        mine = undefined;
      }
    }
    if (mine === undefined) return undefined;
    out.set(player, mine);
  }
  return out;
}

/** The policy that decides in `state`: the single policy, or the acting player's. @internal */
export function policyFor<S, C>(fn: string, game: Game<S, C, unknown, unknown>, policies: Policies<S, C>, state: S): Policy<S, C> {
  if (typeof policies === "function") return policies;
  const player = appCall(fn, "game.player(state)", () => game.player?.(state));
  const given: unknown = policies;
  const policy = appCall(fn, "policies", () =>
    typeof given === "object" && given !== null && player !== undefined && Object.hasOwn(given, player)
      ? (given as Readonly<Record<string, unknown>>)[player]
      : undefined,
  );
  if (typeof policy === "function") return policy as Policy<S, C>;
  throw new RulesError({
    code: "INVALID_ARGUMENT",
    fn,
    path: player === undefined ? "policies" : `policies[${JSON.stringify(player)}]`,
    value: player === undefined ? policies : describeValue(player),
    message:
      player === undefined
        ? "expected a policy function (this game names no player to act, so per-player policies cannot be picked)"
        : "expected a policy for the player to act",
  });
}

/**
 * The command the policies pick in `state`: the acting policy, given the game's options. A game's member or a
 * policy that throws is the app's bug: a RulesError naming `fn` and the call, the error kept as `cause`.
 * @internal
 */
export function decide<S, C>(fn: string, game: Game<S, C, unknown, unknown>, policies: Policies<S, C>, state: S): C {
  const policy = policyFor(fn, game, policies, state);
  const choices = appCall(fn, "game.options(state)", () => game.options(state));
  return appCall(fn, "policies(state, choices)", () => policy(state, choices));
}

// --- the simulation session (rgame, issue 14) ---

/**
 * The game a run of many battles plays: `game.session()` when the game has one (checked like a game), else the
 * game itself. A session that throws or is not a game is the app's bug: a RulesError naming `fn`, cause kept.
 * @internal
 */
export function sessionOf<S, C, E, O>(fn: string, game: Game<S, C, E, O>): Game<S, C, E, O> {
  const session: unknown = appCall(fn, "game.session", () => (game as { readonly session?: unknown }).session);
  if (session === undefined) return game;
  if (typeof session !== "function") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "game.session", value: session, message: "expected a function giving a game, or no session" });
  }
  const made: unknown = appCall(fn, "game.session()", () => (session as () => unknown).call(game));
  checkGame(fn, made);
  return made as Game<S, C, E, O>;
}
