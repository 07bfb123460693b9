import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes SQL migrations for the schema into ./drizzle.
// The same migrations run on the embedded PGlite and on PostgreSQL (≥ 15).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/.server/db/schema.ts",
  out: "./drizzle",
  strict: true,
  verbose: true,
});
