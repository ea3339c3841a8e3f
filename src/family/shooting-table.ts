// What differs between rugged's and vivid's shooting: the modifiers, the restrictions and the rule ids.
// Each system fills one of these in its own file; the mechanics in this folder read it.
import type { Cover } from "./terrain.js";

/**
 * A system's shooting rules as data.
 *
 * @example
 * ```ts
 * let value: ShootingTable | undefined; // see the functions that return or take it
 * ```
 */
export interface ShootingTable {
  /** Which system (for messages). */
  readonly system: "rugged" | "vivid";
  /** Modifier by range band (short +2; rugged long -1, vivid long 0). */
  readonly band: {
    /** At short range. */
    readonly short: number;
    /** At medium range (rugged only; vivid has no medium band). */
    readonly medium: number;
    /** At long range. */
    readonly long: number;
  };
  /** The stationary bonus (+2). */
  readonly stationaryBonus: number;
  /** Rugged: a Combat move also earns the stationary bonus (RUG-SHOOT-4). */
  readonly combatMoveEarnsBonus: boolean;
  /** Rugged: a target charging the shooter or routing (+1); `null` in vivid. */
  readonly targetChargingOrRouting: number | null;
  /** Rugged: a target using a Combat move (-2); `null` in vivid. */
  readonly targetCombatMove: number | null;
  /** Cover modifiers. */
  readonly cover: Readonly<Record<Exclude<Cover, "none">, number>>;
  /** Vivid: an Impervious Suit or War Pants target (-4); `null` in rugged. */
  readonly armouredTarget: number | null;
  /** Rugged: an unspotted target halves the hit number (RUG-SHOOT-4). */
  readonly unspottedHalves: boolean;
  /** Musket shooters get the stationary bonus (rugged yes; vivid no: VIV-MUSKET-1). */
  readonly musketStationaryBonus: boolean;
  /** Rugged: a musket loaded in an earlier turn may fire after any shooting mode (RUG-MUSKET-1). */
  readonly musketLoadedException: boolean;
  /** Rugged: a loaded Lewis fires in a turn its crew moved only with a Combat move (RUG-MG-3). */
  readonly lewisMoveNeedsCombat: boolean;
  /** Vivid: machine guns place follow-on dice within 4" (VIV-MG-3). */
  readonly followingFire: boolean;
  /** The rule ids each step cites. */
  readonly rules: {
    /** Who may shoot. */
    readonly who: string;
    /** Range bands. */
    readonly range: string;
    /** Dice per weapon. */
    readonly dice: string;
    /** Base hit number. */
    readonly base: string;
    /** Modifiers. */
    readonly modifiers: string;
    /** Resolving hits. */
    readonly resolve: string;
    /** Hit allocation. */
    readonly allocation: string;
    /** Musket restriction. */
    readonly musket: string;
    /** Heavy machine guns: dice and crew. */
    readonly mg: string;
    /** Maxim set-up. */
    readonly maxim: string;
    /** Lewis reload. */
    readonly lewis: string;
    /** Small-arms machine guns (BAR/SMG or vivid's MG type). */
    readonly smallMg: string;
    /** The ruling on the minimum hit number. */
    readonly minHitRuling: string;
    /** The ruling on single-crew Lewis dice. */
    readonly lewisRuling: string;
    /** The ruling on Maxim set-up time. */
    readonly maximRuling: string;
    /** Trait ids: Ambidextrous, Sure Shot, Blind Eye, Clumsy, Ancient Training. */
    readonly ambidextrous: string;
    /** Sure Shot. */
    readonly sureShot: string;
    /** Blind Eye. */
    readonly blindEye: string;
    /** Clumsy. */
    readonly clumsy: string;
    /** Ancient Training (flying: no shooting). */
    readonly ancientTraining: string;
  };
}

/**
 * The options the shooting mechanics read (both systems have these keys).
 *
 * @example
 * ```ts
 * let value: ShootingOptions | undefined; // see the functions that return or take it
 * ```
 */
export interface ShootingOptions {
  /** Lowest final hit number (RUG-AMB-10, VIV-AMB-20). */
  readonly shootingMinHit: 0 | 1;
  /** Dice of a Lewis with one crew (RUG-AMB-14, VIV-AMB-16). */
  readonly lewisSingleCrewDice: 4 | 2;
  /** Maxim set-up turns (RUG-AMB-15, VIV-AMB-17). */
  readonly maximSetupTurns: number;
  /** Rugged unspotted halving order (RUG-AMB-7). */
  readonly unspottedOrder: "last" | "first";
  /** Rugged unspotted rounding (RUG-AMB-7). */
  readonly unspottedRounding: "up" | "down";
  /** Rugged: the GM's modifier after the unspotted halving or halved with the rest (RUG-AMB-30). */
  readonly gmModifierOrder: "afterHalving" | "beforeHalving";
  /** Vivid: the armoured −4 in a mixed unit (VIV-AMB-45); absent in rugged (no armoured modifier). */
  readonly armouredInMixedUnit?: "perFigure" | "wholeUnitOnly" | undefined;
  /** Field of view of figures without Blind Eye (RUG-AMB-20). */
  readonly defaultFieldOfViewDeg: number;
  /** Vivid: the anchor of following fire (VIV-AMB-18, default 'previousHit'); absent in rugged (no following fire). */
  readonly followAnchor?: "previousHit" | "firstHit" | undefined;
  /** Vivid: the next target of following fire (VIV-AMB-44, default 'nearestThenSame'); absent in rugged. */
  readonly followingFireTarget?: "nearestThenSame" | "distinctOnly" | undefined;
}
