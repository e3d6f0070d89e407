import {
  CALL_NAMES,
  type CallDefinition,
  type CallName,
  contract,
  oauthScopeOf,
  pathParamsOf,
} from "@trezo/api";
import { COMPANY_PERMISSION_FLAGS } from "@trezo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { permissionGroups } from "../db/schema";
import {
  addTestMember,
  callApi,
  createTestCompany,
  createTestUser,
  isAccessDenial,
  type TestUser,
  uniqueEmail,
} from "../testing/apiTestClient";
import {
  issueTestOAuthToken,
  registerTestOAuthClient,
  type TestOAuthClient,
} from "../testing/oauthTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../testing/testServer";

/**
 * The authorization matrix: every contract entry called as each role against a fresh company; each cell
 * is allow or deny as declared here. A denial is a 401/403 from the access layer; any other answer
 * (including a business 4xx such as a 404 for an unknown id) means the call got through. The seventh
 * actor is an OAuth access token (features/oauth) that the owner granted a partner's application on the
 * company with the scope company:read: its column follows from the rule of contract/oauthScopes.ts.
 */
const ROLES = [
  "anonymous",
  "otherCompanyUser",
  "memberWithoutPermission",
  "owner",
  "parentFirmUser",
  "superAdmin",
  "oauthReadToken",
] as const;
type Role = (typeof ROLES)[number];
type Cell = "allow" | "deny";

/** Shorthands for the usual rows, in ROLES order, without the OAuth token's column (OAUTH_READ_CELL). */
const PUBLIC: Cell[] = ["allow", "allow", "allow", "allow", "allow", "allow"];
const USER: Cell[] = ["deny", "allow", "allow", "allow", "allow", "allow"];
const ANY_MEMBER: Cell[] = ["deny", "deny", "allow", "allow", "allow", "allow"];
const FLAGGED: Cell[] = ["deny", "deny", "deny", "allow", "allow", "allow"];
const OWNER_LEVEL: Cell[] = ["deny", "deny", "deny", "allow", "allow", "allow"];
const ADMIN: Cell[] = ["deny", "deny", "deny", "deny", "deny", "allow"];

/**
 * The OAuth token's cell of an entry: on public entries, an anonymous caller's (the token is no caller there); else
 * allowed when the owner who granted it is, and the entry is a reading one of the company
 * (oauthScopeOf: company:read); everything else (user, admin and owner-level entries, users' management,
 * writes) is refused.
 */
function oauthReadCell(name: string, cells: Cell[]): Cell {
  // On a public entry the token is no caller: it gets what an anonymous caller gets (the second factor's
  // enrolment is public for the sign-in's challenge, yet refuses a caller with neither session nor challenge).
  if ((contract[name as CallName] as CallDefinition).access.kind === "public")
    return cells[ROLES.indexOf("anonymous")] ?? "deny";
  const ownerCell = cells[ROLES.indexOf("owner")];
  return ownerCell === "allow" && oauthScopeOf(name as CallName) === "company:read" ? "allow" : "deny";
}

