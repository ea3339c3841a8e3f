// tugs benchmarks: the exact odds of a full hand-to-hand attack chain (attack, parry only if hit, location,
// penetration, damage or blunt trauma). Goal: under 5 ms per computation. Registered by bench/index.ts.
import { battleOdds, odds, seededDice, simulate, simulateBattle } from "pulp-rules";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import { jan, travis } from "./fixtures.js";
import {
  attackEngaged,
  attackWeakest,
  type Character,
  type CharacterInput,
  combatRound,
  condition,
  duel as duelToTheEnd,
  duelOdds,
  hthAttack,
  injuryOdds,
  parseCharacter,
  playRound,
  tugsGame,
} from "pulp-rules/tugs";

/** One duel to the end: rounds are played (with their traces) until one side is out of action (at most 200). */
function duel(a0: Character, b0: Character, seed: number): number {
  const dice = seededDice(seed);
  let a = a0;
  let b = b0;
  for (let round = 1; round <= 200; round++) {
    const r = playRound(a, b, {}, dice);
    a = r.a;
    b = r.b;
    if (condition(a).outOfAction || condition(b).outOfAction) return round;
  }
  return 200;
}

/** A fighter of the hand-written duel: the numbers the rules read, and the state a duel changes. */
interface HandFighter {
  readonly sta: number;
  readonly str: number;
  readonly dex: number;
  readonly init: number;
  readonly skill: number;
  readonly parry: number;
  readonly pen: number;
  readonly dmg: number;
  readonly ib: number;
  readonly res: number;
  readonly maxHp: number;
  /** Armour value and rigidity by part: 0 head, 1 body, 2 weapon arm, 3 other arm, 4 and 5 legs. */
  readonly armour: readonly number[];
  readonly rigid: readonly boolean[];
  hpLost: number;
  /** The worst level by part (0 none, 1 superficial .. 5 fatal). */
  readonly worst: number[];
  prone: boolean;
  disarmed: boolean;
  out: boolean;
  fallsOnInjury: boolean;
  noAttack: boolean;
  noAttackNext: boolean;
  attacked: boolean;
  penaltyNext: number;
}

const handFighter = (
  f: Omit<HandFighter, "hpLost" | "worst" | "prone" | "disarmed" | "out" | "fallsOnInjury" | "noAttack" | "noAttackNext" | "attacked" | "penaltyNext">,
): HandFighter => ({
  ...f,
  hpLost: 0,
  worst: [0, 0, 0, 0, 0, 0],
  prone: false,
  disarmed: false,
  out: false,
  fallsOnInjury: false,
  noAttack: false,
  noAttackNext: false,
  attacked: false,
  penaltyNext: 0,
});

/**
 * The hand-written floor of a duel to the end, Jan against Travis: the same rules for this pair (TUGS-INIT-1,
 * TUGS-HTH-2..4, TUGS-LOC-1, TUGS-PEN-1, TUGS-DMG-1, TUGS-BLUNT-1/2, TUGS-EFF-1, TUGS-INJ-2, TUGS-AMB-26) over plain
 * numbers, the same rolls from the same kind of generator (rejection-sampled faces); the duel ends at the first
 * knockout, death or 0 HP. What a simulated duel costs without a rules library: its floor.
 */
