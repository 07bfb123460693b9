CREATE INDEX "payments_ended_provision_idx" ON "payments" USING btree ("provision_id") WHERE "payments"."ended_at" is not null;--> statement-breakpoint
CREATE INDEX "provisions_user_email_prefix_idx" ON "provisions" USING btree ("user_email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "provisions_email_prefix_idx" ON "provisions" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "provisions_postal_code_idx" ON "provisions" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "provisions_unconfirmed_idx" ON "provisions" USING btree ("created_at") WHERE "provisions"."status" = 'NOT_CONFIRMED' and "provisions"."cancelled_at" is null and "provisions"."frozen_at" is null;--> statement-breakpoint
CREATE INDEX "provisions_documents_requested_idx" ON "provisions" USING btree ("requested_documents_at") WHERE "provisions"."requested_documents_at" is not null;--> statement-breakpoint
CREATE INDEX "provisions_partner_consent_idx" ON "provisions" USING btree ("partner_consent_at") WHERE "provisions"."partner_consent_at" is not null;