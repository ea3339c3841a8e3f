import { describe, expectTypeOf, it } from "vitest";
import {
  type CloseCombatResult,
  closeCombat,
  type DamageOutcome,
  type EvolutionOptions,
  fire,
  type GroupVerdict,
  type Model,
  resolveDamage,
  type ShotResult,
  shoot,
  TOUGH,
  validateGroup,
  wtfCheck,
} from "../../src/evolution/index.js";
import type { Chance } from "../../src/index.js";

describe("types of the evolution resolvers", () => {
  it("EVO-DMG-1, EVO-FIRE-1, EVO-WTF-1, EVO-CC-1: resolvers return chances of plain data", () => {
    expectTypeOf(resolveDamage(TOUGH, "1D6")).toEqualTypeOf<Chance<DamageOutcome>>();
    expectTypeOf(fire(TOUGH, { name: "revolver", damageDice: "1D6" }, { los: "clear", targetSize: 3 })).toEqualTypeOf<Chance<number>>();
    expectTypeOf(shoot(TOUGH, { name: "revolver", damageDice: "1D6" }, TOUGH, { los: "clear" })).toEqualTypeOf<Chance<ShotResult>>();
    expectTypeOf(wtfCheck(TOUGH)).toEqualTypeOf<Chance<boolean>>();
    expectTypeOf(closeCombat(TOUGH, TOUGH)).toEqualTypeOf<Chance<CloseCombatResult>>();
    expectTypeOf(validateGroup).returns.toEqualTypeOf<GroupVerdict>();
  });

  it("EVO-STAT-1, EVO-AMB-1: schemas give the domain types", () => {
    expectTypeOf(TOUGH).toEqualTypeOf<Model>();
    expectTypeOf<Model["type"]>().toEqualTypeOf<"character" | "mook" | "vehicle">();
    expectTypeOf<EvolutionOptions["damageCompare"]>().toEqualTypeOf<"gte" | "gt">();
  });
});
