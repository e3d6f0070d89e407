import { matchPath } from "react-router-dom";
import {
  AUTH_ROUTES,
  isAuthHost,
  MAIN_REDIRECTS,
  MAIN_ROUTES,
  ONBOARDING_STEPS,
  type RouteDefinition,
  TREASURY_INVESTMENT_STEPS,
} from "./routeTable";

/** A location resolved against the route table: a route to show, or where to go instead. */
export type ResolvedLocation =
  | { kind: "route"; route: RouteDefinition; params: Record<string, string | undefined> }
  | { kind: "redirect"; to: string };

/** The fallback of each host: unknown paths go to /dashboard on the main host, /error on the auth host. */
export const MAIN_FALLBACK = "/dashboard";
export const AUTH_FALLBACK = "/error";

function trimTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

function matchAmong(routes: readonly RouteDefinition[], pathname: string): ResolvedLocation | undefined {
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true, caseSensitive: false }, pathname);
    if (match) return { kind: "route", route, params: { ...match.params } };
  }
  return undefined;
}

/** Route parameters that only take the values the spec lists; anything else goes to the first step. */
function checkSteps(resolved: ResolvedLocation): ResolvedLocation {
  if (resolved.kind !== "route") return resolved;
  const { route, params } = resolved;
  if (route.name === "onboarding" && !(ONBOARDING_STEPS as readonly string[]).includes(params.step ?? "")) {
    return { kind: "redirect", to: "/onboarding/welcome" };
  }
  if (route.name === "treasuryInvestment" && !((params.step ?? "") in TREASURY_INVESTMENT_STEPS)) {
    return { kind: "redirect", to: "/treasury-investment/intro" };
  }
  if (route.name === "treasuryInvestment" && params.type !== undefined && params.step !== "final") {
    return { kind: "redirect", to: `/treasury-investment/${params.step}` };
  }
  if (route.name === "myInvestments" && !["home", "invest", "withdraw"].includes(params.page ?? "")) {
    return { kind: "redirect", to: "/my-investments/home" };
  }
  return resolved;
}

/**
 * Resolves a pathname on a host (spec 000 §2): the auth host (first label `auth`) knows only its four
 * routes and sends everything else to /error; the main host applies its redirects, then its routes, and
 * sends unknown paths to /dashboard.
 */
export function resolveRoute(hostname: string, rawPathname: string): ResolvedLocation {
  const pathname = trimTrailingSlash(rawPathname || "/");
  if (isAuthHost(hostname)) {
    return matchAmong(AUTH_ROUTES, pathname) ?? { kind: "redirect", to: AUTH_FALLBACK };
  }
  const redirect = MAIN_REDIRECTS.find((entry) => entry.path.toLowerCase() === pathname.toLowerCase());
  if (redirect) return { kind: "redirect", to: redirect.to };
  const matched = matchAmong(MAIN_ROUTES, pathname);
  return matched ? checkSteps(matched) : { kind: "redirect", to: MAIN_FALLBACK };
}

/** The route definition of a path on the main host, when it names one directly. */
export function routeAt(pathname: string, hostname = "app"): RouteDefinition | undefined {
  const resolved = resolveRoute(hostname, pathname);
  return resolved.kind === "route" ? resolved.route : undefined;
}
