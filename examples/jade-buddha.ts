// "Curse of the Jade Buddha": a seeded skirmish on the wharf of a port town, in the vivid rules. Jack Dawson,
// Lady Evelyn Ashcombe and three sailors try to carry the stolen Jade Buddha to their launch; Dr. Koo and his
// hatchet men close in. Initiative, movement, volleys (the exact odds printed before the dice fall),
// wounds and luck, hand-to-hand, morale and a rout, turn by turn. The same seed always tells the same story.
// Run: npx tsx --conditions=pulp-rules:source examples/jade-buddha.ts [seed]
import { type Chance, odds, resolve, seededDice } from "pulp-rules";
import {
  cliffHanger,
  type Figure,
  fiftyPercentRule,
  moraleCheck,
  movementAllowance,
  resolveHandToHand,
  routRecovery,
  shootingVolley,
  sideInitiative,
  startOfTurn,
  type Unit,
  VIVID_TRAITS,
  VIVID_WEAPONS,
  volleyHits,
  volleyPlan,
  woundedRecovery,
  woundVolley,
} from "pulp-rules/vivid";

const SEED = Number(process.argv[2] ?? 41);
const dice = seededDice(SEED);
const play = <T>(chance: Chance<T>): T => resolve(chance, dice).value;
const pct = (p: { toNumber(): number }) => `${(p.toNumber() * 100).toFixed(0)}%`;
const say = (line = "") => {
  console.log(line);
};

