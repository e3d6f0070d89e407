import type { AllocationProblem, InstalmentPlanProblem, InstalmentProblem } from "@trezo/domain";
import type { CompanyAccess } from "../../auth/companyAccess";
import { DomainError } from "../../errors/domainError";

/** The typed failures of invoices, checks and ETS, each with its localised message. */
export const invoiceErrors = {
  moduleDisabled: () =>
    new DomainError("forbidden", "module_disabled", { key: "invoices.errors.moduleDisabled" }),
  checksDisabled: () =>
    new DomainError("forbidden", "module_disabled", { key: "invoices.errors.checksDisabled" }),
  duplicateInvoice: () =>
    new DomainError("conflict", "duplicate_invoice", { key: "invoices.errors.duplicateInvoice" }, [
      { path: "invoice.number", message: "duplicate" },
    ]),
  duplicateCheck: () =>
    new DomainError("conflict", "duplicate_check", { key: "invoices.errors.duplicateCheck" }, [
      { path: "bank_check.number", message: "duplicate" },
    ]),
  amountsDontAddUp: (prefix: string) =>
    new DomainError("invalid", "amounts_dont_add_up", { key: "invoices.errors.amountsDontAddUp" }, [
      { path: `${prefix}.amount_incl_tax_cents`, message: "amountsDontAddUp" },
    ]),
  dueBeforeIssue: (prefix: string) =>
    new DomainError("invalid", "due_before_issue", { key: "invoices.errors.dueBeforeIssue" }, [
      { path: `${prefix}.due_date`, message: "dueBeforeIssue" },
    ]),
  unknownCategory: (path: string) =>
    new DomainError("invalid", "invalid_input", { key: "errors.checkInput" }, [
      { path, message: "missingCategory" },
    ]),
  allocation: (problem: AllocationProblem) =>
    new DomainError(problem === "sign_mismatch" ? "invalid" : "conflict", problem, {
      key:
        problem === "sign_mismatch"
          ? "invoices.errors.signMismatch"
          : problem === "exceeds_transaction"
            ? "invoices.errors.exceedsTransaction"
            : "invoices.errors.exceedsEts",
    }),
  instalment: (problem: InstalmentProblem) =>
    new DomainError(problem === "sign_mismatch" ? "invalid" : "conflict", problem, {
      key: {
        sign_mismatch: "invoices.errors.signMismatch",
        no_room: "invoices.errors.noRoom",
        below_matched: "invoices.errors.belowMatched",
        last_instalment: "invoices.errors.lastInstalment",
      }[problem] as "invoices.errors.noRoom",
    }),
  instalmentPlan: (problem: InstalmentPlanProblem) =>
    problem === "below_matched"
      ? new DomainError("conflict", problem, { key: "invoices.errors.belowMatched" })
      : problem === "sign_mismatch"
        ? new DomainError("invalid", problem, { key: "invoices.errors.signMismatch" })
        : new DomainError("invalid", problem, { key: "invoices.errors.instalmentsDontAddUp" }, [
            { path: "instalments", message: problem },
          ]),
  paidMoreThanTotal: () =>
    new DomainError("conflict", "paid_more_than_total", { key: "invoices.errors.paidMoreThanTotal" }),
  checkHasOneEts: () =>
    new DomainError("conflict", "check_has_one_ets", { key: "invoices.errors.checkHasOneEts" }),
  notPdf: () => new DomainError("unsupported_media", "not_pdf", { key: "invoices.errors.notPdf" }),
};

/** 403 `module_disabled` unless the company's invoices module is on (spec 000 §6: invoices_allowed). */
export function requireInvoicesModule(company: CompanyAccess): void {
  if (!company.company.invoicesAllowed) throw invoiceErrors.moduleDisabled();
}

/** 403 `module_disabled` unless the company's checks module is on (checks_allowed). */
export function requireChecksModule(company: CompanyAccess): void {
  if (!company.company.checksAllowed) throw invoiceErrors.checksDisabled();
}
