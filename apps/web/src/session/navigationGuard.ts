/**
 * The navigation guard of spec 000 §4, as one pure decision function.
 *
 * The guard needs answers from the server (user preferences, the token-expiry check, the profile, the
 * session data). Rather than calling them itself, `decideNavigation` says which one it needs next
 * (`load`); the runner (runNavigationGuard) fetches it, records the outcome in the input, and asks
 * again, until the decision is final: allow, redirect, open the sign-in popup, or log out.
 */
import { type AccessContext, canAccessRoute, landingRoute } from "@trezo/domain";
import {
  isSignUpRouteName,
  PUBLIC_ROUTES_OPEN_WHEN_SIGNED_IN,
  type RouteDefinition,
  SIGN_IN_ROUTE_NAMES,
} from "../routing/routeTable";
import type { SessionState } from "./sessionState";

/**
 * Why a load failed: an HTTP status, any other error, or `noCompany` when the signed-in user has no
 * company yet (the sign-up is not finished: personal and company details are still to come).
 */
export type LoadFailure = number | "error" | "noCompany";

/** The outcome of one server call made for the guard. */
export type LoadOutcome = "notLoaded" | "loaded" | { failed: LoadFailure };

/** Result of verifyTokenExpiration (spec 001 §7.7). */
export type TokenCheck =
  | { outcome: "ok"; needUserSignin: boolean; signupNotFinished: boolean }
  | { outcome: "failed"; status: number | "error" };

/** The identity fields the guard checks (spec 000 §4). */
export interface ProfileFields {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  telephone?: string | null | undefined;
  /** The signed-in (or pretended) user's role: only a SuperAdmin, not pretending, opens /admin. */
  role?: string | undefined;
}

export interface GuardInput {
  /** The route navigated from; undefined on the first navigation of the page (an "unnamed route"). */
  fromRouteName: string | undefined;
  to: RouteDefinition;
  session: SessionState;
  /** A token sits in browser storage (a reload keeps it while the in-memory session starts empty). */
  hasStoredToken: boolean;
  /** The selected company id kept in browser storage. */
  storedCompanyId: string | null | undefined;
  preferences: LoadOutcome;
  /** The session data that authorizing loads (company info, permissions...). */
  sessionData: LoadOutcome;
  tokenCheck: TokenCheck | undefined;
  profile: ProfileFields | undefined;
  /** Company info and permissions of the selected company, once the session data is loaded. */
  access: AccessContext | undefined;
}

/** Something to remember as the guard decides, whatever the final decision. */
export interface GuardEffects {
  /** Leaving sign-up or sign-in for another route resets suppressOnboarding. */
  resetSuppressOnboarding: boolean;
  /** The token check said the sign-up is unfinished. */
  signupNotFinished: boolean;
}

export type GuardDecision =
  | { kind: "load"; resource: "preferences" | "sessionData" | "tokenCheck" | "profile" }
  | { kind: "allow"; effects: GuardEffects }
  | { kind: "redirect"; to: string; effects: GuardEffects }
  | { kind: "signInPopup"; effects: GuardEffects }
  /** Log out (clear the stored session); then show `continueTo` (a public route) or /signin. */
  | { kind: "logout"; continueTo: string };

/** The steps a signed-in user without a company yet goes through to finish signing up. */
const SIGN_UP_STEP_NAMES = ["personalInfos", "companyInfos", "completeSignUp", "acceptInvite"];

const isSignInRoute = (name: string | undefined) =>
  name !== undefined && (SIGN_IN_ROUTE_NAMES as readonly string[]).includes(name);

/** Spec 000 §4: first name, last name or telephone missing or blank makes the profile incomplete. */
export function isProfileIncomplete(profile: ProfileFields): boolean {
  return [profile.firstName, profile.lastName, profile.telephone].some(
    (value) => value === undefined || value === null || value.trim() === "",
  );
}

function failed(outcome: LoadOutcome): outcome is { failed: LoadFailure } {
  return typeof outcome === "object";
}

function logout(to: RouteDefinition): GuardDecision {
  return { kind: "logout", continueTo: to.access === "public" ? to.path : "/signin" };
}

/** The landing route of a signed-in user reaching a public route: /console for a firm, else /dashboard. */
function signedInHome(access: AccessContext | undefined): string {
  return access?.isCpa ? "/console" : "/dashboard";
}

