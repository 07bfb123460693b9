DROP INDEX "payments_ended_provision_idx";--> statement-breakpoint
ALTER TABLE "provisions" ADD COLUMN "payment_ended_at" timestamp with time zone;--> statement-breakpoint
-- Written by hand below the generated column, as in 0019 (decision 0066, "2026-11-27"): the trigger on `payments`
-- now keeps both copies on the provision, `first_paid_at` = min(created_at) and `payment_ended_at` = max(ended_at),
-- also when a payment's end is set (PayPal's sync, a confirmed death). Rows that change neither are not written.
DROP TRIGGER "payments_first_paid_at" ON "payments";--> statement-breakpoint
DROP FUNCTION "provisions_first_paid_at_sync"();--> statement-breakpoint
CREATE FUNCTION "provisions_payment_dates_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  affected uuid;
BEGIN
  FOR affected IN
    SELECT DISTINCT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.provision_id END,
      CASE WHEN TG_OP <> 'DELETE' THEN NEW.provision_id END
    ]) AS x WHERE x IS NOT NULL
  LOOP
    UPDATE "provisions" pv SET "first_paid_at" = f.first, "payment_ended_at" = f.ended
      FROM (SELECT min(p."created_at") AS first, max(p."ended_at") AS ended
        FROM "payments" p WHERE p."provision_id" = affected) f
      WHERE pv."id" = affected
        AND (pv."first_paid_at" IS DISTINCT FROM f.first OR pv."payment_ended_at" IS DISTINCT FROM f.ended);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_provision_dates" AFTER INSERT OR DELETE OR UPDATE OF "created_at", "ended_at", "provision_id"
  ON "payments" FOR EACH ROW EXECUTE FUNCTION "provisions_payment_dates_sync"();--> statement-breakpoint
UPDATE "provisions" pv SET "payment_ended_at" = f.ended
  FROM (SELECT "provision_id", max("ended_at") AS ended FROM "payments" WHERE "ended_at" IS NOT NULL
    GROUP BY "provision_id") f
  WHERE f."provision_id" = pv."id";--> statement-breakpoint
CREATE INDEX "provisions_unpaid_idx" ON "provisions" USING btree ("payment_ended_at","number") WHERE "provisions"."payment_ended_at" is not null and "provisions"."cancelled_at" is null and "provisions"."frozen_at" is null and not ("provisions"."payment_accepted_at" is not null and coalesce("provisions"."payment_accepted_plan", '') <> '');
