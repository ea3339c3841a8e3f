// Poison gas and acid vapour on a figure (the wound side of VIV-GAD-14/15): a hold-breath D10, then the wound
// table at +3 / +2 / +1 with Wounded counting as Killed (VIV-WOUND-7 step 3, VIV-AMB-27, VIV-AMB-28).
import { type Chance, constant, die } from "../core/chance.js";
import { checkInt } from "../core/errors.js";
import { parseOrThrow } from "../core/validate.js";
import { type Figure, FigureSchema } from "../family/schemas.js";
import type { WoundResolution } from "../family/wound-api.js";
import type { VividOptionsInput } from "./options.js";
import { resolveWounds } from "./wounds.js";

/**
 * What a turn in poison gas did to a figure.
 *
 * @example
 * ```ts
 * const r: GasExposure = { heldBreath: true, figure };
 * ```
 */
export interface GasExposure {
  /** The figure held its breath (and must leave the cloud as fast as possible). */
  readonly heldBreath: boolean;
  /** The wound resolution, when it breathed the gas. */
  readonly wound?: WoundResolution | undefined;
  /** The figure afterwards. */
  readonly figure: Figure;
}

/**
 * A figure caught in poison gas or acid vapour for one turn (VIV-GAD-14/15): a D10 of 7 or more holds its
 * breath (P 2/5, roll-high as written, rolled every turn it starts in or enters the cloud: VIV-AMB-27);
 * otherwise it rolls on the wound table at +3, +2 or +1 in the gas's first, second or third turn, and
 * Wounded counts as Killed, before luck by default (VIV-AMB-28).
 *
 * @param figure - the figure in the cloud
 * @param gasTurn - the gas's turn, 1 to 3 (GM: the gas's duration)
 * @param settings - vivid options and the game turn
 * @returns a chance of `{ heldBreath, wound, figure }`
 * @example
 * ```ts
 * resolve(gasExposure(thug, 1), scriptedDice(["d10:4", "d6:1"])).value.figure.status?.wound; // "killed"
 * ```
 */
export function gasExposure(
  figure: Figure,
  gasTurn: number,
  settings: { readonly options?: VividOptionsInput; readonly turn?: number } | null = {},
): Chance<GasExposure> {
  // docs/reliability.md: null for an optional argument means absent
  settings ??= {};
  const fn = "vivid.gasExposure";
  const f = parseOrThrow(fn, FigureSchema, figure, "figure");
  checkInt(fn, "gasTurn", gasTurn, 1, 3);
  const hit = { modifiers: [{ rule: "VIV-GAD-14", label: `poison gas, turn ${String(gasTurn)}`, value: 4 - gasTurn }] };
  const breathe = resolveWounds(f, [hit], { ...settings, conversion: "gas" });
  // ruling VIV-AMB-27: a D10, 7 or more holds the breath, rolled each turn of exposure
  return die("d10", { purpose: `${f.name}: hold breath (7 or more)`, rule: "VIV-AMB-27" })
    .map((face) => face >= 7)
    .chain(
      (held): Chance<GasExposure> =>
        held
          ? constant({ heldBreath: true, figure: f }).traced([{ type: "note", rule: "VIV-GAD-14", text: "holds its breath: must leave the cloud" }])
          : breathe.map((wound) => ({ heldBreath: false, wound, figure: wound.figure })),
    );
}
