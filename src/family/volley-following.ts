// Following fire inside a volley (VIV-MG-3, VIV-AMB-18, VIV-AMB-44, issue 11 item 7): a machine gun's dice are
// rolled one at a time, the first at its declared target, each later one at a figure within 4" of the one it
// hit (which may be the same figure), and its hits join the volley's allocation and wound rolls like any other.
// Rugged's machine guns have no following fire (RUG-MG-1..4): its table says so and nothing here applies.
import { type Chance, constant } from "../core/chance.js";
import { RulesError } from "../core/errors.js";
import type { NoteEntry } from "../core/trace.js";
import type { AllocationSpec } from "./allocation.js";
import { followingFireTally } from "./following-fire.js";
import { pickIndex } from "./pick.js";
import type { Figure, Weapon } from "./schemas.js";
import type { ShootingOptions, ShootingTable } from "./shooting-table.js";
import { luckTest } from "./trait-checks.js";
import type { PlannedShot, ShotInput } from "./volley.js";

/** The reach of following fire (VIV-MG-3: "within 4 inches"). */
const REACH = 4;

/**
 * Whether a weapon follows fire in a system: vivid's machine guns, the heavy ones (VIV-MG-1) and the machine-gun
 * type weapons (VIV-MG-2) alike: "(All) Machine Gun Following Fire" (VIV-MG-3).
 */
export function followsFire(table: ShootingTable, weapon: Weapon | undefined): boolean {
  return table.followingFire && (weapon?.class === "mg" || weapon?.class === "smallArmsMg");
}

/** The hits of a volley's following fire: every following shooter's, in shooter order. */
export interface FollowedHits {
  /** Hits scored (a machine gun's hits on a figure whose armour stopped the die are misses). */
  readonly hits: number;
  /** Following shooters who failed a Clumsy test and dropped their weapon. */
  readonly dropped: readonly string[];
  /** The roster index of each hit: each shooter's hits in roster order, shooter after shooter. */
  readonly taken: readonly number[];
  /** The shot (index into the volley's shots) of each hit, beside `taken`. */
  readonly shotOf: readonly number[];
}

/** A volley's following fire, built once: the shots and plans the rest of the volley rolls, and the guns' chance. */
export interface FollowingVolley {
  /** The volley's shots, a following shot without its own target or armour check (its dice handle both). */
  readonly shots: readonly ShotInput[];
  /** The volley's plans, a following shot with no dice (so the pools and the random allocation leave it out). */
  readonly plans: readonly PlannedShot[];
  /** The following shots' hits. */
  readonly fire: Chance<FollowedHits>;
  /** The most hits the following shots can score. */
  readonly maxHits: number;
}

