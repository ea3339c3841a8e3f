// Quickstart: seeded dice, scripted dice, and one chance resolved, enumerated exactly and simulated.
// Run: npm run demo
import { constant, count, die, explain, odds, resolve, restoreDice, scriptedDice, seededDice, simulate, sum } from "pulp-rules";

// A chance describes a roll without rolling it: ten riflemen each hit on a D10 of 6 or less.
const volley = count(10, "d10", (face) => face <= 6, { purpose: "to hit (6 or less)", labels: ["miss", "hit"] });

// 1. Exact odds, before any die falls.
const exact = odds(volley);
console.log("Ten riflemen, hitting on 6 or less: the exact odds");
console.log(exact.table());
console.log(`at least 8 hits: ${exact.atLeast(8).toString()} (${exact.atLeast(8).toPercent()}); mean ${exact.mean().toString()} hits\n`);

// 2. Play it with seeded dice: the same seed always tells the same story, and the state can be saved.
const dice = seededDice(2026);
const played = resolve(volley, dice);
console.log(`Seed 2026: ${String(played.value)} hits`);
for (const line of explain(played.trace).slice(0, 3)) console.log(`  ${line}`);
const saved = JSON.stringify(dice.save());
const next = resolve(volley, dice).value;
console.log(
  `saved the stream (${saved.length} bytes of JSON); the next volley: ${String(next)} hits, and again from the save: ${String(resolve(volley, restoreDice(JSON.parse(saved))).value)}\n`,
);

// 3. Play it with the dice rolled at the table.
const table = scriptedDice(["d10:3", "d10:0", "d10:6", "d10:7", "d10:1", "d10:9", "d10:2", "d10:6", "d10:8", "d10:5"]);
console.log(`At the table: ${String(resolve(volley, table).value)} hits (a printed 0 reads as 10)\n`);

// 4. A conditional chain: hit on a d20 of 12 or less, then 2D6 of 9 or more penetrates.
const attack = die("d20", { purpose: "attack" })
  .map((face) => face <= 12)
  .chain((hit) => (hit ? sum(2, "d6", { purpose: "penetration" }).map((total) => (total >= 9 ? "penetrates" : "stopped")) : constant("miss")));
const exactAttack = odds(attack);
const sampled = simulate(attack, { runs: 100_000, seed: 7 });
console.log("An attack chain: exact odds against 100,000 simulated attacks");
for (const { value, probability } of exactAttack.outcomes) {
  console.log(
    `  ${value.padEnd(10)} exact ${probability.toString().padStart(5)} = ${probability.toPercent(2).padStart(6)}   simulated ${(sampled.frequency(value) * 100).toFixed(2)}%`,
  );
}
