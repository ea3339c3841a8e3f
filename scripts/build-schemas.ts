// Writes schemas/<entry>/<Name>.schema.json (JSON Schema draft 2020-12) from every exported zod schema
// whose name ends in "Schema", for apps in other languages, with the descriptions of the TSDoc comments of
// src/ (scripts/json-schemas.ts). Run after tsup (npm run build).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { generateJsonSchemas, propertyCoverage, REPO_ROOT } from "./json-schemas.js";

const schemas = await generateJsonSchemas();
const out = join(REPO_ROOT, "schemas");
rmSync(out, { recursive: true, force: true });
for (const { file, json } of schemas) {
  const path = join(out, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(json, null, 2)}\n`);
}
const { total, described } = propertyCoverage(schemas);
const share = total === 0 ? 100 : (100 * described) / total;
console.log(
  `wrote ${String(schemas.length)} JSON Schemas under schemas/ (${String(described)} of ${String(total)} properties described, ${share.toFixed(1)}%)`,
);
