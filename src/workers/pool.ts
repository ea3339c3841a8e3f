// The worker pool, independent of where it runs: Node's worker_threads and the browser's Web Workers differ only in
// how a worker is spawned and how messages travel (node.ts, browser.ts give a Port). Chunks are handed out in
// ascending order to whichever worker is free; the tallies are merged in chunk order, so the result never depends
// on the number of workers or on which finished first.
import { RulesError, type RulesErrorCode } from "../core/errors.js";
import { type BattleFrequencies, type BattleTally, battleOptions, mergeTallies } from "../core/game/battle.js";
import { type ChunkRange, chunkPlan, chunkRange, DEFAULT_CHUNK_SIZE } from "../core/game/chunks.js";
import { checkFunction, checkInt } from "../core/errors.js";
import { checkSeed, type Seed } from "../core/seeded-dice.js";
import { type Frequencies, frequenciesFrom } from "../core/simulate.js";
import { stateKey } from "../core/game/key.js";
import { type ChanceTally, checkRecipe, type FromWorker, type Job, type Recipe, runner, type ToWorker } from "./recipe.js";

/** One worker, as the pool sees it. @internal */
export interface Port {
  send(message: ToWorker): void;
  listen(onMessage: (message: FromWorker) => void, onError: (error: unknown) => void): void;
  close(): void;
}

/** The most workers one call may start. */
const MAX_WORKERS = 256;

/**
 * Options of the parallel simulations ({@link simulateBattleParallel}, {@link simulateParallel}).
 *
 * @example
 * ```ts
 * const options: ParallelOptions = { runs: 1_000_000, seed: 2026, workers: 4, chunkSize: 10_000 };
 * ```
 */
export interface ParallelOptions {
  /** How many runs (1 to 100,000,000). */
  readonly runs: number;
  /** The seed: a safe integer or a string, as `seededDice` takes it. */
  readonly seed: Seed;
  /** How many workers (default: the machine's cores); 0 runs every chunk in this thread, with the same result. */
  readonly workers?: number | undefined;
  /** Runs per chunk (default 1,000): with the seed, what fixes the result. */
  readonly chunkSize?: number | undefined;
  /** Called as chunks finish, with the runs done and the runs asked for. */
  readonly onProgress?: ((done: number, runs: number) => void) | undefined;
  /** Only these chunks (`from` inclusive, `to` exclusive): one machine's shard. */
  readonly chunks?: ChunkRange | undefined;
}

/**
 * Options of {@link simulateBattleParallel}.
 *
 * @example
 * ```ts
 * const options: ParallelBattleOptions = { runs: 100_000, seed: 7, workers: 2, maxSteps: 500 };
 * ```
 */
export interface ParallelBattleOptions extends ParallelOptions {
  /** The most steps of one battle (default 10,000); a battle still going then is counted as `unfinished`. */
  readonly maxSteps?: number | undefined;
}

function rebuildError(fn: string, error: FromWorker & { t: "error" }): RulesError {
  const e = error.error;
  return new RulesError({
    code: (e.code ?? "INVALID_ARGUMENT") as RulesErrorCode,
    fn: `${fn} (in a worker)`,
    path: e.path ?? "recipe",
    value: e.fn,
    message: e.message,
  });
}

