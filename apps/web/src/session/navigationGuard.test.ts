import type { AccessContext } from "@trezo/domain";
import { describe, expect, it } from "vitest";
import { routeAt } from "../routing/resolveRoute";
import type { RouteDefinition } from "../routing/routeTable";
import { decideNavigation, type GuardInput, isProfileIncomplete } from "./navigationGuard";
import { runNavigationGuard } from "./runNavigationGuard";

const route = (path: string): RouteDefinition => {
  const found = routeAt(path);
  if (!found) throw new Error(`no route at ${path}`);
  return found;
};

const company: AccessContext = {
  isCpa: false,
  permissions: { view_forecast: true, transactions_info: true },
  invoicesAllowed: false,
  checksAllowed: false,
};
const firm: AccessContext = {
  isCpa: true,
  permissions: { cpap_view_admin_console: true },
  invoicesAllowed: false,
  checksAllowed: false,
};
const completeProfile = { firstName: "Camille", lastName: "Martin", telephone: "+33612345678" };

/** A signed-in user with everything loaded, navigating within the app. */
const signedIn = (to: string, overrides: Partial<GuardInput> = {}): GuardInput => ({
  fromRouteName: "dashboard",
  to: route(to),
  session: "authorized",
  hasStoredToken: true,
  storedCompanyId: "c1",
  preferences: "loaded",
  sessionData: "loaded",
  tokenCheck: { outcome: "ok", needUserSignin: false, signupNotFinished: false },
  profile: completeProfile,
  access: company,
  ...overrides,
});

/** A visitor with nothing stored. */
const visitor = (to: string, overrides: Partial<GuardInput> = {}): GuardInput => ({
  fromRouteName: undefined,
  to: route(to),
  session: "unauthenticated",
  hasStoredToken: false,
  storedCompanyId: null,
  preferences: "notLoaded",
  sessionData: "notLoaded",
  tokenCheck: undefined,
  profile: undefined,
  access: undefined,
  ...overrides,
});

describe("without a session", () => {
  it("lets public routes pass", () => {
    for (const path of ["/signin", "/signup", "/signup/libeo", "/passwordrecovery", "/maintenance"]) {
      expect(decideNavigation(visitor(path)).kind, path).toBe("allow");
    }
  });

  it("logs out on any protected route and then shows /signin", () => {
    for (const path of ["/dashboard", "/profile", "/console", "/no-permissions"]) {
      expect(decideNavigation(visitor(path)), path).toEqual({ kind: "logout", continueTo: "/signin" });
    }
  });

  it("loads the preferences when a token is stored (a reload), then the session data", () => {
    const input = visitor("/dashboard", { hasStoredToken: true, storedCompanyId: "c1" });
    expect(decideNavigation(input)).toEqual({ kind: "load", resource: "preferences" });
    expect(decideNavigation({ ...input, preferences: "loaded" })).toEqual({
      kind: "load",
      resource: "sessionData",
    });
  });

  it.each([401, 422, "error"] as const)("logs out when the preferences answer %s", (status) => {
    const input = visitor("/dashboard", { hasStoredToken: true, preferences: { failed: status } });
    expect(decideNavigation(input)).toEqual({ kind: "logout", continueTo: "/signin" });
    // A public route is still shown after the stale session is cleared.
    expect(decideNavigation({ ...input, to: route("/signup") })).toEqual({
      kind: "logout",
      continueTo: "/signup",
    });
  });

  it("logs out when initialising the session fails (getCompanyInfos, isCompanyEmployee)", () => {
    const input = visitor("/dashboard", {
      hasStoredToken: true,
      storedCompanyId: "c1",
      preferences: "loaded",
      sessionData: { failed: 500 },
    });
    expect(decideNavigation(input)).toEqual({ kind: "logout", continueTo: "/signin" });
  });
});

