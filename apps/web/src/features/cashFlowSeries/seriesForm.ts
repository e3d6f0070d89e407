/**
 * The cash-flow series editor's form: its values as the fields hold them, the zod schema that checks
 * them (with the user's messages) and turns them into what create_cfs / update_cfs take, and the
 * values of an existing series. Pure, so that the rules are tested in Node.
 */
import type { CallInput, CallOutput } from "@trezo/api";
import { FREQUENCIES, type Frequency, formatPaymentTerms, parsePaymentTerms } from "@trezo/domain";
import { z } from "zod";

/** What the fields hold. Rates are typed in percent, the amount in cents (MoneyField). */
export interface SeriesFormValues {
  category_id: string | null;
  label: string;
  amount_kind: "fixed" | "formula";
  amount_cents: number | null;
  formula: string;
  frequency: Frequency;
  start: string | null;
  end_kind: "never" | "end" | "count";
  end: string | null;
  count: number | null;
  growth_percent: number | null;
  vat_percent: number | null;
  /** Payment terms as typed ("30 jours", "45 jours fin de mois", "fin de mois le 10"; empty: on the date). */
  payment_terms: string;
  /** Event group of the change, in a scenario other than the base ("" for none). */
  group_id: string;
  description: string;
  displayed: boolean;
}

export type SeriesFields = CallInput<"create_cfs">["cfs"];
/** A series as the server answers it. */
export type SeriesOutput = CallOutput<"get_cfs_list">["cfs_list"][number];

/** What a valid form gives: the series' fields and what is saved beside them. */
export interface SeriesFormOutput {
  cfs: SeriesFields & { amount_cents: number | null; formula: string | null };
  group_id: string | null;
  description: string;
  displayed: boolean;
}

/** The sentences of the schema's errors, in the user's locale. */
export interface SeriesFormMessages {
  required: string;
  categoryRequired: string;
  amountRequired: string;
  amountZero: string;
  formulaRequired: string;
  endBeforeStart: string;
  countInvalid: string;
  growthInvalid: string;
  vatInvalid: string;
  /** Payment terms that parsePaymentTerms does not read. */
  delayInvalid: string;
  groupInvalid: string;
}

/** Percent (2 decimals at most) to basis points. */
export function basisPointsOf(percent: number): number {
  return Math.round(percent * 100);
}

const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

/** The schema of the editor's form, with `messages` as its errors. */
export function seriesFormSchema(messages: SeriesFormMessages) {
  return z
    .object({
      category_id: z.string().nullable(),
      label: z.string().max(200),
      amount_kind: z.enum(["fixed", "formula"]),
      amount_cents: z.number().int().nullable(),
      formula: z.string().max(2_000),
      frequency: z.enum(FREQUENCIES),
      start: z.string().nullable(),
      end_kind: z.enum(["never", "end", "count"]),
      end: z.string().nullable(),
      count: z.number().nullable(),
      growth_percent: z.number().nullable(),
      vat_percent: z.number().nullable(),
      payment_terms: z.string().max(100),
      group_id: z.string().max(64),
      description: z.string().max(5_000),
      displayed: z.boolean(),
    })
    .superRefine((values, context) => {
      const issue = (path: keyof SeriesFormValues, message: string) =>
        context.addIssue({ code: "custom", path: [path], message });
      if (!values.category_id) issue("category_id", messages.categoryRequired);
      if (values.amount_kind === "fixed") {
        if (values.amount_cents === null) issue("amount_cents", messages.amountRequired);
        else if (values.amount_cents === 0) issue("amount_cents", messages.amountZero);
      } else if (values.formula.trim() === "") issue("formula", messages.formulaRequired);
      if (!values.start) issue("start", messages.required);
      const once = values.frequency === "once";
      if (!once && values.end_kind === "end") {
        if (!values.end) issue("end", messages.required);
        else if (values.start && values.end < values.start) issue("end", messages.endBeforeStart);
      }
      if (!once && values.end_kind === "count") {
        const count = values.count;
        if (count === null || !Number.isInteger(count) || count < 1 || count > 10_000)
          issue("count", messages.countInvalid);
      }
      const growth = values.growth_percent;
      if (growth !== null && (growth < -100 || growth > 1_000 || !hasTwoDecimalsAtMost(growth)))
        issue("growth_percent", messages.growthInvalid);
      const vat = values.vat_percent;
      if (vat !== null && (vat < 0 || vat > 100 || !hasTwoDecimalsAtMost(vat)))
        issue("vat_percent", messages.vatInvalid);
      if (parsePaymentTerms(values.payment_terms) === null) issue("payment_terms", messages.delayInvalid);
      if (values.group_id.trim().length > 64) issue("group_id", messages.groupInvalid);
    })
    .transform((values): SeriesFormOutput => {
      const once = values.frequency === "once";
      const fixed = values.amount_kind === "fixed";
      const terms = parsePaymentTerms(values.payment_terms) ?? {
        days: 0,
        endOfMonth: false,
        dayOfMonth: null,
      };
      return {
        cfs: {
          category_id: Number(values.category_id),
          label: values.label.trim(),
          amount_cents: fixed ? values.amount_cents : null,
          formula: fixed ? null : values.formula.trim(),
          frequency: values.frequency,
          start: values.start ?? "",
          end: !once && values.end_kind === "end" ? values.end : null,
          count: !once && values.end_kind === "count" ? values.count : null,
          // Growth does not apply to a formula (the formula says how the amount moves) nor to a one-off.
          growth_rate_bp:
            fixed && !once && values.growth_percent !== null && values.growth_percent !== 0
              ? basisPointsOf(values.growth_percent)
              : null,
          vat_rate_bp:
            values.vat_percent !== null && values.vat_percent !== 0
              ? basisPointsOf(values.vat_percent)
              : null,
          payment_delay_days: terms.days,
          payment_end_of_month: terms.endOfMonth,
          payment_day_of_month: terms.dayOfMonth,
        },
        group_id: values.group_id.trim() === "" ? null : values.group_id.trim(),
        description: values.description,
        displayed: values.displayed,
      };
    });
}

