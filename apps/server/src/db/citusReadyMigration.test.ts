import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeDataDir } from "../testing/testServer";
import { drizzleOnPglite, drizzleOnPostgres } from "./database";
import { type SchemaReader, tenancyOffenders } from "./tenancy";

/**
 * The offenders of a schema migrated only part of the way: a global table that a later migration
 * creates (currency_rates) is not missing from it.
 */
async function offendersSoFar(db: SchemaReader): Promise<string[]> {
  return (await tenancyOffenders(db)).filter(
    (offence) => !offence.endsWith("declared global in tenancy.ts but not in the schema"),
  );
}

/**
 * Migration 0012_citus_ready_keys on a database that holds data of two companies, migrated to the one before first:
 * on PGlite, and on a PostgreSQL database of its own when DATABASE_URL is set (scripts/with-fresh-postgres.ts).
 * Then its rollback script (drizzle/rollback), and the migration again. Then the same for
 * 0014_citus_no_set_null, which makes the nullable company-scoped links ON DELETE NO ACTION (Citus).
 */

const MIGRATION = "0012_citus_ready_keys";
const NO_SET_NULL = "0014_citus_no_set_null";
const drizzleDir = new URL("../../drizzle/", import.meta.url).pathname;

/**
 * A copy of ./drizzle whose journal stops before `tag` (or just after it, `through`): the schema a
 * migration starts from, or the one it leaves.
 */
function migrationsUpTo(tag: string, through = false): { folder: string; applied: number } {
  const folder = mkdtempSync(join(tmpdir(), "trezo-migrations-"));
  cpSync(drizzleDir, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  const applied = through ? at + 1 : at;
  journal.entries = journal.entries.slice(0, applied);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, applied };
}

interface Target {
  db: SchemaReader;
  /** Runs one or more statements (no parameters). */
  exec(text: string): Promise<void>;
  rows<T extends pg.QueryResultRow>(text: string): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const client = await PGlite.create();
  const { db, migrate } = drizzleOnPglite(client);
  return {
    db,
    exec: async (text) => {
      await client.exec(text);
    },
    rows: async <T extends pg.QueryResultRow>(text: string) => (await client.query<T>(text)).rows,
    migrate: (folder) => migrate(folder),
    close: () => client.close(),
  };
}

