// Jan the jewel thief against Travis the guard (the TUGS text's worked example, L.171-212): first replayed
// round by round with the dice the text rolled, then the same two fighting again with seeded dice. Before
// each round, the exact odds of each attack are printed.
// Run: npx tsx --conditions=pulp-rules:source examples/tugs-duel.ts
import { explain, Fraction, resolve, scriptedDice, seededDice } from "pulp-rules";
import {
  type Character,
  type CharacterSpec,
  combatRound,
  condition,
  createCharacter,
  type HthContextInput,
  hthAttack,
  injuryOdds,
  type RoundContextInput,
  TUGS_EXAMPLE_CHARACTERS,
} from "pulp-rules/tugs";

// the worked example's two, as the library gives them; the text gives no maximum HP (TUGS-AMB-9: an input): we use Stamina
const jan: CharacterSpec = { ...TUGS_EXAMPLE_CHARACTERS.jan, maxHp: TUGS_EXAMPLE_CHARACTERS.jan.attributes.sta };
const travis: CharacterSpec = { ...TUGS_EXAMPLE_CHARACTERS.travis, maxHp: TUGS_EXAMPLE_CHARACTERS.travis.attributes.sta };

const pct = (p: Fraction) => `${(p.toNumber() * 100).toFixed(1)}%`;

function printOdds(attacker: Character, defender: Character, ctx: HthContextInput = {}): void {
  if (attacker.weapons.length === 0) return;
  const o = injuryOdds(hthAttack({ attacker, defender, context: ctx }));
  const parts = Object.entries(o.byLocation).map(([loc, levels]) => {
    let total = Fraction.of(0);
    for (const p of Object.values(levels)) total = total.plus(p);
    return `${loc} ${pct(total)}`;
  });
  console.log(
    `   odds if ${attacker.name} attacks ${defender.name}: no injury ${pct(o.none)}, Major or worse ${pct(o.majorOrWorse)}; injured at ${parts.join(", ")}`,
  );
}

function state(c: Character): string {
  const k = condition(c);
  const injuries = c.injuries.map((i) => `${i.part} ${i.level}`).join(", ") || "none";
  return `${c.name}: impairment ${String(k.impairment)}, HP ${String(k.hp)}/${String(c.maxHp)}, injuries: ${injuries}${c.status.prone ? ", on the ground" : ""}${c.status.cannotGetUp ? ", cannot get up" : ""}`;
}

// Part 1: the text's fight, with its dice (catalogue 4.4, TUGS-EX-1).
console.log("Part 1: the fight as the text tells it\n");
const script = [
  ...["d6:2", "d6:3", "d20:14", "d20:10", "d20:15", "d20:16", "d6:3", "d6:4", "d20:11"],
  ...["d6:1", "d6:3", "d20:2", "d6:3", "d6:4", "d6:4", "d6:5"],
  ...["d6:3", "d6:3", "d20:8", "d20:15", "d20:2", "d6:5", "d6:6"],
];
const dice = scriptedDice(script);
const rounds: RoundContextInput[] = [{ a: { surprised: true } }, { a: { hth: { aimedLocation: "body" } } }, { b: { attack: false } }];
let a = createCharacter(jan);
let b = createCharacter(travis);
rounds.forEach((ctx, i) => {
  console.log(`Round ${String(i + 1)}`);
  printOdds(a, b, ctx.a?.hth);
  printOdds(b, a, ctx.b?.hth);
  const { value: r, trace } = resolve(combatRound({ a, b, context: ctx }), dice);
  for (const line of explain(trace)) console.log(`   ${line}`);
  a = r.a;
  b = r.b;
  console.log(`   => ${state(b)}\n`);
});

// Part 2: the same two, fresh, with seeded dice, until one is out of the fight.
console.log("Part 2: a seeded rematch (seed 2026)\n");
const seeded = seededDice(2026);
a = createCharacter(jan);
b = createCharacter(travis);
for (let round = 1; round <= 20 && !condition(a).outOfAction && !condition(b).outOfAction && !b.status.cannotGetUp && !a.status.cannotGetUp; round++) {
  console.log(`Round ${String(round)}`);
  printOdds(a, b);
  printOdds(b, a);
  // TUGS-GM-1: whoever is on the ground gets up when able
  const r = resolve(combatRound({ a, b, context: { a: { standUp: true }, b: { standUp: true } } }), seeded).value;
  console.log(`   initiative ${String(r.initiative.a)} / ${String(r.initiative.b)}`);
  for (const attack of r.attacks) {
    const who = attack.attacker === "a" ? "Jan" : "Travis";
    const o = attack.outcome;
    const what =
      o === null
        ? `no attack (${attack.skipped ?? ""})`
        : o.result !== "hit"
          ? o.result
          : `${o.crit ? "critical " : ""}hit on the ${o.location ?? ""}: ${o.level ?? "no injury"}${o.blunt !== "none" ? ` (${o.blunt})` : ""}`;
    console.log(`   ${who}: ${what}${attack.effects.length > 0 ? `; ${attack.effects.join(", ")}` : ""}`);
  }
  a = r.a;
  b = r.b;
  console.log(`   => ${state(a)}\n   => ${state(b)}\n`);
}
