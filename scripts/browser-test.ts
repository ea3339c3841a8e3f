// The odds explorer in a real browser: builds site/ with vite, serves it on localhost, drives Debian's headless
// Chromium with playwright-core (no browser download), and checks the page's numbers against `odds` computed
// here in Node: the default volley, the volley after a field is changed, a seeded roll and typed-in dice, and a
// fate action with a fate point. Saves a screenshot (site/dist/explorer.png). Run: npm run test:browser
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { chromium, type Page } from "playwright-core";
import { odds, resolve, scriptedDice, seededDice } from "pulp-rules";
import { freshInput, type Input, SITUATIONS, type Situation } from "../site/situations.js";

const root = join(import.meta.dirname, "..", "site", "dist");
execFileSync(process.execPath, [join("node_modules", "vite", "bin", "vite.js"), "build", "--config", "site/vite.config.ts"], { stdio: "inherit" });

const types = new Map([
  [".html", "text/html"],
  [".js", "text/javascript"],
  [".css", "text/css"],
  [".png", "image/png"],
]);
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname)).replace(/^(\.\.[/\\])+/, "");
  const file = join(root, path === "/" ? "index.html" : path);
  try {
    const body = readFileSync(file);
    res.writeHead(200, { "content-type": types.get(extname(file)) ?? "application/octet-stream" });
    res.end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/`;

const executablePath = process.env.CHROMIUM ?? execFileSync("sh", ["-c", "command -v chromium || command -v chromium-browser"], { encoding: "utf8" }).trim();
const browser = await chromium.launch({
  executablePath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

let failures = 0;
function check(what: string, actual: unknown, expected: unknown): void {
  const same = JSON.stringify(actual) === JSON.stringify(expected);
  if (!same) failures++;
  console.log(`${same ? "ok  " : "FAIL"} ${what}${same ? "" : `\n  page: ${JSON.stringify(actual)}\n  node: ${JSON.stringify(expected)}`}`);
}

const expectedRows = (s: Situation, input: Input) =>
  odds(s.chance(input))
    .map((v) => s.summary(v as never))
    .outcomes.map((o) => [typeof o.value === "string" ? o.value : JSON.stringify(o.value), o.probability.toString()]);

const pageRows = (page: Page) =>
  page.$$eval("[data-testid=row]", (rows: readonly { getAttribute(name: string): string | null }[]) =>
    rows.map((r) => [r.getAttribute("data-value") ?? "", r.getAttribute("data-fraction") ?? ""]),
  );

try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 820 } });
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(url);
  await page.waitForSelector("body[data-ready=true]");

  // 1. the default situation: a rugged volley of 4 rifles into 5 dacoits
  const volley = SITUATIONS[0] as Situation;
  let input = freshInput(volley);
  check("rugged volley: the chart's fractions are odds()'s", await pageRows(page), expectedRows(volley, input));

  // 2. change a field (7 shooters, hard cover): the chart follows
  await page.fill("[data-testid=field-shooters]", "7");
  await page.dispatchEvent("[data-testid=field-shooters]", "change");
  await page.selectOption("[data-testid=field-cover]", "hard");
  input = volley.fields.find((f) => f.key === "cover")?.set(volley.fields.find((f) => f.key === "shooters")?.set(input, "7") ?? input, "hard") ?? input;
  const after = await pageRows(page);
  check("after 7 shooters and hard cover: the chart's fractions are odds()'s", after, expectedRows(volley, input));
  check("after the change: 8 outcomes (0 to 7 hits)", after.length, 8);

  // 3. a seeded roll and typed-in dice
  await page.fill("[data-testid=seed]", "2026");
  await page.click("[data-testid=roll]");
  const seeded = await page.getAttribute("[data-testid=result]", "data-value");
  check("roll with seed 2026: the same hits as resolve() in Node", seeded, JSON.stringify(resolve(volley.chance(input), seededDice(2026)).value));
  const faces = "d10:1 d10:9 d10:2 d10:10 d10:1 d10:7 d10:8";
  await page.fill("[data-testid=faces]", faces);
  await page.click("[data-testid=roll-faces]");
  const typed = await page.getAttribute("[data-testid=result]", "data-value");
  check(
    "typed dice: the same hits as resolve(scriptedDice)",
    typed,
    JSON.stringify(resolve(volley.chance(input), scriptedDice(faces.split(" ") as never)).value),
  );
  const lines = await page.$$eval("[data-testid=explanation] li", (items: readonly unknown[]) => items.length);
  check("the roll is explained line by line", lines > 0, true);
  await page.screenshot({ path: join(root, "explorer.png") });

  // 4. another system: a fate action with a fate point spent for +2
  const fateIndex = SITUATIONS.findIndex((s) => s.id === "fate-action");
  const fateAction = SITUATIONS[fateIndex] as Situation;
  await page.selectOption("[data-testid=situation]", String(fateIndex));
  await page.selectOption("[data-testid=field-fatePoint]", "+2 before the roll");
  const fateInput = fateAction.fields.find((f) => f.key === "fatePoint")?.set(freshInput(fateAction), "+2 before the roll") ?? {};
  check("fate action with +2: the chart's fractions are odds()'s", await pageRows(page), expectedRows(fateAction, fateInput));

  // 5. every situation renders its chart
  for (const [i, s] of SITUATIONS.entries()) {
    await page.selectOption("[data-testid=situation]", String(i));
    check(`${s.id}: the default chart`, await pageRows(page), expectedRows(s, freshInput(s)));
  }
  check("no error on the page", errors, []);
  console.log(`screenshot: ${join(root, "explorer.png")}`);
} finally {
  await browser.close();
  server.close();
}
if (failures > 0) {
  console.log(`${String(failures)} browser check(s) failed`);
  process.exit(1);
}
console.log("browser test passed");
