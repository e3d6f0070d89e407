-- Issue 24 follow-up: Citus refuses ON DELETE SET NULL (x_id) on a foreign key that holds the distribution
-- column (citusdata/citus#7132). The six nullable company-scoped links become ON DELETE NO ACTION, same
-- composite columns; the feature query modules that delete the target empty the link themselves, in the
-- same transaction and filtered by company_id (categoryQueries.deleteCategories, teamQueries.deleteGroup,
-- scenarioQueries.deleteScenarioRow). No row changes. Rollback: drizzle/rollback/0014_citus_no_set_null.down.sql.
ALTER TABLE "company_users" DROP CONSTRAINT "company_users_group_fk";
--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_group_fk";
--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_category_fk";
--> statement-breakpoint
ALTER TABLE "backups" DROP CONSTRAINT "backups_scenario_fk";
--> statement-breakpoint
ALTER TABLE "bank_checks" DROP CONSTRAINT "bank_checks_category_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_category_fk";
--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_group_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."permission_groups"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_group_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."permission_groups"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_scenario_fk" FOREIGN KEY ("company_id","scenario_id") REFERENCES "public"."scenarios"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_checks" ADD CONSTRAINT "bank_checks_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE no action ON UPDATE no action;