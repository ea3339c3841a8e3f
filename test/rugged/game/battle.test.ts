import { describe, expect, it } from "vitest";
import { battleOdds, simulateBattle } from "../../../src/index.js";
import { holdAndShoot, ruggedGame } from "../../../src/rugged/index.js";
import { simulateBattleParallel } from "../../../src/workers/node.js";
import { chiSquare, chiSquareCritical } from "../../helpers.js";
import { ruggedBattle, smallScenario } from "./scenarios.js";

const module = new URL("./scenarios.ts", import.meta.url).href;

describe("ruggedGame: battles", () => {
  it("RUG-SHOOT-1 RUG-SHOOT-5 RUG-SHOOT-6 RUG-SHOOT-7 RUG-MOR-1: three rifles against three thugs: battleOdds' exact fractions agree with simulateBattle (chi-square)", {
    timeout: 300_000,
  }, () => {
    const exact = battleOdds(ruggedGame, smallScenario, holdAndShoot);
    expect(exact.cyclic).toBe(true);
    expect(exact.unfinished.toString()).toBe("0");
    const rifles = exact.probability({ winner: "riflemen", how: "destroyed" });
    const thugs = exact.probability({ winner: "thugs", how: "destroyed" });
    // pinned: the exact odds of this scenario under vivid's borrowed wound and morale modules (RUG-AMB-1)
    expect(rifles.toString()).toBe("368450342737/812892853773");
    expect(thugs.toString()).toBe("444442511036/812892853773");
    const runs = 1_000;
    const sim = simulateBattle(ruggedGame, smallScenario, holdAndShoot, { runs, seed: 2026, chunkSize: 250 });
    const count = (winner: string) => sim.outcomes.find((o) => o.value.winner === winner)?.count ?? 0;
    expect(count("riflemen") + count("thugs")).toBe(runs);
    expect(chiSquare([count("riflemen"), count("thugs")], [rifles.toNumber(), thugs.toNumber()], runs)).toBeLessThan(chiSquareCritical(1));
  });

  it("RUG-SEQ-1: simulateBattle gives the same counts in this thread and on 1, 2 and 4 workers", { timeout: 300_000 }, async () => {
    const spec = ruggedBattle("small");
    const options = { runs: 120, seed: 7, chunkSize: 30 };
    const single = simulateBattle(spec.game, spec.scenario, spec.policies, { ...options, summary: spec.summary });
    const battle = { module, export: "ruggedBattle", args: ["small"] };
    const results = await Promise.all([0, 1, 2, 4].map((workers) => simulateBattleParallel(battle, { ...options, workers })));
    for (const result of results) expect(result).toEqual(single);
  });
});
