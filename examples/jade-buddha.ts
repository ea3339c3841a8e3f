// "Curse of the Jade Buddha": a seeded skirmish on the wharf of a port town, in the vivid rules, played by the
// library's vivid game. Jack Dawson, Lady Evelyn Ashcombe and five sailors try to carry the stolen Jade Buddha to
// their launch; Dr. Koo and his hatchet men close in. This file is only a scenario and two policies: the turn
// sequence, the dice, the bookkeeping and the story's words are the game's (pulp-rules/vivid `vividGame`).
// The same seed always tells the same story.
// Run: npx tsx --conditions=pulp-rules:source examples/jade-buddha.ts [seed]
import { autoplay, battleOdds, RulesError, seededDice, simulateBattle, type TraceEntry } from "pulp-rules";
import { advanceAndCharge, carryAndCover, type Figure, type Unit, VIVID_TRAITS, VIVID_WEAPONS, type VividScenario, vividGame } from "pulp-rules/vivid";

const SEED = Number(process.argv[2] ?? 41);
const { pistolBow: pistol, boltRifle: rifle, shotgun } = VIVID_WEAPONS;

const sailor = (i: number): Figure => ({
  id: `sailor${String(i)}`,
  name: ["Bosun Hicks", "Stoker O'Rourke", "Able Seaman Pike", "Sparks Malone", "Cookie Briggs"][i] ?? "Sailor",
  class: "Combatant",
  figureType: "westernMale",
  handToHandClass: "armedFirearm",
  weapons: [rifle],
});
const heroes: Unit = {
  id: "heroes",
  name: "Dawson's party",
  kind: "combatant",
  troopType: "trained",
  leaderId: "jack",
  commanderId: "jack",
  members: [
    {
      id: "jack",
      name: "Jack Dawson",
      class: "PC",
      luck: 5,
      figureType: "westernMale",
      handToHandClass: "trained",
      traits: [VIVID_TRAITS.strongLikeAnOx, VIVID_TRAITS.inspiredLeadership],
      weapons: [pistol],
    },
    {
      id: "evelyn",
      name: "Lady Evelyn",
      class: "PC",
      luck: 7,
      figureType: "pigmyOrWesternFemale",
      handToHandClass: "improvised",
      traits: [{ ...VIVID_TRAITS.sureShot, designatedWeapon: "shotgun" }],
      weapons: [shotgun],
    },
    ...Array.from({ length: 5 }, (_, i) => sailor(i)),
  ],
};
const hatchetMan = (i: number): Figure => ({
  id: `hatchet${String(i)}`,
  name: `Hatchet man ${String(i + 1)}`,
  class: "Combatant",
  figureType: "native",
  handToHandClass: "trained",
  weapons: [i % 3 === 0 ? rifle : pistol],
});
const thugs: Unit = {
  id: "thugs",
  name: "Dr. Koo's hatchet men",
  kind: "combatant",
  troopType: "militia",
  origin: ["native"],
  leaderId: "koo",
  members: [
    {
      id: "koo",
      name: "Dr. Koo",
      class: "PC",
      luck: 7,
      figureType: "native",
      handToHandClass: "trained",
      traits: [VIVID_TRAITS.martialArts, VIVID_TRAITS.charmedLife],
      weapons: [pistol],
    },
    ...Array.from({ length: 7 }, (_, i) => hatchetMan(i)),
  ],
};

// The wharf: 36" long, 12" wide. The party comes off the godown at the west end; the launch waits at the east end;
// crates along the quay give light cover; the harbour wall's stone bollards give medium cover.
const scenario: VividScenario = {
  name: "Curse of the Jade Buddha",
  sides: [
    { id: "good", name: "Dawson's party", units: [heroes] },
    { id: "bad", name: "Dr. Koo's hatchet men", units: [thugs] },
  ],
  positions: [
    ...heroes.members.map((m, i) => ({ id: m.id, at: { x: 2 + (i % 2), y: 3 + i * 1.2 } })),
    ...thugs.members.map((m, i) => ({ id: m.id, at: { x: 22 + (i % 2) * 2, y: 2 + i * 1.1 } })),
  ],
  terrain: [
    { id: "crates", name: "the stacked crates", kind: "forest", shape: { kind: "rect", x: 10, y: 0, width: 4, height: 12 }, cover: "soft" },
    { id: "bollards", name: "the stone bollards", kind: "stoneBuilding", shape: { kind: "rect", x: 20, y: 0, width: 6, height: 12 } },
  ],
  table: { width: 36, height: 12 },
  victory: {
    objective: { name: "the Jade Buddha", carrierId: "jack", side: "good", goal: { kind: "rect", x: 33, y: 0, width: 3, height: 12 } },
    turnLimit: 6,
    atTurnLimit: "bad",
    fiftyPercentSide: "bad",
    cliffHanger: true,
  },
};
// Dawson's party covers the Buddha and runs for the launch; Dr. Koo's men charge whoever they can reach.
const policies = { good: carryAndCover, bad: advanceAndCharge };

const say = (line = ""): void => {
  console.log(line);
};
const pct = (p: number): string => `${(p * 100).toFixed(0)}%`;

say(`CURSE OF THE JADE BUDDHA (seed ${String(SEED)})`);
say("Night on the Kowloon wharf. Dawson's party carries the Jade Buddha towards the launch; Dr. Koo's hatchet men bar the way.");
const runs = 100;
const sim = simulateBattle(vividGame, scenario, policies, { runs, seed: 2026, chunkSize: 25 });
const carried = sim.outcomes.filter((o) => o.value.winner === "good").reduce((n, o) => n + o.count, 0);
say(`Before the first turn: in ${String(runs)} simulated fights the party gets the Buddha away ${pct(carried / runs)} of the time.`);
try {
  const exact = battleOdds(vividGame, scenario, policies, { maxStates: 2_000 });
  say(`Exact odds: ${exact.probability((o) => o.winner === "good").toString()}.`);
} catch (error) {
  if (!(error instanceof RulesError) || error.code !== "TOO_COMPLEX") throw error;
  say("Exact odds: too many distinct situations to enumerate (more than 2,000 after a few steps): the simulation stands.");
}

/** The faces of a step's dice, in the order they were rolled. */
const faces = (trace: readonly TraceEntry[]): string =>
  trace
    .filter((e) => e.type === "die")
    .map((e) => String(e.face))
    .join(" ");

const dice = seededDice(SEED);
const game = autoplay(vividGame, vividGame.setup(scenario), policies, dice, { maxSteps: 2_000 });
for (const step of game.steps) {
  for (const text of vividGame.describe(step.events)) {
    if (text.startsWith("TURN ")) say();
    say(text.startsWith("TURN ") ? text : `  ${text}`);
  }
  const rolled = faces(step.trace);
  if (rolled !== "") say(`      (dice rolled: ${rolled})`);
}
