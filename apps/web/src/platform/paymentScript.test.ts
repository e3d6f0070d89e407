import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createPaymentScriptLoader,
  PAYMENT_SCRIPT_DELAY_MS,
  type PaymentScriptSource,
} from "./paymentScript";

const provider: PaymentScriptSource = { scriptUrl: () => "https://pay.example/v3.js" };
const none: PaymentScriptSource = { scriptUrl: () => null };

describe("createPaymentScriptLoader", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits 2 s plus 400 ms on a paying page, then adds the script once", () => {
    expect(PAYMENT_SCRIPT_DELAY_MS).toBe(2400);
    const added: string[] = [];
    const loader = createPaymentScriptLoader(provider, (url) => added.push(url));
    loader.routeChanged("company");
    vi.advanceTimersByTime(2399);
    expect(added).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added).toEqual(["https://pay.example/v3.js"]);

    loader.routeChanged("dashboard");
    loader.routeChanged("cabinet");
    vi.advanceTimersByTime(10_000);
    expect(added).toHaveLength(1);
  });

  it("loads nothing on pages that take no payment", () => {
    const added: string[] = [];
    const loader = createPaymentScriptLoader(provider, (url) => added.push(url));
    loader.routeChanged("dashboard");
    loader.routeChanged(undefined);
    vi.advanceTimersByTime(60_000);
    expect(added).toEqual([]);
  });

  it("cancels the pending load when the paying page is left before the delay", () => {
    const added: string[] = [];
    const loader = createPaymentScriptLoader(provider, (url) => added.push(url));
    loader.routeChanged("cabinet");
    vi.advanceTimersByTime(2000);
    loader.routeChanged("transactions");
    vi.advanceTimersByTime(5000);
    expect(added).toEqual([]);
    loader.routeChanged("company");
    vi.advanceTimersByTime(PAYMENT_SCRIPT_DELAY_MS);
    expect(added).toHaveLength(1);
  });

  it("loads nothing at all when no provider is configured (the local default)", () => {
    const added: string[] = [];
    const loader = createPaymentScriptLoader(none, (url) => added.push(url));
    loader.routeChanged("company");
    vi.advanceTimersByTime(60_000);
    expect(added).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
