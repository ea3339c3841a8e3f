// A carried gadget's counters (uses, doses, air, charges) and the check that a resolver got the right kind
// of gadget. Updates return a new gadget; the argument is never changed.
import { checkInt, RulesError } from "../../core/errors.js";
import { parseOrThrow } from "../../core/validate.js";
import type { Figure } from "../../family/schemas.js";
import { type Gadget, type GadgetCounter, type GadgetEffect, GadgetSchema } from "./schema.js";

/**
 * What spending a gadget's counter gave: the new gadget, or why not (`EMPTY`: not enough left).
 *
 * @example
 * ```ts
 * const r: GadgetSpend = { ok: false, reason: "EMPTY", left: 0 };
 * ```
 */
export type GadgetSpend =
  | {
      /** Spent. */
      readonly ok: true;
      /** The gadget with its counter lowered (a new object; untracked counters stay absent). */
      readonly gadget: Gadget;
    }
  | {
      /** Not spent. */
      readonly ok: false;
      /** `EMPTY`: fewer left than asked. */
      readonly reason: "EMPTY";
      /** What is left. */
      readonly left: number;
    };

const COUNTERS: readonly string[] = ["uses", "doses", "airTurns", "charges"];

/**
 * Returns a copy of an object without some keys.
 *
 * @param value - the object
 * @param keys - the keys to leave out
 * @returns a new object
 * @example
 * ```ts
 * withoutKeys({ a: 1, b: 2 }, ["b"]); // { a: 1 }
 * ```
 */
export function withoutKeys<T extends object>(value: T, keys: readonly string[]): T {
  const out = { ...value } as Record<string, unknown>;
  for (const k of keys) Reflect.deleteProperty(out, k);
  return out as T;
}

/**
 * Whether a figure is already out of the action (killed, unconscious or removed): gas cannot affect it further.
 *
 * @param figure - a figure
 * @returns true when it is down
 * @example
 * ```ts
 * isDown({ id: "t", name: "Thug", class: "Combatant", status: { wound: "killed" } }); // true
 * ```
 */
export function isDown(figure: Figure): boolean {
  const s = figure.status;
  return s?.wound === "killed" || s?.wound === "unconscious" || s?.removed === true;
}

/**
 * Spends `n` of a carried gadget's counter (VIV-AMB-30: the thimble spends one use per hit delivered). An
 * absent counter is not tracked and never runs out.
 *
 * @param gadget - the carried gadget
 * @param counter - `uses`, `doses`, `airTurns` or `charges`
 * @param n - how many to spend (default 1)
 * @returns `{ ok: true, gadget }` or `{ ok: false, reason: "EMPTY", left }`
 * @example
 * ```ts
 * spendGadget(VIVID_GADGETS.anestheticThimble, "uses"); // { ok: true, gadget: { ...thimble, uses: 2 } }
 * ```
 */
export function spendGadget(gadget: Gadget, counter: GadgetCounter, n: number | null = 1): GadgetSpend {
  // docs/reliability.md: null for an optional argument means absent
  n ??= 1;
  const fn = "vivid.spendGadget";
  const g = parseOrThrow(fn, GadgetSchema, gadget, "gadget");
  if (!COUNTERS.includes(counter)) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "counter", value: counter, message: "expected uses, doses, airTurns or charges" });
  }
  checkInt(fn, "n", n, 0, 1000);
  const left = g[counter];
  if (left === undefined) return { ok: true, gadget: g };
  if (left < n) return { ok: false, reason: "EMPTY", left };
  return { ok: true, gadget: { ...g, [counter]: left - n } };
}

/**
 * Validates a gadget and checks that its effect is of the kind a resolver needs.
 *
 * @param fn - the public function name, for errors
 * @param gadget - the gadget given
 * @param kind - the effect kind the resolver reads
 * @returns the parsed gadget and its effect, narrowed to the kind
 * @throws RulesError INVALID_INPUT for a malformed gadget, INVALID_ARGUMENT for another kind
 * @example
 * ```ts
 * gadgetOfKind("vivid.smokeCloud", VIVID_GADGETS.smokeBomb, "smoke").effect.radiusInches; // 5
 * ```
 */
export function gadgetOfKind<K extends GadgetEffect["kind"]>(
  fn: string,
  gadget: Gadget,
  kind: K,
): { readonly gadget: Gadget; readonly effect: Extract<GadgetEffect, { kind: K }> } {
  const g = parseOrThrow(fn, GadgetSchema, gadget, "gadget");
  const effect = g.effect;
  if (effect.kind !== kind) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "gadget.effect.kind", value: effect.kind, message: `expected a gadget of kind ${kind}` });
  }
  return { gadget: g, effect: effect as Extract<GadgetEffect, { kind: K }> };
}

/**
 * Checks a distance in inches at the public boundary: a finite number from 0 to 10,000.
 *
 * @param fn - the public function name, for errors
 * @param path - the argument's path
 * @param value - the value given
 * @returns the distance
 * @throws RulesError INVALID_ARGUMENT otherwise
 * @example
 * ```ts
 * checkInches("vivid.flashGrenade", "throwDistance", 5.5); // 5.5
 * ```
 */
export function checkInches(fn: string, path: string, value: unknown): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 10_000) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value, message: "expected a distance in inches from 0 to 10000" });
  }
  return value;
}