function handDuel(rng: { next(): number }, a0: HandFighter, b0: HandFighter): number {
  const d = (sides: number, allowed: number): number => {
    let u = rng.next() + 2147483648;
    while (u >= allowed) u = rng.next() + 2147483648;
    return u - Math.floor(u / sides) * sides + 1;
  };
  const D6 = Math.trunc(4294967296 / 6) * 6;
  const D20 = Math.trunc(4294967296 / 20) * 20;
  const IMP = [0, -1, -2, -3, -4, -5];
  const imp = (f: HandFighter): number =>
    IMP[f.worst[0] ?? 0]! + IMP[f.worst[1] ?? 0]! + IMP[f.worst[2] ?? 0]! + IMP[f.worst[3] ?? 0]! + IMP[f.worst[4] ?? 0]! + IMP[f.worst[5] ?? 0]!;
  const reset = (f: HandFighter): HandFighter => ({ ...f, worst: [0, 0, 0, 0, 0, 0] });
  const a = reset(a0);
  const b = reset(b0);
  const levelOf = (t: number): number => (t >= 12 ? 5 : t >= 10 ? 4 : t >= 8 ? 3 : t >= 5 ? 2 : t >= 1 ? 1 : 0);
  const hurt = (f: HandFighter, part: number, level: number, already: boolean): void => {
    const before = imp(f);
    const cost = (part <= 1 ? 2 : 1) * level;
    f.hpLost += cost;
    if (level > (f.worst[part] ?? 0)) f.worst[part] = level;
    if (f.fallsOnInjury && !f.prone && d(20, D20) > f.sta + before) f.prone = true;
    if (part === 0) {
      if (level <= 2) {
        if (d(20, D20) > f.sta + before) {
          d(6, D6);
          f.out = true;
        }
      } else if (level <= 4) {
        d(20, D20);
        f.out = true;
      } else f.out = true;
    } else if (part === 1) body(f, level, before, already);
    else if (part <= 3) {
      if (part === 2 && level === 2 && !f.disarmed && d(20, D20) > f.str + before) f.disarmed = true;
      if (part === 2 && level >= 3) f.disarmed = true;
    } else if (level === 1) {
      if (d(20, D20) > f.dex + before) f.prone = true;
    } else if (level >= 2) f.prone = true;
    // a limb Critical or Fatal counts as a Major or Critical body injury (TUGS-AMB-10)
    if (part >= 2 && level >= 4) {
      f.hpLost += 2 * (level - 1);
      if (level - 1 > (f.worst[1] ?? 0)) f.worst[1] = level - 1;
      body(f, level - 1, before, already);
    }
    if (f.hpLost >= f.maxHp) f.out = true;
  };
  const body = (f: HandFighter, level: number, before: number, already: boolean): void => {
    if (level === 2 && !already) f.noAttack = true;
    else if (level === 3) {
      f.prone = true;
      f.fallsOnInjury = true;
    } else if (level === 4) {
      f.prone = true;
      if (d(20, D20) > f.sta + before) f.out = true;
    } else if (level === 5) f.out = true;
  };
  /** One attack: 0 no hit, else part * 16 + level * 2 + (rigid blow 1), or -1 for a -3 to the next initiative. */
  const attack = (x: HandFighter, y: HandFighter): number => {
    if (x.out || x.noAttack || x.disarmed) return 0;
    x.attacked = true;
    const target = x.skill + (x.prone ? -5 : 0) + imp(x);
    const crit = Math.min(target - 11, target);
    if (target < 1) return 0;
    const face = d(20, D20);
    if (face > target) return 0;
    const isCrit = face <= crit;
    if (!y.out && !y.disarmed) {
      const pt = y.skill + y.parry + imp(y);
      const needed = isCrit ? Math.min(pt - 11, pt) : pt;
      if (needed >= 1 && d(20, D20) <= needed) return 0;
    }
    const l = d(20, D20);
    const part = l <= 1 ? 4 : l <= 2 ? 5 : l <= 12 ? 1 : l <= 14 ? 3 : l <= 18 ? 2 : 0;
    const av = y.armour[part] ?? 0;
    const pv = av === 0 ? 0 : 5 + 2 * av;
    const penetrates = pv === 0 || d(6, D6) + d(6, D6) + x.ib + x.pen + (isCrit ? 2 : 0) >= pv;
    const level = levelOf(d(6, D6) + d(6, D6) + x.ib + x.dmg - av - y.res + (isCrit ? 1 : 0));
    if (penetrates) return level === 0 ? 0 : part * 16 + level * 2;
    if (!y.rigid[part]) return level <= 1 ? 0 : part * 16 + (level - 1) * 2;
    return level <= 1 ? 0 : level === 2 ? -1 : part * 16 + 1;
  };
  const land = (y: HandFighter, code: number, already: boolean): void => {
    if (code === 0) return;
    if (code === -1) y.penaltyNext -= 3;
    else if (code % 2 === 1) {
      y.prone = true;
      if (code >> 4 === 2) y.disarmed = true;
    } else hurt(y, code >> 4, (code % 16) / 2, already);
  };
  for (let round = 1; round <= 200; round++) {
    for (const f of [a, b]) {
      f.noAttack = f.noAttackNext;
      f.noAttackNext = false;
      f.attacked = false;
    }
    const ia = d(6, D6) + a.init + Math.trunc(imp(a) / 2) + (a.prone ? -2 : 0) + a.penaltyNext;
    const ib = d(6, D6) + b.init + Math.trunc(imp(b) / 2) + (b.prone ? -2 : 0) + b.penaltyNext;
    a.penaltyNext = 0;
    b.penaltyNext = 0;
    if (ia === ib) {
      const x = attack(a, b);
      const y = attack(b, a);
      land(b, x, true);
      land(a, y, true);
    } else {
      const [first, second] = ia > ib ? [a, b] : [b, a];
      land(second, attack(first, second), second.attacked);
      land(first, attack(second, first), first.attacked);
    }
    if (a.out || b.out) return round;
  }
  return 200;
}

