import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The extensions the migrations create (pg_trgm: the trigram indexes of the name search). Every PGlite of the
 * portal and its tests is created with them — in the worker thread (pglite-worker.ts) and the one in-thread
 * migration test.
 */
const EXTENSIONS = { pg_trgm };

/** A PGlite on a data directory (initdb on first use) or from the dump of another, with the extensions loaded. */
export function createPglite(source: string | { dump: ArrayBuffer }): Promise<PGlite> {
  return typeof source === "string"
    ? PGlite.create(source, { extensions: EXTENSIONS })
    : PGlite.create({ loadDataDir: new Blob([source.dump]), extensions: EXTENSIONS });
}
