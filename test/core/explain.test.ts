// Explanations a player reads (issue #16): who rolled each die, which figure a hit goes to, why a shooter does
// not fire, and explain's styles. Expected lines are written from the texts' wording, not from the code.
import { describe, expect, it } from "vitest";
import { count, die, explain, RulesError, resolve, scriptedDice, type Trace } from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";

const rifle = rugged.RUGGED_WEAPONS.boltRifle;
const pistol = rugged.RUGGED_WEAPONS.pistolBow;
const man = (id: string, name: string, weapons: rugged.Weapon[]): rugged.Figure => ({ id, name, class: "Combatant", luck: 5, weapons });
const hatchetMen: rugged.Unit = { id: "h", kind: "combatant", members: [man("h1", "Hatchet man 1", [pistol]), man("h2", "Hatchet man 2", [pistol])] };
const context = { distance: 30, shooterMode: "stationary" as const };

describe("explain: the player's style (issue #16)", () => {
  it("RUG-SHOOT-5: a pool naming who rolls each die: the same dice and hits, each die's entry names its roller", () => {
    const by = [
      { actor: { id: "b", name: "Bosun Hicks" }, dice: 1 },
      { actor: { id: "h", name: "Hatchet man 2" }, dice: 2 },
    ];
    const named = count(3, "d10", (f) => f <= 5, { purpose: "to hit (5 or less)", rule: "RUG-SHOOT-5", labels: ["miss", "hit"], by });
    const plain = count(3, "d10", (f) => f <= 5, { purpose: "to hit (5 or less)", rule: "RUG-SHOOT-5", labels: ["miss", "hit"] });
    const dice = ["d10:3", "d10:7", "d10:5"];
    const r = resolve(named, scriptedDice(dice));
    expect(r.value).toBe(2);
    expect(resolve(plain, scriptedDice(dice)).value).toBe(2);
    expect(explain(r.trace)).toEqual(explain(resolve(plain, scriptedDice(dice)).trace));
    expect(explain(r.trace, { style: "table" })).toEqual(["Bosun Hicks rolls 3: hit.", "Hatchet man 2 rolls 7: miss.", "Hatchet man 2 rolls 5: hit."]);
    expect(explain(r.trace, { style: "table", ruleIds: true })[0]).toBe("Bosun Hicks rolls 3: hit. (RUG-SHOOT-5)");
    expect(explain(r.trace, { style: "table", names: new Map([["b", "the Bosun"]]) })[0]).toBe("the Bosun rolls 3: hit.");
  });

  it("RUG-SHOOT-5: by must add up to the pool, and names an actor with an id and a name", () => {
    const bad = (by: unknown) => () => count(2, "d10", (f) => f <= 5, { by: by as never });
    expect(bad([{ actor: { id: "b", name: "B" }, dice: 1 }])).toThrow(RulesError);
    expect(bad([{ actor: { id: "b" }, dice: 2 }])).toThrow(/what\.by\[0\]/);
    expect(bad("b")).toThrow(RulesError);
  });

  it("RUG-SHOOT-6: a die that picks a figure names it in each face's entry (faceTargets); the log is unchanged", () => {
    const faceTargets = [
      { id: "h1", name: "Hatchet man 1" },
      { id: "h2", name: "Hatchet man 2" },
    ];
    const r = resolve(die("d2", { purpose: "which figure takes hit 1", rule: "RUG-SHOOT-6", faceTargets }), scriptedDice(["d2:2"]));
    expect(r.trace[0]).toMatchObject({ type: "die", face: 2, target: { id: "h2", name: "Hatchet man 2" } });
    expect(explain(r.trace)).toEqual(["d2 which figure takes hit 1: 2 [RUG-SHOOT-6]"]);
    expect(explain(r.trace, { style: "table" })).toEqual(["Which figure takes hit 1: d2 shows 2. Hatchet man 2 is hit."]);
  });

  it("RUG-SHOOT-5: the log style is the default, and a die without a roller reads as a sentence", () => {
    const { trace } = resolve(die("d10", { purpose: "to hit", rule: "RUG-SHOOT-4" }), scriptedDice(["d10:7"]));
    expect(explain(trace)).toEqual(["d10 to hit: 7 [RUG-SHOOT-4]"]);
    expect(explain(trace, { style: "log", ruleIds: false })).toEqual(["d10 to hit: 7"]);
    expect(explain(trace, { style: "table" })).toEqual(["To hit: d10 shows 7."]);
    const mod: Trace = [{ type: "modifier", rule: "RUG-SHOOT-4", label: "target in soft cover", value: -1 }];
    expect(explain(mod, { style: "table" })).toEqual(["Target in soft cover: -1."]);
  });

  it("RUG-SHOOT-5: explain's options are checked (RulesError naming the option)", () => {
    const { trace } = resolve(die("d6"), scriptedDice(["d6:1"]));
    const err = (options: unknown): unknown => {
      try {
        explain(trace, options as never);
      } catch (e) {
        return e;
      }
      return undefined;
    };
    expect(err({ style: "pretty" })).toMatchObject({ fn: "explain", path: "options.style" });
    expect(err({ ruleIds: "yes" })).toMatchObject({ fn: "explain", path: "options.ruleIds" });
    expect(err({ names: { b: "B" } })).toMatchObject({ fn: "explain", path: "options.names" });
    expect(err({ colour: true })).toMatchObject({ fn: "explain", path: "options.colour" });
    expect(err(null)).toBeUndefined();
    expect(err(undefined)).toBeUndefined();
  });
});