/** The declared matrix: one row per contract entry (the test fails when an entry is missing). */
const DECLARED: Record<string, Cell[]> = {
  signIn: PUBLIC,
  logout: USER,
  signUp: PUBLIC,
  confirmEmail: PUBLIC,
  recoverPasswordRequest: PUBLIC,
  recoverPasswordConfirm: PUBLIC,
  verifyTokenExpiration: PUBLIC,
  finishSignup: USER,
  acceptInvitation: USER,
  signUpByInvite: PUBLIC,
  resendInvitation: FLAGGED,
  getUserInfo: USER,
  updateUserProfile: USER,
  updateUserPassword: USER,
  getUserPreferences: USER,
  setBlurredBalancePreferences: USER,
  setUserLocale: USER,
  setUserPreferences: USER,
  getCompanyInfos: ANY_MEMBER,
  getCompanyInfo: ANY_MEMBER,
  isCompanyEmployee: USER,
  getParams: ANY_MEMBER,
  getManagedCompanies: USER,
  createCompany: USER,
  updateCompany: OWNER_LEVEL,
  deleteCompany: OWNER_LEVEL,
  getMaxCategoryDepth: ANY_MEMBER,
  setMaxCategoryDepth: ADMIN,
  getMaxConnections: ANY_MEMBER,
  setMaxConnections: ADMIN,
  getDefaultCurrency: ANY_MEMBER,
  setDefaultCurrency: ADMIN,
  getPermissions: ANY_MEMBER,
  getEmployees: FLAGGED,
  addUser: FLAGGED,
  removeUser: FLAGGED,
  updateUserPermissions: FLAGGED,
  getPermissionGroups: FLAGGED,
  createPermissionGroup: FLAGGED,
  modifyPermissionGroup: FLAGGED,
  deletePermissionGroup: FLAGGED,
  assignPermissionGroup: FLAGGED,
  setEmployeeActive: FLAGGED,
  setEmployeeClients: FLAGGED,
  setClientCollaborators: FLAGGED,
  transferOwnership: FLAGGED,
  getBranding: ANY_MEMBER,
  saveBranding: OWNER_LEVEL,
  deleteBranding: OWNER_LEVEL,
  getCompanyVat: ANY_MEMBER,
  updateCompanyVat: OWNER_LEVEL,
  addCompanyVatRate: OWNER_LEVEL,
  deleteCompanyVatRate: OWNER_LEVEL,
  calculateVat: ANY_MEMBER,
  getCurrencyList: USER,
  getCompanyCurrencyRates: ANY_MEMBER,
  getCurrenciesHistory: ANY_MEMBER,
  uploadCurrencyRates: ADMIN,
  setCompanyCurrencyRate: OWNER_LEVEL,
  getStyles: ANY_MEMBER,
  getTagManager: ANY_MEMBER,
  setTagManagerId: OWNER_LEVEL,
  updateHubSpotObject: ANY_MEMBER,
  getCrmConsent: USER,
  setCrmConsent: USER,
  getUsersList: ADMIN,
  getAllCompaniesList: ADMIN,
  adminGetUserToken: ADMIN,
  getAuditTrail: ADMIN,
  exportAuditTrail: ADMIN,
  getSupportAccessHistory: USER,
  endImpersonation: USER,
  setSalesVisibility: ADMIN,
  setUserActiveState: ADMIN,
  resetUserLockout: ADMIN,
  setCompanyActiveState: ADMIN,
  setEndOfTrialPeriodForCompany: ADMIN,
  updateCompanyModules: ADMIN,
  setBackup: ADMIN,
  setCustomPermissions: ADMIN,
  setGsheetTab: ADMIN,
  updateCompanyConfig: ADMIN,
  healthcheckDb: PUBLIC,
  logClientError: PUBLIC,
  getInAppMessage: ANY_MEMBER,
  addInAppMessage: ADMIN,
  dismissInAppMessage: USER,
  listInAppMessages: ADMIN,
  setInAppMessageActive: ADMIN,
  getAppMeta: PUBLIC,
  updateTou: USER,
  trackPageEvent: USER,
  // Calls of the other features (banking, categories, imports, transactions, rules, scenarios, series,
  // dashboard, forecast, manual adjustments), as their entries declare them.
  addManualConnection: FLAGGED,
  addManualAccount: FLAGGED,
  addManualBankWithAccount: FLAGGED,
  getBankAccounts: ANY_MEMBER,
  getBanksAndAccountsList: ANY_MEMBER,
  updateConnectionName: FLAGGED,
  updateAccountName: FLAGGED,
  pinAccounts: FLAGGED,
  deleteConnection: OWNER_LEVEL,
  archiveConnection: FLAGGED,
  deleteAccount: OWNER_LEVEL,
  updateAccountBic: FLAGGED,
  // Bank linking through an aggregator (issue 21).
  getAllBankAggregators: ANY_MEMBER,
  getBanksAndAggreagtors: FLAGGED,
  getRedirectUrl: FLAGGED,
  getProviderToken: FLAGGED,
  getDataAfterSuccess: FLAGGED,
  isGetDataAfterSuccessFinish: FLAGGED,
  completeBridgeSync: FLAGGED,
  getBankTransactions: FLAGGED,
  getModifyUrl: FLAGGED,
  unsyncBankConnection: FLAGGED,
  getBankAccount: ANY_MEMBER,
  loadTransactions: FLAGGED,
  update_banking_data: FLAGGED,
  getCategoryTree: ANY_MEMBER,
  addNewCategory: FLAGGED,
  editCategory: FLAGGED,
  editCategoryDetails: FLAGGED,
  removeCategory: FLAGGED,
  moveCategory: FLAGGED,
  reorderCategory: FLAGGED,
  duplicateCategory: FLAGGED,
  setCategoryIncomeExpenseInclusion: FLAGGED,
  updateCategoryForecast: FLAGGED,
  createTemplate: FLAGGED,
  downloadCategoryTreeTemplate: ANY_MEMBER,
  importCategoryTreeXLSX: FLAGGED,
  importCategoryTree: FLAGGED,
  uploadFileChunk: FLAGGED,
  getJob: FLAGGED,
  getTransactionList: FLAGGED,
  getTransaction: FLAGGED,
  updateTransaction: FLAGGED,
  setBankingTransactionsCategory: FLAGGED,
  setTransactionStatus: FLAGGED,
  setTransactionComment: FLAGGED,
  setTransactionValidated: FLAGGED,
  getOldestTransactionDate: FLAGGED,
  downloadTransactions: FLAGGED,
  uploadAttachments: FLAGGED,
  getPresignedUrlForAttachment: FLAGGED,
  getAttachmentFile: PUBLIC,
  deleteAttachment: FLAGGED,
  listSubCategoryRules: FLAGGED,
  createNewSubCategoryRule: FLAGGED,
  editSubCategoryRule: FLAGGED,
  removeSubCategoryRule: FLAGGED,
  setSubCategoryRules: FLAGGED,
  setSubCategoryRulePriorities: FLAGGED,
  checkRulesConflicts: FLAGGED,
  getAffectedTransactions: FLAGGED,
  getInvoicesAffectedByRule: FLAGGED,
  reindexTransactions: FLAGGED,
  cleanCategoryAdjustments: FLAGGED,
  getSuggestionsList: FLAGGED,
  switchSuggestions: FLAGGED,
  deleteSuggestion: FLAGGED,
  getHeaders: FLAGGED,
  previewStatementImport: FLAGGED,
  importStatement: FLAGGED,
  addManualTransactions: FLAGGED,
  createScenario: FLAGGED,
  getScenarios: FLAGGED,
  updateScenario: FLAGGED,
  deleteScenario: FLAGGED,
  updateEvent: FLAGGED,
  updateMultipleEvents: FLAGGED,
  deleteEvent: FLAGGED,
  deleteMultipleEvents: FLAGGED,
  create_cfs: FLAGGED,
  update_cfs: FLAGGED,
  delete_cfs: FLAGGED,
  get_cfs_list: FLAGGED,
  get_cfs_details: FLAGGED,
  get_actual: FLAGGED,
  update_cfs_description: FLAGGED,
  update_cfs_displayed: FLAGGED,
  get_cfs_description: FLAGGED,
  previewFormula: FLAGGED,
  saveCashFlowSeries: FLAGGED,
  editForecastCell: FLAGGED,
  getDashboardChartData: FLAGGED,
  getReports: FLAGGED,
  createReport: FLAGGED,
  updateReport: FLAGGED,
  deleteReport: FLAGGED,
  createIndicator: FLAGGED,
  updateIndicator: FLAGGED,
  deleteIndicator: FLAGGED,
  getReportValues: FLAGGED,
  exportReportXLSX: FLAGGED,
  getDashboardTransactions: FLAGGED,
  exportDashboardXLSX: FLAGGED,
  downloadDashboardTemplate: FLAGGED,
  importDashboardXLSX: FLAGGED,
  getDashboardJob: FLAGGED,
  getConsolidation: FLAGGED,
  exportDashboardConsolidationTableXLSX: FLAGGED,
  getConsolidationJob: FLAGGED,
  setCategoryIntercompany: FLAGGED,
  getIntercompanyCategories: FLAGGED,
  getThreshold: FLAGGED,
  setThreshold: FLAGGED,
  getEndDate: FLAGGED,
  getThetaWindow: FLAGGED,
  getNumberOfCashFlows: FLAGGED,
  getColors: FLAGGED,
  updateForecast: FLAGGED,
  setOnboardingDismissed: FLAGGED,
  createBackup: FLAGGED,
  getBackupList: FLAGGED,
  setBackupStatus: FLAGGED,
  addManualAdjustment: FLAGGED,
  editManualAdjustment: FLAGGED,
  deleteManualAdjustment: FLAGGED,
  getManualAdjustments: FLAGGED,
  getMAComments: FLAGGED,
  updateMAComment: FLAGGED,
  deleteMAComment: FLAGGED,
  // Transfers (issue 22): prepare_transfers / approve_transfers; set-mc is the owner's.
  getTransferOrders: FLAGGED,
  deleteTransferOrder: FLAGGED,
  setMakerChecker: OWNER_LEVEL,
  createTransfer: FLAGGED,
  approveTransferOrders: FLAGGED,
  createTransferFile: FLAGGED,
  getTransferAttempt: FLAGGED,
  updateTransferOrderStatus: FLAGGED,
  createTransferOrderAttempt: FLAGGED,
  checkTransferOrderAttempt: FLAGGED,
  getTransferProposals: FLAGGED,
  // Invoices, checks and ETS (issue 15): invoices_page_access; with the company's module off the owner
  // gets a 403 module_disabled, which is past the access layer (the flag test is in features/invoices).
  getInvoicesTemplate: FLAGGED,
  addManualInvoices: FLAGGED,
  previewEInvoices: FLAGGED,
  importEInvoices: FLAGGED,
  uploadDocument: FLAGGED,
  getInvoiceDocument: FLAGGED,
  getInvoicesHeaders: FLAGGED,
  createInvoice: FLAGGED,
  updateInvoice: FLAGGED,
  listInvoices: FLAGGED,
  deleteInvoice: FLAGGED,
  updateEngagedInvoices: FLAGGED,
  setInvoicesCategory: FLAGGED,
  getInvoice: FLAGGED,
  getInvoicesDetails: FLAGGED,
  downloadInvoices: FLAGGED,
  createETS: FLAGGED,
  updateETS: FLAGGED,
  deleteETS: FLAGGED,
  getETSByInvoiceId: FLAGGED,
  getETSByBankCheckId: FLAGGED,
  attachTransactionToETS: FLAGGED,
  detachTransactionFromETS: FLAGGED,
  getDetailsOfInvoiceETS: FLAGGED,
  getETSSuggestions: FLAGGED,
  runETSMatching: FLAGGED,
  getInvoiceSettings: FLAGGED,
  updateInvoiceSettings: FLAGGED,
  createBankCheck: FLAGGED,
  listBankChecks: FLAGGED,
  updateBankCheck: FLAGGED,
  deleteBankCheck: FLAGGED,
  getBankChecksDetails: FLAGGED,
  getInvoicesAgeing: FLAGGED,
  setInvoiceInstalments: FLAGGED,
  getStartOnboarding: ANY_MEMBER,
  completeOnboardingChapter: ANY_MEMBER,
  setCompanyWelcome: OWNER_LEVEL,
  getOnboardingCustomization: USER,
  getSignupPageCustomization: PUBLIC,
  saveCustomization: ADMIN,
  getMeetingBooking: USER,
  setPortfolioAlertSettings: OWNER_LEVEL,
  getPortfolio: FLAGGED,
  listCategoryPlanTemplates: FLAGGED,
  saveCategoryPlanTemplate: FLAGGED,
  // OAuth consent page (issue 23): the signed-in user's own calls.
  initOauthRequest: USER,
  acceptConsent: USER,
  getAuthorizationCode: USER,
  // The administrators' registry of OAuth clients in /admin (issue 23).
  listOAuthClients: ADMIN,
  registerOAuthClient: ADMIN,
  revokeOAuthClient: ADMIN,
  // Billing (issue 20): the owner level, or a firm's staff holding cpap_update_billing,
  // cpap_update_payment_method or cpap_invoices_access; the plan and usage to any member.
  getCountriesList: USER,
  getBillingInfo: FLAGGED,
  setBillingInfo: FLAGGED,
  getPaymentMethod: FLAGGED,
  setPaymentMethod: FLAGGED,
  deletePaymentMethod: FLAGGED,
  getAllInvoices: FLAGGED,
  downloadBillingInvoice: FLAGGED,
  getCoupons: FLAGGED,
  applyCoupon: FLAGGED,
  previewNextInvoice: FLAGGED,
  getPlanListing: ANY_MEMBER,
  getCurrentBasePlan: ANY_MEMBER,
  get_stripe_checkout_session: FLAGGED,
  create_subscription: FLAGGED,
  update_subscription: FLAGGED,
  getCompanyStats: ANY_MEMBER,
  getSubscriptionForCompany: ANY_MEMBER,
  getTrialCpaChildren: ANY_MEMBER,
  setBypass: ADMIN,
  // Second factor and OpenID Connect sign-in (issue 23). The enrolment calls are public for the sign-in's
  // enrolment challenge: without a session or a challenge they answer 401.
  getMfaStatus: USER,
  startTotpEnrolment: USER,
  confirmTotpEnrolment: USER,
  disableTotp: USER,
  getPuk: USER,
  checkPuk: PUBLIC,
  verifySignInCode: PUBLIC,
  getFirmMfaPolicy: OWNER_LEVEL,
  setFirmMfaPolicy: OWNER_LEVEL,
  getSignInProviders: PUBLIC,
  getGoogleAuthURL: PUBLIC,
  googleSignin: PUBLIC,
  googleSignup: PUBLIC,
  // Partners (issue 23): the registry is public; reading a company's integrations needs any access to
  // it; connecting, synchronising, deleting and API keys need the owner level.
  partners: PUBLIC,
  checkPartner: PUBLIC,
  getPartnerIntegrationDetails: ANY_MEMBER,
  getPartnerManagedCompany: ANY_MEMBER,
  partnerGetRedirectUrl: OWNER_LEVEL,
  partnerConnect: OWNER_LEVEL,
  syncPartnerManagedCompany: OWNER_LEVEL,
  deletePartnerIntegration: OWNER_LEVEL,
  partnerAuthenticate: OWNER_LEVEL,
  partnerRevokeApiKey: OWNER_LEVEL,
};

