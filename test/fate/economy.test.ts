import { describe, expect, it } from "vitest";
import {
  applyStress,
  compel,
  createCharacter,
  endScene,
  invoke,
  refreshFor,
  sceneRefresh,
  spendFatePoints,
  startTreatment,
  traitsOf,
  useStunt,
} from "../../src/fate/index.js";
import { indy } from "./fixtures.js";

describe("fate points, traits and scenes", () => {
  it("FATE-FP-1 FATE-CHAR-1: every character starts with three fate points; spending more than the pool is refused", () => {
    expect(indy().fatePoints).toBe(3);
    expect(spendFatePoints(indy(), 2).fatePoints).toBe(1);
    expect(() => spendFatePoints(indy(), 4)).toThrow(/RULE_VIOLATION/);
    expect(() => spendFatePoints(indy(), -1)).toThrow(/INVALID_ARGUMENT/);
  });

  it("FATE-TRAIT-2 FATE-AMB-20: a compel is answered before the trait is known: accept +1, nullify -1 (needs a point)", () => {
    expect(compel(indy(), "nullify")).toMatchObject({ complication: false, character: { fatePoints: 2 } });
    expect(() => compel({ ...indy(), fatePoints: 0 }, "nullify")).toThrow(/RULE_VIOLATION/);
    expect(compel({ ...indy(), fatePoints: 0 }, "accept").character.fatePoints).toBe(1);
    expect(compel.length).toBe(2); // no trait argument: the answer comes first
    expect(() => compel(indy(), "maybe" as never)).toThrow(/response/);
  });

  it("FATE-TRAIT-1: traits are always true and never rolled; an invoke the GM refuses costs nothing; consequences are traits", () => {
    expect(invoke(indy(), { traitId: "snakes", gmApproves: false, fact: "" })).toMatchObject({ approved: false, fact: null, character: { fatePoints: 3 } });
    expect(() => invoke(indy(), { traitId: "nope", gmApproves: true, fact: "x" })).toThrow(/request.traitId/);
    expect(() => invoke({ ...indy(), fatePoints: 0 }, { traitId: "snakes", gmApproves: true, fact: "x" })).toThrow(/RULE_VIOLATION/);
    const hurt = applyStress(indy(), { track: "health", amount: 2, consequences: [{ severity: "minor", text: "Nicked in the Arm" }] }).character;
    expect(traitsOf(hurt).map((t) => t.text)).toEqual(["Professor of Archeology", "I Hate Snakes", "Nicked in the Arm"]);
    expect(invoke(hurt, { traitId: "consequence:health:minor", gmApproves: true, fact: "bleeds on the map" }).approved).toBe(true);
  });

  it("FATE-STRESS-3 FATE-CONS-1: the scene's end clears both tracks and ends aggravation; a treated Minor clears after the NEXT scene", () => {
    let c = applyStress(indy(), { track: "health", amount: 5, consequences: [{ severity: "minor", text: "Nicked" }] }).character;
    c = applyStress(c, { track: "composure", amount: 8, consequences: [{ severity: "moderate", text: "Shaken" }] }).character;
    const untreated = endScene(c);
    expect(untreated.health.checked + untreated.composure.checked).toBe(0);
    expect(untreated.consequences.map((x) => x.severity)).toEqual(["minor", "moderate"]);
    // "Once the healing begins, a Minor Consequence is cleared after the next scene": the treatment's own scene ends first
    const treatedScene = endScene(startTreatment(startTreatment(c, "minor"), "moderate"));
    expect(treatedScene.consequences.map((x) => x.severity)).toEqual(["minor", "moderate"]);
    const nextScene = endScene(treatedScene);
    expect(nextScene.consequences.map((x) => x.severity)).toEqual(["moderate"]);
    // an untreated Minor never clears by itself; treating it again later does not restart the clock
    expect(endScene(endScene(untreated)).consequences.map((x) => x.severity)).toEqual(["minor", "moderate"]);
    expect(endScene(startTreatment(treatedScene, "minor")).consequences.map((x) => x.severity)).toEqual(["moderate"]);
  });

  it("FATE-FP-1: the pool resets back to three; a refresh of 5 is refused unless the house rule is asked for by option", () => {
    expect(() => createCharacter({ id: "h", name: "Hero", refresh: 5 })).toThrow(/input.refresh.*houseRefresh/);
    const house = createCharacter({ id: "h", name: "Hero", refresh: 5 }, { houseRefresh: true });
    expect(endScene({ ...house, fatePoints: 0 }, { houseRefresh: true }).fatePoints).toBe(5);
    expect(() => endScene(house)).toThrow(/character.refresh/);
    expect(sceneRefresh(indy())).toBe(3);
    expect(endScene({ ...indy(), fatePoints: 7 }, null).fatePoints).toBe(3);
  });

  it("FATE-AMB-19: named NPCs have three fate points, a mook what the GM gives it; options all and pcsOnly", () => {
    expect(createCharacter({ id: "n", name: "Belloq", role: "named" }).fatePoints).toBe(3);
    expect(createCharacter({ id: "m", name: "Mook", role: "mook", fatePoints: 1 })).toMatchObject({ fatePoints: 1, refresh: 1 });
    expect(() => createCharacter({ id: "m", name: "Mook", role: "mook" })).toThrow(/FATE-AMB-19/);
    expect(createCharacter({ id: "m", name: "Mook", role: "mook" }, { npcFatePoints: "all" }).fatePoints).toBe(3);
    expect(createCharacter({ id: "n", name: "Belloq", role: "named" }, { npcFatePoints: "pcsOnly" }).fatePoints).toBe(0);
    expect(refreshFor("pc", { npcFatePoints: "pcsOnly" })).toBe(3);
    expect(endScene(createCharacter({ id: "m", name: "Mook", role: "mook", fatePoints: 1 })).fatePoints).toBe(1);
  });

  it("FATE-STUNT-1: stunts are data: split Too Stubborn to Fail, a narrative stunt, and refusals", () => {
    const base = createCharacter({
      id: "x",
      name: "X",
      stunts: [
        { id: "tstf", name: "Too Stubborn to Fail", costFp: 1, effect: { type: "removeStress", amount: 4 } },
        { id: "luck", name: "Lucky Hat", costFp: 1, effect: { type: "narrative", text: "the hat is never lost" } },
        { id: "fists", name: "Fists", costFp: 0, effect: { type: "rollBonus", ability: "Fighting", value: 1 } },
      ],
    });
    const stressed = { ...base, health: { boxes: 3, checked: 3 }, composure: { boxes: 3, checked: 2 } };
    const split = useStunt(stressed, "tstf", { health: 2, composure: 2 });
    expect([split.health.checked, split.composure.checked, split.fatePoints]).toEqual([1, 0, 2]);
    expect(() => useStunt(stressed, "tstf", { health: 3, composure: 2 })).toThrow(/at most 4/);
    expect(useStunt(base, "luck").fatePoints).toBe(2);
    expect(() => useStunt(base, "fists")).toThrow(/RollSpec.stunts/);
    expect(() => useStunt(base, "nope")).toThrow(/stuntId/);
    expect(() => useStunt({ ...base, fatePoints: 0 }, "luck")).toThrow(/RULE_VIOLATION/);
  });

  it("FATE-STUNT-1 FATE-EX-6: a stress-removing stunt without an allocation, or one removing no checked box, is refused: the point is never spent for nothing", () => {
    const base = createCharacter({
      id: "x",
      name: "X",
      stunts: [{ id: "tstf", name: "Too Stubborn to Fail", costFp: 1, effect: { type: "removeStress", amount: 4 } }],
    });
    const stressed = { ...base, health: { boxes: 3, checked: 3 } };
    expect(() => useStunt(stressed, "tstf")).toThrow(/allocation.*FATE-STUNT-1/);
    expect(() => useStunt(stressed, "tstf", null)).toThrow(/allocation/);
    expect(() => useStunt(stressed, "tstf", {})).toThrow(/allocation/);
    expect(() => useStunt(stressed, "tstf", { composure: 4 })).toThrow(/at least one checked box/);
    expect(() => useStunt(stressed, "tstf", { helth: 4 } as never)).toThrow(/did you mean "health"/);
    expect(useStunt(stressed, "tstf", { health: 4 })).toMatchObject({ fatePoints: 2, health: { boxes: 3, checked: 0 } });
  });
});
