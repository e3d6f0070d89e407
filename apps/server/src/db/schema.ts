import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Facts about this installation that belong to no company: boot counter, demo-seed marker, settings.
 * Company-scoped tables all carry `company_id` (DESIGN §3).
 */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
