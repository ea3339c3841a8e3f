import type { DiceSource, RollRequest } from "./dice-source.js";
import { DIE_KINDS, type DieKind, isDieKind, rangeOf } from "./die-kind.js";
import { describeValue, RulesError } from "./errors.js";
import { listArg } from "./inputs.js";

/**
 * One scripted die: `"d10:7"`, `"dF:+"`, `{ kind: "d6", face: 4 }`, or a bare number, which fits any die
 * kind that can show it. A d10 may be scripted as 0 (the printed "0"), read as 10. A dF may be scripted
 * as `+`, `-`, `0`, `+1`, `-1`.
 *
 * @example
 * ```ts
 * const faces: ScriptedFace[] = ["d10:0", { kind: "d6", face: 3 }, "dF:+", 4];
 * ```
 */
export type ScriptedFace =
  | string
  | number
  | {
      /** The die kind. */
      readonly kind: DieKind;
      /** The face. */
      readonly face: number;
    };

/**
 * Scripted dice: what the players rolled at the table, or a test's script. `remaining()` tells how many
 * faces are left.
 *
 * @example
 * ```ts
 * const dice: ScriptedDice = scriptedDice(["d6:4"]);
 * dice.remaining(); // 1
 * ```
 */
export interface ScriptedDice extends DiceSource {
  /** How many scripted faces have not been rolled yet. */
  remaining(): number;
}

interface Parsed {
  readonly kind: DieKind | undefined;
  readonly face: number;
}

const FN = "scriptedDice";

/** The most faces a script may hold. */
const MAX_SCRIPT = 1_000_000;

function parseFace(entry: unknown, index: number): Parsed {
  const path = `faces[${String(index)}]`;
  const bad = (message: string): RulesError => new RulesError({ code: "INVALID_ARGUMENT", fn: FN, path, value: entry, message });
  if (typeof entry === "number") {
    if (!Number.isInteger(entry)) throw bad("expected a whole face");
    return { kind: undefined, face: entry + 0 }; // + 0: a -0 face reads as 0
  }
  if (typeof entry === "string") {
    // the one grammar (docs/dice.md): kind ":" face, no spaces; the kind in any case; a dF face is "+", "-" or a
    // signed or unsigned number (-1, 0, +1, 1); any other die's face is digits (a d10's 0 reads as 10)
    const match = entry.length <= 16 ? /^(d\d+|df):(\+|-|[+-]?\d+)$/i.exec(entry) : null;
    const rawKind = match?.[1]?.toLowerCase();
    const rawFace = match?.[2];
    const kind = rawKind === "df" ? "dF" : rawKind;
    if (match === null || rawFace === undefined || !isDieKind(kind)) {
      throw bad(`expected "kind:face" such as "d10:7" or "dF:+", without spaces (kinds: ${DIE_KINDS.join(", ")})`);
    }
    if (kind !== "dF" && (rawFace.startsWith("+") || rawFace.startsWith("-"))) throw bad(`expected a ${kind} face as digits (no sign)`);
    const text = rawFace === "+" ? "1" : rawFace === "-" ? "-1" : rawFace;
    return { kind, face: Number(text) + 0 };
  }
  if (typeof entry === "object" && entry !== null && "kind" in entry && "face" in entry) {
    const { kind, face } = entry;
    if (!isDieKind(kind)) throw bad(`expected a die kind (${DIE_KINDS.join(", ")})`);
    if (typeof face !== "number" || !Number.isInteger(face)) throw bad("expected a whole face");
    return { kind, face: face + 0 };
  }
  throw bad('expected "d10:7", { kind, face } or a number');
}

/** Reads a d10's printed "0" as 10; every other face stays as it is. */
function normalise(kind: DieKind, face: number): number {
  return kind === "d10" && face === 0 ? 10 : face;
}

function checkRange(kind: DieKind, face: number, index: number, entry: unknown): void {
  const [low, sides] = rangeOf(FN, kind);
  if (face < low || face > low + sides - 1) {
    const zero = kind === "d10" ? " (0 reads as 10)" : "";
    throw new RulesError({
      code: "FACE_OUT_OF_RANGE",
      fn: FN,
      path: `faces[${String(index)}]`,
      value: entry,
      message: `a ${kind} shows ${String(low)} to ${String(low + sides - 1)}${zero}`,
    });
  }
}