/** A target figure's position (the volley's `targetPositions`). */
interface Position {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

/**
 * The distances between the roster's figures, by roster index: from `targetPositions`, or, without them, every
 * figure within reach of every other (and a note saying so).
 */
function distances(
  fn: string,
  roster: readonly string[],
  members: readonly { readonly id: string }[],
  positions: readonly Position[] | undefined,
): { distance: (a: number, b: number) => number; notes: NoteEntry[] } {
  if (positions === undefined)
    return {
      distance: () => 0,
      // decision (the volley gives no positions): every figure of the target unit is within 4" of the others
      notes: [
        {
          type: "note",
          rule: "VIV-MG-3",
          text: 'no target positions given: every figure of the target unit counts as within 4" of the others (the next not yet hit in roster order)',
        },
      ],
    };
  const at = new Map<string, Position>();
  positions.forEach((p, i) => {
    const path = `input.targetPositions[${String(i)}].id`;
    if (at.has(p.id)) throw new RulesError({ code: "INVALID_INPUT", fn, path, value: p.id, message: "each figure's position is given once" });
    if (!members.some((m) => m.id === p.id))
      throw new RulesError({ code: "INVALID_INPUT", fn, path, value: p.id, message: "expected the id of a member of the target unit" });
    at.set(p.id, p);
  });
  const placed = roster.map((id) => {
    const p = at.get(id);
    if (p === undefined)
      throw new RulesError({
        code: "INVALID_INPUT",
        fn,
        path: "input.targetPositions",
        value: id,
        message: "every living member of the target unit needs a position (following fire, VIV-MG-3)",
      });
    return p;
  });
  return {
    distance: (a, b) => {
      const p = placed[a] as Position;
      const q = placed[b] as Position;
      return Math.hypot(p.x - q.x, p.y - q.y);
    },
    notes: [],
  };
}

/**
 * The following fire of a volley, or undefined when no shooter that fires follows fire (rugged; vivid without a
 * machine gun). Each following shot rolls its dice one at a time (VIV-MG-3) after the rest of the volley: a
 * failed Clumsy test first drops the weapon; the declared target is the shooter's `targetId`, else (allocation by
 * choice) the first living chosen figure, else a figure picked at random over the roster (VIV-SHOOT-5); a die at
 * an armoured figure of a mixed unit needs the number −4 (VIV-AMB-45, known as the die is rolled).
 *
 * @param fn - the public function name, for errors
 * @param table - the system's shooting table
 * @param options - the system's options (`followAnchor`, `followingFireTarget`)
 * @param shots - the volley's shots
 * @param plans - the volley's plans
 * @param roster - the living target figure ids
 * @param figures - the living target figures, by roster index
 * @param spec - how the rest of the volley allocates
 * @param input - the volley's target unit, target positions and each shooter's named next targets
 * @returns the following fire, or undefined
 */
export function followingVolley(
  fn: string,
  table: ShootingTable,
  options: ShootingOptions,
  shots: readonly ShotInput[],
  plans: readonly PlannedShot[],
  roster: readonly string[],
  figures: readonly Figure[],
  spec: AllocationSpec,
  input: {
    readonly target: { readonly members: readonly { readonly id: string }[] };
    readonly targetPositions?: readonly Position[] | undefined;
    readonly perShooter?: Readonly<Record<string, { readonly nextTargetIds?: readonly string[] | undefined }>> | undefined;
  },
): FollowingVolley | undefined {
  const following = plans.flatMap((p, i) => (p.fires && p.dice > 0 && roster.length > 0 && followsFire(table, shots[i]?.weapon) ? [i] : []));
  if (following.length === 0) return undefined;
  // a position may be given for any member of the target unit (a figure no longer living is not shot at)
  const { distance, notes } = distances(fn, roster, input.target.members, input.targetPositions);
  const names = figures.map((f) => ({ id: f.id, name: f.name }));
  const chosen = spec.mode === "chosen" ? spec.chosen.find((id) => roster.includes(id)) : undefined;
  const guns = following.map((i) => {
    const shot = shots[i] as ShotInput;
    const plan = plans[i] as PlannedShot;
    const own = shot.targetId === undefined ? -1 : roster.indexOf(shot.targetId);
    const declaredId = own >= 0 ? shot.targetId : chosen;
    const declared =
      declaredId === undefined
        ? pickIndex(roster.length, `${shot.figure.name}'s machine gun: its first target, at random`, spec.rule, names)
        : constant(roster.indexOf(declaredId)).traced([{ type: "note", rule: "VIV-MG-3", text: `${shot.figure.name}'s machine gun fires at ${declaredId}` }]);
    // ruling VIV-AMB-45: a die at an armoured figure of a mixed unit hits only if it also makes the number −4
    const checked = shot.armourChecked === true;
    const fire = followingFireTally(
      plan.dice,
      declared,
      {
        size: roster.length,
        label: (r) => figures[r]?.name ?? "",
        indexOf: (id) => {
          const r = roster.indexOf(id);
          return r < 0 ? undefined : r;
        },
        distance,
        nOf: (r) => (checked && figures[r]?.armoured !== undefined ? plan.n + (table.armouredTarget ?? 0) : plan.n),
        // ruling VIV-AMB-18 (anchor) and VIV-AMB-44 (next target): the options' defaults 'previousHit', 'nearestThenSame'
        anchor: options.followAnchor ?? "previousHit",
        radius: REACH,
        targetRule: options.followingFireTarget ?? "nearestThenSame",
        rule: "VIV-MG-3",
      },
      input.perShooter?.[shot.figure.id]?.nextTargetIds ?? [],
    ).traced([...plan.trace, ...notes]);
    const rolled = fire.map((s) => s.tally);
    const gun: Chance<readonly number[] | null> = plan.clumsyTest
      ? luckTest(shot.figure, shot.luck, table.rules.clumsy, `${shot.figure.name}'s Clumsy test before shooting`).chain((pass) =>
          pass ? rolled : constant(null),
        )
      : rolled;
    return { i, gun };
  });
  const none: FollowedHits = Object.freeze({ hits: 0, dropped: Object.freeze([]), taken: Object.freeze([]), shotOf: Object.freeze([]) });
  let fire: Chance<FollowedHits> = constant(none);
  for (const { i, gun } of guns) {
    const id = (shots[i] as ShotInput).figure.id;
    fire = fire.chain((acc) =>
      gun.map((tally): FollowedHits => {
        if (tally === null) return Object.freeze({ ...acc, dropped: Object.freeze([...acc.dropped, id]) });
        const taken = acc.taken.slice();
        const shotOf = acc.shotOf.slice();
        let hits = acc.hits;
        tally.forEach((c, r) => {
          for (let k = 0; k < c; k++) {
            taken.push(r);
            shotOf.push(i);
            hits++;
          }
        });
        return Object.freeze({ hits, dropped: acc.dropped, taken: Object.freeze(taken), shotOf: Object.freeze(shotOf) });
      }),
    );
  }
  const set = new Set(following);
  return {
    shots: shots.map((s, i) => {
      if (!set.has(i)) return s;
      return { figure: s.figure, weapon: s.weapon, ctx: s.ctx, motion: s.motion, luck: s.luck, ...(s.notes === undefined ? {} : { notes: s.notes }) };
    }),
    plans: plans.map((p, i) => (set.has(i) ? { ...p, dice: 0 } : p)),
    fire,
    maxHits: following.reduce((n, i) => n + (plans[i] as PlannedShot).dice, 0),
  };
}
