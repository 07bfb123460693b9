-- Written by hand above the generated statements: drizzle-kit does not generate extensions. pg_trgm is a trusted
-- extension (PostgreSQL 13+), so the database owner may create it; PGlite loads it from its contrib (client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "payments_anniversary_idx" ON "payments" USING btree (((extract(month from ("created_at" at time zone 'Europe/Berlin')) * 100 + extract(day from ("created_at" at time zone 'Europe/Berlin')))::int));--> statement-breakpoint
CREATE INDEX "provisions_trial_ends_idx" ON "provisions" USING btree ("trial_ends_at") WHERE "provisions"."cancelled_at" is null and "provisions"."frozen_at" is null;--> statement-breakpoint
CREATE INDEX "provisions_trial_from_created_idx" ON "provisions" USING btree ("created_at") WHERE "provisions"."trial_ends_at" is null and "provisions"."cancelled_at" is null and "provisions"."frozen_at" is null;--> statement-breakpoint
CREATE INDEX "provisions_firstname_trgm_idx" ON "provisions" USING gin ("firstname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provisions_lastname_trgm_idx" ON "provisions" USING gin ("lastname" gin_trgm_ops);