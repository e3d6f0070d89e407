/**
 * The app's one small store (DESIGN §4): session, selected company, flags, notifications, open popup.
 * Server data lives in TanStack Query; this store keeps only what the shell and the guard decide with.
 */

import type { AccessContext, PermissionMap } from "@trezo/domain";
import { DEFAULT_LOCALE, type Locale } from "@trezo/i18n";
import type { Branding } from "@trezo/ui";
import { createStore, useStore } from "zustand";
import {
  type AppNotification,
  addNotification,
  NOTIFICATION_DISPLAY_MS,
  type NotificationColor,
} from "../notifications/notificationRules";
import { type AppFlags, INITIAL_FLAGS, SESSION_DEFAULTS, type SessionState } from "../session/sessionState";
import type { PopupRequest } from "../shell/popups/popupTypes";

/** What the shell needs to know of the selected company (from getCompanyInfos). */
export interface SelectedCompany {
  id: number;
  name: string;
  isCpa: boolean;
  isOwner: boolean;
  ownerEmail: string | null;
  invoicesAllowed: boolean;
  checksAllowed: boolean;
  analyticsAllowed: boolean;
  /** Spec 000 §4: hidden service when no subscription, no trial, not standalone, not CPA. */
  suspended: boolean;
}

/** The signed-in user as the shell shows them. */
export interface SessionUser {
  id: number;
  email: string;
  role: "SuperAdmin" | "CpaRole" | "User";
  firstName: string;
  lastName: string;
  telephone: string;
}

/** An entry of the company switcher. */
export interface CompanyChoice {
  id: number;
  name: string;
  parentId: number | null;
  isCpa: boolean;
}

/** A bank connection of the selected company, as the shell counts them (onboarding, maxConnections). */
export interface BankSummary {
  id: number;
  name: string;
  archived: boolean;
  accountCount: number;
}

/** The selected company's limits and settings (spec 000 §3, defaults of §9 until it says otherwise). */
export interface CompanyLimits {
  defaultCurrency: string;
  maxConnections: number;
  maxCategoryDepth: number;
  availableDepthPlans: number;
}

/** The markdown in-app banner and the routes it shows on (spec 000 §3). */
export interface InAppMessage {
  id: number;
  body: string;
  routes: string[];
}

export interface AppState {
  session: SessionState;
  user: SessionUser | null;
  /** Email of the user an administrator is pretending to be. */
  pretendedEmail: string | null;
  company: SelectedCompany | null;
  permissions: PermissionMap;
  companies: CompanyChoice[];
  branding: Branding | null;
  /** The company's bank connections (loaded when becoming authorized, refreshed after adding one). */
  banks: BankSummary[];
  limits: CompanyLimits;
  locale: Locale;
  flags: AppFlags;
  notifications: readonly AppNotification[];
  popup: PopupRequest | null;
  inAppMessage: InAppMessage | null;
  /** A new version is out and waits for the user to reload. */
  updateReady: boolean;
  helpOpen: boolean;
}

export interface AppActions {
  /** Becomes authorized (or pretending) with what the session service loaded. */
  authorize(
    data: Pick<
      AppState,
      "user" | "company" | "permissions" | "companies" | "branding" | "banks" | "limits"
    > & {
      session: Exclude<SessionState, "unauthenticated">;
      pretendedEmail?: string | null;
    },
  ): void;
  /** Spec 000 §4: logout resets flags, notifications, colours, in-app message, and the session. */
  logout(): void;
  setUser(user: SessionUser): void;
  /** The selected company's new name (after updateCompany): the header shows it at once. */
  setCompanyName(name: string): void;
  setBranding(branding: Branding | null): void;
  setBanks(banks: BankSummary[]): void;
  setLocale(locale: Locale): void;
  setFlags(flags: Partial<AppFlags>): void;
  notify(notification: {
    msg: string;
    color?: NotificationColor;
    once?: boolean;
    disappearing?: boolean;
    id?: string;
  }): void;
  dismissNotification(id: string): void;
  openPopup(popup: PopupRequest): void;
  closePopup(): void;
  setInAppMessage(message: InAppMessage | null): void;
  setUpdateReady(ready: boolean): void;
  setHelpOpen(open: boolean): void;
}

export type AppStore = AppState & AppActions;

const loggedOut = (locale: Locale): AppState => ({
  session: "unauthenticated",
  user: null,
  pretendedEmail: null,
  company: null,
  permissions: {},
  companies: [],
  branding: null,
  banks: [],
  limits: SESSION_DEFAULTS,
  locale,
  flags: INITIAL_FLAGS,
  notifications: [],
  popup: null,
  inAppMessage: null,
  updateReady: false,
  helpOpen: false,
});

let notificationCounter = 0;

/** Creates a store (one per app; tests create their own). */
export function createAppStore(initial: Partial<AppState> = {}) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  return createStore<AppStore>()((set, get) => ({
    ...loggedOut(initial.locale ?? DEFAULT_LOCALE),
    ...initial,
    authorize: (data) =>
      set({
        session: data.session,
        user: data.user,
        company: data.company,
        permissions: data.permissions,
        companies: data.companies,
        branding: data.branding,
        banks: data.banks,
        limits: data.limits,
        pretendedEmail: data.pretendedEmail ?? null,
      }),
    logout: () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      set({ ...loggedOut(get().locale), updateReady: get().updateReady });
    },
    setUser: (user) => set({ user }),
    setCompanyName: (name) => {
      const company = get().company;
      if (!company) return;
      // The switcher and the company list show the new name too.
      const companies = get().companies.map((entry) =>
        entry.id === company.id ? { ...entry, name } : entry,
      );
      set({ company: { ...company, name }, companies });
    },
    setBranding: (branding) => set({ branding }),
    setBanks: (banks) => set({ banks }),
    setLocale: (locale) => set({ locale }),
    setFlags: (flags) => set({ flags: { ...get().flags, ...flags } }),
    notify: ({ msg, color = "green", once = false, disappearing = true, id }) => {
      notificationCounter += 1;
      const notification: AppNotification = {
        id: id ?? `n${notificationCounter}`,
        msg,
        color,
        once,
        disappearing,
      };
      const next = addNotification(get().notifications, notification);
      if (next === get().notifications) return;
      set({ notifications: next });
      if (disappearing) {
        timers.set(
          notification.id,
          setTimeout(() => get().dismissNotification(notification.id), NOTIFICATION_DISPLAY_MS),
        );
      }
    },
    dismissNotification: (id) => {
      const timer = timers.get(id);
      if (timer) clearTimeout(timer);
      timers.delete(id);
      set({ notifications: get().notifications.filter((notification) => notification.id !== id) });
    },
    openPopup: (popup) => set({ popup }),
    closePopup: () => set({ popup: null }),
    setInAppMessage: (inAppMessage) => set({ inAppMessage }),
    setUpdateReady: (updateReady) => set({ updateReady }),
    setHelpOpen: (helpOpen) => set({ helpOpen }),
  }));
}

export type AppStoreApi = ReturnType<typeof createAppStore>;

/** The access context of spec 000 §6 for the selected company, or undefined before authorizing. */
export function accessContextOf(state: AppState): AccessContext | undefined {
  if (!state.company) return undefined;
  return {
    isCpa: state.company.isCpa,
    permissions: state.permissions,
    invoicesAllowed: state.company.invoicesAllowed,
    checksAllowed: state.company.checksAllowed,
  };
}

/** The app's store. */
export const appStore: AppStoreApi = createAppStore();

/** Reads the app store from React. */
export function useAppStore<T>(selector: (state: AppStore) => T): T {
  return useStore(appStore, selector);
}
