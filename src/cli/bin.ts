#!/usr/bin/env node
// The `pulp-rules` executable (built to dist/cli.js): wires the command line to the process.
import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import { main } from "./main.js";

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

process.exitCode = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  readStdin,
  readFile: (path) => readFile(path, "utf8"),
  // a fresh seed from the operating system's randomness, printed with the roll so it can be repeated
  freshSeed: () => randomInt(0, 2 ** 31),
});
