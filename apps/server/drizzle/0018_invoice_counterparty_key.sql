-- Counterparties keep their digits ("Client 12" is not "Client 13") and duplicates compare the SIREN
-- when known (counterpartyKey of @trezo/domain). Existing rows get their name key recomputed in SQL the
-- way counterpartyNameKey does it (accents of French names folded, case, punctuation to spaces), and
-- their duplicate key from their SIREN unless another row of the same side and number already takes it.
UPDATE "invoices" SET "normalized_counterparty" = trim(regexp_replace(
  translate(replace(replace(upper("counterparty_name"), 'Œ', 'OE'), 'Æ', 'AE'),
    'ÀÂÄÁÃÅÇÉÈÊËÍÎÏÌÑÓÔÖÒÕÚÛÜÙÝŸ', 'AAAAAACEEEEIIIINOOOOOUUUUYY'),
  '[^[:alnum:]]+', ' ', 'g'));--> statement-breakpoint
UPDATE "bank_checks" SET "normalized_counterparty" = trim(regexp_replace(
  translate(replace(replace(upper("counterparty_name"), 'Œ', 'OE'), 'Æ', 'AE'),
    'ÀÂÄÁÃÅÇÉÈÊËÍÎÏÌÑÓÔÖÒÕÚÛÜÙÝŸ', 'AAAAAACEEEEIIIINOOOOOUUUUYY'),
  '[^[:alnum:]]+', ' ', 'g'));--> statement-breakpoint
DROP INDEX "invoices_company_counterparty_number_unique";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "counterparty_key" text;--> statement-breakpoint
UPDATE "invoices" AS i SET "counterparty_key" = CASE
  WHEN i."counterparty_siren" ~ '^[0-9]{9}$' AND NOT EXISTS (
    SELECT 1 FROM "invoices" o WHERE o."company_id" = i."company_id" AND o."kind" = i."kind"
      AND o."number" = i."number" AND o."counterparty_siren" = i."counterparty_siren" AND o."id" < i."id")
  THEN 'SIREN:' || i."counterparty_siren"
  ELSE i."normalized_counterparty" END;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "counterparty_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_counterparty_number_unique" ON "invoices" USING btree ("company_id","kind","counterparty_key","number");
