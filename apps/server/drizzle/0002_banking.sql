CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "banking_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"suggestions_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categorisation_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"conditions" jsonb NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_payment_delays" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"from_value" integer NOT NULL,
	"from_unit" text NOT NULL,
	"to_value" integer NOT NULL,
	"to_unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dismissed_suggestions" (
	"company_id" integer NOT NULL,
	"suggestion_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dismissed_suggestions_company_id_suggestion_key_pk" PRIMARY KEY("company_id","suggestion_key")
);
--> statement-breakpoint
CREATE TABLE "file_upload_chunks" (
	"upload_id" text NOT NULL,
	"chunk_index" integer NOT NULL,
	"data" text NOT NULL,
	CONSTRAINT "file_upload_chunks_upload_id_chunk_index_pk" PRIMARY KEY("upload_id","chunk_index")
);
--> statement-breakpoint
CREATE TABLE "file_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"purpose" text NOT NULL,
	"file_name" text NOT NULL,
	"total_bytes" integer NOT NULL,
	"received_bytes" integer DEFAULT 0 NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"track_id" text,
	"result" jsonb,
	"error" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_column_mappings" (
	"company_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_column_mappings_company_id_connection_id_pk" PRIMARY KEY("company_id","connection_id")
);
--> statement-breakpoint
CREATE TABLE "statement_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"line_count" integer NOT NULL,
	"added_count" integer NOT NULL,
	"duplicate_count" integer NOT NULL,
	"imported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "actual_totals" (
	"company_id" integer NOT NULL,
	"granularity" char(1) NOT NULL,
	"period_start" date NOT NULL,
	"category_key" integer NOT NULL,
	"account_id" integer NOT NULL,
	"sign" smallint NOT NULL,
	"cents" bigint NOT NULL,
	"transaction_count" integer NOT NULL,
	CONSTRAINT "actual_totals_company_id_granularity_period_start_category_key_account_id_sign_pk" PRIMARY KEY("company_id","granularity","period_start","category_key","account_id","sign")
);
--> statement-breakpoint
CREATE TABLE "backup_cells" (
	"backup_id" integer NOT NULL,
	"granularity" text NOT NULL,
	"row_id" text NOT NULL,
	"period_key" text NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "backup_cells_backup_id_granularity_row_id_period_key_pk" PRIMARY KEY("backup_id","granularity","row_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"scenario_id" integer,
	"name" text NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_flow_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"scenario_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"displayed" boolean DEFAULT true NOT NULL,
	"amount_cents" bigint,
	"formula" text,
	"frequency" text NOT NULL,
	"start_on" date NOT NULL,
	"end_on" date,
	"occurrence_count" integer,
	"growth_rate_bp" integer,
	"vat_rate_bp" integer,
	"payment_delay_days" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forecast_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"threshold_cents" bigint,
	"onboarding_dismissed" boolean DEFAULT false NOT NULL,
	"forecast_updated_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_adjustment_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"adjustment_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manual_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"booked_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scenario_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"scenario_id" integer NOT NULL,
	"group_id" text,
	"name" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"series_id" integer NOT NULL,
	"patch" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scenarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	"color" text,
	"disabled_group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "normalized_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "normalized_counterparty" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banking_settings" ADD CONSTRAINT "banking_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorisation_rules" ADD CONSTRAINT "categorisation_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorisation_rules" ADD CONSTRAINT "categorisation_rules_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_payment_delays" ADD CONSTRAINT "category_payment_delays_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_payment_delays" ADD CONSTRAINT "category_payment_delays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dismissed_suggestions" ADD CONSTRAINT "dismissed_suggestions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_upload_chunks" ADD CONSTRAINT "file_upload_chunks_upload_id_file_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."file_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_column_mappings" ADD CONSTRAINT "statement_column_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_column_mappings" ADD CONSTRAINT "statement_column_mappings_connection_id_bank_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."bank_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_cells" ADD CONSTRAINT "backup_cells_backup_id_backups_id_fk" FOREIGN KEY ("backup_id") REFERENCES "public"."backups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_scenario_id_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_series" ADD CONSTRAINT "cash_flow_series_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_series" ADD CONSTRAINT "cash_flow_series_scenario_id_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_series" ADD CONSTRAINT "cash_flow_series_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_settings" ADD CONSTRAINT "forecast_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_adjustment_comments" ADD CONSTRAINT "manual_adjustment_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_adjustment_comments" ADD CONSTRAINT "manual_adjustment_comments_adjustment_id_manual_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."manual_adjustments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_adjustment_comments" ADD CONSTRAINT "manual_adjustment_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_adjustments" ADD CONSTRAINT "manual_adjustments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_adjustments" ADD CONSTRAINT "manual_adjustments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_adjustments" ADD CONSTRAINT "manual_adjustments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_events" ADD CONSTRAINT "scenario_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_events" ADD CONSTRAINT "scenario_events_scenario_id_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_events" ADD CONSTRAINT "scenario_events_series_id_cash_flow_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."cash_flow_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_transaction_idx" ON "attachments" USING btree ("company_id","transaction_id");--> statement-breakpoint
CREATE INDEX "categorisation_rules_company_idx" ON "categorisation_rules" USING btree ("company_id","priority");--> statement-breakpoint
CREATE UNIQUE INDEX "category_payment_delays_company_idx" ON "category_payment_delays" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "file_uploads_company_idx" ON "file_uploads" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "statement_imports_company_idx" ON "statement_imports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "backups_company_idx" ON "backups" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "cash_flow_series_company_idx" ON "cash_flow_series" USING btree ("company_id","scenario_id");--> statement-breakpoint
CREATE INDEX "cash_flow_series_category_idx" ON "cash_flow_series" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "manual_adjustment_comments_adjustment_idx" ON "manual_adjustment_comments" USING btree ("company_id","adjustment_id");--> statement-breakpoint
CREATE INDEX "manual_adjustments_company_idx" ON "manual_adjustments" USING btree ("company_id","booked_on");--> statement-breakpoint
CREATE INDEX "scenario_events_scenario_idx" ON "scenario_events" USING btree ("company_id","scenario_id");--> statement-breakpoint
CREATE INDEX "scenario_events_series_idx" ON "scenario_events" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "scenarios_company_idx" ON "scenarios" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scenarios_one_base_per_company" ON "scenarios" USING btree ("company_id") WHERE "scenarios"."is_base";