/** The declared rows with the OAuth token's column added from its rule. */
const MATRIX: Record<string, Cell[]> = Object.fromEntries(
  Object.entries(DECLARED).map(([name, cells]) => [name, [...cells, oauthReadCell(name, cells)]]),
);

/** What a cell's call needs: a fresh company with a member and a group, the caller, a bystander user. */
interface Scene {
  companyId: number;
  callerId: number;
  memberId: number;
  groupId: number;
  bystanderId: number;
}

/**
 * A valid input for the calls of this area, so that the handler runs for allowed roles. Other calls get
 * their company id and path ids only: the access layer decides before the payload is parsed.
 */
const INPUTS: Partial<Record<CallName, (scene: Scene) => Record<string, unknown>>> = {
  signIn: () => ({ username: uniqueEmail("matrix"), password: "whatever-password" }),
  signUp: () => ({ email: uniqueEmail("matrix"), password: "a-long-password" }),
  confirmEmail: () => ({ emailConfirmationToken: "x".repeat(43) }),
  recoverPasswordRequest: () => ({ email: uniqueEmail("matrix") }),
  recoverPasswordConfirm: () => ({ password: "a-long-password", recoveryToken: "x".repeat(43) }),
  verifyTokenExpiration: () => ({}),
  finishSignup: () => ({
    firstName: "Anne",
    lastName: "Petit",
    telephone: "0601020304",
    companyName: "Petit SARL",
  }),
  acceptInvitation: () => ({ token: "x".repeat(43) }),
  signUpByInvite: () => ({
    token: "x".repeat(43),
    password: "a-long-password",
    name: "Anne",
    surname: "Petit",
  }),
  resendInvitation: ({ companyId }) => ({ companyId, invitationId: 2_000_000_000 }),
  getUserInfo: () => ({}),
  updateUserProfile: () => ({ profile: {} }),
  updateUserPassword: () => ({ password: "not-the-password", newPassword: "a-long-passphrase" }),
  getUserPreferences: () => ({}),
  setBlurredBalancePreferences: () => ({ blurred: false }),
  setUserLocale: ({ callerId }) => ({ userId: callerId, locale: "fr-FR" }),
  setUserPreferences: ({ callerId }) => ({ userId: callerId, preferences: {} }),
  getCompanyInfos: ({ companyId }) => ({ companyId }),
  getCompanyInfo: ({ companyId }) => ({ companyId }),
  isCompanyEmployee: ({ companyId }) => ({ companyId }),
  getParams: ({ companyId }) => ({ companyId }),
  getManagedCompanies: () => ({}),
  getPortfolio: ({ companyId }) => ({ companyId }),
  setPortfolioAlertSettings: ({ companyId }) => ({
    companyId,
    thresholdWithinWeeks: 4,
    staleBankDays: 3,
    toCategoriseAtLeast: 10,
  }),
  listCategoryPlanTemplates: ({ companyId }) => ({ companyId }),
  saveCategoryPlanTemplate: ({ companyId }) => ({ companyId, clientId: 2_000_000_000, name: "Modèle" }),
  createCompany: () => ({ name: "Matrice SAS" }),
  updateCompany: ({ companyId }) => ({ id: companyId, company: { name: "Renommée" } }),
  deleteCompany: ({ companyId }) => ({ companyId }),
  getMaxCategoryDepth: ({ companyId }) => ({ companyId }),
  setMaxCategoryDepth: ({ companyId }) => ({ companyId, maxCategoryDepth: 4 }),
  getMaxConnections: ({ companyId }) => ({ companyId }),
  setMaxConnections: ({ companyId }) => ({ companyId, maxConnections: 3 }),
  getDefaultCurrency: ({ companyId }) => ({ companyId }),
  setDefaultCurrency: ({ companyId }) => ({ companyId, defaultCurrency: "EUR" }),
  getPermissions: ({ companyId }) => ({ companyId }),
  getEmployees: ({ companyId }) => ({ companyId }),
  addUser: ({ companyId }) => ({ companyId, email: uniqueEmail("matrix") }),
  removeUser: ({ companyId, memberId }) => ({ companyId, userId: memberId }),
  updateUserPermissions: ({ companyId, memberId }) => ({ companyId, userId: memberId, permissions: {} }),
  getPermissionGroups: ({ companyId }) => ({ companyId }),
  createPermissionGroup: ({ companyId }) => ({ companyId, name: "Groupe", permissions: {} }),
  modifyPermissionGroup: ({ companyId, groupId }) => ({ companyId, groupId, name: "Renommé" }),
  deletePermissionGroup: ({ companyId, groupId }) => ({ companyId, groupId }),
  assignPermissionGroup: ({ companyId, groupId, memberId }) => ({ companyId, groupId, userId: memberId }),
  setEmployeeActive: ({ companyId, memberId }) => ({ companyId, userId: memberId, isActive: false }),
  setEmployeeClients: ({ companyId, memberId }) => ({ companyId, userId: memberId, clientIds: [] }),
  setClientCollaborators: ({ companyId, memberId }) => ({
    companyId,
    clientId: companyId,
    userIds: [memberId],
  }),
  transferOwnership: ({ companyId, memberId }) => ({ companyId, userId: memberId }),
  getIntercompanyCategories: ({ companyId }) => ({ companyId }),
  getBranding: ({ companyId }) => ({ companyId }),
  getStyles: ({ companyId }) => ({ companyId }),
  getTagManager: ({ companyId }) => ({ companyId }),
  setTagManagerId: ({ companyId }) => ({ companyId, tag_manager_id: null }),
  updateHubSpotObject: ({ companyId }) => ({ companyId, event: "bank_added" }),
  getCrmConsent: () => ({}),
  setCrmConsent: () => ({ consent: false }),
  saveBranding: ({ companyId }) => ({ companyId, content_key: "matrix" }),
  deleteBranding: ({ companyId }) => ({ companyId, brandingId: 2_000_000_000 }),
  getCompanyVat: ({ companyId }) => ({ companyId }),
  getCurrencyList: () => ({}),
  getCompanyCurrencyRates: ({ companyId }) => ({ companyId }),
  getCurrenciesHistory: ({ companyId }) => ({ companyId }),
  uploadCurrencyRates: () => ({ content: "Date,USD,\n2024-01-05,1.0921,\n" }),
  setCompanyCurrencyRate: ({ companyId }) => ({
    companyId,
    currency: "USD",
    date: "2024-01-05",
    rate: "1.1",
  }),
  updateCompanyVat: ({ companyId }) => ({ companyId, settings: { due_day: 20 } }),
  addCompanyVatRate: ({ companyId }) => ({ companyId, rate_bp: 850 }),
  deleteCompanyVatRate: ({ companyId }) => ({ companyId, rateId: 2_000_000_000 }),
  calculateVat: ({ companyId }) => ({
    companyId,
    lines: [{ amount_cents: 1001, rate_bp: 550, includes_vat: false }],
  }),
  getUsersList: () => ({ page: 1 }),
  getAllCompaniesList: () => ({ page: 1 }),
  adminGetUserToken: ({ bystanderId }) => ({ id: bystanderId, reason: "authorization matrix" }),
  getAuditTrail: () => ({}),
  exportAuditTrail: () => ({ action: "sign_in" }),
  getSupportAccessHistory: () => ({}),
  endImpersonation: () => ({}),
  setSalesVisibility: ({ bystanderId }) => ({ userId: bystanderId, salesVisibility: false }),
  setUserActiveState: ({ bystanderId }) => ({ userId: bystanderId, isActive: true }),
  resetUserLockout: ({ bystanderId }) => ({ userId: bystanderId }),
  setCompanyActiveState: ({ companyId }) => ({ companyId, isActive: true }),
  setEndOfTrialPeriodForCompany: ({ companyId }) => ({ companyId, trialEnd: "2030-01-01" }),
  updateCompanyModules: ({ companyId }) => ({ companyId, gsheet: false }),
  setBackup: ({ companyId }) => ({ companyId, backup: true }),
  setCustomPermissions: ({ companyId }) => ({ companyId, custom_permissions: false }),
  setGsheetTab: ({ companyId }) => ({ companyId, gsheet_tab: null }),
  updateCompanyConfig: ({ companyId }) => ({ companyId, config: {} }),
  healthcheckDb: () => ({}),
  logClientError: () => ({ message: "matrix" }),
  getInAppMessage: ({ companyId }) => ({ companyId }),
  addInAppMessage: () => ({ body: "matrix", routes: [], is_active: false }),
  dismissInAppMessage: () => ({ id: 2_000_000_000 }),
  listInAppMessages: () => ({}),
  setInAppMessageActive: () => ({ id: 2_000_000_000, is_active: false }),
  getAppMeta: () => ({}),
  updateTou: () => ({}),
  trackPageEvent: () => ({ route: "/dashboard" }),
  getStartOnboarding: ({ companyId }) => ({ companyId }),
  completeOnboardingChapter: ({ companyId }) => ({ companyId, condition_key: "guide" }),
  setCompanyWelcome: ({ companyId }) => ({ companyId, welcome: { title: "Bienvenue", body: "Matrice" } }),
  getOnboardingCustomization: () => ({ key: "matrix" }),
  getSignupPageCustomization: () => ({ key: "matrix" }),
  saveCustomization: () => ({ kind: "onboarding", key: "matrix", title: "Bienvenue", body: "Matrice" }),
  getMeetingBooking: () => ({}),
  startTotpEnrolment: () => ({}),
  confirmTotpEnrolment: () => ({ code: "123456" }),
  disableTotp: () => ({ code: "123456" }),
  getPuk: () => ({ code: "123456" }),
  checkPuk: () => ({ challenge: "x".repeat(43), puk: "aaaaa-bbbbb" }),
  verifySignInCode: () => ({ challenge: "x".repeat(43), code: "123456" }),
  setFirmMfaPolicy: ({ companyId }) => ({ companyId, required: false }),
  getGoogleAuthURL: () => ({ provider: "google", mode: "signin" }),
  googleSignin: () => ({ code: "a-code", state: "x".repeat(43) }),
  googleSignup: () => ({ code: "a-code", state: "x".repeat(43) }),
};

