ALTER TABLE "provisions" ADD COLUMN "first_paid_at" timestamp with time zone;--> statement-breakpoint
-- Written by hand below the generated column (drizzle-kit does not generate functions or triggers; decision 0066,
-- "2026-11-26, night"): `provisions.first_paid_at` is the first payment's time, min(payments.created_at), kept by
-- the database on every insert, update and delete of a payment, so that no writer (the booking, the tests' and
-- bench:data's inserts) has to keep it in step. Rows that do not change it are not written.
CREATE FUNCTION "provisions_first_paid_at_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected uuid;
BEGIN
  FOR affected IN
    SELECT DISTINCT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.provision_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.provision_id END
    ]) AS x WHERE x IS NOT NULL
  LOOP
    UPDATE "provisions" pv SET "first_paid_at" = f.first
      FROM (SELECT min(p."created_at") AS first FROM "payments" p WHERE p."provision_id" = affected) f
      WHERE pv."id" = affected AND pv."first_paid_at" IS DISTINCT FROM f.first;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_first_paid_at" AFTER INSERT OR DELETE OR UPDATE OF "created_at", "provision_id" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "provisions_first_paid_at_sync"();--> statement-breakpoint
UPDATE "provisions" pv SET "first_paid_at" = f.first
  FROM (SELECT "provision_id", min("created_at") AS first FROM "payments" GROUP BY "provision_id") f
  WHERE f."provision_id" = pv."id";--> statement-breakpoint
CREATE INDEX "payments_coupon_idx" ON "payments" USING btree ("coupon_code","provision_id") WHERE "payments"."coupon_code" is not null;--> statement-breakpoint
CREATE INDEX "provisions_first_paid_day_idx" ON "provisions" USING btree (((extract(month from ("first_paid_at" at time zone 'Europe/Berlin')) * 100 + extract(day from ("first_paid_at" at time zone 'Europe/Berlin')))::int),"number") WHERE "provisions"."first_paid_at" is not null and "provisions"."cancelled_at" is null and "provisions"."frozen_at" is null;