/**
 * Consolidation of client companies' dashboards (spec 001 §7.5 exportDashboardConsolidationTableXLSX): a
 * group of companies owned together seen as one. Categories are matched by their path of names, amounts
 * converted to the consolidating currency, and flows between the consolidated companies (categories
 * flagged as intercompany, with everything under them) eliminated.
 *
 * Invariant (property-tested): per period, consolidated total = Σ company totals − eliminated flows, to
 * the cent, where a company's total is the sum of its top-level rows once converted.
 */

/** One row of a company's dashboard: amounts per period in cents, subcategories included. */
export interface ConsolidationInputRow {
  id: string;
  parentId: string | null;
  name: string;
  /** The category is a flow between companies of the group: eliminated with all it holds. */
  intercompany: boolean;
  values: readonly number[];
}

export interface ConsolidationCompany {
  companyId: number;
  name: string;
  currency: string;
  rows: readonly ConsolidationInputRow[];
}

/** Converts cents of one currency into the consolidating one (whole cents). */
export type CurrencyConversion = (cents: number, from: string, to: string) => number;

/** Identity for the same currency; any other pair is refused until rates are wired. */
export const sameCurrencyOnly: CurrencyConversion = (cents, from, to) => {
  if (from !== to) throw new ConsolidationCurrencyError(from, to);
  return cents;
};

export class ConsolidationCurrencyError extends Error {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super(`no conversion from ${from} to ${to}`);
  }
}

/** A row of the consolidated sheet. */
export interface ConsolidatedRow {
  /** The path of names, top-level first (as the first company spelling it wrote it). */
  path: string[];
  depth: number;
  /** Σ of the companies' rows of this path, converted, less what was eliminated under it. */
  values: number[];
  /** What was eliminated at or under this path, per period. */
  eliminated: number[];
}

export interface CompanyFigures {
  companyId: number;
  name: string;
  /** Σ of the company's top-level rows, converted, per period. */
  totals: number[];
  /** The company's converted rows, each with its path. */
  rows: Array<{ path: string[]; depth: number; values: number[]; intercompany: boolean }>;
}

export interface Consolidation {
  currency: string;
  periodCount: number;
  companies: CompanyFigures[];
  rows: ConsolidatedRow[];
  /** Σ of the consolidated top-level rows per period. */
  totals: number[];
  /** Σ of the eliminated intercompany flows per period. */
  eliminated: number[];
}

/** How paths are matched: trimmed, case and accents as written, whitespace runs folded. */
function matchKey(path: readonly string[]): string {
  return path.map((name) => name.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase()).join("\u0000");
}

function zeros(count: number): number[] {
  return Array.from({ length: count }, () => 0);
}

function addInto(target: number[], values: readonly number[], sign = 1): void {
  for (let index = 0; index < target.length; index += 1) {
    target[index] = (target[index] as number) + sign * (values[index] ?? 0);
  }
}

/** The rows of a company with their path, depth and whether an ancestor (or itself) is intercompany. */
function withPaths(company: ConsolidationCompany) {
  const byId = new Map(company.rows.map((row) => [row.id, row]));
  const resolved = new Map<string, { path: string[]; intercompanyAbove: boolean }>();
  const resolve = (
    row: ConsolidationInputRow,
    seen: Set<string>,
  ): { path: string[]; intercompanyAbove: boolean } => {
    const known = resolved.get(row.id);
    if (known) return known;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    let result: { path: string[]; intercompanyAbove: boolean };
    if (!parent || seen.has(parent.id)) result = { path: [row.name], intercompanyAbove: false };
    else {
      seen.add(row.id);
      const above = resolve(parent, seen);
      result = {
        path: [...above.path, row.name],
        intercompanyAbove: above.intercompanyAbove || parent.intercompany,
      };
    }
    resolved.set(row.id, result);
    return result;
  };
  return company.rows.map((row) => {
    const { path, intercompanyAbove } = resolve(row, new Set([row.id]));
    return { row, path, intercompanyAbove, isTopLevel: path.length === 1 };
  });
}

/**
 * Consolidates companies' dashboards over the same periods (`periodCount` amounts per row) into
 * `currency`. Rows keep the order in which their path first appears.
 */
export function consolidate(
  companies: readonly ConsolidationCompany[],
  options: { currency: string; periodCount: number; convert?: CurrencyConversion },
): Consolidation {
  const convert = options.convert ?? sameCurrencyOnly;
  const { periodCount, currency } = options;
  const rowsByKey = new Map<string, ConsolidatedRow>();
  const eliminated = zeros(periodCount);
  const figures: CompanyFigures[] = [];

  for (const company of companies) {
    const companyTotals = zeros(periodCount);
    const companyRows: CompanyFigures["rows"] = [];
    const rows = withPaths(company);
    const converted = new Map<string, number[]>();
    for (const { row } of rows) {
      converted.set(
        row.id,
        Array.from({ length: periodCount }, (_, index) =>
          convert(row.values[index] ?? 0, company.currency, currency),
        ),
      );
    }
    for (const { row, path, isTopLevel } of rows) {
      const values = converted.get(row.id) as number[];
      companyRows.push({ path, depth: path.length - 1, values, intercompany: row.intercompany });
      if (isTopLevel) addInto(companyTotals, values);
      const key = matchKey(path);
      let target = rowsByKey.get(key);
      if (!target) {
        target = { path, depth: path.length - 1, values: zeros(periodCount), eliminated: zeros(periodCount) };
        rowsByKey.set(key, target);
      }
      addInto(target.values, values);
    }
    // The topmost intercompany rows: their whole amount goes, from them and from every ancestor.
    for (const { row, path, intercompanyAbove } of rows) {
      if (!row.intercompany || intercompanyAbove) continue;
      const values = converted.get(row.id) as number[];
      addInto(eliminated, values);
      for (let length = 1; length <= path.length; length += 1) {
        const target = rowsByKey.get(matchKey(path.slice(0, length))) as ConsolidatedRow;
        addInto(target.values, values, -1);
        addInto(target.eliminated, values);
      }
    }
    figures.push({
      companyId: company.companyId,
      name: company.name,
      totals: companyTotals,
      rows: companyRows,
    });
  }
  const consolidatedRows = [...rowsByKey.values()];
  const consolidatedTotals = zeros(periodCount);
  for (const row of consolidatedRows) if (row.depth === 0) addInto(consolidatedTotals, row.values);
  return {
    currency,
    periodCount,
    companies: figures,
    rows: consolidatedRows,
    totals: consolidatedTotals,
    eliminated,
  };
}