/** The company id in the entry's company field and an unknown id in every other path parameter. */
function minimalInput(name: CallName) {
  const entry: CallDefinition = contract[name];
  return (scene: Scene) => {
    const input: Record<string, unknown> = {};
    for (const param of pathParamsOf(entry.path)) input[param] = 2_000_000_000;
    if (entry.companyIdField) input[entry.companyIdField] = scene.companyId;
    return input;
  };
}

/** Calls that end the caller's session: they get a session of their own, so the others' token lives on. */
const SESSION_ENDING: ReadonlySet<CallName> = new Set(["logout"]);

/** The token a cell calls with. */
async function tokenOf(name: CallName, caller: TestUser | undefined): Promise<string | undefined> {
  if (!caller || !SESSION_ENDING.has(name)) return caller?.token;
  const role = caller === people.superAdmin ? "SuperAdmin" : "User";
  return (await server.services.tokens.issue(caller.id, role)).token;
}

let server: TestServer;
let people: Record<Exclude<Role, "anonymous" | "oauthReadToken">, TestUser>;
let oauthClient: TestOAuthClient;
let member: TestUser;
let bystander: TestUser;
let firmId: number;

beforeAll(async () => {
  server = await startTestServer();
  const firmOwner = await createTestUser(server);
  firmId = await createTestCompany(server, firmOwner.id, { isCpa: true });
  member = await createTestUser(server);
  bystander = await createTestUser(server);
  const otherCompanyUser = await createTestUser(server);
  await createTestCompany(server, otherCompanyUser.id);
  people = {
    otherCompanyUser,
    memberWithoutPermission: member,
    owner: await createTestUser(server),
    parentFirmUser: firmOwner,
    superAdmin: await createTestUser(server, { role: "SuperAdmin" }),
  };
  oauthClient = await registerTestOAuthClient(server);
});
afterAll(() => stopTestServer(server));

