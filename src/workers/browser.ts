/**
 * pulp-rules/workers in a browser: the same API as in Node, on Web Workers (module workers). Bundlers that follow
 * `new Worker(new URL(..., import.meta.url), { type: "module" })` (Vite, webpack 5, esbuild with the right plugin,
 * or none in a browser loading ES modules directly) ship the worker file with the page. Results are identical to
 * Node's and to the single-threaded forms for the same seed and chunk size.
 *
 * @packageDocumentation
 */
import type { BattleFrequencies } from "../core/game/battle.js";
import type { Frequencies } from "../core/simulate.js";
import { battleParallel, chanceParallel, type ParallelBattleOptions, type ParallelOptions, type Port } from "./pool.js";
import type { FromWorker, Recipe } from "./recipe.js";

export type { ParallelBattleOptions, ParallelOptions } from "./pool.js";
export type { BattleSpec, Recipe } from "./recipe.js";

/** The part of the DOM's Worker this file uses (the core's types carry no DOM library). */
interface WebWorker {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: { data: FromWorker }) => void) | null;
  onerror: ((event: { message?: string }) => void) | null;
}

type WorkerConstructor = new (url: URL, options: { type: "module" }) => WebWorker;

function spawn(): Port {
  const WorkerClass = (globalThis as { Worker?: WorkerConstructor }).Worker;
  if (WorkerClass === undefined) throw new Error("pulp-rules/workers: this environment has no Web Worker (use workers: 0)");
  const worker = new WorkerClass(new URL("./worker-browser.js", import.meta.url), { type: "module" });
  return {
    send: (message) => {
      worker.postMessage(message);
    },
    listen: (onMessage, onError) => {
      worker.onmessage = (event) => {
        onMessage(event.data);
      };
      worker.onerror = (event) => {
        onError(new Error(`a web worker failed: ${event.message ?? "unknown error"}`));
      };
    },
    close: () => {
      worker.terminate();
    },
  };
}

function cores(): number {
  const n = (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator?.hardwareConcurrency;
  return typeof n === "number" && n > 0 ? n : 1;
}

/**
 * Simulates many battles on Web Workers; see the Node form of `pulp-rules/workers` (same contract, same results).
 *
 * @param recipe - how a worker builds the battle spec (an absolute URL the worker can import)
 * @param options - runs, seed, workers (default: `navigator.hardwareConcurrency`; 0: this thread), chunk size, step bound, progress, shard
 * @returns the frequencies of the outcome and of the summaries
 * @example
 * ```ts
 * const result = await simulateBattleParallel({ module: new URL("./battles.js", import.meta.url).href, export: "duelBattle" }, { runs: 100_000, seed: 1 });
 * ```
 */
export function simulateBattleParallel<O = unknown, M extends Record<string, unknown> = Record<string, unknown>>(
  recipe: Recipe,
  options: ParallelBattleOptions,
): Promise<BattleFrequencies<O, M>> {
  return battleParallel<O, M>("simulateBattleParallel", spawn, cores(), recipe, options);
}

/**
 * Simulates a chance on Web Workers; see the Node form of `pulp-rules/workers` (same contract, same results).
 *
 * @param recipe - how a worker builds the chance
 * @param options - runs, seed, workers, chunk size, progress, shard
 * @returns the frequencies, as `simulate` gives them
 * @example
 * ```ts
 * const f = await simulateParallel<number>({ module: new URL("./chances.js", import.meta.url).href, export: "volley", args: [10] }, { runs: 1_000_000, seed: 42 });
 * ```
 */
export function simulateParallel<T = unknown>(recipe: Recipe, options: ParallelOptions): Promise<Frequencies<T>> {
  return chanceParallel<T>("simulateParallel", spawn, cores(), recipe, options);
}
