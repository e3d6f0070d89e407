import type { z } from "zod";
import type { CallDefinition, CallJob } from "./call";
import { adminCalls } from "./calls/admin";
import { auditTrailCalls } from "./calls/auditTrail";
import { bankingCalls } from "./calls/banking";
import { bankLinkingCalls } from "./calls/bankLinking";
import { billingCalls } from "./calls/billing";
import { brandingCalls } from "./calls/branding";
import { cashFlowSeriesCalls } from "./calls/cashFlowSeries";
import { categoryCalls } from "./calls/categories";
import { companyCalls } from "./calls/companies";
import { consolidationCalls } from "./calls/consolidation";
import { currencyCalls } from "./calls/currencies";
import { dashboardCalls } from "./calls/dashboard";
import { forecastCalls } from "./calls/forecast";
import { infrastructureCalls } from "./calls/infrastructure";
import { invoiceScreenCalls } from "./calls/invoiceScreens";
import { invoiceCalls } from "./calls/invoices";
import { manualAdjustmentCalls } from "./calls/manualAdjustments";
import { mfaCalls } from "./calls/mfa";
import { oauthCalls } from "./calls/oauth";
import { onboardingCalls } from "./calls/onboarding";
import { partnerCalls } from "./calls/partners";
import { portfolioCalls } from "./calls/portfolio";
import { profileCalls } from "./calls/profile";
import { reportCalls } from "./calls/reports";
import { ruleCalls } from "./calls/rules";
import { scenarioCalls } from "./calls/scenarios";
import { sessionCalls } from "./calls/session";
import { shellDetailsCalls } from "./calls/shellDetails";
import { statementImportCalls } from "./calls/statementImport";
import { teamCalls } from "./calls/team";
import { transactionCalls } from "./calls/transactions";
import { transferCalls } from "./calls/transfers";
import { vatCalls } from "./calls/vat";

/**
 * The contract: one entry per call, keyed by the call's name as the spec names it. The server registers
 * every entry generically and must give each a handler (its handler map is typed from this object), so
 * the contract never lists a call that the server does not do.
 */
export const contract = {
  ...sessionCalls,
  ...profileCalls,
  ...companyCalls,
  ...teamCalls,
  ...brandingCalls,
  ...shellDetailsCalls,
  ...adminCalls,
  ...auditTrailCalls,
  ...infrastructureCalls,
  ...bankingCalls,
  ...bankLinkingCalls,
  ...categoryCalls,
  ...statementImportCalls,
  ...transactionCalls,
  ...ruleCalls,
  ...scenarioCalls,
  ...cashFlowSeriesCalls,
  ...dashboardCalls,
  ...consolidationCalls,
  ...forecastCalls,
  ...manualAdjustmentCalls,
  ...invoiceCalls,
  ...invoiceScreenCalls,
  ...onboardingCalls,
  ...reportCalls,
  ...vatCalls,
  ...currencyCalls,
  ...portfolioCalls,
  ...oauthCalls,
  ...partnerCalls,
  ...transferCalls,
  ...billingCalls,
  ...mfaCalls,
} satisfies Record<string, CallDefinition>;

export type Contract = typeof contract;
export type CallName = keyof Contract;
/** What the caller passes (before zod defaults), and what the handler receives (after parsing). */
export type CallInput<N extends CallName> = z.input<Contract[N]["input"]>;
export type ParsedCallInput<N extends CallName> = z.output<Contract[N]["input"]>;
/** The call's result. */
export type CallOutput<N extends CallName> = z.output<Contract[N]["output"]>;

/** The calls that run as a job (their entry's `job`). */
export type JobCallName = {
  [N in CallName]: Contract[N]["job"] extends CallJob ? N : never;
}[CallName];
/** What a job call's job holds once it is done. */
export type CallJobResult<N extends JobCallName> = z.output<NonNullable<Contract[N]["job"]>["result"]>;

/** Every call name, in contract order. */
export const CALL_NAMES = Object.keys(contract) as CallName[];
