/**
 * Browser storage through one module (spec 000 §5, §9): everything the app keeps in localStorage goes
 * through here, and the total stays under 2,097,152 bytes. When a write would go past the cap, the
 * largest other item is removed, then the next largest, until the new value fits.
 */

/** The cap of spec 000 §9, in bytes. */
export const STORAGE_CAP_BYTES = 2_097_152;

/**
 * Bytes an entry takes. Browsers count localStorage in UTF-16 code units, two bytes each, key included;
 * measuring the same way keeps the cap meaningful against the real quota.
 */
export function entrySize(key: string, value: string): number {
  return (key.length + value.length) * 2;
}

/** The part of the Web Storage API this module needs (localStorage implements it). */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

export interface BoundedStorage {
  getItem(key: string): string | null;
  /** Stores `value`; returns false (and stores nothing) when the value alone is larger than the cap. */
  setItem(key: string, value: string): boolean;
  removeItem(key: string): void;
  /** Reads a JSON value; a value that does not parse is treated as absent. */
  getJson<T>(key: string): T | undefined;
  setJson(key: string, value: unknown): boolean;
  /** Total bytes held, by the measure of `entrySize`. */
  usedBytes(): number;
}

function entries(storage: StorageLike): Array<[string, string]> {
  const result: Array<[string, string]> = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key === null) continue;
    const value = storage.getItem(key);
    if (value !== null) result.push([key, value]);
  }
  return result;
}

/** Wraps a Storage with the cap of spec 000 §9. */
export function createBoundedStorage(storage: StorageLike, capBytes = STORAGE_CAP_BYTES): BoundedStorage {
  const usedBytes = () => entries(storage).reduce((sum, [key, value]) => sum + entrySize(key, value), 0);

  /** Removes the largest item other than `keep`; false when there is nothing left to remove. */
  const evictLargest = (keep: string): boolean => {
    const largest = entries(storage)
      .filter(([key]) => key !== keep)
      .sort((a, b) => entrySize(b[0], b[1]) - entrySize(a[0], a[1]))[0];
    if (!largest) return false;
    storage.removeItem(largest[0]);
    return true;
  };

  const setItem = (key: string, value: string): boolean => {
    const size = entrySize(key, value);
    if (size > capBytes) return false;
    const previous = storage.getItem(key);
    const others = usedBytes() - (previous === null ? 0 : entrySize(key, previous));
    let excess = others + size - capBytes;
    while (excess > 0) {
      const before = usedBytes();
      if (!evictLargest(key)) break;
      excess -= before - usedBytes();
    }
    for (;;) {
      try {
        storage.setItem(key, value);
        return true;
      } catch {
        // The browser's own quota is smaller than ours (private mode...): make room and try again.
        if (!evictLargest(key)) return false;
      }
    }
  };

  return {
    getItem: (key) => storage.getItem(key),
    setItem,
    removeItem: (key) => storage.removeItem(key),
    getJson<T>(key: string): T | undefined {
      const raw = storage.getItem(key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return undefined;
      }
    },
    setJson: (key, value) => setItem(key, JSON.stringify(value)),
    usedBytes,
  };
}

/** An in-memory Storage, for places without localStorage (tests, a browser that refuses it). */
export function createMemoryStorage(): StorageLike & { clear(): void } {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

function defaultBacking(): StorageLike {
  try {
    if (typeof localStorage !== "undefined") return localStorage;
  } catch {
    // Access to localStorage can throw (blocked cookies): fall back to memory.
  }
  return createMemoryStorage();
}

/** The app's browser storage: localStorage under the cap. */
export const appStorage: BoundedStorage = createBoundedStorage(defaultBacking());
