// The published JSON Schemas (scripts/json-schemas.ts, written by `npm run build`) carry the TSDoc comments of
// src/ as descriptions, built at build time: src/ and its bundles carry none. Nothing is written here but the
// generator's temporary annotated copy of src/.
import { beforeAll, describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { type GeneratedSchema, generateJsonSchemas, type Json, type JsonObject, propertyCoverage, withoutDescriptions } from "../../scripts/json-schemas.js";
import { annotateSource, summaryOf } from "../../scripts/schema-docs.js";
import { FigureSchema } from "../../src/rugged/index.js";

let schemas: readonly GeneratedSchema[] = [];

beforeAll(async () => {
  schemas = await generateJsonSchemas();
}, 120_000);

const schema = (file: string): JsonObject => {
  const found = schemas.find((s) => s.file === file);
  if (found === undefined) throw new Error(`no ${file} among ${schemas.map((s) => s.file).join(", ")}`);
  return found.json;
};

/** The node at a path of keys. */
const at = (json: Json, ...path: string[]): JsonObject => {
  const node = path.reduce<Json | undefined>((n, key) => (typeof n === "object" && n !== null && !Array.isArray(n) ? n[key] : undefined), json);
  if (typeof node !== "object" || node === null || Array.isArray(node)) throw new Error(`nothing at ${path.join(".")}`);
  return node;
};

const description = (json: Json, ...path: string[]): unknown => at(json, ...path).description;

describe("JSON Schema descriptions from TSDoc", () => {
  it("describes the Figure schema, its properties and the properties of the Weapon inside it", () => {
    const figure = schema("rugged/Figure.schema.json");
    expect(figure.description).toMatch(/^A figure of rugged or vivid: .*\(RUG-GEN-2, RUG-PRP-1, VIV-GEN-2, VIV-PC-1\)\.$/);
    expect(description(figure, "properties", "luck")).toBe("Luck, player figures only (RUG-LUCK-1, VIV-LUCK-1); the GM may set any 0..10.");
    expect(description(figure, "properties", "class")).toMatch(/^Figure class\.\n\n- `PRP`: Player Represented Personality \(rugged\)\.\n- `PC`: /);
    expect(description(figure, "properties", "weapons")).toBe("Ranged weapons carried (two pistols for Ambidextrous).");
    expect(description(figure, "properties", "weapons", "items", "properties", "baseHit")).toBe("Base hit number (RUG-SHOOT-3, VIV-SHOOT-2; 4 by RUG-AMB-6).");
    expect(description(figure, "properties", "status", "properties", "wound")).toMatch(/^Wound state \(absent: fit\)\./);
  });

  it("gives a shared sub-schema its field descriptions wherever it appears", () => {
    const own = description(schema("vivid/Weapon.schema.json"), "properties", "medium");
    expect(own).toBe("Upper limit of medium range (rugged only); `null` or absent: no medium band.");
    expect(description(schema("vivid/Figure.schema.json"), "properties", "weapons", "items", "properties", "medium")).toBe(own);
    expect(description(schema("vivid/Unit.schema.json"), "properties", "members", "items", "properties", "weapons", "items", "properties", "medium")).toBe(own);
    const gadgetWeapon = at(schema("vivid/Gadget.schema.json"), "properties", "effect")["oneOf"];
    expect(JSON.stringify(gadgetWeapon)).toContain(JSON.stringify(own));
  });

  it("lists the documented members of an enum and describes each variant of a discriminated union", () => {
    expect(schema("rugged/FigureClass.schema.json").description).toBe(
      "Figure classes (RUG-GEN-2, VIV-GEN-2): rugged's `PRP` and vivid's `PC` are the player figures.\n\n" +
        "- `PRP`: Player Represented Personality (rugged).\n- `PC`: Player Character (vivid).\n- `Combatant`: A member of a combatant unit.\n" +
        "- `NonCombatant`: An unarmed bystander, played by the GM.\n- `Special`: Monsters, robots: user-defined.",
    );
    const variants = at(schema("vivid/Gadget.schema.json"), "properties", "effect")["oneOf"] as JsonObject[];
    expect(variants[0]?.description).toBe("Silk Grappling Line (VIV-GAD-1): scales walls.");
  });

  it("reads the comments of an inline object literal (a comment on the line of the previous token)", () => {
    const target = at(schema("vivid/FollowingFireInput.schema.json"), "properties", "targets", "items", "properties");
    expect([description(target, "id"), description(target, "x"), description(target, "y")]).toEqual(["Figure id.", "x, inches.", "y, inches."]);
  });

  it("describes every schema at its top and nearly every property (the share is printed)", () => {
    expect(schemas.length).toBeGreaterThanOrEqual(100);
    expect(schemas.filter((s) => typeof s.json.description !== "string").map((s) => s.file)).toEqual([]);
    const { total, described, missing } = propertyCoverage(schemas);
    console.info(`JSON Schemas: ${String(described)} of ${String(total)} properties described (${((100 * described) / total).toFixed(1)}%)`);
    expect(total).toBeGreaterThan(1000);
    expect(described / total, `properties without a description:\n${missing.join("\n")}`).toBeGreaterThan(0.9);
  });

  it("differs from the conversion of src/ by descriptions only, and adds nothing to src/ at run time", () => {
    const plain = z.toJSONSchema(FigureSchema, { io: "input", unrepresentable: "any" });
    expect(JSON.stringify(plain)).not.toContain('"description"');
    expect(z.globalRegistry.get(FigureSchema)).toBeUndefined();
    expect(withoutDescriptions(schema("rugged/Figure.schema.json"))).toEqual({ $id: "pulp-rules/schemas/rugged/Figure.schema.json", ...plain });
  });
});

describe("annotateSource and summaryOf", () => {
  it("keeps the first paragraph of prose, on one line, without tags, with a link's text", () => {
    expect(summaryOf("The figure's\nLuck (RUG-LUCK-1,\n VIV-LUCK-1).\n\nMore detail.")).toBe("The figure's Luck (RUG-LUCK-1, VIV-LUCK-1).");
    expect(summaryOf("A figure (see {@link FigureSchema}); {@link Unit | a unit}.")).toBe("A figure (see FigureSchema); a unit.");
    expect(summaryOf("  ")).toBeUndefined();
    expect(summaryOf(undefined)).toBeUndefined();
    const { text } = annotateSource("/**\n * Doc.\n *\n * @example\n * ```ts\n * x;\n * ```\n */\nconst A = z.string();\n", "a.ts", "./h.js");
    expect(text).toContain('const A = __pulpDoc(z.string(), "Doc.");');
  });

  it("wraps documented properties, variables and enum members, inner inside outer, and nothing else", () => {
    const source = [
      "/** The kinds. */",
      "export const K = z.enum({",
      "  /** First. */",
      '  a: "a",',
      '  b: "b",',
      "} as const);",
      "const S = z.object({ /** Inline. */ n: z.optional(count), m: z.number(),",
      "  /** Nested. */",
      "  o: z.object({ /** Deep. */ p: z.string() }) });",
    ].join("\n");
    const { text, wrapped } = annotateSource(source, "a.ts", "../h.js");
    expect(wrapped).toBe(5);
    expect(text).toBe(
      [
        'import { __pulpDoc, __pulpMembers } from "../h.js";',
        "/** The kinds. */",
        "export const K = __pulpDoc(z.enum(__pulpMembers({",
        "  /** First. */",
        '  a: "a",',
        '  b: "b",',
        '} as const, {"a":"First."})), "The kinds.");',
        'const S = z.object({ /** Inline. */ n: __pulpDoc(z.optional(count), "Inline."), m: z.number(),',
        "  /** Nested. */",
        '  o: __pulpDoc(z.object({ /** Deep. */ p: __pulpDoc(z.string(), "Deep.") }), "Nested.") });',
      ].join("\n"),
    );
    expect(annotateSource("const x = 1; // no doc\n", "b.ts", "./h.js")).toEqual({ text: "const x = 1; // no doc\n", wrapped: 0 });
  });
});
