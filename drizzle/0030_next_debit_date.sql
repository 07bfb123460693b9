DROP INDEX "provisions_first_paid_day_idx";--> statement-breakpoint
ALTER TABLE "provisions" ADD COLUMN "next_debit_on" date;--> statement-breakpoint
CREATE INDEX "provisions_next_debit_idx" ON "provisions" USING btree ("next_debit_on","number") WHERE "provisions"."next_debit_on" is not null;--> statement-breakpoint
CREATE INDEX "provisions_sepa_due_name_idx" ON "provisions" USING btree ("next_debit_on",lower(coalesce("lastname", '')),lower(coalesce("firstname", '')),"number") WHERE "provisions"."next_debit_on" is not null and "provisions"."last_payment_type" = 'sepa';--> statement-breakpoint
-- Written by hand (decision 0101): the stored next debit of every plan being paid, as `nextDebitOf`
-- (app/domain/billing/trial.ts) computes it on the German day the migration runs: the first anniversary of the first
-- payment's German date that is that day or later, at least one year after it (29 February falls on 28 February in a
-- common year, as date + interval does); null without a payment, unpaid, cancelled or frozen. From here on only the
-- application writes the column (services/provisions.ts), and the billing job renews a date once its day has passed.
UPDATE "provisions" pv SET "next_debit_on" = (d.first + make_interval(years => greatest(1,
    d.years + CASE WHEN (d.first + make_interval(years => d.years))::date < d.today THEN 1 ELSE 0 END)))::date
  FROM (SELECT p."id", f.first, f.today, (extract(year FROM f.today) - extract(year FROM f.first))::int AS years
    FROM "provisions" p
    CROSS JOIN LATERAL (SELECT (p."first_paid_at" AT TIME ZONE 'Europe/Berlin')::date AS first,
      (now() AT TIME ZONE 'Europe/Berlin')::date AS today) f
    WHERE p."first_paid_at" IS NOT NULL AND p."payment_accepted_at" IS NOT NULL
      AND coalesce(p."payment_accepted_plan", '') <> '' AND p."cancelled_at" IS NULL AND p."frozen_at" IS NULL) d
  WHERE pv."id" = d."id";--> statement-breakpoint
-- The planner's statistics for the new column, as in 0020: only a table that holds rows.
DO $$ BEGIN IF EXISTS (SELECT 1 FROM "provisions") THEN ANALYZE "provisions"; END IF; END $$;
