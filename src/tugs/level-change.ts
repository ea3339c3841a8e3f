// An injury that changes level over time: it worsens (TUGS-WORSE-1/2) or heals one level (TUGS-REC-1). Both
// follow TUGS-AMB-36: the injury takes on its new level (its lethality, TUGS-AMB-35; its effects and its derived
// body injury, TUGS-AMB-10) and sheds the "until healed" states of a level it no longer has.
import type { Chance } from "../core/chance.js";
import { bodyPartOf, hpCost, impairmentOf, withHpLost } from "./impairment.js";
import { countsAsBody, derivedIndex, type InjuryEffect, limbToBody, locationEffects, reportDeath, type Step } from "./injury.js";
import { lethalAt } from "./lethality.js";
import type { TugsOptions } from "./options.js";
import type { BodyPart, Character, HitLocation, Injury, Level, Status } from "./schemas.js";
import { LEVELS } from "./tables.js";

/** The hit location a body part is for a character (the inverse of bodyPartOf, TUGS-AMB-28). */
function locationOf(part: BodyPart, weaponHand: Character["weaponHand"]): HitLocation {
  if (part === "leftArm" || part === "rightArm") return bodyPartOf("weaponArm", weaponHand) === part ? "weaponArm" : "otherArm";
  return part;
}

const isLimb = (part: BodyPart): boolean => part !== "body" && part !== "head";

/** The "until healed" states one injury holds (TUGS-EFF-1): what must go when no injury holds it any more. */
interface Holds {
  readonly unusable: BodyPart | null;
  readonly cannotGetUp: boolean;
  readonly cannotWalk: boolean;
  readonly fallsOnInjury: boolean;
  /** An unusable arm that held the weapon: the weapon could not be held again until it heals. */
  readonly disarms: boolean;
}

function holdsOf(c: Character, injury: Pick<Injury, "part" | "level">): Holds {
  const { part, level } = injury;
  const rank = LEVELS.indexOf(level);
  const majorUp = rank >= LEVELS.indexOf("major");
  const arm = part === "leftArm" || part === "rightArm";
  const leg = part === "leftLeg" || part === "rightLeg";
  const holding = arm && (bodyPartOf("weaponArm", c.weaponHand) === part || c.weapons[0]?.twoHanded === true);
  return {
    unusable: (arm || leg) && majorUp ? part : null,
    cannotGetUp: leg && (level === "major" || level === "fatal"),
    cannotWalk: leg && (level === "critical" || level === "fatal"),
    fallsOnInjury: part === "body" && (level === "major" || level === "critical"),
    disarms: holding && majorUp,
  };
}

/** Sheds the states `gone` held that no injury of `c` holds any more (TUGS-AMB-36). */
function shed(c: Character, gone: readonly Pick<Injury, "part" | "level">[]): Character {
  const still = c.injuries.map((x) => holdsOf(c, x));
  const held = (test: (h: Holds) => boolean): boolean => still.some(test);
  let status: Status = c.status;
  for (const injury of gone) {
    const old = holdsOf(c, injury);
    const patch: Partial<Status> = {};
    const part = old.unusable;
    if (part !== null && !held((h) => h.unusable === part)) patch.unusable = status.unusable.filter((p) => p !== part);
    if (old.cannotGetUp && !held((h) => h.cannotGetUp)) patch.cannotGetUp = false;
    if (old.cannotWalk && !held((h) => h.cannotWalk)) patch.cannotWalk = false;
    if (old.fallsOnInjury && !held((h) => h.fallsOnInjury)) patch.fallsOnInjuryUnlessStamina = false;
    if (old.disarms && !held((h) => h.disarms)) patch.disarmed = false;
    status = { ...status, ...patch };
  }
  return status === c.status ? c : { ...c, status };
}

/**
 * An injury one level worse (TUGS-WORSE-1/2): the extra hit points, the new level's lethality and effects (its
 * rolls included), a limb's derived body injury added or made worse, the old level's states shed.
 * @internal
 */
export function worsenInjury(
  c: Character,
  index: number,
  options: TugsOptions,
  elapsed: number,
): Chance<{ readonly character: Character; readonly effects: readonly InjuryEffect[] }> {
  const injury = c.injuries[index] as Injury;
  const level: Level = LEVELS[LEVELS.indexOf(injury.level) + 1] ?? "fatal";
  const lethal = lethalAt(injury, level);
  // ruling TUGS-AMB-25 (option): the period restarts for the new level by default
  const next: Injury = options.worseningPeriodRestarts
    ? { ...injury, level, lethal, untreatedMinutes: 0, worseningRolls: 0 }
    : { ...injury, level, lethal, untreatedMinutes: elapsed, worseningRolls: injury.worseningRolls + 1 };
  // a worse injury costs the extra hit points of its level (TUGS-INJ-2)
  const worse = withHpLost(
    { ...c, injuries: c.injuries.map((x, i) => (i === index ? next : x)) },
    c.hpLost + hpCost(injury.part, level) - hpCost(injury.part, injury.level),
  );
  // ruling TUGS-AMB-36: the new level's effects (and derived body injury); the old level's "until healed" states shed
  const changed = shed(worse, [injury]);
  // ruling TUGS-AMB-31 (option): the effect rolls use the impairment from before the change
  const imp = options.effectRollUsesNewImpairment ? impairmentOf(changed) : impairmentOf(c);
  let step: Step = locationEffects({ character: changed, effects: [] }, locationOf(injury.part, c.weaponHand), level, imp, options, {});
  if (isLimb(injury.part)) step = step.chain((r) => limbToBody(r, injury.part, level, injury.level, next, imp, options, {}));
  return step.map(reportDeath);
}

/**
 * An injury one level better (TUGS-REC-1): a Superficial heals away; the new level's lethality; a limb's derived body
 * injury removed when the limb no longer counts to the body; the "until healed" states of the old level shed.
 * @internal
 */
export function healInjury(c: Character, index: number): Character {
  const injury = c.injuries[index] as Injury;
  const lower = LEVELS[LEVELS.indexOf(injury.level) - 1];
  const gone: Pick<Injury, "part" | "level">[] = [injury];
  let injuries: Injury[] = c.injuries.map((x, i) =>
    i !== index || lower === undefined ? x : { ...x, level: lower, lethal: lethalAt(x, lower), untreatedMinutes: 0, worseningRolls: 0 },
  );
  if (lower === undefined) injuries = injuries.filter((_, i) => i !== index);
  const before = isLimb(injury.part) && !injury.derived ? countsAsBody(injury.level) : null;
  const after = lower === undefined ? null : countsAsBody(lower);
  if (before !== null && before !== after) {
    // ruling TUGS-AMB-36: the derived body injury follows its limb (a Critical limb healed to Major no longer counts to the body)
    const at = derivedIndex(injuries, injury.part, before);
    const derived = injuries[at];
    if (derived !== undefined) {
      gone.push(derived);
      injuries =
        after === null ? injuries.filter((_, i) => i !== at) : injuries.map((x, i) => (i === at ? { ...x, level: after, lethal: lethalAt(x, after) } : x));
    }
  }
  return shed({ ...c, injuries }, gone);
}

/**
 * Whether an injury runs its own worsening and healing: a derived body injury changes only with its limb.
 * @internal
 */
export function followsItsLimb(injury: Injury): boolean {
  // ruling TUGS-AMB-36: a derived body injury does not run a second worsening (or healing) track of its own
  return injury.derived && injury.derivedFrom !== undefined;
}
