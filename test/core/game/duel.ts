// A small but real game for the game layer's tests: two fighters trade blows with a d6 until one falls (or yields,
// or a turn limit is reached). On her turn a fighter strikes (a hit on a face at or above her skill deals her
// damage) or aims (her next strike hits one face lower); she cannot aim twice. Its rules are cited as DUEL-n.
// Without a turn limit, misses on both sides bring a state back (the chain has cycles): battleOdds must solve them.
// Workers load this module from a recipe: `duelBattle(options)` builds the battle spec.
import * as z from "zod/mini";
import { type Chance, type Choice, checkCommand, constant, die, type Game, type Policy, parseOrThrow, type Reason, type Step } from "../../../src/index.js";

const Id = z.string().check(z.minLength(1), z.maxLength(100));

const FighterSchema = z.strictObject({
  /** The fighter's id. */
  id: Id,
  /** Her name, as a player reads it. */
  name: z.string().check(z.maxLength(200)),
  /** Hit points left. */
  hp: z.number().check(z.int(), z.gte(0), z.lte(100)),
  /** The lowest d6 face that hits (DUEL-3). */
  skill: z.number().check(z.int(), z.gte(2), z.lte(6)),
  /** Hit points a hit takes (DUEL-3). */
  damage: z.number().check(z.int(), z.gte(1), z.lte(100)),
  /** Whether she aimed on her last turn (DUEL-2). */
  aiming: z.boolean(),
});

/** The duel's state. */
export const DuelStateSchema = z.strictObject({
  /** The two fighters. */
  fighters: z.tuple([FighterSchema, FighterSchema]),
  /** Whose turn it is (0 or 1). */
  turn: z.number().check(z.int(), z.gte(0), z.lte(1)),
  /** Turns played, counted only under a turn limit (so that without one, states repeat). */
  turns: z.number().check(z.int(), z.gte(0)),
  /** The turn limit (DUEL-5), or null. */
  limit: z.nullable(z.number().check(z.int(), z.gte(1), z.lte(10_000))),
  /** The id of a fighter who yielded (DUEL-4), or null. */
  yielded: z.nullable(Id),
});
export type DuelState = z.infer<typeof DuelStateSchema>;

/** A command. */
export const DuelCommandSchema = z.strictObject({
  /** What to do. */
  type: z.enum(["strike", "aim", "yield"]),
  /** Who does it. */
  actor: Id,
});
export type DuelCommand = z.infer<typeof DuelCommandSchema>;

export type DuelEvent =
  | { type: "strike"; actor: string; target: string; face: number; needed: number; hit: boolean; hp: number; rule: "DUEL-3" }
  | { type: "aim"; actor: string; rule: "DUEL-2" }
  | { type: "yield"; actor: string; rule: "DUEL-4" };

const ScenarioSchema = z.strictObject({
  /** The fighters, the first one acting first. */
  fighters: z.tuple([
    z.strictObject({
      id: Id,
      name: z.string(),
      hp: z.number().check(z.int(), z.gte(1), z.lte(100)),
      skill: z.number().check(z.int(), z.gte(2), z.lte(6)),
      damage: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
    }),
    z.strictObject({
      id: Id,
      name: z.string(),
      hp: z.number().check(z.int(), z.gte(1), z.lte(100)),
      skill: z.number().check(z.int(), z.gte(2), z.lte(6)),
      damage: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
    }),
  ]),
  /** A turn limit (DUEL-5). */
  limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(10_000))),
});
export type DuelScenario = z.input<typeof ScenarioSchema>;

function options(state: DuelState): readonly Choice<DuelCommand>[] {
  if (outcome(state) !== undefined) return [];
  const choices: Choice<DuelCommand>[] = [];
  state.fighters.forEach((f, i) => {
    const mine = i === state.turn;
    const turn: Reason[] = mine ? [] : [{ code: "NOT_YOUR_TURN", rule: "DUEL-1", text: `it is ${state.fighters[state.turn]!.name}'s turn` }];
    choices.push({ command: { type: "strike", actor: f.id }, allowed: mine, reasons: turn, label: `${f.name} strikes` });
    const aim: Reason[] = f.aiming ? [...turn, { code: "ALREADY_AIMING", rule: "DUEL-2", text: `${f.name} is already aiming` }] : turn;
    choices.push({ command: { type: "aim", actor: f.id }, allowed: aim.length === 0, reasons: aim, label: `${f.name} aims` });
    choices.push({ command: { type: "yield", actor: f.id }, allowed: mine, reasons: turn, label: `${f.name} yields` });
  });
  return choices;
}

function outcome(state: DuelState): string | undefined {
  if (state.yielded !== null) return state.fighters.find((f) => f.id !== state.yielded)?.id;
  const standing = state.fighters.filter((f) => f.hp > 0);
  if (standing.length === 1) return standing[0]?.id;
  if (state.limit !== null && state.turns >= state.limit) return "draw"; // DUEL-5
  return undefined;
}

/** After the actor's turn: the other fighter's turn, and the turn counted under a limit. */
function next(state: DuelState, fighters: DuelState["fighters"]): DuelState {
  return { ...state, fighters, turn: 1 - state.turn, turns: state.limit === null ? 0 : state.turns + 1 };
}

