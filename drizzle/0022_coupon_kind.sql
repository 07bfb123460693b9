ALTER TABLE "coupons" ADD COLUMN "kind" text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_kind_chk" CHECK ("coupons"."kind" in ('plan', 'offer'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_offer_step_chk" CHECK ("coupons"."kind" = 'plan' or "coupons"."guarantee_step" is null);