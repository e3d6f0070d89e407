import { describe, expect, it } from "vitest";
import { resolveRoute, routeAt } from "./resolveRoute";
import { AUTH_ROUTES, isAuthHost, isSignUpRouteName, MAIN_ROUTES, SIGN_UP_PARTNERS } from "./routeTable";

const main = (path: string) => resolveRoute("app.trezo.fr", path);
const auth = (path: string) => resolveRoute("auth.trezo.fr", path);

describe("main host", () => {
  it("sends / and unknown paths to /dashboard", () => {
    expect(main("/")).toEqual({ kind: "redirect", to: "/dashboard" });
    expect(main("/no-such-page")).toEqual({ kind: "redirect", to: "/dashboard" });
    expect(main("/signin/other")).toEqual({ kind: "redirect", to: "/dashboard" });
  });

  it("redirects the parents of step routes to their first step", () => {
    expect(main("/onboarding")).toEqual({ kind: "redirect", to: "/onboarding/welcome" });
    expect(main("/treasury-investment")).toEqual({ kind: "redirect", to: "/treasury-investment/intro" });
    expect(main("/my-investments")).toEqual({ kind: "redirect", to: "/my-investments/home" });
    expect(main("/onboarding/unknown")).toEqual({ kind: "redirect", to: "/onboarding/welcome" });
    expect(main("/treasury-investment/nope")).toEqual({ kind: "redirect", to: "/treasury-investment/intro" });
  });

  it("knows the onboarding, treasury and investment children", () => {
    for (const step of ["welcome", "why-connect", "add-bank", "book-a-demo"]) {
      expect(routeAt(`/onboarding/${step}`)?.screen).toBe("onboarding");
    }
    expect(routeAt("/treasury-investment/final/pea")?.screen).toBe("treasuryInvestment");
    expect(main("/treasury-investment/intro/pea")).toEqual({
      kind: "redirect",
      to: "/treasury-investment/intro",
    });
    expect(routeAt("/my-investments/invest/EUR/sepa/42")?.screen).toBe("myInvestments");
    expect(routeAt("/my-investments/withdraw/EUR")?.screen).toBe("myInvestments");
  });

  it("shows the company screen on /cabinet, guarded by the firm's cabinet permissions", () => {
    expect(routeAt("/cabinet")).toMatchObject({ screen: "company", guardedAs: "/cabinet", access: "app" });
    expect(routeAt("/company")).toMatchObject({ screen: "company", access: "app" });
  });

  it("routes every sign-up path to the one sign-up screen", () => {
    const paths = ["/signup", "/signup-en", "/signup-cpa", "/signup-cpa-rca", "/signup/partner/qonto"];
    for (const path of [...paths, ...SIGN_UP_PARTNERS.map((partner) => `/signup/${partner}`)]) {
      expect(routeAt(path)?.screen, path).toBe("signUp");
    }
    const partner = main("/signup/partner/qonto");
    expect(partner.kind === "route" && partner.params.partnerName).toBe("qonto");
  });

  it("gives public routes the no-auth layout and app routes the default one", () => {
    expect(routeAt("/signin")).toMatchObject({ access: "public", layout: "noAuth" });
    expect(routeAt("/signin/callback")).toMatchObject({ access: "public", screen: "signInCallback" });
    expect(routeAt("/dashboard")).toMatchObject({ access: "app", layout: "default" });
    // The webhooks page is documentation: a wide page without the sign-in family's card.
    expect(routeAt("/webhooks")).toMatchObject({ access: "public", layout: "bare", screen: "webhooks" });
    for (const route of MAIN_ROUTES.filter((one) => one.name !== "webhooks")) {
      expect(route.layout, route.name).toBe(route.access === "public" ? "noAuth" : "default");
    }
  });

  it("accepts a trailing slash", () => {
    expect(routeAt("/profile/")?.name).toBe("profile");
  });

  it("has unique route names", () => {
    const names = MAIN_ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("auth host", () => {
  it("is recognised by its first label only", () => {
    expect(isAuthHost("auth.trezo.fr")).toBe(true);
    expect(isAuthHost("AUTH.example.com")).toBe(true);
    expect(isAuthHost("app.auth.trezo.fr")).toBe(false);
    expect(isAuthHost("localhost")).toBe(false);
  });

  it("knows only its six routes", () => {
    expect(AUTH_ROUTES.map((route) => route.path)).toEqual([
      "/oauth2/authorize",
      "/passwordrecovery",
      "/fygrclosewindow",
      "/oauth-api",
      "/oauth-signup",
      "/error",
    ]);
    expect(auth("/oauth-api")).toMatchObject({ kind: "route", route: { screen: "oauthApi" } });
    expect(auth("/oauth-signup")).toMatchObject({ kind: "route", route: { screen: "oauthSignUp" } });
    // The webhooks page is the main host's.
    expect(auth("/webhooks")).toEqual({ kind: "redirect", to: "/error" });
    expect(auth("/oauth2/authorize")).toMatchObject({ kind: "route", route: { screen: "oauthAuthorize" } });
    expect(auth("/fygrclosewindow")).toMatchObject({ kind: "route", route: { screen: "closeWindow" } });
  });

  it("sends every other path to /error, including the main host's routes", () => {
    expect(auth("/dashboard")).toEqual({ kind: "redirect", to: "/error" });
    expect(auth("/")).toEqual({ kind: "redirect", to: "/error" });
    expect(auth("/signin")).toEqual({ kind: "redirect", to: "/error" });
  });
});

describe("sign-up family", () => {
  it("recognises sign-up route names", () => {
    expect(isSignUpRouteName("signup")).toBe(true);
    expect(isSignUpRouteName("signup-libeo")).toBe(true);
    expect(isSignUpRouteName("signupCpaCallback")).toBe(true);
    expect(isSignUpRouteName("signin")).toBe(false);
    expect(isSignUpRouteName(undefined)).toBe(false);
  });
});
