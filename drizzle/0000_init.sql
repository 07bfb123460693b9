CREATE TYPE "public"."account_status" AS ENUM('NOT_CONFIRMED', 'CONFIRMED');--> statement-breakpoint
CREATE TYPE "public"."content_status" AS ENUM('live', 'publish', 'draft');--> statement-breakpoint
CREATE TYPE "public"."funeral_plan" AS ENUM('basic', 'high', 'premium');--> statement-breakpoint
CREATE TYPE "public"."funeral_type" AS ENUM('burial', 'cremation', 'sea', 'tree');--> statement-breakpoint
CREATE TYPE "public"."identity_token_kind" AS ENUM('confirmation', 'reset', 'refresh');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payment_type" AS ENUM('sepa', 'paypal');--> statement-breakpoint
CREATE TYPE "public"."product_category" AS ENUM('card', 'coffin', 'flower', 'notice', 'urn', 'grave_goods');--> statement-breakpoint
CREATE TYPE "public"."proposal_item_kind" AS ENUM('basic_product', 'optional_product', 'basic_service', 'optional_service', 'extra');--> statement-breakpoint
CREATE TYPE "public"."provision_state" AS ENUM('customized', 'accepted');--> statement-breakpoint
CREATE TABLE "identity_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "identity_token_kind" NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"action" text DEFAULT 'login' NOT NULL,
	"email" text,
	"ip" text,
	"succeeded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"algorithm" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"status" "account_status" DEFAULT 'NOT_CONFIRMED' NOT NULL,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"oidc_subject" text,
	"confirmed_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_chk" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"discount_percent" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_upper_chk" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_discount_chk" CHECK ("coupons"."discount_percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"picture_url" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extras_price_chk" CHECK ("extras"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "funeral_sites" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"street" text NOT NULL,
	"plz" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"organisation_name" text NOT NULL,
	"fees" jsonb NOT NULL,
	"funeral_types" "funeral_type"[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funeral_sites_lat_chk" CHECK ("funeral_sites"."lat" between -90 and 90),
	CONSTRAINT "funeral_sites_lon_chk" CHECK ("funeral_sites"."lon" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "grave_types" (
	"id" text PRIMARY KEY NOT NULL,
	"funeral_type" "funeral_type" NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"default_for_plans" "funeral_plan"[] DEFAULT '{}'::funeral_plan[] NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" "funeral_plan" PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sea_name" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_guarantee_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"discount_percent" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_guarantee_plans_discount_chk" CHECK ("price_guarantee_plans"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "pricing_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"period" text NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_number" text NOT NULL,
	"category" "product_category" NOT NULL,
	"price_cents" integer NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translations" jsonb NOT NULL,
	"default_plans" "funeral_plan"[] DEFAULT '{}'::funeral_plan[] NOT NULL,
	"funeral_types" "funeral_type"[] DEFAULT '{}'::funeral_type[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_chk" CHECK ("products"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"optional" boolean DEFAULT false NOT NULL,
	"price_cents" integer NOT NULL,
	"translations" jsonb NOT NULL,
	"funeral_types" "funeral_type"[] DEFAULT '{}'::funeral_type[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_price_chk" CHECK ("services"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provision_id" uuid NOT NULL,
	"content" jsonb,
	"recipient" jsonb,
	"shipping_date" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provision_id" uuid NOT NULL,
	"pricing_plan_id" text NOT NULL,
	"payment_type" "payment_type" NOT NULL,
	"billing_address" jsonb NOT NULL,
	"iban_encrypted" text,
	"iban_last4" text,
	"bank" text,
	"bic" text,
	"mandate_reference" text,
	"paypal_order_id" text,
	"paypal_subscription_id" text,
	"price_cents" integer NOT NULL,
	"coupon_code" text,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"price_guarantee_discount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"kind" "proposal_item_kind" NOT NULL,
	"product_id" uuid,
	"service_id" uuid,
	"extra_id" uuid,
	"category" "product_category",
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_items_one_ref_chk" CHECK (num_nonnulls("proposal_items"."product_id", "proposal_items"."service_id", "proposal_items"."extra_id") = 1),
	CONSTRAINT "proposal_items_kind_ref_chk" CHECK (("proposal_items"."kind" in ('basic_product', 'optional_product') and "proposal_items"."product_id" is not null and "proposal_items"."category" is not null)
        or ("proposal_items"."kind" in ('basic_service', 'optional_service') and "proposal_items"."service_id" is not null)
        or ("proposal_items"."kind" = 'extra' and "proposal_items"."extra_id" is not null)),
	CONSTRAINT "proposal_items_quantity_chk" CHECK ("proposal_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"funeral_type" "funeral_type" NOT NULL,
	"funeral_plan" "funeral_plan" NOT NULL,
	"funeral_site_id" text,
	"grave_type_id" text,
	"relationship" text DEFAULT 'myself' NOT NULL,
	"concern_type" text DEFAULT 'provision' NOT NULL,
	"salutation" text,
	"firstname" text,
	"lastname" text,
	"email" text,
	"phone" text,
	"provision_birth" date,
	"place_city" text,
	"place_code" text,
	"tracking_user_id" text,
	"session_id" text,
	"utm_medium" text,
	"utm_source" text,
	"utm_campaign" text,
	"clientid_gclid" text,
	"source_cookie" text,
	"client_id" text,
	"landing_page_url" text,
	"funnel_entry_url" text,
	"referrer" text,
	"coupon_code" text,
	"finance_partner" text,
	"sales_person_id" text,
	"price_cents" integer,
	"last_version_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_source_cookie_len_chk" CHECK (char_length("proposals"."source_cookie") <= 255)
);
--> statement-breakpoint
CREATE TABLE "provisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED BY DEFAULT AS IDENTITY (sequence name "provisions_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"code" text,
	"user_id" uuid,
	"proposal_id" uuid,
	"proposal_created_at" timestamp with time zone,
	"form_submission_time" timestamp with time zone,
	"funeral_plan" "funeral_plan" NOT NULL,
	"funeral_type" "funeral_type" NOT NULL,
	"funeral_site_id" text,
	"grave_type_id" text,
	"grave_type_note" text,
	"state" "provision_state",
	"status" "account_status" DEFAULT 'NOT_CONFIRMED' NOT NULL,
	"customizations" jsonb,
	"price_cents" integer,
	"coupon_code" text,
	"coupon_discount" integer,
	"payment_accepted_at" timestamp with time zone,
	"payment_accepted_plan" text,
	"payment_price_guarantee" integer,
	"price_guarantee_booked_at" timestamp with time zone,
	"requested_documents_at" timestamp with time zone,
	"login_counter" integer DEFAULT 0 NOT NULL,
	"salutation" text,
	"firstname" text,
	"lastname" text,
	"street" text,
	"postal_code" text,
	"city" text,
	"user_email" text NOT NULL,
	"email" text,
	"phone" text,
	"provision_birth" date,
	"trusted_person" jsonb,
	"music" text,
	"music_left_to_survivors" boolean DEFAULT false NOT NULL,
	"quote" text,
	"quote_left_to_survivors" boolean DEFAULT false NOT NULL,
	"personal_notification" text,
	"personal_notification_left_to_survivors" boolean DEFAULT false NOT NULL,
	"financial_provision_type" text,
	"financial_provision_note" text,
	"existing_insurance_type" text,
	"existing_insurance_company" text,
	"existing_insurance_contract_number" text,
	"additional_costs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"funeral_site_estimated_price" text,
	"insurance_tariff" jsonb,
	"finance_partner" text,
	"partner_consent" jsonb,
	"partner_consent_at" timestamp with time zone,
	"sales_person_id" text,
	"lat" double precision,
	"lon" double precision,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provisions_user_email_lower_chk" CHECK ("provisions"."user_email" = lower("provisions"."user_email")),
	CONSTRAINT "provisions_grave_type_note_len_chk" CHECK (char_length("provisions"."grave_type_note") <= 500),
	CONSTRAINT "provisions_price_guarantee_chk" CHECK ("provisions"."payment_price_guarantee" is null or "provisions"."payment_price_guarantee" in (0, 10, 20, 25, 50)),
	CONSTRAINT "provisions_coupon_discount_chk" CHECK ("provisions"."coupon_discount" is null or "provisions"."coupon_discount" between 0 and 100),
	CONSTRAINT "provisions_site_estimate_chk" CHECK ("provisions"."funeral_site_estimated_price" is null or "provisions"."funeral_site_estimated_price" ~ '^(0|[1-9][0-9]*)$'),
	CONSTRAINT "provisions_version_chk" CHECK ("provisions"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_user_id" uuid,
	"provision_id" uuid,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"collection" text NOT NULL,
	"key" text NOT NULL,
	"status" "content_status" NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_pkey" PRIMARY KEY("collection","key")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"template" text,
	"dedupe_key" text,
	"status" "mail_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postal_codes" (
	"code" text NOT NULL,
	"city" text NOT NULL,
	"lat" double precision,
	"lon" double precision,
	CONSTRAINT "postal_codes_pkey" PRIMARY KEY("code","city"),
	CONSTRAINT "postal_codes_code_chk" CHECK ("postal_codes"."code" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"provision_id" uuid,
	"user_id" uuid,
	"session_id" text,
	"tracking_user_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_tokens" ADD CONSTRAINT "identity_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_provision_id_provisions_id_fk" FOREIGN KEY ("provision_id") REFERENCES "public"."provisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provision_id_provisions_id_fk" FOREIGN KEY ("provision_id") REFERENCES "public"."provisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_items" ADD CONSTRAINT "proposal_items_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_items" ADD CONSTRAINT "proposal_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_items" ADD CONSTRAINT "proposal_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_items" ADD CONSTRAINT "proposal_items_extra_id_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."extras"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_funeral_site_id_funeral_sites_id_fk" FOREIGN KEY ("funeral_site_id") REFERENCES "public"."funeral_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_grave_type_id_grave_types_id_fk" FOREIGN KEY ("grave_type_id") REFERENCES "public"."grave_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisions" ADD CONSTRAINT "provisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisions" ADD CONSTRAINT "provisions_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisions" ADD CONSTRAINT "provisions_funeral_site_id_funeral_sites_id_fk" FOREIGN KEY ("funeral_site_id") REFERENCES "public"."funeral_sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisions" ADD CONSTRAINT "provisions_grave_type_id_grave_types_id_fk" FOREIGN KEY ("grave_type_id") REFERENCES "public"."grave_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provisions" ADD CONSTRAINT "provisions_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_tokens_token_hash_key" ON "identity_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "identity_tokens_user_idx" ON "identity_tokens" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "identity_tokens_family_idx" ON "identity_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "identity_tokens_expires_idx" ON "identity_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","action","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","action","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_created_idx" ON "login_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "signing_keys_created_idx" ON "signing_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_oidc_subject_key" ON "users" USING btree ("oidc_subject");--> statement-breakpoint
CREATE UNIQUE INDEX "extras_key_key" ON "extras" USING btree ("key");--> statement-breakpoint
CREATE INDEX "funeral_sites_lat_lon_idx" ON "funeral_sites" USING btree ("lat","lon");--> statement-breakpoint
CREATE INDEX "funeral_sites_lon_idx" ON "funeral_sites" USING btree ("lon");--> statement-breakpoint
CREATE INDEX "funeral_sites_plz_idx" ON "funeral_sites" USING btree ("plz");--> statement-breakpoint
CREATE INDEX "funeral_sites_funeral_types_idx" ON "funeral_sites" USING gin ("funeral_types");--> statement-breakpoint
CREATE INDEX "grave_types_funeral_type_idx" ON "grave_types" USING btree ("funeral_type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "price_guarantee_plans_discount_key" ON "price_guarantee_plans" USING btree ("discount_percent");--> statement-breakpoint
CREATE UNIQUE INDEX "products_article_number_key" ON "products" USING btree ("article_number");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "services_identifier_key" ON "services" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "letters_provision_idx" ON "letters" USING btree ("provision_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_provision_idx" ON "payments" USING btree ("provision_id","created_at");--> statement-breakpoint
CREATE INDEX "proposal_items_proposal_idx" ON "proposal_items" USING btree ("proposal_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_items_product_key" ON "proposal_items" USING btree ("proposal_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_items_service_key" ON "proposal_items" USING btree ("proposal_id","service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_items_extra_key" ON "proposal_items" USING btree ("proposal_id","extra_id");--> statement-breakpoint
CREATE INDEX "proposal_items_product_idx" ON "proposal_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "proposal_items_service_idx" ON "proposal_items" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "proposal_items_extra_idx" ON "proposal_items" USING btree ("extra_id");--> statement-breakpoint
CREATE INDEX "proposals_email_idx" ON "proposals" USING btree ("email");--> statement-breakpoint
CREATE INDEX "proposals_funeral_site_idx" ON "proposals" USING btree ("funeral_site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provisions_number_key" ON "provisions" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "provisions_user_key" ON "provisions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "provisions_user_email_idx" ON "provisions" USING btree ("user_email");--> statement-breakpoint
CREATE INDEX "provisions_proposal_idx" ON "provisions" USING btree ("proposal_id");--> statement-breakpoint
CREATE INDEX "provisions_funeral_site_idx" ON "provisions" USING btree ("funeral_site_id");--> statement-breakpoint
CREATE INDEX "provisions_coupon_idx" ON "provisions" USING btree ("coupon_code");--> statement-breakpoint
CREATE INDEX "audit_log_provision_idx" ON "audit_log" USING btree ("provision_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "content_entries_status_idx" ON "content_entries" USING btree ("collection","status","sort");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_key" ON "mail_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "postal_codes_code_prefix_idx" ON "postal_codes" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "postal_codes_city_prefix_idx" ON "postal_codes" USING btree (lower("city") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tracking_events_name_idx" ON "tracking_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_provision_idx" ON "tracking_events" USING btree ("provision_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_dedupe_key" ON "tracking_events" USING btree ("dedupe_key");