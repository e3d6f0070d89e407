/**
 * The route table of spec 000 §2: the main host and the authentication host.
 *
 * Every entry names the screen module it lazily loads and carries the metadata the shell and the
 * navigation guard read: the layout (`default` unless said otherwise) and the access rule. The
 * permission rules themselves live in @trezo/domain (canAccessRoute, landingRoute) so that the server
 * and the web agree.
 */
import type { GuardedRoute } from "@trezo/domain";

/** Layouts of the shell. `noAuth` is the centred card of the sign-in family; `bare` has no chrome at all. */
export type Layout = "default" | "noAuth" | "bare";

/**
 * The screens the router can load, one lazy module each. Business screens owned by other issues
 * (dashboard, transactions...) start as a placeholder module and are replaced in place.
 */
export type ScreenName =
  | "signIn"
  | "signInCallback"
  | "signUp"
  | "emailConfirmation"
  | "completeSignUp"
  | "passwordRecovery"
  | "personalInfos"
  | "companyInfos"
  | "partner"
  | "transferCallback"
  | "bankTransfers"
  | "maintenance"
  | "console"
  | "dashboard"
  | "invoices"
  | "checks"
  | "transactions"
  | "categories"
  | "banks"
  | "profile"
  | "company"
  | "admin"
  | "users"
  | "consolidation"
  | "analytics"
  | "bankCallback"
  | "acceptInvite"
  | "noPermissions"
  | "bookAMeeting"
  | "onboarding"
  | "treasuryInvestment"
  | "myInvestments"
  | "libeoIntegration"
  | "oauthAuthorize"
  | "closeWindow"
  | "oauthApi"
  | "oauthSignUp"
  | "webhooks"
  | "error";

/** Who may open a route: anyone (`public`) or a signed-in user of the selected company (`app`). */
export type RouteAccess = "public" | "app";

export interface RouteDefinition {
  /** Stable name, also the analytics page-event name and what the guard compares ("coming from signin"). */
  name: string;
  /** react-router path pattern. */
  path: string;
  screen: ScreenName;
  access: RouteAccess;
  layout: Layout;
  /** The permission rule of spec 000 §6 that applies, when the route is guarded by permissions. */
  guardedAs?: GuardedRoute;
}

/** The path of a redirect and where it goes (spec 000 §2). */
export interface RedirectDefinition {
  path: string;
  to: string;
}

const publicRoute = (name: string, path: string, screen: ScreenName): RouteDefinition => ({
  name,
  path,
  screen,
  access: "public",
  layout: "noAuth",
});

const appRoute = (
  name: string,
  path: string,
  screen: ScreenName,
  extra: Partial<Pick<RouteDefinition, "guardedAs" | "layout">> = {},
): RouteDefinition => ({ name, path, screen, access: "app", layout: "default", ...extra });

/** The partner sign-up routes of spec 000 §2; each prefills its partner on the shared sign-up screen. */
export const SIGN_UP_PARTNERS = ["libeo", "axonaut", "odoo", "evoliz", "pennylane", "progbat"] as const;

/** Routes of the main host, in the order of spec 000 §2. */
export const MAIN_ROUTES: readonly RouteDefinition[] = [
  publicRoute("signin", "/signin", "signIn"),
  publicRoute("signinCallback", "/signin/callback", "signInCallback"),
  publicRoute("signup", "/signup", "signUp"),
  // The confirmation link of the sign-up e-mail lands here (?emailConfirmationToken=…).
  publicRoute("signupCallback", "/signup/callback", "emailConfirmation"),
  publicRoute("signupCpaCallback", "/signup/cpa/callback", "emailConfirmation"),
  publicRoute("signupEn", "/signup-en", "signUp"),
  publicRoute("signupCpa", "/signup-cpa", "signUp"),
  publicRoute("signupCpaRca", "/signup-cpa-rca", "signUp"),
  ...SIGN_UP_PARTNERS.map((partner) => publicRoute(`signup-${partner}`, `/signup/${partner}`, "signUp")),
  publicRoute("signupPartner", "/signup/partner/:partnerName", "signUp"),
  publicRoute("completeSignUp", "/completeSignUp", "completeSignUp"),
  publicRoute("passwordrecovery", "/passwordrecovery", "passwordRecovery"),
  publicRoute("personalInfos", "/personal-infos", "personalInfos"),
  publicRoute("companyInfos", "/company-infos", "companyInfos"),
  publicRoute("partnerIntegration", "/partner/integration", "partner"),
  publicRoute("partnerManualFlow", "/partner/manual-flow", "partner"),
  publicRoute("partnerSelection", "/partner/selection", "partner"),
  publicRoute("partnerCallback", "/partner/callback", "partner"),
  publicRoute("transferCallback", "/transfer/callback", "transferCallback"),
  // Issue 22: the spec lists /bank-transfers and its children with the public routes; they show a
  // company's orders and accounts, so Trezo opens them to its signed-in members (see appRoute below).
  publicRoute("maintenance", "/maintenance", "maintenance"),
  // acceptInvite is named public by the spec: an invited person opens it before having a session.
  publicRoute("acceptInvite", "/acceptInvite", "acceptInvite"),
  publicRoute("error", "/error", "error"),
  // Where providers' webhooks land, explained (spec 000 §2 "webhooks"): a documentation page, no card.
  { ...publicRoute("webhooks", "/webhooks", "webhooks"), layout: "bare" },

  appRoute("console", "/console", "console", { guardedAs: "/console" }),
  appRoute("dashboard", "/dashboard", "dashboard", { guardedAs: "/dashboard" }),
  appRoute("invoices", "/invoices", "invoices", { guardedAs: "/invoices" }),
  appRoute("checks", "/checks", "checks", { guardedAs: "/checks" }),
  appRoute("transactions", "/transactions", "transactions", { guardedAs: "/transactions" }),
  appRoute("categories", "/categories", "categories"),
  // The spec names no route for banks and accounts: /banks, under the transactions rule of spec 000 §6.
  appRoute("banks", "/banks", "banks", { guardedAs: "/transactions" }),
  appRoute("profile", "/profile", "profile"),
  appRoute("company", "/company", "company"),
  // /cabinet shows the /company screen, under the accounting firm's cabinet permissions.
  appRoute("cabinet", "/cabinet", "company", { guardedAs: "/cabinet" }),
  appRoute("admin", "/admin", "admin"),
  appRoute("users", "/users", "users", { guardedAs: "/users" }),
  // The spec names no route for consolidation (issue 16): the firm's, under the console's rule.
  appRoute("consolidation", "/consolidation", "consolidation", { guardedAs: "/console" }),
  appRoute("analytics", "/analytics", "analytics", { guardedAs: "/analytics" }),
  appRoute("callback", "/callback", "bankCallback"),
  appRoute("noPermissions", "/no-permissions", "noPermissions"),
  appRoute("bookAMeeting", "/book-a-meeting", "bookAMeeting"),
  appRoute("bookAMeetingAnalytics", "/book-a-meeting-analytics", "bookAMeeting"),
  appRoute("onboarding", "/onboarding/:step", "onboarding"),
  appRoute("treasuryInvestment", "/treasury-investment/:step/:type?", "treasuryInvestment"),
  appRoute("myInvestments", "/my-investments/:page/*", "myInvestments"),
  appRoute("libeoIntegration", "/libeo-integration", "libeoIntegration"),
  appRoute("bankTransfers", "/bank-transfers", "bankTransfers", { guardedAs: "/bank-transfers" }),
  appRoute("bankTransfersCallback", "/bank-transfers/callback", "bankTransfers", {
    guardedAs: "/bank-transfers",
  }),
  appRoute("bankTransfersCompanyInfo", "/bank-transfers/company-info", "bankTransfers", {
    guardedAs: "/bank-transfers",
  }),
];