describe("with a session", () => {
  it("reloads the preferences when coming from signin or an unnamed route", () => {
    expect(
      decideNavigation(signedIn("/dashboard", { fromRouteName: "signin", preferences: "notLoaded" })),
    ).toEqual({ kind: "load", resource: "preferences" });
    expect(
      decideNavigation(signedIn("/dashboard", { fromRouteName: undefined, preferences: "notLoaded" })),
    ).toEqual({ kind: "load", resource: "preferences" });
    expect(decideNavigation(signedIn("/dashboard", { preferences: "notLoaded" })).kind).toBe("allow");
  });

  it("logs out without a stored company id, except on signin and its callback", () => {
    for (const missing of [null, undefined, ""]) {
      expect(decideNavigation(signedIn("/dashboard", { storedCompanyId: missing }))).toEqual({
        kind: "logout",
        continueTo: "/signin",
      });
    }
    expect(decideNavigation(signedIn("/signin", { storedCompanyId: null })).kind).toBe("allow");
    expect(decideNavigation(signedIn("/signin/callback", { storedCompanyId: null })).kind).toBe("allow");
  });

  it("checks the token's expiry, and logs out on 401, 422 or an error", () => {
    expect(decideNavigation(signedIn("/dashboard", { tokenCheck: undefined }))).toEqual({
      kind: "load",
      resource: "tokenCheck",
    });
    for (const status of [401, 422, "error"] as const) {
      expect(
        decideNavigation(signedIn("/dashboard", { tokenCheck: { outcome: "failed", status } })).kind,
      ).toBe("logout");
    }
  });

  it("opens the sign-in popup when the user must sign in again", () => {
    const decision = decideNavigation(
      signedIn("/dashboard", {
        tokenCheck: { outcome: "ok", needUserSignin: true, signupNotFinished: false },
      }),
    );
    expect(decision.kind).toBe("signInPopup");
  });

  it("records an unfinished sign-up", () => {
    const decision = decideNavigation(
      signedIn("/dashboard", {
        tokenCheck: { outcome: "ok", needUserSignin: false, signupNotFinished: true },
      }),
    );
    expect(decision).toMatchObject({ kind: "allow", effects: { signupNotFinished: true } });
  });

  it("loads the profile, and sends an incomplete one to /personal-infos unless pretending", () => {
    expect(decideNavigation(signedIn("/dashboard", { profile: undefined }))).toEqual({
      kind: "load",
      resource: "profile",
    });
    for (const profile of [
      { ...completeProfile, firstName: "" },
      { ...completeProfile, lastName: "   " },
      { ...completeProfile, telephone: null },
      { firstName: "Camille", lastName: "Martin" },
    ]) {
      expect(decideNavigation(signedIn("/dashboard", { profile }))).toMatchObject({
        kind: "redirect",
        to: "/personal-infos",
      });
      expect(decideNavigation(signedIn("/dashboard", { profile, session: "pretending" })).kind).toBe("allow");
      expect(decideNavigation(signedIn("/personal-infos", { profile })).kind).toBe("allow");
    }
  });

  it("resets suppressOnboarding when leaving sign-up or sign-in for another route", () => {
    const leaving = decideNavigation(signedIn("/dashboard", { fromRouteName: "signup-libeo" }));
    expect(leaving).toMatchObject({ effects: { resetSuppressOnboarding: true } });
    const staying = decideNavigation(signedIn("/dashboard", { fromRouteName: "transactions" }));
    expect(staying).toMatchObject({ effects: { resetSuppressOnboarding: false } });
  });

  it("sends a public route to the dashboard, or to /console for an accounting firm", () => {
    expect(decideNavigation(signedIn("/signin"))).toMatchObject({ kind: "redirect", to: "/dashboard" });
    expect(decideNavigation(signedIn("/signup", { access: firm }))).toMatchObject({
      kind: "redirect",
      to: "/console",
    });
  });

  it("keeps acceptInvite, completeSignUp and maintenance open", () => {
    for (const path of ["/acceptInvite", "/completeSignUp", "/maintenance"]) {
      expect(decideNavigation(signedIn(path)).kind, path).toBe("allow");
    }
  });

  it("keeps company-infos open only while the sign-up is unfinished", () => {
    expect(decideNavigation(signedIn("/company-infos")).kind).toBe("redirect");
    const unfinished = { outcome: "ok", needUserSignin: false, signupNotFinished: true } as const;
    expect(decideNavigation(signedIn("/company-infos", { tokenCheck: unfinished })).kind).toBe("allow");
  });

  it("replaces a route without permission by the first permitted landing route", () => {
    const onlyTransactions = { ...company, permissions: { allow_classification: true } };
    expect(decideNavigation(signedIn("/dashboard", { access: onlyTransactions }))).toMatchObject({
      kind: "redirect",
      to: "/transactions",
    });
    expect(decideNavigation(signedIn("/invoices"))).toMatchObject({ kind: "redirect", to: "/dashboard" });
    expect(decideNavigation(signedIn("/transactions")).kind).toBe("allow");
  });

  it("sends a member without any permission to /no-permissions, and lets it show", () => {
    const nothing = { ...company, permissions: {} };
    expect(decideNavigation(signedIn("/dashboard", { access: nothing }))).toMatchObject({
      kind: "redirect",
      to: "/no-permissions",
    });
    expect(decideNavigation(signedIn("/no-permissions", { access: nothing })).kind).toBe("allow");
    // Pages outside the admin group stay open.
    expect(decideNavigation(signedIn("/profile", { access: nothing })).kind).toBe("allow");
  });

  it("maps an accounting firm's dashboard to its landing route", () => {
    expect(decideNavigation(signedIn("/dashboard", { access: firm }))).toMatchObject({
      kind: "redirect",
      to: "/console",
    });
    expect(decideNavigation(signedIn("/console", { access: firm })).kind).toBe("allow");
    expect(decideNavigation(signedIn("/console"))).toMatchObject({ kind: "redirect", to: "/dashboard" });
  });

  it("sends the libeo integration route to /console for a firm and to the landing route otherwise", () => {
    expect(decideNavigation(signedIn("/libeo-integration", { access: firm }))).toMatchObject({
      to: "/console",
    });
    const onlyTransactions = { ...company, permissions: { transactions_info: true } };
    expect(decideNavigation(signedIn("/libeo-integration", { access: onlyTransactions }))).toMatchObject({
      to: "/transactions",
    });
  });
});

