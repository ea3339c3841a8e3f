// Runs every examples/*.ts against the source (the pulp-rules:source condition) and fails on the first error.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";

const files = readdirSync("examples")
  .filter((f) => f.endsWith(".ts"))
  .sort();
for (const file of files) {
  process.stdout.write(`--- examples/${file}\n`);
  const out = execFileSync(process.execPath, ["--import", "tsx", "--conditions=pulp-rules:source", `examples/${file}`], { encoding: "utf8" });
  const lines = out.trimEnd().split("\n");
  process.stdout.write(`${lines.slice(0, 6).join("\n")}\n${lines.length > 6 ? `... (${String(lines.length - 6)} more lines)\n` : ""}`);
}
console.log(`ran ${String(files.length)} examples`);
