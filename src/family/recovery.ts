// Recovery of wounded figures: the end-of-turn D6 of a wounded PC (VIV-WOUND-5), Medical Training
// (VIV-TRAIT-P10, VIV-AMB-11), and the turn flags that lapse at a new turn (VIV-AMB-8 Ox, Clumsy).
import { type Chance, constant, die } from "../core/chance.js";
import { checkInt } from "../core/errors.js";
import type { NoteEntry, TraceEntry } from "../core/trace.js";
import { parseOrThrow } from "../core/validate.js";
import { type Figure, FigureSchema, type Unit, UnitSchema } from "./schemas.js";
import { hasEffect, isPlayerFigure } from "./wound-figure.js";

/**
 * An end-of-turn recovery roll resolved.
 *
 * @example
 * ```ts
 * const r: RecoveryResolution = { rolled: true, recovered: true, figure };
 * ```
 */
export interface RecoveryResolution {
  /** Whether a die was rolled (only a wounded PC may roll, and not in the turn it was revived). */
  readonly rolled: boolean;
  /** The PC is fit again. */
  readonly recovered: boolean;
  /** The figure afterwards (a new object). */
  readonly figure: Figure;
}

/**
 * A wounded PC's end-of-turn recovery (VIV-WOUND-5): once per turn, at the end of its player's turn, a D6;
 * on a 6 the PC is fit and the wound forgotten. A PC revived by Medical Training may not roll in the turn
 * of the treatment (VIV-TRAIT-P10).
 *
 * @param fn - the public function name, for errors
 * @param figure - the figure
 * @param turn - the game turn
 * @param notes - notes recorded first (RUG-AMB-1 for rugged)
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1, VIV-GEN-1), added to the face
 * @returns a chance of `{ rolled, recovered, figure }`
 */
export function rollRecovery(fn: string, figure: Figure, turn: number, notes: readonly NoteEntry[], gmRollModifier = 0): Chance<RecoveryResolution> {
  return rollRecoveryParsed(fn, parseOrThrow(fn, FigureSchema, figure, "figure"), turn, notes, gmRollModifier);
}

/**
 * {@link rollRecovery} of a figure a named call's input schema already parsed (`woundedRecovery({ figure, turn })`:
 * parsed once, at the edge): the turn and the modifier checked as rollRecovery checks them (the same errors: the
 * input's turn may pass the schema and not the rule's 0 to 100,000), the figure not parsed again.
 *
 * @param fn - the public function name, for errors
 * @param f - the figure, the output of FigureSchema
 * @param turn - the game turn
 * @param notes - notes recorded first (RUG-AMB-1 for rugged)
 * @param gmRollModifier - the GM's modifier to the die (RUG-GEN-1, VIV-GEN-1), added to the face
 * @returns a chance of `{ rolled, recovered, figure }`
 * @internal
 * @example
 * ```ts
 * const i = named("vivid.woundedRecovery", RecoveryInputSchema, input);
 * rollRecoveryParsed("vivid.woundedRecovery", i.figure, i.turn, [], i.gmRollModifier ?? 0);
 * ```
 */
export function rollRecoveryParsed(fn: string, f: Figure, turn: number, notes: readonly NoteEntry[], gmRollModifier = 0): Chance<RecoveryResolution> {
  checkInt(fn, "turn", turn, 0, 100_000);
  return recoveryOf(f, turn, notes, checkInt(fn, "gmRollModifier", gmRollModifier, -10, 10));
}

/**
 * {@link rollRecovery} of a figure already validated, a turn and a modifier already checked (a game's own figure:
 * issue 14, no zod per step): the same chance, dice and trace, without parsing the figure again.
 *
 * @param f - the figure, valid
 * @param turn - the game turn, 0 to 100,000
 * @param notes - notes recorded first (RUG-AMB-1 for rugged)
 * @param gm - the GM's modifier to the die, -10 to 10
 * @returns a chance of `{ rolled, recovered, figure }`
 * @internal
 * @example
 * ```ts
 * resolve(recoveryOf(woundedJack, 3, [], 0), scriptedDice(["d6:6"])).value.recovered; // true
 * ```
 */
