// Hostile input to the rugged family (issue 10): figure ids that are Object.prototype names, own "__proto__"
// keys, duplicate ids, shared mutable results and unvalidated values. Each case failed before its fix.
import { describe, expect, it } from "vitest";
import { odds, RulesError, resolve, seededDice } from "../../src/index.js";
import * as rugged from "../../src/rugged/index.js";
import * as vivid from "../../src/vivid/index.js";

type Figure = vivid.Figure;
type Unit = vivid.Unit;

const NASTY = ["constructor", "__proto__", "toString", "valueOf", "hasOwnProperty"] as const;
const thug = (id: string): Figure => ({ id, name: id, class: "Combatant" });
const nastyUnit = (): Unit => ({ id: "u", kind: "combatant", members: [...NASTY.map(thug), thug("spare")] });

/** An allocation built from JSON, so that "__proto__" is an own key. */
const jsonAllocation = (ids: readonly string[]): Record<string, number> =>
  JSON.parse(`{${ids.map((id) => `${JSON.stringify(id)}:1`).join(",")}}`) as Record<string, number>;

const rethrown = (f: () => unknown): RulesError => {
  try {
    f();
  } catch (e) {
    if (e instanceof RulesError) return e;
    throw e;
  }
  throw new Error("expected a RulesError");
};

describe("figure ids that are Object.prototype names are ordinary ids (RUG-SHOOT-7, VIV-SHOOT-5, VIV-WOUND-3)", () => {
  for (const [name, woundVolley] of [
    ["vivid", vivid.woundVolley],
    ["rugged", rugged.woundVolley],
  ] as const) {
    it(`${name} woundVolley: every hit id gets its outcome, an unhit figure none, in a record without a prototype`, () => {
      for (const hitIds of [[...NASTY], ["__proto__"], ["constructor", "spare"], ["spare"]]) {
        const all = odds(
          woundVolley(nastyUnit(), jsonAllocation(hitIds)).map((v) => {
            expect(Object.getPrototypeOf(v.outcomes)).toBe(null);
            expect(Object.keys(v.outcomes)).toEqual(NASTY.concat(["spare"] as never).filter((id) => hitIds.includes(id)));
            const killed = v.unit.members.filter((m) => m.status?.wound === "killed").map((m) => m.id);
            for (const id of killed) expect(hitIds).toContain(id);
            return Object.keys(v.outcomes).length;
          }),
        );
        expect(all.probability((n) => n === hitIds.length).toString()).toBe("1");
      }
    });
  }

  it("vivid shootingVolleyWithWounds: the outcomes are exactly the allocation's ids, in a record without a prototype", () => {
    const shooters = Array.from(
      { length: 6 },
      (_, i): Figure => ({ id: `s${String(i)}`, name: `s${String(i)}`, class: "Combatant", weapons: [vivid.VIVID_WEAPONS.boltRifle] }),
    );
    const input: vivid.VolleyInput = { shooters, target: nastyUnit(), context: { distance: 5, cover: "none" } };
    let hitNasty = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const v = resolve(vivid.shootingVolleyWithWounds(input), seededDice(seed)).value;
      expect(Object.getPrototypeOf(v.outcomes)).toBe(null);
      expect(Object.getPrototypeOf(v.allocation)).toBe(null);
      expect(Object.keys(v.outcomes)).toEqual(Object.keys(v.allocation));
      const hits = Object.values(v.allocation).reduce((a, b) => a + b, 0);
      expect(hits).toBe(v.hits);
      if (Object.keys(v.allocation).some((id) => id !== "spare")) hitNasty++;
    }
    expect(hitNasty).toBeGreaterThan(0);
  });

  it("VIV-MOR-1: an own __proto__ key of the target unit never becomes the returned unit's prototype", () => {
    const json = `{"id":"u","kind":"combatant","members":[{"id":"a","name":"a","class":"Combatant"}],"__proto__":{"morale":"routing"}}`;
    const target = JSON.parse(json) as Unit;
    let unit: Unit | undefined;
    try {
      unit = resolve(vivid.woundVolley(target, { a: 1 }), seededDice(1)).value.unit;
    } catch (e) {
      // refused as an unknown key is also sound
      expect(e).toBeInstanceOf(RulesError);
      return;
    }
    expect(Object.getPrototypeOf(unit)).toBe(Object.prototype);
    expect(unit.morale).toBeUndefined();
  });
});

