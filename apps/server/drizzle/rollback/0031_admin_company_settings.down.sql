-- Rollback of 0030_admin_company_settings: the administrator's company settings and the tag-manager id go.
ALTER TABLE "companies" DROP COLUMN "tag_manager_id";
ALTER TABLE "companies" DROP COLUMN "configuration";
ALTER TABLE "companies" DROP COLUMN "custom_permissions_granted";
ALTER TABLE "companies" DROP COLUMN "backup_enabled";
ALTER TABLE "companies" DROP COLUMN "gsheet_tab";
