/**
 * Ready-made reports a French finance person expects (issue 18), built from the company's categories:
 * each template names the category roles it needs (sales, purchases, payroll), found by their names
 * (French or English words, the default tree of createTemplate included). A role found nowhere is
 * reported as missing, and the indicators that need it are left out, so the screen can say why.
 */

/** The templates, in the order the screen offers them. */
export const READY_REPORTS = [
  "grossMargin",
  "payrollRatio",
  "workingCapital",
  "burnRate",
  "cashConversion",
] as const;
export type ReadyReportKey = (typeof READY_REPORTS)[number];

/** What a template looks for among the categories. */
export type CategoryRole = "sales" | "purchases" | "payroll";

const ROLE_PATTERNS: Record<CategoryRole, { kind: "income" | "expense"; pattern: RegExp }> = {
  sales: { kind: "income", pattern: /\b(ventes?|chiffre d.affaires|sales|revenues?|prestations?)\b/iu },
  purchases: { kind: "expense", pattern: /\b(achats?|marchandises?|purchases?|sous-traitance)\b/iu },
  payroll: {
    kind: "expense",
    pattern: /\b(salaires?|personnel|masse salariale|payroll|salaries|wages|r[ée]mun[ée]rations?)\b/iu,
  },
};

export interface ReportCategory {
  id: number;
  name: string;
  parentId: number | null;
  kind: "income" | "expense";
}

/** An indicator of a template; `key` names it in the messages (`analytics.ready.indicators.<key>`). */
export interface ReadyIndicator {
  key: string;
  /** Stored form: `#id` categories, `@key` other indicators of the template (replaced by ids on insert). */
  formula: string;
  isTechnical: boolean;
}

export interface ReadyReport {
  key: ReadyReportKey;
  indicators: ReadyIndicator[];
  /** Roles no category was found for: their indicators are not in `indicators`. */
  missing: CategoryRole[];
}

/**
 * The categories playing `role`: those whose name matches and whose parent does not (a category's value
 * holds its subcategories', so a matching parent already counts its children).
 */
export function categoriesOfRole(categories: readonly ReportCategory[], role: CategoryRole): number[] {
  const { kind, pattern } = ROLE_PATTERNS[role];
  const matching = new Set(
    categories
      .filter((category) => category.kind === kind && pattern.test(category.name))
      .map((one) => one.id),
  );
  const parents = new Map(categories.map((category) => [category.id, category.parentId]));
  const hasMatchingAncestor = (id: number): boolean => {
    let parent = parents.get(id) ?? null;
    for (let depth = 0; parent !== null && depth < 100; depth += 1) {
      if (matching.has(parent)) return true;
      parent = parents.get(parent) ?? null;
    }
    return false;
  };
  return [...matching].filter((id) => !hasMatchingAncestor(id)).sort((left, right) => left - right);
}

function sumOf(ids: readonly number[]): string {
  return ids.length === 1 ? `#${ids[0]}` : `SUM(${ids.map((id) => `#${id}`).join(", ")})`;
}

/** The indicators of template `key` for these categories. */
export function readyReport(key: ReadyReportKey, categories: readonly ReportCategory[]): ReadyReport {
  const sales = categoriesOfRole(categories, "sales");
  const purchases = categoriesOfRole(categories, "purchases");
  const payroll = categoriesOfRole(categories, "payroll");
  const missing: CategoryRole[] = [];
  const need = (role: CategoryRole, ids: readonly number[]) => {
    if (ids.length === 0 && !missing.includes(role)) missing.push(role);
    return ids.length > 0;
  };
  const indicators: ReadyIndicator[] = [];
  switch (key) {
    case "grossMargin":
      if (need("sales", sales) && need("purchases", purchases)) {
        indicators.push(
          { key: "revenue", formula: sumOf(sales), isTechnical: false },
          // Expenses are negative in the dashboard: purchases shown as a positive cost.
          { key: "purchases", formula: `-${sumOf(purchases)}`, isTechnical: false },
          { key: "grossMargin", formula: "@revenue - @purchases", isTechnical: false },
          { key: "grossMarginRate", formula: "SAFE_DIV(@grossMargin, @revenue) * 100", isTechnical: false },
        );
      }
      break;
    case "payrollRatio":
      if (need("sales", sales) && need("payroll", payroll)) {
        indicators.push(
          { key: "revenue", formula: sumOf(sales), isTechnical: true },
          { key: "payroll", formula: `-${sumOf(payroll)}`, isTechnical: false },
          { key: "payrollRatio", formula: "SAFE_DIV(@payroll, @revenue) * 100", isTechnical: false },
        );
      }
      break;
    case "workingCapital":
      // DSO and DPO need the invoices' outstanding amounts, which formulas cannot read: the cash cycle is
      // approached by cash days (the end balance in days of average spending) and the collection rate.
      indicators.push(
        { key: "averageSpending", formula: "-AVGS(RANGE(expense, -2, 0))", isTechnical: true },
        { key: "cashDays", formula: "SAFE_DIV(end, @averageSpending) * 30", isTechnical: false },
      );
      if (need("sales", sales)) {
        indicators.push({
          key: "salesCollectedShare",
          formula: `SAFE_DIV(${sumOf(sales)}, income) * 100`,
          isTechnical: false,
        });
      }
      break;
    case "burnRate":
      indicators.push(
        { key: "burnRate", formula: "-AVGS(RANGE(variation, -2, 0))", isTechnical: false },
        { key: "runway", formula: "SI(@burnRate > 0, SAFE_DIV(end, @burnRate), 0)", isTechnical: false },
      );
      break;
    case "cashConversion":
      indicators.push(
        { key: "cashConversion", formula: "SAFE_DIV(variation, income) * 100", isTechnical: false },
        { key: "cumulativeVariation", formula: "CUMSUM(variation)", isTechnical: false },
      );
      break;
  }
  return { key, indicators, missing };
}
