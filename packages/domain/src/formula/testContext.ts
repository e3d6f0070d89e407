import type { SystemValue } from "./ast";
import type { FormulaContext } from "./evaluate";
import type { FormulaScalar } from "./values";

/** A context over plain arrays, for tests and examples. */
export function contextOf(data: {
  periodCount: number;
  categories?: Record<string, number[]>;
  system?: Partial<Record<SystemValue, number[]>>;
  indicators?: Record<string, FormulaScalar[]>;
}): FormulaContext {
  return {
    periodCount: data.periodCount,
    category: (id) => data.categories?.[id],
    system: (name) => data.system?.[name],
    indicator: (id) => data.indicators?.[id],
  };
}
