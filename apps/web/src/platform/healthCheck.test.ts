import { describe, expect, it } from "vitest";
import {
  createHealthCheck,
  HEALTH_CHECK_CACHE_MS,
  HEALTH_CHECK_RETRY_DELAYS_MS,
  HEALTH_CHECK_TIMEOUT_MS,
} from "./healthCheck";

function clock() {
  let time = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
    sleep: async (ms: number) => {
      slept.push(ms);
      time += ms;
    },
  };
}

/** A check on a fake clock against a server whose first `failures` attempts fail (Infinity: always down). */
function checkAgainst(failures: number) {
  const time = clock();
  let attempts = 0;
  const check = createHealthCheck({
    ...time,
    attempt: async () => {
      attempts += 1;
      if (attempts <= failures) throw new Error("down");
    },
  });
  return { time, check, attempts: () => attempts };
}

describe("health check", () => {
  it("uses the spec's figures", () => {
    expect(HEALTH_CHECK_TIMEOUT_MS).toBe(5000);
    expect(HEALTH_CHECK_RETRY_DELAYS_MS).toEqual([3000, 6000]);
    expect(HEALTH_CHECK_CACHE_MS).toBe(1500);
  });

  it("is healthy at the first answer", async () => {
    const time = clock();
    const timeouts: number[] = [];
    const check = createHealthCheck({ ...time, attempt: async (timeout) => void timeouts.push(timeout) });
    expect(await check()).toBe(true);
    expect(timeouts).toEqual([5000]);
    expect(time.slept).toEqual([]);
  });

  it("retries twice, after 3 s then 6 s, before giving up", async () => {
    const { time, check, attempts } = checkAgainst(Number.POSITIVE_INFINITY);
    expect(await check()).toBe(false);
    expect(attempts()).toBe(3);
    expect(time.slept).toEqual([3000, 6000]);
  });

  it("recovers on a retry", async () => {
    const { check, attempts } = checkAgainst(2);
    expect(await check()).toBe(true);
    expect(attempts()).toBe(3);
  });

  it("reuses a result for 1.5 s, and shares a check in flight", async () => {
    const { time, check, attempts } = checkAgainst(0);
    await Promise.all([check(), check()]);
    expect(attempts()).toBe(1);
    time.advance(1499);
    await check();
    expect(attempts()).toBe(1);
    time.advance(1);
    await check();
    expect(attempts()).toBe(2);
  });
});
