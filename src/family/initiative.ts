// Side initiative (VIV-SEQ-1, VIV-AMB-13): each side rolls a D10, highest wins; ties re-roll or go to the
// previous winner.
import { type Chance, constant, die } from "../core/chance.js";
import type { TraceEntry } from "../core/trace.js";

/**
 * The most tied rounds re-rolled before the tie is reported unresolved (probability under 10^-10).
 *
 * @example
 * ```ts
 * MAX_INITIATIVE_REROLLS; // 10
 * ```
 */
export const MAX_INITIATIVE_REROLLS = 10;

/**
 * The outcome of an initiative roll.
 *
 * @example
 * ```ts
 * let value: InitiativeResult | undefined; // see the functions that return or take it
 * ```
 */
export interface InitiativeResult {
  /** The winning side, or null when still tied after {@link MAX_INITIATIVE_REROLLS} re-rolls (the GM decides). */
  readonly winner: string | null;
  /** The sides in the order they act: the winner first, then the others as listed. */
  readonly order: readonly string[];
}

function roll(sides: readonly string[]): Chance<number[]> {
  let chance: Chance<number[]> = constant([]);
  for (const side of sides) chance = chance.chain((faces) => die("d10", { purpose: `initiative of ${side}`, rule: "VIV-SEQ-1" }).map((f) => [...faces, f]));
  return chance;
}

/**
 * Side initiative: every side rolls a D10 (roll-high) and the highest acts first. Tied top sides re-roll
 * among themselves (VIV-AMB-13 'reroll'), or the previous winner wins the tie if it is among them
 * ('previousWinner'; on the first turn it re-rolls).
 */
export function initiativeChance(sides: readonly string[], tie: "reroll" | "previousWinner", previousWinner: string | undefined): Chance<InitiativeResult> {
  const result = (winner: string | null): InitiativeResult => ({
    winner,
    order: winner === null ? [...sides] : [winner, ...sides.filter((s) => s !== winner)],
  });
  const round = (contenders: readonly string[], left: number): Chance<InitiativeResult> =>
    roll(contenders)
      .map((faces) => {
        const top = Math.max(...faces);
        return contenders.filter((_, i) => faces[i] === top);
      })
      .chain((tied) => {
        if (tied.length === 1) return constant(result(tied[0] ?? null));
        // ruling VIV-AMB-13: a tie re-rolls by default; 'previousWinner' gives it to last turn's winner
        if (tie === "previousWinner" && previousWinner !== undefined && tied.includes(previousWinner)) {
          return constant(result(previousWinner)).traced([{ type: "note", rule: "VIV-AMB-13", text: `tie: ${previousWinner} won last turn and wins it` }]);
        }
        if (left === 0) return constant(result(null)).traced([{ type: "note", rule: "VIV-AMB-13", text: "still tied: the GM decides" }]);
        const note: TraceEntry[] = [{ type: "note", rule: "VIV-AMB-13", text: `tie between ${tied.join(" and ")}: re-roll` }];
        return round(tied, left - 1).traced(note);
      });
  return round(sides, MAX_INITIATIVE_REROLLS);
}
