CREATE TABLE "company_currency_rates" (
	"id" serial NOT NULL,
	"company_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"rate_on" date NOT NULL,
	"rate" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_currency_rates_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "company_currency_rates_rate_decimal" CHECK ("company_currency_rates"."rate" ~ '^[0-9]+(\.[0-9]{1,12})?$')
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"currency" char(3) NOT NULL,
	"rate_on" date NOT NULL,
	"rate" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_currency_rate_on_pk" PRIMARY KEY("currency","rate_on"),
	CONSTRAINT "currency_rates_rate_decimal" CHECK ("currency_rates"."rate" ~ '^[0-9]+(\.[0-9]{1,12})?$')
);
--> statement-breakpoint
ALTER TABLE "company_currency_rates" ADD CONSTRAINT "company_currency_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_currency_rates_day_unique" ON "company_currency_rates" USING btree ("company_id","currency","rate_on");