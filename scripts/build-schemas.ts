// Writes schemas/<entry>/<Name>.schema.json (JSON Schema draft 2020-12) from every exported zod schema
// whose name ends in "Schema", for apps in other languages. Run after tsup (npm run build).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod/mini";

const entries = {
  core: () => import("pulp-rules"),
  rugged: () => import("pulp-rules/rugged"),
  vivid: () => import("pulp-rules/vivid"),
  fate: () => import("pulp-rules/fate"),
  tugs: () => import("pulp-rules/tugs"),
  evolution: () => import("pulp-rules/evolution"),
} as const;

const isSchema = (value: unknown): value is z.ZodMiniType => typeof value === "object" && value !== null && "_zod" in value;

rmSync("schemas", { recursive: true, force: true });
let written = 0;
for (const [entry, load] of Object.entries(entries)) {
  const mod: Record<string, unknown> = await load();
  for (const [name, value] of Object.entries(mod)) {
    if (!name.endsWith("Schema") || !isSchema(value)) continue;
    const dir = join("schemas", entry);
    mkdirSync(dir, { recursive: true });
    const schema = z.toJSONSchema(value, { io: "input", unrepresentable: "any" });
    const file = join(dir, `${name.replace(/Schema$/, "")}.schema.json`);
    writeFileSync(file, `${JSON.stringify({ $id: `pulp-rules/schemas/${entry}/${name.replace(/Schema$/, "")}.schema.json`, ...schema }, null, 2)}\n`);
    written++;
  }
}
console.log(`wrote ${String(written)} JSON Schemas under schemas/`);