/** Runs chunks on `workers` ports (or in this thread for 0), giving every tally. @internal */
export async function runChunks(
  fn: string,
  spawn: () => Port,
  workers: number,
  job: Job,
  chunks: readonly number[],
  onTally: (tally: BattleTally | ChanceTally) => void,
): Promise<void> {
  if (workers === 0) {
    const local = await runner(fn, job);
    for (const index of chunks) onTally(local.run(index));
    return;
  }
  const count = Math.min(workers, chunks.length);
  const ports: Port[] = [];
  let next = 0;
  let pending = chunks.length;
  try {
    await new Promise<void>((resolve, reject) => {
      let failed = false;
      const fail = (error: unknown): void => {
        if (failed) return;
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      };
      const feed = (port: Port): void => {
        if (next < chunks.length) port.send({ t: "chunk", index: chunks[next++] as number });
      };
      for (let w = 0; w < count; w++) {
        const port = spawn();
        ports.push(port);
        port.listen((message) => {
          if (failed) return;
          if (message.t === "error") {
            fail(rebuildError(fn, message));
            return;
          }
          if (message.t === "tally") {
            onTally(message.tally);
            if (--pending === 0) {
              resolve();
              return;
            }
          }
          feed(port);
        }, fail);
        port.send({ t: "init", job });
      }
    });
  } finally {
    for (const port of ports) port.close();
  }
}

function workerCount(fn: string, given: unknown, cores: number): number {
  return given === undefined || given === null ? Math.max(1, Math.min(cores, MAX_WORKERS)) : checkInt(fn, "options.workers", given, 0, MAX_WORKERS);
}

/** {@link simulateBattleParallel} on a given spawner. @internal */
export async function battleParallel<O, M>(
  fn: string,
  spawn: () => Port,
  cores: number,
  recipe: Recipe,
  options: ParallelBattleOptions,
): Promise<BattleFrequencies<O, M>> {
  const checked = checkRecipe(fn, recipe);
  const { seed, plan, range, maxSteps } = battleOptions(fn, options);
  const workers = workerCount(fn, options.workers, cores);
  const tallies: BattleTally[] = [];
  const job: Job = { kind: "battle", recipe: checked, seed, runs: plan.runs, chunkSize: plan.chunkSize, maxSteps };
  const chunks = Array.from({ length: range.to - range.from }, (_, i) => range.from + i);
  let done = 0;
  await runChunks(fn, spawn, workers, job, chunks, (tally) => {
    tallies.push(tally as BattleTally);
    done += tally.runs;
    options.onProgress?.(done, plan.runs);
  });
  return mergeTallies<O, M>(seed, plan, range, tallies);
}

/** {@link simulateParallel} on a given spawner. @internal */
export async function chanceParallel<T>(fn: string, spawn: () => Port, cores: number, recipe: Recipe, options: ParallelOptions): Promise<Frequencies<T>> {
  const checked = checkRecipe(fn, recipe);
  const given: unknown = options;
  if (typeof given !== "object" || given === null) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "options", value: given, message: "expected { runs, seed, workers?, chunkSize? }" });
  }
  const runs = checkInt(fn, "options.runs", options.runs, 1, 100_000_000);
  const seed = checkSeed(fn, options.seed, "options.seed");
  const chunkSize = checkInt(fn, "options.chunkSize", options.chunkSize ?? DEFAULT_CHUNK_SIZE, 1, 100_000_000);
  if (options.onProgress !== undefined) checkFunction(fn, "options.onProgress", options.onProgress);
  const plan = chunkPlan(runs, chunkSize);
  const range = chunkRange(fn, plan, options.chunks);
  const workers = workerCount(fn, options.workers, cores);
  const job: Job = { kind: "chance", recipe: checked, seed, runs, chunkSize, maxSteps: 1 };
  const chunks = Array.from({ length: range.to - range.from }, (_, i) => range.from + i);
  const tallies: ChanceTally[] = [];
  let done = 0;
  await runChunks(fn, spawn, workers, job, chunks, (tally) => {
    tallies.push(tally as ChanceTally);
    done += tally.runs;
    options.onProgress?.(done, runs);
  });
  tallies.sort((a, b) => a.index - b.index);
  const merged = new Map<string, [T, number]>();
  let total = 0;
  for (const t of tallies) {
    total += t.runs;
    for (const [value, n] of t.entries) {
      const key = stateKey(value);
      const entry = merged.get(key);
      if (entry === undefined) merged.set(key, [value as T, n]);
      else entry[1] += n;
    }
  }
  return frequenciesFrom<T>(total, [...merged.values()]);
}
