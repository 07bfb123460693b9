/**
 * Global setup of the database suite: a directory for this run's PGlite templates (app/.server/db/testing.ts).
 * The first test file that needs a template builds it (initdb, migrations, seed) and leaves it there; every
 * other file of the run, in whichever worker, opens a copy instead of building it again (decision 0085).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "vp-pglite-templates-"));
  project.provide("pgliteTemplateDir", dir);
  return () => rm(dir, { recursive: true, force: true });
}
