import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "./schema";
import { GLOBAL_TABLES } from "./tenancy";

/**
 * Issue 24: every query on a company-scoped table filters on the verified company id, and the query
 * layer makes that the way to write one. A row is named by its key `{ companyId, id }` (`byKey`), a set
 * of rows by `inCompany(table, companyId, ...)`, a join by `sameCompany` or a condition pairing both
 * `company_id`s. This guard reads the server's source: a condition on a company-scoped table's `id`
 * (`eq(table.id, ...)`) must sit in a statement that also names that table's `companyId` (or goes
 * through `byKey`/`inCompany`/`sameCompany` for it). A bare id, which could reach another company's
 * row and would fan out to every Citus shard, fails here with its file and line.
 */

const sourceRoot = fileURLToPath(new URL("..", import.meta.url));

/** The schema's modules: schema.ts and every file of db/tables. */
async function schemaModules(): Promise<Record<string, unknown>[]> {
  const tablesDir = fileURLToPath(new URL("./tables/", import.meta.url));
  const files = readdirSync(tablesDir).filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name));
  const tables = await Promise.all(files.map((name) => import(join(tablesDir, name))));
  return [schema, ...tables];
}

/** The TypeScript names of the company-scoped tables (those with company_id, not declared global). */
function companyScopedTableNames(modules: Record<string, unknown>[]): string[] {
  return modules
    .flatMap((module) => Object.entries(module))
    .filter(([, value]) => is(value, PgTable))
    .filter(([, table]) => {
      const name = getTableName(table as PgTable);
      return !(name in GLOBAL_TABLES) && "companyId" in getTableColumns(table as PgTable);
    })
    .map(([exportName]) => exportName);
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return entry === "testing" ? [] : sourceFiles(path);
    return /\.ts$/.test(entry) && !/\.test\.ts$|\.bench\.ts$/.test(entry) ? [path] : [];
  });
}

/**
 * The statement around `index`: from the previous `;` (or a blank line) to the next one. Query
 * builders span several lines; the company condition of the same statement is what counts.
 */
function statementAround(source: string, index: number): string {
  const before = source.lastIndexOf(";", index);
  const after = source.indexOf(";", index);
  return source.slice(before === -1 ? 0 : before, after === -1 ? source.length : after);
}

/** Each `eq(<company-scoped table>.id, ...)` whose statement never names that table's company. */
export function bareIdConditions(files: readonly string[], tables: readonly string[]): string[] {
  const pattern = new RegExp(`(?:eq|inArray|ne)\\((${tables.join("|")})\\.id,`, "g");
  const offenders: string[] = [];
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(pattern)) {
      const table = match[1] ?? "";
      let statement = statementAround(source, match.index ?? 0);
      // A condition pushed onto a list (`conditions.push(inArray(t.id, ids))`) counts the list's own
      // declaration, where the company condition usually stands first.
      const list = /(\w+)\.push\(/.exec(statement)?.[1];
      const declared = list ? new RegExp(`(?:const|let) ${list}\\b[^;]*`).exec(source)?.[0] : undefined;
      if (declared) statement += declared;
      const scoped =
        statement.includes(`${table}.companyId`) ||
        new RegExp(`(inCompany|byKey|sameCompany)\\(\\s*${table}\\b`).test(statement);
      if (!scoped) {
        const line = source.slice(0, match.index).split("\n").length;
        offenders.push(`${file.slice(sourceRoot.length)}:${line}: ${match[0]} without ${table}.companyId`);
      }
    }
  }
  return offenders;
}

describe("queries on company-scoped tables", async () => {
  const tables = companyScopedTableNames(await schemaModules());

  it("knows the company-scoped tables from the schema", () => {
    expect(tables).toEqual(expect.arrayContaining(["transactions", "categories", "invoices", "ets"]));
    expect(tables).not.toContain("users");
  });

  it("never filter a company-scoped table by its id alone", () => {
    expect(bareIdConditions(sourceFiles(sourceRoot), tables)).toEqual([]);
  });

  it("would name a bare id condition with its file and line", () => {
    const file = join(sourceRoot, "db", "companyFilter.test.ts");
    // This very file holds a sample on purpose in the comment below: eq(invoices.id, invoiceId);
    expect(bareIdConditions([file], ["invoices"])).toEqual([
      expect.stringMatching(
        /^db\/companyFilter\.test\.ts:\d+: eq\(invoices\.id, without invoices\.companyId$/,
      ),
    ]);
  });
});
