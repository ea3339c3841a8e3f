// The morale table of the Rugged Adventures family as data (VIV-MOR-2/3), so rugged's missing one is pluggable (RUG-AMB-1).
import { boundedString, idString, strictObject } from "../core/schema-kit.js";
import * as z from "zod/mini";

const n = z.number().check(z.int(), z.gte(-10), z.lte(10));
const base = z.number().check(z.int(), z.gte(0), z.lte(10));

/**
 * A morale table as data: base morale by troop type, the standing modifiers, and the rule ids for traces.
 *
 * @example
 * ```ts
 * const table: MoraleTable = { ...VIVID_MORALE_TABLE, name: "house morale", defaultBase: 7 };
 * ```
 */
export const MoraleTableSchema = strictObject({
  /** The table's name, shown in traces. */
  name: boundedString(),
  /** The rule id of the base values. */
  rule: idString(),
  /** The rule id of the modifiers. */
  modifierRule: idString(),
  /** The rule id of the check itself. */
  checkRule: idString(),
  /** Base morale by troop type (VIV-MOR-2). */
  base: strictObject({
    /** Trained soldiers. */
    trained: base,
    /** Fanatics. */
    fanatic: base,
    /** Native warriors. */
    nativeWarrior: base,
    /** Untrained militia. */
    militia: base,
    /** Villagers. */
    villager: base,
    /** Civilians. */
    civilian: base,
  }),
  /** Base morale when neither the unit nor the figure gives one (VIV-AMB-23: 8). */
  defaultBase: base,
  /** Standing modifiers (VIV-MOR-3). */
  modifiers: strictObject({
    /** Adjacent to an enemy figure after hand-to-hand this turn. */
    adjacentAfterMelee: n,
    /** Each friendly figure within 2" killed this turn. */
    friendlyKilledNearby: n,
    /** No leader or PC present. */
    noLeader: n,
    /** Seeing a friendly figure within 2" run this turn. */
    sawFriendRun: n,
  }),
});

/**
 * A morale table (see {@link MoraleTableSchema}).
 *
 * @example
 * ```ts
 * const table: MoraleTable = VIVID_MORALE_TABLE;
 * ```
 */
export type MoraleTable = z.infer<typeof MoraleTableSchema>;
