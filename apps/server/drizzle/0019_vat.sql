CREATE TABLE "category_vat" (
	"id" serial NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"rate_bp" integer,
	"holds_vat_payments" boolean DEFAULT false NOT NULL,
	CONSTRAINT "category_vat_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "vat_rates" (
	"id" serial NOT NULL,
	"company_id" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "vat_rates_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "vat_rates_rate_range" CHECK ("vat_rates"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "vat_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"regime" text DEFAULT 'monthly' NOT NULL,
	"basis" text DEFAULT 'receipts' NOT NULL,
	"due_day" smallint DEFAULT 24 NOT NULL,
	"regime_changed_on" date,
	"previous_regime" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_vat" ADD CONSTRAINT "category_vat_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_vat" ADD CONSTRAINT "category_vat_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_rates" ADD CONSTRAINT "vat_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_settings" ADD CONSTRAINT "vat_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_vat_category_unique" ON "category_vat" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE INDEX "category_vat_payments_idx" ON "category_vat" USING btree ("company_id") WHERE "category_vat"."holds_vat_payments";--> statement-breakpoint
CREATE UNIQUE INDEX "vat_rates_company_rate_unique" ON "vat_rates" USING btree ("company_id","rate_bp");