describe("duplicate ids are an issue at their path (RUG-SHOOT-7, VIV-SHOOT-5)", () => {
  it("woundVolley of a unit with ids a, a, b refuses the second a", () => {
    const target: Unit = { id: "u", kind: "combatant", members: [thug("a"), thug("a"), thug("b")] };
    for (const f of [() => vivid.woundVolley(target, { a: 1 }), () => rugged.woundVolley(target, { a: 1 })]) {
      const e = rethrown(f);
      expect(e.code).toBe("INVALID_INPUT");
      expect(e.path).toBe("target.members[1].id");
    }
  });
});

describe("results are never shared mutable objects (VIV-MOR-4, RUG-MOR-1)", () => {
  it("moraleCheck's failed list is fresh or frozen on every resolution", () => {
    const unit: Unit = { id: "u", kind: "combatant", baseMorale: 1, members: [thug("a"), thug("b"), thug("c")] };
    for (const check of [() => vivid.moraleCheck(unit, { trigger: "shooting" }), () => rugged.moraleCheck(unit, { trigger: "shooting" })]) {
      const chance = check();
      const failedOf = (seed: number): readonly string[] | undefined => {
        for (let s = seed; s < seed + 50; s++) {
          const r = resolve(chance, seededDice(s)).value;
          if (r.outcome.failed.length > 1) return r.outcome.failed;
        }
        return undefined;
      };
      const first = failedOf(1);
      expect(first).toBeDefined();
      if (first === undefined) return;
      const before = [...first];
      if (!Object.isFrozen(first)) (first as string[]).reverse();
      expect(failedOf(1)).toEqual(before);
    }
  });
});

describe("values are validated before they reach a result (VIV-TRAIT-P10, VIV-GAD-5)", () => {
  it("woundVolley refuses a turn that is not a whole number", () => {
    const target: Unit = { id: "u", kind: "combatant", members: [thug("a")] };
    const e = rethrown(() => resolve(vivid.woundVolley(target, { a: 1 }, {}, { turn: { evil: true } as never }), seededDice(1)));
    expect(e.path).toBe("settings.turn");
    const r = rethrown(() => resolve(rugged.woundVolley(target, { a: 1 }, {}, { turn: 1.5 }), seededDice(1)));
    expect(r.path).toBe("settings.turn");
  });

  it("knockedOut refuses 1e308 turns; awake, knockedOut and effectiveLuck validate the figure", () => {
    expect(rethrown(() => vivid.knockedOut(thug("a"), 1e308)).path).toBe("turns");
    for (const junk of [null, 3, "x", { id: 1 }, { status: 7 }]) {
      expect(rethrown(() => vivid.knockedOut(junk as never, 2)).path).toMatch(/^figure/);
      expect(rethrown(() => vivid.awake(junk as never)).path).toMatch(/^figure/);
      expect(rethrown(() => vivid.effectiveLuck(junk as never)).path).toMatch(/^figure/);
    }
    expect(vivid.knockedOut(thug("a"), 2).status?.unconsciousTurnsLeft).toBe(2);
  });

  it("a volley too large for one pool names the volley and its input path", () => {
    const mg = { ...vivid.VIVID_WEAPONS.boltRifle, dice: 10 };
    const shooters = Array.from({ length: 1500 }, (_, i): Figure => ({ id: `s${String(i)}`, name: `s${String(i)}`, class: "Combatant", weapons: [mg] }));
    const input: vivid.VolleyInput = { shooters, target: { id: "u", kind: "combatant", members: [thug("a")] }, context: { distance: 5, cover: "none" } };
    const e = rethrown(() => vivid.volleyHits(input));
    expect(e.fn).toBe("vivid.volleyHits");
    expect(e.path).toBe("input.shooters");
    expect(e.message).not.toContain("count");
  });
});

