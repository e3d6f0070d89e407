/**
 * One lazy module per screen (DESIGN §4). Each module exports `Component`, react-router's lazy-route
 * convention, so Vite splits every screen into its own chunk.
 */
import type { ComponentType } from "react";
import type { ScreenName } from "../routing/routeTable";

type ScreenModule = () => Promise<{ Component: ComponentType }>;

/** The screen of a route whose issue has not landed yet ("bientôt disponible"). */
const placeholder: ScreenModule = () => import("../screens/Placeholder/PlaceholderScreen");

export const SCREEN_MODULES: Record<ScreenName, ScreenModule> = {
  signIn: () => import("../screens/SignIn/SignInScreen"),
  signInCallback: () => import("../screens/SignIn/SignInCallbackScreen"),
  signUp: () => import("../screens/SignUp/SignUpScreen"),
  emailConfirmation: () => import("../screens/EmailConfirmation/EmailConfirmationScreen"),
  completeSignUp: () => import("../screens/CompleteSignUp/CompleteSignUpScreen"),
  passwordRecovery: () => import("../screens/PasswordRecovery/PasswordRecoveryScreen"),
  personalInfos: () => import("../screens/PersonalInfos/PersonalInfosScreen"),
  companyInfos: () => import("../screens/CompanyInfos/CompanyInfosScreen"),
  acceptInvite: () => import("../screens/AcceptInvite/AcceptInviteScreen"),
  profile: () => import("../screens/Profile/ProfileScreen"),
  company: () => import("../screens/Company/CompanyScreen"),
  noPermissions: () => import("../screens/NoPermissions/NoPermissionsScreen"),
  maintenance: () => import("../screens/Maintenance/MaintenanceScreen"),
  error: () => import("../screens/Error/ErrorScreen"),
  oauthAuthorize: () => import("../screens/OAuth/OAuthAuthorizeScreen"),
  closeWindow: () => import("../screens/OAuth/CloseWindowScreen"),
  oauthSignUp: () => import("../screens/OAuth/OAuthSignUpScreen"),
  oauthApi: () => import("../screens/PublicDocs/OAuthApiScreen"),
  webhooks: () => import("../screens/PublicDocs/WebhooksScreen"),
  // Business screens of other issues: a placeholder until each lands in its own folder.
  partner: () => import("../screens/Partner/PartnerScreen"),
  transferCallback: () => import("../screens/TransferCallback/TransferCallbackScreen"),
  bankTransfers: () => import("../screens/BankTransfers/BankTransfersScreen"),
  console: () => import("../screens/Console/ConsoleScreen"),
  dashboard: () => import("../screens/Dashboard/DashboardScreen"),
  invoices: () => import("../screens/Invoices/InvoicesScreen"),
  checks: () => import("../screens/Checks/ChecksScreen"),
  transactions: () => import("../screens/Transactions/TransactionsScreen"),
  categories: () => import("../screens/Categories/CategoriesScreen"),
  banks: () => import("../screens/Banks/BanksScreen"),
  admin: () => import("../screens/Admin/AdminScreen"),
  users: () => import("../screens/Users/UsersScreen"),
  consolidation: () => import("../screens/Consolidation/ConsolidationScreen"),
  analytics: () => import("../screens/Analytics/AnalyticsScreen"),
  bankCallback: () => import("../screens/BankCallback/BankCallbackScreen"),
  bookAMeeting: () => import("../screens/BookAMeeting/BookAMeetingScreen"),
  onboarding: () => import("../screens/Onboarding/OnboardingScreen"),
  treasuryInvestment: placeholder,
  myInvestments: placeholder,
  libeoIntegration: placeholder,
};

/** Whether a screen is built, not the placeholder: the navigation offers only built screens. */
export function screenIsBuilt(screen: ScreenName): boolean {
  return SCREEN_MODULES[screen] !== placeholder;
}
