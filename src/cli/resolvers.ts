// The rule systems' resolvers the command line runs: each reads one JSON object (its arguments by name), returns
// the chance, and says how to summarise a value for the odds table.
import type { Chance } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { type ShootInput, shoot } from "../evolution/index.js";
import { type ActionRequest, action, createCharacter } from "../fate/index.js";
import { volleyHits as ruggedVolleyHits } from "../rugged/index.js";
import { type HthAttackInput, hthAttack, type RangedAttackInput, rangedAttack } from "../tugs/index.js";
import { volleyHits as vividVolleyHits } from "../vivid/index.js";

/**
 * One resolver the command line runs: `pulp-rules <system> <name> file.json`.
 *
 * @example
 * ```ts
 * const entry = CLI_RESOLVERS.find((r) => r.system === "vivid" && r.name === "volley");
 * entry?.input; // "a volley: { shooters, target, context, options? }"
 * ```
 */
export interface CliResolver {
  /** The system: rugged, vivid, fate, tugs or evolution. */
  readonly system: string;
  /** The resolver's name on the command line. */
  readonly name: string;
  /** The library function it calls. */
  readonly calls: string;
  /** What the JSON object holds. */
  readonly input: string;
  /** The chance from the JSON object (validated by the resolver's own schemas). */
  readonly chance: (input: Readonly<Record<string, unknown>>) => Chance<unknown>;
  /** The value summarised for the odds table (absent: the value itself). */
  readonly summary?: ((value: never) => unknown) | undefined;
}

/** The argument `key` of the input, or an error naming it when it is required and absent. */
function arg(fn: string, input: Readonly<Record<string, unknown>>, key: string, required: boolean): unknown {
  const value = input[key];
  if (required && value === undefined) {
    throw new RulesError({ code: "INVALID_INPUT", fn, path: key, value: undefined, message: `expected the JSON object to hold "${key}"` });
  }
  return value;
}

/** The input without its `options` key (a volley is the object itself). */
function withoutOptions(input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([key]) => key !== "options"));
}

const opts = (input: Readonly<Record<string, unknown>>): Record<string, unknown> => (input.options ?? {}) as Record<string, unknown>;

type Args<F> = F extends (...args: infer A) => unknown ? A : never;

/**
 * The resolvers of `pulp-rules <system> <resolver> file.json`, in the order `pulp-rules list` prints them.
 *
 * @example
 * ```ts
 * CLI_RESOLVERS.map((r) => `${r.system} ${r.name}`); // ["rugged volley", "vivid volley", "fate action", ...]
 * ```
 */
export const CLI_RESOLVERS: readonly CliResolver[] = Object.freeze([
  {
    system: "rugged",
    name: "volley",
    calls: "rugged.volleyHits",
    input: "a volley: { shooters, target, context, options? }",
    chance: (input) => ruggedVolleyHits(withoutOptions(input) as unknown as Args<typeof ruggedVolleyHits>[0], opts(input)),
  },
  {
    system: "vivid",
    name: "volley",
    calls: "vivid.volleyHits",
    input: "a volley: { shooters, target, context, options? }",
    chance: (input) => vividVolleyHits(withoutOptions(input) as unknown as Args<typeof vividVolleyHits>[0], opts(input)),
  },
  {
    system: "fate",
    name: "action",
    calls: "fate.action",
    input: "{ character, request: { ability, against, ... }, options? }",
    chance: (input) =>
      action(
        {
          character: createCharacter(arg("fate.action", input, "character", true) as Args<typeof createCharacter>[0]),
          request: arg("fate.action", input, "request", true) as ActionRequest,
        },
        opts(input),
      ),
    summary: (r: { outcome: string | null; label: string }) => r.outcome ?? r.label,
  },
  {
    system: "tugs",
    name: "hth-attack",
    calls: "tugs.hthAttack",
    input: "{ attacker, defender, context?, options? }",
    chance: (input) =>
      hthAttack(
        {
          attacker: arg("tugs.hthAttack", input, "attacker", true),
          defender: arg("tugs.hthAttack", input, "defender", true),
          context: input.context ?? {},
        } as HthAttackInput,
        opts(input),
      ),
    summary: attackSummary,
  },
  {
    system: "tugs",
    name: "ranged-attack",
    calls: "tugs.rangedAttack",
    input: "{ attacker, defender, context?, options? }",
    chance: (input) =>
      rangedAttack(
        {
          attacker: arg("tugs.rangedAttack", input, "attacker", true),
          defender: arg("tugs.rangedAttack", input, "defender", true),
          context: input.context ?? {},
        } as RangedAttackInput,
        opts(input),
      ),
    summary: attackSummary,
  },
  {
    system: "evolution",
    name: "shoot",
    calls: "evolution.shoot",
    input: "{ shooter, weapon, target, context: { los, modifier? }, options? }",
    chance: (input) =>
      shoot(
        {
          shooter: arg("evolution.shoot", input, "shooter", true) as ShootInput["shooter"],
          weapon: arg("evolution.shoot", input, "weapon", true) as ShootInput["weapon"],
          target: arg("evolution.shoot", input, "target", true) as ShootInput["target"],
          context: arg("evolution.shoot", input, "context", true) as ShootInput["context"],
        },
        opts(input),
      ),
    summary: (r: { hits: number; target: { lightWounds: number; seriousWounds: number; removed: boolean } }) => {
      const t = r.target;
      const state = t.removed
        ? "removed"
        : t.seriousWounds > 0
          ? "seriously wounded"
          : t.lightWounds > 0
            ? `${String(t.lightWounds)} light ${t.lightWounds === 1 ? "wound" : "wounds"}`
            : "unhurt";
      return `${String(r.hits)} ${r.hits === 1 ? "hit" : "hits"}, target ${state}`;
    },
  },
] satisfies CliResolver[]);

function attackSummary(r: { result: string; level: string | null; location: string | null }): string {
  if (r.result !== "hit") return r.result;
  return `hit ${r.location ?? ""}: ${r.level ?? "no injury"}`;
}