/** The values of a new series: monthly from `start`, of `categoryId` when known. */
export function newSeriesValues(start: string, categoryId: number | null = null): SeriesFormValues {
  return {
    category_id: categoryId === null ? null : String(categoryId),
    label: "",
    amount_kind: "fixed",
    amount_cents: null,
    formula: "",
    frequency: "monthly",
    start,
    end_kind: "never",
    end: null,
    count: null,
    growth_percent: null,
    vat_percent: null,
    payment_terms: "",
    group_id: "",
    description: "",
    displayed: true,
  };
}

/** The values of an existing series (and of the event group it is in, in a scenario). */
export function seriesValuesOf(series: SeriesOutput, groupId: string | null = null): SeriesFormValues {
  return {
    category_id: String(series.category_id),
    label: series.label,
    amount_kind: series.formula === null ? "fixed" : "formula",
    amount_cents: series.amount_cents,
    formula: series.formula ?? "",
    frequency: series.frequency,
    start: series.start,
    end_kind: series.end !== null ? "end" : series.count !== null ? "count" : "never",
    end: series.end,
    count: series.count,
    growth_percent: series.growth_rate_bp === null ? null : series.growth_rate_bp / 100,
    vat_percent: series.vat_rate_bp === null ? null : series.vat_rate_bp / 100,
    payment_terms: termsTextOf(series),
    group_id: groupId ?? "",
    description: series.description,
    displayed: series.displayed,
  };
}

/**
 * The fields of `next` that differ from `current`, for update_cfs (which changes only the fields it is
 * given): an unchanged series gives an empty patch.
 */
export function seriesPatch(current: SeriesOutput, next: SeriesFormOutput["cfs"]): Partial<SeriesFields> {
  const patch: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (current[key as keyof SeriesOutput] !== value) patch[key] = value;
  }
  return patch as Partial<SeriesFields>;
}

/** A series' payment terms as the field shows them: empty when paid on the date, else "45 jours fin de mois". */
export function termsTextOf(
  series: Pick<SeriesOutput, "payment_delay_days" | "payment_end_of_month" | "payment_day_of_month">,
): string {
  if (series.payment_delay_days === 0 && !series.payment_end_of_month) return "";
  return formatPaymentTerms({
    days: series.payment_delay_days,
    endOfMonth: series.payment_end_of_month,
    dayOfMonth: series.payment_end_of_month ? series.payment_day_of_month : null,
  });
}
