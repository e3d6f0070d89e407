CREATE TABLE "bank_aggregator_users" (
	"company_id" integer NOT NULL,
	"aggregator" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"encrypted_token" text,
	"token_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_aggregator_users_company_id_aggregator_pk" PRIMARY KEY("company_id","aggregator")
);
--> statement-breakpoint
CREATE TABLE "bank_link_sessions" (
	"id" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"aggregator" text NOT NULL,
	"connection_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "bank_link_sessions_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "provider_account_id" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "synced_until" text;--> statement-breakpoint
ALTER TABLE "bank_connections" ADD COLUMN "provider_item_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider_transaction_id" text;--> statement-breakpoint
ALTER TABLE "bank_aggregator_users" ADD CONSTRAINT "bank_aggregator_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_link_sessions" ADD CONSTRAINT "bank_link_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_link_sessions" ADD CONSTRAINT "bank_link_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_link_sessions" ADD CONSTRAINT "bank_link_sessions_connection_fk" FOREIGN KEY ("company_id","connection_id") REFERENCES "public"."bank_connections"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_link_sessions_company_idx" ON "bank_link_sessions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_provider_unique" ON "bank_accounts" USING btree ("company_id","connection_id","provider_account_id") WHERE "bank_accounts"."provider_account_id" is not null;--> statement-breakpoint
CREATE INDEX "bank_connections_provider_item_idx" ON "bank_connections" USING btree ("aggregator","provider_item_id") WHERE "bank_connections"."provider_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_account_provider_unique" ON "transactions" USING btree ("company_id","account_id","provider_transaction_id") WHERE "transactions"."provider_transaction_id" is not null;