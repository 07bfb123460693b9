CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provision_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relation" text,
	"address" text,
	"email" text,
	"note" text,
	"invite" boolean DEFAULT true NOT NULL,
	"notify" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "read_access_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provision_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provision_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"contract_number" text NOT NULL,
	"reason" text,
	"effective_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_mails" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provision_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "create_step" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "provisions" ADD COLUMN "offer_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provisions" ADD COLUMN "wishes_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provisions" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provisions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_provision_id_provisions_id_fk" FOREIGN KEY ("provision_id") REFERENCES "public"."provisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "read_access_links" ADD CONSTRAINT "read_access_links_provision_id_provisions_id_fk" FOREIGN KEY ("provision_id") REFERENCES "public"."provisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guests_provision_idx" ON "guests" USING btree ("provision_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "read_access_links_token_key" ON "read_access_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "read_access_links_provision_idx" ON "read_access_links" USING btree ("provision_id","created_at");--> statement-breakpoint
CREATE INDEX "cancellations_provision_idx" ON "cancellations" USING btree ("provision_id");--> statement-breakpoint
CREATE INDEX "cancellations_created_idx" ON "cancellations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "scheduled_mails_provision_idx" ON "scheduled_mails" USING btree ("provision_id","kind");