// Rugged Adventures: an ambush on a jungle track. Lieutenant Crane (Abrasive Personality, at the river camp, not
// with his men) commands a section of askaris led by Sergeant Okello. The askaris' scout tries to spot the
// ambushers (a Field Craft check), their shotguns and rifles fire one volley (each hit keeps its weapon: the
// shotgun's +1 goes with its own hits, RUG-AMB-35), the bandits test morale, and a routed unit tries to recover.
// Every number is printed with its exact odds before the seeded dice fall.
// Run: npx tsx --conditions=pulp-rules:source examples/rugged-ambush.ts [seed]
import { odds, resolve, seededDice } from "pulp-rules";
import {
  type Figure,
  fieldCraftCheck,
  moraleCheck,
  RUGGED_TRAITS,
  RUGGED_WEAPONS,
  rally,
  routRecovery,
  type Unit,
  volley,
  volleyCasualties,
} from "pulp-rules/rugged";

const dice = seededDice(Number(process.argv[2] ?? 7));
const pct = (p: { toNumber(): number }) => `${(p.toNumber() * 100).toFixed(0)}%`;

const crane: Figure = { id: "crane", name: "Lt. Crane", class: "PRP", luck: 4, fieldCraft: 5, traits: [RUGGED_TRAITS.abrasive] };
const askari = (i: number, weapon = RUGGED_WEAPONS.boltRifle): Figure => ({
  id: `askari${String(i)}`,
  name: `Askari ${String(i)}`,
  class: "Combatant",
  weapons: [weapon],
});
const askaris: Unit = {
  id: "askaris",
  name: "Crane's askaris",
  kind: "combatant",
  baseMorale: 7,
  commanderId: "crane",
  leaderId: "okello",
  members: [
    { id: "okello", name: "Sgt. Okello", class: "Combatant", fieldCraft: 7, weapons: [RUGGED_WEAPONS.boltRifle] },
    askari(1, RUGGED_WEAPONS.shotgun),
    askari(2),
  ],
};
const bandits: Unit = {
  id: "bandits",
  name: "Bandits",
  kind: "combatant",
  baseMorale: 6,
  members: [1, 2, 3].map((i) => ({ id: `bandit${String(i)}`, name: `Bandit ${String(i)}`, class: "Combatant" as const })),
};

// 1. Sergeant Okello tries to spot the ambush (Field Craft 7, a D10 at or under it).
const spot = fieldCraftCheck({ figure: askaris.members[0] as Figure });
console.log(`Sgt. Okello looks for the ambush: spots it with ${pct(odds(spot).probability((r) => r.pass))}`);
const spotted = resolve(spot, dice).value.pass;
console.log(`  ${spotted ? "he sees them in the elephant grass" : "he sees nothing: the bandits stay unspotted (half hit numbers)"}`);

// 2. The askaris fire, stationary, at 4" (short range for the shotguns and the rifles).
const fire = { shooters: askaris.members, target: bandits, context: { distance: 4, shooterMode: "stationary", targetSpotted: spotted } } as const;
const o = odds(volleyCasualties(fire));
console.log(
  `The askaris fire: expected bandits killed ${o
    .mean((r) => r.killed)
    .toNumber()
    .toFixed(2)}`,
);
const shot = resolve(volley(fire), dice).value;
const down = bandits.members.length - shot.unit.members.filter((m) => m.status?.wound !== "killed").length;
console.log(`  ${String(shot.hits)} hits, ${String(down)} bandits down`);

// 3. The bandits test morale (shot at).
const check = moraleCheck({ unit: shot.unit, situation: { trigger: "shooting" } });
console.log(`The bandits test morale: they stand with ${pct(odds(check).probability((r) => r.outcome.pass))}`);
const after = resolve(check, dice).value;
console.log(`  ${after.outcome.pass ? "they hold the grass" : `they ${after.outcome.result === "retreat" ? "fall back" : after.outcome.result}`}`);

// 4. Crane's Abrasive Personality weighs on his askaris even from the camp (RUG-AMB-31): -2 on their morale.
const hold = moraleCheck({ unit: askaris, situation: { trigger: "shooting", commander: crane } });
console.log(`The askaris, fired back at, test morale against ${String(resolve(hold, seededDice(1)).value.outcome.target)} (base 7, Crane's -2 from the camp)`);

// 5. A routed unit: routRecovery (vivid's D6, every turn while it runs) or a declared rally (a morale test).
const routed: Unit = { ...askaris, morale: "routing", members: askaris.members.map((m) => ({ ...m, status: { routing: true } })) };
console.log(
  `If the askaris routed: they stop running with ${pct(odds(routRecovery({ unit: routed })).probability((r) => r.stops))}; a rally passes with ${pct(odds(rally({ unit: routed, situation: { commander: crane } })).probability((r) => r.outcome.pass))}`,
);
