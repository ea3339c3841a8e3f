// A whole fight on the game layer: a duel at dawn between two gunfighters, written as a Game (state, commands,
// a step that is a chance), then played with the dice rolled at the table, told with describe, simulated on every
// core, and solved exactly. On her turn a gunfighter fires (a d10 at or under her aim hits, and one hit ends it) or
// steadies her hand (+2 to her next shot; not twice in a row).
// Run: npx tsx --conditions=pulp-rules:source examples/duel-at-dawn.ts
import { pathToFileURL } from "node:url";
import {
  autoplay,
  battleOdds,
  type Choice,
  CommandRefused,
  checkCommand,
  constant,
  die,
  explain,
  type Game,
  type Policy,
  parseOrThrow,
  play,
  scriptedDice,
  seededDice,
  simulateBattle,
} from "pulp-rules";
import { simulateBattleParallel } from "pulp-rules/workers";
import * as z from "zod/mini";

const Gunfighter = z.strictObject({
  /** Her id. */
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  /** Her name. */
  name: z.string().check(z.maxLength(200)),
  /** The highest d10 face that hits. */
  aim: z.number().check(z.int(), z.gte(1), z.lte(10)),
  /** Whether she steadied her hand last turn. */
  steady: z.boolean(),
  /** Whether she has been hit. */
  down: z.boolean(),
});
const StateSchema = z.strictObject({
  /** The two gunfighters, the first one firing first. */
  fighters: z.tuple([Gunfighter, Gunfighter]),
  /** Whose turn (0 or 1). */
  turn: z.number().check(z.int(), z.gte(0), z.lte(1)),
});
type State = z.infer<typeof StateSchema>;
const CommandSchema = z.strictObject({
  /** Fire, or steady the hand. */
  type: z.enum(["fire", "steady"]),
  /** Who. */
  actor: z.string().check(z.maxLength(100)),
});
type Command = z.infer<typeof CommandSchema>;
type Event = { type: "fire"; actor: string; target: string; face: number; needed: number; hit: boolean } | { type: "steady"; actor: string };

function options(state: State): Choice<Command>[] {
  if (state.fighters.some((f) => f.down)) return [];
  return state.fighters.flatMap((f, i) => {
    const turn = i === state.turn ? [] : [{ code: "NOT_YOUR_TURN", text: `${f.name} waits for her turn` }];
    const steady = f.steady ? [...turn, { code: "ALREADY_STEADY", text: `${f.name}'s hand is already steady` }] : turn;
    return [
      { command: { type: "fire", actor: f.id }, allowed: turn.length === 0, reasons: turn, label: `${f.name} fires` },
      { command: { type: "steady", actor: f.id }, allowed: steady.length === 0, reasons: steady, label: `${f.name} steadies her hand` },
    ];
  });
}

export const dawn: Game<State, Command, Event, string> = {
  system: "dawn",
  StateSchema,
  CommandSchema,
  setup: (scenario) => parseOrThrow("dawn.setup", StateSchema, scenario, "scenario"),
  options,
  step(state, command) {
    checkCommand("dawn.step", options(state), command);
    const i = state.turn;
    const me = state.fighters[i]!;
    const them = state.fighters[1 - i]!;
    const pair = (a: typeof me, b: typeof me): State["fighters"] => (i === 0 ? [a, b] : [b, a]);
    if (command.type === "steady") {
      return constant({ state: { fighters: pair({ ...me, steady: true }, them), turn: 1 - i }, events: [{ type: "steady" as const, actor: me.name }] });
    }
    const needed = Math.min(10, me.aim + (me.steady ? 2 : 0));
    return die("d10", { purpose: `${me.name} fires (${String(needed)} or less)` }).map((face) => ({
      state: { fighters: pair({ ...me, steady: false }, { ...them, down: face <= needed }), turn: 1 - i },
      events: [{ type: "fire" as const, actor: me.name, target: them.name, face, needed, hit: face <= needed }],
    }));
  },
  outcome: (state) => state.fighters.find((f) => !f.down && state.fighters.some((g) => g.down))?.id,
  describe: (events) =>
    events.map((e) =>
      e.type === "steady" ? `${e.actor} steadies her hand.` : `${e.actor} fires at ${e.target}: ${String(e.face)}, ${e.hit ? "a hit!" : "a miss."}`,
    ),
  player: (state) => state.fighters[state.turn]?.id,
};

