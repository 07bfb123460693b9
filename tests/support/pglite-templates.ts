/**
 * Global setup of the database suite: a directory that names this run's templates (app/.server/testing/database.ts).
 * The first test file that needs a template builds it (initdb or a database, migrations, seed) and leaves it
 * there (PGlite: a dump in the directory; PostgreSQL: a template database); every other file of the run, in
 * whichever worker, copies it instead of building it again (decision 0085). The end of the run removes both.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { postgresTemplateNames } from "~/.server/testing/database";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "vp-pglite-templates-"));
  project.provide("pgliteTemplateDir", dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (!url) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (const name of Object.values(postgresTemplateNames(dir))) {
        await admin.query(`drop database if exists ${name} with (force)`);
      }
    } finally {
      await admin.end();
    }
  };
}