/** A database of its own beside DATABASE_URL's, dropped at the end. */
async function postgresTarget(databaseUrl: string): Promise<Target> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const name = `trezo_migration_${randomBytes(5).toString("hex")}`;
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const { db, migrate } = drizzleOnPostgres(client);
  return {
    db,
    exec: async (text) => {
      await client.query(text);
    },
    rows: async <T extends pg.QueryResultRow>(text: string) => (await client.query<T>(text)).rows,
    migrate: (folder) => migrate(folder),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Two companies' rows in every table the migration changes, written against the schema before it. */
const SEED = `
insert into users (id, email) values (1, 'a@example.fr'), (2, 'b@example.fr');
insert into companies (id, name, owner_id) values (10, 'Alpha', 1), (20, 'Beta', 2);
insert into permission_groups (id, company_id, name) values (1, 10, 'Compta'), (2, 20, 'Direction');
insert into company_users (company_id, user_id, group_id) values (10, 1, 1), (20, 2, 2);
insert into invitations (id, company_id, email, token_hash, group_id, expires_at)
  values (1, 10, 'c@example.fr', 'hash-1', 1, now() + interval '1 day');
insert into brandings (id, company_id) values (1, 10);
insert into bank_connections (id, company_id, name) values (1, 10, 'Banque A'), (2, 20, 'Banque B');
insert into bank_accounts (id, company_id, connection_id, name) values (1, 10, 1, 'Courant A'), (2, 20, 2, 'Courant B');
insert into categories (id, company_id, parent_id, name, direction) values
  (1, 10, null, 'Ventes', 'income'), (2, 10, 1, 'Web', 'income'), (3, 20, null, 'Loyer', 'expense');
insert into transactions (id, company_id, account_id, booked_on, amount_cents, label, category_id, external_id) values
  (1, 10, 1, '2026-01-05', 1000, 'Vente', 2, 'e-1'), (2, 20, 2, '2026-01-06', -500, 'Loyer', 3, 'e-1');
insert into attachments (id, company_id, transaction_id, file_name, content_type, size_bytes, storage_key)
  values (1, 10, 1, 'facture.pdf', 'application/pdf', 3, 'key-1');
insert into categorisation_rules (id, company_id, conditions, category_id) values (1, 10, '[]', 2);
insert into category_payment_delays (category_id, company_id, from_value, from_unit, to_value, to_unit)
  values (2, 10, 0, 'day', 30, 'day');
insert into file_uploads (id, company_id, user_id, purpose, file_name, total_bytes) values
  ('u-1', 10, 1, 'statement', 'a.csv', 3), ('u-2', 20, 2, 'statement', 'b.csv', 6);
insert into file_upload_chunks (upload_id, chunk_index, data) values ('u-1', 0, 'QUFB'), ('u-2', 0, 'QkJC'), ('u-2', 1, 'Q0ND');
insert into statement_column_mappings (company_id, connection_id, mapping) values (10, 1, '{}');
insert into statement_imports (id, company_id, account_id, file_name, format, line_count, added_count, duplicate_count)
  values (1, 10, 1, 'a.csv', 'csv', 1, 1, 0);
insert into jobs (id, company_id, kind) values ('job-1', 10, 'statementImport');
insert into scenarios (id, company_id, name, is_base) values (1, 10, 'Base', true), (2, 10, 'Prudent', false);
insert into cash_flow_series (id, company_id, scenario_id, category_id, frequency, start_on, amount_cents)
  values (1, 10, 1, 2, 'monthly', '2026-01-01', 100);
insert into scenario_events (id, company_id, scenario_id, kind, series_id) values (1, 10, 2, 'remove', 1);
insert into backups (id, company_id, scenario_id, name) values (1, 10, 2, 'Janvier'), (2, 20, null, 'Février');
insert into backup_cells (backup_id, granularity, row_id, period_key, cents) values
  (1, 'M', 'row', '2026-01', 5), (1, 'M', 'row', '2026-02', 6), (2, 'M', 'row', '2026-01', 7);
insert into manual_adjustments (id, company_id, category_id, booked_on, amount_cents) values (1, 10, 2, '2026-01-01', 50);
insert into manual_adjustment_comments (id, company_id, adjustment_id, body) values (1, 10, 1, 'Corrigé');
`;

const COUNTED = [
  "permission_groups",
  "company_users",
  "invitations",
  "brandings",
  "bank_accounts",
  "categories",
  "transactions",
  "attachments",
  "categorisation_rules",
  "category_payment_delays",
  "file_uploads",
  "file_upload_chunks",
  "statement_imports",
  "jobs",
  "scenarios",
  "cash_flow_series",
  "scenario_events",
  "backups",
  "backup_cells",
  "manual_adjustments",
  "manual_adjustment_comments",
  "actual_totals",
];

async function counts(target: Target): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of COUNTED) {
    const [row] = await target.rows<{ n: number }>(`select count(*)::int as n from ${table}`);
    result[table] = row?.n ?? -1;
  }
  return result;
}

async function primaryKeyOf(target: Target, table: string): Promise<string[]> {
  const rows = await target.rows<{ column: string }>(`
    select a.attname as column from pg_constraint k
    join unnest(k.conkey) with ordinality u(n, o) on true
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n
    where k.conrelid = '${table}'::regclass and k.contype = 'p' order by u.o`);
  return rows.map((row) => row.column);
}

async function fails(work: Promise<unknown>): Promise<boolean> {
  return work.then(
    () => false,
    () => true,
  );
}

/** What 0012 alone leaves for 0014: its six nullable links are SET NULL (x_id), which Citus refuses. */
const SET_NULL_OFFENCES = [
  "backups",
  "bank_checks",
  "company_users",
  "invitations",
  "invoices",
  "transactions",
].map((table) =>
  expect.stringMatching(
    new RegExp(`^${table}: foreign key \\w+ is ON DELETE SET NULL on a key holding company_id`),
  ),
);

const targets: [string, () => Promise<Target>][] = [["PGlite", pgliteTarget]];
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) targets.push(["PostgreSQL", () => postgresTarget(databaseUrl)]);

