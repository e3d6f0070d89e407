-- Rollback of migration 0014_citus_no_set_null (issue 24). Run it on a COPY of the database first:
--   createdb -T trezo trezo_copy   (or: create database trezo_copy template trezo)
--   psql "postgres://.../trezo_copy" -v ON_ERROR_STOP=1 -1 -f drizzle/rollback/0014_citus_no_set_null.down.sql
-- then on the database itself, with no server of the new release running. It gives the six nullable
-- company-scoped links back their ON DELETE SET NULL (x_id) of migration 0012 (which Citus refuses), and
-- forgets 0014 in drizzle.__drizzle_migrations, so that starting the new release again re-applies it.
-- No row changes. src/db/citusNoSetNullMigration.test.ts runs it on PGlite and PostgreSQL with data.
ALTER TABLE "company_users" DROP CONSTRAINT "company_users_group_fk";
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_group_fk";
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_category_fk";
ALTER TABLE "backups" DROP CONSTRAINT "backups_scenario_fk";
ALTER TABLE "bank_checks" DROP CONSTRAINT "bank_checks_category_fk";
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_category_fk";
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_group_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."permission_groups"("company_id","id") ON DELETE set null (group_id) ON UPDATE no action;
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_group_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."permission_groups"("company_id","id") ON DELETE set null (group_id) ON UPDATE no action;
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE set null (category_id) ON UPDATE no action;
ALTER TABLE "backups" ADD CONSTRAINT "backups_scenario_fk" FOREIGN KEY ("company_id","scenario_id") REFERENCES "public"."scenarios"("company_id","id") ON DELETE set null (scenario_id) ON UPDATE no action;
ALTER TABLE "bank_checks" ADD CONSTRAINT "bank_checks_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE set null (category_id) ON UPDATE no action;
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE set null (category_id) ON UPDATE no action;
DELETE FROM "drizzle"."__drizzle_migrations" WHERE "created_at" = 1795528304123;