describe("null for an optional argument means absent, in every rugged and vivid function (docs/reliability.md)", () => {
  const jack: Figure = { id: "jack", name: "Jack", class: "PC", luck: 5, weapons: [vivid.VIVID_WEAPONS.boltRifle] };
  const prp: Figure = { ...jack, class: "PRP" };
  const squad: Unit = { id: "u", kind: "combatant", baseMorale: 6, members: [thug("a"), thug("b")] };
  const fight: vivid.MeleeFight = { active: [jack], passive: [thug("a")], attacks: [{ attackerId: "jack", targetId: "a" }] };
  const volley: vivid.VolleyInput = { shooters: [jack], target: squad, context: { distance: 5, cover: "none" } };
  const value = (x: unknown): unknown => (x !== null && typeof x === "object" && "chain" in x ? resolve(x as never, seededDice(7)).value : x);
  /** Each call given its arguments; the last one is optional and is given as null too. */
  const calls: [string, (...a: unknown[]) => unknown, unknown[]][] = [
    ["vivid.woundVolley", vivid.woundVolley as never, [squad, { a: 1 }, {}, {}]],
    ["vivid.woundVolley hit", vivid.woundVolley as never, [squad, { a: 1 }, {}]],
    ["rugged.woundVolley", rugged.woundVolley as never, [squad, { a: 1 }, {}, {}]],
    ["vivid.resolveWounds", vivid.resolveWounds as never, [jack, [{}], {}]],
    ["rugged.resolveWounds", rugged.resolveWounds as never, [prp, [{}], {}]],
    ["vivid.luckRoll", vivid.luckRoll as never, [jack, {}]],
    ["rugged.luckRoll", rugged.luckRoll as never, [prp, {}]],
    ["vivid.resolveHandToHand", vivid.resolveHandToHand as never, [fight, {}]],
    ["rugged.resolveHandToHand", rugged.resolveHandToHand as never, [{ ...fight, active: [prp], attacks: [{ attackerId: "jack", targetId: "a" }] }, {}]],
    ["rugged.resolveHandToHand custom", rugged.resolveHandToHand as never, [{ ...fight, active: [prp] }, {}, {}]],
    ["vivid.flashGrenade", vivid.flashGrenade as never, [5, [{ figure: thug("a"), distance: 1 }], {}]],
    ["vivid.moraleCheck", vivid.moraleCheck as never, [squad, { trigger: "shooting" }, {}]],
    ["rugged.moraleCheck table", rugged.moraleCheck as never, [squad, { trigger: "shooting" }, {}, undefined]],
    ["vivid.shootingVolley", vivid.shootingVolley as never, [volley, {}]],
    ["vivid.shootingVolleyWithWounds", vivid.shootingVolleyWithWounds as never, [volley, {}, {}]],
    [
      "rugged.shootingVolleyWithWounds",
      rugged.shootingVolleyWithWounds as never,
      [{ ...volley, shooters: [prp], context: { distance: 5, cover: "none", shooterMode: "stationary" } }, {}, {}],
    ],
    ["vivid.hitNumber unit", vivid.hitNumber as never, [jack, vivid.VIVID_WEAPONS.boltRifle, { distance: 5, cover: "none" }, undefined]],
    ["vivid.effectiveLuck", vivid.effectiveLuck as never, [jack, {}]],
    ["vivid.cliffHanger", vivid.cliffHanger as never, [jack, true, 0, {}]],
    ["vivid.cliffHanger gm", vivid.cliffHanger as never, [jack, true, 0]],
    ["rugged.sixthSense", rugged.sixthSense as never, [prp, 3, 0]],
    ["vivid.deathRay", vivid.deathRay as never, [4]],
    ["vivid.vividOptions", vivid.vividOptions as never, [{}]],
    ["rugged.ruggedOptions", rugged.ruggedOptions as never, [{}]],
    ["vivid.generatePc", vivid.generatePc as never, ["pc", {}]],
    ["vivid.wakeRoll", vivid.wakeRoll as never, [vivid.knockedOut(jack, 0), vivid.VIVID_GADGETS.mercyBullets]],
  ];
  for (const [name, f, args] of calls) {
    it(`${name}: the last optional argument as null is the same as absent`, () => {
      const absent = value(f(...args.slice(0, -1)));
      expect(value(f(...args.slice(0, -1), null))).toEqual(absent);
    });
  }

  it("smokeBlocks and outForTheGame refuse null with a RulesError", () => {
    expect(rethrown(() => vivid.smokeBlocks(null as never, { x: 0, y: 0 }, { x: 1, y: 1 }, 0)).path).toBe("cloud");
    const cloud = vivid.smokeCloud({ x: 0, y: 0 }, { strongWind: false }, null);
    expect(rethrown(() => vivid.smokeBlocks(cloud, null as never, { x: 1, y: 1 }, 0)).path).toBe("from.x");
    expect(rethrown(() => vivid.outForTheGame(null as never)).path).toBe("figure");
  });
});

