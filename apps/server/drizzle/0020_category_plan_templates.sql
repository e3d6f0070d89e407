CREATE TABLE "category_plan_templates" (
	"id" serial NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"nodes" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_plan_templates_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "category_plan_templates" ADD CONSTRAINT "category_plan_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_plan_templates" ADD CONSTRAINT "category_plan_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_plan_templates_company_idx" ON "category_plan_templates" USING btree ("company_id");