// Devices worked by a luck roll or a single D10: the lock pick set (VIV-GAD-13), the universal multi-tool
// (VIV-GAD-23, VIV-AMB-31) and the mind transference machine (VIV-GAD-19).
import { type Chance, constant, die } from "../../core/chance.js";
import { checkInt, RulesError } from "../../core/errors.js";
import { parseOrThrow } from "../../core/validate.js";
import type { LuckRollResult } from "../../family/luck-roll.js";
import { type Figure, FigureSchema } from "../../family/schemas.js";
import { luckRoll } from "../luck.js";
import type { VividOptionsInput } from "../options.js";
import { VIVID_GADGETS } from "./catalogue.js";
import { gadgetOfKind } from "./counters.js";
import type { Gadget } from "./schema.js";

/**
 * The GM's rulings on a lock (VIV-GM-8): always given.
 *
 * @example
 * ```ts
 * const lock: LockGm = { locksmith: false, turns: 1 };
 * ```
 */
export interface LockGm {
  /** The figure is a skilled locksmith: no luck roll. */
  readonly locksmith: boolean;
  /** Turns the lock takes (at least the set's 1). */
  readonly turns: number;
}

/**
 * A lock-picking attempt.
 *
 * @example
 * ```ts
 * const r: LockPickResult = { opened: true, turns: 1, rolled: false };
 * ```
 */
export interface LockPickResult {
  /** The lock opened. */
  readonly opened: boolean;
  /** Turns spent, in which the figure may not move. */
  readonly turns: number;
  /** A luck roll was made. */
  readonly rolled: boolean;
}

/**
 * Picking a lock with a lock pick set (VIV-GAD-13): it takes at least one turn (the GM says how many), with
 * no movement in it; a skilled locksmith opens it, anyone else needs a luck roll (VIV-LUCK-3).
 *
 * @param figure - the figure picking the lock
 * @param gm - locksmith status and turns (VIV-GM-8)
 * @param settings - the set (default the catalogue's), vivid options
 * @returns a chance of `{ opened, turns, rolled }`
 * @example
 * ```ts
 * resolve(pickLock(jack, { locksmith: false, turns: 1 }), scriptedDice(["d10:5"])).value.opened; // true with Luck 5
 * ```
 */
export function pickLock(
  figure: Figure,
  gm: LockGm,
  settings: { readonly picks?: Gadget; readonly options?: VividOptionsInput } | null = {},
): Chance<LockPickResult> {
  // docs/reliability.md: null for an optional argument means absent
  settings ??= {};
  const fn = "vivid.pickLock";
  const f = parseOrThrow(fn, FigureSchema, figure, "figure");
  const { effect } = gadgetOfKind(fn, settings.picks ?? VIVID_GADGETS.lockPicks, "lockPick");
  const turns = checkInt(fn, "gm.turns", (gm as LockGm | undefined)?.turns, Math.max(1, effect.minTurns), 100);
  if (gm.locksmith) {
    return constant<LockPickResult>({ opened: true, turns, rolled: false }).traced([
      { type: "note", rule: "VIV-GAD-13", text: "a skilled locksmith: no luck roll" },
    ]);
  }
  return luckRoll(f, { purpose: "pick the lock", options: settings.options ?? {} }).map((r): LockPickResult => ({ opened: r.pass, turns, rolled: true }));
}

/**
 * A luck roll with the universal multi-tool (VIV-GAD-23): on a task the GM approves, +4 to the Luck target,
 * capped at 10 (ruling VIV-AMB-31: a bonus on the die would be a penalty in a roll-under system); on any
 * other task the tool gives nothing and the roll is a plain luck roll.
 *
 * @param figure - the figure with the tool
 * @param gmApproved - the GM approves the task as one for the tool (VIV-GM-8)
 * @param settings - what the roll is for, the tool (default the catalogue's), vivid options
 * @returns a chance of `{ pass, rerolled }`
 * @example
 * ```ts
 * odds(multiToolRoll(jack, true).map((r) => r.pass)).probability(true).toString(); // "9/10" with Luck 5
 * ```
 */
