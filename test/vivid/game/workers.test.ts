// simulateBattle of the vivid game: the same frequencies in this thread and on 1, 2 and 4 worker threads.
import { describe, expect, it } from "vitest";
import { simulateBattle } from "../../../src/index.js";
import { simulateBattleParallel } from "../../../src/workers/node.js";
import { vividBattle } from "./scenarios.js";

const module = new URL("./scenarios.ts", import.meta.url).href;

describe("vividGame on worker threads", () => {
  it("VIV-SEQ-1 VIV-SEQ-2 VIV-SHOOT-4: simulateBattle equals simulateBattleParallel on 1, 2 and 4 workers, count for count", { timeout: 300_000 }, async () => {
    const spec = vividBattle("small");
    const options = { runs: 40, seed: 2026, chunkSize: 10 };
    const single = simulateBattle(spec.game, spec.scenario, spec.policies, { ...options, summary: spec.summary });
    const recipe = { module, export: "vividBattle", args: ["small"] };
    for (const workers of [1, 2, 4]) expect(await simulateBattleParallel(recipe, { ...options, workers })).toEqual(single);
  });
});
