import type { DieKind } from "./die-kind.js";
import { RulesError } from "./errors.js";
import { listArg } from "./inputs.js";
import { frozenCopy } from "./plain.js";

/**
 * Who a trace entry is about: a figure's (or character's) id and the name a player reads.
 *
 * @example
 * ```ts
 * const who: ActorRef = { id: "b1", name: "Bosun Hicks" };
 * ```
 */
export interface ActorRef {
  /** The figure's id (stable, for a program). */
  readonly id: string;
  /** The figure's name (for a player). */
  readonly name: string;
}

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
  /** Who rolled the die, when one figure did (a pooled volley names each die's shooter). */
  readonly actor?: ActorRef | undefined;
  /** The figure this face points at, when the die picks one (the figure an allocation die sends a hit to). */
  readonly target?: ActorRef | undefined;
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
  /** The figure the note is about as the one acting (a shooter who does not fire), when there is one. */
  readonly actor?: ActorRef | undefined;
  /** The figure the note is about as the one acted on (the figure a hit is allocated to, the figure wounded). */
  readonly target?: ActorRef | undefined;
  /** A stable code for a program, when the note states one (e.g. a refusal's `"OUT_OF_RANGE"`). */
  readonly code?: string | undefined;
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

/** Whether a value is absent or an {@link ActorRef} (an id and a name, both strings). */
function optionalActor(v: unknown): boolean {
  if (v === undefined) return true;
  if (typeof v !== "object" || v === null) return false;
  const a = v as Record<string, unknown>;
  return typeof a.id === "string" && typeof a.name === "string";
}

/**
 * Whether a field is absent or a string. At module level, not a closure inside {@link entryProblem}: that runs for
 * every entry an `after` function returns, on every resolution, and under tsx (keepNames) each closure made costs a
 * defineProperty of its name (issue 13: a third of a resolved volley with wounds).
 */
function optionalString(v: unknown): boolean {
  return v === undefined || typeof v === "string";
}

/** A trace entry's problem, or undefined when it is one. */
function entryProblem(entry: unknown): string | undefined {
  if (typeof entry !== "object" || entry === null) return 'expected a trace entry ({ type: "die" | "modifier" | "note", ... })';
  const e = entry as Record<string, unknown>;
  switch (e.type) {
    case "die":
      return typeof e.kind === "string" &&
        typeof e.face === "number" &&
        typeof e.purpose === "string" &&
        optionalString(e.rule) &&
        optionalString(e.result) &&
        optionalActor(e.actor) &&
        optionalActor(e.target)
        ? undefined
        : 'expected a die entry { type: "die", kind, face, purpose, rule?, result?, actor?, target? }';
    case "modifier":
      return typeof e.rule === "string" && typeof e.label === "string" && typeof e.value === "number"
        ? undefined
        : 'expected a modifier entry { type: "modifier", rule, label, value }';
    case "note":
      return typeof e.text === "string" && optionalString(e.rule) && optionalString(e.code) && optionalActor(e.actor) && optionalActor(e.target)
        ? undefined
        : 'expected a note entry { type: "note", text, rule?, actor?, target?, code? }';
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
 * How {@link explain} writes its lines.
 *
 * @example
 * ```ts
 * const options: ExplainOptions = { style: "table", ruleIds: false, names: new Map([["b1", "Bosun Hicks"]]) };
 * ```
 */
export interface ExplainOptions {
  /**
   * `"log"` (default): one line per entry, as a developer's log, e.g. `d10 r1 to hit (5 or less): 3: hit [RUG-SHOOT-5]`.
   * `"table"`: sentences a player at the table follows, e.g. `Bosun Hicks rolls 3: hit.`, `Hatchet man 2 is hit.`.
   */
  readonly style?: "log" | "table" | undefined;
  /** Whether each line ends with its rule id (default: true for `"log"`, false for `"table"`). */
  readonly ruleIds?: boolean | undefined;
  /** Display names by figure id, overriding the names the entries carry (an app's own names for its figures). */
  readonly names?: ReadonlyMap<string, string> | undefined;
}

/** The options of explain, checked; a RulesError naming the field otherwise. */
function explainOptions(options: unknown): { table: boolean; ruleIds: boolean; names: ReadonlyMap<string, string> | undefined } {
  if (options === undefined || options === null) return { table: false, ruleIds: true, names: undefined };
  if (typeof options !== "object" || Array.isArray(options))
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "explain", path: "options", value: options, message: "expected { style?, ruleIds?, names? }" });
  let o: Record<string, unknown>;
  try {
    o = { ...(options as Record<string, unknown>) };
  } catch {
    throw new RulesError({
      code: "INVALID_ARGUMENT",
      fn: "explain",
      path: "options",
      value: undefined,
      message: "expected a readable { style?, ruleIds?, names? }",
    });
  }
  for (const key of Object.keys(o))
    if (key !== "style" && key !== "ruleIds" && key !== "names")
      throw new RulesError({
        code: "INVALID_ARGUMENT",
        fn: "explain",
        path: `options.${key}`,
        value: o[key],
        message: "unknown option (expected style, ruleIds or names)",
      });
  const style = o.style ?? "log";
  if (style !== "log" && style !== "table")
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "explain", path: "options.style", value: style, message: 'expected "log" or "table"' });
  const ruleIds = o.ruleIds ?? style === "log";
  if (typeof ruleIds !== "boolean")
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "explain", path: "options.ruleIds", value: ruleIds, message: "expected true or false" });
  const names = o.names ?? undefined;
  if (names !== undefined) {
    if (!(names instanceof Map))
      throw new RulesError({ code: "INVALID_ARGUMENT", fn: "explain", path: "options.names", value: names, message: "expected a Map of figure id to name" });
    const copy = new Map<string, string>();
    try {
      for (const [id, name] of names as Map<unknown, unknown>) {
        if (typeof id !== "string" || typeof name !== "string")
          throw new RulesError({ code: "INVALID_ARGUMENT", fn: "explain", path: "options.names", value: id, message: "expected string ids and string names" });
        copy.set(id, name);
      }
    } catch (error) {
      if (RulesError.is(error)) throw error;
      throw new RulesError({ code: "INVALID_ARGUMENT", fn: "explain", path: "options.names", value: undefined, message: "expected a readable Map" });
    }
    return { table: style === "table", ruleIds, names: copy };
  }
  return { table: style === "table", ruleIds, names: undefined };
}

