-- Actual totals kept current as transactions change (issue 8): the dashboard reads actual_totals instead
-- of rescanning every transaction. Statement-level triggers with transition tables turn a bulk import of
-- N lines into one grouped upsert; an update subtracts the old rows and adds the new ones, so category
-- changes, moves between periods, accounts or companies, amount changes and deletes (including the
-- category FK's ON DELETE SET NULL) all keep the totals exact. A key whose lines all left keeps a row
-- with zero cents and zero lines (bounded by categories x periods x accounts; the rebuild drops them).
-- trezo_rebuild_actual_totals(company_id) rebuilds one company from its transactions.
CREATE OR REPLACE FUNCTION trezo_actual_totals_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO actual_totals AS t (company_id, granularity, period_start, category_key, account_id, sign, cents, transaction_count)
  SELECT d.company_id, g.granularity,
         CASE g.granularity WHEN 'M' THEN date_trunc('month', d.booked_on::timestamp)::date ELSE date_trunc('week', d.booked_on::timestamp)::date END,
         COALESCE(d.category_id, 0), d.account_id,
         CASE WHEN d.category_id IS NOT NULL THEN 0 WHEN d.amount_cents >= 0 THEN 1 ELSE -1 END,
         sum(d.amount_cents * d.weight), sum(d.weight)
  FROM (SELECT company_id, account_id, category_id, booked_on, amount_cents, 1 AS weight FROM new_rows) AS d CROSS JOIN (VALUES ('M'), ('W')) AS g(granularity)
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(d.weight) <> 0 OR sum(d.amount_cents * d.weight) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (company_id, granularity, period_start, category_key, account_id, sign)
  DO UPDATE SET cents = t.cents + excluded.cents, transaction_count = t.transaction_count + excluded.transaction_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trezo_actual_totals_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO actual_totals AS t (company_id, granularity, period_start, category_key, account_id, sign, cents, transaction_count)
  SELECT d.company_id, g.granularity,
         CASE g.granularity WHEN 'M' THEN date_trunc('month', d.booked_on::timestamp)::date ELSE date_trunc('week', d.booked_on::timestamp)::date END,
         COALESCE(d.category_id, 0), d.account_id,
         CASE WHEN d.category_id IS NOT NULL THEN 0 WHEN d.amount_cents >= 0 THEN 1 ELSE -1 END,
         sum(d.amount_cents * d.weight), sum(d.weight)
  FROM (SELECT company_id, account_id, category_id, booked_on, amount_cents, -1 AS weight FROM old_rows) AS d CROSS JOIN (VALUES ('M'), ('W')) AS g(granularity)
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(d.weight) <> 0 OR sum(d.amount_cents * d.weight) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (company_id, granularity, period_start, category_key, account_id, sign)
  DO UPDATE SET cents = t.cents + excluded.cents, transaction_count = t.transaction_count + excluded.transaction_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION trezo_actual_totals_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Old rows out, new rows in; keys where nothing counted changed (a comment, a flag) net to zero and are skipped.
  INSERT INTO actual_totals AS t (company_id, granularity, period_start, category_key, account_id, sign, cents, transaction_count)
  SELECT d.company_id, g.granularity,
         CASE g.granularity WHEN 'M' THEN date_trunc('month', d.booked_on::timestamp)::date ELSE date_trunc('week', d.booked_on::timestamp)::date END,
         COALESCE(d.category_id, 0), d.account_id,
         CASE WHEN d.category_id IS NOT NULL THEN 0 WHEN d.amount_cents >= 0 THEN 1 ELSE -1 END,
         sum(d.amount_cents * d.weight), sum(d.weight)
  FROM (SELECT company_id, account_id, category_id, booked_on, amount_cents, -1 AS weight FROM old_rows UNION ALL SELECT company_id, account_id, category_id, booked_on, amount_cents, 1 AS weight FROM new_rows) AS d CROSS JOIN (VALUES ('M'), ('W')) AS g(granularity)
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(d.weight) <> 0 OR sum(d.amount_cents * d.weight) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (company_id, granularity, period_start, category_key, account_id, sign)
  DO UPDATE SET cents = t.cents + excluded.cents, transaction_count = t.transaction_count + excluded.transaction_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trezo_actual_totals_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trezo_actual_totals_on_insert();
--> statement-breakpoint
CREATE TRIGGER trezo_actual_totals_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION trezo_actual_totals_on_delete();
--> statement-breakpoint
CREATE TRIGGER trezo_actual_totals_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trezo_actual_totals_on_update();
--> statement-breakpoint
-- Recomputes one company's actual totals from its transactions (repair, or after a bulk load made with
-- the triggers disabled). Returns the number of rows written.
CREATE OR REPLACE FUNCTION trezo_rebuild_actual_totals(target_company integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  DELETE FROM actual_totals WHERE company_id = target_company;
  INSERT INTO actual_totals AS t (company_id, granularity, period_start, category_key, account_id, sign, cents, transaction_count)
  SELECT d.company_id, g.granularity,
         CASE g.granularity WHEN 'M' THEN date_trunc('month', d.booked_on::timestamp)::date ELSE date_trunc('week', d.booked_on::timestamp)::date END,
         COALESCE(d.category_id, 0), d.account_id,
         CASE WHEN d.category_id IS NOT NULL THEN 0 WHEN d.amount_cents >= 0 THEN 1 ELSE -1 END,
         sum(d.amount_cents * d.weight), sum(d.weight)
  FROM (SELECT company_id, account_id, category_id, booked_on, amount_cents, 1 AS weight FROM transactions WHERE company_id = target_company) AS d CROSS JOIN (VALUES ('M'), ('W')) AS g(granularity)
  GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(d.weight) <> 0 OR sum(d.amount_cents * d.weight) <> 0
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (company_id, granularity, period_start, category_key, account_id, sign)
  DO UPDATE SET cents = t.cents + excluded.cents, transaction_count = t.transaction_count + excluded.transaction_count;
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END $$;
