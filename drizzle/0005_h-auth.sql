ALTER TABLE "wizard_drafts" ADD COLUMN "scope" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wizard_drafts" DROP CONSTRAINT "wizard_drafts_key_hash_wizard_pk";--> statement-breakpoint
ALTER TABLE "wizard_drafts" ADD CONSTRAINT "wizard_drafts_key_hash_scope_wizard_pk" PRIMARY KEY("key_hash","scope","wizard");