describe("what two resolutions share is frozen all the way down (VIV-MOR-4, VIV-MOR-7, RUG-MOR-1)", () => {
  /** Walks two resolutions' values side by side: an object found in both must be frozen. */
  const sharedUnfrozen = (a: unknown, b: unknown, path: string, out: string[]): void => {
    if (a === null || typeof a !== "object" || b === null || typeof b !== "object") return;
    if (a === b && !Object.isFrozen(a)) out.push(path);
    for (const key of Object.keys(a)) sharedUnfrozen((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`, out);
  };
  const calm: Unit = { id: "u", kind: "combatant", baseMorale: 6, members: [thug("a"), thug("b")] };
  const routing: Unit = { ...calm, morale: "routing" };
  for (const [name, make] of [
    ["vivid.moraleCheck", () => vivid.moraleCheck(calm, { trigger: "shooting" })],
    ["rugged.moraleCheck", () => rugged.moraleCheck(calm, { trigger: "shooting" })],
    ["vivid.routRecovery, not routing", () => vivid.routRecovery(calm)],
    ["rugged.routRecovery, not routing", () => rugged.routRecovery(calm)],
    ["vivid.routRecovery, routing", () => vivid.routRecovery(routing, 1)],
    ["rugged.routRecovery, routing", () => rugged.routRecovery(routing)],
  ] as const) {
    it(`${name}: values and trace entries shared by two resolutions are frozen`, () => {
      const chance = make();
      for (let seed = 1; seed <= 5; seed++) {
        const a = resolve(chance as never, seededDice(seed));
        const b = resolve(chance as never, seededDice(seed));
        const out: string[] = [];
        sharedUnfrozen(a.value, b.value, "value", out);
        sharedUnfrozen(a.trace, b.trace, "trace", out);
        expect(out).toEqual([]);
      }
    });
  }
});

describe("rugged-family schemas are strict and bounded, with one place for an app's data (docs/reliability.md)", () => {
  it("an unknown key on a figure, a unit, a trait, a weapon or a morale situation is an issue with a suggestion (VIV-LUCK-1, VIV-MOR-1)", () => {
    expect(rethrown(() => vivid.luckRoll({ ...thug("a"), class: "PC", luk: 5 } as never)).message).toContain('unknown key "luk" (did you mean "luck"?)');
    const unit: Unit = { id: "u", kind: "combatant", members: [thug("a")] };
    expect(rethrown(() => vivid.moraleCheck({ ...unit, moral: "routing" } as never, { trigger: "shooting" })).message).toContain('did you mean "morale"?');
    expect(rethrown(() => vivid.moraleCheck(unit, { trigger: "shooting", leaderPresnt: false } as never)).message).toContain('did you mean "leaderPresent"?');
    const rifle = { ...vivid.VIVID_WEAPONS.boltRifle, dise: 3 };
    expect(rethrown(() => vivid.shotDice(thug("a"), rifle as never)).message).toContain('unknown key "dise"');
    const json = `{"id":"u","kind":"combatant","members":[{"id":"a","name":"a","class":"Combatant"}],"__proto__":{"morale":"routing"}}`;
    expect(rethrown(() => vivid.moraleCheck(JSON.parse(json) as Unit, { trigger: "shooting" })).message).toContain('unknown key "__proto__"');
  });

  it("the app field is kept on figures and units and never read by the rules (VIV-WOUND-3)", () => {
    const target: Unit = { id: "u", kind: "combatant", app: { colour: "red" }, members: [{ ...thug("a"), app: { token: 7 } }] };
    const r = resolve(vivid.woundVolley(target, { a: 1 }), seededDice(1)).value;
    expect(r.unit.app).toEqual({ colour: "red" });
    expect(r.unit.members[0]?.app).toEqual({ token: 7 });
  });

  it("arrays and strings are bounded: 33 traits, 501 members, a 101-character id (VIV-ORG-1)", () => {
    const trait = vivid.VIVID_TRAITS.nearSighted;
    expect(rethrown(() => vivid.effectiveLuck({ ...thug("a"), traits: Array.from({ length: 33 }, () => trait) })).path).toBe("figure.traits");
    const big: Unit = { id: "u", kind: "combatant", members: Array.from({ length: 501 }, (_, i) => thug(`m${String(i)}`)) };
    expect(rethrown(() => vivid.moraleCheck(big, { trigger: "shooting" })).path).toBe("unit.members");
    expect(rethrown(() => vivid.effectiveLuck(thug("x".repeat(101)))).path).toBe("figure.id");
  });
});
