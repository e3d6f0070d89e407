import { sql } from "drizzle-orm";
import type { Database } from "./database";

/**
 * Which tables belong to a company and which to nobody (issue 24, DESIGN §3), and the rules that make
 * the company-scoped ones distributable by Citus on `company_id`.
 *
 * A table with a `company_id` column is company-scoped unless it is declared here: every new table is
 * either company-scoped (and then held to the rules of `tenancyOffenders`) or named in this one list,
 * with the reason and the place Citus gives it. `tenancy.test.ts` reads the live schema and fails on any
 * table that is neither, or that breaks the rules.
 */

/** Where a global table lives under Citus. */
export type GlobalPlacement =
  /** Copied to every node (`create_reference_table`): distributed tables may join it and reference it. */
  | "reference"
  /** Left on the coordinator (a Citus local table): only the coordinator reads and writes it. */
  | "coordinator";

export interface GlobalTable {
  placement: GlobalPlacement;
  why: string;
}

/** The tables that belong to no company. Every other table must be company-scoped. */
export const GLOBAL_TABLES: Readonly<Record<string, GlobalTable>> = {
  companies: {
    placement: "reference",
    why: "the tenants themselves: every company-scoped row references one, and an accounting firm's client companies reference the firm (parent_id) across tenants",
  },
  users: {
    placement: "reference",
    why: "a person signs in once and may belong to several companies; rows of every company reference users (created_by, author_id...)",
  },
  sessions: {
    placement: "reference",
    why: "per user, not per company (one session serves every company of its user); read with the user row by the query that authenticates each request",
  },
  user_tokens: {
    placement: "reference",
    why: "per user (email confirmation, password recovery), before any company is chosen",
  },
  user_totp: {
    placement: "reference",
    why: "a user's second factor (authenticator-app secret), per user and before any company is chosen",
  },
  user_recovery_codes: {
    placement: "reference",
    why: "a user's recovery codes for the second factor, per user and before any company is chosen",
  },
  oidc_login_states: {
    placement: "coordinator",
    why: "an OpenID Connect sign-in under way (state, nonce, PKCE verifier), before any user or company is known",
  },
  app_meta: {
    placement: "coordinator",
    why: "facts about the installation: boot counter, signing secret, terms",
  },
  auth_throttle: {
    placement: "coordinator",
    why: "sign-in lockout counted per address and client address, before any company is known",
  },
  rate_limit_hits: { placement: "coordinator", why: "rate-limit counters per route and client address" },
  currency_rates: {
    placement: "reference",
    why: "the European Central Bank's published reference rates, the same for every company; every company's dashboard reads them (a company's own rates are company_currency_rates)",
  },
  scheduled_runs: { placement: "coordinator", why: "one row per run of a scheduled task, across companies" },
  stored_file_chunks: {
    placement: "coordinator",
    why: "bytes of the PostgreSQL file store, named by random keys; a Citus deployment stores files in S3 instead",
  },
  audit_log: {
    placement: "coordinator",
    why: "append-only trail; company_id is optional (sign-ins, support actions belong to no company) and kept after the company is deleted",
  },
  client_logs: { placement: "coordinator", why: "browser error reports; company optional" },
  analytics_events: { placement: "coordinator", why: "page events; company optional" },
  in_app_messages: { placement: "coordinator", why: "banners written by support for every company" },
  in_app_message_dismissals: {
    placement: "coordinator",
    why: "which user closed which banner: per user, read with the banner on the coordinator",
  },
  oauth_clients: {
    placement: "reference",
    why: "applications registered by an administrator; a client asks access to any company its users choose",
  },
  oauth_models: {
    placement: "coordinator",
    why: "the OAuth provider's protocol state (interactions, sessions, grants, codes, tokens), per user and client; a grant names its one company inside its account id",
  },
  billing_invoice_counters: {
    placement: "coordinator",
    why: "the one gapless sequence of Trezo's invoice numbers per year, shared by every company (French invoicing law)",
  },
  payment_provider_events: {
    placement: "coordinator",
    why: "ids of the payment provider's events already applied, checked before the event's company is known; company optional",
  },
  sandbox_payment_objects: {
    placement: "coordinator",
    why: "the built-in sandbox payment provider's own records, standing for the provider's servers (keyed by its ids)",
  },
  customizations: {
    placement: "reference",
    why: "a partner's onboarding and sign-up texts, written by support and read by every company that names the partner",
  },
};

/**
 * The company-scoped table distributed first under Citus, that every other one is colocated with: the
 * category tree, which references no other company-scoped table and which most tables reference.
 */
export const COLOCATION_ANCHOR = "categories";

/** The table of the tenants: its `id` is every other table's `company_id`. */
export const TENANT_TABLE = "companies";

/**
 * Company-scoped tables that may go without the foreign key `company_id → companies(id)`, with why:
 * the rules still hold for their keys.
 */
