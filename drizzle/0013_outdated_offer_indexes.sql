-- The new indexes first, then the ones they replace (each new index leads with the column of the old one).
CREATE INDEX "proposal_items_product_snapshot_idx" ON "proposal_items" USING btree ("product_id","price_cents","name","proposal_id") WHERE "proposal_items"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "proposal_items_service_snapshot_idx" ON "proposal_items" USING btree ("service_id","price_cents","name","proposal_id") WHERE "proposal_items"."service_id" is not null;--> statement-breakpoint
CREATE INDEX "proposal_items_extra_snapshot_idx" ON "proposal_items" USING btree ("extra_id","price_cents","name","proposal_id") WHERE "proposal_items"."extra_id" is not null;--> statement-breakpoint
CREATE INDEX "proposals_version_idx" ON "proposals" USING btree ("id","last_version_at");--> statement-breakpoint
CREATE INDEX "provisions_offer_open_idx" ON "provisions" USING btree ("proposal_id","created_at") WHERE "provisions"."cancelled_at" is null and "provisions"."frozen_at" is null and "provisions"."price_guarantee_booked_at" is null and coalesce("provisions"."payment_price_guarantee", 0) = 0 and "provisions"."state" is distinct from 'accepted' and "provisions"."state" is distinct from 'customized';--> statement-breakpoint
DROP INDEX "proposal_items_product_idx";--> statement-breakpoint
DROP INDEX "proposal_items_service_idx";--> statement-breakpoint
DROP INDEX "proposal_items_extra_idx";