import { z } from "zod";
import { classifyTransactions, companyMember, editForecast } from "../access";
import { defineCall } from "../call";
import { recategorisationJob } from "../recategorisation";
import { companyInput, companyItemInput, idSchema, nameSchema, successOutput } from "../schemas";
import { downloadedFileSchema } from "./transactions";

/**
 * Categories (spec 001 §7.2, DESIGN §6): the company's tree, income or expense at the top, depth capped
 * by maxCategoryDepth. Reading needs any access (the dashboard shows the tree); changing it needs
 * allow_classification; the forecast toggles (updateCategoryForecast) need edit_forecast, because they
 * change what the forecast counts, not how transactions are filed.
 */

export const categoryDirectionSchema = z.enum(["income", "expense"]);
export const delayUnitSchema = z.enum(["day", "week", "month"]);
const delayBoundSchema = z.object({ value: z.number().int().min(0).max(3650), unit: delayUnitSchema });

/** The payment delay window of invoices of a category (editCategoryDetails). */
export const paymentDelaySchema = z.object({ from: delayBoundSchema, to: delayBoundSchema });

/** A node of the category tree, with its children in position order. */
export interface CategoryNode {
  id: number;
  name: string;
  parent_id: number | null;
  direction: "income" | "expense";
  position: number;
  /** 1 for a top-level category. */
  depth: number;
  forecast_enabled: boolean;
  not_include_in_income_or_expense: boolean;
  payment_delay: z.infer<typeof paymentDelaySchema> | null;
  children: CategoryNode[];
}

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.object({
  id: idSchema,
  name: z.string(),
  parent_id: idSchema.nullable(),
  direction: categoryDirectionSchema,
  position: z.number().int(),
  depth: z.number().int(),
  forecast_enabled: z.boolean(),
  not_include_in_income_or_expense: z.boolean(),
  payment_delay: paymentDelaySchema.nullable(),
  get children() {
    return z.array(categoryNodeSchema);
  },
});

/** A tree to import (importCategoryTree): names, the direction of each top-level branch. */
export interface CategoryImportNode {
  name: string;
  direction?: "income" | "expense" | undefined;
  children?: CategoryImportNode[] | undefined;
}
export const categoryImportNodeSchema: z.ZodType<CategoryImportNode> = z.object({
  name: nameSchema,
  direction: categoryDirectionSchema.optional(),
  get children() {
    return z.array(categoryImportNodeSchema).max(500).optional();
  },
});

const treeOutput = z.object({ categories: z.array(categoryNodeSchema) });
const importOutput = z.object({ created: z.number().int(), categories: z.array(categoryNodeSchema) });

/** The category a call created or changed. */
const categoryOutput = z.object({ category: categoryNodeSchema });

export const getCategoryTree = defineCall({
  method: "GET",
  path: "company/{companyId}/categoryTree",
  summary:
    "The category tree (result.categories): top-level income and expense categories with their children.",
  input: companyInput,
  output: treeOutput,
  access: companyMember,
});

export const addNewCategory = defineCall({
  method: "POST",
  path: "addNewCategory",
  summary:
    "Adds a category under parentId (or at the top with a direction), within maxCategoryDepth. message 'show_complete' completes the onboarding chapter add_categories.",
  input: companyInput.extend({
    name: nameSchema,
    parentId: idSchema.nullable().default(null),
    direction: categoryDirectionSchema.optional(),
  }),
  output: z.object({ message: z.literal("show_complete"), category: categoryNodeSchema }),
  access: classifyTransactions,
});

export const editCategory = defineCall({
  method: "POST",
  path: "editCategory",
  summary:
    "Renames a category. Bad input is a 400 'Veuillez vérifier votre saisie' (the error flag of spec 001 §8).",
  input: companyInput.extend({ categoryId: idSchema, name: nameSchema }),
  output: z.object({ success: z.literal(true), error: z.literal(false) }),
  access: classifyTransactions,
});

export const editCategoryDetails = defineCall({
  method: "POST",
  path: "editCategoryDetails",
  summary: "Sets a category's name and the payment delay window of its invoices (from/to, with units).",
  input: companyInput.extend({
    categoryId: idSchema,
    id: idSchema.optional(),
    name: nameSchema.optional(),
    payment_delay: paymentDelaySchema.nullable(),
  }),
  output: categoryOutput,
  access: classifyTransactions,
});

