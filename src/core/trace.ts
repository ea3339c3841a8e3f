import type { DieKind } from "./die-kind.js";
import { RulesError } from "./errors.js";
import { listArg } from "./inputs.js";
import { frozenCopy } from "./plain.js";

/**
 * One die in a trace: its kind, the face it showed, what it was rolled for and the rule that asked for it.
 *
 * @example
 * ```ts
 * const entry: DieEntry = { type: "die", kind: "d10", face: 7, purpose: "to hit (needs 5 or less)", rule: "RUG-SHOOT-4", result: "miss" };
 * ```
 */
export interface DieEntry {
  /** Discriminant. */
  readonly type: "die";
  /** The die kind. */
  readonly kind: DieKind;
  /** The face shown (a d10's "0" is 10; a dF shows -1, 0 or 1). */
  readonly face: number;
  /** What the die was rolled for, in words. */
  readonly purpose: string;
  /** The catalogue rule id that asked for the die, when there is one. */
  readonly rule?: string | undefined;
  /** What the face meant, when the chance says so (e.g. "hit", "miss"). */
  readonly result?: string | undefined;
}

/**
 * One modifier in a trace: the rule that applies it, a label and its value.
 *
 * @example
 * ```ts
 * const entry: ModifierEntry = { type: "modifier", rule: "RUG-SHOOT-5", label: "target in soft cover", value: -1 };
 * ```
 */
export interface ModifierEntry {
  /** Discriminant. */
  readonly type: "modifier";
  /** The catalogue rule id that applies the modifier. */
  readonly rule: string;
  /** What the modifier is, in words. */
  readonly label: string;
  /** Its value (added, unless the label says otherwise). */
  readonly value: number;
}

/**
 * A line of explanation in a trace: an intermediate total, a ruling applied, a result.
 *
 * @example
 * ```ts
 * const entry: NoteEntry = { type: "note", rule: "VIV-AMB-2", text: "wound die is a D6 (ruling)" };
 * ```
 */
export interface NoteEntry {
  /** Discriminant. */
  readonly type: "note";
  /** The catalogue rule id this note explains, when there is one. */
  readonly rule?: string | undefined;
  /** The explanation. */
  readonly text: string;
}

/**
 * An entry of a trace: a die, a modifier or a note.
 *
 * @example
 * ```ts
 * const entries: TraceEntry[] = [{ type: "note", text: "first volley" }];
 * ```
 */
export type TraceEntry = DieEntry | ModifierEntry | NoteEntry;

/**
 * The ordered record of one resolution: every die and modifier, in the order they happened.
 *
 * @example
 * ```ts
 * const { trace } = resolve(die("d6"), scriptedDice(["d6:4"]));
 * trace.length; // 1
 * ```
 */
export type Trace = readonly TraceEntry[];

/** The most entries {@link explain} reads, and a builder's trace list holds. */
const MAX_ENTRIES = 1_000_000;

/** A trace entry's problem, or undefined when it is one. */
function entryProblem(entry: unknown): string | undefined {
  if (typeof entry !== "object" || entry === null) return 'expected a trace entry ({ type: "die" | "modifier" | "note", ... })';
  const e = entry as Record<string, unknown>;
  const optionalString = (v: unknown): boolean => v === undefined || typeof v === "string";
  switch (e.type) {
    case "die":
      return typeof e.kind === "string" && typeof e.face === "number" && typeof e.purpose === "string" && optionalString(e.rule) && optionalString(e.result)
        ? undefined
        : 'expected a die entry { type: "die", kind, face, purpose, rule?, result? }';
    case "modifier":
      return typeof e.rule === "string" && typeof e.label === "string" && typeof e.value === "number"
        ? undefined
        : 'expected a modifier entry { type: "modifier", rule, label, value }';
    case "note":
      return typeof e.text === "string" && optionalString(e.rule) ? undefined : 'expected a note entry { type: "note", text, rule? }';
    default:
      return 'expected a trace entry ({ type: "die" | "modifier" | "note", ... })';
  }
}

/**
 * A list of trace entries, checked (an array without holes, each a die, modifier or note entry) and copied,
 * frozen all the way down (shared by every resolution), or a RulesError naming `fn` and the entry's path.
 * @internal
 */
export function checkEntries(fn: string, path: string, list: unknown): readonly TraceEntry[] {
  const items = listArg(fn, path, list, MAX_ENTRIES, "trace entries");
  for (let i = 0; i < items.length; i++) {
    let problem: string | undefined;
    try {
      problem = entryProblem(items[i]);
      if (problem === undefined) items[i] = frozenCopy(fn, `${path}[${String(i)}]`, items[i]);
    } catch (error) {
      if (RulesError.is(error)) throw error;
      problem = "expected a readable trace entry";
    }
    if (problem !== undefined) throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: `${path}[${String(i)}]`, value: items[i], message: problem });
  }
  return Object.freeze(items) as readonly TraceEntry[];
}

/**
 * The entries an `after` or re-roll `note` function returned, or a RulesError naming the builder when they are
 * not an array of trace entries. Entries are read as given (not copied): the engine's hot path.
 * @internal
 */
export function checkReturnedEntries(fn: string, path: string, list: unknown): readonly TraceEntry[] {
  if (!Array.isArray(list))
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value: list, message: "expected the function to return an array of trace entries" });
  for (let i = 0; i < list.length; i++) {
    const problem = entryProblem(list[i]);
    if (problem !== undefined) throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: `${path}[${String(i)}]`, value: list[i], message: problem });
  }
  return list as readonly TraceEntry[];
}

const signed = (n: number): string => (n > 0 ? `+${String(n)}` : String(n));

/**
 * Turns a trace into readable lines, one per entry, for a log, a chat bot or a UI.
 *
 * @param trace - a trace from {@link resolve}
 * @returns one line per entry
 * @example
 * ```ts
 * const { trace } = resolve(die("d10", { purpose: "to hit", rule: "RUG-SHOOT-4" }), scriptedDice(["d10:7"]));
 * explain(trace); // ["d10 to hit: 7 [RUG-SHOOT-4]"]
 * ```
 */
export function explain(trace: Trace): string[] {
  const entries = checkEntries("explain", "trace", trace);
  return entries.map((entry) => {
    const rule = entry.type === "modifier" || entry.rule !== undefined ? ` [${entry.rule ?? ""}]` : "";
    switch (entry.type) {
      case "die": {
        const face = entry.kind === "dF" ? signed(entry.face) : String(entry.face);
        const result = entry.result === undefined ? "" : `: ${entry.result}`;
        return `${entry.kind} ${entry.purpose}: ${face}${result}${rule}`;
      }
      case "modifier":
        return `${entry.label} ${signed(entry.value)}${rule}`;
      case "note":
        return `${entry.text}${rule}`;
    }
  });
}
