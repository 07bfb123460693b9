ALTER TABLE "coupons" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "ended_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_paypal_subscription_key" ON "payments" USING btree ("paypal_subscription_id") WHERE "payments"."paypal_subscription_id" is not null;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_uses_chk" CHECK ("coupons"."max_uses" is null or "coupons"."max_uses" > 0);