import { FRENCH_VAT_RATES_BP } from "@trezo/domain";
import { LOCALES, translate } from "@trezo/i18n";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { categories } from "../../db/schema";
import { inCompany } from "../../db/scoped";
import { categoryVat, vatRates, vatSettings } from "../../db/tables/vat";
import { type CompanyVat, storedCompanyVat } from "../../forecast/companyVat";

export type { CompanyVat };

type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

/**
 * Creates the company's VAT on first use, in the caller's transaction: the settings row (monthly CA3 on
 * receipts, due on the 24th), the French rates, and its VAT category when one is named like the
 * template's ("TVA", "VAT", … in any locale).
 */
export async function ensureCompanyVat(db: Executor, companyId: number): Promise<void> {
  const created = await db
    .insert(vatSettings)
    .values({ companyId })
    .onConflictDoNothing()
    .returning({ companyId: vatSettings.companyId });
  if (created.length === 0) return;
  await db
    .insert(vatRates)
    .values(FRENCH_VAT_RATES_BP.map((rateBp) => ({ companyId, rateBp })))
    .onConflictDoNothing();
  const [named] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      inCompany(
        categories,
        companyId,
        inArray(sql`lower(${categories.name})`, [
          ...new Set(LOCALES.map((locale) => translate("banking.template.vat", locale).toLowerCase())),
        ]),
        eq(categories.direction, "expense"),
      ),
    )
    .orderBy(categories.id)
    .limit(1);
  if (named) await setVatCategory(db, companyId, named.id);
}

/** The company's VAT (created with the French defaults on first read). */
export async function companyVatOf(db: Database, companyId: number): Promise<CompanyVat> {
  const stored = await storedCompanyVat(db, companyId);
  if (stored) return stored;
  await db.transaction((tx) => ensureCompanyVat(tx, companyId));
  return companyVatOf(db, companyId);
}

/** Adds a rate; false when the company already has it. */
export async function addVatRate(db: Executor, companyId: number, rateBp: number): Promise<boolean> {
  const rows = await db
    .insert(vatRates)
    .values({ companyId, rateBp })
    .onConflictDoNothing()
    .returning({ id: vatRates.id });
  return rows.length > 0;
}

/** Deletes a rate and clears it from the categories that had it; false when the company has no such rate. */
export async function deleteVatRate(db: Database, companyId: number, rateId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(vatRates)
      .where(inCompany(vatRates, companyId, eq(vatRates.id, rateId)))
      .returning({ rateBp: vatRates.rateBp });
    if (!deleted) return false;
    await tx
      .update(categoryVat)
      .set({ rateBp: null })
      .where(inCompany(categoryVat, companyId, eq(categoryVat.rateBp, deleted.rateBp)));
    return true;
  });
}

/** The ids among `ids` that are categories of the company. */
export async function companyCategoryIds(
  db: Executor,
  companyId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inCompany(categories, companyId, inArray(categories.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Sets (or, with null, removes) the VAT rate of a category. */
export async function setCategoryRate(
  db: Executor,
  companyId: number,
  categoryId: number,
  rateBp: number | null,
): Promise<void> {
  await db
    .insert(categoryVat)
    .values({ companyId, categoryId, rateBp })
    .onConflictDoUpdate({ target: [categoryVat.companyId, categoryVat.categoryId], set: { rateBp } });
}

/** Makes `categoryId` (or none, with null) the category where the company's VAT payments are booked. */
export async function setVatCategory(
  db: Executor,
  companyId: number,
  categoryId: number | null,
): Promise<void> {
  await db
    .update(categoryVat)
    .set({ holdsVatPayments: false })
    .where(inCompany(categoryVat, companyId, eq(categoryVat.holdsVatPayments, true)));
  if (categoryId === null) return;
  await db
    .insert(categoryVat)
    .values({ companyId, categoryId, holdsVatPayments: true })
    .onConflictDoUpdate({
      target: [categoryVat.companyId, categoryVat.categoryId],
      set: { holdsVatPayments: true },
    });
}

/** Changes the given settings columns. */
export async function updateVatSettings(
  db: Executor,
  companyId: number,
  values: Partial<Omit<typeof vatSettings.$inferInsert, "companyId" | "updatedAt">>,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db
    .update(vatSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(vatSettings.companyId, companyId)));
}
