// Pulp Evolution (EVO-EX-2, L.37): a trail boss with Leadership and four cowpokes activate together, move around
// the barn, then shoot at a band of bandidos. The group is validated, then the volley is played and given its odds.
// Run: npx tsx --conditions=pulp-rules:source examples/trail-boss.ts
import { all, explain, odds, resolve, seededDice } from "pulp-rules";
import { actionsFor, type GroupActivation, lineOfSight, type ModelInput, shoot, TOUGH, validateGroup } from "pulp-rules/evolution";

const revolver = { name: "revolver", firingDice: 1, damageDice: "1D6" };
const boss: ModelInput = { ...TOUGH, id: "boss", name: "Trail boss", type: "character", accuracy: 4, wound: 5, armourSave: 5, wtf: 3, skills: ["leadership"] };
const cowpokes: ModelInput[] = [1, 2, 3, 4].map((n) => ({ ...TOUGH, id: `cowpoke-${String(n)}`, name: `Cowpoke ${String(n)}`, weapons: [revolver] }));
const bandidos: ModelInput[] = [1, 2, 3, 4, 5].map((n) => ({ ...TOUGH, id: `bandido-${String(n)}`, name: `Bandido ${String(n)}` }));

console.log(
  `Actions: the boss ${String(actionsFor(boss))}, a cowpoke alone ${String(actionsFor(cowpokes[0]!))}, with the boss ${String(actionsFor(cowpokes[0]!, { withLeader: true }))}`,
);

// One activation, two actions: everyone moves around the barn (each cowpoke must end within 6" of the boss),
// then the bandidos are in sight and everyone shoots (each cowpoke at a target within 6" of the boss's target).
const starts = [
  { x: 2, y: 0 },
  { x: -2, y: 0 },
  { x: 0, y: 3 },
  { x: 4, y: 4 },
];
const ends = [
  { x: 5, y: 3 },
  { x: 1, y: 3 },
  { x: 3, y: 7 },
  { x: 8, y: 6 },
];
const bandidoAt = [
  { x: 4, y: 20 },
  { x: 6, y: 21 },
  { x: 2, y: 19 },
  { x: 8, y: 22 },
  { x: 4, y: 24 },
];
const activation: GroupActivation = {
  leader: {
    model: boss,
    at: { x: 0, y: 0 },
    actions: [
      { action: "move", end: { x: 4, y: 3 } },
      { action: "shoot", target: bandidoAt[0]! },
    ],
  },
  mooks: cowpokes.map((model, i) => ({
    model,
    at: starts[i]!,
    actions: [
      { action: "move", end: ends[i]! },
      { action: "shoot", target: bandidoAt[i + 1]! },
    ],
  })),
};
console.log("Move around the barn, then volley at the bandidos:", validateGroup(activation).valid ? "valid" : "invalid");

// A cowpoke who wanders off is reported with a reason.
const straying: GroupActivation = {
  ...activation,
  mooks: activation.mooks.map((m, i) => (i === 1 ? { ...m, actions: [{ action: "move", end: { x: -5, y: 3 } }, m.actions[1]!] } : m)),
};
for (const issue of validateGroup(straying).issues) console.log(`  ${issue.code} at ${issue.path}: ${issue.message} [${issue.rule}]`);

// The volley: the boss and each cowpoke fire a revolver at their own bandido. Two bandidos stand behind a fence.
const shots = [boss, ...cowpokes].map((shooter, i) => shoot(shooter, revolver, bandidos[i]!, { los: lineOfSight({ terrain: i >= 3 ? "partial" : "none" }) }));
const down = all(shots).map((results) => results.filter((r) => r.target.removed).length);

console.log("\nBandidos down after one volley: the exact odds");
console.log(odds(down).table());
console.log(`mean ${odds(down).mean().toNumber().toFixed(3)} bandidos; at least one down: ${odds(down).atLeast(1).toString()}`);

const SEED = 45;
const played = resolve(all(shots), seededDice(SEED));
console.log(`\nPlayed with seed ${String(SEED)}:`);
played.value.forEach((r, i) => {
  console.log(
    `  ${i === 0 ? "Trail boss" : `Cowpoke ${String(i)}`}: ${String(r.hits)} hit(s); bandido ${String(i + 1)} ${r.target.removed ? "removed" : r.target.seriousWounds > 0 ? "seriously wounded" : r.target.lightWounds > 0 ? "lightly wounded" : "still standing"}`,
  );
});
for (const line of explain(played.trace)) console.log(`    ${line}`);
