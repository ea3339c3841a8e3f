// Weapon state from turn to turn (RUG-MUSKET-1, RUG-MG-2/3, VIV-MG-1): musket loading, Lewis firing count
// and reload, Maxim turns since moving.
import type { Weapon } from "./schemas.js";

/**
 * What a weapon's crew or carrier did this turn.
 *
 * @example
 * ```ts
 * let value: WeaponTurn | undefined; // see the functions that return or take it
 * ```
 */
export interface WeaponTurn {
  /** It fired this turn. */
  readonly fired: boolean;
  /** It moved this turn (rugged: any mode but stationary). */
  readonly moved: boolean;
  /** Rugged: the mode used (a musket loads after a stationary or Combat turn). */
  readonly steady: boolean;
  /** A Lewis crew spent the turn changing the canister. */
  readonly reloading: boolean;
}

/**
 * The weapon after the turn, or why the turn was not allowed.
 *
 * @example
 * ```ts
 * let value: WeaponAfterTurn | undefined; // see the functions that return or take it
 * ```
 */
export type WeaponAfterTurn =
  | {
      /** The turn was legal. */
      readonly ok: true;
      /** The weapon's new state. */
      readonly weapon: Weapon;
    }
  | {
      /** The turn broke a weapon rule. */
      readonly ok: false;
      /** Why, as a stable code. */
      readonly reason: "RELOAD_NEEDS_STATIONARY_CREW" | "FIRED_WHILE_RELOADING";
      /** The rule id that was broken. */
      readonly rule: string;
      /** Why, in words. */
      readonly message: string;
    };

/**
 * The weapon's state after a turn: a musket that was steady and did not fire is loaded (RUG-MUSKET-1, when
 * `loads`), firing unloads it; a Lewis counts its firing turns and a reload turn (crew stationary, no
 * firing) resets the count (RUG-MG-3, RUG-AMB-16: early reloads allowed); a Maxim counts whole turns since it moved, as the next turn reads them (1 after the move turn: RUG-AMB-33).
 *
 * @example
 * ```ts
 * weaponAfterTurn; // see the module docs
 * ```
 */
export function weaponAfterTurn(weapon: Weapon, turn: WeaponTurn, loads: boolean, lewisRule: string): WeaponAfterTurn {
  let next: Weapon = weapon;
  if (weapon.class === "musket" && loads) {
    // ruling (RUG-MUSKET-1 [I]): a musket becomes loaded after a stationary or Combat turn without firing
    if (turn.fired) next = { ...next, loaded: false };
    else if (turn.steady) next = { ...next, loaded: true };
  }
  if (weapon.mgType === "lewis") {
    if (turn.reloading) {
      if (turn.fired) return { ok: false, reason: "FIRED_WHILE_RELOADING", rule: lewisRule, message: "a Lewis gun may not fire during its reloading turn" };
      if (turn.moved)
        return { ok: false, reason: "RELOAD_NEEDS_STATIONARY_CREW", rule: lewisRule, message: "the crew must stay stationary to change the canister" };
      next = { ...next, turnsFiredSinceReload: 0, reloading: false };
    } else if (turn.fired) {
      next = { ...next, turnsFiredSinceReload: Math.min(3, (weapon.turnsFiredSinceReload ?? 0) + 1), reloading: false };
    }
  }
  if (weapon.mgType === "maxim") {
    // ruling RUG-AMB-33: the state after the turn is the one the next turn reads; the move turn is over, so 1
    if (turn.moved) next = { ...next, turnsSinceMoved: 1 };
    else if (weapon.turnsSinceMoved !== undefined) next = { ...next, turnsSinceMoved: Math.min(100, weapon.turnsSinceMoved + 1) };
  }
  return { ok: true, weapon: next };
}
