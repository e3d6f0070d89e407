import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { companyPrimaryKey, companyScopedRow, createdAt, userReference } from "../schema";

/**
 * The accounting firm's console (issue 16): category plan templates a firm keeps (company_id is the
 * firm's) to start a new client file from. `nodes` is the tree as importCategoryTree reads it.
 */
export const categoryPlanTemplates = pgTable(
  "category_plan_templates",
  {
    ...companyScopedRow(),
    name: text("name").notNull(),
    nodes: jsonb("nodes").notNull(),
    createdBy: userReference("created_by"),
    createdAt: createdAt(),
  },
  (table) => [companyPrimaryKey(table), index("category_plan_templates_company_idx").on(table.companyId)],
);
