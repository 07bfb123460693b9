import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { contentEntries } from "../db/schema";
import { ttlCache } from "./cache";
import type { ContentFilter, ContentItem, ContentPort } from "./port";

const TTL_MS = 60_000;

/**
 * Content from the seeded content_entries table. Entries change only with a deploy or a seed,
 * so each collection is cached for a minute: most pages need no database round trip for it.
 */
export function embeddedContent(db: Db, now: () => number = Date.now): ContentPort {
  const cached = ttlCache<ContentItem[]>(TTL_MS, now);

  function collection(name: string): Promise<ContentItem[]> {
    return cached(name, () =>
      db
        .select({ data: contentEntries.data })
        .from(contentEntries)
        .where(and(eq(contentEntries.collection, name)))
        .orderBy(asc(contentEntries.sort), asc(contentEntries.key))
        .then((rows) => rows.map((row) => row.data)),
    );
  }

  return {
    async find(name: string, filter: ContentFilter = {}) {
      const items = await collection(name);
      return items.filter((item) =>
        Object.entries(filter).every(([field, value]) => String(item[field] ?? "") === value),
      );
    },
  };
}
