import { describe, expect, it } from "vitest";
import { createBoundedStorage, createMemoryStorage, entrySize, STORAGE_CAP_BYTES } from "./boundedStorage";

describe("bounded storage", () => {
  it("uses the cap of spec 000 §9", () => {
    expect(STORAGE_CAP_BYTES).toBe(2_097_152);
  });

  it("stores and reads values, and JSON", () => {
    const storage = createBoundedStorage(createMemoryStorage());
    expect(storage.setItem("a", "1")).toBe(true);
    expect(storage.getItem("a")).toBe("1");
    storage.setJson("b", { x: [1, 2] });
    expect(storage.getJson("b")).toEqual({ x: [1, 2] });
    expect(storage.usedBytes()).toBe(entrySize("a", "1") + entrySize("b", '{"x":[1,2]}'));
  });

  it("treats unreadable JSON as absent", () => {
    const backing = createMemoryStorage();
    backing.setItem("broken", "{not json");
    expect(createBoundedStorage(backing).getJson("broken")).toBeUndefined();
  });

  it("removes the largest item when a write would pass the cap", () => {
    const backing = createMemoryStorage();
    const storage = createBoundedStorage(backing, 100);
    storage.setItem("s", "x".repeat(5)); // 12 bytes
    storage.setItem("l", "x".repeat(30)); // 62 bytes
    storage.setItem("m", "x".repeat(10)); // 22 bytes, total 96
    expect(storage.setItem("n", "x".repeat(4))).toBe(true); // 10 bytes: 106 > 100
    expect(backing.getItem("l")).toBeNull();
    expect(backing.getItem("s")).not.toBeNull();
    expect(backing.getItem("m")).not.toBeNull();
    expect(storage.usedBytes()).toBeLessThanOrEqual(100);
  });

  it("removes several items, largest first, until the value fits", () => {
    const backing = createMemoryStorage();
    const storage = createBoundedStorage(backing, 100);
    storage.setItem("a", "x".repeat(20));
    storage.setItem("b", "x".repeat(15));
    storage.setItem("c", "x".repeat(5));
    expect(storage.setItem("d", "x".repeat(35))).toBe(true);
    expect(backing.getItem("a")).toBeNull();
    expect(backing.getItem("b")).toBeNull();
    expect(backing.getItem("c")).not.toBeNull();
  });

  it("counts the previous value of the same key only once", () => {
    const backing = createMemoryStorage();
    const storage = createBoundedStorage(backing, 120);
    storage.setItem("keep", "x".repeat(20));
    storage.setItem("same", "x".repeat(20));
    expect(storage.setItem("same", "x".repeat(25))).toBe(true);
    expect(backing.getItem("keep")).not.toBeNull();
  });

  it("refuses a value larger than the cap and keeps what was there", () => {
    const backing = createMemoryStorage();
    const storage = createBoundedStorage(backing, 100);
    storage.setItem("a", "1");
    expect(storage.setItem("huge", "x".repeat(60))).toBe(false);
    expect(backing.getItem("huge")).toBeNull();
    expect(backing.getItem("a")).toBe("1");
  });

  it("makes room when the browser's own quota is reached", () => {
    const backing = createMemoryStorage();
    const quota = {
      ...backing,
      get length() {
        return backing.length;
      },
      setItem(key: string, value: string) {
        if (backing.length >= 2) throw new DOMException("full", "QuotaExceededError");
        backing.setItem(key, value);
      },
    };
    const storage = createBoundedStorage(quota, 1_000);
    storage.setItem("a", "xx");
    storage.setItem("b", "x");
    expect(storage.setItem("c", "x")).toBe(true);
    expect(backing.getItem("a")).toBeNull();
  });
});
