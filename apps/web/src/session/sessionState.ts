/**
 * The session of spec 000 §4: its three states, what becoming authorized loads, and what logging out
 * resets. Pure data and functions: the store (appStore) and the session service apply them.
 */

/** Unauthenticated, authorized, or an administrator pretending to be another user. */
export type SessionState = "unauthenticated" | "authorized" | "pretending";

/**
 * What becoming authorized loads (spec 000 §4), in the order the session service asks for it; the master
 * cookie (./masterCookie) is set once they are in.
 */
export const AUTHORIZATION_LOADS = [
  "banks",
  "permissions",
  "defaultCurrency",
  "profile",
  "maxConnections",
  "maxCategoryDepth",
  "companies",
  "companyInfo",
  "masterCookie",
] as const;
export type AuthorizationLoad = (typeof AUTHORIZATION_LOADS)[number];

/** The defaults of spec 000 §9 used until the company says otherwise. */
export const SESSION_DEFAULTS = {
  defaultCurrency: "EUR",
  maxConnections: 3,
  maxCategoryDepth: 4,
  availableDepthPlans: 1,
} as const;

/** Flags of spec 000 §3 held by the app store. */
export interface AppFlags {
  loading: boolean;
  globalLoading: boolean;
  locked: boolean;
  reloading: boolean;
  appLoaded: boolean;
  silence: boolean;
  tooManyConnections: boolean;
  suppressOnboarding: boolean;
  forceScenarios: boolean;
  dashboardSpecial: number;
  /** The token check said the sign-up is unfinished (spec 000 §4). */
  signupNotFinished: boolean;
  /** A paywall asked for a plan (spec 000 §4). */
  needPlan: boolean;
}

/** The flags of a fresh page, and what logout brings them back to. */
export const INITIAL_FLAGS: AppFlags = {
  loading: false,
  globalLoading: false,
  locked: false,
  reloading: false,
  appLoaded: false,
  silence: false,
  tooManyConnections: false,
  suppressOnboarding: false,
  forceScenarios: false,
  dashboardSpecial: 0,
  signupNotFinished: false,
  needPlan: false,
};

/** Keys of browser storage that hold the session (spec 000 §3): cleared on logout. */
export const SESSION_STORAGE_KEYS = {
  token: "trezo.token",
  companyId: "trezo.companyId",
  pretendedUser: "trezo.pretendedUser",
  pretendedToken: "trezo.pretendedToken",
} as const;

/** The session state a page starts in, from what browser storage holds. */
export function initialSessionState(stored: {
  token: string | null;
  pretendedToken: string | null;
}): SessionState {
  if (!stored.token) return "unauthenticated";
  return stored.pretendedToken ? "pretending" : "authorized";
}

/**
 * What choosing a user in the impersonation list does (spec 000 §4): pretending to be someone else
 * stores that user and reloads; choosing yourself clears the impersonation (and reloads too).
 */
export function impersonationChange(
  selfId: string,
  chosenId: string,
): { kind: "pretend"; userId: string } | { kind: "clear" } {
  return chosenId === selfId ? { kind: "clear" } : { kind: "pretend", userId: chosenId };
}
