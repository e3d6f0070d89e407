import { describe, expect, it, vi } from "vitest";
import { createBoundedStorage, createMemoryStorage } from "../platform/boundedStorage";
import { createAppStore } from "../state/appStore";
import { FakeServer } from "../testing/fakeServer";
import { createSessionService } from "./sessionService";
import { SESSION_STORAGE_KEYS } from "./sessionState";

/** Opening a company just created and leaving a deleted one (spec 000 §4 switching company). */
function setUp(companies: Array<{ id: number; name: string; isCpa: boolean; parentId: number | null }>) {
  const store = createAppStore();
  store.setState({ companies });
  const storage = createBoundedStorage(createMemoryStorage());
  storage.setItem(SESSION_STORAGE_KEYS.companyId, String(companies[0]?.id ?? ""));
  const assign = vi.fn();
  const reload = vi.fn();
  // Opening or leaving a company asks the server nothing: the fake server has no handler, and each test
  // checks that it was asked nothing.
  const server = new FakeServer({});
  const session = createSessionService({
    getClient: async () => server.client,
    store,
    storage,
    assign,
    reload,
  });
  return { session, store, storage, assign, reload, server };
}

const own = { id: 1, name: "Atelier", isCpa: false, parentId: null };

describe("opening a company just created", () => {
  it("stores it, lists it, and goes to onboarding (no bank yet)", () => {
    const { session, store, storage, assign, server } = setUp([own]);
    const outcome = session.openCreatedCompany(
      { id: 9, name: "Seconde", isCpa: false, parentId: null },
      "/company",
    );
    expect(outcome).toEqual({ kind: "navigate", to: "/onboarding/welcome" });
    expect(storage.getItem(SESSION_STORAGE_KEYS.companyId)).toBe("9");
    expect(store.getState().companies.map((company) => company.id)).toEqual([1, 9]);
    expect(assign).toHaveBeenCalledWith("/onboarding/welcome");
    expect(server.calls).toEqual([]);
  });
});

describe("leaving a deleted company", () => {
  it("lands on a company of one's own rather than a client file", () => {
    const client = { id: 2, name: "Client", isCpa: false, parentId: 5 };
    const firm = { id: 5, name: "Cabinet", isCpa: true, parentId: null };
    const { session, storage, assign, server } = setUp([own, client, firm]);
    expect(session.leaveDeletedCompany(1)).toBe("/");
    expect(storage.getItem(SESSION_STORAGE_KEYS.companyId)).toBe("5");
    expect(assign).toHaveBeenCalledWith("/");
    expect(server.calls).toEqual([]);
  });

  it("lands on /company-infos, with no stored company, when it was the last one", () => {
    const { session, storage, assign, server } = setUp([own]);
    expect(session.leaveDeletedCompany(1)).toBe("/company-infos");
    expect(storage.getItem(SESSION_STORAGE_KEYS.companyId)).toBeNull();
    expect(assign).toHaveBeenCalledWith("/company-infos");
    expect(server.calls).toEqual([]);
  });
});
