import * as z from "zod/mini";
import type { Chance } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import { deepFreeze } from "../core/freeze.js";
import type { NoteEntry } from "../core/trace.js";
import { parseOrThrow } from "../core/validate.js";
import { checkCharacter } from "./character.js";
import { type FateOptions, type FateOptionsInput, fateOptions } from "./options.js";
import { type ContestState, contest, type Fixed, planSide, RollSpecSchema } from "./roll.js";
import type { Character, TrackName } from "./schemas.js";

/**
 * The default pairing of abilities for each kind of conflict (FATE-CONF-1..3).
 *
 * @example
 * ```ts
 * CONFLICT_ABILITIES.ranged; // { attack: "Shooting", defense: "Athletics", track: "health" }
 * ```
 */
export const CONFLICT_ABILITIES = deepFreeze({
  physical: { attack: "Fighting", defense: "Fighting", track: "health" },
  ranged: { attack: "Shooting", defense: "Athletics", track: "health" },
  mental: { attack: "Rapport", defense: "Resolve", track: "composure" },
} as const);

/**
 * One exchange of a conflict: the kind (physical, ranged, mental or social), whether the attack uses a
 * gun, whether the defender is unaware, and how each side rolls (the abilities default to the
 * catalogue's pairings). `defense` replaces the defender's roll with a fixed value set by the GM (an
 * inanimate target, ruling FATE-AMB-18).
 *
 * @example
 * ```ts
 * const charm: ExchangeRequest = { kind: "mental" };
 * ```
 */
export const ExchangeRequestSchema = z.object({
  /** physical (FATE-CONF-1), ranged (FATE-CONF-2) or mental / social (FATE-CONF-3). */
  kind: z.enum(["physical", "ranged", "mental"]),
  /** The attack uses a gun: the stress it deals is doubled (FATE-STRESS-2, ruling FATE-AMB-8). */
  gun: z._default(z.boolean(), false),
  /** The defender fights back with a gun: backlash stress it deals is doubled (ruling FATE-AMB-8). */
  defenderGun: z._default(z.boolean(), false),
  /** The defender is unaware: a Poor defense (FATE-CONF-1, ruling FATE-AMB-9). */
  unaware: z._default(z.boolean(), false),
  /** How the attacker rolls; the ability defaults to the kind's pairing. */
  attack: z._default(z.partial(RollSpecSchema), {}),
  /** How the defender rolls; the ability defaults to the kind's pairing (ruling FATE-AMB-24 for fate points). */
  defend: z._default(z.partial(RollSpecSchema), {}),
  /** A fixed defense instead of the defender's roll: an inanimate target's size and movement (FATE-GM-2, ruling FATE-AMB-18). */
  defense: z.optional(
    z.object({
      /** The defense value on the ladder. */
      value: z.int().check(z.gte(-100), z.lte(100)),
      /** What it is. */
      label: z._default(z.string(), "fixed defense"),
    }),
  ),
});

/**
 * One exchange of a conflict.
 *
 * @example
 * ```ts
 * const shot: ExchangeRequest = { kind: "ranged", gun: true };
 * ```
 */
export type ExchangeRequest = z.input<typeof ExchangeRequestSchema>;

/**
 * The result of an exchange: both totals, the net, and who takes how much stress on which track.
 *
 * @example
 * ```ts
 * const r: ExchangeResult = { attackTotal: -1, defenseTotal: 4, net: -5, stressTo: "attacker", track: "composure", amount: 5, doubled: false, attackerFpSpent: 0, defenderFpSpent: 0 };
 * ```
 */
export interface ExchangeResult {
  /** The attacker's total. */
  readonly attackTotal: number;
  /** The defender's total (or the fixed defense). */
  readonly defenseTotal: number;
  /** attackTotal - defenseTotal. */
  readonly net: number;
  /** Who takes the stress, or "none". */
  readonly stressTo: "attacker" | "defender" | "none";
  /** The track it goes on (FATE-STRESS-1). */
  readonly track: TrackName;
  /** The stress, before any consequence soaks it. */
  readonly amount: number;
  /** Whether a gun doubled it. */
  readonly doubled: boolean;
  /** Fate points the attacker spent. */
  readonly attackerFpSpent: number;
  /** Fate points the defender spent. */
  readonly defenderFpSpent: number;
}

const FN = "fate.conflictExchange";