describe("isProfileIncomplete", () => {
  it("needs first name, last name and telephone", () => {
    expect(isProfileIncomplete(completeProfile)).toBe(false);
    expect(isProfileIncomplete({ ...completeProfile, telephone: " " })).toBe(true);
  });
});

describe("runNavigationGuard", () => {
  const loaders = (overrides: Partial<Parameters<typeof runNavigationGuard>[1]> = {}) => {
    const calls: string[] = [];
    return {
      calls,
      loaders: {
        loadPreferences: async () => void calls.push("preferences"),
        loadSessionData: async () => {
          calls.push("sessionData");
          return company;
        },
        verifyTokenExpiration: async () => {
          calls.push("tokenCheck");
          return { needUserSignin: false, signupNotFinished: false };
        },
        loadProfile: async () => {
          calls.push("profile");
          return completeProfile;
        },
        storedCompanyId: () => "c1",
        ...overrides,
      },
    };
  };

  it("restores a session after a reload, in the order of spec 000 §4", async () => {
    const { calls, loaders: all } = loaders();
    const decision = await runNavigationGuard(
      { ...visitor("/dashboard"), hasStoredToken: true, storedCompanyId: "c1" },
      all,
    );
    expect(decision.kind).toBe("allow");
    expect(calls).toEqual(["preferences", "sessionData", "tokenCheck", "profile"]);
  });

  it("uses the company that authorizing chose when none was stored (right after signing in)", async () => {
    const { calls, loaders: all } = loaders();
    const decision = await runNavigationGuard(
      { ...visitor("/dashboard"), fromRouteName: "signin", hasStoredToken: true, storedCompanyId: null },
      all,
    );
    expect(decision.kind).toBe("allow");
    expect(calls).toEqual(["preferences", "sessionData", "tokenCheck", "profile"]);
  });

  it("logs out when the token check answers 401", async () => {
    const { loaders: all } = loaders({
      verifyTokenExpiration: async () => Promise.reject(Object.assign(new Error("expired"), { status: 401 })),
    });
    const decision = await runNavigationGuard(
      { ...visitor("/dashboard"), hasStoredToken: true, storedCompanyId: "c1" },
      all,
    );
    expect(decision).toEqual({ kind: "logout", continueTo: "/signin" });
  });

  it("logs out when the profile cannot be loaded", async () => {
    const { loaders: all } = loaders({ loadProfile: async () => Promise.reject(new Error("down")) });
    const decision = await runNavigationGuard(
      { ...signedIn("/dashboard"), profile: undefined, preferences: "loaded" },
      all,
    );
    expect(decision.kind).toBe("logout");
  });

  it("lands a member without any permission on /no-permissions", async () => {
    const { loaders: all } = loaders({ loadSessionData: async () => ({ ...company, permissions: {} }) });
    const decision = await runNavigationGuard(
      { ...visitor("/dashboard"), hasStoredToken: true, storedCompanyId: "c1" },
      all,
    );
    expect(decision).toMatchObject({ kind: "redirect", to: "/no-permissions" });
  });
});

