import { describe, expect, it } from "vitest";
import { blocksLos, inFieldOfVision, lineOfSight, SIZE_SCALE } from "../../src/evolution/index.js";

describe("line of sight (EVO-LOS-1, EVO-LOS-2, EVO-LOS-3, EVO-COVER-1)", () => {
  it("EVO-LOS-1, EVO-AMB-19: clear, obscured and blocked follow the GM's reading of the terrain", () => {
    expect(lineOfSight()).toBe("clear");
    expect(lineOfSight({ terrain: "non-blocking" })).toBe("clear");
    expect(lineOfSight({ terrain: "partial" })).toBe("obscured");
    expect(lineOfSight({ terrain: "complete" })).toBe("blocked");
    expect(lineOfSight({ blockedByModel: true })).toBe("blocked");
  });

  it("EVO-LOS-1: models see 180° forward; outside that arc the target is blocked", () => {
    expect(inFieldOfVision(0, 90)).toBe(true);
    expect(inFieldOfVision(0, -90)).toBe(true);
    expect(inFieldOfVision(0, 91)).toBe(false);
    expect(inFieldOfVision(350, 30)).toBe(true);
    expect(inFieldOfVision(90, 270)).toBe(false);
    expect(lineOfSight({ inFieldOfVision: false })).toBe("blocked");
    expect(() => inFieldOfVision(Number.NaN, 0)).toThrow(/facingDeg/);
  });

  it("EVO-COVER-1, EVO-AMB-6 (default coverObscures true): a target in cover is Obscured", () => {
    expect(lineOfSight({ targetInCover: true })).toBe("obscured");
    expect(lineOfSight({ targetInCover: true }, { coverObscures: true })).toBe("obscured");
  });

  it("EVO-AMB-6 (option coverObscures false): cover has no effect of its own", () => {
    expect(lineOfSight({ targetInCover: true }, { coverObscures: false })).toBe("clear");
    expect(lineOfSight({ targetInCover: true, terrain: "partial" }, { coverObscures: false })).toBe("obscured");
  });

  it("EVO-EX-6, EVO-LOS-3, EVO-SIZE-1: a man blocks a man, but not a tank", () => {
    expect(blocksLos(SIZE_SCALE.human, SIZE_SCALE.human)).toBe(true);
    expect(blocksLos(SIZE_SCALE.human, SIZE_SCALE.tank)).toBe(false);
    expect(blocksLos(SIZE_SCALE.horse, SIZE_SCALE.dog)).toBe(true);
  });

  it("EVO-LOS-2: a model in the shooter's own leader group never blocks; others block as normal", () => {
    expect(blocksLos(3, 3, { sameGroup: true })).toBe(false);
    expect(blocksLos(3, 3, { sameGroup: false })).toBe(true);
  });

  it("EVO-LOS-1: bad arguments are RulesErrors", () => {
    expect(() => lineOfSight({ terrain: "fog" as never })).toThrow(/context\.terrain/);
    expect(() => blocksLos(0, 3)).toThrow(/blockerSize/);
    expect(() => blocksLos(3, 3, { sameGroup: "yes" as never })).toThrow(/context\.sameGroup/);
  });
});
