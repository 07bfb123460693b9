/**
 * The column sets the tables share: keys, the row version and the timestamps. Each helper makes a fresh column,
 * so a table spreads or calls it once per column it holds.
 */
import { bigint, integer, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";

/** Every instant is stored with its time zone and read as a `Date`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A random uuid key (`gen_random_uuid()`). */
export const uuidKey = () => uuid("id").primaryKey().defaultRandom();

/** The row this one belongs to (a uuid `name` referencing `parent`), deleted with it. */
export const ownedBy = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: "cascade" });

/** A numeric key the database counts up, for rows that are only appended (logs, events). */
export const serialKey = () => bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity();

/** The optimistic-locking version a form sends back with its change. */
export const version = () => integer("version").notNull().default(1);

export const createdAt = () => timestamptz("created_at").notNull().defaultNow();

/** When the row last changed; Drizzle sets it on every update. */
const updatedAt = () =>
  timestamptz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** `created_at` and `updated_at` of a row that changes. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
