// Issue 16, "One shape for every resolver": every fate resolver is `name(input, options?)`; each named call is the
// same chance (exact odds, seeded value and trace) as the deprecated positional call it replaces.
import { describe, expect, it } from "vitest";
import { odds, resolve, scriptedDice } from "../../src/index.js";
import {
  type ActionRequest,
  action,
  actionSummary,
  adviseAction,
  applyStress,
  conflictExchange,
  createCharacter,
  recoveryRoll,
  rerollAction,
  rerollExchange,
  rerollOpposer,
  spendFatePoints,
} from "../../src/fate/index.js";
import { expectRefused, expectSameChance } from "../api-shape-helpers.js";
import { bedouin, dF, indy, waterford } from "./fixtures.js";

const look: ActionRequest = { ability: "Investigation", against: { type: "target", value: 1 } };
const stare: ActionRequest = { ability: "Resolve", fatePointBonus: true, against: { type: "opposed", opposer: bedouin(), roll: { ability: "Resolve" } } };
const thug = (): ReturnType<typeof indy> => createCharacter({ id: "thug", name: "Thug", abilities: { Fighting: 2 }, fatePoints: 2 });
const marcus = (): ReturnType<typeof indy> => createCharacter({ id: "marcus", name: "Marcus", abilities: { Science: 2 } });