export const removeCategory = defineCall({
  method: "POST",
  path: "removeCategory",
  summary:
    "Removes a category with its subcategories and their rules; their transactions become uncategorised (uncategorised: how many), then the remaining rules are applied again in a job (reindex).",
  input: companyItemInput("categoryId"),
  output: z.object({
    removed: z.number().int(),
    uncategorised: z.number().int(),
    jobId: z.uuid(),
  }),
  access: classifyTransactions,
  audit: "deletion",
  job: recategorisationJob,
});

export const moveCategory = defineCall({
  method: "POST",
  path: "category/parent",
  summary:
    "Moves a category (with its subcategories) under another parent, or to the top level (parentId null), at a position; within maxCategoryDepth and never under itself.",
  input: companyInput.extend({
    categoryId: idSchema,
    parentId: idSchema.nullable(),
    position: z.number().int().min(0).max(100_000).optional(),
  }),
  output: treeOutput,
  access: classifyTransactions,
});

export const reorderCategory = defineCall({
  method: "POST",
  path: "category/position",
  summary: "Moves a category to a position (0-based) among its siblings.",
  input: companyInput.extend({
    categoryId: idSchema,
    position: z.number().int().min(0).max(100_000),
  }),
  output: treeOutput,
  access: classifyTransactions,
});

export const duplicateCategory = defineCall({
  method: "POST",
  path: "duplicateCategory",
  summary: "Copies a category and its subcategories beside it, named '<name> (copie)'. Rules are not copied.",
  input: companyItemInput("categoryId"),
  output: categoryOutput,
  access: classifyTransactions,
});

export const setCategoryIncomeExpenseInclusion = defineCall({
  method: "PUT",
  path: "company/{companyId}/category/{categoryId}",
  summary:
    "Sets not_include_in_income_or_expense (internal transfers, loan principal): counted in the balance, not in income or expense.",
  input: companyInput.extend({
    categoryId: idSchema,
    not_include_in_income_or_expense: z.boolean(),
  }),
  output: successOutput,
  access: classifyTransactions,
});

export const updateCategoryForecast = defineCall({
  method: "POST",
  path: "updateCategoryForecast",
  summary: "enabledIds: every category, nested included, that keeps forecast_enabled; the others lose it.",
  input: companyInput.extend({ enabledIds: z.array(idSchema).max(10_000) }),
  output: z.object({ enabled: z.number().int(), disabled: z.number().int() }),
  access: editForecast,
  timeoutMs: 60_000,
});

export const createTemplate = defineCall({
  method: "POST",
  path: "createTemplate",
  summary: "Creates the default French SME category tree on a company that has no category yet.",
  input: companyInput,
  output: importOutput,
  access: classifyTransactions,
  timeoutMs: 10_000,
});

export const downloadCategoryTreeTemplate = defineCall({
  method: "POST",
  path: "downloadCategoryTreeTemplate",
  summary:
    "The tree as an XLSX to fill in (one row per category: direction, then one column per level); the default tree when the company has none.",
  input: companyInput,
  output: downloadedFileSchema,
  access: companyMember,
  secondaryAuth: true,
});

export const importCategoryTreeXLSX = defineCall({
  method: "POST",
  path: "importCategoryTreeXLSX",
  summary:
    "Imports a filled-in template (uploaded with uploadFileChunk, purpose categoryTree): adds the categories that are missing; a bad row is refused with its line and nothing is written.",
  input: companyInput.extend({ uploadId: z.uuid() }),
  output: importOutput,
  access: classifyTransactions,
  timeoutMs: 120_000,
});

export const importCategoryTree = defineCall({
  method: "POST",
  path: "importCategoryTree",
  summary: "Adds a tree of categories given as JSON; existing names (same path) are kept, the rest created.",
  input: companyInput.extend({ categories: z.array(categoryImportNodeSchema).min(1).max(500) }),
  output: importOutput,
  access: classifyTransactions,
});

export const categoryCalls = {
  getCategoryTree,
  addNewCategory,
  editCategory,
  editCategoryDetails,
  removeCategory,
  moveCategory,
  reorderCategory,
  duplicateCategory,
  setCategoryIncomeExpenseInclusion,
  updateCategoryForecast,
  createTemplate,
  downloadCategoryTreeTemplate,
  importCategoryTreeXLSX,
  importCategoryTree,
};
