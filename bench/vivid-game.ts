// vivid game benchmarks (issue #14): a 10-against-10 skirmish of six turns played through vividGame (steps per
// second with autoplay, battles per second with simulateBattle on one core), and battleOdds of the small scenario
// (three riflemen against three thugs, to the end); the same skirmish with a Maxim, a Lewis gun and mercy bullets
// among the riflemen (machine guns fire inside the volley); a session's options along one battle, against the game's
// own. Registered by bench/index.ts; the scenarios are in bench/fixtures.ts.
import { autoplay, battleOdds, seededDice, simulateBattle } from "pulp-rules";
import { advanceAndCharge, holdAndShoot, vividGame } from "pulp-rules/vivid";
import type { Register } from "./core.js";
import { guns, skirmish, small } from "./fixtures.js";

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
  // (vkernel, issue 14) the cases above play each battle through the session's battleRolled (the shipped policies
  // asked of lean lists, their decisions kept by state identity); the same x200 through the core's step-by-step
  // loop (a session without battleRolled: the same battles, seed for seed), its A/B
  const stepwise = loopOnly();
  bench(
    "vivid game: 10 against 10, six turns, simulateBattle x200 through the step-by-step loop (per battle; no battleRolled)",
    () => simulateBattle(stepwise, scenario, policies, { runs: 200, seed: seed++ }),
    200,
  );
}

/** vividGame whose sessions have no battleRolled (the core's loop plays every step), its schemas kept. */
function loopOnly(): typeof vividGame {
  const strip = <T extends object>(game: T, extra: PropertyDescriptorMap): T => {
    const members: PropertyDescriptorMap = { ...Object.getOwnPropertyDescriptors(game), ...extra };
    delete members.battleRolled;
    return Object.freeze(Object.defineProperties({}, members)) as T;
  };
  return strip(vividGame, {
    session: { value: () => strip(vividGame.session?.() ?? vividGame, {}), enumerable: true },
  });
}
