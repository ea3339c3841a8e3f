import * as z from "zod/mini";
import { type Chance, constant } from "../core/chance.js";
import { checkFunction, RulesError } from "../core/errors.js";
import { absentIfNull, boundedString, idString, strictObject } from "../core/schema-kit.js";
import { parseOrThrow } from "../core/validate.js";
import { checkObject } from "./checks.js";
import { type Model, type ModelInput, modelFrom } from "./model.js";
import { type EvolutionOptions, type EvolutionOptionsInput, optionsFrom } from "./options.js";
import { ACTION_TYPES, type ActionType } from "./tables.js";

/**
 * What may call for a reaction (EVO-GEN-1: "an action and reaction system"; the reaction rules are missing,
 * EVO-AMB-9, EVO-GM-5): a kind named by your procedure (e.g. `"shot-at"`, `"charged"`, `"enemy-moved"`) and
 * the enemy that caused it.
 *
 * @example
 * ```ts
 * const trigger: ReactionTrigger = { kind: "charged", byId: "bandido-2" };
 * ```
 */
export const ReactionTriggerSchema = strictObject({
  /** The kind of event, as your procedure names it (e.g. `"shot-at"`, `"charged"`). */
  kind: boundedString().check(z.minLength(1)),
  /** The id of the enemy model that caused it, if any. */
  byId: z.optional(idString()),
});

/**
 * A reaction trigger (see {@link ReactionTriggerSchema}).
 *
 * @example
 * ```ts
 * const trigger: ReactionTrigger = { kind: "shot-at" };
 * ```
 */
export type ReactionTrigger = z.infer<typeof ReactionTriggerSchema>;

/**
 * Whether a model reacts, and with which action (EVO-ACT-2).
 *
 * @example
 * ```ts
 * const none: ReactionResult = { reacts: false, action: null };
 * ```
 */
export interface ReactionResult {
  /** True when the model reacts. */
  readonly reacts: boolean;
  /** The action it takes in reaction (EVO-ACT-2), `null` when it does not react. */
  readonly action: ActionType | null;
}

/**
 * A reaction procedure: given the validated model, the trigger and the complete options, a chance of the
 * reaction (a WtF roll, an Accuracy roll, a free action...). Supply your group's own to {@link reaction}.
 *
 * @example
 * ```ts
 * // house rule: a model charged by an enemy may shoot back if it passes its Will to Fight
 * const standAndShoot: ReactionProcedure = (model, trigger, options) =>
 *   trigger.kind === "charged"
 *     ? wtfCheck(model, { reason: "stand and shoot" }, options).map((pass) => ({ reacts: pass, action: pass ? ("shoot" as const) : null }))
 *     : constant({ reacts: false, action: null });
 * ```
 */
export type ReactionProcedure = (model: Model, trigger: ReactionTrigger, options: EvolutionOptions) => Chance<ReactionResult>;

/** The placeholder's one result: no reaction. */
const NO_REACTION: ReactionResult = Object.freeze({ reacts: false, action: null });

/**
 * A reaction (EVO-GEN-1, hook for EVO-AMB-9 and EVO-GM-5). The text names "an action and reaction system" and
 * never describes reactions. The placeholder, marked [I] like every missing section's placeholder: no model
 * reacts (the turn is the activations of EVO-AMB-9 and nothing more), with a trace note saying why. Pass your
 * own `procedure` to play reactions; a removed model never reacts. A procedure's reaction action must be one
 * of the actions (EVO-ACT-2).
 *
 * @param model - the model that may react (validated here)
 * @param trigger - what happened (validated here)
 * @param context - `procedure`: your group's reaction rule
 * @param options - rulings, handed to the procedure
 * @returns a chance of `{ reacts, action }`
 * @example
 * ```ts
 * resolve(reaction(TOUGH, { kind: "shot-at" }), scriptedDice([])).value; // { reacts: false, action: null }
 * ```
 */
export function reaction(
  model: ModelInput,
  trigger: ReactionTrigger,
  context?: { readonly procedure?: ReactionProcedure } | null,
  options?: EvolutionOptionsInput | null,
): Chance<ReactionResult> {
  const fn = "evolution.reaction";
  const m = modelFrom(fn, model);
  const t = parseOrThrow(fn, ReactionTriggerSchema, trigger, "trigger");
  const c = absentIfNull(context) ?? {};
  checkObject(fn, "context", c);
  return reactionValidated(fn, m, t, c, optionsFrom(fn, options), "");
}

/**
 * {@link reaction} of a model and trigger already validated (the named call parses its input once): the same
 * chance. `at` prefixes the paths of errors (`"input."` for the named call).
 *
 * @internal
 */
export function reactionValidated(
  fn: string,
  m: Model,
  t: ReactionTrigger,
  c: { readonly procedure?: ReactionProcedure },
  o: EvolutionOptions,
  at: string,
): Chance<ReactionResult> {
  if (m.state.removed) return constant(NO_REACTION).traced([{ type: "note", rule: "EVO-GEN-1", text: `${m.id} is removed: no reaction` }]);
  if (c.procedure !== undefined) {
    checkFunction(fn, `${at}context.procedure`, c.procedure);
    return c.procedure(m, Object.freeze(t), o).map((r) => {
      if (typeof r.reacts !== "boolean" || (r.action !== null && !(ACTION_TYPES as readonly string[]).includes(r.action))) {
        throw new RulesError({
          code: "INVALID_STATE",
          fn,
          path: `${at}context.procedure`,
          value: r,
          message: "a reaction is { reacts: boolean, action: one of the actions or null }",
        });
      }
      return Object.freeze({ reacts: r.reacts, action: r.reacts ? r.action : null });
    });
  }
  // hook EVO-AMB-9 / EVO-GM-5 (placeholder [I]): reactions are not described in the text, so none is taken
  return constant(NO_REACTION).traced([
    { type: "note", rule: "EVO-AMB-9", text: "reactions are not described in the text: the placeholder takes none (pass a procedure)" },
  ]);
}