describe.each(targets)(`migration ${MIGRATION} on %s, with data`, (_name, open) => {
  let target: Target;
  let before: Record<string, number>;
  const folders: string[] = [];
  let appliedBefore = 0;
  let throughFolder = "";

  beforeAll(async () => {
    target = await open();
    const previous = migrationsUpTo(MIGRATION);
    const through = migrationsUpTo(MIGRATION, true);
    folders.push(previous.folder, through.folder);
    throughFolder = through.folder;
    appliedBefore = previous.applied;
    await target.migrate(previous.folder);
    await target.exec(SEED);
    before = await counts(target);
    await target.migrate(throughFolder);
  });
  afterAll(async () => {
    await target?.close();
    for (const folder of folders) removeDataDir(folder);
  });

  it("keeps every row, fills the new company_id columns from their parents, and leaves a schema without offenders", async () => {
    expect(before.transactions).toBe(2);
    expect(await counts(target)).toEqual(before);
    expect(
      await target.rows(
        "select backup_id, company_id, period_key from backup_cells order by backup_id, period_key",
      ),
    ).toEqual([
      { backup_id: 1, company_id: 10, period_key: "2026-01" },
      { backup_id: 1, company_id: 10, period_key: "2026-02" },
      { backup_id: 2, company_id: 20, period_key: "2026-01" },
    ]);
    expect(
      await target.rows("select upload_id, chunk_index, company_id from file_upload_chunks order by 1, 2"),
    ).toEqual([
      { upload_id: "u-1", chunk_index: 0, company_id: 10 },
      { upload_id: "u-2", chunk_index: 0, company_id: 20 },
      { upload_id: "u-2", chunk_index: 1, company_id: 20 },
    ]);
    expect(await primaryKeyOf(target, "transactions")).toEqual(["company_id", "id"]);
    expect(await primaryKeyOf(target, "backup_cells")).toEqual([
      "company_id",
      "backup_id",
      "granularity",
      "row_id",
      "period_key",
    ]);
    expect(await offendersSoFar(target.db)).toEqual(SET_NULL_OFFENCES);
  });

  it("refuses a link to another company's row, and a deleted link empties only the link column", async () => {
    // Connection 1 is company 10's.
    expect(
      await fails(
        target.exec(
          "insert into bank_accounts (id, company_id, connection_id, name) values (99, 20, 1, 'x')",
        ),
      ),
    ).toBe(true);
    await target.exec("delete from categories where company_id = 20 and id = 3");
    expect(await target.rows("select company_id, category_id from transactions where id = 2")).toEqual([
      { company_id: 20, category_id: null },
    ]);
    await target.exec("delete from permission_groups where company_id = 10 and id = 1");
    expect(await target.rows("select company_id, group_id from company_users where user_id = 1")).toEqual([
      { company_id: 10, group_id: null },
    ]);
    // A backup's cells go with it, through the composite key.
    await target.exec("delete from backups where company_id = 20 and id = 2");
    expect(await target.rows("select count(*)::int as n from backup_cells where company_id = 20")).toEqual([
      { n: 0 },
    ]);
  });

  it("rolls back with the shipped down script, and migrates again", async () => {
    const now = await counts(target);
    const down = readFileSync(join(drizzleDir, "rollback", `${MIGRATION}.down.sql`), "utf8");
    await target.exec(`begin;\n${down}\ncommit;`);
    expect(await primaryKeyOf(target, "transactions")).toEqual(["id"]);
    expect(await primaryKeyOf(target, "category_payment_delays")).toEqual(["category_id"]);
    expect(
      await target.rows(
        "select column_name from information_schema.columns where table_name in ('backup_cells', 'file_upload_chunks') and column_name = 'company_id'",
      ),
    ).toEqual([]);
    expect(await counts(target)).toEqual(now);
    expect(await target.rows("select count(*)::int as n from drizzle.__drizzle_migrations")).toEqual([
      { n: appliedBefore },
    ]);
    await target.migrate(throughFolder);
    expect(await primaryKeyOf(target, "transactions")).toEqual(["company_id", "id"]);
    expect(await counts(target)).toEqual(now);
    expect(await offendersSoFar(target.db)).toEqual(SET_NULL_OFFENCES);
  });
});

/** The six nullable company-scoped links 0014 turns from SET NULL (x_id) into NO ACTION. */
const NULLABLE_LINKS = [
  "backups_scenario_fk",
  "bank_checks_category_fk",
  "company_users_group_fk",
  "invitations_group_fk",
  "invoices_category_fk",
  "transactions_category_fk",
];

/** Each link's pg_constraint.confdeltype (a no action, n set null) and the columns SET NULL empties. */
async function deleteActions(target: Target): Promise<{ name: string; action: string; set: string }[]> {
  return target.rows(`
    select k.conname as name, k.confdeltype as action,
      coalesce((select string_agg(a.attname, ',') from unnest(k.confdelsetcols) u(n)
        join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n), '') as set
    from pg_constraint k
    where k.conname in (${NULLABLE_LINKS.map((name) => `'${name}'`).join(", ")}) order by k.conname`);
}

