// Indy against Mrs Waterford at the library desk (the Fate text's worked example, L.97-103), replayed step
// by step with the dice the text rolled, the exact odds and the fate-point advice printed before each roll.
// Run: npx tsx --conditions=pulp-rules:source examples/fate-library.ts
import { explain, odds, resolve, scriptedDice } from "pulp-rules";
import {
  type ActionRequest,
  action,
  adviseAction,
  applyStress,
  conflictExchange,
  createCharacter,
  type ExchangeRequest,
  endScene,
  ladderLabel,
  ladderText,
  spendFatePoints,
} from "pulp-rules/fate";

/** Four Fate dice showing a given sum (the text gives only sums). */
const dF = (total: number): string[] => [0, 1, 2, 3].map((i) => (i < Math.abs(total) ? (total > 0 ? "dF:+" : "dF:-") : "dF:0"));
const pct = (p: { toPercent(d?: number): string }) => p.toPercent(1).padStart(6);

let indy = createCharacter({
  id: "indy",
  name: "Indy",
  traits: [{ id: "professor", text: "Professor of Archeology" }],
  abilities: { Rapport: 1, Investigation: 2, Academics: 4, Resolve: 3, Might: 3 },
});
let waterford = createCharacter({ id: "waterford", name: "Mrs Waterford", role: "named", abilities: { Resolve: 3 } });
console.log(`Indy: Rapport ${ladderText(1)}, Investigation ${ladderText(2)}, Academics ${ladderText(4)}; ${String(indy.fatePoints)} fate points`);
console.log(`Mrs Waterford: Resolve ${ladderText(3)}, ${String(waterford.composure.boxes)} Composure boxes\n`);

// Step 1: a social conflict. Indy charms her: Rapport against Resolve.
const charm: ExchangeRequest = { kind: "mental" };
const charmOdds = odds(conflictExchange({ attacker: indy, defender: waterford, request: charm }));
console.log("1. Indy charms Mrs Waterford (Rapport vs Resolve). Before the roll:");
console.log(
  `   Indy wins the exchange ${pct(charmOdds.probability((x) => x.stressTo === "defender"))}, nobody is hurt ${pct(charmOdds.probability((x) => x.stressTo === "none"))}, the backlash hits Indy ${pct(charmOdds.probability((x) => x.stressTo === "attacker"))}`,
);
const step1 = resolve(conflictExchange({ attacker: indy, defender: waterford, request: charm }), scriptedDice([...dF(-2), ...dF(1)]));
for (const line of explain(step1.trace)) console.log(`   ${line}`);
indy = applyStress(indy, { track: step1.value.track, amount: step1.value.amount }).character;
console.log(`   net ${ladderLabel(step1.value.net)}: Indy checks ${String(indy.composure.checked)} of his ${String(indy.composure.boxes)} Composure boxes\n`);

// Step 2: Investigation against Average, hoping for a shift to alter the situation.
const look: ActionRequest = { ability: "Investigation", against: { type: "target", value: 1 } };
const advice = adviseAction({ character: indy, request: look, goal: "shift" });
console.log("2. Indy looks for leverage (Investigation vs Average; he wants a shift). Spending fate points:");
for (const plan of advice.plans) {
  console.log(`   ${plan.plan.padEnd(24)} a shift ${pct(plan.success)}   fate points spent on average ${plan.expectedFpSpent.toNumber().toFixed(2)}`);
}
console.log(`   best chance: ${advice.best}; Indy, as in the text, declares one fate point for +2`);
const step2 = resolve(action({ character: indy, request: { ...look, fatePointBonus: true } }), scriptedDice(dF(0)));
for (const line of explain(step2.trace)) console.log(`   ${line}`);
const alt = resolve(action({ character: indy, request: { ...look, fatePointBonus: true } }, { shiftFormula: "marginMinusOne" }), scriptedDice(dF(0))).value;
console.log(
  `   ${step2.value.label}, ${String(step2.value.margin)} steps above Average: ${String(step2.value.shifts)} shift by the written rule, ${String(alt.shifts)} as the text grants (option shiftFormula)`,
);
indy = spendFatePoints(indy, step2.value.fpSpent);
console.log(`   Indy has ${String(indy.fatePoints)} fate points left\n`);

// Step 3: Academics with the GM's +2 for a clever approach, against her Resolve.
const lecture: ExchangeRequest = { kind: "mental", attack: { ability: "Academics", situational: [{ label: "clever approach (GM)", value: 2 }] } };
const lectureOdds = odds(conflictExchange({ attacker: indy, defender: waterford, request: lecture }));
const takesHerOut = lectureOdds.probability((x) => x.stressTo === "defender" && x.amount > waterford.composure.boxes);
console.log("3. Indy lectures on Malory's sources (Academics +2 clever vs Resolve). Before the roll:");
console.log(
  `   Indy wins ${pct(lectureOdds.probability((x) => x.stressTo === "defender"))}; more stress than her ${String(waterford.composure.boxes)} boxes ${pct(takesHerOut)}`,
);
const step3 = resolve(conflictExchange({ attacker: indy, defender: waterford, request: lecture }), scriptedDice([...dF(3), ...dF(-2)]));
for (const line of explain(step3.trace)) console.log(`   ${line}`);
// ruling FATE-AMB-25: she "agrees": the concession is an input of the hit itself
const hit = applyStress(waterford, { track: "composure", amount: step3.value.amount, concede: true });
console.log(
  `   net ${ladderText(step3.value.net)}: her Composure is full (${String(hit.character.composure.checked)}/${String(hit.character.composure.boxes)}), overflow ${String(hit.overflow)}`,
);
waterford = hit.character;
console.log(`   she ${waterford.status} and lets him into the closed stacks\n`);

// The scene ends: fate points back to three, stress cleared.
indy = endScene(indy);
console.log(`Scene ends: Indy has ${String(indy.fatePoints)} fate points and ${String(indy.composure.checked)} Composure stress`);
