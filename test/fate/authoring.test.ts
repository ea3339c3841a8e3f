// Fate characters written as the text writes them: abilities rated by the ladder's words (FATE-LAD-1).
import { describe, expect, it } from "vitest";
import * as fate from "../../src/fate/index.js";
import { RulesError } from "../../src/index.js";

describe("fate.createCharacter with ladder adjectives (issue #16)", () => {
  it("FATE-LAD-1 FATE-EX-5a FATE-STRESS-1: 'Mrs. Waterford has a Good Resolve and thus has six Composure points'", () => {
    const w = fate.createCharacter({ id: "w", name: "Mrs Waterford", role: "named", abilities: { Resolve: "Good" } });
    expect(w.abilities.Resolve).toBe(3);
    expect(w.composure).toEqual({ boxes: 6, checked: 0 });
    expect(w).toEqual(fate.createCharacter({ id: "w", name: "Mrs Waterford", role: "named", abilities: { Resolve: 3 } }));
  });

  it("FATE-LAD-1 FATE-EX-1 FATE-EX-5b: Indy's Shooting is Mediocre (0), his Academics Great (+4), Investigation Fair (+2)", () => {
    const indy = fate.createCharacter({ id: "indy", name: "Indy", abilities: { Shooting: "Mediocre", Academics: "Great", Investigation: "Fair" } });
    expect([indy.abilities.Shooting, indy.abilities.Academics, indy.abilities.Investigation]).toEqual([0, 4, 2]);
  });

  it("FATE-LAD-1: a wrong adjective is a RulesError at its path with the nearest one", () => {
    let e: unknown;
    try {
      fate.createCharacter({ id: "x", name: "X", abilities: { Might: "Gret" as "Great" } });
    } catch (error) {
      e = error;
    }
    expect(RulesError.is(e)).toBe(true);
    expect(e).toMatchObject({ fn: "fate.createCharacter", path: "input.abilities.Might" });
    expect((e as RulesError).message).toContain('did you mean "Great"?');
  });
});
