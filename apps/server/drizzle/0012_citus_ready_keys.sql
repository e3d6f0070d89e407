-- Issue 24: a schema Citus can distribute by company_id (DESIGN §3).
--
-- Every company-scoped table gets the primary key (company_id, id) (or company_id first in its composite
-- key), unique constraints that hold company_id, and composite foreign keys (company_id, x_id) →
-- (company_id, id) between company-scoped tables. backup_cells and file_upload_chunks get a company_id,
-- filled from their parent (backups, file_uploads). Nullable links keep their ON DELETE SET NULL with a
-- column list (PostgreSQL 15+): only the link column is emptied, never company_id.
--
-- Order: drop the foreign keys that lean on the old primary keys, add and fill the new columns, swap the
-- primary keys, then recreate the foreign keys and unique indexes. A row that links to another company's
-- row (which the application never writes) makes the new foreign keys fail: the migration then stops and
-- changes nothing (one transaction).
--
-- Rollback (on a copy of the database first, e.g. `create database trezo_copy template trezo`, or a
-- pg_dump restored elsewhere): run drizzle/rollback/0012_citus_ready_keys.down.sql with psql
-- (`psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -1 -f drizzle/rollback/0012_citus_ready_keys.down.sql`), then
-- deploy the previous release. The down script restores the single-column keys and foreign keys, drops the
-- two added columns and forgets this migration in drizzle.__drizzle_migrations, so that a later start
-- applies it again. Tested by src/db/citusReadyMigration.test.ts.
-- 1. Foreign keys and unique constraints that depend on the old keys.
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_category_id_categories_id_fk";--> statement-breakpoint
ALTER TABLE "bank_checks" DROP CONSTRAINT "bank_checks_category_id_categories_id_fk";--> statement-breakpoint
ALTER TABLE "ets_matches" DROP CONSTRAINT "ets_matches_transaction_id_transactions_id_fk";--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_token_hash_unique";--> statement-breakpoint
ALTER TABLE "attachments" DROP CONSTRAINT "attachments_storage_key_unique";--> statement-breakpoint
ALTER TABLE "bank_accounts" DROP CONSTRAINT "bank_accounts_connection_id_bank_connections_id_fk";--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_parent_id_categories_id_fk";--> statement-breakpoint
ALTER TABLE "company_users" DROP CONSTRAINT "company_users_group_id_permission_groups_id_fk";--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_group_id_permission_groups_id_fk";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_account_id_bank_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_category_id_categories_id_fk";--> statement-breakpoint
ALTER TABLE "attachments" DROP CONSTRAINT "attachments_transaction_id_transactions_id_fk";--> statement-breakpoint
ALTER TABLE "categorisation_rules" DROP CONSTRAINT "categorisation_rules_category_id_categories_id_fk";--> statement-breakpoint
ALTER TABLE "category_payment_delays" DROP CONSTRAINT "category_payment_delays_category_id_categories_id_fk";--> statement-breakpoint
ALTER TABLE "file_upload_chunks" DROP CONSTRAINT "file_upload_chunks_upload_id_file_uploads_id_fk";--> statement-breakpoint
ALTER TABLE "statement_column_mappings" DROP CONSTRAINT "statement_column_mappings_connection_id_bank_connections_id_fk";--> statement-breakpoint
ALTER TABLE "statement_imports" DROP CONSTRAINT "statement_imports_account_id_bank_accounts_id_fk";--> statement-breakpoint
ALTER TABLE "backup_cells" DROP CONSTRAINT "backup_cells_backup_id_backups_id_fk";--> statement-breakpoint
ALTER TABLE "backups" DROP CONSTRAINT "backups_scenario_id_scenarios_id_fk";--> statement-breakpoint
ALTER TABLE "cash_flow_series" DROP CONSTRAINT "cash_flow_series_scenario_id_scenarios_id_fk";--> statement-breakpoint
ALTER TABLE "cash_flow_series" DROP CONSTRAINT "cash_flow_series_category_id_categories_id_fk";--> statement-breakpoint
ALTER TABLE "manual_adjustment_comments" DROP CONSTRAINT "manual_adjustment_comments_adjustment_id_manual_adjustments_id_fk";--> statement-breakpoint
ALTER TABLE "manual_adjustments" DROP CONSTRAINT "manual_adjustments_category_id_categories_id_fk";--> statement-breakpoint
ALTER TABLE "scenario_events" DROP CONSTRAINT "scenario_events_scenario_id_scenarios_id_fk";--> statement-breakpoint
ALTER TABLE "scenario_events" DROP CONSTRAINT "scenario_events_series_id_cash_flow_series_id_fk";--> statement-breakpoint
ALTER TABLE "file_upload_chunks" DROP CONSTRAINT "file_upload_chunks_upload_id_chunk_index_pk";--> statement-breakpoint
ALTER TABLE "backup_cells" DROP CONSTRAINT "backup_cells_backup_id_granularity_row_id_period_key_pk";--> statement-breakpoint
DROP INDEX "category_payment_delays_company_idx";--> statement-breakpoint
DROP INDEX "transactions_account_external_unique";--> statement-breakpoint
-- 2. company_id on the two tables that only had it through their parent, filled from it.
ALTER TABLE "file_upload_chunks" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "file_upload_chunks" AS c SET "company_id" = u."company_id" FROM "file_uploads" AS u WHERE u."id" = c."upload_id";--> statement-breakpoint
ALTER TABLE "file_upload_chunks" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "backup_cells" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "backup_cells" AS c SET "company_id" = b."company_id" FROM "backups" AS b WHERE b."id" = c."backup_id";--> statement-breakpoint
ALTER TABLE "backup_cells" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
-- 3. Primary keys: (company_id, id).
ALTER TABLE "bank_accounts" DROP CONSTRAINT "bank_accounts_pkey";--> statement-breakpoint
ALTER TABLE "bank_connections" DROP CONSTRAINT "bank_connections_pkey";--> statement-breakpoint
ALTER TABLE "brandings" DROP CONSTRAINT "brandings_pkey";--> statement-breakpoint
ALTER TABLE "categories" DROP CONSTRAINT "categories_pkey";--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_pkey";--> statement-breakpoint
ALTER TABLE "permission_groups" DROP CONSTRAINT "permission_groups_pkey";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_pkey";--> statement-breakpoint
ALTER TABLE "attachments" DROP CONSTRAINT "attachments_pkey";--> statement-breakpoint
ALTER TABLE "categorisation_rules" DROP CONSTRAINT "categorisation_rules_pkey";--> statement-breakpoint
ALTER TABLE "category_payment_delays" DROP CONSTRAINT "category_payment_delays_pkey";--> statement-breakpoint
ALTER TABLE "file_uploads" DROP CONSTRAINT "file_uploads_pkey";--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_pkey";--> statement-breakpoint
ALTER TABLE "statement_imports" DROP CONSTRAINT "statement_imports_pkey";--> statement-breakpoint
ALTER TABLE "backups" DROP CONSTRAINT "backups_pkey";--> statement-breakpoint
ALTER TABLE "cash_flow_series" DROP CONSTRAINT "cash_flow_series_pkey";--> statement-breakpoint
ALTER TABLE "manual_adjustment_comments" DROP CONSTRAINT "manual_adjustment_comments_pkey";--> statement-breakpoint
ALTER TABLE "manual_adjustments" DROP CONSTRAINT "manual_adjustments_pkey";--> statement-breakpoint
ALTER TABLE "scenario_events" DROP CONSTRAINT "scenario_events_pkey";--> statement-breakpoint
ALTER TABLE "scenarios" DROP CONSTRAINT "scenarios_pkey";--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "bank_connections" ADD CONSTRAINT "bank_connections_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "brandings" ADD CONSTRAINT "brandings_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "permission_groups" ADD CONSTRAINT "permission_groups_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "categorisation_rules" ADD CONSTRAINT "categorisation_rules_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "category_payment_delays" ADD CONSTRAINT "category_payment_delays_company_id_category_id_pk" PRIMARY KEY("company_id","category_id");--> statement-breakpoint
ALTER TABLE "file_upload_chunks" ADD CONSTRAINT "file_upload_chunks_company_id_upload_id_chunk_index_pk" PRIMARY KEY("company_id","upload_id","chunk_index");--> statement-breakpoint
ALTER TABLE "file_uploads" ADD CONSTRAINT "file_uploads_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "backup_cells" ADD CONSTRAINT "backup_cells_company_id_backup_id_granularity_row_id_period_key_pk" PRIMARY KEY("company_id","backup_id","granularity","row_id","period_key");--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "cash_flow_series" ADD CONSTRAINT "cash_flow_series_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "manual_adjustment_comments" ADD CONSTRAINT "manual_adjustment_comments_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "manual_adjustments" ADD CONSTRAINT "manual_adjustments_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "scenario_events" ADD CONSTRAINT "scenario_events_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_company_id_id_pk" PRIMARY KEY("company_id","id");--> statement-breakpoint
-- 4. Foreign keys: composite between company-scoped tables.
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_connection_fk" FOREIGN KEY ("company_id","connection_id") REFERENCES "public"."bank_connections"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."categories"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_group_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."permission_groups"("company_id","id") ON DELETE set null (group_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_group_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."permission_groups"("company_id","id") ON DELETE set null (group_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE set null (category_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_transaction_fk" FOREIGN KEY ("company_id","transaction_id") REFERENCES "public"."transactions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorisation_rules" ADD CONSTRAINT "categorisation_rules_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_payment_delays" ADD CONSTRAINT "category_payment_delays_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_upload_chunks" ADD CONSTRAINT "file_upload_chunks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_upload_chunks" ADD CONSTRAINT "file_upload_chunks_upload_fk" FOREIGN KEY ("company_id","upload_id") REFERENCES "public"."file_uploads"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_column_mappings" ADD CONSTRAINT "statement_column_mappings_connection_fk" FOREIGN KEY ("company_id","connection_id") REFERENCES "public"."bank_connections"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_imports" ADD CONSTRAINT "statement_imports_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_cells" ADD CONSTRAINT "backup_cells_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_cells" ADD CONSTRAINT "backup_cells_backup_fk" FOREIGN KEY ("company_id","backup_id") REFERENCES "public"."backups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_scenario_fk" FOREIGN KEY ("company_id","scenario_id") REFERENCES "public"."scenarios"("company_id","id") ON DELETE set null (scenario_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_series" ADD CONSTRAINT "cash_flow_series_scenario_fk" FOREIGN KEY ("company_id","scenario_id") REFERENCES "public"."scenarios"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_flow_series" ADD CONSTRAINT "cash_flow_series_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_adjustment_comments" ADD CONSTRAINT "manual_adjustment_comments_adjustment_fk" FOREIGN KEY ("company_id","adjustment_id") REFERENCES "public"."manual_adjustments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_adjustments" ADD CONSTRAINT "manual_adjustments_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_events" ADD CONSTRAINT "scenario_events_scenario_fk" FOREIGN KEY ("company_id","scenario_id") REFERENCES "public"."scenarios"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_events" ADD CONSTRAINT "scenario_events_series_fk" FOREIGN KEY ("company_id","series_id") REFERENCES "public"."cash_flow_series"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- 5. Unique indexes that hold company_id, and the invitation link's lookup.
CREATE UNIQUE INDEX "invitations_company_token_unique" ON "invitations" USING btree ("company_id","token_hash");--> statement-breakpoint
CREATE INDEX "invitations_token_idx" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_company_storage_key_unique" ON "attachments" USING btree ("company_id","storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_account_external_unique" ON "transactions" USING btree ("company_id","account_id","external_id") WHERE "transactions"."external_id" is not null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE set null (category_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_checks" ADD CONSTRAINT "bank_checks_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE set null (category_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ets_matches" ADD CONSTRAINT "ets_matches_transaction_fk" FOREIGN KEY ("company_id","transaction_id") REFERENCES "public"."transactions"("company_id","id") ON DELETE cascade ON UPDATE no action;