const { pistolBow: pistol, boltRifle: rifle, shotgun } = VIVID_WEAPONS;
const sailor = (i: number): Figure => ({
  id: `sailor${String(i)}`,
  name: ["Bosun Hicks", "Stoker O'Rourke", "Able Seaman Pike", "Sparks Malone", "Cookie Briggs"][i] ?? "Sailor",
  class: "Combatant",
  side: "good",
  figureType: "westernMale",
  handToHandClass: "armedFirearm",
  weapons: [rifle],
});
let heroes: Unit = {
  id: "heroes",
  name: "Dawson's party",
  side: "good",
  kind: "combatant",
  troopType: "trained",
  leaderId: "jack",
  commanderId: "jack",
  members: [
    {
      id: "jack",
      name: "Jack Dawson",
      class: "PC",
      side: "good",
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
      side: "good",
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
  side: "bad",
  figureType: "native",
  handToHandClass: "trained",
  weapons: [i % 3 === 0 ? rifle : pistol],
});
let thugs: Unit = {
  id: "thugs",
  name: "Dr. Koo's hatchet men",
  side: "bad",
  kind: "combatant",
  troopType: "militia",
  origin: ["native"],
  leaderId: "koo",
  members: [
    {
      id: "koo",
      name: "Dr. Koo",
      class: "PC",
      side: "bad",
      luck: 7,
      figureType: "native",
      handToHandClass: "trained",
      traits: [VIVID_TRAITS.martialArts, VIVID_TRAITS.charmedLife],
      weapons: [pistol],
    },
    ...Array.from({ length: 7 }, (_, i) => hatchetMan(i)),
  ],
};

let distance = 22; // inches between the two groups along the wharf
const able = (f: Figure) => f.status?.wound !== "killed" && f.status?.wound !== "wounded" && f.status?.routing !== true && f.status?.removed !== true;
const living = (u: Unit) => u.members.filter((m) => m.status?.wound !== "killed" && m.status?.removed !== true);
const fighters = (u: Unit) => u.members.filter(able);
const named = (u: Unit, id: string) => u.members.find((m) => m.id === id)?.name ?? id;

function volley(side: "heroes" | "thugs", shooters: readonly Figure[], shotgunHits: boolean, turn: number): { fired: boolean; killed: number } {
  const own = side === "heroes" ? heroes : thugs;
  const target = side === "heroes" ? thugs : heroes;
  if (shooters.length === 0 || living(target).length === 0) return { fired: false, killed: 0 };
  const input = {
    shooters: [...shooters],
    target,
    context: { distance, shooterMoved: side === "thugs", cover: side === "thugs" ? ("medium" as const) : ("none" as const) },
  };
  const firing = volleyPlan(input).filter((p) => p.fires);
  if (firing.length === 0) return { fired: false, killed: 0 };
  const exact = odds(volleyHits(input));
  const shots = firing.map((p) => `${named(own, p.figureId)} ${String(p.dice)}d10<=${String(p.n)}`).join(", ");
  say(`  ${shotgunHits ? "Lady Evelyn's shotgun" : (own.name ?? own.id)} at ${String(distance)}": ${shots}`);
  say(
    `    odds before the dice fall: no hit ${pct(exact.probability(0))}, at least two ${pct(exact.atLeast(2))}, expected ${exact.mean().toNumber().toFixed(2)} hits`,
  );
  const shot = play(shootingVolley(input));
  if (shot.hits === 0) {
    say("    all miss.");
    return { fired: true, killed: 0 };
  }
  const hit = Object.entries(shot.allocation).map(([id, n]) => `${named(target, id)}${n > 1 ? ` x${String(n)}` : ""}`);
  say(`    ${String(shot.hits)} hit${shot.hits > 1 ? "s" : ""}: ${hit.join(", ")}`);
  // each figure hit rolls on the wound table, +1 for a shotgun, keeping the worst (VIV-WOUND-2/3)
  const wounds = play(woundVolley(target, shot.allocation, { shotgun: shotgunHits }, { turn }));
  let dead = 0;
  for (const [id, o] of Object.entries(wounds.outcomes)) {
    const luck = o.luck === "notRolled" ? "" : ` (luck roll ${o.luck}${o.luck === "passed" ? `: ${o.rolled} becomes ${o.result}` : ""})`;
    // Strong Like An Ox ignores one result; with several hits the worst of the others still counts (VIV-AMB-43)
    const ox = !o.ox ? "" : o.result === "none" ? " (Strong Like An Ox: he shrugs it off)" : " (Strong Like An Ox shrugs off one hit, not the rest)";
    const effect = o.result === "none" ? "unhurt" : o.result;
    say(`      ${named(target, id)}: ${effect}${o.result !== "none" && o.state !== o.result ? ` (now ${o.state})` : ""}${luck}${ox}`);
    if (o.state === "killed") dead += 1;
  }
  if (side === "heroes") thugs = wounds.unit;
  else heroes = wounds.unit;
  return { fired: true, killed: dead };
}

function shootingMorale(side: "heroes" | "thugs", killed: number): void {
  // the target tests morale after being shot at (VIV-MOR-1); a failure retreats a full move (VIV-MOR-5)
  const target = side === "heroes" ? thugs : heroes;
  if (fighters(target).length === 0 || target.morale === "routing") return;
  const m = play(moraleCheck(target, { trigger: "shooting", friendliesKilledNearby: Math.min(killed, 2) }));
  if (!m.outcome.tested) return;
  say(
    `    ${target.name ?? target.id} test morale (needs ${String(m.outcome.target)} or less): ${m.outcome.pass ? "they stand" : m.outcome.result === "retreat" ? "they fall back a full move!" : m.outcome.result}`,
  );
  if (m.outcome.result === "retreat") distance += side === "heroes" ? 8 : 6;
  if (side === "heroes") thugs = m.unit;
  else heroes = m.unit;
}

function melee(active: "heroes" | "thugs", turn: number): void {
  const a = fighters(active === "heroes" ? heroes : thugs);
  const p = fighters(active === "heroes" ? thugs : heroes);
  if (a.length === 0 || p.length === 0) return;
  const attacks = [
    ...a.map((f, i) => ({ attackerId: f.id, targetId: (p[i % p.length] as Figure).id })),
    ...p.map((f, i) => ({ attackerId: f.id, targetId: (a[i % a.length] as Figure).id })),
  ];
  say(`  Hand-to-hand on the gangplank: ${a.map((f) => f.name).join(", ")} strike first.`);
  const r = resolve(resolveHandToHand({ active: a, passive: p, attacks, turn }), dice).value;
  for (const s of r.strikes) {
    if (s.hits > 0 || s.reason !== "struck") {
      const who = r.figures.find((f) => f.id === s.attackerId)?.name ?? s.attackerId;
      const whom = r.figures.find((f) => f.id === s.targetId)?.name ?? s.targetId;
      say(`    ${who} ${s.reason === "struck" ? `hits ${whom}${s.hits > 1 ? ` ${String(s.hits)} times` : ""}` : `cannot strike (${s.reason})`}`);
    }
  }
  const after = new Map(r.figures.map((f) => [f.id, f]));
  const update = (u: Unit): Unit => ({ ...u, members: u.members.map((m) => after.get(m.id) ?? m) });
  const before = (u: Unit) => living(u).length;
  const losses = { heroes: before(heroes), thugs: before(thugs) };
  heroes = update(heroes);
  thugs = update(thugs);
  const struck = new Set(r.strikes.filter((s) => s.hits > 0).map((s) => s.targetId));
  for (const f of r.figures) {
    if (f.status?.wound === "killed" || f.status?.wound === "wounded") say(`      ${f.name}: ${f.status.wound}`);
    else if (struck.has(f.id)) say(`      ${f.name}: unhurt${f.status?.oxUsedThisTurn === true ? " (Strong Like An Ox)" : ""}`);
  }
  // both sides test morale after hand-to-hand: a failure routs (VIV-MOR-6)
  for (const side of ["heroes", "thugs"] as const) {
    const unit = side === "heroes" ? heroes : thugs;
    const dead = Math.min(2, losses[side] - before(unit));
    const m = play(moraleCheck(unit, { trigger: "handToHand", adjacentAfterMelee: true, friendliesKilledNearby: dead }));
    if (!m.outcome.tested) continue;
    say(`    ${unit.name ?? unit.id} test morale (needs ${String(m.outcome.target)}): ${m.outcome.pass ? "they hold" : `${m.outcome.result}!`}`);
    if (side === "heroes") heroes = m.unit;
    else thugs = m.unit;
    if (m.outcome.result === "rout") distance += 8;
  }
}

say(`CURSE OF THE JADE BUDDHA (seed ${String(SEED)})`);
say("Night on the Kowloon wharf. Dawson's party carries the Jade Buddha towards the launch; Dr. Koo's hatchet men bar the way.");
for (let turn = 1; turn <= 5; turn++) {
  heroes = { ...heroes, members: heroes.members.map(startOfTurn) };
  thugs = { ...thugs, members: thugs.members.map(startOfTurn) };
  say();
  say(`TURN ${String(turn)}`);
  // a routing unit tries to stop at the start of each following turn (VIV-MOR-7)
  for (const side of ["heroes", "thugs"] as const) {
    const unit = side === "heroes" ? heroes : thugs;
    if (unit.morale !== "routing") continue;
    const r = play(routRecovery(unit));
    say(`  ${unit.name ?? unit.id} ${r.stops ? "stop running and turn to fight" : "keep running"}.`);
    if (side === "heroes") heroes = r.unit;
    else thugs = r.unit;
  }
  const init = play(sideInitiative(["heroes", "thugs"]));
  const order = init.order as ("heroes" | "thugs")[];
  say(`  Initiative: ${order[0] === "heroes" ? heroes.name : thugs.name} act first.`);
  for (const side of order) {
    const unit = side === "heroes" ? heroes : thugs;
    if (fighters(unit).length === 0) continue;
    if (unit.morale === "routing") {
      distance += 8;
      say(`  ${unit.name ?? unit.id} flee along the wharf (${String(distance)}" apart).`);
      continue;
    }
    if (side === "thugs" && distance > 0) {
      const move = movementAllowance({ figureType: "native" });
      const step = move.ok ? move.inches : 0;
      distance = Math.max(0, distance - step);
      say(`  Dr. Koo's men rush ${String(step)}" along the wharf: ${distance === 0 ? "into base contact!" : `${String(distance)}" apart.`}`);
    } else if (side === "heroes" && distance > 0) {
      say("  Dawson's party holds its ground behind the stone quay wall (medium cover).");
    }
    if (distance > 0) {
      const shooters = fighters(unit);
      const main = volley(
        side,
        shooters.filter((f) => f.id !== "evelyn"),
        false,
        turn,
      );
      const evelyn = shooters.find((f) => f.id === "evelyn");
      const blast = evelyn === undefined ? { fired: false, killed: 0 } : volley(side, [evelyn], true, turn);
      if (main.fired || blast.fired) shootingMorale(side, main.killed + blast.killed);
      else say(`  ${unit.name ?? unit.id}: nobody is in range yet.`);
    } else melee(side, turn);
  }
  // a wounded PC may recover at the end of the turn (VIV-WOUND-5)
  heroes = {
    ...heroes,
    members: heroes.members.map((m) => {
      if (m.status?.wound !== "wounded" || m.class !== "PC") return m;
      const r = play(woundedRecovery(m, turn));
      say(`  ${m.name} ${r.recovered ? "shakes off the wound" : "is still wounded"}.`);
      return r.figure;
    }),
  };
  const verdict = fiftyPercentRule([thugs], 8);
  if (verdict.retire || fighters(thugs).length === 0 || fighters(heroes).length === 0) {
    say();
    say(
      verdict.retire
        ? `Dr. Koo's side has lost ${String(verdict.lost)} of its ${String(verdict.total)} figures: the villains melt into the night (50% rule).`
        : "The fight is over.",
    );
    break;
  }
}

say();
// the Cliff-hanger (VIV-CLIFF-1): every PC killed tonight gets one last luck roll; the GM allows it for all
for (const pc of [...heroes.members, ...thugs.members].filter((m) => m.class === "PC" && m.status?.wound === "killed")) {
  const c = play(cliffHanger(pc, true));
  say(
    c.survived
      ? `${pc.name} was seen to fall into the harbour... but the body was never found (Cliff-hanger passed: back next game).`
      : `${pc.name} is gone for good (Cliff-hanger failed).`,
  );
}
const standing = fighters(heroes).map((f) => f.name);
say(`Still standing with the Buddha: ${standing.length > 0 ? standing.join(", ") : "nobody"}.`);