/**
 * Registers the tugs benchmark cases with the project's bench runner.
 *
 * @param bench - the runner's registration function
 * @example
 * ```ts
 * registerTugsBenchmarks((name, fn) => console.log(name, fn()));
 * ```
 */
export function registerTugsBenchmarks(bench: (name: string, fn: () => unknown, perIteration?: number) => void): void {
  bench("tugs: exact odds of a full hand-to-hand attack chain (goal < 5 ms)", () => odds(hthAttack(jan, travis)));
  bench("tugs: injury odds by location of a full hand-to-hand attack chain", () => injuryOdds(hthAttack(travis, jan)));
  // issue 13: a whole round's exact odds (272,834 outcomes), enumerated over compact codes
  bench("tugs: exact odds of a whole combatRound, Jan against Travis (goal <= 200 ms)", () => odds(combatRound(jan, travis)).size);
  // validated once, at the edge: every round takes the previous round's checked (sealed) characters
  const a = parseCharacter(jan);
  const b = parseCharacter(travis);
  let seed = 0;
  bench("tugs: a duel to the end (playRound until out, with traces), per duel (goal >= 10,000 duels/s = <= 100 us)", () => duel(a, b, seed++));
  // issues 13 and 15: the same duel as one chance, simulated (its sampler: no trace, no round result built), who wins
  const winner = duelToTheEnd({ a, b }).map((r) => r.winner);
  // the floor (issue 13): the same duel written by hand over plain numbers, on the same kind of generator
  const handJan = handFighter({
    sta: 9,
    str: 10,
    dex: 11,
    init: 11,
    skill: 14,
    parry: -4,
    pen: -1,
    dmg: -1,
    ib: 0,
    res: -1,
    maxHp: 9,
    armour: [0, 0, 0, 0, 0, 0],
    rigid: [false, false, false, false, false, false],
  });
  const handTravis = handFighter({
    sta: 11,
    str: 11,
    dex: 10,
    init: 9,
    skill: 12,
    parry: -4,
    pen: 0,
    dmg: 0,
    ib: 1,
    res: 1,
    maxHp: 11,
    armour: [2, 1, 0, 0, 0, 0],
    rigid: [true, false, false, false, false, false],
  });
  const handRng = xoroshiro128plus(13);
  bench(
    "hand loop: a tugs duel to the end, Jan against Travis (plain numbers, the same rolls), per duel",
    () => {
      let rounds = 0;
      for (let i = 0; i < 100; i++) rounds += handDuel(handRng, handJan, handTravis);
      return rounds;
    },
    100,
  );
  let simSeed = 0;
  bench(
    "tugs: a duel to the end, simulated (duel, the winner), per duel (goal >= 10,000 duels/s = <= 100 us)",
    () => simulate(winner, { runs: 100, seed: simSeed++ }),
    100,
  );
  // the same duel through the game: 20 duels a call (simulateBattle, its policy choosing every command)
  const scenario = {
    combatants: [
      { character: { ...jan, id: "jan" }, side: "thief" },
      { character: { ...travis, id: "travis" }, side: "watch" },
    ],
  };
  let battleSeed = 0;
  bench(
    "tugs: a duel to the end through tugsGame (simulateBattle, attackEngaged), per duel",
    () => simulateBattle(tugsGame, scenario, attackEngaged, { runs: 20, seed: battleSeed++ }),
    20,
  );
  const first = tugsGame.setup(scenario);
  bench("tugs: tugsGame, the exact odds of the first round's initiative step", () => odds(tugsGame.step(first, { type: "initiative" }).map((s) => s.state)));
  // issue 15: battleOdds of the duel as a lumped chain (the game over with the fight, ruling TUGS-LIB-1), bounded
  // by a round limit: the exact odds within one round and the exact mass still fighting
  bench('tugs: battleOdds of Jan against Travis within one round (outcome "fight", roundLimit 1: 70 states)', () =>
    battleOdds(tugsGame, { ...scenario, outcome: "fight", roundLimit: 1 }, attackEngaged),
  );
  // issue 15 (jansolve): the duel's own exact solver, to the end with certified bounds: every state reached with a
  // probability of 2% or more followed to the end of the fight, the rest counted as unresolved, so that
  // P(Travis wins) lies in [p, p + unresolved] exactly (docs/tugs.md, "Exact odds of a duel: duelOdds")
  bench("tugs: duelOdds of Jan against Travis to the end, certified bounds (minMass 0.02: a few seconds)", () => {
    const r = duelOdds({ scenario: { ...scenario, outcome: "winner" }, minMass: 0.02 });
    return [r.probability((o) => o.winner === "watch").toNumber(), r.unresolved.toNumber()];
  });
  // issue 15: tugsGame's session (its fight steps rolled at once on the chunk's generator), 500 duels a call so the
  // setup (the scenario parsed once a call) is spread thin; and the fight of three of examples/tugs-fight.ts
  let sessionSeed = 0;
  bench(
    "tugs: tugsGame Jan against Travis, simulateBattle, per duel (goal <= 100 us)",
    () => simulateBattle(tugsGame, scenario, attackEngaged, { runs: 500, seed: sessionSeed++ }),
    500,
  );
  const bert: CharacterInput = {
    id: "bert",
    name: "Bert",
    attributes: { sta: 10, str: 12, dex: 9 },
    initiative: 8,
    injuryBonus: 1,
    skills: { Clubs: 11 },
    maxHp: 10,
    weapons: [{ name: "club", skill: "Clubs", type: "contending", initiative: 1, parry: -5 }],
  };
  const three = { combatants: [...scenario.combatants, { character: bert, side: "watch" }] };
  let threeSeed = 0;
  bench(
    "tugs: tugsGame, the fight of three (Jan against Travis and Bert), simulateBattle, per battle",
    () => simulateBattle(tugsGame, three, { thief: attackWeakest, watch: attackEngaged }, { runs: 200, seed: threeSeed++ }),
    200,
  );
  // issue 15 (janb): the tightest certified bounds of the fight to the end in a few seconds, now that states merge by
  // what the rest of the duel reads and the bounds are carried in doubles rounded down (docs/tugs.md, "Exact odds of
  // a duel"); and the exact odds within two rounds (the pinned 15 fractions)
  // stop 28 (tduel): the rounds of the bounds composed in doubles rounded down, the pairs coded as small integers: a
  // state costs some 0.22 ms instead of 0.5 to 0.6, so the few-seconds case follows 8,670 states (minMass 0.00003,
  // P(Travis) in [0.668, 0.783]) where it followed 1,572 (0.0003, [0.582, 0.845])
  bench("tugs: duelOdds of Jan against Travis to the end, certified bounds (minMass 0.00003: the few-seconds case)", () => {
    const r = duelOdds({ scenario: { ...scenario, outcome: "winner" }, minMass: 0.00003 });
    return [r.probability((o) => o.winner === "watch").toNumber(), r.unresolved.toNumber()];
  });
  bench("tugs: duelOdds of Jan against Travis within two rounds, exact (roundLimit 2)", () => {
    const r = duelOdds({ scenario: { ...scenario, outcome: "fight", roundLimit: 2 } });
    return r.outcomes.length;
  });
  // issue 15 (jend): the fight to the end exact is out of reach by its states (the lumped chain meets 881,853
  // distinct states at its first four rounds' starts and 4.04 million at the fifth's: docs/performance.md, "Jan
  // against Travis to the end"); the tightest certified bounds in some twenty seconds of CPU, "who takes whom out and
  // how" (outcome "fight"): every outcome within 0.042 of its value
  bench("tugs: duelOdds of Jan against Travis to the end, certified bounds (outcome fight, minMass 0.000003: 36,610 states)", () => {
    const r = duelOdds({ scenario: { ...scenario, outcome: "fight" }, minMass: 0.000003 });
    return [r.probability((o) => o.winner === "watch").toNumber(), r.unresolved.toNumber()];
  });
}
