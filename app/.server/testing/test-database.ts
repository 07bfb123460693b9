/**
 * The one database setup of the database suites (`*.db.test.ts`): `useTestDatabase()` at the top of a test
 * file gives that file its own database, created before the file's first test and closed after its last, so
 * no state leaks from one file into another (see testing.ts for PGlite clones and PostgreSQL databases).
 */
import { afterAll, beforeAll, inject } from "vitest";
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from "./database";

const CREATE_TIMEOUT_MS = 180_000;

/**
 * This file's database. Call it at module level before the file's own `beforeAll` hooks (they run in order,
 * so those already find it); read it in hooks and tests only, not while the module loads.
 */
export function useTestDatabase(options: TestDatabaseOptions = {}): TestDatabase {
  let current: TestDatabase | undefined;
  // The first file of a run builds the PGlite template (migrate and seed): slow on a busy machine. The others
  // find it in the run's template directory (tests/support/pglite-templates.ts).
  beforeAll(async () => {
    current = await createTestDatabase({ templateDir: inject("pgliteTemplateDir"), ...options });
  }, CREATE_TIMEOUT_MS);
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return new Proxy({} as TestDatabase, {
    get(_target, key) {
      if (!current) throw new Error("the test database is open only from beforeAll to afterAll");
      const value: unknown = Reflect.get(current, key);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
}
