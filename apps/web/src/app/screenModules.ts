/**
 * One lazy module per screen (DESIGN §4). Each module exports `Component`, react-router's lazy-route
 * convention, so Vite splits every screen into its own chunk.
 */
import type { ComponentType } from "react";
import type { ScreenName } from "../routing/routeTable";

type ScreenModule = () => Promise<{ Component: ComponentType }>;

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
  // Business screens of other issues: a placeholder until each lands in its own folder.
  partner: () => import("../screens/Placeholder/PlaceholderScreen"),
  transferCallback: () => import("../screens/Placeholder/PlaceholderScreen"),
  bankTransfers: () => import("../screens/Placeholder/PlaceholderScreen"),
  console: () => import("../screens/Placeholder/PlaceholderScreen"),
  dashboard: () => import("../screens/Dashboard/DashboardScreen"),
  invoices: () => import("../screens/Placeholder/PlaceholderScreen"),
  checks: () => import("../screens/Placeholder/PlaceholderScreen"),
  transactions: () => import("../screens/Transactions/TransactionsScreen"),
  categories: () => import("../screens/Categories/CategoriesScreen"),
  admin: () => import("../screens/Admin/AdminScreen"),
  users: () => import("../screens/Placeholder/PlaceholderScreen"),
  analytics: () => import("../screens/Placeholder/PlaceholderScreen"),
  bankCallback: () => import("../screens/Placeholder/PlaceholderScreen"),
  bookAMeeting: () => import("../screens/Placeholder/PlaceholderScreen"),
  onboarding: () => import("../screens/Placeholder/PlaceholderScreen"),
  treasuryInvestment: () => import("../screens/Placeholder/PlaceholderScreen"),
  myInvestments: () => import("../screens/Placeholder/PlaceholderScreen"),
  libeoIntegration: () => import("../screens/Placeholder/PlaceholderScreen"),
};
