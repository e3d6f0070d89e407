CREATE TABLE "transfer_attempt_orders" (
	"id" serial NOT NULL,
	"company_id" integer NOT NULL,
	"attempt_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_attempt_orders_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "transfer_attempts" (
	"id" serial NOT NULL,
	"company_id" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text NOT NULL,
	"debtor_account_id" integer NOT NULL,
	"execution_date" date NOT NULL,
	"total_cents" bigint NOT NULL,
	"file_xml" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_attempts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "transfer_orders" (
	"id" serial NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"debtor_account_id" integer NOT NULL,
	"creditor_account_id" integer,
	"creditor_name" text NOT NULL,
	"creditor_iban" text NOT NULL,
	"creditor_bic" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" char(3) DEFAULT 'EUR' NOT NULL,
	"execution_date" date NOT NULL,
	"remittance" text DEFAULT '' NOT NULL,
	"end_to_end_id" text NOT NULL,
	"invoice_id" integer,
	"ets_id" integer,
	"category_id" integer,
	"approval_required" boolean DEFAULT false NOT NULL,
	"prepared_by" integer,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"settled_transaction_id" integer,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_orders_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "transfer_orders_amount_positive" CHECK ("transfer_orders"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"approval_threshold_cents" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transfer_attempt_orders" ADD CONSTRAINT "transfer_attempt_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_attempt_orders" ADD CONSTRAINT "transfer_attempt_orders_attempt_fk" FOREIGN KEY ("company_id","attempt_id") REFERENCES "public"."transfer_attempts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_attempt_orders" ADD CONSTRAINT "transfer_attempt_orders_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."transfer_orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_attempts" ADD CONSTRAINT "transfer_attempts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_attempts" ADD CONSTRAINT "transfer_attempts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_attempts" ADD CONSTRAINT "transfer_attempts_debtor_fk" FOREIGN KEY ("company_id","debtor_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_prepared_by_users_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_debtor_fk" FOREIGN KEY ("company_id","debtor_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_creditor_fk" FOREIGN KEY ("company_id","creditor_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_ets_fk" FOREIGN KEY ("company_id","ets_id") REFERENCES "public"."ets"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_orders" ADD CONSTRAINT "transfer_orders_transaction_fk" FOREIGN KEY ("company_id","settled_transaction_id") REFERENCES "public"."transactions"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_settings" ADD CONSTRAINT "transfer_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_attempt_orders_unique" ON "transfer_attempt_orders" USING btree ("company_id","attempt_id","order_id");--> statement-breakpoint
CREATE INDEX "transfer_attempt_orders_order_idx" ON "transfer_attempt_orders" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "transfer_attempts_company_created_idx" ON "transfer_attempts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_orders_company_status_idx" ON "transfer_orders" USING btree ("company_id","status","execution_date");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_orders_end_to_end_unique" ON "transfer_orders" USING btree ("company_id","end_to_end_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_orders_settled_unique" ON "transfer_orders" USING btree ("company_id","settled_transaction_id") WHERE "transfer_orders"."settled_transaction_id" is not null;