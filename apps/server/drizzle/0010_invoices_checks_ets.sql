CREATE TABLE "bank_checks" (
	"id" serial NOT NULL,
	"company_id" integer NOT NULL,
	"direction" text NOT NULL,
	"number" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" char(3) DEFAULT 'EUR' NOT NULL,
	"counterparty_name" text NOT NULL,
	"normalized_counterparty" text NOT NULL,
	"issue_date" date NOT NULL,
	"expected_cash_date" date NOT NULL,
	"category_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_checks_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "bank_checks_amount_positive" CHECK ("bank_checks"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "ets" (
	"id" serial NOT NULL,
	"company_id" integer NOT NULL,
	"invoice_id" integer,
	"bank_check_id" integer,
	"amount_cents" bigint NOT NULL,
	"matched_cents" bigint DEFAULT 0 NOT NULL,
	"expected_date" date NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ets_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "ets_one_owner" CHECK (("ets"."invoice_id" is null) <> ("ets"."bank_check_id" is null))
);
--> statement-breakpoint
CREATE TABLE "ets_matches" (
	"id" serial NOT NULL,
	"company_id" integer NOT NULL,
	"ets_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ets_matches_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"auto_match" boolean DEFAULT false NOT NULL,
	"use_learned_delays" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"engaged" boolean DEFAULT false NOT NULL,
	"number" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"counterparty_name" text NOT NULL,
	"normalized_counterparty" text NOT NULL,
	"counterparty_siren" char(9),
	"counterparty_siret" char(14),
	"counterparty_iban" text,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount_excl_tax_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"amount_incl_tax_cents" bigint NOT NULL,
	"currency" char(3) DEFAULT 'EUR' NOT NULL,
	"category_id" integer,
	"category_source" text,
	"rule_id" integer,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"document_key" text,
	"document_name" text,
	"document_type" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "invoices_amounts_add_up" CHECK ("invoices"."amount_excl_tax_cents" + "invoices"."vat_cents" = "invoices"."amount_incl_tax_cents")
);
--> statement-breakpoint
ALTER TABLE "bank_checks" ADD CONSTRAINT "bank_checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_checks" ADD CONSTRAINT "bank_checks_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_checks" ADD CONSTRAINT "bank_checks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ets" ADD CONSTRAINT "ets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ets" ADD CONSTRAINT "ets_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ets" ADD CONSTRAINT "ets_bank_check_fk" FOREIGN KEY ("company_id","bank_check_id") REFERENCES "public"."bank_checks"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ets_matches" ADD CONSTRAINT "ets_matches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ets_matches" ADD CONSTRAINT "ets_matches_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ets_matches" ADD CONSTRAINT "ets_matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ets_matches" ADD CONSTRAINT "ets_matches_ets_fk" FOREIGN KEY ("company_id","ets_id") REFERENCES "public"."ets"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_checks_company_direction_number_unique" ON "bank_checks" USING btree ("company_id","direction","number");--> statement-breakpoint
CREATE INDEX "bank_checks_company_date_idx" ON "bank_checks" USING btree ("company_id","expected_cash_date");--> statement-breakpoint
CREATE INDEX "ets_company_invoice_idx" ON "ets" USING btree ("company_id","invoice_id");--> statement-breakpoint
CREATE INDEX "ets_company_check_idx" ON "ets" USING btree ("company_id","bank_check_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ets_matches_company_ets_transaction_unique" ON "ets_matches" USING btree ("company_id","ets_id","transaction_id");--> statement-breakpoint
CREATE INDEX "ets_matches_company_transaction_idx" ON "ets_matches" USING btree ("company_id","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_counterparty_number_unique" ON "invoices" USING btree ("company_id","kind","normalized_counterparty","number");--> statement-breakpoint
CREATE INDEX "invoices_company_kind_due_idx" ON "invoices" USING btree ("company_id","kind","due_date","id");--> statement-breakpoint
CREATE INDEX "invoices_company_status_idx" ON "invoices" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "invoices_company_counterparty_idx" ON "invoices" USING btree ("company_id","normalized_counterparty" text_pattern_ops);