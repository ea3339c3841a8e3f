// Vivid shooting where mechanics meet (issue 11): the Death Ray's bands, the Impervious Suit in a mixed unit,
// following fire, the other system's inputs.
import { describe, expect, it } from "vitest";
import { deathRay, hitNumber, rangeBand } from "../../src/vivid/index.js";
import { soldier } from "./fixtures-shooting.js";

describe("the Death Ray's bands (VIV-RANGE-1, VIV-AMB-9)", () => {
  it('VIV-RANGE-1 VIV-AMB-9 VIV-SHOOT-3: the gadget profile takes its bands from its class row (10"/20", unlimited beyond): short range +2', () => {
    const ray = deathRay();
    expect(rangeBand(ray, 10)).toBe("short");
    expect(rangeBand(ray, 10.5)).toBe("long");
    expect(rangeBand(ray, 500)).toBe("long");
    const ray6 = deathRay(6);
    expect(ray6).toMatchObject({ dice: 6, baseHit: 6, short: 10, long: 20, unlimitedRange: true });
    const gunner = soldier("ray", ray);
    // base 6 + short 2 + stationary 2 = 10; at 15": 6 + 2 = 8
    expect(hitNumber(gunner, ray, { distance: 8 }).n).toBe(10);
    expect(hitNumber(gunner, ray, { distance: 15 }).n).toBe(8);
  });
});