export const WITHOUT_COMPANY_FOREIGN_KEY: Readonly<Record<string, string>> = {
  actual_totals:
    "derived totals that the triggers on transactions keep; the triggers write them while a company's transactions are deleted with the company",
};

interface Constraint {
  table: string;
  name: string;
  type: "p" | "f";
  columns: string[];
  target: string | null;
  targetColumns: string[];
  /** pg_constraint.confdeltype: a no action, r restrict, c cascade, n set null, d set default. */
  onDelete: string;
  /** The columns that SET NULL / SET DEFAULT empty (PostgreSQL 15), or none: every column. */
  setColumns: string[];
}

interface SchemaFacts {
  tables: string[];
  /** table → column → not null */
  columns: Map<string, Map<string, boolean>>;
  constraints: Constraint[];
  uniqueIndexes: { table: string; name: string; columns: string[] }[];
}

/** What reading the schema needs of a database: raw statements, on either driver (PGlite, node-postgres). */
export type SchemaReader = Pick<Database, "execute">;

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** The tables, columns, keys and unique indexes of the `public` schema, as PostgreSQL holds them. */
async function readSchema(db: SchemaReader): Promise<SchemaFacts> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`),
  ).map((row) => row.name);
  const columns = new Map<string, Map<string, boolean>>();
  for (const row of rowsOf<{ table_name: string; column_name: string; is_nullable: string }>(
    await db.execute(sql`
      select table_name, column_name, is_nullable from information_schema.columns
      where table_schema = 'public'`),
  )) {
    const table = columns.get(row.table_name) ?? new Map<string, boolean>();
    table.set(row.column_name, row.is_nullable === "NO");
    columns.set(row.table_name, table);
  }
  const constraints = rowsOf<{
    table: string;
    name: string;
    type: "p" | "f";
    columns: string[] | string;
    target: string | null;
    target_columns: string[] | string | null;
    on_delete: string;
    set_columns: string[] | string | null;
  }>(
    await db.execute(sql`
      select t.relname as table, k.conname as name, k.contype as type,
        array(select a.attname::text from unnest(k.conkey) with ordinality u(n, o)
          join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.o) as columns,
        f.relname as target,
        array(select a.attname::text from unnest(k.confkey) with ordinality u(n, o)
          join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.o) as target_columns,
        k.confdeltype::text as on_delete,
        array(select a.attname::text from unnest(k.confdelsetcols) u(n)
          join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n) as set_columns
      from pg_constraint k
      join pg_class t on t.oid = k.conrelid
      join pg_namespace n on n.oid = t.relnamespace
      left join pg_class f on f.oid = k.confrelid
      where n.nspname = 'public' and k.contype in ('p', 'f')
      order by t.relname, k.conname`),
  ).map((row) => ({
    table: row.table,
    name: row.name,
    type: row.type,
    columns: pgArray(row.columns),
    target: row.target,
    targetColumns: pgArray(row.target_columns),
    onDelete: row.on_delete,
    setColumns: pgArray(row.set_columns),
  }));
  const uniqueIndexes = rowsOf<{ table: string; name: string; columns: string[] | string }>(
    await db.execute(sql`
      select t.relname as table, i.relname as name,
        array(select coalesce(a.attname::text, '(expression)') from unnest(x.indkey[0:x.indnkeyatts - 1]) u(n)
          left join pg_attribute a on a.attrelid = x.indrelid and a.attnum = u.n) as columns
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public' and x.indisunique and not x.indisprimary
      order by t.relname, i.relname`),
  ).map((row) => ({ table: row.table, name: row.name, columns: pgArray(row.columns) }));
  return { tables, columns, constraints, uniqueIndexes };
}

/** A text[] as node-postgres (an array) or PGlite (an array, or `{a,b}` text) answers it. */
function pgArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, "");
  return inner === "" ? [] : inner.split(",").map((item) => item.replace(/^"|"$/g, ""));
}

/** Whether `table` is company-scoped in this schema: not declared global, and it has company_id. */
function isCompanyScoped(facts: SchemaFacts, table: string): boolean {
  return !(table in GLOBAL_TABLES) && facts.columns.get(table)?.has("company_id") === true;
}

/**
 * What breaks the tenancy rules in the live schema, one line per offence (empty: none). A company-scoped
 * table must have `company_id not null` referencing companies (on delete cascade); its primary key and
 * every unique index hold `company_id`; every foreign key to another company-scoped table is composite
 * and pairs `company_id` with `company_id`, and is never ON DELETE SET NULL / SET DEFAULT (Citus refuses
 * them on a key holding the distribution column, citusdata/citus#7132). A global
 * table references no company-scoped table. Every table is one or the other.
 */
export async function tenancyOffenders(db: SchemaReader): Promise<string[]> {
  const facts = await readSchema(db);
  const offences: string[] = [];
  for (const declared of Object.keys(GLOBAL_TABLES)) {
    if (!facts.tables.includes(declared))
      offences.push(`${declared}: declared global in tenancy.ts but not in the schema`);
  }
  for (const table of facts.tables) {
    const own = facts.constraints.filter((constraint) => constraint.table === table);
    const foreignKeys = own.filter((constraint) => constraint.type === "f");
    if (table in GLOBAL_TABLES) {
      for (const key of foreignKeys) {
        if (key.target && isCompanyScoped(facts, key.target))
          offences.push(
            `${table}: global table references the company-scoped ${key.target} (${key.name}); Citus cannot keep it`,
          );
      }
      continue;
    }
    const columns = facts.columns.get(table) ?? new Map<string, boolean>();
    if (!columns.has("company_id")) {
      offences.push(`${table}: no company_id, and not declared global in tenancy.ts (GLOBAL_TABLES)`);
      continue;
    }
    if (!columns.get("company_id")) offences.push(`${table}: company_id may be null`);
    const primaryKey = own.find((constraint) => constraint.type === "p");
    if (!primaryKey) offences.push(`${table}: no primary key`);
    else if (!primaryKey.columns.includes("company_id"))
      offences.push(
        `${table}: primary key ${primaryKey.name} (${primaryKey.columns.join(", ")}) lacks company_id`,
      );
    for (const index of facts.uniqueIndexes.filter((unique) => unique.table === table)) {
      if (!index.columns.includes("company_id"))
        offences.push(`${table}: unique index ${index.name} (${index.columns.join(", ")}) lacks company_id`);
    }
    const companyKey = foreignKeys.find(
      (key) =>
        key.target === TENANT_TABLE &&
        key.columns.length === 1 &&
        key.columns[0] === "company_id" &&
        key.targetColumns[0] === "id",
    );
    if (!companyKey && !(table in WITHOUT_COMPANY_FOREIGN_KEY))
      offences.push(`${table}: company_id does not reference companies(id)`);
    else if (companyKey && companyKey.onDelete !== "c")
      offences.push(`${table}: ${companyKey.name} is not ON DELETE CASCADE`);
    for (const key of foreignKeys) {
      if (!key.target || !isCompanyScoped(facts, key.target)) continue;
      const at = key.columns.indexOf("company_id");
      if (at < 0 || key.targetColumns[at] !== "company_id") {
        offences.push(
          `${table}: foreign key ${key.name} (${key.columns.join(", ")}) → ${key.target} (${key.targetColumns.join(", ")}) does not pair company_id with company_id`,
        );
        continue;
      }
      // Citus refuses SET NULL / SET DEFAULT on a key holding the distribution column, even with a column
      // list (citusdata/citus#7132): the query module deleting the target empties the link instead.
      if (key.onDelete === "n" || key.onDelete === "d")
        offences.push(
          `${table}: foreign key ${key.name} is ON DELETE SET ${key.onDelete === "n" ? "NULL" : "DEFAULT"} on a key holding company_id, which Citus refuses (citusdata/citus#7132): make it ON DELETE NO ACTION and empty the link in the query module that deletes the target, in the same transaction`,
        );
    }
  }
  return offences;
}

