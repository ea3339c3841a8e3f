// The browser pool (Web Workers) run in Node: a stand-in for the DOM's Worker starts a worker thread whose global
// scope behaves as a module worker's (onmessage, postMessage, messages held until the script has run), and loads
// the browser worker file. What is tested is the browser code itself: its spawning, its messages and its results.
import { Worker as ThreadWorker } from "node:worker_threads";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simulate, simulateBattle } from "../../src/index.js";
import { duelBattle, volley } from "../core/game/duel.js";

const entry = new URL("../../src/workers/browser-worker.ts", import.meta.url).href;

const bootstrap = `
const { parentPort } = require("node:worker_threads");
const held = [];
let handler = null;
Object.defineProperty(globalThis, "onmessage", {
  get: () => handler,
  set: (f) => { handler = f; while (held.length > 0) f({ data: held.shift() }); },
});
globalThis.postMessage = (message) => parentPort.postMessage(message);
parentPort.on("message", (data) => (handler === null ? held.push(data) : handler({ data })));
import("tsx/esm/api").then((api) => { api.register(); return import(${JSON.stringify(entry)}); });
`;

/** A stand-in for the DOM's Worker, on a worker thread. */
class FakeWebWorker {
  readonly #thread: ThreadWorker;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message?: string }) => void) | null = null;

  constructor(url: URL, options: { type: string }) {
    expect(url.href.endsWith("/worker-browser.js")).toBe(true);
    expect(options.type).toBe("module");
    this.#thread = new ThreadWorker(bootstrap, { eval: true });
    this.#thread.on("message", (data: unknown) => this.onmessage?.({ data }));
    this.#thread.on("error", (error: Error) => this.onerror?.({ message: error.message }));
  }

  postMessage(message: unknown): void {
    this.#thread.postMessage(message);
  }

  terminate(): void {
    void this.#thread.terminate();
  }
}

const holder = globalThis as { Worker?: unknown };
beforeAll(() => {
  holder.Worker = FakeWebWorker;
});
afterAll(() => {
  delete holder.Worker;
});

describe("pulp-rules/workers in a browser (Web Workers)", () => {
  it("DUEL-2 DUEL-3: the browser pool gives the core's totals for battles and chances", { timeout: 120_000 }, async () => {
    const { simulateBattleParallel, simulateParallel } = await import("../../src/workers/browser.js");
    const module = new URL("../core/game/duel.ts", import.meta.url).href;
    const spec = duelBattle("quick", "strike");
    const options = { runs: 300, seed: 12, chunkSize: 50 };
    const single = simulateBattle(spec.game, spec.scenario, spec.policies, { ...options, summary: spec.summary });
    expect(await simulateBattleParallel({ module, export: "duelBattle", args: ["quick", "strike"] }, { ...options, workers: 2 })).toEqual(single);
    const f = await simulateParallel<number>({ module, export: "volley", args: [1] }, { runs: 5_000, seed: 4, chunkSize: 5_000, workers: 1 });
    expect(f.outcomes).toEqual(simulate(volley(1), { runs: 5_000, seed: 4 }).outcomes);
  });
});
