import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BODY_FADE_CLASS, BODY_FADE_REMOVAL_MS, startBodyFade } from "./bodyFade";

function fakeBody() {
  const classes = new Set<string>();
  return {
    classes,
    classList: {
      add: (name: string) => void classes.add(name),
      remove: (name: string) => void classes.delete(name),
    },
  };
}

describe("startBodyFade", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("fades the body and removes the fade after 8 s", () => {
    expect(BODY_FADE_REMOVAL_MS).toBe(8000);
    const body = fakeBody();
    startBodyFade(body);
    expect(body.classes.has(BODY_FADE_CLASS)).toBe(true);
    vi.advanceTimersByTime(7999);
    expect(body.classes.has(BODY_FADE_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(body.classes.has(BODY_FADE_CLASS)).toBe(false);
  });

  it("can be removed earlier", () => {
    const body = fakeBody();
    const stop = startBodyFade(body);
    stop();
    expect(body.classes.has(BODY_FADE_CLASS)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
