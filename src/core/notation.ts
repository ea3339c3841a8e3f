// Dice notation ("2d6+1", "4d6kh3", "10d10<=6", "3d6>=10", "4dF+2", "3d6!"): a parser with the column of every
// mistake, and a builder that turns the parsed roll into a Chance, so resolve, exact odds and simulate all work
// on what a chat bot or a virtual tabletop types. The grammar is documented in docs/dice.md.
import { all, type Chance, constant, count, die, MAX_POOL, repeat, sum } from "./chance.js";
import { type DieKind, facesOf, isDieKind } from "./die-kind.js";
import { RulesError } from "./errors.js";
import type { NoteEntry } from "./trace.js";

/**
 * How many times one exploding die may explode: after this many maximum faces in a row, the next roll is kept as
 * it falls. The cap makes the odds of an exploding roll a finite, exact distribution; it is reached with
 * probability (1/sides)^20 (about 3e-16 for a d6, 1e-6 for a d2).
 *
 * @example
 * ```ts
 * odds(dice("d6!")).outcomes.length; // 106
 * ```
 */
export const MAX_EXPLOSIONS = 20;

/**
 * The longest notation {@link dice} reads, in characters: a guard against untrusted input, far above any real roll.
 *
 * @example
 * ```ts
 * MAX_NOTATION_LENGTH; // 200
 * ```
 */
export const MAX_NOTATION_LENGTH = 200;

/**
 * The most dice one exploding or keep term may hold (`20d6!`, `20d10kh5`): their exact odds follow each die's value
 * (an exploding d6 has 106) or the multiset of dice kept so far, and grow fast with the count (on a small machine
 * `odds` of `20d6!` takes about a second; `20d20kh10` passes the default `maxStates` and throws `TOO_COMPLEX`
 * after half a minute, so give `odds` a smaller `maxStates` for untrusted notation). Plain sums and pools may hold
 * up to MAX_POOL dice.
 *
 * @example
 * ```ts
 * MAX_SHAPED_DICE; // 20
 * ```
 */
export const MAX_SHAPED_DICE = 20;

/** The largest constant or threshold a notation may hold. */
const MAX_NUMBER = 1_000_000;

/**
 * A comparison in dice notation: `<=`, `<`, `>=`, `>` or `=` against a whole number.
 *
 * @example
 * ```ts
 * const le: DiceComparison = { op: "<=", threshold: 6 };
 * ```
 */
export interface DiceComparison {
  /** The comparison operator (`==` is read as `=`). */
  readonly op: "<=" | "<" | ">=" | ">" | "=";
  /** The whole number compared against. */
  readonly threshold: number;
}

/**
 * Which dice of a term count: the highest or lowest `n` (`kh3`, `kl1`; `dl1` on 4 dice is the highest 3).
 *
 * @example
 * ```ts
 * const keep: DiceKeep = { which: "highest", n: 3 };
 * ```
 */
export interface DiceKeep {
  /** Keep the highest or the lowest dice. */
  readonly which: "highest" | "lowest";
  /** How many dice are kept. */
  readonly n: number;
}

/**
 * One term of a parsed dice notation: dice (`4d6kh3`, `3d6!`, `4dF`) or a whole number.
 *
 * @example
 * ```ts
 * const term: DiceTerm = { type: "dice", sign: 1, count: 4, kind: "d6", keep: { which: "highest", n: 3 }, explode: false, text: "4d6kh3" };
 * ```
 */
export type DiceTerm =
  | {
      /** Dice. */
      readonly type: "dice";
      /** +1, or -1 for a term after a minus sign. */
      readonly sign: 1 | -1;
      /** How many dice. */
      readonly count: number;
      /** The die kind (`d%` is a d100, `dF` a Fate die). */
      readonly kind: DieKind;
      /** Keep only the highest or lowest `n` dice (`kh3`, `kl1`; `dl1` drops the lowest, i.e. keeps the others). */
      readonly keep: DiceKeep | undefined;
      /** Whether a die showing its highest face is rolled again and added (`!`), up to {@link MAX_EXPLOSIONS} times. */
      readonly explode: boolean;
      /** The term as written. */
      readonly text: string;
    }
  | {
      /** A whole number. */
      readonly type: "number";
      /** +1, or -1 for a term after a minus sign. */
      readonly sign: 1 | -1;
      /** The number. */
      readonly value: number;
      /** The term as written. */
      readonly text: string;
    };

