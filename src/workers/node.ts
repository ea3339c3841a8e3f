/**
 * pulp-rules/workers (Node): long simulations on worker threads, with results identical to the single-threaded
 * forms for the same seed and chunk size, whatever the number of workers. A chance or a game holds functions and
 * cannot be posted to a thread, so each worker rebuilds it from a {@link Recipe} (module, export, JSON arguments).
 * In a browser, the same subpath resolves to Web Workers (the `browser` export condition). The core entry
 * (`pulp-rules`) never imports this file: it stays free of `node:` modules.
 *
 * @packageDocumentation
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { BattleFrequencies } from "../core/game/battle.js";
import type { Frequencies } from "../core/simulate.js";
import { battleParallel, chanceParallel, type ParallelBattleOptions, type ParallelOptions, type Port } from "./pool.js";
import type { FromWorker, Recipe } from "./recipe.js";

export type { ParallelBattleOptions, ParallelOptions } from "./pool.js";
export type { BattleSpec, Recipe } from "./recipe.js";

/** Starts one worker thread: the built worker file, or (from the TypeScript sources, in tests) the source through tsx. */
function spawn(): Port {
  const here = import.meta.url;
  const worker = here.endsWith(".ts")
    ? // the sources (the pulp-rules:source condition, a dev checkout): tsx, a dev dependency, compiles them in the thread
      new Worker(`import("tsx/esm/api").then((api) => { api.register(); return import(${JSON.stringify(new URL("./node-worker.ts", here).href)}); })`, {
        eval: true,
      })
    : new Worker(new URL("./worker-node.js", here));
  return {
    send: (message) => {
      worker.postMessage(message);
    },
    listen: (onMessage, onError) => {
      worker.on("message", (message: FromWorker) => {
        onMessage(message);
      });
      worker.on("error", onError);
      worker.on("exit", (code) => {
        if (code !== 0) onError(new Error(`a worker thread stopped with exit code ${String(code)}`));
      });
    },
    close: () => {
      worker.removeAllListeners("exit");
      void worker.terminate();
    },
  };
}

/**
 * Simulates many battles on worker threads: each worker rebuilds the battle from the recipe (a
 * {@link BattleSpec}: game, scenario, policies, summaries) and plays whole chunks, each chunk on its own jumped
 * stream. The result is identical, count for count, to the core's `simulateBattle(spec.game, spec.scenario,
 * spec.policies, { runs, seed, chunkSize, maxSteps, summary: spec.summary })`, for any number of workers; a
 * shard (`chunks`) run on another machine merges with `mergeBattles`.
 *
 * @param recipe - how a worker builds the battle spec
 * @param options - runs, seed, workers (default: the cores; 0: this thread), chunk size, step bound, progress, shard
 * @returns the frequencies of the outcome and of the summaries
 * @example
 * ```ts
 * import { simulateBattleParallel } from "pulp-rules/workers";
 * const result = await simulateBattleParallel(
 *   { module: new URL("./battles.js", import.meta.url).href, export: "duelBattle", args: ["longer"] },
 *   { runs: 1_000_000, seed: 2026, workers: 4, chunkSize: 10_000 },
 * );
 * ```
 */
export function simulateBattleParallel<O = unknown, M extends Record<string, unknown> = Record<string, unknown>>(
  recipe: Recipe,
  options: ParallelBattleOptions,
): Promise<BattleFrequencies<O, M>> {
  return battleParallel<O, M>("simulateBattleParallel", spawn, availableParallelism(), recipe, options);
}

/**
 * Simulates a chance on worker threads: each worker rebuilds the chance from the recipe and samples whole chunks,
 * each on its own jumped stream (chunk i: the seed's stream jumped i × 2^64 draws). The result is identical for
 * any number of workers and for `workers: 0` (this thread); with one chunk (`chunkSize` at least `runs`) it is
 * exactly `simulate(chance, { runs, seed })`.
 *
 * @param recipe - how a worker builds the chance
 * @param options - runs, seed, workers (default: the cores; 0: this thread), chunk size, progress, shard
 * @returns the frequencies, as `simulate` gives them
 * @example
 * ```ts
 * import { simulateParallel } from "pulp-rules/workers";
 * const f = await simulateParallel<number>(
 *   { module: new URL("./chances.js", import.meta.url).href, export: "volley", args: [10] },
 *   { runs: 10_000_000, seed: 42, workers: 2 },
 * );
 * f.mean();
 * ```
 */
export function simulateParallel<T = unknown>(recipe: Recipe, options: ParallelOptions): Promise<Frequencies<T>> {
  return chanceParallel<T>("simulateParallel", spawn, availableParallelism(), recipe, options);
}
