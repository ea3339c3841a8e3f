// Side initiative (VIV-SEQ-1, VIV-AMB-13): each side rolls a D10, highest wins; ties re-roll or go to the
// previous winner.
import { type Chance, constant, die, reroll } from "../core/chance.js";
import type { TraceEntry } from "../core/trace.js";

/**
 * The outcome of an initiative roll.
 *
 * @example
 * ```ts
 * let value: InitiativeResult | undefined; // see the functions that return or take it
 * ```
 */
export interface InitiativeResult {
  /** The winning side. */
  readonly winner: string;
  /** The sides in the order they act: the winner first, then the others as listed. */
  readonly order: readonly string[];
}

/**
 * No faces yet: the one constant every roll of the sides starts from (issue 14: `constant` copies and freezes its
 * value, a fifth of building the initiative's chance at every turn; the same value, frozen, in a node of the same
 * shape). As roller.ts's NOTHING, its node keeps only the engine's compiled sampler of that one value.
 */
const NO_FACES: Chance<number[]> = /* @__PURE__ */ constant([]);

function roll(sides: readonly string[], mods: Readonly<Record<string, number>>): Chance<number[]> {
  let chance: Chance<number[]> = NO_FACES;
  for (const side of sides) {
    const mod = mods[side] ?? 0;
    let rolled = die("d10", { purpose: `initiative of ${side}`, rule: "VIV-SEQ-1" });
    if (mod !== 0) rolled = rolled.map((f) => f + mod).traced([{ type: "modifier", rule: "VIV-SEQ-1", label: `GM modifier to ${side}'s die`, value: mod }]);
    chance = chance.chain((faces) => rolled.map((f) => [...faces, f]));
  }
  return chance;
}

/**
 * Side initiative: every side rolls a D10 (roll-high) and the highest acts first. Tied top sides re-roll
 * among themselves (VIV-AMB-13 'reroll'), or the previous winner wins the tie if it is among them
 * ('previousWinner'; on the first turn it re-rolls).
 */
export function initiativeChance(
  sides: readonly string[],
  tie: "reroll" | "previousWinner",
  previousWinner: string | undefined,
  mods: Readonly<Record<string, number>> = {},
): Chance<InitiativeResult> {
  const result = (winner: string): InitiativeResult => ({ winner, order: [winner, ...sides.filter((s) => s !== winner)] });
  // ruling VIV-AMB-13: a tie re-rolls by default; 'previousWinner' gives it to last turn's winner
  const toPrevious = (tied: readonly string[]): boolean => tie === "previousWinner" && previousWinner !== undefined && tied.includes(previousWinner);
  const tieNote = (tied: readonly string[]): TraceEntry[] => [{ type: "note", rule: "VIV-AMB-13", text: `tie between ${tied.join(" and ")}: re-roll` }];
  const round = (contenders: readonly string[]): Chance<InitiativeResult> => {
    const top = roll(contenders, mods).map((faces) => {
      const best = Math.max(...faces);
      return contenders.filter((_, i) => faces[i] === best);
    });
    // every contender tied again: the same round again, for as long as it takes (exact odds, no cap)
    const settled = reroll(top, (tied) => tied.length < contenders.length || tied.length === 1 || toPrevious(tied), { note: tieNote });
    return settled.chain((tied) => {
      if (tied.length === 1) return constant(result(tied[0] as string));
      if (toPrevious(tied)) {
        return constant(result(previousWinner as string)).traced([
          { type: "note", rule: "VIV-AMB-13", text: `tie: ${String(previousWinner)} won last turn and wins it` },
        ]);
      }
      // some of them tied: they re-roll among themselves
      return round(tied).traced(tieNote(tied));
    });
  };
  return round(sides);
}