/**
 * A parsed dice notation: what {@link parseDice} returns and {@link dice} builds a chance from.
 *
 * - `total`: the sum of the terms (`2d6+1`, `4d6kh3`, `3d6!`);
 * - `pool`: how many dice of one term pass a comparison (`10d10<=6`: the dice showing 6 or less);
 * - `check`: whether the total passes a comparison (`3d6>=10`, `{2d6}>=6`), a boolean.
 *
 * @example
 * ```ts
 * parseDice("10d10<=6").kind; // "pool"
 * parseDice("3d6>=10").kind; // "check"
 * ```
 */
export interface DiceRoll {
  /** The notation as given. */
  readonly notation: string;
  /** What the value is: a total, a pool's count of successes, or a check's boolean. */
  readonly kind: "total" | "pool" | "check";
  /** The terms, in order. */
  readonly terms: readonly DiceTerm[];
  /** The comparison of a pool or a check. */
  readonly comparison: DiceComparison | undefined;
}

/**
 * The value of {@link dice} for a notation: a number (a total, a pool's count), or for a notation with a comparison
 * a number (a pool) or a boolean (a check), which only the parse can tell.
 *
 * @typeParam S - the notation
 * @example
 * ```ts
 * const total: DiceValue<"2d6+1"> = 7; // number
 * const either: DiceValue<"3d6>=10"> = true; // number | boolean
 * ```
 */
export type DiceValue<S extends string> = string extends S ? number | boolean : S extends `${string}${"<" | ">" | "="}${string}` ? number | boolean : number;

/** The error of a notation that cannot be read, at a 0-based position. */
function notationError(notation: string, at: number, expected: string): RulesError {
  const near = at >= notation.length ? "the end" : JSON.stringify(notation.slice(at, at + 8));
  return new RulesError({
    code: "INVALID_ARGUMENT",
    fn: "dice",
    path: "notation",
    value: notation,
    message: `column ${String(at + 1)} (at ${near}): ${expected}`,
  });
}

/** A recursive-descent reader over the notation, with its position. */
class Reader {
  pos = 0;
  constructor(readonly text: string) {}

  skipSpace(): void {
    while (this.text[this.pos] === " " || this.text[this.pos] === "\t") this.pos++;
  }
  peek(): string {
    return this.text[this.pos] ?? "";
  }
  /** Consumes `word` (case-insensitive) if it comes next. */
  eat(word: string): boolean {
    if (this.text.slice(this.pos, this.pos + word.length).toLowerCase() === word) {
      this.pos += word.length;
      return true;
    }
    return false;
  }
  /** A whole number, or undefined when no digit comes next; refuses one above `max`. */
  int(max: number, what: string): number | undefined {
    const start = this.pos;
    while (/[0-9]/.test(this.peek())) this.pos++;
    if (this.pos === start) return undefined;
    const digits = this.text.slice(start, this.pos);
    const value = digits.length > 9 ? Number.POSITIVE_INFINITY : Number(digits);
    if (value > max) throw notationError(this.text, start, `${what} must be at most ${String(max)}`);
    return value;
  }
  fail(expected: string, at = this.pos): never {
    throw notationError(this.text, at, expected);
  }
}

const SIDES = "2, 3, 4, 6, 8, 10, 12, 20, 100, % or F";