export function multiToolRoll(
  figure: Figure,
  gmApproved: boolean,
  settings: { readonly purpose?: string; readonly tool?: Gadget; readonly options?: VividOptionsInput } | null = {},
): Chance<LuckRollResult> {
  // docs/reliability.md: null for an optional argument means absent
  settings ??= {};
  const fn = "vivid.multiToolRoll";
  const f = parseOrThrow(fn, FigureSchema, figure, "figure");
  const { effect } = gadgetOfKind(fn, settings.tool ?? VIVID_GADGETS.multiTool, "luckBonus");
  if (typeof gmApproved !== "boolean")
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "gmApproved", value: gmApproved, message: "expected a boolean" });
  // ruling VIV-AMB-31: the Multi-tool's +4 raises the Luck target (max 10), not the die
  return luckRoll(f, { purpose: settings.purpose ?? "multi-tool task", targetBonus: gmApproved ? effect.value : 0, options: settings.options ?? {} });
}

/**
 * What the mind transference machine did.
 *
 * @example
 * ```ts
 * const r: MindTransferResult = { success: true, turns: 2, figures: [a, b] };
 * ```
 */
export interface MindTransferResult {
  /** The transfer worked (D10 of 6 or less). */
  readonly success: boolean;
  /** Turns the transfer took (2). */
  readonly turns: number;
  /** The two figures afterwards: on a success each body carries the other's mind (name, class, side, luck, traits, hand-to-hand class, main-character flags, morale); the GM rules any further effect (VIV-GM-8). */
  readonly figures: readonly [Figure, Figure];
}

const MIND = ["name", "class", "side", "luck", "traits", "handToHandClass", "isMainCharacter", "isSideKick", "baseMorale", "role"] as const;

function withMindOf(body: Figure, mind: Figure): Figure {
  const out: Record<string, unknown> = { ...body };
  for (const k of MIND) {
    if (mind[k] === undefined) Reflect.deleteProperty(out, k);
    else out[k] = mind[k];
  }
  return out as Figure;
}

/**
 * The mind transference machine (VIV-GAD-19, VIV-EX-11): the transfer takes 2 turns, then a D10 of 6 or
 * less succeeds (P 3/5) and the two figures assume reverse roles and characteristics: each body keeps its
 * id, weapons, armour, movement type and state, and takes the other's mind.
 *
 * @param a - the first figure in the chairs
 * @param b - the second
 * @param machine - the machine (default the catalogue's)
 * @returns a chance of `{ success, turns, figures }`
 * @example
 * ```ts
 * resolve(mindTransfer(koo, curtis), scriptedDice(["d10:6"])).value.figures[0].name; // "General Curtis"
 * ```
 */
export function mindTransfer(a: Figure, b: Figure, machine: Gadget | null = VIVID_GADGETS.mindTransference): Chance<MindTransferResult> {
  // docs/reliability.md: null for an optional argument means absent
  machine ??= VIVID_GADGETS.mindTransference;
  const fn = "vivid.mindTransfer";
  const fa = parseOrThrow(fn, FigureSchema, a, "a");
  const fb = parseOrThrow(fn, FigureSchema, b, "b");
  const { effect } = gadgetOfKind(fn, machine, "mindTransfer");
  return die("d10", { purpose: `mind transfer, ${fa.name} and ${fb.name} (${String(effect.successOnOrBelow)} or less)`, rule: "VIV-GAD-19" })
    .map((face) => face <= effect.successOnOrBelow)
    .map(
      (success): MindTransferResult => ({
        success,
        turns: effect.turns,
        figures: success ? [withMindOf(fa, fb), withMindOf(fb, fa)] : [fa, fb],
      }),
    );
}
