import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migratedDatabaseForTests } from "../testing/migratedDatabase";
import type { DatabaseHandle } from "./database";
import { citusDistributionCalls, GLOBAL_TABLES, tenancyOffenders } from "./tenancy";

/**
 * The schema drift test (issue 24): reads the live schema (pg_catalog, information_schema) of the
 * embedded database, or of the PostgreSQL of DATABASE_URL under scripts/with-fresh-postgres.ts, and fails
 * with the list of offenders when a company-scoped table breaks the Citus rules or a table is neither
 * company-scoped nor declared global in tenancy.ts.
 */

const database = migratedDatabaseForTests("trezo-tenancy-");

/** Runs `work` in a transaction that is always rolled back: tables it creates never stay. */
async function rolledBack<T>(work: (db: DatabaseHandle["db"]) => Promise<T>): Promise<T> {
  let result!: T;
  await database()
    .db.transaction(async (tx) => {
      result = await work(tx);
      throw new Error("roll back");
    })
    .catch((error: Error) => {
      if (error.message !== "roll back") throw error;
    });
  return result;
}

describe("the schema's tenancy", () => {
  it("holds every company-scoped table to the Citus rules, and declares every other table global", async () => {
    const offenders = await tenancyOffenders(database().db);
    expect(
      offenders,
      `Tables breaking the tenancy rules (see src/db/tenancy.ts):\n${offenders.join("\n")}`,
    ).toEqual([]);
  });

  it("names each kind of drift, table by table", async () => {
    const offenders = await rolledBack(async (db) => {
      await db.execute(sql`create table drift_undeclared (id serial primary key, name text)`);
      await db.execute(sql`
        create table drift_scoped (
          id serial primary key,
          company_id integer references companies(id),
          code text unique
        )`);
      await db.execute(sql`
        create table drift_child (
          company_id integer not null references companies(id) on delete cascade,
          id serial,
          category_id integer,
          primary key (company_id, id),
          foreign key (company_id, category_id) references categories(company_id, id) on delete set null
        )`);
      // Even emptying only the link column: Citus refuses SET NULL on a key holding company_id.
      await db.execute(sql`
        create table drift_linked (
          company_id integer not null references companies(id) on delete cascade,
          id serial,
          scenario_id integer,
          primary key (company_id, id),
          constraint drift_linked_scenario_fk foreign key (company_id, scenario_id)
            references scenarios(company_id, id) on delete set null (scenario_id)
        )`);
      return tenancyOffenders(db);
    });
    expect(offenders).toContain(
      "drift_undeclared: no company_id, and not declared global in tenancy.ts (GLOBAL_TABLES)",
    );
    expect(offenders).toContain("drift_scoped: company_id may be null");
    expect(offenders).toContain("drift_scoped: primary key drift_scoped_pkey (id) lacks company_id");
    expect(offenders).toContain("drift_scoped: unique index drift_scoped_code_key (code) lacks company_id");
    expect(offenders).toContain("drift_scoped: drift_scoped_company_id_fkey is not ON DELETE CASCADE");
    expect(offenders).toContain(
      "drift_child: foreign key drift_child_company_id_category_id_fkey is ON DELETE SET NULL on a key holding company_id, which Citus refuses (citusdata/citus#7132): make it ON DELETE NO ACTION and empty the link in the query module that deletes the target, in the same transaction",
    );
    expect(offenders.filter((line) => line.startsWith("drift_linked:"))).toEqual([
      expect.stringMatching(
        /^drift_linked: foreign key drift_linked_scenario_fk is ON DELETE SET NULL on a key holding company_id/,
      ),
    ]);
    // Only the tables made here offend.
    expect(offenders.filter((line) => !line.startsWith("drift_"))).toEqual([]);
  });

  it("refuses a global table that references a company-scoped one", async () => {
    const offenders = await rolledBack(async (db) => {
      await db.execute(
        sql`alter table app_meta add column company_id integer, add column scenario_id integer`,
      );
      await db.execute(
        sql`alter table app_meta add foreign key (company_id, scenario_id) references scenarios(company_id, id)`,
      );
      return tenancyOffenders(db);
    });
    expect(offenders).toEqual([
      expect.stringMatching(/^app_meta: global table references the company-scoped scenarios/),
    ]);
  });

  it("is the plan the README gives for moving to Citus", async () => {
    const calls = await citusDistributionCalls(database().db);
    const readme = readFileSync(new URL("../../../../README.md", import.meta.url), "utf8");
    const block = /<!-- citus-calls -->\n```sql\n([\s\S]*?)```\n<!-- \/citus-calls -->/.exec(readme)?.[1];
    expect(block, `README.md's Citus calls must read:\n${calls.join("\n")}`).toBe(`${calls.join("\n")}\n`);
    for (const table of Object.keys(GLOBAL_TABLES)) expect(calls.join("\n")).toContain(`'${table}'`);
    // A parent is distributed before the tables that reference it.
    const position = (table: string) => calls.findIndex((call) => call.includes(`('${table}'`));
    expect(position("users")).toBeLessThan(position("companies"));
    expect(position("bank_connections")).toBeLessThan(position("bank_accounts"));
    expect(position("bank_accounts")).toBeLessThan(position("transactions"));
    expect(position("transactions")).toBeLessThan(position("attachments"));
    expect(position("backups")).toBeLessThan(position("backup_cells"));
  });
});