describe.each(targets)(`migration ${NO_SET_NULL} on %s, with data`, (_name, open) => {
  let target: Target;
  let before: Record<string, number>;
  const folders: string[] = [];
  let appliedBefore = 0;
  // Through 0014 only: a later migration must not sit on top of the one rolled back here.
  let throughFolder = "";

  beforeAll(async () => {
    target = await open();
    const seedable = migrationsUpTo(MIGRATION);
    const previous = migrationsUpTo(NO_SET_NULL);
    const through = migrationsUpTo(NO_SET_NULL, true);
    throughFolder = through.folder;
    folders.push(seedable.folder, previous.folder, through.folder);
    appliedBefore = previous.applied;
    await target.migrate(seedable.folder);
    await target.exec(SEED);
    await target.migrate(previous.folder);
    // Company 10's invoice and check filed under its category 2, before the migration.
    await target.exec(`
      insert into invoices (id, company_id, kind, number, counterparty_name, normalized_counterparty, issue_date,
          due_date, amount_excl_tax_cents, vat_cents, amount_incl_tax_cents, category_id)
        values (1, 10, 'customer', 'F-1', 'Client', 'client', '2026-01-05', '2026-02-05', 1000, 200, 1200, 2);
      insert into bank_checks (id, company_id, direction, number, amount_cents, counterparty_name,
          normalized_counterparty, issue_date, expected_cash_date, category_id)
        values (1, 10, 'received', 'C-1', 300, 'Client', 'client', '2026-01-05', '2026-01-10', 2);`);
    expect(await deleteActions(target)).toEqual(
      NULLABLE_LINKS.map((name) => ({ name, action: "n", set: expect.stringMatching(/_id$/) })),
    );
    before = await counts(target);
    await target.migrate(throughFolder);
  });
  afterAll(async () => {
    await target?.close();
    for (const folder of folders) removeDataDir(folder);
  });

  it("makes the six links ON DELETE NO ACTION, keeps every row, and leaves a schema without offenders", async () => {
    expect(await deleteActions(target)).toEqual(
      NULLABLE_LINKS.map((name) => ({ name, action: "a", set: "" })),
    );
    expect(await counts(target)).toEqual(before);
    expect(await offendersSoFar(target.db)).toEqual([]);
  });

  it("refuses to delete a linked row until the link is emptied, and still refuses another company's row", async () => {
    // Category 2 of company 10 holds a transaction, an invoice and a check.
    expect(await fails(target.exec("delete from categories where company_id = 10 and id = 2"))).toBe(true);
    expect(await fails(target.exec("delete from scenarios where company_id = 10 and id = 2"))).toBe(true);
    await target.exec(`
      begin;
      update transactions set category_id = null where company_id = 10 and category_id = 2;
      update invoices set category_id = null where company_id = 10 and category_id = 2;
      update bank_checks set category_id = null where company_id = 10 and category_id = 2;
      delete from categories where company_id = 10 and id = 2;
      update backups set scenario_id = null where company_id = 10 and scenario_id = 2;
      delete from scenarios where company_id = 10 and id = 2;
      commit;`);
    expect(await target.rows("select company_id, category_id from invoices")).toEqual([
      { company_id: 10, category_id: null },
    ]);
    expect(await target.rows("select scenario_id from backups where id = 1")).toEqual([
      { scenario_id: null },
    ]);
    // Category 3 is company 20's.
    expect(
      await fails(target.exec("update transactions set category_id = 3 where company_id = 10 and id = 1")),
    ).toBe(true);
  });

  it("rolls back with the shipped down script, and migrates again", async () => {
    const now = await counts(target);
    const down = readFileSync(join(drizzleDir, "rollback", `${NO_SET_NULL}.down.sql`), "utf8");
    await target.exec(`begin;\n${down}\ncommit;`);
    expect(await deleteActions(target)).toEqual(
      NULLABLE_LINKS.map((name) => ({ name, action: "n", set: expect.stringMatching(/_id$/) })),
    );
    expect(await target.rows("select count(*)::int as n from drizzle.__drizzle_migrations")).toEqual([
      { n: appliedBefore },
    ]);
    await target.migrate(throughFolder);
    expect(await deleteActions(target)).toEqual(
      NULLABLE_LINKS.map((name) => ({ name, action: "a", set: "" })),
    );
    expect(await counts(target)).toEqual(now);
    expect(await offendersSoFar(target.db)).toEqual([]);
  });
});