/** A sentence: its first letter upper case and a full stop (unless it ends in one already). */
function sentence(text: string): string {
  const t = text.length > 0 ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : text;
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/**
 * Turns a trace into readable lines, one per entry, for a log, a chat bot or a UI.
 *
 * The default (`style: "log"`) is the developer's log, each line ending in its rule id. `style: "table"` writes
 * sentences a player at the table follows: a die a figure rolled names it (`Bosun Hicks rolls 3: hit.`), a note
 * about a figure names it (`Hatchet man 2 is hit.`), and rule ids are left off unless `ruleIds: true`.
 * `names` replaces the names the entries carry, by figure id. See docs/glossary.md for the games' terms.
 *
 * @param trace - a trace from {@link resolve}
 * @param options - the style, rule ids and display names
 * @returns one line per entry
 * @example
 * ```ts
 * const { trace } = resolve(die("d10", { purpose: "to hit", rule: "RUG-SHOOT-4" }), scriptedDice(["d10:7"]));
 * explain(trace); // ["d10 to hit: 7 [RUG-SHOOT-4]"]
 * explain(trace, { style: "table" }); // ["To hit: d10 shows 7."]
 * explain(trace, { style: "table", ruleIds: true }); // ["To hit: d10 shows 7. (RUG-SHOOT-4)"]
 * ```
 */
export function explain(trace: Trace, options?: ExplainOptions): string[] {
  const entries = checkEntries("explain", "trace", trace);
  const o = explainOptions(options);
  const nameOf = (who: ActorRef): string => o.names?.get(who.id) ?? who.name;
  if (o.table) {
    return entries.map((entry) => {
      const rule = o.ruleIds && entry.rule !== undefined ? ` (${entry.rule})` : "";
      switch (entry.type) {
        case "die": {
          const face = entry.kind === "dF" ? signed(entry.face) : String(entry.face);
          const result = entry.result === undefined ? "" : `: ${entry.result}`;
          if (entry.actor !== undefined) return `${nameOf(entry.actor)} rolls ${face}${result}.${rule}`;
          const hit = entry.target === undefined ? "" : ` ${nameOf(entry.target)} is hit.`;
          return `${sentence(`${entry.purpose}: ${entry.kind} shows ${face}${result}`)}${hit}${rule}`;
        }
        case "modifier":
          return `${sentence(`${entry.label}: ${signed(entry.value)}`)}${rule}`;
        case "note": {
          let text = entry.text;
          // the names the entry carries, replaced by the app's own
          if (o.names !== undefined)
            for (const who of [entry.actor, entry.target]) if (who !== undefined && text.includes(who.name)) text = text.split(who.name).join(nameOf(who));
          return `${sentence(text)}${rule}`;
        }
      }
    });
  }
  return entries.map((entry) => {
    const rule = o.ruleIds && (entry.type === "modifier" || entry.rule !== undefined) ? ` [${entry.rule ?? ""}]` : "";
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