/** A term: dice (`[n]d(sides|%|F)` with `!` and keep modifiers) or a whole number. */
function readTerm(r: Reader, sign: 1 | -1, diceSoFar: number): DiceTerm {
  const start = r.pos;
  const n = r.int(MAX_POOL, "the number of dice");
  if (r.peek().toLowerCase() !== "d") {
    if (n === undefined) r.fail(`expected dice such as "2d6" or a whole number`);
    if (n > MAX_NUMBER) r.fail(`a number must be at most ${String(MAX_NUMBER)}`, start);
    return { type: "number", sign, value: n, text: r.text.slice(start, r.pos) };
  }
  if (n === 0) r.fail(`expected at least one die`, start);
  const countOf = n ?? 1;
  if (diceSoFar + countOf > MAX_POOL) r.fail(`a roll may hold at most ${String(MAX_POOL)} dice`, start);
  r.pos++; // the "d"
  const sidesAt = r.pos;
  let kind: DieKind;
  if (r.eat("f")) kind = "dF";
  else if (r.eat("%")) kind = "d100";
  else {
    const sides = r.int(1000, "the number of sides");
    if (sides === undefined) r.fail(`expected the number of sides (${SIDES})`);
    const k = `d${String(sides)}`;
    if (!isDieKind(k)) r.fail(`a d${String(sides)} is not a die the library rolls; expected ${SIDES}`, sidesAt);
    kind = k;
  }
  let explode = false;
  let keep: DiceKeep | undefined;
  for (;;) {
    const at = r.pos;
    if (r.eat("!")) {
      if (explode) r.fail("the dice already explode", at);
      if (kind === "dF") r.fail("a Fate die cannot explode (its highest face is +1)", at);
      explode = true;
      continue;
    }
    const mode = r.eat("kh") ? "kh" : r.eat("kl") ? "kl" : r.eat("dh") ? "dh" : r.eat("dl") ? "dl" : r.eat("k") ? "kh" : undefined;
    if (mode === undefined) break;
    if (keep !== undefined) r.fail("the dice already keep or drop some", at);
    const m = r.int(MAX_POOL, "the number of dice kept");
    if (m === undefined) r.fail("expected how many dice to keep or drop");
    if (mode === "kh" || mode === "kl") {
      if (m < 1 || m > countOf) r.fail(`expected to keep 1 to ${String(countOf)} of ${String(countOf)} dice`, at);
      keep = { which: mode === "kh" ? "highest" : "lowest", n: m };
    } else {
      if (m < 0 || m >= countOf) r.fail(`expected to drop 0 to ${String(countOf - 1)} of ${String(countOf)} dice`, at);
      keep = { which: mode === "dl" ? "highest" : "lowest", n: countOf - m };
    }
  }
  if ((explode || keep !== undefined) && countOf > MAX_SHAPED_DICE) {
    r.fail(`an exploding or keep term may hold at most ${String(MAX_SHAPED_DICE)} dice`, start);
  }
  if (/[a-z0-9]/i.test(r.peek())) r.fail(`unexpected ${JSON.stringify(r.peek())} after the dice; expected !, kh, kl, dh, dl, +, - or a comparison`);
  return { type: "dice", sign, count: countOf, kind, keep, explode, text: r.text.slice(start, r.pos) };
}

/** `term { (+|-) term }` */
function readExpression(r: Reader): DiceTerm[] {
  const terms: DiceTerm[] = [];
  let sign: 1 | -1 = 1;
  let dice = 0;
  for (;;) {
    r.skipSpace();
    const term = readTerm(r, sign, dice);
    if (term.type === "dice") dice += term.count;
    terms.push(term);
    r.skipSpace();
    if (r.eat("+")) sign = 1;
    else if (r.eat("-") || r.eat("\u2212"))
      sign = -1; // a typeset minus sign (U+2212), as printed rule books write it
    else return terms;
  }
}

function readComparison(r: Reader): DiceComparison | undefined {
  r.skipSpace();
  const at = r.pos;
  const op = r.eat("<=") ? "<=" : r.eat(">=") ? ">=" : r.eat("==") ? "=" : r.eat("<") ? "<" : r.eat(">") ? ">" : r.eat("=") ? "=" : undefined;
  if (op === undefined) return undefined;
  r.skipSpace();
  const negative = r.eat("-") || r.eat("\u2212");
  const t = r.int(MAX_NUMBER, "a threshold");
  if (t === undefined) r.fail(`expected a whole number after ${op}`);
  if (at === 0) r.fail("expected dice before the comparison", at);
  return { op, threshold: negative ? -t : t };
}

