ALTER TABLE "coupons" DROP CONSTRAINT "coupons_discount_chk";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "guarantee_step" integer;--> statement-breakpoint
ALTER TABLE "provisions" ADD COLUMN "granted_step" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_guarantee_step_chk" CHECK ("coupons"."guarantee_step" is null or "coupons"."guarantee_step" in (0, 10, 20, 25, 50));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_gives_chk" CHECK ("coupons"."discount_percent" > 0 or "coupons"."guarantee_step" is not null);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_discount_chk" CHECK ("coupons"."discount_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "provisions" ADD CONSTRAINT "provisions_granted_step_chk" CHECK ("provisions"."granted_step" is null or "provisions"."granted_step" in (0, 10, 20, 25, 50));