/** Who takes stress and how much, from the net (FATE-STRESS-2, rulings FATE-AMB-5 and FATE-AMB-8). @internal */
export function stressOf(
  net: number,
  kind: "physical" | "ranged" | "mental",
  gun: boolean,
  defenderGun: boolean,
  options: FateOptions,
): Pick<ExchangeResult, "stressTo" | "amount" | "doubled"> {
  if (net > 0) {
    // ruling FATE-AMB-8: a gun doubles the stress its wielder deals, before any soak
    const doubled = gun && kind !== "mental";
    return { stressTo: "defender", amount: doubled ? 2 * net : net, doubled };
  }
  // ruling FATE-AMB-5: the side with the lower total takes |net|; by default not a shooter (the target cannot hurt it)
  if (net === 0 || options.backlash === "attackerOnlyDeals" || (options.backlash === "symmetricExceptRanged" && kind === "ranged")) {
    return { stressTo: "none", amount: 0, doubled: false };
  }
  const doubled = defenderGun && kind !== "mental";
  return { stressTo: "attacker", amount: doubled ? -2 * net : -net, doubled };
}

/**
 * Resolves one exchange of a conflict as an opposed roll (ruling FATE-AMB-22): Fighting vs Fighting
 * (FATE-CONF-1; an unaware defender is a Poor defense, ruling FATE-AMB-9), Shooting vs Athletics
 * (FATE-CONF-2) or Rapport vs Resolve (FATE-CONF-3). The stress is the difference of the totals, doubled
 * for a gun (FATE-STRESS-2, ruling FATE-AMB-8), on Health or Composure (FATE-STRESS-1); who takes it when
 * the attacker loses follows ruling FATE-AMB-5. Apply it with `applyStress`.
 *
 * @param attacker - the attacking character
 * @param defender - the defending character
 * @param request - the kind of conflict and how each side rolls
 * @param options - fate options
 * @returns a chance of the exchange's result
 * @example
 * ```ts
 * const charm = conflictExchange(indy, waterford, { kind: "mental" });
 * resolve(charm, scriptedDice(["dF:-", "dF:-", "dF:0", "dF:0", "dF:+", "dF:0", "dF:0", "dF:0"])).value;
 * // { net: -5, stressTo: "attacker", track: "composure", amount: 5, ... }
 * ```
 */
export function conflictExchange(attacker: Character, defender: Character, request: ExchangeRequest, options: FateOptionsInput = {}): Chance<ExchangeResult> {
  const opts = fateOptions(options);
  const a = checkCharacter(FN, attacker, "attacker");
  const d = checkCharacter(FN, defender, "defender");
  const r = parseOrThrow(FN, ExchangeRequestSchema, request, "request");
  const pair = CONFLICT_ABILITIES[r.kind];
  const attack = planSide(FN, a, { ...r.attack, ability: r.attack.ability ?? pair.attack }, "request.attack", opts);
  if (r.unaware && r.defense !== undefined) {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: FN,
      path: "request.defense",
      value: r.defense,
      message: "give either unaware or a fixed defense, not both",
    });
  }
  let defense;
  let note: NoteEntry | undefined;
  if (r.defense !== undefined) {
    // ruling FATE-AMB-18: an inanimate target's defense is a GM input
    defense = { fixed: r.defense.value, label: r.defense.label, rule: "FATE-AMB-18" } satisfies Fixed;
  } else if (r.unaware && opts.unawareDefense === "fixedPoor") {
    // ruling FATE-AMB-9: an unaware defender is a fixed Poor (-1) defense, no dice
    defense = { fixed: -1, label: `${d.name} unaware: Poor defense`, rule: "FATE-CONF-1" } satisfies Fixed;
  } else if (r.unaware) {
    // ruling FATE-AMB-9 (option rollPoor): the unaware defender rolls 4dF at Poor (-1)
    const side = planSide(FN, d, { ability: pair.defense }, "request.defend", opts, true);
    defense = { ...side, base: -1, modifiers: [{ type: "modifier" as const, rule: "FATE-AMB-9", label: `${d.name} unaware: rolls at Poor`, value: -1 }] };
    note = { type: "note", rule: "FATE-CONF-1", text: `${d.name} is unaware` };
  } else {
    defense = planSide(FN, d, { ...r.defend, ability: r.defend.ability ?? pair.defense }, "request.defend", opts, true);
  }
  const track = pair.track;
  const chance = contest(attack, defense).map((s: ContestState): ExchangeResult => {
    const defenseTotal = s.ot ?? 0;
    const net = s.at - defenseTotal;
    return { attackTotal: s.at, defenseTotal, net, track, ...stressOf(net, r.kind, r.gun, r.defenderGun, opts), attackerFpSpent: s.af, defenderFpSpent: s.of };
  });
  return chance.traced(note === undefined ? [] : [note], (x) => [
    {
      type: "note",
      rule: "FATE-STRESS-2",
      text:
        x.stressTo === "none"
          ? `net ${String(x.net)}: no stress`
          : `net ${String(x.net)}: ${x.stressTo === "attacker" ? a.name : d.name} takes ${String(x.amount)} ${x.track} stress${x.doubled ? " (gun, doubled)" : ""}`,
    },
  ]);
}
