// Issue 16, "One shape for every resolver": every reshaped resolver of rugged, vivid and tugs has the signature
// `(input, options?) => result`: one named input, then the system's options, last and optional (null allowed).
import { describe, expectTypeOf, it } from "vitest";
import type * as z from "zod/mini";
import type { Chance } from "../src/index.js";
import * as evolution from "../src/evolution/index.js";
import * as fate from "../src/fate/index.js";
import * as rugged from "../src/rugged/index.js";
import * as tugs from "../src/tugs/index.js";
import * as vivid from "../src/vivid/index.js";

/** The one shape: the input, then the options, optional and last. */
type Shape<I, O, R> = (input: I, options?: O | null) => R;

type RO = rugged.RuggedOptionsInput;
type VO = vivid.VividOptionsInput;
type TO = tugs.TugsOptionsInput;
type FO = fate.FateOptionsInput;
type EO = evolution.EvolutionOptionsInput;

describe("one shape for every resolver", () => {
  it("RUG-SHOOT-1 RUG-SHOOT-7 RUG-HTH-1 RUG-MOR-1: rugged's resolvers are (input, options?)", () => {
    expectTypeOf(rugged.hitNumber).toExtend<Shape<rugged.ShotInput, RO, rugged.HitNumber>>();
    expectTypeOf(rugged.canFire).toExtend<Shape<rugged.FireCheckInput, RO, rugged.FireVerdict>>();
    expectTypeOf(rugged.shotDice).toExtend<Shape<Pick<rugged.ShotInput, "figure" | "weapon">, RO, rugged.ShotDice>>();
    expectTypeOf(rugged.volley).toExtend<Shape<rugged.VolleyRequest, RO, Chance<rugged.VolleyWithWounds>>>();
    expectTypeOf(rugged.volleyCasualties).toExtend<Shape<rugged.VolleyRequest, RO, Chance<rugged.VolleyCasualties>>>();
    expectTypeOf(rugged.volleyHits).toExtend<Shape<rugged.VolleyRequest, RO, Chance<number>>>();
    expectTypeOf(rugged.volleyPlan).toExtend<Shape<rugged.VolleyRequest, RO, rugged.PlannedShot[]>>();
    expectTypeOf(rugged.wounds).toExtend<Shape<rugged.WoundsInput, RO, Chance<rugged.WoundResolution>>>();
    expectTypeOf(rugged.unitWounds).toExtend<Shape<rugged.UnitWoundsInput, RO, Chance<rugged.VolleyWounds>>>();
    expectTypeOf(rugged.handToHand).toExtend<Shape<rugged.HandToHandInput, RO, Chance<rugged.MeleeResult>>>();
    expectTypeOf(rugged.handToHandHitNumber).toExtend<Shape<rugged.MeleeHitInput, RO, rugged.MeleeHitNumber>>();
    expectTypeOf(rugged.moraleCheck).toExtend<Shape<rugged.MoraleInput, RO, Chance<rugged.MoraleResolution>>>();
    expectTypeOf(rugged.rally).toExtend<Shape<rugged.RallyInput, RO, Chance<rugged.MoraleResolution>>>();
    expectTypeOf(rugged.routRecovery).toExtend<Shape<rugged.RoutInput, RO, Chance<rugged.RallyResolution>>>();
  });

  it("VIV-SHOOT-1 VIV-WOUND-7 VIV-HTH-1 VIV-MOR-1: vivid's resolvers are (input, options?)", () => {
    expectTypeOf(vivid.hitNumber).toExtend<Shape<vivid.ShotInput, VO, vivid.HitNumber>>();
    expectTypeOf(vivid.canFire).toExtend<Shape<vivid.FireCheckInput, VO, vivid.FireVerdict>>();
    expectTypeOf(vivid.shotDice).toExtend<Shape<Pick<vivid.ShotInput, "figure" | "weapon">, VO, vivid.ShotDice>>();
    expectTypeOf(vivid.volley).toExtend<Shape<vivid.VolleyRequest, VO, Chance<vivid.VolleyWithWounds>>>();
    expectTypeOf(vivid.volleyCasualties).toExtend<Shape<vivid.VolleyRequest, VO, Chance<vivid.VolleyCasualties>>>();
    expectTypeOf(vivid.volleyHits).toExtend<Shape<vivid.VolleyRequest, VO, Chance<number>>>();
    expectTypeOf(vivid.volleyPlan).toExtend<Shape<vivid.VolleyRequest, VO, vivid.PlannedShot[]>>();
    expectTypeOf(vivid.wounds).toExtend<Shape<vivid.WoundsInput, VO, Chance<vivid.WoundResolution>>>();
    expectTypeOf(vivid.unitWounds).toExtend<Shape<vivid.UnitWoundsInput, VO, Chance<vivid.VolleyWounds>>>();
    expectTypeOf(vivid.handToHand).toExtend<Shape<vivid.MeleeFight, VO, Chance<vivid.MeleeResult>>>();
    expectTypeOf(vivid.handToHandHitNumber).toExtend<Shape<vivid.MeleeHitInput, VO, vivid.MeleeHitNumber>>();
    expectTypeOf(vivid.moraleCheck).toExtend<Shape<vivid.MoraleInput, VO, Chance<vivid.MoraleResolution>>>();
    expectTypeOf(vivid.routRecovery).toExtend<Shape<vivid.RoutInput, VO, Chance<vivid.RallyResolution>>>();
  });

  it("TUGS-HTH-1 TUGS-RNG-1 TUGS-INIT-1 TUGS-FALL-1 TUGS-INJ-1: tugs' resolvers are (input, options?), the options last", () => {
    expectTypeOf(tugs.hthAttack).toExtend<Shape<tugs.HthAttackInput, TO, Chance<tugs.AttackOutcome>>>();
    expectTypeOf(tugs.rangedAttack).toExtend<Shape<tugs.RangedAttackInput, TO, Chance<tugs.AttackOutcome>>>();
    expectTypeOf(tugs.combatRound).toExtend<Shape<tugs.RoundInput, TO, Chance<tugs.RoundResult>>>();
    expectTypeOf(tugs.initiative).toExtend<Shape<tugs.InitiativeInput, TO, Chance<number>>>();
    expectTypeOf(tugs.fall).toExtend<Shape<tugs.FallInput, TO, Chance<tugs.FallResult>>>();
    expectTypeOf(tugs.fallingObject).toExtend<Shape<tugs.FallingObjectInput, TO, Chance<tugs.FallResult>>>();
    expectTypeOf(tugs.applyInjury).toExtend<Shape<tugs.ApplyInjuryInput, TO, Chance<tugs.InjuryResult>>>();
  });

  it("FATE-ACT-1 FATE-FP-3 FATE-CONF-1 FATE-REC-1 FATE-AMB-26: fate's resolvers are (input, options?)", () => {
    expectTypeOf(fate.action).toExtend<Shape<fate.ActionInput, FO, Chance<fate.ActionResult>>>();
    expectTypeOf(fate.actionSummary).toExtend<Shape<fate.ActionInput, FO, Chance<fate.ActionSummary>>>();
    expectTypeOf(fate.rerollAction).toExtend<Shape<fate.RerollActionInput, FO, Chance<fate.ActionResult>>>();
    expectTypeOf(fate.rerollOpposer).toExtend<Shape<fate.RerollOpposerInput, FO, Chance<fate.ActionResult>>>();
    expectTypeOf(fate.conflictExchange).toExtend<Shape<fate.ExchangeInput, FO, Chance<fate.ExchangeResult>>>();
    expectTypeOf(fate.rerollExchange).toExtend<Shape<fate.RerollExchangeInput, FO, Chance<fate.ExchangeResult>>>();
    expectTypeOf(fate.recoveryRoll).toExtend<Shape<fate.RecoveryInput, FO, Chance<fate.RecoveryResult>>>();
    expectTypeOf(fate.adviseAction).toExtend<Shape<fate.AdviceInput, FO, fate.Advice>>();
  });

  it("EVO-FIRE-1 EVO-DMG-1 EVO-CC-1 EVO-WTF-1 EVO-MOVE-1: evolution's resolvers are (input, options?)", () => {
    expectTypeOf(evolution.shoot).toExtend<Shape<evolution.ShootInput, EO, Chance<evolution.ShotResult>>>();
    expectTypeOf(evolution.fire).toExtend<Shape<evolution.FireInput, EO, Chance<number>>>();
    expectTypeOf(evolution.canFire).toExtend<Shape<evolution.FireCheckInput, EO, { readonly ok: boolean }>>();
    expectTypeOf(evolution.closeCombat).toExtend<Shape<evolution.CloseCombatInput, EO, Chance<evolution.CloseCombatResult>>>();
    expectTypeOf(evolution.damage).toExtend<Shape<evolution.DamageInput, EO, Chance<evolution.DamageOutcome>>>();
    expectTypeOf(evolution.damageOutcomes).toExtend<Shape<evolution.DamageInput, EO, Chance<readonly evolution.DamageOutcome[]>>>();
    expectTypeOf(evolution.reaction).toExtend<Shape<evolution.ReactionInput, EO, Chance<evolution.ReactionResult>>>();
    expectTypeOf(evolution.wtfCheck).toExtend<Shape<evolution.WtfInput, EO, Chance<boolean>>>();
    expectTypeOf(evolution.moveAllowance).toExtend<Shape<evolution.MoveInput, EO, evolution.MoveAllowance>>();
    expectTypeOf(evolution.chargeOutcome).toExtend<Shape<evolution.ChargeInput, EO, evolution.ChargeOutcome>>();
  });

  it("TUGS-HTH-1 RUG-SHOOT-3: nothing comes after the options of a named call, and a misspelt field does not compile", () => {
    const input = {} as tugs.HthAttackInput;
    // @ts-expect-error the options are last: no weapon after them
    tugs.hthAttack(input, {}, input.weapon);
    const shot = {} as rugged.ShotInput;
    // @ts-expect-error a named input has no unknown fields
    rugged.hitNumber({ ...shot, figures: [] });
  });
});

