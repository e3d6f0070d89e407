import { describe, expect, it } from "vitest";
import {
  createUpdateChecker,
  type IndexValidators,
  MAX_CHECKS_PER_ROUTE_PERIOD,
  UPDATE_CHECK_INTERVAL_MS,
  updateActionFor,
  versionOf,
} from "./updateCheck";

function server(first: IndexValidators) {
  let current = first;
  let heads = 0;
  return {
    set(next: IndexValidators) {
      current = next;
    },
    get heads() {
      return heads;
    },
    fetchValidators: async () => {
      heads += 1;
      return current;
    },
  };
}

describe("update check", () => {
  it("runs every 5 minutes, at most 120 times per route period", () => {
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(300_000);
    expect(MAX_CHECKS_PER_ROUTE_PERIOD).toBe(120);
  });

  it("prefers the etag and falls back to last-modified", () => {
    expect(versionOf({ etag: '"abc"', lastModified: "Sat, 21 Nov 2026 10:00:00 GMT" })).toBe('"abc"');
    expect(versionOf({ etag: null, lastModified: "Sat, 21 Nov 2026 10:00:00 GMT" })).toBe(
      "Sat, 21 Nov 2026 10:00:00 GMT",
    );
    expect(versionOf({ etag: null, lastModified: null })).toBeUndefined();
  });

  it("reports a new version once, when the etag changes", async () => {
    const index = server({ etag: '"v1"', lastModified: null });
    const found: number[] = [];
    const checker = createUpdateChecker({ ...index, onNewVersion: () => found.push(1) });
    expect(await checker.check()).toBe(false);
    expect(await checker.check()).toBe(false);
    index.set({ etag: '"v2"', lastModified: null });
    expect(await checker.check()).toBe(true);
    expect(await checker.check()).toBe(false);
    expect(found).toHaveLength(1);
  });

  it("detects a change of last-modified when there is no etag", async () => {
    const index = server({ etag: null, lastModified: "Sat, 21 Nov 2026 10:00:00 GMT" });
    const checker = createUpdateChecker({ ...index, onNewVersion: () => {} });
    await checker.check();
    index.set({ etag: null, lastModified: "Sat, 21 Nov 2026 11:00:00 GMT" });
    expect(await checker.check()).toBe(true);
  });

  it("stops after the maximum number of checks until the route changes", async () => {
    const index = server({ etag: '"v1"', lastModified: null });
    const checker = createUpdateChecker({ ...index, onNewVersion: () => {}, maxChecksPerRoutePeriod: 3 });
    for (let i = 0; i < 5; i += 1) await checker.check();
    expect(index.heads).toBe(3);
    checker.routeChanged();
    await checker.check();
    expect(index.heads).toBe(4);
  });

  it("ignores a failed HEAD", async () => {
    const checker = createUpdateChecker({
      fetchValidators: async () => Promise.reject(new Error("offline")),
      onNewVersion: () => {
        throw new Error("must not report");
      },
    });
    expect(await checker.check()).toBe(false);
  });

  it("reloads silently during sign-up and authentication, and prompts elsewhere", () => {
    expect(updateActionFor({ name: "signup-libeo", onAuthHost: false })).toBe("silentReload");
    expect(updateActionFor({ name: "signin", onAuthHost: false })).toBe("silentReload");
    expect(updateActionFor({ name: "oauthAuthorize", onAuthHost: true })).toBe("silentReload");
    expect(updateActionFor({ name: "dashboard", onAuthHost: false })).toBe("prompt");
  });
});