const pick = (choices: readonly Choice<Command>[], type: Command["type"]): Command => {
  const choice = choices.find((c) => c.allowed && c.command.type === type);
  if (choice === undefined) throw new Error(`no allowed ${type}`);
  return choice.command;
};
/** Fire at once. */
export const quickDraw: Policy<State, Command> = (_state, choices) => pick(choices, "fire");
/** Steady, then fire. */
export const patient: Policy<State, Command> = (state, choices) =>
  state.fighters[state.turn]?.steady === true ? pick(choices, "fire") : pick(choices, "steady");

export const scenario = {
  fighters: [
    { id: "kate", name: "Calamity Kate", aim: 4, steady: false, down: false },
    { id: "rosa", name: "Rosa Diaz", aim: 3, steady: false, down: false },
  ],
  turn: 0,
};

/** The battle a worker rebuilds from the recipe { module: this file, export: "dawnBattle" }. */
export const dawnBattle = () => ({ game: dawn, scenario, policies: { kate: quickDraw, rosa: patient } });

async function main(): Promise<void> {
  const policies = { kate: quickDraw, rosa: patient };
  let state = dawn.setup(scenario);

  // 1. At the table: the players roll real dice and the app plays them.
  console.log("At the table:");
  const first = play(dawn, state, { type: "fire", actor: "kate" }, scriptedDice(["d10:7"]));
  console.log(`  ${dawn.describe(first.events).join(" ")}  [${explain(first.trace).join("; ")}]`);
  state = first.state;
  try {
    play(dawn, state, { type: "fire", actor: "kate" }, scriptedDice(["d10:1"]));
  } catch (error) {
    if (error instanceof CommandRefused) console.log(`  Kate again? refused: ${error.reasons.map((r) => `${r.code}: ${r.text}`).join("; ")}`);
  }

  // 2. The seeded story, told with describe.
  const story = autoplay(dawn, dawn.setup(scenario), policies, seededDice(1871));
  console.log(`\nSeed 1871 (${String(story.steps.length)} steps, ${story.outcome ?? "unfinished"} stands):`);
  for (const line of dawn.describe(story.events)) console.log(`  ${line}`);

  // 3. Exact odds of the whole duel (the chain has cycles: misses bring it back), and a simulation. By hand: Kate
  // wins x = 2/5 + 3/5 (2/5 + 3/5 (1/2 x)), so x = 32/41.
  const exact = battleOdds(dawn, scenario, policies);
  console.log(`\nExact: ${exact.outcomes.map((o) => `${o.value} ${o.probability.toString()} (${o.probability.toPercent(2)})`).join(", ")}`);
  const sim = simulateBattle(dawn, scenario, policies, { runs: 10_000, seed: 7, summary: { shots: (_s, end) => end.steps } });
  console.log(`Simulated 10,000 duels: ${sim.outcomes.map((o) => `${o.value} ${(o.frequency * 100).toFixed(2)}%`).join(", ")}`);

  // 4. The same simulation on two worker threads: identical, count for count.
  const parallel = await simulateBattleParallel({ module: import.meta.url, export: "dawnBattle" }, { runs: 10_000, seed: 7, workers: 2 });
  const same = JSON.stringify(parallel.outcomes) === JSON.stringify(sim.outcomes);
  console.log(`On 2 worker threads: ${parallel.outcomes.map((o) => `${String(o.value)} ${String(o.count)}`).join(", ")} (identical: ${String(same)})`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
