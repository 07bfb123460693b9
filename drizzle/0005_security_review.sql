ALTER TYPE "public"."identity_token_kind" ADD VALUE 'contact-email';--> statement-breakpoint
CREATE TABLE "staff_provider_sessions" (
	"family_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"refresh_token" jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wizard_drafts" ADD COLUMN "scope" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wizard_drafts" DROP CONSTRAINT "wizard_drafts_key_hash_wizard_pk";--> statement-breakpoint
ALTER TABLE "wizard_drafts" ADD CONSTRAINT "wizard_drafts_key_hash_scope_wizard_pk" PRIMARY KEY("key_hash","scope","wizard");--> statement-breakpoint
ALTER TABLE "provisions" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "provision_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_provider_sessions" ADD CONSTRAINT "staff_provider_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_provider_sessions_user_idx" ON "staff_provider_sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_user_idx" ON "mail_outbox" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_provision_idx" ON "mail_outbox" USING btree ("provision_id","created_at");