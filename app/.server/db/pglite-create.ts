import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The extensions the migrations create (pg_trgm: the trigram indexes of the name search; cube: the nearest
 * funeral sites). Every PGlite of the
 * portal and its tests is created with them — in the worker thread (pglite-worker.ts) and the one in-thread
 * migration test.
 */
const EXTENSIONS = { cube, pg_trgm };

/**
 * PGlite touches all of Postgres's shared buffers when it starts, so they are resident memory from the first
 * query: 128 MB by default. The embedded database (development, `npm start`, the tests) holds a few MB, and
 * 16 MB keeps it in memory with room to spare: ≈ 130 MB less per instance (decision 0069, "Memory").
 */
const START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/** A PGlite on a data directory (initdb on first use) or from the dump of another, with the extensions loaded. */
export function createPglite(source: string | { dump: ArrayBuffer }): Promise<PGlite> {
  return typeof source === "string"
    ? PGlite.create(source, { extensions: EXTENSIONS, startParams: START_PARAMS })
    : PGlite.create({
        loadDataDir: new Blob([source.dump]),
        extensions: EXTENSIONS,
        startParams: START_PARAMS,
      });
}
