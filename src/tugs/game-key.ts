// tugsGame's key for battleOdds (issues 13 and 15): a state written as the rest of the game reads it, so that two
// states with the same key have the same future (a lumpable Markov chain: exact, not an approximation).
//
// Why it is exact. battleOdds explores the chain of states under pure policies; merging states is exact when two
// merged states give, for the command the policy picks, the same distribution of next keys and the same outcome
// (Kemeny and Snell's lumpability). Each piece a key leaves out is one nothing later reads:
// - every phase: the round's number when there is no round limit (a label); the parries made this round when
//   parries are not limited (read by the limit only, reset at the next round).
// - "initiative": the next step is the round's initiative step, which starts from every combatant after the
//   start-of-round bookkeeping (`atRoundStart`, the same function), so the key is written from that.
// - "over": nothing more happens, so the key is the outcome.
// - ruling TUGS-LIB-1, when the game is over with the fight (the scenario's outcome "fight" or "winner"): no time
//   passes after the fight, and within it a combatant's injuries are read only through the worst level on each
//   body part (the impairment of TUGS-IMP-1, the hit points of TUGS-AMB-9's "worstPerLocation") and the hit points
//   lost (TUGS-INJ-2, kept whole); their lethality, derivation, treatment, worsening and recovery fields, their
//   number and order are read only by the time after a fight (TUGS-WORSE-*, TUGS-REC-*). A combatant out of the
//   fight for good (`outForGood`: fled, dead, at 0 hit points or fewer, knocked out for minutes or longer) can be
//   neither attacked nor counted (flank, sides, initiative), and his fate can no longer change: he is written as
//   his side, id and fate (or, for the outcome "winner", whether he fled).
// The policies battleOdds runs must read the state only through what the key keeps (the library's policies read
// the choices, whom each one is engaged with and the hit points left): a policy that reads the round's number, say,
// is not a pure function of the merged state.
import type { KeyPart } from "../core/game/contract.js";
import { stateKey } from "../core/game/key.js";
import type { TugsCombatant, TugsGameState } from "./game-schemas.js";
import { atRoundStart, fateOf, idOf, outForGood } from "./game-state.js";
import { worstRanksByPart } from "./impairment.js";

/** One combatant of a fight that ends the game, written by what the rest of the fight reads (ruling TUGS-LIB-1). */
function fightCombatant(c: TugsCombatant, p: KeyPart, parries: boolean, winnerOnly: boolean): string {
  if (outForGood(c)) return stateKey([c.side, idOf(c), winnerOnly ? c.fled : fateOf(c)]);
  const ch = c.character;
  const dynamic = stateKey([c.side, c.engagedWith, c.gettingUp, parries ? c.parries : 0, c.fled, ch.hpLost, worstRanksByPart(ch.injuries).join("")]);
  // the character's constant parts are shared, frozen objects: a lookup each
  const fixed = stateKey([ch.id ?? null, ch.name, ch.initiative, ch.resistance, ch.injuryBonus, ch.maxHp, ch.weaponHand]);
  return `${dynamic}${p(ch.status)},${p(ch.attributes)},${p(ch.skills)},${p(ch.weapons)},${p(ch.armour)},${p(ch.locationTable ?? null)},${p(ch.app ?? null)}${fixed}`;
}

/**
 * tugsGame's key: equal for states with the same future (see the comment at the top of this file). With
 * battleOdds' short keys of parts (`part`) or, without them, the canonical JSON of each part: the same pieces in
 * the same order either way, each self-delimiting (a `#n` or a JSON value) and separated, so the text is
 * injective in what it writes. @internal
 */
export function tugsKey(state: TugsGameState, part: KeyPart | undefined, outcomeOf: (state: TugsGameState) => unknown): string {
  const p: KeyPart = part ?? stateKey;
  if (state.phase === "over") return `over|${stateKey(outcomeOf(state))}`;
  const settings = state.settings;
  // the round's number is a label unless a round limit makes it count: states of different rounds merge
  const round = settings.roundLimit === null ? 0 : state.round;
  const parries = settings.parriesPerRound !== null;
  const combatants = state.phase === "initiative" ? state.combatants.map(atRoundStart) : state.combatants;
  let key = `${p(settings)}|${stateKey([state.phase, round, state.groups, state.group, state.declared, state.minutes, state.winner])}`;
  if (settings.outcome !== undefined) {
    // ruling TUGS-LIB-1: the game ends with the fight, so injuries count by what the fight reads of them
    const winnerOnly = settings.outcome === "winner";
    for (const c of combatants) key += `|${fightCombatant(c, p, parries, winnerOnly)}`;
    return key;
  }
  for (const c of combatants) key += `|${p(c.character)}${stateKey([c.side, c.engagedWith, c.gettingUp, parries ? c.parries : 0, c.fled])}`;
  return key;
}