/** The duel, as a game. */
export const duel: Game<DuelState, DuelCommand, DuelEvent, string> = {
  system: "duel",
  StateSchema: DuelStateSchema,
  CommandSchema: DuelCommandSchema,
  setup(scenario) {
    const s = parseOrThrow("duel.setup", ScenarioSchema, scenario, "scenario");
    const [a, b] = s.fighters;
    if (a.id === b.id) parseOrThrow("duel.setup", z.never(), b.id, "scenario.fighters[1].id");
    const fighter = (f: typeof a) => ({ id: f.id, name: f.name, hp: f.hp, skill: f.skill, damage: f.damage ?? 1, aiming: false });
    return { fighters: [fighter(a), fighter(b)], turn: 0, turns: 0, limit: s.limit ?? null, yielded: null };
  },
  options,
  step(state, command) {
    checkCommand("duel.step", options(state), command);
    const i = state.turn;
    const me = state.fighters[i]!;
    const them = state.fighters[1 - i]!;
    type Fighter = DuelState["fighters"][number];
    const set = (mine: Fighter, theirs: Fighter): DuelState["fighters"] => (i === 0 ? [mine, theirs] : [theirs, mine]);
    if (command.type === "yield") {
      return constantStep({ state: { ...state, yielded: me.id }, events: [{ type: "yield", actor: me.id, rule: "DUEL-4" }] });
    }
    if (command.type === "aim") {
      return constantStep({ state: next(state, set({ ...me, aiming: true }, them)), events: [{ type: "aim", actor: me.id, rule: "DUEL-2" }] });
    }
    const needed = me.aiming ? me.skill - 1 : me.skill; // DUEL-2: aiming lowers the face needed by one
    return die("d6", { purpose: `${me.name} strikes (needs ${String(needed)}+)`, rule: "DUEL-3" }).map((face) => {
      const hit = face >= needed;
      const hp = hit ? Math.max(0, them.hp - me.damage) : them.hp;
      return {
        state: next(state, set({ ...me, aiming: false }, { ...them, hp })),
        events: [{ type: "strike", actor: me.id, target: them.id, face, needed, hit, hp, rule: "DUEL-3" } as const],
      };
    });
  },
  outcome,
  describe(events) {
    return events.map((e) => {
      if (e.type === "aim") return `${e.actor} aims.`;
      if (e.type === "yield") return `${e.actor} yields.`;
      return `${e.actor} strikes ${e.target}: ${e.hit ? "hit" : "miss"} (${String(e.face)}, needed ${String(e.needed)}). ${e.target} has ${String(e.hp)} hit point${e.hp === 1 ? "" : "s"} left.`;
    });
  },
  player: (state) => state.fighters[state.turn]!.id,
};

function constantStep(step: Step<DuelState, DuelEvent>): Chance<Step<DuelState, DuelEvent>> {
  return constant(step);
}

/** Names instead of ids in the story. */
export function story(state: DuelState, lines: readonly string[]): string[] {
  return lines.map((line) => state.fighters.reduce((text, f) => text.replaceAll(f.id, f.name), line));
}

const pick = (choices: readonly Choice<DuelCommand>[], type: DuelCommand["type"]): DuelCommand => {
  const choice = choices.find((c) => c.allowed && c.command.type === type);
  if (choice === undefined) throw new Error(`no allowed ${type}`);
  return choice.command;
};

/** Always strike. */
export const alwaysStrike: Policy<DuelState, DuelCommand> = (_state, choices) => pick(choices, "strike");

/** Aim, then strike. */
export const aimThenStrike: Policy<DuelState, DuelCommand> = (state, choices) =>
  state.fighters[state.turn]!.aiming ? pick(choices, "strike") : pick(choices, "aim");

/** The scenarios of the tests. */
export const scenarios = {
  /** 1 hp each: Ann hits on 4+, Bob on 5+. */
  quick: {
    fighters: [
      { id: "ann", name: "Ann", hp: 1, skill: 4 },
      { id: "bob", name: "Bob", hp: 1, skill: 5 },
    ],
  },
  /** 2 hp against 3. */
  longer: {
    fighters: [
      { id: "ann", name: "Ann", hp: 2, skill: 4 },
      { id: "bob", name: "Bob", hp: 3, skill: 5 },
    ],
  },
  /** A turn limit. */
  limited: {
    fighters: [
      { id: "ann", name: "Ann", hp: 3, skill: 4 },
      { id: "bob", name: "Bob", hp: 3, skill: 5 },
    ],
    limit: 6,
  },
} satisfies Record<string, DuelScenario>;

/** The battle spec a worker rebuilds from a recipe: `{ module: <this file>, export: "duelBattle", args: [...] }`. */
export function duelBattle(which: keyof typeof scenarios = "longer", bob: "strike" | "aim" = "aim") {
  return {
    game: duel,
    scenario: scenarios[which],
    policies: { ann: alwaysStrike, bob: bob === "aim" ? aimThenStrike : alwaysStrike },
    summary: {
      turns: (s: DuelState, end: { steps: number }) => end.steps,
      annHp: (s: DuelState) => s.fighters[0].hp,
    },
  };
}

/** A chance for simulateParallel's recipe tests. */
export function volley(n: number) {
  return die("d6").chain((face) => constant(face + n));
}
