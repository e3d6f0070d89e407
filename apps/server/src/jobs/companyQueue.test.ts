import { pino } from "pino";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database";
import { BoundCompanyQueue, startEmbeddedCompanyQueue } from "./companyQueue";

/** The embedded runner of queued company work (PGlite): coalescing, one run per company at a time, retries. */

const silent = pino({ level: "silent" });
const database = {} as DatabaseHandle;
const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 400 && !condition(); attempt++) await tick();
  expect(condition()).toBe(true);
}

describe("queued company work on the embedded database", () => {
  it("runs a burst for one company once while it waits, never twice at once, the others beside it", async () => {
    const runs: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const releases: Array<() => void> = [];
    const runner = startEmbeddedCompanyQueue(
      database,
      [
        {
          name: "sync",
          async runFor(_database, companyId) {
            runs.push(companyId);
            running++;
            mostAtOnce = Math.max(mostAtOnce, running);
            await new Promise<void>((resolve) => releases.push(resolve));
            running--;
          },
        },
      ],
      silent,
      { workers: 2 },
    );
    const queue = new BoundCompanyQueue(silent);
    // Queued before the runner is bound: handed over then.
    await queue.enqueue("sync", 1);
    queue.bind(runner.enqueue);
    await until(() => runs.length === 1);
    // Company 1 runs; five more requests for it while it runs are one run after it.
    for (let index = 0; index < 5; index++) await queue.enqueue("sync", 1);
    await queue.enqueue("sync", 2);
    await until(() => runs.length === 2);
    expect(runs).toEqual([1, 2]);
    releases.shift()?.();
    await until(() => runs.length === 3);
    expect(runs).toEqual([1, 2, 1]);
    while (releases.length > 0) {
      releases.shift()?.();
      await tick(20);
    }
    expect(runs).toEqual([1, 2, 1]);
    expect(mostAtOnce).toBe(2);
    await runner.stop();
    queue.unbind();
    await queue.enqueue("sync", 3);
    await tick(20);
    expect(runs).toEqual([1, 2, 1]);
  });

  it("tries failed work again after a backoff, up to its limit", async () => {
    let attempts = 0;
    const runner = startEmbeddedCompanyQueue(
      database,
      [
        {
          name: "flaky",
          async runFor() {
            attempts++;
            if (attempts < 3) throw new Error("aggregator down");
          },
        },
      ],
      silent,
      { retryDelayMs: 10, retryLimit: 5 },
    );
    await runner.enqueue("flaky", 7);
    await until(() => attempts === 3);
    await tick(100);
    expect(attempts).toBe(3);
    await expect(runner.enqueue("unknown", 7)).rejects.toThrow("no queued task");
    await runner.stop();
  });
});
