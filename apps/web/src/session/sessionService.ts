/**
 * The session of spec 000 §4 against the server: what becoming authorized loads, what logout clears,
 * switching company, impersonation and the saved locale. The guard's loaders come from here.
 */

import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@trezo/api";
import type { AccessContext } from "@trezo/domain";
import type { Locale } from "@trezo/i18n";
import type { BoundedStorage } from "../platform/boundedStorage";
import type { AppStoreApi, BankSummary, SessionUser } from "../state/appStore";
import { type CompanySwitchOutcome, companySwitchOutcome } from "./companySwitch";
import { writeMasterCookie } from "./masterCookie";
import type { GuardLoaders } from "./runNavigationGuard";
import { isServiceSuspended } from "./serviceSuspension";
import { SESSION_STORAGE_KEYS } from "./sessionState";

export interface SessionServiceDeps {
  /** The API client, loaded on first use: a visitor on /signin never downloads the API layer. */
  getClient: () => Promise<ApiClient>;
  store: AppStoreApi;
  storage: BoundedStorage;
  /** The cached server answers, cleared on logout (the app's loads lazily, hence only `clear`). */
  queryClient?: Pick<QueryClient, "clear">;
  /** Applies a locale to the interface (loads its catalog, then switches the translator). */
  applyLocale?: (locale: Locale) => Promise<void>;
  /** Reloads the page (impersonation, company switch). */
  reload?: () => void;
  /** Loads another page of the app from scratch (opening a new company, leaving a deleted one). */
  assign?: (url: string) => void;
  /** Sets (or with null clears) the master cookie (spec 000 §4); the app's writes document.cookie. */
  setMasterCookie?: (token: string | null) => void;
}

/** An answer the session cannot work with: logs out like a failed call (spec 000 §4). */
class SessionRefused extends Error {
  constructor(
    message: string,
    readonly status: number | "noCompany" = 403,
  ) {
    super(message);
  }
}

/** The connections of getBanksAndAccountsList as the shell counts them. */
function banksOf(
  banks: Array<{
    id: number;
    name: string;
    custom_name: string | null;
    archived: boolean;
    accounts: unknown[];
  }>,
): BankSummary[] {
  return banks.map((bank) => ({
    id: bank.id,
    name: bank.custom_name ?? bank.name,
    archived: bank.archived,
    accountCount: bank.accounts.length,
  }));
}

/** The shell's user from getUserInfo or updateUserProfile. */
export function userOf(info: {
  id: number;
  email: string;
  role: SessionUser["role"];
  profile: { firstName: string; lastName: string };
  telephone: string;
}): SessionUser {
  return {
    id: info.id,
    email: info.email,
    role: info.role,
    firstName: info.profile.firstName,
    lastName: info.profile.lastName,
    telephone: info.telephone,
  };
}

