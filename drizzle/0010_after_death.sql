CREATE TYPE "public"."death_report_status" AS ENUM('reported', 'confirmed', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."letter_dispatch_status" AS ENUM('scheduled', 'due', 'sent');--> statement-breakpoint
CREATE TABLE "death_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provision_id" uuid NOT NULL,
	"status" "death_report_status" DEFAULT 'reported' NOT NULL,
	"reporter_name" text NOT NULL,
	"reporter_relation" text NOT NULL,
	"reporter_contact" text NOT NULL,
	"date_of_death" date NOT NULL,
	"certificate_reference" text NOT NULL,
	"funeral_date" date,
	"reported_by" uuid NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"withdrawn_by" uuid,
	"withdrawn_at" timestamp with time zone,
	"withdraw_reason" text,
	"funeral_date_set_by" uuid,
	"funeral_date_set_at" timestamp with time zone,
	"trusted_person_mailed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "death_reports_four_eyes" CHECK ("death_reports"."confirmed_by" is null or "death_reports"."confirmed_by" <> "death_reports"."reported_by"),
	CONSTRAINT "death_reports_funeral_after_death" CHECK ("death_reports"."funeral_date" is null or "death_reports"."funeral_date" >= "death_reports"."date_of_death")
);
--> statement-breakpoint
CREATE TABLE "letter_dispatches" (
	"letter_id" uuid PRIMARY KEY NOT NULL,
	"provision_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"rule" text NOT NULL,
	"status" "letter_dispatch_status" DEFAULT 'scheduled' NOT NULL,
	"sent_on" date,
	"sent_by" uuid,
	"sent_at" timestamp with time zone,
	"notice_mailed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provisions" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provisions" ADD COLUMN "frozen_fees" jsonb;--> statement-breakpoint
ALTER TABLE "death_reports" ADD CONSTRAINT "death_reports_provision_id_provisions_id_fk" FOREIGN KEY ("provision_id") REFERENCES "public"."provisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "death_reports" ADD CONSTRAINT "death_reports_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "death_reports" ADD CONSTRAINT "death_reports_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "death_reports" ADD CONSTRAINT "death_reports_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "death_reports" ADD CONSTRAINT "death_reports_funeral_date_set_by_users_id_fk" FOREIGN KEY ("funeral_date_set_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_dispatches" ADD CONSTRAINT "letter_dispatches_letter_id_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_dispatches" ADD CONSTRAINT "letter_dispatches_provision_id_provisions_id_fk" FOREIGN KEY ("provision_id") REFERENCES "public"."provisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_dispatches" ADD CONSTRAINT "letter_dispatches_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "death_reports_open_key" ON "death_reports" USING btree ("provision_id") WHERE "death_reports"."status" <> 'withdrawn';--> statement-breakpoint
CREATE INDEX "death_reports_status_idx" ON "death_reports" USING btree ("status","reported_at");--> statement-breakpoint
CREATE INDEX "letter_dispatches_status_due_idx" ON "letter_dispatches" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "letter_dispatches_provision_idx" ON "letter_dispatches" USING btree ("provision_id");