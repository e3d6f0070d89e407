import type { VatSettings } from "@trezo/domain";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { inCompany } from "../db/scoped";
import { categoryVat, vatRates, vatSettings } from "../db/tables/vat";

/** The company's VAT as stored: its rates, its settings, the rate of each category, its VAT category. */
export interface CompanyVat {
  rates: Array<{ id: number; rateBp: number }>;
  settings: VatSettings;
  categoryRates: Map<number, number>;
  vatCategoryId: number | null;
}

/** The company's VAT as stored, or null when it never used VAT (a read that never writes: the dashboard's). */
export async function storedCompanyVat(db: Database, companyId: number): Promise<CompanyVat | null> {
  const [settings] = await db.select().from(vatSettings).where(eq(vatSettings.companyId, companyId));
  if (!settings) return null;
  const rates = await db
    .select({ id: vatRates.id, rateBp: vatRates.rateBp })
    .from(vatRates)
    .where(inCompany(vatRates, companyId))
    .orderBy(sql`${vatRates.rateBp} desc`);
  const rows = await db
    .select({
      categoryId: categoryVat.categoryId,
      rateBp: categoryVat.rateBp,
      holds: categoryVat.holdsVatPayments,
    })
    .from(categoryVat)
    .where(inCompany(categoryVat, companyId));
  const categoryRates = new Map<number, number>();
  let vatCategoryId: number | null = null;
  for (const row of rows) {
    if (row.rateBp !== null) categoryRates.set(row.categoryId, row.rateBp);
    if (row.holds) vatCategoryId = row.categoryId;
  }
  return {
    rates,
    settings: {
      regime: regimeOf(settings.regime),
      basis: settings.basis === "debits" ? "debits" : "receipts",
      dueDay: settings.dueDay,
      regimeChangedOn: settings.regimeChangedOn,
      previousRegime: settings.previousRegime === null ? null : regimeOf(settings.previousRegime),
    },
    categoryRates,
    vatCategoryId,
  };
}

function regimeOf(value: string): VatSettings["regime"] {
  return value === "quarterly" || value === "simplified" ? value : "monthly";
}
