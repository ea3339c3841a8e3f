// The vivid session's volleys over interchangeable figures (issue 14, src/vivid/game/session-volleys.ts): a volley is
// built once over its shooters' and living targets' profiles and range bands, and read back on the real figures.
// Properties (fast-check, seed printed on failure) over mixed scenarios (PCs with Luck, Clumsy and Strong Like An Ox,
// wounded figures, leaders, rifles, muskets, spears, shotguns, pistols, machine-gun type weapons that follow fire,
// armoured figures): through several battles of one session every step gives the state and events `play` gives, die
// for die; every state parses with the state schema; the frozen scenario is left as it was. The work counters show
// the volleys the session found again instead of building them. VIV-RANGE-1 VIV-SHOOT-4 VIV-MG-2 VIV-MG-3 VIV-AMB-45
// VIV-WOUND-1 VIV-TRAIT-N4.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Game } from "../../../src/core/game/contract.js";
import { stateKey } from "../../../src/core/game/key.js";
import { simulateBattle } from "../../../src/index.js";
import { vividSessionWith } from "../../../src/vivid/game/game.js";
import {
  advanceAndCharge,
  type Figure,
  holdAndShoot,
  type Unit,
  VIVID_TRAITS,
  VIVID_WEAPONS,
  type VividCommand,
  type VividEvent,
  type VividOutcome,
  type VividScenario,
  type VividState,
  vividGame,
} from "../../../src/vivid/index.js";
import { skirmishScenario } from "./scenarios.js";
import { expectSessionAsPlay, zeroWork as work } from "./harness.js";

type VividGame = Game<VividState, VividCommand, VividEvent, VividOutcome>;

const WEAPONS = [
  VIVID_WEAPONS.boltRifle,
  VIVID_WEAPONS.musket,
  VIVID_WEAPONS.thrownSpear,
  VIVID_WEAPONS.shotgun,
  VIVID_WEAPONS.pistolBow,
  VIVID_WEAPONS.highPoweredRifle,
  VIVID_WEAPONS.smallArmsMg,
];
const TRAITS = [undefined, VIVID_TRAITS.clumsy, VIVID_TRAITS.strongLikeAnOx] as const;

interface FigureSpec {
  readonly pc: boolean;
  readonly weapon: number;
  readonly trait: number;
  readonly wounded: number;
  readonly armoured: number;
  readonly x: number;
  readonly dy: number;
}
interface UnitSpec {
  readonly figures: readonly FigureSpec[];
  readonly leader: number;
}
interface ScenarioSpec {
  readonly good: readonly UnitSpec[];
  readonly bad: readonly UnitSpec[];
  readonly gap: number;
}

const figureArb: fc.Arbitrary<FigureSpec> = fc.record({
  pc: fc.boolean(),
  weapon: fc.nat(WEAPONS.length - 1),
  trait: fc.nat(TRAITS.length - 1),
  wounded: fc.nat(5),
  armoured: fc.nat(12),
  x: fc.integer({ min: 2, max: 46 }),
  dy: fc.integer({ min: 0, max: 6 }),
});
const unitArb: fc.Arbitrary<UnitSpec> = fc.record({ figures: fc.array(figureArb, { minLength: 2, maxLength: 5 }), leader: fc.nat(5) });
const scenarioArb: fc.Arbitrary<ScenarioSpec> = fc.record({
  good: fc.array(unitArb, { minLength: 1, maxLength: 2 }),
  bad: fc.array(unitArb, { minLength: 1, maxLength: 2 }),
  gap: fc.integer({ min: 8, max: 20 }),
});

