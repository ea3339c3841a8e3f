import { describe, expect, it } from "vitest";
import { RulesError } from "../../src/index.js";
import { actionsFor, type GroupActivation, validateGroup } from "../../src/evolution/index.js";
import { bandido, cowpokes, trailBoss } from "./fixtures.js";

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
const bandidos = [
  { x: 6, y: 21 },
  { x: 2, y: 19 },
  { x: 8, y: 22 },
  { x: 4, y: 20 },
];

const move = (): GroupActivation => ({
  action: "move",
  leader: { model: trailBoss, at: { x: 0, y: 0 }, end: { x: 4, y: 3 } },
  mooks: cowpokes.map((model, i) => ({ model, at: starts[i]!, action: "move" as const, end: ends[i]! })),
});
const volley = (): GroupActivation => ({
  action: "shoot",
  leader: { model: trailBoss, at: { x: 4, y: 3 }, target: { x: 4, y: 20 } },
  mooks: cowpokes.map((model, i) => ({ model, at: ends[i]!, action: "shoot" as const, target: bandidos[i]! })),
});

describe("leadership (EVO-LEAD-1)", () => {
  it("EVO-EX-2, EVO-ACT-1: the trail boss and four cowpokes move around the barn together, then shoot the bandidos", () => {
    for (const c of cowpokes) expect(actionsFor(c, { withLeader: true })).toBe(2);
    expect(validateGroup(move())).toEqual({ valid: true, issues: [] });
    expect(validateGroup(volley())).toEqual({ valid: true, issues: [] });
  });

  it("EVO-EX-2, EVO-LEAD-1: a cowpoke that ends its move more than 6″ from the boss breaks the group", () => {
    const g = move();
    const bad = { ...g, mooks: g.mooks.map((m, i) => (i === 1 ? { ...m, end: { x: -5, y: -3 } } : m)) };
    const verdict = validateGroup(bad);
    expect(verdict.valid).toBe(false);
    expect(verdict.issues.map((i) => [i.code, i.path, i.modelId])).toEqual([["ENDS_TOO_FAR", "mooks[1].end", "cowpoke-2"]]);
    expect(verdict.issues[0]?.rule).toBe("EVO-LEAD-1");
  });

  it("EVO-EX-2, EVO-LEAD-1: a cowpoke shooting a target more than 6″ from the boss's target breaks the group", () => {
    const g = volley();
    const bad = { ...g, mooks: g.mooks.map((m, i) => (i === 0 ? { ...m, target: { x: 12, y: 20 } } : m)) };
    const verdict = validateGroup(bad);
    expect(verdict.issues.map((i) => i.code)).toEqual(["TARGET_TOO_FAR"]);
    expect(verdict.issues[0]?.message).toMatch(/8″ from the leader's target/);
  });

  it("EVO-LEAD-1, EVO-AMB-14: the 6″ is measured at activation; 6″ exactly is within", () => {
    const g = move();
    const edge = { ...g, mooks: [{ ...g.mooks[0]!, at: { x: 6, y: 0 }, end: { x: 8, y: 2 } }] };
    expect(validateGroup(edge).valid).toBe(true);
    const far = { ...g, mooks: [{ ...g.mooks[0]!, at: { x: 6.5, y: 0 }, end: { x: 8, y: 2 } }] };
    expect(validateGroup(far).issues.map((i) => i.code)).toEqual(["TOO_FAR_AT_ACTIVATION"]);
  });

  it("EVO-LEAD-1: every mook must take the leader's action", () => {
    const g = move();
    const bad = { ...g, mooks: [{ ...g.mooks[0]!, action: "ready" as const }] };
    expect(validateGroup(bad).issues.map((i) => i.code)).toEqual(["DIFFERENT_ACTION"]);
  });

  it("EVO-LEAD-1, EVO-MOVE-1: a mook may not move further than its Move", () => {
    const g = move();
    const bad = { ...g, mooks: [{ ...g.mooks[0]!, at: { x: 2, y: 0 }, end: { x: 2, y: 5.5 } }] };
    expect(validateGroup(bad).issues.map((i) => i.code)).toEqual(["MOVED_TOO_FAR"]);
  });

  it("EVO-AMB-18: a mook that cannot reach 6″ of the leader (e.g. seriously wounded) ends as close as it can", () => {
    const g = move();
    const slow = {
      ...g,
      mooks: [
        {
          ...g.mooks[1]!,
          model: { ...cowpokes[1]!, state: { lightWounds: 0, seriousWounds: 1, removed: false } },
          at: { x: -4, y: -2 },
          end: { x: -3.5, y: -1.5 },
          cannotReach: true,
        },
      ],
    };
    expect(validateGroup(slow).valid).toBe(true);
  });

  it("EVO-LEAD-1: the charge: mooks charge enemies within 6″ of the leader's target, or fall back to a move within 6″ of the leader", () => {
    const g: GroupActivation = {
      action: "charge",
      leader: { model: trailBoss, at: { x: 0, y: 0 }, end: { x: 0, y: 5 }, target: { x: 0, y: 5.5 } },
      mooks: [
        { model: cowpokes[0]!, at: { x: 2, y: 0 }, action: "charge", target: { x: 3, y: 6 } },
        { model: cowpokes[1]!, at: { x: -3, y: 0 }, action: "charge", chargeContact: false, end: { x: -3, y: 4 } },
      ],
    };
    expect(validateGroup(g).valid).toBe(true);
    const far: GroupActivation = {
      ...g,
      mooks: [
        { ...g.mooks[0]!, target: { x: 8, y: 9 } },
        { ...g.mooks[1]!, end: { x: -6, y: -4 } },
      ],
    };
    expect(validateGroup(far).issues.map((i) => i.code)).toEqual(["TARGET_TOO_FAR", "ENDS_TOO_FAR"]);
  });

  it("EVO-LEAD-1, EVO-AMB-20: the leader must be a character with Leadership, and only mooks join", () => {
    const g = volley();
    const verdict = validateGroup({
      ...g,
      leader: { ...g.leader, model: { ...trailBoss, skills: [] } },
      mooks: [{ ...g.mooks[0]!, model: { ...trailBoss, id: "other" } }],
    });
    expect(verdict.issues.map((i) => i.code)).toEqual(["NOT_A_LEADER", "NOT_A_MOOK"]);
  });

  it("EVO-LEAD-1: missing positions and removed models are reported", () => {
    const g = move();
    const verdict = validateGroup({
      action: "shoot",
      leader: { model: { ...trailBoss, state: { removed: true } }, at: g.leader.at },
      mooks: [{ model: { ...bandido, state: { removed: true } }, at: { x: 1, y: 1 }, action: "shoot" }],
    });
    expect(verdict.issues.map((i) => i.code)).toEqual(["REMOVED", "MISSING_POSITION", "REMOVED", "MISSING_POSITION"]);
    const noEnds = validateGroup({ ...g, leader: { model: trailBoss, at: g.leader.at }, mooks: [{ model: bandido, at: { x: 1, y: 1 }, action: "move" }] });
    expect(noEnds.issues.map((i) => i.path)).toEqual(["leader.end", "mooks[0].end"]);
  });

  it("EVO-LEAD-1: a malformed activation throws INVALID_INPUT with its path", () => {
    expect(() => validateGroup({ ...move(), action: "dance" as never })).toThrow(RulesError);
    expect(() => validateGroup({ ...move(), mooks: [{ model: bandido, at: { x: "a" as never, y: 0 }, action: "move" }] })).toThrow(
      /activation\.mooks\[0\]\.at\.x/,
    );
  });
});
