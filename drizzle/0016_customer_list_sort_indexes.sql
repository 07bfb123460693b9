-- Written by hand above the generated statement: drizzle-kit does not generate statistics objects. The planner
-- guesses 0.5 % of the rows for `coalesce(payment_price_guarantee, 0) = 0` (an expression without statistics), so
-- it took the open offers of "offer-outdated" for 88 rows at 100,000 customers (there are 16,571) and sorted them
-- whole instead of walking a sort index up to the page (decision 0066). PostgreSQL 14+ and PGlite keep statistics
-- on expressions; a table that holds rows is analyzed here (a sample of at most 30,000 rows: seconds at any size),
-- as autovacuum would not before many rows changed. An empty table (a new database, the tests) is left alone.
CREATE STATISTICS IF NOT EXISTS "provisions_price_guarantee_stat" ON (coalesce("payment_price_guarantee", 0)) FROM "provisions";--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT 1 FROM "provisions") THEN ANALYZE "provisions"; END IF; END $$;--> statement-breakpoint
CREATE INDEX "provisions_name_sort_idx" ON "provisions" USING btree (lower(coalesce("lastname", '')),lower(coalesce("firstname", '')),"number");
