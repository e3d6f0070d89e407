ALTER TABLE "companies" ADD COLUMN "gsheet_tab" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "backup_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "custom_permissions_granted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "configuration" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tag_manager_id" text;