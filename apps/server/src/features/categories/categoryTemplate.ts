import type { ParsedCallInput } from "@trezo/api";

type CategoryImportNode = ParsedCallInput<"importCategoryTree">["categories"][number];

import { type Locale, translate } from "@trezo/i18n";

/**
 * The default tree of a French small company (createTemplate), named in the caller's locale. Internal
 * transfers are flagged not_include_in_income_or_expense by the handler (see TRANSFER_KEYS).
 */
const TEMPLATE = {
  income: ["sales", "fundingIn", "vatRefund", "transfersIn", "otherIncome"],
  expense: ["purchases", "payroll", "rent", "overheads", "taxes", "vat", "loans", "bankFees", "transfersOut"],
} as const;

const CHILDREN: Partial<Record<string, readonly string[]>> = {
  sales: ["salesFrance", "salesExport"],
  payroll: ["salaries", "socialCharges"],
};

/** Template entries that count in the balance but not in income or expense. */
export const TRANSFER_KEYS = new Set(["transfersIn", "transfersOut"]);

type TemplateKey = Parameters<typeof translate>[0] extends infer K ? K : never;

function nameOf(key: string, locale: Locale): string {
  return translate(`banking.template.${key}` as TemplateKey & `banking.template.${string}`, locale);
}

/** The template as an importable tree, with each node's template key for the transfer flag. */
export function defaultCategoryTree(locale: Locale): Array<CategoryImportNode & { key?: string }> {
  const node = (key: string): CategoryImportNode & { key: string } => ({
    key,
    name: nameOf(key, locale),
    children: (CHILDREN[key] ?? []).map(node),
  });
  return [
    { name: nameOf("income", locale), direction: "income", children: TEMPLATE.income.map(node) },
    { name: nameOf("expense", locale), direction: "expense", children: TEMPLATE.expense.map(node) },
  ];
}

/** Names of the template nodes that are internal transfers, in a locale. */
export function transferNames(locale: Locale): Set<string> {
  return new Set([...TRANSFER_KEYS].map((key) => nameOf(key, locale)));
}
