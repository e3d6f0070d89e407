import type { CallOutput } from "@trezo/api";
import {
  type Consolidation,
  type ConsolidationCompany,
  ConsolidationCurrencyError,
  consolidate,
  type Granularity,
  type IsoDate,
} from "@trezo/domain";
import type { Locale } from "@trezo/i18n";
import type { CompanyRow } from "../../auth/companyAccess";
import type { Database } from "../../db/database";
import { DomainError } from "../../errors/domainError";
import {
  type CompanyDashboardInput,
  computeFromInput,
  loadCompanyDashboardInput,
  rowNameOf,
} from "../dashboard/chartData";

export interface ConsolidationQuery {
  granularity: Granularity;
  from?: IsoDate | undefined;
  to?: IsoDate | undefined;
  currency: string;
}

/** What a consolidation is computed from: each client's dashboard input, read with SQL. */
export interface ConsolidationInput {
  query: ConsolidationQuery;
  clients: Array<{ company: CompanyRow; loaded: CompanyDashboardInput }>;
}

/** Reads every client's dashboard input (base scenario, no backup): a bad range is a 4xx here. */
export async function loadConsolidationInput(
  db: Database,
  clients: readonly CompanyRow[],
  query: ConsolidationQuery,
): Promise<ConsolidationInput> {
  const loaded = [];
  for (const company of clients) {
    loaded.push({
      company,
      loaded: await loadCompanyDashboardInput(db, company, {
        granularity: query.granularity,
        from: query.from,
        to: query.to,
        backupId: null,
      }),
    });
  }
  return { query, clients: loaded };
}

/** A computed consolidation with its periods. */
export interface ComputedConsolidation {
  consolidation: Consolidation;
  periods: Array<{ key: string; start: IsoDate; end: IsoDate }>;
}

/**
 * Computes each client's dashboard (pure) and consolidates their shown amounts: categories matched by
 * path, intercompany categories eliminated. `onCompany` is told after each company.
 */
export async function computeConsolidation(
  input: ConsolidationInput,
  locale: Locale,
  onCompany?: (done: number) => Promise<void>,
): Promise<ComputedConsolidation> {
  const companies: ConsolidationCompany[] = [];
  let periods: ComputedConsolidation["periods"] = [];
  for (const [index, { company, loaded }] of input.clients.entries()) {
    const { model, dashboard } = computeFromInput(loaded);
    periods = dashboard.periods.map((period) => ({ key: period.key, start: period.start, end: period.end }));
    const intercompany = new Set(
      model.categoryRows.filter((row) => row.intercompany).map((row) => String(row.id)),
    );
    companies.push({
      companyId: company.id,
      name: company.name,
      currency: company.defaultCurrency,
      rows: (dashboard.scenarios[0]?.rows ?? []).map((row) => ({
        id: row.id,
        parentId: row.parentId,
        name: rowNameOf(model, row.id, locale),
        intercompany: intercompany.has(row.id),
        values: row.shown,
      })),
    });
    await onCompany?.((index + 1) / input.clients.length);
  }
  try {
    const consolidation = consolidate(companies, {
      currency: input.query.currency,
      periodCount: periods.length,
    });
    return { consolidation, periods };
  } catch (error) {
    if (error instanceof ConsolidationCurrencyError)
      throw new DomainError("invalid", "currency_not_convertible", { key: "firm.consolidation.noRate" });
    throw error;
  }
}

/** The consolidation as getConsolidation answers it. */
export function consolidationOutput(computed: ComputedConsolidation): CallOutput<"getConsolidation"> {
  const { consolidation, periods } = computed;
  return {
    currency: consolidation.currency,
    periods,
    companies: consolidation.companies.map((company) => ({
      company_id: company.companyId,
      name: company.name,
      totals: company.totals,
    })),
    rows: consolidation.rows.map((row) => ({
      path: row.path,
      depth: row.depth,
      values: row.values,
      eliminated: row.eliminated,
    })),
    totals: consolidation.totals,
    eliminated: consolidation.eliminated,
  };
}
