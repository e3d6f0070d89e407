import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryStorage } from "../boundedStorage";
import { type TranslateDeps, type TranslationWidget, translateTexts } from "./machineTranslation";
import {
  cachedTranslation,
  purgeOldTranslationCache,
  rememberTranslation,
  TRANSLATION_CACHE_KEY,
} from "./translationCache";
import {
  findWidget,
  pollFor,
  WIDGET_MISSING_ERROR,
  WIDGET_WAIT_ERROR,
  waitForLocale,
  waitForWidgetReady,
} from "./translationTimings";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("bounded polls", () => {
  it("pollFor probes `attempts` times, `interval` apart, then gives null", async () => {
    const probe = vi.fn(() => null);
    const result = pollFor(probe, 3, 100);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(probe).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBeNull();
  });

  it("looks for the widget 10 times at 150 ms, then logs that it is missing", async () => {
    const log = vi.fn();
    const probe = vi.fn(() => undefined);
    const found = findWidget(probe, log);
    await vi.advanceTimersByTimeAsync(9 * 150 - 1);
    expect(probe).toHaveBeenCalledTimes(9);
    expect(log).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(10);
    await expect(found).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith(WIDGET_MISSING_ERROR);
  });

  it("finds a widget that shows on the 4th try", async () => {
    let calls = 0;
    const log = vi.fn();
    const found = findWidget(() => (++calls >= 4 ? "widget" : null), log);
    await vi.advanceTimersByTimeAsync(450);
    await expect(found).resolves.toBe("widget");
    expect(log).not.toHaveBeenCalled();
  });

  it("waits for the widget 20 attempts of 400 ms, then fails with the logged error", async () => {
    const log = vi.fn();
    const isReady = vi.fn(() => false);
    const waiting = waitForWidgetReady(isReady, log);
    const outcome = expect(waiting).rejects.toThrow(WIDGET_WAIT_ERROR);
    await vi.advanceTimersByTimeAsync(19 * 400);
    expect(isReady).toHaveBeenCalledTimes(20);
    await outcome;
    expect(log).toHaveBeenCalledWith(WIDGET_WAIT_ERROR);
  });

  it("waits for a locale up to 50 polls of 100 ms", async () => {
    const none = vi.fn(() => null);
    const never = waitForLocale(none);
    await vi.advanceTimersByTimeAsync(49 * 100);
    expect(none).toHaveBeenCalledTimes(50);
    await expect(never).resolves.toBeNull();

    let locale: string | null = null;
    const later = waitForLocale(() => locale);
    await vi.advanceTimersByTimeAsync(300);
    locale = "en-GB";
    await vi.advanceTimersByTimeAsync(100);
    await expect(later).resolves.toBe("en-GB");
  });
});

describe("translation cache purge", () => {
  it("purges a cache holding an entry created before April 2024", () => {
    const storage = createMemoryStorage();
    rememberTranslation(storage, { locale: "en-GB", original: "a", translated: "A" }, Date.UTC(2024, 5, 1));
    rememberTranslation(
      storage,
      { locale: "en-GB", original: "b", translated: "B" },
      Date.UTC(2024, 2, 31, 23),
    );
    expect(purgeOldTranslationCache(storage)).toBe(true);
    expect(storage.getItem(TRANSLATION_CACHE_KEY)).toBeNull();
  });

  it("keeps a cache whose entries all date from April 2024 on", () => {
    const storage = createMemoryStorage();
    rememberTranslation(storage, { locale: "en-GB", original: "a", translated: "A" }, Date.UTC(2024, 3, 1));
    expect(purgeOldTranslationCache(storage)).toBe(false);
    expect(cachedTranslation(storage, "en-GB", "a")).toBe("A");
  });

  it("purges an unreadable cache and leaves a missing one alone", () => {
    const storage = createMemoryStorage();
    expect(purgeOldTranslationCache(storage)).toBe(false);
    storage.setItem(TRANSLATION_CACHE_KEY, "{not json");
    expect(purgeOldTranslationCache(storage)).toBe(true);
    expect(storage.getItem(TRANSLATION_CACHE_KEY)).toBeNull();
  });
});

describe("translateTexts", () => {
  const widget = (ready: () => boolean, translate: TranslationWidget["translate"]): TranslationWidget => ({
    isReady: ready,
    translate,
  });
  const deps = (over: Partial<TranslateDeps>): TranslateDeps => ({
    configured: true,
    widget: () => undefined,
    locale: () => "en-GB",
    storage: createMemoryStorage(),
    log: vi.fn(),
    ...over,
  });

  it("keeps the original text when no provider is configured, without waiting or logging", async () => {
    const log = vi.fn();
    const result = await translateTexts(["Bonjour"], "fr-FR", deps({ configured: false, log }));
    expect(result).toEqual(["Bonjour"]);
    expect(vi.getTimerCount()).toBe(0);
    expect(log).not.toHaveBeenCalled();
  });

  it("translates through the widget and caches the result", async () => {
    const storage = createMemoryStorage();
    const translate = vi.fn(async (texts: readonly string[]) => texts.map((t) => `${t} (en)`));
    const result = await translateTexts(
      ["Bonjour"],
      "fr-FR",
      deps({ storage, widget: () => widget(() => true, translate) }),
    );
    expect(result).toEqual(["Bonjour (en)"]);
    expect(cachedTranslation(storage, "en-GB", "Bonjour")).toBe("Bonjour (en)");
    const again = await translateTexts(
      ["Bonjour"],
      "fr-FR",
      deps({ storage, widget: () => widget(() => true, translate) }),
    );
    expect(again).toEqual(["Bonjour (en)"]);
    expect(translate).toHaveBeenCalledTimes(1);
  });

  it("keeps the original text when the provider fails or the widget never gets ready", async () => {
    const failing = translateTexts(
      ["Bonjour"],
      "fr-FR",
      deps({
        widget: () =>
          widget(
            () => true,
            () => Promise.reject(new Error("503")),
          ),
      }),
    );
    await expect(failing).resolves.toEqual(["Bonjour"]);

    const log = vi.fn();
    const stuck = translateTexts(
      ["Bonjour"],
      "fr-FR",
      deps({
        log,
        widget: () =>
          widget(
            () => false,
            async (t) => [...t],
          ),
      }),
    );
    await vi.advanceTimersByTimeAsync(20 * 400);
    await expect(stuck).resolves.toEqual(["Bonjour"]);
    expect(log).toHaveBeenCalledWith(WIDGET_WAIT_ERROR);
  });

  it("does not translate content already in the user's locale", async () => {
    const translate = vi.fn(async (texts: readonly string[]) => texts.map(() => "x"));
    const result = await translateTexts(
      ["Hello"],
      "en-GB",
      deps({ widget: () => widget(() => true, translate) }),
    );
    expect(result).toEqual(["Hello"]);
    expect(translate).not.toHaveBeenCalled();
  });
});