export function recoveryOf(f: Figure, turn: number, notes: readonly NoteEntry[], gm: number): Chance<RecoveryResolution> {
  const no = (text: string, rule: string): Chance<RecoveryResolution> =>
    constant<RecoveryResolution>({ rolled: false, recovered: false, figure: f }).traced([...notes, { type: "note", rule, text }]);
  if (f.status?.wound !== "wounded") return no(`${f.name} is not wounded: no recovery roll`, "VIV-WOUND-5");
  if (!isPlayerFigure(f)) return no(`${f.name} is not a PC: no recovery roll`, "VIV-WOUND-5");
  if (f.status.revivedOnTurn === turn) return no(`${f.name} was revived this turn: no recovery roll yet`, "VIV-TRAIT-P10");
  const before: TraceEntry[] = [...notes];
  if (gm !== 0) before.push({ type: "modifier", rule: "VIV-WOUND-5", label: "GM modifier to the die", value: gm });
  return die("d6", { purpose: `${f.name}: recovery (fit on 6)`, rule: "VIV-WOUND-5" })
    .map((face) => face + gm >= 6)
    .traced(before, (ok) => [{ type: "note", rule: "VIV-WOUND-5", text: ok ? "fit again: the wound is forgotten" : "still wounded" }])
    .map(
      (ok): RecoveryResolution =>
        ok
          ? { rolled: true, recovered: true, figure: { ...f, status: { ...f.status, wound: "fit", wounds: 0 } } }
          : { rolled: true, recovered: false, figure: f },
    );
}

/**
 * What a Medical Training treatment did.
 *
 * @example
 * ```ts
 * const t: Treatment = { treated: true, reason: "healed", figure };
 * ```
 */
export interface Treatment {
  /** Whether the treatment changed the patient. */
  readonly treated: boolean;
  /** `healed` (Wounded → fit), `revived` (Killed PC → Wounded), or why not: `noMedicalTraining`, `notHurt`, `notPC`, `tooLate`. */
  readonly reason: "healed" | "revived" | "noMedicalTraining" | "notHurt" | "notPC" | "tooLate";
  /** The patient afterwards (a new object, or the same when untreated). */
  readonly figure: Figure;
}

/**
 * Medical Training (VIV-TRAIT-P10, VIV-AMB-11): no roll; a Wounded figure becomes fit, and a Killed PC
 * becomes Wounded if treated within the window after its death (turn of death t, treatable to t + window
 * inclusive). A revived PC may not roll to recover in the turn of the treatment.
 *
 * @param medic - the figure with Medical Training (in base contact: a GM judgement)
 * @param patient - the figure treated
 * @param turn - the game turn
 * @param windowTurns - VIV-AMB-11's window (default 3)
 * @returns what the treatment did
 */
export function treatFigure(medic: Figure, patient: Figure, turn: number, windowTurns: number): Treatment {
  const fn = "medicalTraining";
  const m = parseOrThrow(fn, FigureSchema, medic, "medic");
  const p = parseOrThrow(fn, FigureSchema, patient, "patient");
  checkInt(fn, "turn", turn, 0, 100_000);
  if (!hasEffect(m, "medicalTraining")) return { treated: false, reason: "noMedicalTraining", figure: p };
  const wound = p.status?.wound;
  if (wound === "wounded") return { treated: true, reason: "healed", figure: { ...p, status: { ...p.status, wound: "fit", wounds: 0 } } };
  if (wound !== "killed") return { treated: false, reason: "notHurt", figure: p };
  if (!isPlayerFigure(p)) return { treated: false, reason: "notPC", figure: p };
  // ruling VIV-AMB-11: a death in turn t can be treated up to turn t + window inclusive
  const died = p.status?.killedOnTurn;
  if (died === undefined || turn - died > windowTurns || turn < died) return { treated: false, reason: "tooLate", figure: p };
  const status = { ...p.status, wound: "wounded" as const, wounds: 1, revivedOnTurn: turn };
  delete status.killedOnTurn;
  return { treated: true, reason: "revived", figure: { ...p, status } };
}

