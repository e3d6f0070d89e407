import type { ApiClient } from "@trezo/api";
import { describe, expect, it, vi } from "vitest";
import { createBoundedStorage, createMemoryStorage } from "../platform/boundedStorage";
import { createAppStore } from "../state/appStore";
import { testCompany, testCompanyInfos } from "../testing/companyFixture";
import { createSessionService } from "./sessionService";
import { SESSION_STORAGE_KEYS } from "./sessionState";

const bank = (id: number, archived: boolean, accounts: number) => ({
  id,
  name: `Banque ${id}`,
  custom_name: id === 1 ? "Compte courant" : null,
  archived,
  accounts: Array.from({ length: accounts }, (_, index) => ({ id: id * 10 + index })),
});

function setUp(answers: Record<string, (input: Record<string, unknown>) => unknown> = {}) {
  const calls: Array<{ name: string; input: Record<string, unknown> }> = [];
  const all: Record<string, (input: Record<string, unknown>) => unknown> = {
    getManagedCompanies: () => ({ companies: [testCompany] }),
    getCompanyInfos: () =>
      testCompanyInfos({
        is_owner: true,
        defaultCurrency: "CHF",
        maxConnections: 5,
        maxCategoryDepth: 6,
        availableDepthPlans: 2,
      }),
    isCompanyEmployee: () => ({ is_employee: true, is_owner: true }),
    getPermissions: () => ({ permissions: { dashboard_info: true }, is_owner: true }),
    getUserInfo: () => ({
      id: 7,
      email: "camille@example.test",
      role: "User",
      profile: { firstName: "Camille", lastName: "Martin" },
      telephone: "+33612345678",
    }),
    getBranding: () => ({ branding: null }),
    getInAppMessage: () => ({ message: null }),
    getBanksAndAccountsList: () => ({ banks: [bank(1, false, 2), bank(2, true, 1)] }),
    ...answers,
  };
  const client: ApiClient = {
    selectedCompanyId: () => 3,
    call: (async (name: string, input: Record<string, unknown>) => {
      calls.push({ name, input });
      const answer = all[name];
      if (!answer) throw Object.assign(new Error(`not scripted: ${name}`), { status: 404 });
      return answer(input);
    }) as ApiClient["call"],
  };
  const store = createAppStore();
  const storage = createBoundedStorage(createMemoryStorage());
  storage.setItem(SESSION_STORAGE_KEYS.token, "the-token");
  const setMasterCookie = vi.fn();
  const reload = vi.fn();
  const assign = vi.fn();
  const session = createSessionService({
    getClient: async () => client,
    store,
    storage,
    setMasterCookie,
    reload,
    assign,
  });
  return { session, store, storage, calls, setMasterCookie, reload, assign };
}

describe("becoming authorized (spec 000 §4)", () => {
  it("loads the banks, the limits and the company, then sets the master cookie", async () => {
    const { session, store, calls, setMasterCookie } = setUp();
    await session.loadSessionData();
    const state = store.getState();
    expect(state.session).toBe("authorized");
    expect(state.banks).toEqual([
      { id: 1, name: "Compte courant", archived: false, accountCount: 2 },
      { id: 2, name: "Banque 2", archived: true, accountCount: 1 },
    ]);
    expect(state.limits).toEqual({
      defaultCurrency: "CHF",
      maxConnections: 5,
      maxCategoryDepth: 6,
      availableDepthPlans: 2,
    });
    expect(calls.find((call) => call.name === "getBanksAndAccountsList")?.input).toEqual({ companyId: 3 });
    expect(setMasterCookie).toHaveBeenCalledWith("the-token");
  });

  it("still authorizes when the banks cannot be read (none counted)", async () => {
    const { session, store } = setUp({
      getBanksAndAccountsList: () => {
        throw Object.assign(new Error("down"), { status: 500 });
      },
    });
    await session.loadSessionData();
    expect(store.getState().session).toBe("authorized");
    expect(store.getState().banks).toEqual([]);
  });

  it("logging out clears the banks, the limits and the master cookie", async () => {
    const { session, store, storage, setMasterCookie } = setUp();
    await session.loadSessionData();
    session.logout();
    expect(store.getState().banks).toEqual([]);
    expect(store.getState().limits.maxConnections).toBe(3);
    expect(storage.getItem(SESSION_STORAGE_KEYS.token)).toBeNull();
    expect(setMasterCookie).toHaveBeenLastCalledWith(null);
  });

  it("refreshes the banks after one is added", async () => {
    let banks = [bank(1, false, 1)];
    const { session, store } = setUp({ getBanksAndAccountsList: () => ({ banks }) });
    await session.loadSessionData();
    banks = [...banks, bank(3, false, 1)];
    await session.refreshBanks();
    expect(store.getState().banks.map((entry) => entry.id)).toEqual([1, 3]);
  });

  it("switching to a company without active banks goes to onboarding", async () => {
    const { session, reload } = setUp({
      getBanksAndAccountsList: (input) =>
        input.companyId === 4 ? { banks: [bank(9, true, 1)] } : { banks: [bank(1, false, 1)] },
    });
    await session.loadSessionData();
    expect(await session.chooseCompany(4, "/transactions")).toEqual({
      kind: "navigate",
      to: "/onboarding/welcome",
    });
    expect(await session.chooseCompany(3, "/transactions")).toEqual({ kind: "reload" });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe("acting as a user (spec 000 §4)", () => {
  it("keeps the pretended token, forgets the company and loads the app again at its landing", async () => {
    const { session, storage, calls, assign } = setUp({
      adminGetUserToken: (input) => ({
        token: "pretended-token",
        expires_at: "2030-01-01T00:00:00.000Z",
        user_id: input.id,
        email: "owner@example.test",
      }),
    });
    await session.loadSessionData();
    expect(storage.getItem(SESSION_STORAGE_KEYS.companyId)).toBe("3");
    await session.pretend(42, "ticket 42");
    expect(calls.at(-1)).toEqual({ name: "adminGetUserToken", input: { id: 42, reason: "ticket 42" } });
    expect(storage.getItem(SESSION_STORAGE_KEYS.pretendedToken)).toBe("pretended-token");
    expect(storage.getItem(SESSION_STORAGE_KEYS.pretendedUser)).toBe("owner@example.test");
    expect(storage.getItem(SESSION_STORAGE_KEYS.companyId)).toBeNull();
    expect(assign).toHaveBeenLastCalledWith("/");
  });

  it("choosing yourself clears the pretending and goes back to /admin", async () => {
    const { session, storage, calls, assign } = setUp();
    await session.loadSessionData();
    storage.setItem(SESSION_STORAGE_KEYS.pretendedToken, "pretended-token");
    storage.setItem(SESSION_STORAGE_KEYS.pretendedUser, "owner@example.test");
    const before = calls.length;
    // The user of the store (id 7) is oneself: no token is asked for, the end is recorded.
    await session.pretend(7, "");
    expect(calls.slice(before)).toEqual([{ name: "endImpersonation", input: {} }]);
    expect(storage.getItem(SESSION_STORAGE_KEYS.pretendedToken)).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEYS.pretendedUser)).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEYS.token)).toBe("the-token");
    expect(assign).toHaveBeenLastCalledWith("/admin");
  });
});
