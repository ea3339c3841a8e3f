import { RulesError } from "../core/errors.js";
import { absentIfNull } from "../core/schema-kit.js";
import { checkReadable } from "../core/validate.js";
import { checkBoolean, checkObject } from "./checks.js";
import { type Model, type ModelInput, modelFrom } from "./model.js";
import { type EvolutionOptions, type EvolutionOptionsInput, optionsFrom } from "./options.js";

/** Skill names (lower case) that the rules know. */
const LEADERSHIP = "leadership";
const INDEPENDENT = "independent";

/**
 * Whether a model has a skill (case-insensitive: the text writes "leader", "Leadership", "independant").
 *
 * @param skills - the model's skills
 * @param skill - the skill, lower case
 * @returns true when the model has it
 * @example
 * ```ts
 * hasSkill(["Leadership"], "leadership"); // true
 * ```
 */
export function hasSkill(skills: readonly string[], skill: string): boolean {
  checkReadable("evolution.hasSkill", "skills", skills);
  if (!Array.isArray(skills))
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "evolution.hasSkill", path: "skills", value: skills, message: "expected an array of skill names" });
  if (typeof skill !== "string")
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "evolution.hasSkill", path: "skill", value: skill, message: "expected a skill name" });
  return hasSkillValidated(skills, skill);
}

/**
 * {@link hasSkill} of a validated model's skills (an array of strings, issue 15: validate once, at the edge): the
 * same answer, no argument checks.
 *
 * @internal
 */
export function hasSkillValidated(skills: readonly string[], skill: string): boolean {
  const want = skill.toLowerCase();
  return skills.some((s: unknown) => {
    if (typeof s !== "string") return false;
    const have = s.toLowerCase();
    // the text spells the skills several ways: "leader trait", "Leadership skill", "independant trait"
    if (want === LEADERSHIP) return have === LEADERSHIP || have === "leader";
    if (want === INDEPENDENT) return have === INDEPENDENT || have === "independant";
    return have === want;
  });
}

/**
 * How many actions a model has this turn (EVO-ACT-1, EVO-LEAD-1, EVO-VEH-1, EVO-AMB-15):
 * - a mook 1; 2 when it activates with its leader and copies the leader's actions (EVO-LEAD-1,
 *   EVO-AMB-14: it copies both, its own action plus the bonus one); 2 with the Independent trait;
 * - a character 2, or 3 with a special rule (`thirdAction`, EVO-GM-3);
 * - a vehicle 2 when a character drives it, 1 when a mook does; with no driver, the `autonomousActions` its
 *   special rules or the GM give it (a robot, EVO-GM-3, EVO-GM-5), else 0 (the vehicle section is missing:
 *   EVO-VEH-1 is a hook with the only number the text gives);
 * - a suppressed model (`state.suppressed`) at most `suppressedActions` (option, hook for EVO-AMB-8; the
 *   placeholder 0 means it does not act).
 *
 * A removed model has no actions.
 *
 * @param model - the model (validated here)
 * @param context - `withLeader`: the mook activates with a leader in its group
 * @param options - rulings; `suppressedActions` applies here
 * @returns the number of actions
 * @example
 * ```ts
 * actionsFor(TOUGH); // 1
 * actionsFor(TOUGH, { withLeader: true }); // 2
 * actionsFor({ ...TOUGH, type: "vehicle", autonomousActions: 2 }); // 2 (a robot with no driver)
 * ```
 */
export function actionsFor(model: ModelInput, context?: { readonly withLeader?: boolean } | null, options?: EvolutionOptionsInput | null): number {
  const fn = "evolution.actionsFor";
  const m = modelFrom(fn, model);
  const c = absentIfNull(context) ?? {};
  checkObject(fn, "context", c);
  const withLeader = checkBoolean(fn, "context.withLeader", c.withLeader ?? false);
  return actionsOf(m, withLeader, optionsFrom(fn, options));
}

/**
 * The actions of a validated model: the one place of EVO-ACT-1 and of the suppression hook.
 * @internal
 */
export function actionsOf(m: Model, withLeader: boolean, o: EvolutionOptions): number {
  if (m.state.removed) return 0;
  const normal = normalActions(m, withLeader);
  // hook EVO-AMB-8 (placeholder [I], option suppressedActions): a model that failed to avoid suppression
  // (EVO-WTF-1) keeps at most that many actions; the placeholder 0 means it does not act
  return m.state.suppressed === true ? Math.min(normal, o.suppressedActions) : normal;
}

function normalActions(m: Model, withLeader: boolean): number {
  switch (m.type) {
    case "character":
      return m.thirdAction ? 3 : 2;
    case "vehicle":
      // EVO-VEH-1: 2 with a character driver, 1 with a mook; with none, what its special rules give (EVO-GM-3)
      return m.driverType === "character" ? 2 : m.driverType === "mook" ? 1 : (m.autonomousActions ?? 0);
    case "mook":
      // ruling EVO-AMB-15: Independent gives a mook or solo model 2 actions without a leader
      if (hasSkillValidated(m.skills, INDEPENDENT)) return 2;
      return withLeader ? 2 : 1;
  }
}

/**
 * Whether a model can lead a group: a character with the Leadership skill (EVO-LEAD-1, L.34).
 *
 * @param model - the model (validated here)
 * @returns true for a character with Leadership
 * @example
 * ```ts
 * isLeader(TOUGH); // false
 * ```
 */
export function isLeader(model: ModelInput): boolean {
  const m = modelFrom("evolution.isLeader", model);
  return m.type === "character" && hasSkill(m.skills, LEADERSHIP);
}