async function freshScene(callerId: number): Promise<Scene> {
  const companyId = await createTestCompany(server, people.owner.id, { parentId: firmId });
  await addTestMember(server, companyId, member.id, {});
  const [group] = await server.services.db
    .insert(permissionGroups)
    .values({ companyId, name: "Matrice", permissions: {} })
    .returning({ id: permissionGroups.id });
  return { companyId, callerId, memberId: member.id, groupId: group?.id ?? 0, bystanderId: bystander.id };
}

describe("authorization matrix", () => {
  it("declares a row for every contract entry", () => {
    expect(CALL_NAMES.filter((name) => MATRIX[name] === undefined)).toEqual([]);
  });

  it("gives the OAuth token reading entries of its company only", () => {
    const oauth = ROLES.indexOf("oauthReadToken");
    expect(MATRIX.getCategoryTree?.[oauth]).toBe("allow");
    expect(MATRIX.getTransactionList?.[oauth]).toBe("allow");
    expect(MATRIX.addNewCategory?.[oauth]).toBe("deny");
    expect(MATRIX.getEmployees?.[oauth]).toBe("deny");
    expect(MATRIX.getUserInfo?.[oauth]).toBe("deny");
    expect(MATRIX.healthcheckDb?.[oauth]).toBe("allow");
    expect(MATRIX.downloadTransactions?.[oauth]).toBe("deny");
  });

  // Every cell gets a fresh company (some calls delete or change it): about a thousand calls, which can
  // take minutes on a busy machine.
  it("allows and denies each entry for each role as declared", async () => {
    const mismatches: string[] = [];
    for (const name of CALL_NAMES) {
      for (const [index, role] of ROLES.entries()) {
        const caller = role === "anonymous" || role === "oauthReadToken" ? undefined : people[role];
        const scene = await freshScene(role === "oauthReadToken" ? people.owner.id : (caller?.id ?? 0));
        const token =
          role === "oauthReadToken"
            ? await issueTestOAuthToken(server, oauthClient, {
                userId: people.owner.id,
                companyId: scene.companyId,
                scopes: ["company:read"],
              })
            : await tokenOf(name, caller);
        const result = await callApi(server, name, (INPUTS[name] ?? minimalInput(name))(scene), { token });
        const denied = isAccessDenial(result);
        const expected = MATRIX[name]?.[index];
        if ((denied ? "deny" : "allow") !== expected) {
          mismatches.push(
            `${name} as ${role}: expected ${expected}, got ${result.status} ${String(result.body.error ?? "")}`,
          );
        }
        if (result.status >= 500) mismatches.push(`${name} as ${role}: ${result.status}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 600_000);
});

/** Entries kept to the owner level: a member holding every company flag is still refused them. */
const OWNER_LEVEL_ONLY = [
  "updateCompany",
  "setTagManagerId",
  "deleteCompany",
  "saveBranding",
  "deleteBranding",
  "updateCompanyVat",
  "addCompanyVatRate",
  "deleteCompanyVatRate",
  "setCompanyCurrencyRate",
  "setCompanyWelcome",
  "deleteConnection",
  "deleteAccount",
  "setPortfolioAlertSettings",
  "setMakerChecker",
  "getFirmMfaPolicy",
  "setFirmMfaPolicy",
  // Partners (issue 23): the company's secrets (its partners' tokens, API keys) and what they import.
  "partnerGetRedirectUrl",
  "partnerConnect",
  "syncPartnerManagedCompany",
  "deletePartnerIntegration",
  "partnerAuthenticate",
  "partnerRevokeApiKey",
];

describe("owner-level entries", () => {
  it("are declared ownerOnly in the contract, exactly these", () => {
    const declared = CALL_NAMES.filter((name) => {
      const access = (contract[name] as CallDefinition).access;
      return access.kind === "company" && access.ownerOnly === true;
    });
    expect([...declared].sort()).toEqual([...OWNER_LEVEL_ONLY].sort());
  });

  it("are refused to a member holding every company flag", async () => {
    const flagged = await createTestUser(server);
    const mismatches: string[] = [];
    for (const name of OWNER_LEVEL_ONLY as CallName[]) {
      const scene = await freshScene(flagged.id);
      await addTestMember(
        server,
        scene.companyId,
        flagged.id,
        Object.fromEntries(COMPANY_PERMISSION_FLAGS.map((flag) => [flag, true])),
      );
      const result = await callApi(server, name, (INPUTS[name] ?? minimalInput(name))(scene), {
        token: flagged.token,
      });
      if (result.status !== 403)
        mismatches.push(`${name}: ${result.status} ${String(result.body.error ?? "")}`);
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