/** Whether untrusted input looks like a unit (it has members) rather than a figure. */
function isUnitLike(item: unknown): boolean {
  try {
    return typeof item === "object" && item !== null && Object.hasOwn(item, "members");
  } catch {
    return false; // a Proxy trap that throws, a revoked Proxy: FigureSchema's preflight names it
  }
}

/**
 * Whether a figure's status is already as the start of a turn leaves it: its per-turn flags written as false and no
 * declared mode. {@link figureAtTurnStart} would give a copy equal to it as data, key for key in the same order (the
 * spread keeps a key where it stands and writes the same value), so the figure is kept as it is (issue 14: a game's
 * turn keeps the identity of what it does not change, which its session's caches read).
 */
const atTurnStartAlready = (s: NonNullable<Figure["status"]>): boolean =>
  s.oxUsedThisTurn === false && s.droppedWeapon === false && s.movedThisTurn === false && s.flying === false && !Object.hasOwn(s, "mode");

function figureAtTurnStart(f: Figure): Figure {
  if (f.status === undefined || atTurnStartAlready(f.status)) return f;
  // the declared mode is declared again each turn (RUG-MOVE-1); a Combat move or a run is not carried over
  const status = { ...f.status, oxUsedThisTurn: false, droppedWeapon: false, movedThisTurn: false, flying: false };
  delete status.mode;
  return { ...f, status };
}

/**
 * A figure or a unit at the start of a new game turn. A figure: the per-turn Strong Like An Ox flag lapses
 * (VIV-AMB-8 'perTurn'), a weapon dropped by Clumsy is picked up (RUG-TRAIT-N4, VIV-AMB-38), it has not moved
 * yet (`movedThisTurn`, VIV-AMB-14), is not flying (RUG-TRAIT-P10, VIV-TRAIT-P8), and its declared mode is gone
 * (RUG-MOVE-1: declared each turn). A unit: the same for every member, its declared mode is gone, and a retreat
 * (VIV-MOR-5: a full move away, this turn) is over (`morale: "normal"`); routing and disrupted units stay so.
 * Run counters (`consecutiveRunTurns`, `restTurnsLeft`) are kept: `runStateAfter` moves them.
 *
 * @param item - the figure or unit
 * @returns the figure or unit with its per-turn flags cleared (a new object)
 * @example
 * ```ts
 * startOfTurn({ id: "a", name: "Jack", class: "PC", status: { oxUsedThisTurn: true } }).status?.oxUsedThisTurn; // false
 * startOfTurn({ id: "u", kind: "combatant", members: [], morale: "retreating" }).morale; // "normal"
 * ```
 */
export function startOfTurn<T extends Figure | Unit>(item: T): T;
export function startOfTurn(item: Figure | Unit): Figure | Unit {
  if (isUnitLike(item)) {
    return unitAtTurnStart(parseOrThrow("startOfTurn", UnitSchema, item, "unit"));
  }
  return figureAtTurnStart(parseOrThrow("startOfTurn", FigureSchema, item, "figure"));
}

/**
 * {@link startOfTurn} of a unit already validated (a game's own state, DESIGN.md "Validate once, at the edge"):
 * the same unit afterwards, without parsing it again. A unit it would not change (no declared mode, not retreating,
 * every member's per-turn flags written as false already) is given back as it is: the copy would be equal to it.
 *
 * @example
 * ```ts
 * unitAtTurnStart({ id: "u", kind: "combatant", members: [], morale: "retreating" }).morale; // "normal"
 * ```
 * @internal
 */
export function unitAtTurnStart(u: Unit): Unit {
  const members = u.members.map(figureAtTurnStart);
  // issue 14: a unit the start of the turn does not change is kept as it is (the copy would be equal to it as data)
  if (u.morale !== "retreating" && !Object.hasOwn(u, "mode") && members.every((m, i) => m === u.members[i])) return u;
  const unit: Unit = { ...u, members };
  delete unit.mode;
  // VIV-MOR-5: a retreat is the move of the turn it happened in
  return u.morale === "retreating" ? { ...unit, morale: "normal" } : unit;
}
