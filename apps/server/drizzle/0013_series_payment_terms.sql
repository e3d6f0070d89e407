ALTER TABLE "cash_flow_series" ADD COLUMN "payment_end_of_month" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_flow_series" ADD COLUMN "payment_day_of_month" integer;