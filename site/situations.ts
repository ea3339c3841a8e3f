// The situations the odds explorer offers: for each, a default input (plain JSON, what the library's resolvers
// take), the few fields a player edits in the form, the chance it builds and how a value reads in the chart.
// Shared by the page (main.ts) and the browser test (scripts/browser-test.ts), which recomputes the page's
// numbers with `odds` in Node.
import type { Chance } from "pulp-rules";
import * as evolution from "pulp-rules/evolution";
import * as fate from "pulp-rules/fate";
import * as rugged from "pulp-rules/rugged";
import * as tugs from "pulp-rules/tugs";
import * as vivid from "pulp-rules/vivid";

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

function squad(prefix: string, name: string, n: number, weapon: unknown): Input[] {
  return Array.from({ length: n }, (_, i) => ({ id: `${prefix}${String(i + 1)}`, name: `${name} ${String(i + 1)}`, class: "Combatant", weapons: [weapon] }));
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
      shooters: squad("r", "Rifleman", 4, weapons.boltRifle),
      target: { id: "dacoits", kind: "combatant", members: squad("d", "Dacoit", 5, weapons.boltRifle) },
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
          return { ...input, shooters: squad("r", "Rifleman", whole(value, 1, 20), weapon) };
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
      {
        key: "distance",
        label: "Distance (inches)",
        min: 0,
        max: 100,
        get: (input) => Number(rec(input.context).distance),
        set: (input, value) => ({ ...input, context: { ...rec(input.context), distance: whole(value, 0, 100) } }),
      },
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
  const side = (id: string, name: string) =>
    Array.from({ length: n }, (_, i) => ({ id: `${id}${String(i + 1)}`, name: `${name} ${String(i + 1)}`, class: "Combatant" }));
  const active = side("sailor", "Sailor");
  const passive = side("thug", "Hatchet man");
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
    character: {
      id: "indy",
      name: "Indy",
      abilities: { Shooting: 0, Academics: 4, Rapport: 2, Investigation: 2, Might: 3, Resolve: 3, Athletics: 2, Fighting: 3 },
      fatePoints: 3,
    },
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

const tugsAttack: Situation = {
  id: "tugs-hth-attack",
  system: "tugs",
  label: "TUGS: a sword blow (what it does)",
  input: () => ({
    attacker: {
      id: "jan",
      name: "Jan",
      attributes: { sta: 9, str: 10, dex: 11 },
      initiative: 11,
      resistance: -1,
      injuryBonus: 0,
      skills: { Blades: 14 },
      maxHp: 9,
      weapons: [{ name: "short sword", skill: "Blades", type: "blade", initiative: 0, penetration: -1, damage: -1, parry: -4 }],
    },
    defender: {
      id: "travis",
      name: "Travis",
      attributes: { sta: 11, str: 11, dex: 10 },
      initiative: 9,
      resistance: 1,
      injuryBonus: 1,
      skills: { Blades: 12 },
      maxHp: 11,
      weapons: [{ name: "broadsword", skill: "Blades", type: "blade", initiative: 0, penetration: 0, damage: 0, parry: -4 }],
      armour: { body: { value: 1, kind: "nonRigid" }, head: { value: 2, kind: "rigid" } },
    },
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
  chance: (input) => tugs.hthAttack({ attacker: input.attacker as never, defender: input.defender as never, context: input.context ?? {} }),
  summary: (r: { result: string; level: string | null; location: string | null }) =>
    r.result === "hit" ? `hit ${r.location ?? ""}: ${r.level ?? "no injury"}` : r.result,
};

const model = (id: string, name: string): Input => ({
  id,
  name,
  type: "mook",
  size: 3,
  move: 5,
  accuracy: 5,
  closeCombat: "1D6-1",
  wound: 4,
  kill: 6,
  armourSave: 6,
  wtf: 4,
  skills: [],
  thirdAction: false,
  weapons: [{ name: "revolver", firingDice: 1, damageDice: "1D6" }],
  facingDeg: 0,
  state: { lightWounds: 0, seriousWounds: 0, removed: false },
});

const evolutionShot: Situation = {
  id: "evolution-shoot",
  system: "evolution",
  label: "Pulp Evolution: a shot (hits and the target's state)",
  input: () => ({
    shooter: model("boss", "Trail boss"),
    weapon: { name: "revolver", firingDice: 1, damageDice: "1D6" },
    target: model("bandido", "Bandido"),
    context: { los: "clear" },
  }),
  fields: [
    {
      key: "firingDice",
      label: "Firing dice",
      min: 1,
      max: 10,
      get: (input) => Number(rec(input.weapon).firingDice),
      set: (input, value) => ({ ...input, weapon: { ...rec(input.weapon), firingDice: whole(value, 1, 10) } }),
    },
    {
      key: "accuracy",
      label: "Shooter's accuracy",
      min: 2,
      max: 10,
      get: (input) => Number(rec(input.shooter).accuracy),
      set: (input, value) => ({ ...input, shooter: { ...rec(input.shooter), accuracy: whole(value, 2, 10) } }),
    },
  ],
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