describe("tugs: every resolver in one shape (issue 16, the steps of an attack, recovery, worsening)", () => {
  it("TUGS-HTH-2 TUGS-HTH-3 TUGS-PEN-1 TUGS-DMG-1 TUGS-CHK-1 TUGS-REC-1 TUGS-WORSE-1: the steps of an attack, recovery and worsening are (input, options?)", () => {
    expectTypeOf(tugs.attackRoll).toExtend<Shape<tugs.AttackRollInput, TO, Chance<tugs.RollResult>>>();
    expectTypeOf(tugs.defenseRoll).toExtend<Shape<tugs.DefenseRollInput, TO, Chance<tugs.RollResult>>>();
    expectTypeOf(tugs.parryRoll).toExtend<Shape<tugs.ParryRollInput, TO, Chance<tugs.RollResult>>>();
    expectTypeOf(tugs.penetration).toExtend<Shape<tugs.PenetrationInput, TO, Chance<tugs.PenetrationResult>>>();
    expectTypeOf(tugs.damage).toExtend<Shape<tugs.DamageInput, TO, Chance<tugs.DamageResult>>>();
    expectTypeOf(tugs.attributeRoll).toExtend<Shape<tugs.AttributeRollInput, TO, Chance<boolean>>>();
    expectTypeOf(tugs.recoveryTime).toExtend<Shape<tugs.RecoveryTimeInput, TO, Chance<tugs.RecoveryResult>>>();
    expectTypeOf(tugs.worseningTick).toExtend<Shape<tugs.WorseningTickInput, TO, Chance<tugs.WorseningResult>>>();
    expectTypeOf(tugs.duel).toExtend<Shape<tugs.DuelInput, TO, Chance<tugs.DuelResult>>>();
    expectTypeOf(tugs.rollUnder).toExtend<Shape<tugs.RollUnderInput, TO, Chance<boolean>>>();
    expectTypeOf(tugs.hitLocation).toExtend<Shape<tugs.HitLocationInput, TO, Chance<tugs.HitLocation>>>();
  });

  it("TUGS-HTH-1: each input type and the input schema it documents accept the same values (the schema is the source)", () => {
    type Same<T, S> = [T] extends [S] ? ([S] extends [T] ? true : false) : false;
    type In<S extends z.ZodMiniType> = z.input<S>;
    expectTypeOf<Same<tugs.HthAttackInput, In<typeof tugs.HthAttackInputSchema>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<tugs.RangedAttackInput, In<typeof tugs.RangedAttackInputSchema>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<tugs.RoundInput, In<typeof tugs.RoundInputSchema>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<tugs.InitiativeInput, In<typeof tugs.InitiativeInputSchema>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<tugs.FallInput, In<typeof tugs.FallInputSchema>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<tugs.FallingObjectInput, In<typeof tugs.FallingObjectInputSchema>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<tugs.ApplyInjuryInput, In<typeof tugs.ApplyInjuryInputSchema>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<tugs.DefenseRollInput, In<typeof tugs.DefenseRollInputSchema>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<tugs.ParryRollInput, In<typeof tugs.ParryRollInputSchema>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<tugs.AttributeRollInput, In<typeof tugs.AttributeRollInputSchema>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<tugs.RecoveryTimeInput, In<typeof tugs.RecoveryTimeInputSchema>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<tugs.WorseningTickInput, In<typeof tugs.WorseningTickInputSchema>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<tugs.TimeStep, In<typeof tugs.TimeStepSchema>>>().toEqualTypeOf<true>();
    expectTypeOf<Same<tugs.Attribute, In<typeof tugs.AttributeSchema>>>().toEqualTypeOf<true>();
  });

  it("TUGS-PEN-1 TUGS-REC-1: a named step takes nothing after its options, and its input no unknown field", () => {
    // @ts-expect-error the options are last: no rule after them
    tugs.damage({ modifiers: [] }, {}, "TUGS-DMG-1");
    // @ts-expect-error a named input has no unknown fields
    tugs.recoveryTime({ level: "minor", lethal: true, care: "rest", days: 3 });
  });
});

