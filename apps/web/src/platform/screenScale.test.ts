import { describe, expect, it } from "vitest";
import { type PixelRatioSource, watchPixelRatio } from "./screenScale";

/** A window whose pixel ratio the test changes; media queries fire like the browser's. */
function fakeWindow(initial: number) {
  const queries: Array<{ query: string; listeners: Set<() => void> }> = [];
  const source = {
    devicePixelRatio: initial,
    matchMedia(query: string) {
      const entry = { query, listeners: new Set<() => void>() };
      queries.push(entry);
      return {
        addEventListener: (_type: "change", listener: () => void) => entry.listeners.add(listener),
        removeEventListener: (_type: "change", listener: () => void) => entry.listeners.delete(listener),
      };
    },
  } satisfies PixelRatioSource;
  const setRatio = (ratio: number) => {
    const before = `(resolution: ${source.devicePixelRatio}dppx)`;
    source.devicePixelRatio = ratio;
    for (const entry of [...queries]) if (entry.query === before) for (const l of [...entry.listeners]) l();
  };
  const live = () => queries.filter((entry) => entry.listeners.size > 0).map((entry) => entry.query);
  return { source, setRatio, live };
}

describe("watchPixelRatio", () => {
  it("reports each new ratio and re-arms a query for it", () => {
    const fake = fakeWindow(1);
    const seen: number[] = [];
    const stop = watchPixelRatio(fake.source, (ratio) => seen.push(ratio));
    expect(fake.live()).toEqual(["(resolution: 1dppx)"]);

    fake.setRatio(1.5);
    expect(seen).toEqual([1.5]);
    expect(fake.live()).toEqual(["(resolution: 1.5dppx)"]);

    fake.setRatio(2.25);
    expect(seen).toEqual([1.5, 2.25]);

    stop();
    expect(fake.live()).toEqual([]);
    fake.setRatio(4);
    expect(seen).toEqual([1.5, 2.25]);
  });
});