describe("fate: one shape for every resolver (issue 16)", () => {
  it("FATE-ACT-1 FATE-ACT-2 FATE-ACT-4 FATE-FP-2: action({ character, request }) is action(character, request), unopposed and opposed", () => {
    expectSameChance(action({ character: indy(), request: look }), action(indy(), look));
    expectSameChance(
      action({ character: indy(), request: stare }, { shiftFormula: "marginMinusOne" }),
      action(indy(), stare, { shiftFormula: "marginMinusOne" }),
    );
    expectSameChance(actionSummary({ character: indy(), request: stare }), actionSummary(indy(), stare));
    // by hand: Investigation Fair (+2) against Average (+1) with 4dF; a success (margin >= 0) needs 4dF >= -1:
    // P(4dF >= -1) = (81 - P(-4) - P(-3) - P(-2)) / 81 = (81 - 1 - 4 - 10) / 81 = 66/81 = 22/27
    expect(
      odds(action({ character: indy(), request: look }))
        .probability((r) => r.margin !== null && r.margin >= 0)
        .toString(),
    ).toBe("22/27");
  });

  it("FATE-FP-3 FATE-AMB-24: rerollAction and rerollOpposer named are the positional re-rolls", () => {
    const first = resolve(action({ character: indy(), request: stare }), scriptedDice([...dF(-1), ...dF(1)])).value;
    const paid = spendFatePoints(indy(), first.fpSpent);
    expectSameChance(rerollAction({ character: paid, request: stare, previous: first, fatePointBonus: true }), rerollAction(paid, stare, first, true));
    expectSameChance(rerollAction({ character: paid, request: stare, previous: first }), rerollAction(paid, stare, first));
    const b = createCharacter({ ...bedouin(), fatePoints: 2 });
    expectSameChance(rerollOpposer({ opposer: b, request: stare, previous: first }), rerollOpposer(b, stare, first));
    // the re-roll with a new +2 costs 2 (FATE-FP-3 one point, FATE-FP-2 one more)
    expect(resolve(rerollAction({ character: paid, request: stare, previous: first, fatePointBonus: true }), scriptedDice(dF(0))).value.fpSpent).toBe(2);
  });

  it("FATE-CONF-3 FATE-STRESS-2 FATE-AMB-5: conflictExchange and rerollExchange named are the positional exchanges", () => {
    expectSameChance(
      conflictExchange({ attacker: indy(), defender: waterford(), request: { kind: "mental" } }),
      conflictExchange(indy(), waterford(), { kind: "mental" }),
    );
    const req = { kind: "physical" } as const;
    const first = resolve(conflictExchange({ attacker: thug(), defender: indy(), request: req }), scriptedDice([...dF(2), ...dF(0)])).value;
    expectSameChance(
      rerollExchange({ attacker: thug(), defender: indy(), request: req, previous: first, side: "defender", fatePointBonus: true }),
      rerollExchange(thug(), indy(), req, first, "defender", true),
    );
    // by hand (FATE-EX-5a style): Thug Fighting 2 + 2 = 4 against Indy Fighting 3 + 0 = 3: net 1, Indy takes 1
    expect(first).toMatchObject({ net: 1, stressTo: "defender", amount: 1 });
  });

  it("FATE-REC-1 FATE-AMB-26: recoveryRoll and adviseAction named are the positional calls", () => {
    const hurt = applyStress(indy(), { track: "health", amount: 4, consequences: [{ severity: "minor", text: "Grazed" }] }).character;
    expectSameChance(recoveryRoll({ provider: marcus(), patient: hurt, request: { severity: "minor" } }), recoveryRoll(marcus(), hurt, { severity: "minor" }));
    // by hand: Science Fair (+2) against Fair (+2) for a minor consequence: P(4dF >= 0) = (19 + 16 + 10 + 4 + 1) / 81 = 50/81
    expect(
      odds(recoveryRoll({ provider: marcus(), patient: hurt, request: { severity: "minor" } }))
        .probability((x) => x.started)
        .toString(),
    ).toBe("50/81");
    const named = adviseAction({ character: indy(), request: look, goal: "shift" });
    expect(named).toEqual(adviseAction(indy(), look, "shift"));
    expect(named.best).toBe("bonusAndRerollWithBonus");
    expect(adviseAction({ character: indy(), request: look })).toEqual(adviseAction(indy(), look));
  });

  it("FATE-ACT-1: bad named input is a RulesError naming the function and the deepest path under input", () => {
    expectRefused(
      () => action({ character: indy(), request: { ...look, situational: [{ label: "dark", value: "big" as never }] } }),
      "fate.action",
      "input.request.situational[0].value",
    );
    expectRefused(() => action({ character: indy(), request: look, reqest: look } as never), "fate.action", "input");
    expectRefused(
      () =>
        action({
          character: indy(),
          request: { ability: "Resolve", against: { type: "opposed", opposer: { ...bedouin(), fatePoints: -1 }, roll: { ability: "Resolve" } } },
        }),
      "fate.action",
      "input.request.against.opposer.fatePoints",
    );
    // past the shape: the rule errors name the path under input too
    expectRefused(() => action({ character: indy(), request: { ...look, stunts: ["none"] } }), "fate.action", "input.request.stunts[0]");
    const first = resolve(action({ character: indy(), request: look }), scriptedDice(dF(0))).value;
    expectRefused(
      () => rerollAction({ character: spendFatePoints(indy(), 3), request: look, previous: first }),
      "fate.rerollAction",
      "input.character.fatePoints",
    );
    expectRefused(
      () => rerollAction({ character: indy(), request: look, previous: { ...first, faces: [2, 0, 0, 0] } as never }),
      "fate.rerollAction",
      "input.previous.faces",
    );
    expectRefused(
      () => conflictExchange({ attacker: indy(), defender: thug(), request: { kind: "melee" as never } }),
      "fate.conflictExchange",
      "input.request.kind",
    );
    expectRefused(
      () => rerollExchange({ attacker: thug(), defender: indy(), request: { kind: "physical" }, previous: { attackTotal: 1 } as never, side: "attacker" }),
      "fate.rerollExchange",
      "input.previous.defenseTotal",
    );
    expectRefused(
      () => recoveryRoll({ provider: marcus(), patient: indy(), request: { severity: "mild" as never } }),
      "fate.recoveryRoll",
      "input.request.severity",
    );
    expectRefused(() => adviseAction({ character: indy(), request: look, goal: "win" as never }), "fate.adviseAction", "input.goal");
    expectRefused(
      () => adviseAction({ character: indy(), request: { ability: "Notice", against: { type: "none" } } }),
      "fate.adviseAction",
      "input.request.against",
    );
  });
});
