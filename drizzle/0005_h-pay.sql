ALTER TABLE "payments" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "ended_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_paypal_subscription_key" ON "payments" USING btree ("paypal_subscription_id") WHERE "payments"."paypal_subscription_id" is not null;