CREATE TABLE "indicators" (
	"id" serial NOT NULL,
	"company_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#30CE8F' NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"is_technical" boolean DEFAULT false NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"formula" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indicators_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicators" ADD CONSTRAINT "indicators_report_fk" FOREIGN KEY ("company_id","report_id") REFERENCES "public"."reports"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indicators_report_idx" ON "indicators" USING btree ("company_id","report_id","position");--> statement-breakpoint
CREATE INDEX "reports_company_position_idx" ON "reports" USING btree ("company_id","position");