/**
 * One step of the navigation guard of spec 000 §4. Call it again after each `load` with the outcome
 * recorded in the input.
 */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { to, session } = input;
  const leavingEntry =
    (isSignInRoute(input.fromRouteName) || isSignUpRouteName(input.fromRouteName)) &&
    !isSignInRoute(to.name) &&
    !isSignUpRouteName(to.name);
  const effects: GuardEffects = {
    resetSuppressOnboarding: leavingEntry,
    signupNotFinished: input.tokenCheck?.outcome === "ok" ? input.tokenCheck.signupNotFinished : false,
  };

  // Without a session, or coming from signin or an unnamed route, user preferences are loaded; a 401, a
  // 422 or any error logs out. Without any stored token there is nothing to load: it would be a 401.
  const wantsPreferences =
    session === "unauthenticated" || isSignInRoute(input.fromRouteName) || input.fromRouteName === undefined;
  if (wantsPreferences && input.hasStoredToken) {
    if (input.preferences === "notLoaded") return { kind: "load", resource: "preferences" };
    if (failed(input.preferences)) return logout(to);
  }

  if (session === "unauthenticated") {
    if (input.hasStoredToken && input.preferences === "loaded") {
      // The stored token is still good (a page reload): become authorized again.
      if (input.sessionData === "notLoaded") return { kind: "load", resource: "sessionData" };
      if (failed(input.sessionData)) {
        if (input.sessionData.failed !== "noCompany") return logout(to);
        // Signed in, but the sign-up is not finished: only its steps (and maintenance) are open.
        return SIGN_UP_STEP_NAMES.includes(to.name) || to.name === "maintenance"
          ? { kind: "allow", effects: { ...effects, signupNotFinished: true } }
          : { kind: "redirect", to: "/personal-infos", effects: { ...effects, signupNotFinished: true } };
      }
    } else {
      // Without a session, any protected route logs out; public routes pass.
      return to.access === "public" ? { kind: "allow", effects } : logout(to);
    }
  }

  // A missing stored company id logs out, except on signin and its callback.
  if (!input.storedCompanyId) {
    return isSignInRoute(to.name) ? { kind: "allow", effects } : logout(to);
  }

  // With a session and a company, the token-expiry check runs.
  if (input.tokenCheck === undefined) return { kind: "load", resource: "tokenCheck" };
  if (input.tokenCheck.outcome === "failed") return logout(to);
  if (input.tokenCheck.needUserSignin) return { kind: "signInPopup", effects };

  if (input.sessionData === "notLoaded") return { kind: "load", resource: "sessionData" };
  if (failed(input.sessionData)) return logout(to);

  // The profile must be complete, unless an administrator is pretending to be this user.
  if (input.profile === undefined) return { kind: "load", resource: "profile" };
  if (session !== "pretending" && isProfileIncomplete(input.profile) && to.name !== "personalInfos") {
    if (to.name === "maintenance") return { kind: "allow", effects };
    return { kind: "redirect", to: "/personal-infos", effects };
  }

  if (to.access === "public") {
    const stillOpen =
      (PUBLIC_ROUTES_OPEN_WHEN_SIGNED_IN as readonly string[]).includes(to.name) ||
      // The two steps of the sign-up form stay open while they are what is left to do.
      (to.name === "personalInfos" && session !== "pretending" && isProfileIncomplete(input.profile)) ||
      (to.name === "companyInfos" && effects.signupNotFinished) ||
      to.name === "error";
    return stillOpen
      ? { kind: "allow", effects }
      : { kind: "redirect", to: signedInHome(input.access), effects };
  }

  const access = input.access;
  if (!access) return { kind: "load", resource: "sessionData" };

  // The libeo-integration route sends a firm to /console and any other company to its landing route.
  if (to.name === "libeoIntegration") {
    return { kind: "redirect", to: access.isCpa ? "/console" : landingRoute(access), effects };
  }

  // /admin is for a SuperAdmin who is not pretending (spec 000 §1, §4): anyone else lands where they work.
  if (to.name === "admin" && (session === "pretending" || input.profile.role !== "SuperAdmin")) {
    return { kind: "redirect", to: landingRoute(access), effects };
  }

  // A route without permission is replaced by the first permitted landing route.
  if (to.guardedAs && !canAccessRoute(to.guardedAs, access)) {
    const landing = landingRoute(access);
    return landing === to.path ? { kind: "allow", effects } : { kind: "redirect", to: landing, effects };
  }
  return { kind: "allow", effects };
}
