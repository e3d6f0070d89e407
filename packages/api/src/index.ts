export {
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  type ClientCallInput,
  createApiClient,
  PRETENDED_USER_TOKEN_HEADER,
  prepareRequest,
  SECONDARY_AUTH_TOKEN_HEADER,
  SESSION_EXPIRED_CODES,
} from "./client/apiClient";
export {
  type ClientErrorKind,
  installClientErrorLogging,
  reportClientError,
} from "./client/clientErrorLogging";
export {
  API_BASE_PATH,
  ApiError,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_TIMEOUT_RETRIES,
  GENERIC_ERROR_MESSAGE,
  type RequestOptions,
  requestJson,
  TIMEOUT_MESSAGE,
} from "./client/request";
export {
  type CallAccess,
  type CallAuditKind,
  type CallDefinition,
  type CallJob,
  defineCall,
  type HttpMethod,
  pathParamsOf,
} from "./contract/call";
export {
  AUDIT_ACTIONS,
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_PAGE_SIZE,
  type AuditActionName,
  type AuditEntryView,
} from "./contract/calls/auditTrail";
export {
  BANK_CONNECTION_STATUSES,
  BANK_PRODUCTS,
  BANK_PROVIDER_CODES,
  type BankConnection,
  type BankConnectionState,
} from "./contract/calls/banking";
export type { BankSyncResult, LinkableBank } from "./contract/calls/bankLinking";
export type {
  BasePlan,
  BillingInvoice,
  BillingPlan,
  InvoicePreview,
  SubscriptionView,
} from "./contract/calls/billing";
export type { CompanyInfos } from "./contract/calls/companies";
export { MAX_RATES_FILE_CHARS } from "./contract/calls/currencies";
export {
  type BankCheck,
  type BankCheckFilters,
  type Ets,
  INVOICE_FIELDS,
  type Invoice,
  type InvoiceDraft,
  type InvoiceField,
  type InvoiceFilters,
  type InvoiceMapping,
} from "./contract/calls/invoices";
export type { OAuthClient } from "./contract/calls/oauth";
export type {
  Partner,
  PartnerApiKey,
  PartnerIntegration,
  PartnerSyncResult,
} from "./contract/calls/partners";
export type { PortfolioClient } from "./contract/calls/portfolio";
export { MAPPED_FIELDS, type MappedField } from "./contract/calls/statementImport";
export type { TransferAttempt, TransferOrder } from "./contract/calls/transfers";
export {
  CALL_NAMES,
  type CallInput,
  type CallJobResult,
  type CallName,
  type CallOutput,
  type Contract,
  contract,
  type JobCallName,
  type ParsedCallInput,
} from "./contract/contract";
export {
  CONTRACT_ISSUES,
  type ContractIssue,
  contractIssueOf,
  nulCharacterPaths,
  refuseNulCharacters,
  requireSomeChange,
} from "./contract/inputRules";
export {
  isReadingEntry,
  OAUTH_SCOPES,
  type OAuthScope,
  oauthScopeOf,
  oauthScopesAllow,
} from "./contract/oauthScopes";
export { recategorisationJob, recategorisationResultSchema } from "./contract/recategorisation";
export * from "./contract/schemas";
export { generateOpenApi } from "./openapi/generateOpenApi";
export { ApiClientProvider, apiQueryKey, useApiClient, useApiMutation, useApiQuery } from "./query/apiHooks";
export {
  followJob,
  JOB_POLL_MS,
  JobFailedError,
  type JobOutcome,
  useJobMutation,
} from "./query/useJobMutation";
