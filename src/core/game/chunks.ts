// Chunks: the unit of work that makes a long simulation identical whatever the number of threads or machines.
// Runs are cut into chunks of a fixed size; chunk i rolls its own stream, the seed's stream jumped i * 2^64 draws
// (the (i+1)-th fork of seededDice(seed)), so no chunk depends on which thread ran the one before it, and the
// totals, merged in chunk order, are the same for 1, 2, 4 or 400 workers.
import { checkInt, RulesError } from "../errors.js";
import { type Seed, type SeededDice, seededDice } from "../seeded-dice.js";

/**
 * The default number of runs in a chunk.
 *
 * @example
 * ```ts
 * chunkPlan(10_000).chunkSize === DEFAULT_CHUNK_SIZE; // true
 * ```
 */
export const DEFAULT_CHUNK_SIZE = 1_000;

/**
 * A range of chunk indexes: one machine's shard of a simulation.
 *
 * @example
 * ```ts
 * const firstHalf: ChunkRange = { from: 0, to: 50 }; // of 100 chunks
 * ```
 */
export interface ChunkRange {
  /** The first chunk (inclusive). */
  readonly from: number;
  /** The chunk after the last (exclusive). */
  readonly to: number;
}

/**
 * How a simulation is cut into chunks: `runs` runs in chunks of `chunkSize`, the last one shorter.
 *
 * @example
 * ```ts
 * const plan: ChunkPlan = chunkPlan(10_500, 1_000); // { runs: 10500, chunkSize: 1000, chunks: 11 }
 * ```
 */
export interface ChunkPlan {
  /** The runs of the whole simulation. */
  readonly runs: number;
  /** The runs of every chunk but the last. */
  readonly chunkSize: number;
  /** How many chunks. */
  readonly chunks: number;
}

/**
 * The chunk plan of a simulation: what every shard of a distributed run must agree on (with the seed).
 *
 * @param runs - the runs of the whole simulation (1 to 100,000,000)
 * @param chunkSize - the runs per chunk (default 1,000)
 * @returns the plan
 * @example
 * ```ts
 * chunkPlan(100_000).chunks; // 100
 * chunkRuns(chunkPlan(10_500, 1_000), 10); // 500
 * ```
 */
export function chunkPlan(runs: number, chunkSize: number = DEFAULT_CHUNK_SIZE): ChunkPlan {
  checkInt("chunkPlan", "runs", runs, 1, 100_000_000);
  checkInt("chunkPlan", "chunkSize", chunkSize, 1, 100_000_000);
  return { runs, chunkSize, chunks: Math.ceil(runs / chunkSize) };
}

/**
 * The runs of chunk `index` of a plan.
 *
 * @param plan - the plan
 * @param index - a chunk index, 0 to `plan.chunks - 1`
 * @returns how many runs that chunk holds
 * @example
 * ```ts
 * chunkRuns(chunkPlan(2_500, 1_000), 2); // 500
 * ```
 */
export function chunkRuns(plan: ChunkPlan, index: number): number {
  const fn = "chunkRuns";
  const given: unknown = plan;
  if (typeof given !== "object" || given === null) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "plan", value: given, message: "expected a chunk plan { runs, chunkSize, chunks }" });
  }
  let fields: { runs: unknown; chunkSize: unknown; chunks: unknown };
  try {
    fields = { runs: plan.runs, chunkSize: plan.chunkSize, chunks: plan.chunks };
  } catch (error) {
    // a throwing getter, a Proxy trap or a revoked Proxy: named, the error kept as cause
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "plan", value: undefined, message: "expected a readable chunk plan", cause: error });
  }
  const chunks = checkInt(fn, "plan.chunks", fields.chunks, 1, 100_000_000);
  const chunkSize = checkInt(fn, "plan.chunkSize", fields.chunkSize, 1, 100_000_000);
  const runs = checkInt(fn, "plan.runs", fields.runs, 1, 100_000_000);
  checkInt(fn, "index", index, 0, chunks - 1);
  return Math.min(chunkSize, runs - index * chunkSize);
}

/**
 * The chunks `from` (inclusive) to `to` (exclusive) of a plan, checked: a shard's share of the work.
 * @internal
 */
export function chunkRange(fn: string, plan: ChunkPlan, range: unknown): { from: number; to: number } {
  if (range === undefined || range === null) return { from: 0, to: plan.chunks };
  if (typeof range !== "object") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "options.chunks", value: range, message: "expected { from, to } chunk indexes" });
  }
  const { from, to } = range as { from?: unknown; to?: unknown };
  const start = checkInt(fn, "options.chunks.from", from ?? 0, 0, plan.chunks - 1);
  const end = checkInt(fn, "options.chunks.to", to ?? plan.chunks, start + 1, plan.chunks);
  return { from: start, to: end };
}

/**
 * The dice of each chunk of a seed, handed out in ascending chunk order: chunk i's dice are the seed's stream
 * jumped i * 2^64 draws (the (i+1)-th `fork()` of `seededDice(seed)`). Going forward costs one jump per chunk.
 *
 * @example
 * ```ts
 * const streams = new ChunkStreams(42);
 * const dice0 = streams.dice(0); // rolls what seededDice(42) rolls
 * const dice5 = streams.dice(5); // jumped 5 * 2^64 draws
 * ```
 */
export class ChunkStreams {
  readonly #root: SeededDice;
  #next = 0;

  /**
   * @param seed - the simulation's seed
   */
  constructor(seed: Seed) {
    this.#root = seededDice(seed);
  }

  /**
   * The dice of chunk `index` (at or after the last one asked for).
   *
   * @param index - the chunk index
   * @returns a fresh dice source for that chunk
   */
  dice(index: number): SeededDice {
    checkInt("ChunkStreams.dice", "index", index, this.#next, 100_000_000);
    while (this.#next < index) {
      this.#root.fork();
      this.#next++;
    }
    this.#next++;
    return this.#root.fork();
  }
}
