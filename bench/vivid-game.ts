// vivid game benchmarks (issue #14): a 10-against-10 skirmish of six turns played through vividGame (steps per
// second with autoplay, battles per second with simulateBattle on one core), and battleOdds of the small scenario
// (three riflemen against three thugs, to the end); the same skirmish with a Maxim, a Lewis gun and mercy bullets
// among the riflemen (machine guns fire inside the volley); a session's options along one battle, against the game's
// own. Registered by bench/index.ts.
import { autoplay, battleOdds, seededDice, simulateBattle } from "pulp-rules";
import { advanceAndCharge, type Figure, holdAndShoot, type Unit, VIVID_GADGETS, VIVID_WEAPONS, type VividScenario, vividGame } from "pulp-rules/vivid";
import type { Register } from "./core.js";

const rifleman = (id: string, name: string): Figure => ({
  id,
  name,
  class: "Combatant",
  figureType: "westernMale",
  handToHandClass: "armedFirearm",
  weapons: [VIVID_WEAPONS.boltRifle],
});

/** Ten riflemen behind a stone wall against ten native warriors (muskets and spears) across a jungle, six turns. */
function skirmish(): VividScenario {
  const soldiers: Unit = {
    id: "soldiers",
    name: "the Fusiliers",
    kind: "combatant",
    troopType: "trained",
    leaderId: "s1",
    members: Array.from({ length: 10 }, (_, i) => rifleman(`s${String(i + 1)}`, `Fusilier ${String(i + 1)}`)),
  };
  const warriors: Unit = {
    id: "warriors",
    name: "the warriors",
    kind: "combatant",
    troopType: "nativeWarrior",
    leaderId: "w1",
    members: Array.from({ length: 10 }, (_, i) => ({
      id: `w${String(i + 1)}`,
      name: `Warrior ${String(i + 1)}`,
      class: "Combatant" as const,
      figureType: "native" as const,
      handToHandClass: "trained" as const,
      weapons: [i % 3 === 0 ? VIVID_WEAPONS.musket : VIVID_WEAPONS.thrownSpear],
    })),
  };
  return {
    sides: [
      { id: "good", units: [soldiers] },
      { id: "bad", units: [warriors] },
    ],
    positions: [
      ...Array.from({ length: 10 }, (_, i) => ({ id: `s${String(i + 1)}`, at: { x: 8 + i * 3, y: 4 } })),
      ...Array.from({ length: 10 }, (_, i) => ({ id: `w${String(i + 1)}`, at: { x: 8 + i * 3, y: 30 } })),
    ],
    terrain: [
      { id: "wall", kind: "stoneBuilding", shape: { kind: "rect", x: 0, y: 3, width: 48, height: 2 } },
      { id: "jungle", kind: "jungle", shape: { kind: "circle", x: 24, y: 20, radius: 5 } },
    ],
    table: { width: 48, height: 36 },
    victory: { turnLimit: 6, fiftyPercentSide: "bad" },
  };
}

/** The skirmish with a Maxim (mercy bullets loaded) and a Lewis gun among the riflemen. */
function guns(): VividScenario {
  const s = skirmish();
  return {
    ...s,
    sides: s.sides.map((side) =>
      side.id !== "good"
        ? side
        : {
            ...side,
            units: side.units.map((u) => ({
              ...u,
              members: u.members.map((m, i) =>
                i === 1
                  ? { ...m, weapons: [VIVID_WEAPONS.mg], gadgets: [VIVID_GADGETS.mercyBullets] }
                  : i === 2
                    ? { ...m, weapons: [{ ...VIVID_WEAPONS.mg, mgType: "lewis" as const }] }
                    : m,
              ),
            })),
          },
    ),
  };
}

/** Three riflemen 10" from three thugs, each side 1" from its table edge. */
function small(): VividScenario {
  const unit = (id: string, p: string, side: string): Unit => ({
    id,
    kind: "combatant",
    troopType: side === "good" ? "trained" : "militia",
    members: [1, 2, 3].map((i) => rifleman(`${p}${String(i)}`, `${id} ${String(i)}`)),
  });
  return {
    sides: [
      { id: "good", units: [unit("riflemen", "r", "good")] },
      { id: "bad", units: [unit("thugs", "t", "bad")] },
    ],
    positions: [
      ...[1, 2, 3].map((i) => ({ id: `r${String(i)}`, at: { x: 10, y: 1 } })),
      ...[1, 2, 3].map((i) => ({ id: `t${String(i)}`, at: { x: 10, y: 11 } })),
    ],
    table: { width: 20, height: 12 },
  };
}

export function registerVividGameBenchmarks(bench: Register): void {
  const scenario = skirmish();
  const state = vividGame.setup(scenario);
  const policies = { good: holdAndShoot, bad: advanceAndCharge };
  const steps = autoplay(vividGame, state, policies, seededDice(1)).steps.length;
  let seed = 0;
  bench(
    `vivid game: 10 against 10, six turns, autoplay (per step; ${String(steps)} steps in seed 1)`,
    () => autoplay(vividGame, state, policies, seededDice(1)),
    steps,
  );
  bench(
    "vivid game: 10 against 10, six turns, simulateBattle (per battle)",
    () => simulateBattle(vividGame, scenario, policies, { runs: 10, seed: seed++ }),
    10,
  );
  // a session's options along the states of one battle, in order (what simulateBattle asks at each step: the
  // choices carried from the state before within a side turn), and the game's own options on the same states
  const states = [state, ...autoplay(vividGame, state, policies, seededDice(1)).steps.map((s) => s.state)];
  bench(
    `vivid game: 10 against 10, a session's options along a battle (per call; ${String(states.length)} states of seed 1)`,
    () => {
      const session = vividGame.session?.() ?? vividGame;
      for (const s of states) session.options(s);
    },
    states.length,
  );
  bench(
    "vivid game: 10 against 10, the game's own options along the same battle (per call)",
    () => {
      for (const s of states) vividGame.options(s);
    },
    states.length,
  );
  const gunned = guns();
  bench(
    "vivid game: 10 against 10 with a Maxim (mercy bullets) and a Lewis gun, simulateBattle (per battle)",
    () => simulateBattle(vividGame, gunned, policies, { runs: 10, seed: seed++ }),
    10,
  );
  const three = small();
  bench("vivid game: three riflemen against three thugs, battleOdds to the end", () => battleOdds(vividGame, three, holdAndShoot, { maxStates: 20_000 }));
  // (vsess, issue 14) the same skirmish over longer runs: a session lives for a chunk of battles (default 1,000),
  // so the volleys built over interchangeable figures and the steps kept by state identity (the advance before the
  // first shot) serve more battles; 200 and 1,000 battles a call, as the rugged game's cases measure
  bench(
    "vivid game: 10 against 10, six turns, simulateBattle x200 (per battle; goal >= 2,000 battles/s)",
    () => simulateBattle(vividGame, scenario, policies, { runs: 200, seed: seed++ }),
    200,
  );
  bench(
    "vivid game: 10 against 10, six turns, simulateBattle x1000 (per battle; one default chunk)",
    () => simulateBattle(vividGame, scenario, policies, { runs: 1000, seed: seed++ }),
    1000,
  );
}
