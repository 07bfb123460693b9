ALTER TABLE "users" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_requested_by" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "death_reports" ADD COLUMN "registry_office" text;--> statement-breakpoint
ALTER TABLE "death_reports" ADD COLUMN "revocation_requested_by" uuid;--> statement-breakpoint
ALTER TABLE "death_reports" ADD COLUMN "revocation_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "death_reports" ADD COLUMN "revocation_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admin_requested_by_users_id_fk" FOREIGN KEY ("admin_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "death_reports" ADD CONSTRAINT "death_reports_revocation_requested_by_users_id_fk" FOREIGN KEY ("revocation_requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "death_reports" ADD CONSTRAINT "death_reports_revocation_four_eyes" CHECK ("death_reports"."revocation_requested_by" is null or "death_reports"."withdrawn_by" is null or "death_reports"."withdrawn_by" <> "death_reports"."revocation_requested_by");