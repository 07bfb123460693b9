import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Both cores: vitest's default is one worker fewer than the machine has, one on the 2-core CI machine, and
    // the db files then ran one after another (decision 0089).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "build-tools/**/*.test.ts"],
          exclude: ["**/*.db.test.ts", "node_modules/**"],
          // The unit files share a worker's modules instead of importing the whole app again for each file (the
          // imports were 90 % of the project's time, decision 0086). A test that changes module state puts it back.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["app/**/*.db.test.ts", "server/**/*.db.test.ts", "tests/integration/**/*.test.ts"],
          globalSetup: ["tests/support/pglite-templates.ts"],
          // Like the unit files, the db files share a worker's modules: the imports were a third of the suite's
          // time (decision 0089). Each file gets its own database; the setup file puts module state back.
          isolate: false,
          setupFiles: ["tests/support/db-file-setup.ts"],
          // As the server runs (package.json "serve"): without it, a worker that had opened and closed many PGlite
          // threads died in V8's WebAssembly tier-up ("Check failed: jit_page.has_value()").
          execArgv: ["--liftoff-only"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
