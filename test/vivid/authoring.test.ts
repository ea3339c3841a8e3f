// Authoring vivid figures and units by name (issue #16): the family's suite (test/family/authoring-suite.ts) with
// vivid's factories, catalogues and rule ids.
import * as sys from "../../src/vivid/index.js";
import { describeAuthoring } from "../family/authoring-suite.js";

describeAuthoring({
  name: "vivid",
  createFigure: sys.createFigure,
  createUnit: sys.createUnit,
  // VIV-EX-1: ten riflemen at 5″
  hits: (shooters, target) => sys.volleyHits({ shooters, target, context: { distance: 5 } }),
  weapons: sys.VIVID_WEAPONS,
  traits: sys.VIVID_TRAITS,
  player: "PC",
  strong: { name: "strongLikeAnOx", trait: sys.VIVID_TRAITS.strongLikeAnOx },
  ids: { range: "VIV-RANGE-1", strong: "VIV-TRAIT-P5", sureShot: "VIV-TRAIT-P3", example: "VIV-EX-1" },
});
