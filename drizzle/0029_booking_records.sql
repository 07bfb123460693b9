CREATE TABLE "booking_records" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provision_id" uuid NOT NULL,
	"contract_number" integer NOT NULL,
	"payment" jsonb NOT NULL,
	"last_entry_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "booking_records_last_entry_idx" ON "booking_records" USING btree ("last_entry_at");