export function createSessionService(deps: SessionServiceDeps) {
  const { getClient, store, storage } = deps;
  const reload = deps.reload ?? (() => window.location.reload());
  const assign = deps.assign ?? ((url: string) => window.location.assign(url));
  const setMasterCookie =
    deps.setMasterCookie ??
    ((token: string | null) => writeMasterCookie(token, (error) => console.error(error.message, error)));

  const storedCompanyId = (): number | null => {
    const id = Number(storage.getItem(SESSION_STORAGE_KEYS.companyId));
    return Number.isInteger(id) && id > 0 ? id : null;
  };

  /**
   * Becoming authorized (spec 000 §4): banks, permissions, default currency, profile, max connections,
   * max category depth, companies, company info (with the branding), then the master cookie.
   */
  async function loadSessionData(): Promise<AccessContext> {
    const client = await getClient();
    const { companies } = await client.call("getManagedCompanies", {});
    let companyId = storedCompanyId();
    if (companyId === null || !companies.some((company) => company.id === companyId)) {
      // Prefer a company of one's own (a firm's staff land in their firm, not in a client).
      const first = companies.find((company) => company.parent_id === null) ?? companies[0];
      if (!first) throw new SessionRefused("The user has no company yet", "noCompany");
      companyId = first.id;
      storage.setItem(SESSION_STORAGE_KEYS.companyId, String(companyId));
    }
    const input = { companyId };
    // A failure of getCompanyInfos or isCompanyEmployee at init logs out (spec 000 §4): let them throw.
    const [infos, employee, permissions, userInfo, banks] = await Promise.all([
      client.call("getCompanyInfos", input),
      client.call("isCompanyEmployee", input),
      client.call("getPermissions", input),
      client.call("getUserInfo", {}),
      // The banks do not decide the session: without them the shell counts none (and offers to add one).
      client
        .call("getBanksAndAccountsList", input)
        .then((result) => banksOf(result.banks))
        .catch(() => []),
    ]);
    if (!employee.is_employee) throw new SessionRefused("Not an employee of the stored company");
    // Spec 000 §4's suspended page follows the subscription; a server without billing answers nothing
    // here, and the company's own flags decide as before.
    const subscription = await client.call("getSubscriptionForCompany", input).catch(() => null);
    const branding = await client
      .call("getBranding", input)
      .then((result) => result.branding)
      .catch(() => null);
    const pretendedEmail = storage.getItem(SESSION_STORAGE_KEYS.pretendedUser);
    store.getState().authorize({
      session: storage.getItem(SESSION_STORAGE_KEYS.pretendedToken) ? "pretending" : "authorized",
      pretendedEmail,
      user: userOf(userInfo),
      company: {
        id: infos.id,
        name: infos.name,
        isCpa: infos.is_cpa,
        isOwner: infos.is_owner,
        ownerEmail: subscription?.owner_email ?? infos.owner?.email ?? null,
        invoicesAllowed: infos.invoices_allowed,
        checksAllowed: infos.checks_allowed,
        analyticsAllowed: infos.analytics_allowed,
        suspended:
          subscription?.service_suspended ??
          isServiceSuspended({
            hasSubscription: infos.is_active,
            isTrial: infos.is_trial,
            isStandalone: infos.is_standalone,
            isCpa: infos.is_cpa,
          }),
      },
      permissions: permissions.permissions,
      companies: companies.map((company) => ({
        id: company.id,
        name: company.name,
        parentId: company.parent_id,
        isCpa: company.is_cpa,
      })),
      branding,
      banks,
      limits: {
        defaultCurrency: infos.defaultCurrency,
        maxConnections: infos.maxConnections,
        maxCategoryDepth: infos.maxCategoryDepth,
        availableDepthPlans: infos.availableDepthPlans,
      },
    });
    setMasterCookie(storage.getItem(SESSION_STORAGE_KEYS.token));
    void client
      .call("getInAppMessage", input)
      .then(({ message }) =>
        store.getState().setInAppMessage(
          // A banner the user closed stays closed for them (is_shown), on every device.
          message?.is_active && !message.is_shown
            ? { id: message.id, body: message.body, routes: message.routes }
            : null,
        ),
      )
      .catch(() => undefined);
    return {
      isCpa: infos.is_cpa,
      permissions: permissions.permissions,
      invoicesAllowed: infos.invoices_allowed,
      checksAllowed: infos.checks_allowed,
    };
  }

  const guardLoaders: GuardLoaders = {
    async loadPreferences() {
      const client = await getClient();
      const preferences = await client.call("getUserPreferences", {});
      if (preferences.locale !== store.getState().locale) {
        // The catalog first: ui's components read the store's locale and need its messages.
        await deps.applyLocale?.(preferences.locale);
        store.getState().setLocale(preferences.locale);
      }
    },
    loadSessionData,
    async verifyTokenExpiration() {
      const client = await getClient();
      const result = await client.call("verifyTokenExpiration", {});
      return { needUserSignin: result.need_user_signin, signupNotFinished: result.signup_not_finished };
    },
    storedCompanyId: () => storage.getItem(SESSION_STORAGE_KEYS.companyId),
    async loadProfile() {
      const client = await getClient();
      const user = userOf(await client.call("getUserInfo", {}));
      store.getState().setUser(user);
      return user;
    },
  };

  /** Spec 000 §4: clears the stored session, the app state and every cached server answer. */
  function logout() {
    for (const key of Object.values(SESSION_STORAGE_KEYS)) storage.removeItem(key);
    store.getState().logout();
    setMasterCookie(null);
    deps.queryClient?.clear();
  }

  /**
   * Choosing yourself clears the impersonation (spec 000 §4): the end is recorded in the audit trail
   * (with the pretended token, while it is still stored), then the app loads again as the
   * administrator, back on /admin where they chose whom to act as.
   */
  async function stopPretending() {
    if (storage.getItem(SESSION_STORAGE_KEYS.pretendedToken)) {
      try {
        await (await getClient()).call("endImpersonation", {});
      } catch {
        // Coming back never fails: the trail then shows a start without an end (the token lapsed).
      }
    }
    storage.removeItem(SESSION_STORAGE_KEYS.pretendedToken);
    storage.removeItem(SESSION_STORAGE_KEYS.pretendedUser);
    storage.removeItem(SESSION_STORAGE_KEYS.companyId);
    assign("/admin");
  }

  /** Reloads the company's banks into the store (after adding or removing one). */
  async function refreshBanks(): Promise<BankSummary[]> {
    const companyId = store.getState().company?.id ?? storedCompanyId();
    if (companyId === null) return [];
    const client = await getClient();
    const banks = banksOf((await client.call("getBanksAndAccountsList", { companyId })).banks);
    store.getState().setBanks(banks);
    return banks;
  }

  /** Stores the new company and says where to go (spec 000 §4). */
  function switchCompany(companyId: number, currentPath: string, bankCount?: number): CompanySwitchOutcome {
    storage.setItem(SESSION_STORAGE_KEYS.companyId, String(companyId));
    const target = store.getState().companies.find((company) => company.id === companyId);
    const outcome = companySwitchOutcome({ bankCount, isCpa: target?.isCpa ?? false, currentPath });
    if (outcome.kind === "reload") reload();
    return outcome;
  }

  return {
    guardLoaders,
    loadSessionData,
    refreshBanks,

    /** After signIn or confirmEmail: keep the token; the guard then loads the session. */
    startSession(token: string) {
      storage.removeItem(SESSION_STORAGE_KEYS.pretendedToken);
      storage.removeItem(SESSION_STORAGE_KEYS.pretendedUser);
      storage.setItem(SESSION_STORAGE_KEYS.token, token);
    },

    /** The same user signed in again in the sign-in popup: keep everything, swap the token. */
    renewToken(token: string) {
      storage.setItem(SESSION_STORAGE_KEYS.token, token);
      setMasterCookie(token);
    },

    /** Spec 000 §4: clears the stored session, the app state and every cached server answer. */
    logout,

    /**
     * The user logs out: the server ends the session first (the token stops working everywhere, even
     * if it was copied), then the local state is cleared. Offline or already ended, it is cleared anyway.
     */
    async signOut() {
      if (storage.getItem(SESSION_STORAGE_KEYS.token) !== null) {
        await getClient()
          .then((client) => client.call("logout", {}))
          .catch(() => undefined);
      }
      logout();
    },

    switchCompany,

    /**
     * Opens a company just created (spec 000 §4 switching company): it joins the switcher's list, and
     * having no bank yet it goes to onboarding (an accounting firm to its landing route).
     */
    openCreatedCompany(
      company: { id: number; name: string; isCpa: boolean; parentId: number | null },
      currentPath: string,
    ): CompanySwitchOutcome {
      const { companies } = store.getState();
      if (!companies.some((entry) => entry.id === company.id)) {
        store.setState({ companies: [...companies, company] });
      }
      const outcome = switchCompany(company.id, currentPath, 0);
      // The new company's data loads from scratch: a full navigation does it.
      if (outcome.kind === "navigate") assign(outcome.to);
      return outcome;
    },

    /**
     * After the selected company was deleted: the next company of one's own (else any other) becomes
     * the selected one and the app starts again at its landing route; with none left, the user lands
     * on /company-infos to create one (the no-company landing of the sign-up steps).
     */
    leaveDeletedCompany(deletedId: number): string {
      const others = store.getState().companies.filter((company) => company.id !== deletedId);
      const next = others.find((company) => company.parentId === null) ?? others[0];
      if (next) storage.setItem(SESSION_STORAGE_KEYS.companyId, String(next.id));
      else storage.removeItem(SESSION_STORAGE_KEYS.companyId);
      const to = next ? "/" : "/company-infos";
      assign(to);
      return to;
    },

    /** A client file deleted from the console: it leaves the switcher's list; the selection stays. */
    forgetCompany(deletedId: number) {
      const { companies } = store.getState();
      store.setState({ companies: companies.filter((company) => company.id !== deletedId) });
    },

    /** Switching from the company switcher: the new company's banks decide onboarding (spec 000 §4). */
    async chooseCompany(companyId: number, currentPath: string): Promise<CompanySwitchOutcome> {
      const bankCount = await getClient()
        .then((client) => client.call("getBanksAndAccountsList", { companyId }))
        .then((result) => result.banks.filter((bank) => !bank.archived).length)
        .catch(() => undefined);
      return switchCompany(companyId, currentPath, bankCount);
    },

    /**
     * A SuperAdmin acts as another user: keep their token beside one's own, then the app loads again
     * (spec 000 §4) at "/", which the guard sends to that user's landing route in their first company
     * (never /admin, which the pretended user may not open).
     */
    /** Acts as `userId` for `reason` (shown to the user in their profile); acting as yourself stops acting. */
    async pretend(userId: number, reason: string) {
      const self = store.getState().user;
      if (self && self.id === userId) return stopPretending();
      const client = await getClient();
      const result = await client.call("adminGetUserToken", { id: userId, reason });
      storage.setItem(SESSION_STORAGE_KEYS.pretendedToken, result.token);
      storage.setItem(SESSION_STORAGE_KEYS.pretendedUser, result.email);
      storage.removeItem(SESSION_STORAGE_KEYS.companyId);
      assign("/");
    },

    stopPretending,

    /** Applies a locale and saves it: in the browser, and for the user (user/{id}/locale). */
    async saveLocale(locale: Locale) {
      await deps.applyLocale?.(locale);
      store.getState().setLocale(locale);
      storage.setItem("trezo.locale", locale);
      const user = store.getState().user;
      if (user) await (await getClient()).call("setUserLocale", { userId: user.id, locale });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
