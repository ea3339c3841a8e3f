// Hooks the guide promised (issue 12, item 15): reactions, the size modifier as data, explicit GM inputs to
// fire(), actions for an undriven vehicle or robot, and what suppression stops.
import { describe, expect, it } from "vitest";
import {
  actionsFor,
  canFire,
  type EvolutionOptionsInput,
  fire,
  parseModel,
  type ReactionProcedure,
  reaction,
  SIZE_MODIFIER_RELATIVE_TO_HUMAN,
  sizeModifier,
  TOUGH,
  validateGroup,
  wtfCheck,
} from "../../src/evolution/index.js";
import { constant, explain, odds, RulesError, resolve, scriptedDice } from "../../src/index.js";
import { cowpokes, trailBoss } from "./fixtures.js";

const revolver = { name: "revolver", firingDice: 1, damageDice: "1D6" };

describe("reactions (EVO-GEN-1, hook EVO-AMB-9, EVO-GM-5)", () => {
  it("EVO-GEN-1, EVO-AMB-9: the placeholder takes no reaction, rolls nothing, and says why", () => {
    const dice = scriptedDice([]);
    const { value, trace } = resolve(reaction(TOUGH, { kind: "shot-at", byId: "bandido" }), dice);
    expect(value).toEqual({ reacts: false, action: null });
    expect(trace).toEqual([expect.objectContaining({ type: "note", rule: "EVO-AMB-9" })]);
    expect(
      odds(reaction(TOUGH, { kind: "charged" }))
        .probability((r) => r.reacts)
        .toString(),
    ).toBe("0");
  });

  it("EVO-GM-5, EVO-WTF-1: a group's own reaction rule plugs in (stand and shoot on a WtF 4+: 1/2)", () => {
    const standAndShoot: ReactionProcedure = (model, trigger, options) =>
      trigger.kind === "charged"
        ? wtfCheck(model, { reason: "stand and shoot" }, options).map((pass) => ({ reacts: pass, action: pass ? ("shoot" as const) : null }))
        : constant({ reacts: false, action: null });
    const r = odds(reaction(TOUGH, { kind: "charged" }, { procedure: standAndShoot }));
    expect(r.probability((v) => v.reacts && v.action === "shoot").toString()).toBe("1/2");
    expect(
      odds(reaction(TOUGH, { kind: "shot-at" }, { procedure: standAndShoot }))
        .probability((v) => v.reacts)
        .toString(),
    ).toBe("0");
    const bad: ReactionProcedure = () => constant({ reacts: true, action: "dance" as never });
    expect(() => resolve(reaction(TOUGH, { kind: "x" }, { procedure: bad }), scriptedDice([]))).toThrow(RulesError);
  });

  it("EVO-GEN-1, EVO-AMB-16: a removed model never reacts; a malformed trigger is INVALID_INPUT", () => {
    const dead = { ...TOUGH, state: { removed: true } };
    const always: ReactionProcedure = () => constant({ reacts: true, action: "shoot" as const });
    expect(resolve(reaction(dead, { kind: "shot-at" }, { procedure: always }), scriptedDice([])).value.reacts).toBe(false);
    expect(() => reaction(TOUGH, { kind: "" })).toThrow(/trigger\.kind/);
    expect(() => reaction(TOUGH, { kind: "x", by: "y" } as never)).toThrow(/unknown key "by" \(did you mean "byId"\?\)/);
  });
});

describe("the size modifier as data (EVO-AMB-5, EVO-SIZE-1)", () => {
  it("EVO-AMB-5 (option relative-to-human): the catalogue's suggested table is data, +1 per size above 3, −1 below", () => {
    expect(SIZE_MODIFIER_RELATIVE_TO_HUMAN.slice(0, 6)).toEqual([
      { size: 1, modifier: -2 },
      { size: 2, modifier: -1 },
      { size: 3, modifier: 0 },
      { size: 4, modifier: 1 },
      { size: 5, modifier: 2 },
      { size: 6, modifier: 3 },
    ]);
    expect(Object.isFrozen(SIZE_MODIFIER_RELATIVE_TO_HUMAN[0])).toBe(true);
  });

  it("EVO-AMB-5 (option: a table by size): the table's row applies; a size without a row is refused, never 0", () => {
    const table: EvolutionOptionsInput = {
      sizeModifier: {
        table: [
          { size: 3, modifier: 0 },
          { size: 6, modifier: 2 },
        ],
      },
    };
    expect(sizeModifier(6, table)).toBe(2);
    expect(sizeModifier(3, table)).toBe(0);
    expect(() => sizeModifier(5, table)).toThrow(/no row for size 5/);
    // a tank: D6 + 2 >= 5, so 3+ hits: 2/3
    expect(
      odds(fire(TOUGH, revolver, { los: "clear", targetSize: 6 }, table))
        .probability(1)
        .toString(),
    ).toBe("2/3");
    expect(() =>
      sizeModifier(6, {
        sizeModifier: {
          table: [
            { size: 6, modifier: 1 },
            { size: 6, modifier: 2 },
          ],
        },
      }),
    ).toThrow(/each size appears once/);
    expect(sizeModifier(6)).toBe(0); // default none
  });
});