class Scripted implements ScriptedDice {
  readonly #faces: readonly Parsed[];
  readonly #raw: readonly unknown[];
  #next = 0;

  constructor(faces: readonly Parsed[], raw: readonly unknown[]) {
    this.#faces = faces;
    this.#raw = raw;
  }

  remaining(): number {
    return this.#faces.length - this.#next;
  }

  roll(kind: DieKind, request?: RollRequest): number {
    rangeOf("scriptedDice.roll", kind);
    const index = this.#next;
    const wanted = describeRequest(kind, request);
    const scripted = this.#faces[index];
    if (scripted === undefined) {
      throw new RulesError({
        code: "DICE_EXHAUSTED",
        fn: "scriptedDice.roll",
        path: `faces[${String(index)}]`,
        value: undefined,
        message: `the script has ${String(this.#faces.length)} faces and all were rolled; ${wanted} needs one more`,
      });
    }
    if (scripted.kind !== undefined && scripted.kind !== kind) {
      throw new RulesError({
        code: "DIE_MISMATCH",
        fn: "scriptedDice.roll",
        path: `faces[${String(index)}]`,
        value: this.#raw[index],
        message: `${wanted} was requested but the script holds a ${scripted.kind}`,
      });
    }
    const face = normalise(kind, scripted.face);
    if (scripted.kind === undefined) checkRange(kind, face, index, this.#raw[index]);
    this.#next = index + 1;
    return face;
  }
}

function describeRequest(kind: DieKind, request: RollRequest | undefined): string {
  const purpose = request?.purpose === undefined ? "" : ` ${request.purpose}`;
  const rule = request?.rule === undefined ? "" : ` (${request.rule})`;
  return `a ${kind}${purpose}${rule}`;
}

/**
 * Scripted dice: the faces the players actually rolled, or a test's script, handed out in order. Every
 * roll names its die kind, so a script that does not match the game fails loudly instead of silently
 * resolving something else.
 *
 * @param faces - the faces in the order they will be rolled (see {@link ScriptedFace})
 * @returns a dice source; `roll` throws `DIE_MISMATCH` for a face of another kind and `DICE_EXHAUSTED`
 *   when the script runs out; a face a die cannot show throws `FACE_OUT_OF_RANGE` here or when rolled
 * @example
 * ```ts
 * const dice = scriptedDice(["d10:0", "d6:3", "dF:-"]);
 * dice.roll("d10"); // 10 (a printed 0)
 * dice.roll("d6"); // 3
 * dice.roll("dF"); // -1
 * ```
 */
export function scriptedDice(faces: readonly ScriptedFace[]): ScriptedDice {
  const list = listArg(FN, "faces", faces, MAX_SCRIPT, "faces");
  const parsed = list.map((entry: unknown, index) => {
    const face = parseFace(entry, index);
    if (face.kind !== undefined) checkRange(face.kind, normalise(face.kind, face.face), index, entry);
    return face.kind === undefined ? face : { kind: face.kind, face: normalise(face.kind, face.face) };
  });
  return new Scripted(parsed, list);
}

/**
 * Formats dice as a script, e.g. `scriptOf("d10", [3, 0, 7])` gives `["d10:3", "d10:0", "d10:7"]`.
 *
 * @param kind - the die kind of every face
 * @param faces - the faces
 * @returns script entries for {@link scriptedDice}
 * @example
 * ```ts
 * scriptedDice([...scriptOf("d10", [3, 9]), "d6:2"]);
 * ```
 */
export function scriptOf(kind: DieKind, faces: readonly number[]): string[] {
  rangeOf("scriptOf", kind);
  const list: unknown = faces;
  if (!Array.isArray(list) || !list.every((f) => typeof f === "number" && Number.isInteger(f))) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn: "scriptOf", path: "faces", value: faces, message: "expected an array of whole faces" });
  }
  return faces.map((face) => `${kind}:${describeValue(face)}`);
}
