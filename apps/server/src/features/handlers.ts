import type { CallHandlers } from "../http/registerContract";
import { adminHandlers } from "./admin/adminHandlers";
import { auditTrailHandlers } from "./admin/auditTrailHandlers";
import { bankingHandlers } from "./banking/bankingHandlers";
import { bankLinkingHandlers } from "./bankLinking/bankLinkingHandlers";
import { billingHandlers } from "./billing/billingHandlers";
import { brandingHandlers } from "./branding/brandingHandlers";
import { cashFlowSeriesHandlers } from "./cashFlowSeries/cashFlowSeriesHandlers";
import { categoryHandlers } from "./categories/categoryHandlers";
import { companyHandlers } from "./companies/companyHandlers";
import { consolidationHandlers } from "./consolidation/consolidationHandlers";
import { currencyHandlers } from "./currencies/currencyHandlers";
import { dashboardHandlers } from "./dashboard/dashboardHandlers";
import { forecastHandlers } from "./forecast/forecastHandlers";
import { infrastructureHandlers } from "./infrastructure/infrastructureHandlers";
import { bankCheckHandlers } from "./invoices/bankCheckHandlers";
import { eInvoiceImportHandlers } from "./invoices/einvoiceImportHandlers";
import { etsHandlers } from "./invoices/etsHandlers";
import { invoiceHandlers } from "./invoices/invoiceHandlers";
import { invoiceImportHandlers } from "./invoices/invoiceImportHandlers";
import { invoiceScreenHandlers } from "./invoices/invoiceScreenHandlers";
import { manualAdjustmentHandlers } from "./manualAdjustments/manualAdjustmentHandlers";
import { mfaHandlers } from "./mfa/mfaHandlers";
import { oauthClientHandlers } from "./oauth/oauthClientHandlers";
import { oauthHandlers } from "./oauth/oauthHandlers";
import { oidcHandlers } from "./oidc/oidcHandlers";
import { onboardingHandlers } from "./onboarding/onboardingHandlers";
import { partnerHandlers } from "./partners/partnerHandlers";
import { portfolioHandlers } from "./portfolio/portfolioHandlers";
import { templateHandlers } from "./portfolio/templateHandlers";
import { profileHandlers } from "./profile/profileHandlers";
import { reportHandlers } from "./reports/reportHandlers";
import { ruleHandlers } from "./rules/ruleHandlers";
import { scenarioHandlers } from "./scenarios/scenarioHandlers";
import { sessionHandlers } from "./session/sessionHandlers";
import { shellDetailsHandlers } from "./shellDetails/shellDetailsHandlers";
import { statementImportHandlers } from "./statementImport/statementImportHandlers";
import { teamHandlers } from "./team/teamHandlers";
import { transactionHandlers } from "./transactions/transactionHandlers";
import { transferHandlers } from "./transfers/transferHandlers";
import { vatHandlers } from "./vat/vatHandlers";

/** The server side of every contract entry. The type makes a missing handler a compile error. */
export const handlers: CallHandlers = {
  ...sessionHandlers,
  ...mfaHandlers,
  ...oidcHandlers,
  ...profileHandlers,
  ...companyHandlers,
  ...teamHandlers,
  ...brandingHandlers,
  ...shellDetailsHandlers,
  ...adminHandlers,
  ...auditTrailHandlers,
  ...infrastructureHandlers,
  ...bankingHandlers,
  ...bankLinkingHandlers,
  ...categoryHandlers,
  ...statementImportHandlers,
  ...transactionHandlers,
  ...ruleHandlers,
  ...scenarioHandlers,
  ...cashFlowSeriesHandlers,
  ...dashboardHandlers,
  ...consolidationHandlers,
  ...forecastHandlers,
  ...manualAdjustmentHandlers,
  ...invoiceHandlers,
  ...invoiceImportHandlers,
  ...eInvoiceImportHandlers,
  ...etsHandlers,
  ...bankCheckHandlers,
  ...invoiceScreenHandlers,
  ...oauthHandlers,
  ...oauthClientHandlers,
  ...partnerHandlers,
  ...onboardingHandlers,
  ...reportHandlers,
  ...vatHandlers,
  ...transferHandlers,
  ...currencyHandlers,
  ...portfolioHandlers,
  ...templateHandlers,
  ...billingHandlers,
};
