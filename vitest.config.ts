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
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
