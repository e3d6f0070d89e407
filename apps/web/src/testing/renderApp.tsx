/**
 * Renders the whole app (providers, router, guard, shell, lazy screens) in a browser test, on a memory
 * router, with the real catalogs and a scripted API client standing in for the server (component tests
 * only; the end-to-end tests run the real server).
 */
import { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@trezo/api";
import { render } from "vitest-browser-react";
import { AppRoot } from "../app/AppRoot";
import { createTestRouter } from "../app/appRouter";
import { createGuardLoader } from "../app/guardLoader";
import { createCatalogI18n } from "../i18n/appI18n";
import { appStorage } from "../platform/boundedStorage";
import { createSessionService } from "../session/sessionService";
import { appStore } from "../state/appStore";
import { testCompany, testCompanyInfos } from "./companyFixture";

/** Answers of the scripted client, by call name; a missing one fails like a 404. */
export type ScriptedAnswers = Partial<Record<string, (input: Record<string, unknown>) => unknown>>;

export function scriptedClient(answers: ScriptedAnswers, calls: string[] = []): ApiClient {
  return {
    selectedCompanyId: () => null,
    call: (async (name: string, input: Record<string, unknown>) => {
      calls.push(name);
      const answer = answers[name];
      if (!answer) throw Object.assign(new Error(`not scripted: ${name}`), { status: 404 });
      return answer(input);
    }) as ApiClient["call"],
  };
}

/** Answers of a signed-in company member, with these permissions. */
export function memberAnswers(
  permissions: Record<string, boolean>,
  overrides: ScriptedAnswers = {},
): ScriptedAnswers {
  const user = {
    id: 7,
    email: "camille@example.test",
    role: "User",
    is_active: true,
    isCompanyCpa: false,
    salesVisibility: false,
    email_confirmed: true,
    signup_finished: true,
    tou_version_accepted: null,
    preferences: { locale: "fr-FR", blurred_balance: false, ui: {} },
    profile: { firstName: "Camille", lastName: "Martin" },
    telephone: "+33612345678",
  };
  return {
    getUserPreferences: () => user.preferences,
    getManagedCompanies: () => ({
      companies: [testCompany],
    }),
    getCompanyInfos: () =>
      testCompanyInfos({
        is_owner: false,
        defaultCurrency: "EUR",
        maxConnections: 3,
        maxCategoryDepth: 4,
        availableDepthPlans: 1,
      }),
    getBanksAndAccountsList: () => ({ banks: [] }),
    isCompanyEmployee: () => ({ is_employee: true, is_owner: false }),
    getPermissions: () => ({ permissions, is_owner: false }),
    getUserInfo: () => user,
    getBranding: () => ({ branding: null }),
    getInAppMessage: () => ({ message: null }),
    verifyTokenExpiration: () => ({
      need_user_signin: false,
      signup_not_finished: false,
      status_code: 200,
      error: null,
    }),
    ...overrides,
  };
}

export async function renderApp(
  path: string,
  options: { hostname?: string; answers?: ScriptedAnswers; calls?: string[] } = {},
) {
  const client = scriptedClient(options.answers ?? {}, options.calls);
  const i18n = createCatalogI18n("fr-FR");
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = createSessionService({
    getClient: async () => client,
    store: appStore,
    storage: appStorage,
    queryClient,
    reload: () => undefined,
    applyLocale: (next) => i18n.changeLanguage(next),
  });
  const hostname = options.hostname ?? "app.trezo.test";
  const router = createTestRouter(
    { hostname, loader: createGuardLoader({ hostname, store: appStore, storage: appStorage, session }) },
    path,
  );
  const screen = await render(
    <AppRoot i18n={i18n} queryClient={queryClient} session={session} router={router} />,
  );
  return { screen, router, session };
}

/** A clean slate between tests: nothing stored, logged out. */
export function resetApp() {
  window.localStorage.clear();
  appStore.getState().logout();
}