/**
 * The Citus calls that distribute this schema, in an order Citus accepts: reference tables first (a
 * referenced table before the tables that reference it), then the company-scoped tables by `company_id`,
 * each parent before its children, all colocated with the first, and the coordinator's tables last.
 */
export async function citusDistributionCalls(db: SchemaReader): Promise<string[]> {
  const facts = await readSchema(db);
  const references = (table: string) =>
    facts.constraints
      .filter(
        (constraint) => constraint.type === "f" && constraint.table === table && constraint.target !== table,
      )
      .map((constraint) => constraint.target as string);
  const ordered = (tables: string[], first?: string) => {
    const done: string[] = [];
    const visit = (table: string, path: Set<string>) => {
      if (done.includes(table) || path.has(table) || !tables.includes(table)) return;
      path.add(table);
      for (const target of references(table).sort()) visit(target, path);
      done.push(table);
    };
    if (first) visit(first, new Set());
    for (const table of [...tables].sort()) visit(table, new Set());
    return done;
  };
  const referenceTables = Object.entries(GLOBAL_TABLES)
    .filter(([, declared]) => declared.placement === "reference")
    .map(([table]) => table);
  const coordinatorTables = Object.entries(GLOBAL_TABLES)
    .filter(([, declared]) => declared.placement === "coordinator")
    .map(([table]) => table)
    .sort();
  const distributed = ordered(
    facts.tables.filter((table) => isCompanyScoped(facts, table)),
    COLOCATION_ANCHOR,
  );
  const first = distributed[0];
  return [
    ...ordered(referenceTables).map((table) => `select create_reference_table('${table}');`),
    ...distributed.map((table) =>
      table === first
        ? `select create_distributed_table('${table}', 'company_id');`
        : `select create_distributed_table('${table}', 'company_id', colocate_with => '${first}');`,
    ),
    ...coordinatorTables.map((table) => `select citus_add_local_table_to_metadata('${table}');`),
  ];
}
