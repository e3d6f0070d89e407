import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { companies, companyIdColumn, createdAt, updatedAt, userReference } from "../schema";

/**
 * Onboarding tables (issue 14, spec 000 §3–§4, spec 001 §7.7).
 *
 * - `onboarding_chapter_marks` (company-scoped, Citus-ready: keyed by company_id): the chapters a company
 *   marked completed itself (add_categories through addNewCategory, guide); the other chapters follow the
 *   company's data and are never stored.
 * - `company_welcome_texts` (company-scoped, one row per company): the company's own welcome texts.
 * - `customizations` (global, a reference table under Citus): the texts a partner writes for everyone
 *   who uses its key: the onboarding welcome (`onboarding`, read by onboarding_customization/{key} and
 *   applied to the companies whose onboarding_customization_id names the key) and the sign-up page
 *   (`signup_page`, read by marketing_customization/signup_page?key=). A partner is not a tenant: its
 *   texts belong to no company, and only support administrators write them.
 */

export const onboardingChapterMarks = pgTable(
  "onboarding_chapter_marks",
  {
    companyId: companyIdColumn(),
    conditionKey: text("condition_key").notNull(),
    // When the chapter was marked completed.
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.conditionKey] })],
);

export const companyWelcomeTexts = pgTable("company_welcome_texts", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  body: text("body").notNull(),
  updatedBy: userReference("updated_by"),
  updatedAt: updatedAt(),
});

export const customizations = pgTable(
  "customizations",
  {
    kind: text("kind", { enum: ["onboarding", "signup_page"] }).notNull(),
    key: text("key").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
);
