import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BODY_FADE_CLASS, BODY_FADE_REMOVAL_MS, startBodyFade } from "./bodyFade";

describe("startBodyFade", () => {
  let body: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    body = document.createElement("body");
  });
  afterEach(() => vi.useRealTimers());

  it("fades the body and removes the fade after 8 s", () => {
    expect(BODY_FADE_REMOVAL_MS).toBe(8000);
    startBodyFade(body);
    expect(body.classList.contains(BODY_FADE_CLASS)).toBe(true);
    vi.advanceTimersByTime(7999);
    expect(body.classList.contains(BODY_FADE_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(body.classList.contains(BODY_FADE_CLASS)).toBe(false);
  });

  it("can be removed earlier", () => {
    const stop = startBodyFade(body);
    stop();
    expect(body.classList.contains(BODY_FADE_CLASS)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
