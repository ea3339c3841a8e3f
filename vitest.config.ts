import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["pulp-rules:source"] },
  test: {
    include: ["test/**/*.test.ts"],
    // One worker process runs many test files, the modules of src/ loaded once a worker instead of once a file: a
    // fresh process and a fresh import of the library for each of the ~190 files was over a third of the suite's
    // CPU time (the library keeps no module-level mutable state, a convention of the house; a test file that
    // changes a global restores it in afterAll, e.g. test/workers/browser.test.ts).
    isolate: false,
    // A hang guard, not a speed limit (speed is measured by the benchmarks, never asserted in a test): in CI the
    // tests share the 2 cores with the other lane of gates (.ci/run), so a test of a few CPU seconds can take several
    // times that in wall time; the 5 s default failed such a test under load. A test's own timeout still wins.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    typecheck: { enabled: true, include: ["test/**/*.test-d.ts"] },
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      reporter: ["text-summary", "json-summary"],
      thresholds: { lines: 90, branches: 85, functions: 90, statements: 90 },
    },
  },
});
