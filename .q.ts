import { dice, odds, resolve, seededDice, explain, parseDice, simulate } from "pulp-rules";
for (const s of ["10d10<=6","3d6>=10","4d6kh3","4dF+2","d6!","3d6!","2d6+1d4-1","{2d6}>=6","4d6dl1", "d%", "2D6+1"]) {
  const o = odds(dice(s));
  console.log(s, parseDice(s).kind, o.outcomes.length, typeof o.outcomes[0]?.value === "number" ? o.mean().toString() : o.probability(true as never).toString());
}
const r = resolve(dice("4dF+2"), seededDice(7)); console.log(r.value, explain(r.trace));
const r2 = resolve(dice("3d6>=10"), seededDice(7)); console.log(r2.value, explain(r2.trace));
console.log(simulate(dice("4d6kh3"), {runs: 100000, seed: 1}).mean());
for (const bad of ["2d7", "999999d6", "2d6+", "4d6kh5", "dF!", "3d6 >= x", "", "2d6)", "5000d6+5001d6", "{2d6}", "4d6kh3<=3"]) { try { dice(bad); console.log("NO ERROR", bad) } catch (e) { console.log((e as Error).message) } }
