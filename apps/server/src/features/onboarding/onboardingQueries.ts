import type { OnboardingFacts, WelcomeTexts } from "@trezo/domain";
import { and, count, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { bankConnections } from "../../db/schema";
import { cashFlowSeries, scenarios } from "../../db/tables/forecast";
import { companyWelcomeTexts, customizations, onboardingChapterMarks } from "../../db/tables/onboarding";

/** The onboarding's SQL: every company-scoped query filters on the verified company id. */

export type CustomizationKind = (typeof customizations.$inferSelect)["kind"];

/** What the chapters of a company are built from: its banks, its base series and its marks. */
export async function onboardingFacts(db: Database, companyId: number): Promise<OnboardingFacts> {
  const [banks] = await db
    .select({ total: count() })
    .from(bankConnections)
    .where(and(eq(bankConnections.companyId, companyId), eq(bankConnections.archived, false)));
  const [series] = await db
    .select({ total: count() })
    .from(cashFlowSeries)
    .innerJoin(
      scenarios,
      and(eq(scenarios.id, cashFlowSeries.scenarioId), eq(scenarios.companyId, cashFlowSeries.companyId)),
    )
    .where(and(eq(cashFlowSeries.companyId, companyId), eq(scenarios.isBase, true)));
  const marks = await db
    .select({ key: onboardingChapterMarks.conditionKey })
    .from(onboardingChapterMarks)
    .where(eq(onboardingChapterMarks.companyId, companyId));
  return {
    bankCount: banks?.total ?? 0,
    seriesCount: series?.total ?? 0,
    marked: marks.map((mark) => mark.key),
  };
}

/** Records that the company completed a chapter (again: nothing changes). */
export async function markChapter(db: Database, companyId: number, conditionKey: string): Promise<void> {
  await db.insert(onboardingChapterMarks).values({ companyId, conditionKey }).onConflictDoNothing();
}

/** The company's own welcome texts, if any. */
export async function companyWelcome(db: Database, companyId: number): Promise<WelcomeTexts | null> {
  const [row] = await db
    .select({ title: companyWelcomeTexts.title, body: companyWelcomeTexts.body })
    .from(companyWelcomeTexts)
    .where(eq(companyWelcomeTexts.companyId, companyId));
  return row ?? null;
}

/** Writes (or, with null, removes) the company's own welcome texts. */
export async function saveCompanyWelcome(
  db: Database,
  companyId: number,
  texts: WelcomeTexts | null,
  userId: number,
): Promise<void> {
  if (texts === null) {
    await db.delete(companyWelcomeTexts).where(eq(companyWelcomeTexts.companyId, companyId));
    return;
  }
  await db
    .insert(companyWelcomeTexts)
    .values({ companyId, ...texts, updatedBy: userId })
    .onConflictDoUpdate({
      target: companyWelcomeTexts.companyId,
      set: { ...texts, updatedBy: userId, updatedAt: new Date() },
    });
}

/** A partner's texts for a key (global: customisations belong to no company). */
export async function customizationOf(
  db: Database,
  kind: CustomizationKind,
  key: string,
): Promise<{ key: string; title: string; body: string } | null> {
  const [row] = await db
    .select({ key: customizations.key, title: customizations.title, body: customizations.body })
    .from(customizations)
    .where(and(eq(customizations.kind, kind), eq(customizations.key, key)));
  return row ?? null;
}

/** Writes a partner's texts for a key. */
export async function saveCustomizationRow(
  db: Database,
  kind: CustomizationKind,
  key: string,
  texts: WelcomeTexts,
): Promise<void> {
  await db
    .insert(customizations)
    .values({ kind, key, ...texts })
    .onConflictDoUpdate({
      target: [customizations.kind, customizations.key],
      set: { ...texts, updatedAt: new Date() },
    });
}
