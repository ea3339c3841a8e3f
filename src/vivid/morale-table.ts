// Vivid's morale values and modifiers as data (VIV-MOR-2/3); rugged borrows them by default (RUG-AMB-1).
import type { MoraleTable } from "../family/morale-table.js";

/**
 * Vivid's morale table (VIV-MOR-2/3/4): base 10 trained soldiers and fanatics, 8 native warriors and
 * militia, 6 villagers and civilians (8 when none is given, VIV-AMB-23); −1 adjacent to an enemy after
 * hand-to-hand, −1 per friendly killed within 2″, −1 no leader or PC present, −1 seeing a friendly run.
 * Inspired Leadership's +1 is a trait effect.
 *
 * @example
 * ```ts
 * VIVID_MORALE_TABLE.base.trained; // 10
 * ```
 */
export const VIVID_MORALE_TABLE: MoraleTable = Object.freeze({
  name: "vivid morale table",
  rule: "VIV-MOR-2",
  modifierRule: "VIV-MOR-3",
  checkRule: "VIV-MOR-4",
  base: Object.freeze({ trained: 10, fanatic: 10, nativeWarrior: 8, militia: 8, villager: 6, civilian: 6 }),
  defaultBase: 8,
  modifiers: Object.freeze({ adjacentAfterMelee: -1, friendlyKilledNearby: -1, noLeader: -1, sawFriendRun: -1 }),
});
