import type { CallHandlers } from "../http/registerContract";
import { adminHandlers } from "./admin/adminHandlers";
import { bankingHandlers } from "./banking/bankingHandlers";
import { brandingHandlers } from "./branding/brandingHandlers";
import { cashFlowSeriesHandlers } from "./cashFlowSeries/cashFlowSeriesHandlers";
import { categoryHandlers } from "./categories/categoryHandlers";
import { companyHandlers } from "./companies/companyHandlers";
import { dashboardHandlers } from "./dashboard/dashboardHandlers";
import { forecastHandlers } from "./forecast/forecastHandlers";
import { infrastructureHandlers } from "./infrastructure/infrastructureHandlers";
import { bankCheckHandlers } from "./invoices/bankCheckHandlers";
import { eInvoiceImportHandlers } from "./invoices/einvoiceImportHandlers";
import { etsHandlers } from "./invoices/etsHandlers";
import { invoiceHandlers } from "./invoices/invoiceHandlers";
import { invoiceImportHandlers } from "./invoices/invoiceImportHandlers";
import { manualAdjustmentHandlers } from "./manualAdjustments/manualAdjustmentHandlers";
import { onboardingHandlers } from "./onboarding/onboardingHandlers";
import { profileHandlers } from "./profile/profileHandlers";
import { ruleHandlers } from "./rules/ruleHandlers";
import { scenarioHandlers } from "./scenarios/scenarioHandlers";
import { sessionHandlers } from "./session/sessionHandlers";
import { shellDetailsHandlers } from "./shellDetails/shellDetailsHandlers";
import { statementImportHandlers } from "./statementImport/statementImportHandlers";
import { teamHandlers } from "./team/teamHandlers";
import { transactionHandlers } from "./transactions/transactionHandlers";

/** The server side of every contract entry. The type makes a missing handler a compile error. */
export const handlers: CallHandlers = {
  ...sessionHandlers,
  ...profileHandlers,
  ...companyHandlers,
  ...teamHandlers,
  ...brandingHandlers,
  ...shellDetailsHandlers,
  ...adminHandlers,
  ...infrastructureHandlers,
  ...bankingHandlers,
  ...categoryHandlers,
  ...statementImportHandlers,
  ...transactionHandlers,
  ...ruleHandlers,
  ...scenarioHandlers,
  ...cashFlowSeriesHandlers,
  ...dashboardHandlers,
  ...forecastHandlers,
  ...manualAdjustmentHandlers,
  ...invoiceHandlers,
  ...invoiceImportHandlers,
  ...eInvoiceImportHandlers,
  ...etsHandlers,
  ...bankCheckHandlers,
  ...onboardingHandlers,
};
