import type { Ets, Invoice } from "@trezo/api";
import {
  type ExpectedDateRules,
  epochDayOf,
  etsForecastDate,
  etsLeftCents,
  type IsoDate,
  invoiceCashCents,
} from "@trezo/domain";
import type { BankCheckRow, EtsRow, InvoiceRow, MatchView } from "./invoiceQueries";

/** What the API shows of stored invoices, ETS, matches and checks. */

/** Days from `from` to `to` (positive when `to` is later). */
function daysBetween(from: IsoDate, to: IsoDate): number {
  return epochDayOf(to) - epochDayOf(from);
}

export function invoiceView(row: InvoiceRow, today: IsoDate): Invoice {
  const total = invoiceCashCents(row.kind, row.amountInclTaxCents);
  const left = row.status === "cancelled" || row.status === "draft" ? 0 : etsLeftCents(total, row.paidCents);
  const open = row.status === "open" || row.status === "partially_paid";
  const daysLate = open && left !== 0 ? Math.max(0, daysBetween(row.dueDate, today)) : 0;
  return {
    id: row.id,
    kind: row.kind,
    engaged: row.engaged,
    number: row.number,
    label: row.label,
    counterparty_name: row.counterpartyName,
    counterparty_siren: row.counterpartySiren,
    counterparty_siret: row.counterpartySiret,
    counterparty_iban: row.counterpartyIban,
    issue_date: row.issueDate,
    due_date: row.dueDate,
    amount_excl_tax_cents: row.amountExclTaxCents,
    vat_cents: row.vatCents,
    amount_incl_tax_cents: row.amountInclTaxCents,
    currency: row.currency,
    category_id: row.categoryId,
    category_source: row.categorySource,
    status: row.status,
    document:
      row.documentKey && row.documentName
        ? { file_name: row.documentName, content_type: row.documentType ?? "application/pdf" }
        : null,
    paid_cents: row.paidCents,
    left_cents: left,
    late: daysLate > 0,
    days_late: daysLate,
  };
}

/** The facts of an ETS's owner its view needs: its category and counterparty (for the expected date). */
export interface EtsOwnerFacts {
  categoryId: number | null;
  /** normalizeLabel of a customer's name (learned delays), "" otherwise. */
  customer: string;
  /** Cancelled or draft owners expect nothing. */
  counts: boolean;
}

export function etsView(row: EtsRow, owner: EtsOwnerFacts, rules: ExpectedDateRules, today: IsoDate): Ets {
  const left = owner.counts ? etsLeftCents(row.amountCents, row.matchedCents) : 0;
  const forecastDate = etsForecastDate(
    {
      id: String(row.id),
      source: row.invoiceId === null ? "check" : "invoice",
      categoryId: owner.categoryId === null ? null : String(owner.categoryId),
      amountCents: row.amountCents,
      matchedCents: row.matchedCents,
      expectedDate: row.expectedDate,
      normalizedCounterparty: owner.customer,
    },
    rules,
  );
  const late = left !== 0 && forecastDate < today;
  return {
    id: row.id,
    invoice_id: row.invoiceId,
    bank_check_id: row.bankCheckId,
    amount_cents: row.amountCents,
    matched_cents: row.matchedCents,
    left_cents: left,
    expected_date: row.expectedDate,
    forecast_date: late ? today : forecastDate,
    late,
    position: row.position,
  };
}

export function invoiceOwnerFacts(row: InvoiceRow): EtsOwnerFacts {
  return {
    categoryId: row.categoryId,
    customer: row.kind === "customer" ? row.normalizedCounterparty : "",
    counts: row.status === "open" || row.status === "partially_paid",
  };
}

export function checkOwnerFacts(row: BankCheckRow): EtsOwnerFacts {
  return { categoryId: row.categoryId, customer: "", counts: row.status === "pending" };
}

export function matchView(match: MatchView) {
  return {
    id: match.id,
    ets_id: match.etsId,
    transaction_id: match.transactionId,
    amount_cents: match.amountCents,
    source: match.source,
    transaction_date: match.transactionDate,
    transaction_label: match.transactionLabel,
    transaction_amount_cents: match.transactionAmountCents,
  };
}

export function bankCheckView(row: BankCheckRow, etsRow: EtsRow | undefined) {
  const matched = etsRow?.matchedCents ?? 0;
  const amount = etsRow?.amountCents ?? 0;
  return {
    id: row.id,
    direction: row.direction,
    number: row.number,
    amount_cents: row.amountCents,
    currency: row.currency,
    counterparty_name: row.counterpartyName,
    issue_date: row.issueDate,
    expected_cash_date: row.expectedCashDate,
    category_id: row.categoryId,
    status: row.status,
    comment: row.comment,
    matched_cents: matched,
    left_cents: row.status === "pending" ? etsLeftCents(amount, matched) : 0,
    ets_id: etsRow?.id ?? null,
  };
}
