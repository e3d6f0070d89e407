import { periodOf } from "@trezo/domain";
import ExcelJS from "exceljs";
import { bankAccounts, bankConnections, categories, transactions } from "../db/schema";
import type { RunningServer } from "../server";
import { createTestCompany, createTestUser, type TestUser } from "../testing/apiTestClient";
import { companyToday } from "./companyToday";
import { shiftMonths } from "./dashboardWindow";

/** The month `offset` months after the company's current month (0 is this month), as a period. */
export function monthFromNow(offset: number) {
  return periodOf(shiftMonths(periodOf(companyToday(), "month").start, offset), "month");
}

/** The rent of the forecast company as a create_cfs series: 1,200.00 a month from `start`. */
export function monthlyRentSeries(rentCategoryId: number, start: string) {
  return { category_id: rentCategoryId, label: "Loyer", amount_cents: -120_000, frequency: "monthly", start };
}

/** The workbook that an answer carries in `content_base64`, and its first sheet, loaded with ExcelJS. */
export async function workbookOf(answer: { body: Record<string, unknown> }) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Uint8Array.from(Buffer.from(String(answer.body.content_base64), "base64")).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  return { workbook, sheet };
}

/** A company for forecast tests: its owner, one account, and a small category tree. */
export interface ForecastCompany {
  owner: TestUser;
  companyId: number;
  accountId: number;
  /** Top-level "Ventes" (income) with "Ventes France"; "Charges" (expense) with "Loyer" and "Salaires"; "Virements internes" (expense, outside income and expense). */
  category: {
    sales: number;
    salesFrance: number;
    costs: number;
    rent: number;
    salaries: number;
    transfers: number;
  };
}

/** Creates a standalone company owned by a new user, straight in the database. */
export async function createForecastCompany(
  server: RunningServer,
  options: { balanceCents?: bigint; parentId?: number } = {},
): Promise<ForecastCompany> {
  const owner = await createTestUser(server);
  const companyId = await createTestCompany(
    server,
    owner.id,
    options.parentId === undefined ? {} : { parentId: options.parentId },
  );
  const db = server.services.db;
  const [connection] = await db
    .insert(bankConnections)
    .values({ companyId, name: "Banque Populaire" })
    .returning();
  if (!connection) throw new Error("connection insert failed");
  const [account] = await db
    .insert(bankAccounts)
    .values({
      companyId,
      connectionId: connection.id,
      name: "Compte courant",
      balanceCents: options.balanceCents ?? 0n,
    })
    .returning();
  if (!account) throw new Error("account insert failed");
  const insertCategory = async (
    name: string,
    direction: string,
    parentId: number | null,
    position: number,
    outside = false,
  ) => {
    const [row] = await db
      .insert(categories)
      .values({ companyId, name, direction, parentId, position, notIncludeInIncomeOrExpense: outside })
      .returning({ id: categories.id });
    if (!row) throw new Error("category insert failed");
    return row.id;
  };
  const sales = await insertCategory("Ventes", "income", null, 0);
  const salesFrance = await insertCategory("Ventes France", "income", sales, 0);
  const costs = await insertCategory("Charges", "expense", null, 1);
  const rent = await insertCategory("Loyer", "expense", costs, 0);
  const salaries = await insertCategory("Salaires", "expense", costs, 1);
  const transfers = await insertCategory("Virements internes", "expense", null, 2, true);
  return {
    owner,
    companyId,
    accountId: account.id,
    category: { sales, salesFrance, costs, rent, salaries, transfers },
  };
}

/** Inserts bank transactions of the company's account. */
export async function insertTransactions(
  server: RunningServer,
  company: ForecastCompany,
  lines: ReadonlyArray<{ on: string; cents: number; categoryId: number | null; label?: string }>,
): Promise<number[]> {
  if (lines.length === 0) return [];
  const rows = await server.services.db
    .insert(transactions)
    .values(
      lines.map((line, index) => ({
        companyId: company.companyId,
        accountId: company.accountId,
        bookedOn: line.on,
        amountCents: BigInt(line.cents),
        label: line.label ?? `Opération ${index + 1}`,
        categoryId: line.categoryId,
      })),
    )
    .returning({ id: transactions.id });
  return rows.map((row) => row.id);
}
