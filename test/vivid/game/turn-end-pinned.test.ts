// The end of a side turn and the start of a turn, pinned die for die to the tree they were rewritten from (issue 14,
// stop 28: src/vivid/game/game.ts flee, judge, settle, each, moraleCounts, handToHand, endSideTurn, beginTurn;
// family/recovery.ts unitAtTurnStart; freeze-plain.ts). Twenty-four random scenarios (random-scenarios.ts, every figure
// kind, jungle, either side's 50% rule, objectives; fast-check's sample of a fixed seed) are played through the
// public game, each with one of three pairings of the shipped policies, on seeded dice: every step's value (state and
// events) and trace, the outcome, and simulateBattle's frequencies for twenty battles on the session's rolled path.
// Each scenario's record is hashed; the hashes are the ones 503a888 (before the rewrite) gave for the same records.
// The records hold the flights (retreats, routs, still routing), morale tests of both triggers, fights, recovery
// rolls, Cliff-hangers and every kind of game end, which the test checks too.
import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolve, seededDice, simulateBattle } from "../../../src/index.js";
import { advanceAndCharge, holdAndShoot, type VividCommand, type VividState, vividGame } from "../../../src/vivid/index.js";
import type { VividPolicy } from "./harness.js";
import { vividScenarios } from "./random-scenarios.js";

/** The hashes 503a888 gave (computed with this file's record on that tree). */
const PINNED = [
  "267ff30d375960bc",
  "b928910a3254cc72",
  "605dfb28caab8641",
  "b94be1dc1edb2b35",
  "ce422e237410e958",
  "f5633aef4fd977b7",
  "a224eb8269af477e",
  "d2218677999e3524",
  "1c926929db6bc6fd",
  "5d48036baf550b2d",
  "a7af0808ebb09184",
  "52c763f20d104848",
  "284a646f9a78bb9b",
  "3a6eecc4f2954078",
  "76f1e4eb034a4144",
  "68e39a9a12f102ae",
  "c9c3857de120aad4",
  "42268cd3fa98fc09",
  "45a5e02c3908dec6",
  "32b40aa01c7059a9",
  "d3804c661041acc2",
  "60c01ed0ba346f81",
  "acfeb7a5c0eb7bcd",
  "d4d29b1ed96ea244",
];

const PAIRS: readonly (VividPolicy | Readonly<Record<string, VividPolicy>>)[] = [
  { good: holdAndShoot, bad: advanceAndCharge },
  { good: advanceAndCharge, bad: holdAndShoot },
  advanceAndCharge,
];

describe("the end of a side turn and the start of a turn, die for die with 503a888", () => {
  it("twenty-four random scenarios: every step, its trace, the outcome and simulateBattle's frequencies hash as before", () => {
    const scenarios = fc.sample(vividScenarios({ maxKind: 7, jungle: true, fiftyEitherSide: true, objective: true }), { numRuns: 24, seed: 28 });
    const seen = new Set<string>();
    const hashes = scenarios.map((s, k) => {
      const policies = PAIRS[k % 3] as VividPolicy | Readonly<Record<string, VividPolicy>>;
      const dice = seededDice(500 + k);
      let state: VividState = vividGame.setup(s);
      const steps: unknown[] = [];
      for (let i = 0; i < 400 && vividGame.outcome(state) === undefined; i++) {
        const choices = vividGame.options(state);
        if (choices.length === 0) break;
        const policy = typeof policies === "function" ? policies : (policies[vividGame.player?.(state) ?? ""] as VividPolicy);
        const command: VividCommand = policy(state, choices);
        const r = resolve(vividGame.step(state, command), dice);
        steps.push(r.value, r.trace);
        for (const e of r.value.events) seen.add(e.type === "fled" ? `fled:${e.why}` : e.type === "gameOver" ? `gameOver:${e.reason}` : e.type);
        state = r.value.state;
      }
      const sim = simulateBattle(vividGame, s, policies, { runs: 20, seed: 500 + k, chunkSize: 10 });
      return createHash("sha256")
        .update(JSON.stringify([steps, vividGame.outcome(state), sim]))
        .digest("hex")
        .slice(0, 16);
    });
    expect(hashes).toEqual(PINNED);
    for (const kind of [
      "fled:retreat",
      "fled:rout",
      "morale",
      "strike",
      "wound",
      "recovery",
      "routRecovery",
      "initiative",
      "sideTurnEnds",
      "cliffHanger",
      "fled:stillRouting",
    ])
      expect(seen).toContain(kind);
    expect([...seen].filter((k) => k.startsWith("gameOver:")).length).toBeGreaterThanOrEqual(3);
  });
});
