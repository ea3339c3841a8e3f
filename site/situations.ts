// The situations the odds explorer offers: for each, a default input (plain JSON, what the library takes: a
// resolver's input, or specs its authoring factories read), the few fields a player edits in the form, the chance it
// builds and how a value reads in the chart.
// Shared by the page (main.ts) and the browser test (scripts/browser-test.ts), which recomputes the page's
// numbers with `odds` in Node. The defaults are written with the library's own authoring factories and
// catalogues (createUnit, createModel, TUGS_EXAMPLE_CHARACTERS with createCharacter) and, for fate, the CLI
// test's fixture: nothing here re-types a figure or a weapon the library or the tests already hold.
import type { Chance } from "pulp-rules";
import * as evolution from "pulp-rules/evolution";
import * as fate from "pulp-rules/fate";
import * as rugged from "pulp-rules/rugged";
import * as tugs from "pulp-rules/tugs";
import * as vivid from "pulp-rules/vivid";
// the CLI test's fate action: Indy of the text's examples
import fateActionFixture from "../test/cli/fixtures/fate-action.json" with { type: "json" };

/** A plain JSON object: a situation's input. */
export type Input = Record<string, unknown>;

/** One form field: reads and writes one part of the input. */
export interface Field {
  readonly key: string;
  readonly label: string;
  readonly choices?: readonly string[];
  readonly min?: number;
  readonly max?: number;
  readonly get: (input: Input) => string | number;
  readonly set: (input: Input, value: string) => Input;
}