/** Redirects of the main host (spec 000 §2). Unknown paths fall back to /dashboard (see resolveRoute). */
export const MAIN_REDIRECTS: readonly RedirectDefinition[] = [
  { path: "/", to: "/dashboard" },
  { path: "/onboarding", to: "/onboarding/welcome" },
  { path: "/treasury-investment", to: "/treasury-investment/intro" },
  { path: "/my-investments", to: "/my-investments/home" },
];

/** Steps of the onboarding (spec 000 §2): other values of :step go back to welcome. */
export const ONBOARDING_STEPS = ["welcome", "why-connect", "add-bank", "book-a-demo"] as const;

/** Steps of the treasury investment and their index (spec 000 §2). */
export const TREASURY_INVESTMENT_STEPS = {
  intro: 0,
  profile: 1,
  rules: 2,
  "personal-info": 3,
  "company-info": 3,
  documents: 4,
  final: 5,
} as const;

/** Routes of the authentication host (first host label `auth`). Every other path goes to /error. */
export const AUTH_ROUTES: readonly RouteDefinition[] = [
  { ...publicRoute("oauthAuthorize", "/oauth2/authorize", "oauthAuthorize"), layout: "bare" },
  { ...publicRoute("oauthPasswordRecovery", "/passwordrecovery", "passwordRecovery"), layout: "bare" },
  { ...publicRoute("oauthCloseWindow", "/fygrclosewindow", "closeWindow"), layout: "bare" },
  // oauth-api and oauth-signup (spec 000 §2); outside /oauth2/, which belongs to the provider but for the consent page.
  { ...publicRoute("oauthApi", "/oauth-api", "oauthApi"), layout: "bare" },
  { ...publicRoute("oauthSignUp", "/oauth-signup", "oauthSignUp"), layout: "bare" },
  { ...publicRoute("oauthError", "/error", "error"), layout: "bare" },
];

/** Names of the routes a signed-in user may still open although they are public (spec 000 §4). */
export const PUBLIC_ROUTES_OPEN_WHEN_SIGNED_IN = [
  "acceptInvite",
  "completeSignUp",
  "maintenance",
  // The auth host's pages: its consent page is where a signed-in user grants an application (issue 23).
  "oauthAuthorize",
  "oauthCloseWindow",
  "oauthError",
  // The bank's return after a payment initiation (issue 22): it forwards to /bank-transfers/callback,
  // where the guard restores the session and the company.
  "transferCallback",
  // The partner pages (issue 23): a partner sends its users there, signed in or not, and they act on the
  // selected company (connect a tool, its API keys); sending a signed-in user to the dashboard would end
  // the partner's flow. Our reading beyond spec 000 §4's three exceptions, as for the consent page.
  "partnerIntegration",
  "partnerManualFlow",
  "partnerSelection",
  "partnerCallback",
  "oauthApi",
  "oauthSignUp",
  // Documentation, for anyone.
  "webhooks",
] as const;

/** Every sign-in route name: "coming from signin" in the guard means one of these. */
export const SIGN_IN_ROUTE_NAMES = ["signin", "signinCallback"] as const;

/** Whether a route name belongs to the sign-up family (all sign-up routes share one screen). */
export function isSignUpRouteName(name: string | undefined): boolean {
  return name !== undefined && (name === "signup" || name.startsWith("signup"));
}

/** Whether the host is the authentication host: its first label is `auth` (spec 000 §2; @trezo/domain). */
export { isAuthHost } from "@trezo/domain";