/** A mixed scenario from its description: the good side's units near y = 4, the bad side's `gap` inches on. */
function mixed(d: ScenarioSpec): VividScenario {
  const positions: { id: string; at: { x: number; y: number } }[] = [];
  const units = (side: "good" | "bad", list: readonly UnitSpec[]): Unit[] =>
    list.map((u, i) => {
      const id = `${side}${String(i)}`;
      const members = u.figures.map((f, j): Figure => {
        const fid = `${id}f${String(j)}`;
        const trait = TRAITS[f.trait];
        positions.push({ id: fid, at: { x: f.x, y: side === "good" ? 2 + f.dy : 4 + d.gap + f.dy } });
        return {
          id: fid,
          name: `${side} ${String(i)}.${String(j)}`,
          class: f.pc ? "PC" : "Combatant",
          ...(f.pc ? { luck: 4 } : {}),
          figureType: "westernMale",
          handToHandClass: "armedFirearm",
          weapons: [WEAPONS[f.weapon] ?? VIVID_WEAPONS.boltRifle],
          ...(trait === undefined ? {} : { traits: [trait] }),
          ...(f.armoured === 0 ? { armoured: "impervious" as const } : {}),
          ...(f.wounded === 0 ? { status: { wound: "wounded" as const } } : {}),
        };
      });
      return { id, name: id, kind: "combatant", troopType: "trained", leaderId: members[u.leader % members.length]?.id, members };
    });
  return {
    sides: [
      { id: "good", units: units("good", d.good) },
      { id: "bad", units: units("bad", d.bad) },
    ],
    positions,
    table: { width: 48, height: 40 },
    victory: { turnLimit: 5 },
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

describe("vividGame.session: volleys over interchangeable figures, the same dice and states", () => {
  it("mixed scenarios: five battles through one session, every step equal to play's, die for die; states parse; the scenario unchanged (fast-check)", () => {
    const counted = work();
    fc.assert(
      fc.property(scenarioArb, fc.integer(), (d, seed) => {
        const scenario = deepFreeze(mixed(d));
        const before = JSON.stringify(scenario);
        expectSessionAsPlay(scenario, seed, 5, counted);
        expect(JSON.stringify(scenario)).toBe(before);
      }),
      { numRuns: 8 },
    );
    // the runs fired volleys both ways: over interchangeable figures and, with guns or armour, as given
    expect(counted.canonical).toBeGreaterThan(0);
    expect(counted.volleys).toBeGreaterThan(counted.canonical);
  }, 240_000);

  it("the skirmish: forty battles of one session: more than half the steps found again by the state's identity (the advance before the first shot), fewer volleys built than asked for, every volley keyed over interchangeable figures", () => {
    const counted = work();
    const session = vividSessionWith(counted);
    const game = { ...vividGame, session: () => session, StateSchema: vividGame.StateSchema, CommandSchema: vividGame.CommandSchema } as VividGame;
    const policies = { good: holdAndShoot, bad: advanceAndCharge };
    const result = simulateBattle(game, skirmishScenario(), policies, { runs: 40, seed: 3 });
    expect(result.runs).toBe(40);
    expect(counted.volleys).toBeGreaterThan(20);
    // the skirmish's rifles, muskets and spears: no gun, no armour, every volley canonical
    expect(counted.canonical).toBe(counted.volleys);
    expect(counted.built).toBeLessThan(counted.volleys);
    // steps found again by identity, with the choices of their states and their values (session-steps.ts)
    expect(2 * counted.kept).toBeGreaterThan(counted.steps);
    expect(counted.listed).toBeGreaterThan(0);
    expect(counted.found).toBeGreaterThan(0);
    // a found step skips its state's options: fewer listed than the states played, fewer blocks made than listed
    expect(counted.options + counted.listed).toBeLessThanOrEqual(counted.steps);
    expect(counted.blocksBuilt).toBeLessThan(counted.blocks);
    // the same frequencies as the game's own session
    expect(result).toEqual(simulateBattle(vividGame, skirmishScenario(), policies, { runs: 40, seed: 3 }));
  }, 120_000);

  it("a scenario with options: the session builds their rules once, and its battles are the game's own (frequencies and final states)", () => {
    const counted = work();
    const session = vividSessionWith(counted);
    const withSession = { ...vividGame, session: () => session, StateSchema: vividGame.StateSchema, CommandSchema: vividGame.CommandSchema } as VividGame;
    const own = { ...vividGame, StateSchema: vividGame.StateSchema, CommandSchema: vividGame.CommandSchema } as Partial<VividGame>;
    delete own.session;
    const scenario: VividScenario = { ...skirmishScenario(), options: { woundDie: 10, initiativeTie: "previousWinner" } };
    const policies = { good: holdAndShoot, bad: advanceAndCharge };
    const options = { runs: 12, seed: 21, summary: { final: (s: VividState) => stateKey(s) } };
    expect(simulateBattle(withSession, scenario, policies, options)).toEqual(simulateBattle(own as VividGame, scenario, policies, options));
    expect(counted.rules).toBe(1);
    expect(counted.volleys).toBeGreaterThan(0);
  }, 120_000);
});