/** A situation of one system. */
export interface Situation {
  readonly id: string;
  readonly system: "rugged" | "vivid" | "fate" | "tugs" | "evolution";
  readonly label: string;
  readonly input: () => Input;
  readonly fields: readonly Field[];
  readonly chance: (input: Input) => Chance<unknown>;
  readonly summary: (value: never) => string | number;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const rec = (value: unknown): Input => value as Input;
const list = (value: unknown): Input[] => value as Input[];
const text = (value: unknown, absent: string): string => (typeof value === "string" ? value : absent);
const whole = (text: string, min: number, max: number): number => Math.max(min, Math.min(max, Math.trunc(Number(text)) || min));

/** A whole-number field: the number `key` of the input's part `part`, kept within min..max. */
function wholeField(key: string, label: string, part: "context" | "weapon" | "shooter", min: number, max: number): Field {
  return {
    key,
    label,
    min,
    max,
    get: (input) => Number(rec(input[part])[key]),
    set: (input, value) => ({ ...input, [part]: { ...rec(input[part]), [key]: whole(value, min, max) } }),
  };
}

/** `n` figures `<prefix>1..n` named `<name> 1..n`, made by the system's own authoring factory (createUnit). */
function squad(system: "rugged" | "vivid", prefix: string, name: string, n: number, weapon?: unknown): Input[] {
  const createUnit = system === "rugged" ? rugged.createUnit : vivid.createUnit;
  const figure = { name, class: "Combatant" as const, ...(weapon === undefined ? {} : { weapons: [weapon as never] }) };
  return list(createUnit({ id: prefix, kind: "combatant", figure, size: n }).members);
}

function volley(system: "rugged" | "vivid"): Situation {
  const weapons = system === "rugged" ? rugged.RUGGED_WEAPONS : vivid.VIVID_WEAPONS;
  const weaponNames = Object.keys(weapons);
  const weaponOf = (name: string): unknown => (weapons as Readonly<Record<string, unknown>>)[name];
  const shooters = (input: Input): Input[] => list(input.shooters);
  return {
    id: `${system}-volley`,
    system,
    label: system === "rugged" ? "Rugged Adventures: a volley (hits)" : "Vivid Imaginations: a volley (hits)",
    input: () => ({
      shooters: squad(system, "r", "Rifleman", 4, weapons.boltRifle),
      target: { id: "dacoits", kind: "combatant", members: squad(system, "d", "Dacoit", 5, weapons.boltRifle) },
      context: system === "rugged" ? { distance: 20, cover: "soft", shooterMode: "stationary" } : { distance: 12, cover: "soft" },
    }),
    fields: [
      {
        key: "shooters",
        label: "Shooters",
        min: 1,
        max: 20,
        get: (input) => shooters(input).length,
        set: (input, value) => {
          const weapon = (shooters(input)[0]?.weapons as unknown[] | undefined)?.[0] ?? weapons.boltRifle;
          return { ...input, shooters: squad(system, "r", "Rifleman", whole(value, 1, 20), weapon) };
        },
      },
      {
        key: "weapon",
        label: "Weapon",
        choices: weaponNames,
        get: (input) =>
          weaponNames.find((n) => JSON.stringify(weaponOf(n)) === JSON.stringify((shooters(input)[0]?.weapons as unknown[] | undefined)?.[0])) ?? "boltRifle",
        set: (input, value) => ({ ...input, shooters: shooters(input).map((s) => ({ ...s, weapons: [weaponOf(value) ?? weapons.boltRifle] })) }),
      },
      wholeField("distance", "Distance (inches)", "context", 0, 100),
      ...(system === "rugged"
        ? [
            {
              key: "shooterMode",
              label: "Shooters' movement",
              choices: ["stationary", "combat", "patrol", "march", "run", "charge"],
              get: (input: Input) => String(rec(input.context).shooterMode),
              set: (input: Input, value: string) => ({ ...input, context: { ...rec(input.context), shooterMode: value } }),
            },
          ]
        : []),
      {
        key: "cover",
        label: "Target's cover",
        choices: ["none", "soft", "medium", "hard"],
        get: (input) => text(rec(input.context).cover, "none"),
        set: (input, value) => ({ ...input, context: { ...rec(input.context), cover: value } }),
      },
    ],
    chance: (input) => {
      const { options, ...rest } = input;
      const resolver = system === "rugged" ? rugged.volleyHits : vivid.volleyHits;
      return resolver(rest as never, options ?? {});
    },
    summary: (hits: number) => hits,
  };
}

const handToHand: Situation = {
  id: "vivid-hand-to-hand",
  system: "vivid",
  label: "Vivid Imaginations: a hand-to-hand fight (who stands)",
  input: () => handToHandInput(2),
  fields: [
    {
      key: "pairs",
      label: "Figures a side",
      min: 1,
      max: 4,
      get: (input) => list(input.active).length,
      set: (_input, value) => handToHandInput(whole(value, 1, 4)),
    },
  ],
  chance: (input) => vivid.handToHand(input as never),
  summary: (r: { figures: { id: string; status?: { wound?: string } }[] }) => {
    const standing = (side: string) => r.figures.filter((f) => f.id.startsWith(side) && f.status?.wound !== "killed").length;
    return `${String(standing("sailor"))} sailors, ${String(standing("thug"))} thugs stand`;
  },
};

function handToHandInput(n: number): Input {
  const active = squad("vivid", "sailor", "Sailor", n);
  const passive = squad("vivid", "thug", "Hatchet man", n);
  const attacks = active.flatMap((a, i) => [
    { attackerId: a.id, targetId: passive[i]?.id ?? "" },
    { attackerId: passive[i]?.id ?? "", targetId: a.id },
  ]);
  return { active, passive, attacks };
}

const fateAction: Situation = {
  id: "fate-action",
  system: "fate",
  label: "Fate: an action against a difficulty (outcome)",
  input: () => ({
    character: { ...fateActionFixture.character, fatePoints: 3 },
    request: { ability: "Fighting", against: { type: "target", value: 4 } },
  }),
  fields: [
    {
      key: "ability",
      label: "Ability",
      choices: ["Fighting", "Athletics", "Academics", "Rapport", "Investigation", "Might", "Resolve", "Shooting"],
      get: (input) => String(rec(input.request).ability),
      set: (input, value) => ({ ...input, request: { ...rec(input.request), ability: value } }),
    },
    {
      key: "difficulty",
      label: "Difficulty",
      min: -4,
      max: 8,
      get: (input) => Number(rec(rec(input.request).against).value),
      set: (input, value) => ({ ...input, request: { ...rec(input.request), against: { type: "target", value: whole(value, -4, 8) } } }),
    },
    {
      key: "fatePoint",
      label: "Fate point",
      choices: ["none", "+2 before the roll", "re-roll below a success"],
      get: (input) => {
        const request = rec(input.request);
        if (request.fatePointBonus === true) return "+2 before the roll";
        return request.reroll === undefined ? "none" : "re-roll below a success";
      },
      set: (input, value) => {
        const request = { ...rec(input.request) };
        delete request.fatePointBonus;
        delete request.reroll;
        if (value === "+2 before the roll") return { ...input, request: { ...request, fatePointBonus: true } };
        if (value === "re-roll below a success") return { ...input, request: { ...request, reroll: { below: "success" } } };
        return { ...input, request };
      },
    },
  ],
  chance: (input) => fate.action({ character: fate.createCharacter(input.character as never), request: input.request as never }),
  summary: (r: { outcome: string | null; label: string }) => r.outcome ?? r.label,
};

/**
 * A character of the worked example (TUGS-EX-1), as the library gives it (a spec: weapons and armour by name),
 * with the maximum hit points the text does not give (TUGS-AMB-9: an input): its Stamina, as in the examples.
 */
const worked = (spec: Omit<tugs.CharacterSpec, "maxHp">): Input => ({ ...spec, maxHp: spec.attributes.sta });

const tugsAttack: Situation = {
  id: "tugs-hth-attack",
  system: "tugs",
  label: "TUGS: a sword blow (what it does)",
  input: () => ({
    attacker: worked(tugs.TUGS_EXAMPLE_CHARACTERS.jan),
    defender: worked(tugs.TUGS_EXAMPLE_CHARACTERS.travis),
    context: { aimedLocation: "body" },
  }),
  fields: [
    {
      key: "skill",
      label: "Jan's Blades skill",
      min: 3,
      max: 20,
      get: (input) => Number(rec(rec(input.attacker).skills).Blades),
      set: (input, value) => ({ ...input, attacker: { ...rec(input.attacker), skills: { Blades: whole(value, 3, 20) } } }),
    },
    {
      key: "aimed",
      label: "Aimed at",
      choices: ["body", "head", "none"],
      get: (input) => text(rec(input.context).aimedLocation, "none"),
      set: (input, value) => ({ ...input, context: value === "none" ? {} : { aimedLocation: value } }),
    },
  ],
  chance: (input) =>
    tugs.hthAttack({
      attacker: tugs.createCharacter(input.attacker as never),
      defender: tugs.createCharacter(input.defender as never),
      context: input.context ?? {},
    }),
  summary: (r: { result: string; level: string | null; location: string | null }) =>
    r.result === "hit" ? `hit ${r.location ?? ""}: ${r.level ?? "no injury"}` : r.result,
};

const model = (id: string, name: string): Input => rec(evolution.createModel({ profile: "tough", id, name, weapons: ["revolver"] }));

const evolutionShot: Situation = {
  id: "evolution-shoot",
  system: "evolution",
  label: "Pulp Evolution: a shot (hits and the target's state)",
  input: () => ({
    shooter: model("boss", "Trail boss"),
    weapon: evolution.EVOLUTION_WEAPONS.revolver,
    target: model("bandido", "Bandido"),
    context: { los: "clear" },
  }),
  fields: [wholeField("firingDice", "Firing dice", "weapon", 1, 10), wholeField("accuracy", "Shooter's accuracy", "shooter", 2, 10)],
  chance: (input) =>
    evolution.shoot({ shooter: input.shooter as never, weapon: input.weapon as never, target: input.target as never, context: input.context as never }),
  summary: (r: { hits: number; target: { lightWounds: number; seriousWounds: number; removed: boolean } }) => {
    const t = r.target;
    const state = t.removed ? "removed" : t.seriousWounds > 0 ? "seriously wounded" : t.lightWounds > 0 ? "lightly wounded" : "unhurt";
    return `${String(r.hits)} ${r.hits === 1 ? "hit" : "hits"}, ${state}`;
  },
};

/** Every situation, in the order the page lists them. */
export const SITUATIONS: readonly Situation[] = [volley("rugged"), volley("vivid"), handToHand, fateAction, tugsAttack, evolutionShot];

/** A deep copy of a situation's default input (the page edits copies, never the defaults). */
export const freshInput = (s: Situation): Input => clone(s.input());
