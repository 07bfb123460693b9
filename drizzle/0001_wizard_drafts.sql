CREATE TABLE "wizard_drafts" (
	"key_hash" text NOT NULL,
	"wizard" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wizard_drafts_key_hash_wizard_pk" PRIMARY KEY("key_hash","wizard")
);
--> statement-breakpoint
CREATE INDEX "wizard_drafts_expires_idx" ON "wizard_drafts" USING btree ("expires_at");