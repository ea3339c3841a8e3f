import { all, type Chance, constant, die } from "../core/chance.js";
import { checkInt, RulesError } from "../core/errors.js";
import { absentIfNull } from "../core/schema-kit.js";
import { checkReadable } from "../core/validate.js";
import { checkNumber, checkObject } from "./checks.js";
import { type EvolutionOptionsInput, optionsFrom } from "./options.js";
import { DEPLOYMENT_DEPTH } from "./tables.js";

/**
 * Who deploys first, and therefore takes the first turn (EVO-SETUP-1).
 *
 * @example
 * ```ts
 * const order: DeploymentOrder = { first: "Trail boss", second: "Bandidos", diceOffs: 1 };
 * ```
 */
export interface DeploymentOrder {
  /** The player who deploys first and takes the first turn; `null` if every allowed dice-off tied. */
  readonly first: string | null;
  /** The other player; `null` with `first`. */
  readonly second: string | null;
  /** How many dice-offs were rolled (0 when the players agreed). */
  readonly diceOffs: number;
}

function checkPlayers(fn: string, players: unknown): readonly [string, string] {
  checkReadable(fn, "players", players);
  if (!Array.isArray(players) || players.length !== 2 || typeof players[0] !== "string" || typeof players[1] !== "string" || players[0] === players[1]) {
    throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "players", value: players, message: "expected two different player names" });
  }
  return [players[0], players[1]];
}

/**
 * Decides who deploys first (EVO-SETUP-1): the players agree, or dice off with a D6 each (ruling EVO-AMB-17:
 * high wins, a tie re-rolls). The player who deploys first takes the first turn. Ties re-roll at most
 * `maxRerolls` times (default 10), so the odds stay finite; after that `first` is `null` and the players
 * must agree (a chance of (1/6)^11 with the default).
 *
 * @param players - the two players' names
 * @param how - `agreed`: the player the two agreed deploys first; `maxRerolls`: the re-roll cap
 * @returns a chance of the order
 * @example
 * ```ts
 * resolve(deploymentOrder(["Ann", "Bob"]), scriptedDice(["d6:3", "d6:3", "d6:2", "d6:5"])).value; // { first: "Bob", second: "Ann", diceOffs: 2 }
 * ```
 */
export function deploymentOrder(
  players: readonly [string, string],
  how?: { readonly agreed?: string; readonly maxRerolls?: number } | null,
): Chance<DeploymentOrder> {
  const fn = "evolution.deploymentOrder";
  const context = absentIfNull(how) ?? {};
  const [a, b] = checkPlayers(fn, players);
  checkObject(fn, "context", context);
  const cap = checkInt(fn, "context.maxRerolls", context.maxRerolls ?? 10, 0, 100);
  if (context.agreed !== undefined) {
    if (context.agreed !== a && context.agreed !== b)
      throw new RulesError({ code: "INVALID_ARGUMENT", fn, path: "context.agreed", value: context.agreed, message: "expected one of the two players" });
    return constant({ first: context.agreed, second: context.agreed === a ? b : a, diceOffs: 0 });
  }
  const diceOff = (n: number): Chance<DeploymentOrder> =>
    all([die("d6", { purpose: `dice-off ${a}`, rule: "EVO-SETUP-1" }), die("d6", { purpose: `dice-off ${b}`, rule: "EVO-SETUP-1" })])
      // ruling EVO-AMB-17: high wins, a tie re-rolls
      .map(([x, y]) => (x > y ? 1 : y > x ? -1 : 0))
      .chain((c) =>
        c === 1
          ? constant({ first: a, second: b, diceOffs: n })
          : c === -1
            ? constant({ first: b, second: a, diceOffs: n })
            : n > cap
              ? constant({ first: null, second: null, diceOffs: n })
              : diceOff(n + 1),
      );
  return diceOff(1);
}

/**
 * Whether a model stands in its side's deployment zone in a pick-up game: up to 12″ in from its own
 * table edge (EVO-SETUP-1).
 *
 * @param inchesFromOwnEdge - the model's distance from its own table edge
 * @returns true when it may deploy there
 * @example
 * ```ts
 * inDeploymentZone(12); // true
 * inDeploymentZone(12.5); // false
 * ```
 */
export function inDeploymentZone(inchesFromOwnEdge: number): boolean {
  const d = checkNumber("evolution.inDeploymentZone", "inchesFromOwnEdge", inchesFromOwnEdge, 0, 10_000);
  return d <= DEPLOYMENT_DEPTH;
}

/**
 * The order in which sides activate in a turn (ruling EVO-AMB-9, option `turnStructure`): alternating
 * activations by default (Battlefield Evolution style; a side with more activations takes its extra ones
 * at the end), or whole-side turns. The first player is the one who deployed first (EVO-SETUP-1). Reactions
 * are missing from the text (EVO-GEN-1).
 *
 * @param first - the side that goes first, and its number of activations (a leader group counts once)
 * @param second - the other side and its activations
 * @param options - rulings; EVO-AMB-9 applies here
 * @returns the side names, one per activation, in order
 * @example
 * ```ts
 * activationOrder({ side: "A", activations: 2 }, { side: "B", activations: 3 }); // ["A", "B", "A", "B", "B"]
 * activationOrder({ side: "A", activations: 2 }, { side: "B", activations: 3 }, { turnStructure: "side" }); // ["A", "A", "B", "B", "B"]
 * ```
 */
export function activationOrder(
  first: { readonly side: string; readonly activations: number },
  second: { readonly side: string; readonly activations: number },
  options?: EvolutionOptionsInput | null,
): string[] {
  const fn = "evolution.activationOrder";
  checkObject(fn, "first", first);
  checkObject(fn, "second", second);
  for (const [path, side] of [
    ["first.side", first.side],
    ["second.side", second.side],
  ] as const) {
    if (typeof side !== "string") throw new RulesError({ code: "INVALID_ARGUMENT", fn, path, value: side, message: "expected a side name" });
  }
  const n = checkInt(fn, "first.activations", first.activations, 0, 1000);
  const m = checkInt(fn, "second.activations", second.activations, 0, 1000);
  const o = optionsFrom(fn, options);
  // ruling EVO-AMB-9: alternating activations by default, whole-side turns as the option
  if (o.turnStructure === "side") return [...Array<string>(n).fill(first.side), ...Array<string>(m).fill(second.side)];
  const order: string[] = [];
  for (let i = 0; i < Math.max(n, m); i++) {
    if (i < n) order.push(first.side);
    if (i < m) order.push(second.side);
  }
  return order;
}
