import { assertExpandable, categoryIdResolver, formulaForStorage, parseFormula } from "@trezo/domain";
import { type Locale, type MessageKey, translate } from "@trezo/i18n";
import { HttpError } from "../http/httpError";
import type { ForecastModel } from "./forecastModel";
import { domainSeriesOf, type SeriesRow } from "./seriesRecord";

/** The formula as typed (`[Loyer] * 1.1`) in its stored form (`#12 * 1.1`), or a 400 that says where it fails. */
export function storedFormulaOf(typed: string, model: ForecastModel, locale: Locale, path: string): string {
  const stored = formulaForStorage(typed, { categoryId: categoryIdResolver(model.categoryRows) });
  const parsed = stored.ok ? parseFormula(stored.formula) : stored;
  if (parsed.ok && stored.ok) return stored.formula;
  const error = parsed.ok ? null : parsed.error;
  if (!error) throw new Error("unreachable: a failed formula without an error");
  throw new HttpError(400, "formula_syntax", { text: formulaErrorMessage(error, locale) }, [
    { path, message: error.code },
  ]);
}

/** The message of a formula syntax error in `locale` (formulas namespace; positions counted from 1). */
export function formulaErrorMessage(
  error: { code: string; position: number; params: Readonly<Record<string, string | number>> },
  locale: Locale,
): string {
  return translate(`formulas.syntax.${error.code}` as MessageKey, locale, {
    ...error.params,
    position: error.position + 1,
  });
}

/** 400 unless the category is one of the company's. */
export function assertCompanyCategory(model: ForecastModel, categoryId: number, path: string): void {
  if (!model.categoryRows.some((row) => row.id === categoryId)) {
    throw new HttpError(400, "unknown_category", { key: "dashboard.errors.unknownCategory" }, [
      { path, message: "unknown category" },
    ]);
  }
}

/** 400 unless the engine can expand the series (count ≥ 1, delay within ten years, end after start...). */
export function assertSeriesExpandable(row: SeriesRow): void {
  try {
    assertExpandable(domainSeriesOf(row));
  } catch (error) {
    throw new HttpError(400, "invalid_series", { key: "dashboard.errors.invalidSeries" }, [
      { path: "cfs", message: error instanceof Error ? error.message : "invalid series" },
    ]);
  }
}