describe("a volley's trace names its shooters, the figures hit and who does not fire (issue #16)", () => {
  const firing = man("b", "Bosun Hicks", [rifle]);
  const unarmed = man("s", "Spotter", []);
  // a pistol's long range is none and its medium 15" (RUG-RANGE-2): at 30" it is out of range
  const pistolero = man("p", "Pistolero", [pistol]);

  it("RUG-SHOOT-1 RUG-RANGE-2: OUT_OF_RANGE and NO_WEAPON are in the trace, one note per shooter, with the same value and dice", () => {
    const all = resolve(rugged.shootingVolley({ shooters: [unarmed, firing, pistolero], target: hatchetMen, context }), scriptedDice(["d10:3", "d2:2"]));
    const alone = resolve(rugged.shootingVolley({ shooters: [firing], target: hatchetMen, context }), scriptedDice(["d10:3", "d2:2"]));
    expect(all.value).toEqual({ hits: 1, dropped: [], allocation: { h2: 1 } });
    expect(all.value).toEqual(alone.value);
    expect(all.trace.filter((e) => e.type === "die")).toEqual(alone.trace.filter((e) => e.type === "die"));
    const refused = all.trace.filter((e) => e.type === "note" && e.code !== undefined);
    expect(refused).toEqual([
      {
        type: "note",
        rule: "RUG-SHOOT-1",
        code: "NO_WEAPON",
        actor: { id: "s", name: "Spotter" },
        text: "Spotter does not fire: the figure has no ranged weapon",
      },
      {
        type: "note",
        rule: "RUG-RANGE-2",
        code: "OUT_OF_RANGE",
        actor: { id: "p", name: "Pistolero" },
        text: "Pistolero does not fire: 30\" is beyond the pistol's range",
      },
    ]);
    // a volley where nobody fires: 0 hits, and the trace says why
    const none = resolve(rugged.shootingVolley({ shooters: [unarmed, pistolero], target: hatchetMen, context }), scriptedDice([]));
    expect(none.value.hits).toBe(0);
    expect(none.trace.map((e) => (e.type === "note" ? e.code : e.type))).toEqual(["NO_WEAPON", "OUT_OF_RANGE"]);
    expect(resolve(rugged.volleyHits({ shooters: [unarmed, pistolero], target: hatchetMen, context }), scriptedDice([])).trace).toEqual(none.trace);
  });

  it("RUG-SHOOT-5 RUG-SHOOT-6 RUG-SHOOT-7: the table style reads without the rule book", () => {
    const r = resolve(rugged.shootingVolleyWithWounds({ shooters: [firing, pistolero], target: hatchetMen, context }), scriptedDice(["d10:3", "d2:2", "d6:6"]));
    const lines = explain(r.trace, { style: "table" });
    expect(lines).toContain("Pistolero does not fire: 30\" is beyond the pistol's range.");
    expect(lines).toContain("Bosun Hicks rolls 3: hit.");
    expect(lines).toContain("Which figure takes hit 1: d2 shows 2. Hatchet man 2 is hit.");
    expect(lines).toContain("Hatchet man 2 is hit.");
    expect(lines.some((l) => /\[|RUG-/.test(l))).toBe(false);
  });
});
