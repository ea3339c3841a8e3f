// Authoring rugged figures and units by name (issue #16): the family's suite (test/family/authoring-suite.ts) with
// rugged's factories, catalogues and rule ids.
import * as sys from "../../src/rugged/index.js";
import { describeAuthoring } from "../family/authoring-suite.js";

describeAuthoring({
  name: "rugged",
  createFigure: sys.createFigure,
  createUnit: sys.createUnit,
  // RUG-EX-1: ten riflemen, stationary, at 5″
  hits: (shooters, target) => sys.volleyHits({ shooters, target, context: { distance: 5, shooterMode: "stationary" } }),
  weapons: sys.RUGGED_WEAPONS,
  traits: sys.RUGGED_TRAITS,
  player: "PRP",
  strong: { name: "strongLikeOx", trait: sys.RUGGED_TRAITS.strongLikeOx },
  ids: { range: "RUG-RANGE-1", strong: "RUG-TRAIT-P6", sureShot: "RUG-TRAIT-P3", example: "RUG-EX-1" },
});