describe("one shape for the smaller checks and the gadgets (issue 16, second pass)", () => {
  it("RUG-AMB-1 RUG-TRAIT-P8 RUG-FC-1 RUG-TRAIT-P2 RUG-TRAIT-N6 RUG-TRAIT-N4 RUG-TRAIT-N1 RUG-MOVE-1 RUG-TRAIT-2: rugged's checks are (input, options?)", () => {
    expectTypeOf(rugged.cliffHanger).toExtend<Shape<rugged.CliffHangerInput, RO, Chance<rugged.CliffHangerResult>>>();
    expectTypeOf(rugged.woundedRecovery).toExtend<Shape<rugged.RecoveryInput, RO, Chance<rugged.RecoveryResolution>>>();
    expectTypeOf(rugged.tacticianRoll).toExtend<Shape<rugged.TacticianInput, RO, Chance<rugged.TacticianResult>>>();
    expectTypeOf(rugged.fieldCraftCheck).toExtend<Shape<rugged.FieldCraftInput, RO, Chance<rugged.FieldCraftResult>>>();
    expectTypeOf(rugged.sixthSense).toExtend<Shape<rugged.SixthSenseInput, RO, Chance<rugged.SixthSenseResult>>>();
    expectTypeOf(rugged.impetuousCheck).toExtend<Shape<rugged.ImpetuousInput, RO, Chance<rugged.ImpetuousResult>>>();
    expectTypeOf(rugged.clumsyCheck).toExtend<Shape<rugged.ClumsyInput, RO, Chance<rugged.ClumsyResult>>>();
    expectTypeOf(rugged.canSpot).toExtend<Shape<rugged.SpotInput, RO, rugged.FireVerdict>>();
    expectTypeOf(rugged.runStateAfter).toExtend<Shape<rugged.RunStateInput, RO, rugged.RunState>>();
    expectTypeOf(rugged.validateTraits).toExtend<Shape<rugged.TraitsInput, RO, rugged.TraitIssue[]>>();
  });

  it("VIV-CLIFF-1 VIV-WOUND-5 VIV-TRAIT-P10 VIV-MOR-10 VIV-TRAIT-N1 VIV-SEQ-1: vivid's checks are (input, options?)", () => {
    expectTypeOf(vivid.cliffHanger).toExtend<Shape<vivid.CliffHangerInput, VO, Chance<vivid.CliffHangerResult>>>();
    expectTypeOf(vivid.woundedRecovery).toExtend<Shape<vivid.RecoveryInput, VO, Chance<vivid.RecoveryResolution>>>();
    expectTypeOf(vivid.medicalTraining).toExtend<Shape<vivid.MedicalTrainingInput, VO, vivid.Treatment>>();
    expectTypeOf(vivid.fiftyPercentRule).toExtend<Shape<vivid.FiftyPercentInput, VO, vivid.FiftyPercentVerdict>>();
    expectTypeOf(vivid.canSpot).toExtend<Shape<vivid.SpotInput, VO, vivid.FireVerdict>>();
    expectTypeOf(vivid.sideInitiative).toExtend<Shape<vivid.SideInitiativeInput, VO, Chance<vivid.InitiativeResult>>>();
    expectTypeOf(vivid.sixthSense).toExtend<Shape<vivid.SixthSenseInput, VO, Chance<vivid.SixthSenseResult>>>();
    expectTypeOf(vivid.impetuousCheck).toExtend<Shape<vivid.ImpetuousInput, VO, Chance<vivid.ImpetuousResult>>>();
    expectTypeOf(vivid.clumsyCheck).toExtend<Shape<vivid.ClumsyInput, VO, Chance<vivid.ClumsyResult>>>();
    expectTypeOf(vivid.validateTraits).toExtend<Shape<vivid.TraitsInput, VO, vivid.TraitIssue[]>>();
  });

  it("VIV-GAD-1 VIV-GAD-3 VIV-GAD-5 VIV-GAD-7 VIV-GAD-13 VIV-GAD-24: vivid's gadget resolvers are (input, options?)", () => {
    expectTypeOf(vivid.pickLock).toExtend<Shape<vivid.LockPickInput, VO, Chance<vivid.LockPickResult>>>();
    expectTypeOf(vivid.multiToolRoll).toExtend<Shape<vivid.MultiToolInput, VO, Chance<vivid.LuckRollResult>>>();
    expectTypeOf(vivid.mindTransfer).toExtend<Shape<vivid.MindTransferInput, VO, Chance<vivid.MindTransferResult>>>();
    expectTypeOf(vivid.flashGrenade).toExtend<Shape<vivid.FlashGrenadeInput, VO, vivid.FlashResult>>();
    expectTypeOf(vivid.mercyBullets).toExtend<Shape<vivid.MercyBulletsInput, VO, Chance<vivid.GadgetHitResult>>>();
    expectTypeOf(vivid.thimbleHits).toExtend<Shape<vivid.ThimbleHitsInput, VO, Chance<vivid.GadgetHitResult>>>();
    expectTypeOf(vivid.deathRayHits).toExtend<Shape<vivid.DeathRayHitsInput, VO, Chance<vivid.WoundResolution>>>();
    expectTypeOf(vivid.gasGrenade).toExtend<Shape<vivid.GasGrenadeInput, VO, Chance<vivid.GasGrenadeResult>>>();
    expectTypeOf(vivid.knockoutDrops).toExtend<Shape<vivid.KnockoutDropsInput, VO, Chance<vivid.KnockoutDropsResult>>>();
    expectTypeOf(vivid.grapplingLine).toExtend<Shape<vivid.GrapplingLineInput, VO, vivid.ClimbResult>>();
    expectTypeOf(vivid.zipWire).toExtend<Shape<vivid.ZipWireInput, VO, Chance<vivid.ZipWireResult>>>();
    expectTypeOf(vivid.wakeRoll).toExtend<Shape<vivid.WakeRollInput, VO, Chance<vivid.WakeResult>>>();
    expectTypeOf(vivid.resuscitate).toExtend<Shape<vivid.ResuscitateInput, VO, Chance<vivid.ResuscitationResult>>>();
    expectTypeOf(vivid.madnessMist).toExtend<Shape<vivid.MadnessMistInput, VO, Chance<vivid.MadnessResult>>>();
    expectTypeOf(vivid.gasExposure).toExtend<Shape<vivid.GasExposureInput, VO, Chance<vivid.GasExposure>>>();
    expectTypeOf(vivid.acidVapour).toExtend<Shape<vivid.GasExposureInput, VO, Chance<vivid.AcidVapourExposure>>>();
    expectTypeOf(vivid.whipTrick).toExtend<Shape<vivid.WhipTrickInput, VO, Chance<vivid.WhipTrickResult>>>();
    expectTypeOf(vivid.zombieDust).toExtend<Shape<vivid.ZombieDustInput, VO, Chance<vivid.ZombieDustResult>>>();
  });
});
