import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { ABILITY_NAMES, CharacterSchema, createCharacter, FateOptionsSchema, fateOptions, rating, TOO_STUBBORN_TO_FAIL } from "../../src/fate/index.js";
import { validate } from "../../src/index.js";
import { indy } from "./fixtures.js";

describe("fate characters", () => {
  it("FATE-CHAR-1: a character has traits, abilities, stunts, fate points, two stress tracks and consequence slots", () => {
    const c = createCharacter({
      id: "indy",
      name: "Indy",
      traits: [{ id: "snakes", text: "I Hate Snakes" }],
      stunts: [TOO_STUBBORN_TO_FAIL],
      abilities: { Might: 3, Resolve: 1 },
    });
    expect(c).toEqual({
      id: "indy",
      name: "Indy",
      role: "pc",
      traits: [{ id: "snakes", text: "I Hate Snakes" }],
      abilities: { Might: 3, Resolve: 1 },
      stunts: [TOO_STUBBORN_TO_FAIL],
      fatePoints: 3,
      refresh: 3,
      health: { boxes: 6, checked: 0 },
      composure: { boxes: 4, checked: 0 },
      consequences: [],
      status: "active",
    });
    expect(validate(CharacterSchema, JSON.parse(JSON.stringify(c))).ok).toBe(true);
    expect(z.toJSONSchema(CharacterSchema, { io: "input" })).toHaveProperty("properties.abilities");
  });

  it("FATE-ABIL-1: the fifteen abilities in the text's order; a missing one is Mediocre", () => {
    expect(ABILITY_NAMES).toEqual([
      "Academics",
      "Athletics",
      "Driving",
      "Engineering",
      "Fighting",
      "Investigation",
      "Might",
      "Mysteries",
      "Notice",
      "Rapport",
      "Resolve",
      "Science",
      "Shooting",
      "Sneaking",
      "Wilderness",
    ]);
    expect(rating(indy(), "Academics")).toBe(4);
    expect(rating(indy(), "Wilderness")).toBe(0);
    expect(() => rating(indy(), "Will" as never)).toThrow(/fate.rating: ability/);
  });

  it("FATE-AMB-21: only ranges are checked: ratings -4..+8, no creation budget", () => {
    const all = Object.fromEntries(ABILITY_NAMES.map((a) => [a, 8]));
    expect(createCharacter({ id: "x", name: "X", abilities: all }).abilities.Wilderness).toBe(8);
    expect(() => createCharacter({ id: "x", name: "X", abilities: { Might: 9 } })).toThrow(/input.abilities.Might/);
    const issues = validate(CharacterSchema, {
      id: "",
      name: "X",
      fatePoints: -1,
      refresh: 3,
      health: { boxes: 3, checked: 0 },
      composure: { boxes: 3, checked: 0 },
    });
    expect(issues.ok).toBe(false);
    if (!issues.ok) expect(issues.issues.map((i) => i.at)).toEqual(["id", "fatePoints"]);
  });

  it("FATE-AMB-1 FATE-AMB-2 FATE-AMB-5 FATE-AMB-6 FATE-AMB-9 FATE-AMB-13 FATE-AMB-17 FATE-AMB-19 FATE-AMB-24: the options default as the catalogue says", () => {
    expect(fateOptions()).toEqual({
      stressBoxes: "plus3",
      shiftFormula: "floorHalf",
      backlash: "symmetricExceptRanged",
      consequenceSlotsPerTrack: false,
      unawareDefense: "fixedPoor",
      selfTreatment: "minusTwo",
      npcFatePoints: "namedOnly",
      fatePointsOnDefense: true,
      houseRefresh: false,
      planHistory: false,
    });
    expect(Object.keys(z.toJSONSchema(FateOptionsSchema).properties ?? {})).toHaveLength(11);
    expect(() => fateOptions({ backlash: "sometimes" as never })).toThrow(/options.backlash/);
  });
});