/**
 * Reads dice notation into its parts, without building a chance. The grammar (see docs/dice.md):
 *
 * ```text
 * roll       = expression [comparison] | "{" expression "}" comparison
 * expression = term { ("+" | "-") term }
 * term       = [count] "d" (sides | "%" | "F") { "!" | keep }  |  number
 * keep       = ("kh" | "k" | "kl" | "dh" | "dl") number
 * comparison = ("<=" | "<" | ">=" | ">" | "=") ["-"] number     ("-" may also be the typeset minus U+2212)
 * ```
 *
 * A comparison right after a single plain dice term (no `!`, no keep) whose threshold is a face of the die counts
 * the dice that pass (a pool, as in Roll20 and rpg-dice-roller: `10d10<=6`); any other comparison (`3d6>=10`: no d6
 * shows 10; `2d6+1>=8`; `4d6kh3>=15`; or braces, `{2d6}>=6`) compares the total and gives a boolean.
 *
 * @param notation - the notation, e.g. `"4d6kh3"`
 * @returns the parsed roll
 * @throws {@link RulesError} `INVALID_ARGUMENT` with the column of the mistake in its message
 * @example
 * ```ts
 * parseDice("4d6kh3").terms[0]; // {"type":"dice","sign":1,"count":4,"kind":"d6","keep":{"which":"highest","n":3},"explode":false,"text":"4d6kh3"}
 * parseDice("2d7"); // throws: dice: notation: column 3 (at "7"): a d7 is not a die the library rolls...
 * ```
 */
export function parseDice(notation: string): DiceRoll {
  const given: unknown = notation;
  if (typeof given !== "string") {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "dice", path: "notation", value: given, message: 'expected dice notation such as "2d6+1"' });
  }
  if (notation.length > MAX_NOTATION_LENGTH) {
    throw notationError(notation, MAX_NOTATION_LENGTH, `a notation may be at most ${String(MAX_NOTATION_LENGTH)} characters`);
  }
  const r = new Reader(notation);
  r.skipSpace();
  const braced = r.eat("{");
  const terms = readExpression(r);
  if (braced) {
    r.skipSpace();
    if (!r.eat("}")) r.fail('expected "}" to close "{"');
  }
  const comparison = readComparison(r);
  if (braced && comparison === undefined) r.fail("expected a comparison after the braces, e.g. {3d6}>=10");
  r.skipSpace();
  if (r.pos < notation.length) r.fail(`unexpected ${JSON.stringify(r.peek())}; expected +, - or a comparison`);
  const [first] = terms;
  let kind: DiceRoll["kind"] = comparison === undefined ? "total" : "check";
  if (
    !braced &&
    comparison !== undefined &&
    terms.length === 1 &&
    first?.type === "dice" &&
    !first.explode &&
    first.keep === undefined &&
    facesOf(first.kind).includes(comparison.threshold)
  ) {
    // a per-die comparison of plain dice: only a threshold some face can meet, or miss, makes a pool that is not a constant
    kind = "pool";
  }
  return Object.freeze({ notation, kind, terms: Object.freeze(terms), comparison });
}

const compare = (op: DiceComparison["op"], a: number, b: number): boolean =>
  op === "<=" ? a <= b : op === "<" ? a < b : op === ">=" ? a >= b : op === ">" ? a > b : a === b;

/** One exploding die: a die showing its highest face rolls again and adds, at most {@link MAX_EXPLOSIONS} times. */
function explodingDie(kind: DieKind, purpose: string): Chance<number> {
  const faces = facesOf(kind);
  const top = faces[faces.length - 1] ?? 0;
  const zero = constant(0);
  // built once from the deepest level up: the last level is a plain die
  let next: Chance<number> = die(kind, { purpose: `${purpose} (explosion ${String(MAX_EXPLOSIONS)}, the last)` });
  for (let depth = MAX_EXPLOSIONS - 1; depth >= 0; depth--) {
    const again = next;
    next = die(kind, { purpose: depth === 0 ? purpose : `${purpose} (explosion ${String(depth)})` }).chain(
      (face) => (face === top ? again : zero),
      (face, more) => face + more,
    );
  }
  return next;
}

const add = (a: number, b: number): number => a + b;