describe("fire(): the line of sight and the target's size are explicit inputs (EVO-FIRE-1, EVO-GM-2, EVO-GM-3)", () => {
  it("EVO-FIRE-1, EVO-LOS-1: given both, nothing is assumed", () => {
    const { trace } = resolve(fire(TOUGH, revolver, { los: "obscured", targetSize: 3 }), scriptedDice(["d6:6"]));
    expect(explain(trace).some((line) => line.startsWith("assumed"))).toBe(false);
  });

  it("EVO-GM-2, EVO-GM-3: the first release's call still works, and its trace names each assumption", () => {
    const { value, trace } = resolve(fire(TOUGH, revolver), scriptedDice(["d6:5"]));
    expect(value).toBe(1);
    expect(explain(trace).slice(0, 2)).toEqual([
      "assumed: clear line of sight (no context.los given; deprecated) [EVO-GM-2]",
      "assumed: target size 3 (no context.targetSize given; deprecated) [EVO-GM-3]",
    ]);
    expect(odds(fire(TOUGH, revolver)).probability(1).toString()).toBe("1/3");
  });
});

describe("vehicles and robots without a driver (EVO-VEH-1, EVO-ACT-1, EVO-GM-3)", () => {
  const robot = { ...TOUGH, id: "robot", type: "vehicle" as const };

  it("EVO-VEH-1, EVO-ACT-1: an undriven vehicle has 0 actions unless its special rules give it some", () => {
    expect(actionsFor(robot)).toBe(0);
    expect(actionsFor({ ...robot, autonomousActions: 2 })).toBe(2);
    expect(actionsFor({ ...robot, driverType: "mook" })).toBe(1);
  });

  it("EVO-VEH-1: only an undriven vehicle acts on its own", () => {
    expect(() => parseModel({ ...robot, driverType: "character", autonomousActions: 1 })).toThrow(/model\.autonomousActions/);
    expect(() => parseModel({ ...TOUGH, autonomousActions: 1 })).toThrow(/model\.autonomousActions/);
    expect(() => parseModel({ ...robot, autonomousActions: 4 })).toThrow(/model\.autonomousActions/);
  });
});

describe("what suppression stops (EVO-WTF-1, hook EVO-AMB-8, option suppressedActions)", () => {
  const suppressed = { ...TOUGH, state: { suppressed: true } };

  it("EVO-WTF-1, EVO-AMB-8 (default suppressedActions 0): a suppressed model does not act, fire or join a leader's group", () => {
    expect(actionsFor(suppressed)).toBe(0);
    expect(actionsFor(suppressed, { withLeader: true })).toBe(0);
    expect(canFire(suppressed, revolver, "clear")).toEqual({ ok: false, reason: "SUPPRESSED" });
    expect(() => fire(suppressed, revolver, { los: "clear", targetSize: 3 })).toThrow(/may not fire/);
    const group = {
      leader: { model: trailBoss, at: { x: 0, y: 0 }, actions: [{ action: "ready" as const }] },
      mooks: [{ model: { ...cowpokes[0]!, state: { suppressed: true } }, at: { x: 1, y: 0 }, actions: [{ action: "ready" as const }] }],
    };
    expect(validateGroup(group).issues.map((i) => i.code)).toEqual(["ACTION_COUNT"]);
    expect(actionsFor({ ...TOUGH, state: { suppressed: false } })).toBe(1);
  });

  it("EVO-AMB-8 (option suppressedActions 1): a suppressed model keeps one action, and may fire", () => {
    const o = { suppressedActions: 1 };
    expect(actionsFor(suppressed, { withLeader: true }, o)).toBe(1);
    expect(actionsFor({ ...trailBoss, state: { suppressed: true } }, {}, o)).toBe(1);
    expect(canFire(suppressed, revolver, "clear", o)).toEqual({ ok: true });
    expect(
      odds(fire(suppressed, revolver, { los: "clear", targetSize: 3 }, o))
        .probability(1)
        .toString(),
    ).toBe("1/3");
  });
});