describe("a signed-in user whose sign-up is not finished (no company yet)", () => {
  const pending = (to: string) =>
    visitor(to, { hasStoredToken: true, preferences: "loaded", sessionData: { failed: "noCompany" } });

  it("may open the sign-up steps", () => {
    for (const path of ["/personal-infos", "/company-infos", "/completeSignUp"]) {
      expect(decideNavigation(pending(path)), path).toMatchObject({
        kind: "allow",
        effects: { signupNotFinished: true },
      });
    }
  });

  it("is sent to /personal-infos from anywhere else, without being logged out", () => {
    for (const path of ["/dashboard", "/signin", "/profile"]) {
      expect(decideNavigation(pending(path)), path).toMatchObject({
        kind: "redirect",
        to: "/personal-infos",
      });
    }
  });

  it("reaches that decision through the runner", async () => {
    const decision = await runNavigationGuard(
      { ...visitor("/dashboard"), hasStoredToken: true },
      {
        loadPreferences: async () => undefined,
        loadSessionData: async () =>
          Promise.reject(Object.assign(new Error("none"), { status: "noCompany" })),
        verifyTokenExpiration: async () => ({ needUserSignin: false, signupNotFinished: true }),
        loadProfile: async () => ({}),
        storedCompanyId: () => null,
      },
    );
    expect(decision).toMatchObject({ kind: "redirect", to: "/personal-infos" });
  });
});

describe("/admin", () => {
  const admin = { ...completeProfile, role: "SuperAdmin" };

  it("opens to a SuperAdmin", () => {
    expect(decideNavigation(signedIn("/admin", { profile: admin })).kind).toBe("allow");
  });

  it("sends anyone else, and a SuperAdmin acting as a user, to their landing route", () => {
    expect(
      decideNavigation(signedIn("/admin", { profile: { ...completeProfile, role: "User" } })),
    ).toMatchObject({
      kind: "redirect",
      to: "/dashboard",
    });
    expect(
      decideNavigation(signedIn("/admin", { profile: { ...completeProfile, role: "User" }, access: firm })),
    ).toMatchObject({ kind: "redirect", to: "/console" });
    expect(
      decideNavigation(
        signedIn("/admin", {
          profile: admin,
          session: "pretending",
          access: { ...company, permissions: { transactions_info: true } },
        }),
      ),
    ).toMatchObject({ kind: "redirect", to: "/transactions" });
  });
});