/** The chance of one dice term's total (before its sign). */
function termChance(term: Extract<DiceTerm, { type: "dice" }>): Chance<number> {
  const purpose = term.text;
  if (!term.explode && term.keep === undefined) return sum(term.count, term.kind, { purpose });
  const one = term.explode ? explodingDie(term.kind, purpose) : die(term.kind, { purpose });
  if (term.keep === undefined) return repeat(term.count, one, 0, add);
  const { which, n } = term.keep;
  // the kept dice as a sorted list (best first), so equal lists merge in the odds
  const better = which === "highest" ? (a: number, b: number) => b - a : (a: number, b: number) => a - b;
  return repeat(term.count, one, Object.freeze([]) as readonly number[], (kept, face) => Object.freeze([...kept, face].sort(better).slice(0, n))).map((kept) =>
    kept.reduce(add, 0),
  );
}

/** The chance of the signed total of the terms, each step merged. */
function totalChance(terms: readonly DiceTerm[]): Chance<number> {
  let acc: Chance<number> | undefined;
  let offset = 0;
  for (const term of terms) {
    if (term.type === "number") {
      offset += term.sign * term.value;
      continue;
    }
    const part = term.sign === 1 ? termChance(term) : termChance(term).map((v) => -v);
    acc = acc === undefined ? part : all([acc, part]).map(([a, b]) => a + b);
  }
  const base = acc ?? constant(0);
  return offset === 0 ? base : base.map((v) => v + offset);
}

const note = (text: string): readonly NoteEntry[] => [Object.freeze({ type: "note" as const, text })];

/**
 * The chance of a roll written in dice notation: resolve it with any dice source (its trace lists each die and
 * ends with the result), give its exact odds, or simulate it. See {@link parseDice} for the grammar.
 *
 * - `"2d6+1"`, `"d20"`, `"4dF+2"`, `"2d6+1d4-1"`: the total;
 * - `"4d6kh3"` (keep the 3 highest), `"4d6kl1"`, `"4d6dl1"` (drop the lowest): the total of the dice kept;
 * - `"3d6!"`: exploding dice (a die showing its highest face rolls again and adds, at most {@link MAX_EXPLOSIONS} times);
 * - `"10d10<=6"`: a pool, the number of dice showing 6 or less;
 * - `"3d6>=10"`, `"{2d6}>=6"`: a check, true when the total passes.
 *
 * @param notation - the notation (at most {@link MAX_NOTATION_LENGTH} characters, at most MAX_POOL dice, at most
 *   {@link MAX_SHAPED_DICE} in an exploding or keep term)
 * @returns the chance of the roll's value
 * @throws {@link RulesError} `INVALID_ARGUMENT` naming the column of the mistake
 * @example
 * ```ts
 * odds(dice("10d10<=6")).atLeast(8).toString(); // "1633689/9765625"
 * odds(dice("3d6>=10")).probability(true).toString(); // "5/8"
 * odds(dice("4d6kh3")).mean().toString(); // "15869/1296"
 * resolve(dice("4dF+2"), seededDice(7)).value; // 3
 * ```
 */
export function dice<S extends string>(notation: S): Chance<DiceValue<S>> {
  const roll = parseDice(notation);
  const text = roll.notation.trim();
  const cmp = roll.comparison;
  const [first] = roll.terms;
  if (roll.kind === "pool" && cmp !== undefined && first?.type === "dice") {
    const pool = count(first.count, first.kind, (face) => compare(cmp.op, face, cmp.threshold), { purpose: text, labels: ["miss", "success"] });
    return pool.traced([], (n) => note(`${text}: ${String(n)} ${n === 1 ? "success" : "successes"}`)) as Chance<DiceValue<S>>;
  }
  const total = totalChance(roll.terms);
  if (cmp === undefined) return total.traced([], (t) => note(`${text} = ${String(t)}`)) as Chance<DiceValue<S>>;
  return total
    .traced([], (t) => note(`total ${String(t)}`))
    .map((t) => compare(cmp.op, t, cmp.threshold))
    .traced([], (pass) => note(`${text}: ${pass ? "yes" : "no"}`)) as Chance<DiceValue<S>>;
}
