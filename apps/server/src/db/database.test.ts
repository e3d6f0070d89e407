import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migratedDatabaseForTests } from "../testing/migratedDatabase";
import { appMeta } from "./schema";

const database = migratedDatabaseForTests("trezo-db-");

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the database handle", () => {
  it("never lets a concurrent query see, or slip into, an open transaction", async () => {
    const key = `interleave-${randomUUID()}`;
    const { db } = database();
    let insertedInTransaction!: () => void;
    const inserted = new Promise<void>((resolve) => {
      insertedInTransaction = resolve;
    });
    const transaction = db
      .transaction(async (tx) => {
        await tx.insert(appMeta).values({ key, value: { step: 1 } });
        insertedInTransaction();
        await pause(150);
        throw new Error("roll back");
      })
      .catch((error: Error) => error.message);
    await inserted;
    // Started while the transaction is open: it must not see the uncommitted row (PGlite makes it wait
    // for the transaction; PostgreSQL's isolation hides the row).
    const concurrent = await db.select().from(appMeta).where(eq(appMeta.key, key));
    expect(concurrent).toEqual([]);
    expect(await transaction).toBe("roll back");
    expect(await db.select().from(appMeta).where(eq(appMeta.key, key))).toEqual([]);
  });

  it("runs exclusive work one piece after the other, in order, even when one fails", async () => {
    const order: string[] = [];
    const first = database().exclusive(async () => {
      order.push("first:start");
      await pause(50);
      order.push("first:end");
      throw new Error("first failed");
    });
    const second = database().exclusive(async () => {
      order.push("second");
      return 2;
    });
    await expect(first).rejects.toThrow("first failed");
    await expect(second).resolves.toBe(2);
    if (database().kind === "pglite") expect(order).toEqual(["first:start", "first:end", "second"]);
    else expect(order).toContain("second");
  });

  it("lets other work run while exclusive work steps out of the lock, then takes it back", async () => {
    const order: string[] = [];
    const hashing = database().exclusive(async () => {
      order.push("sign-in:start");
      await database().outsideExclusive(async () => {
        await pause(100);
        order.push("sign-in:hashed");
      });
      order.push("sign-in:end");
    });
    await pause(10);
    const other = database().exclusive(async () => {
      order.push("other");
    });
    await Promise.all([hashing, other]);
    expect(order.indexOf("other")).toBeLessThan(order.indexOf("sign-in:hashed"));
    expect(order.at(-1)).toBe("sign-in:end");
  });

  it("knows when work holds the lock, and that work it left running in the background does not", async () => {
    expect(database().holdsExclusive()).toBe(false);
    let background!: Promise<boolean[]>;
    await database().exclusive(async () => {
      expect(database().holdsExclusive()).toBe(database().kind === "pglite");
      await database().outsideExclusive(async () => {
        expect(database().holdsExclusive()).toBe(false);
      });
      expect(database().holdsExclusive()).toBe(database().kind === "pglite");
      // A job: started inside a request's exclusive work, it runs after the request let the lock go.
      background = new Promise((resolve) => {
        setImmediate(async () => {
          const seen = [database().holdsExclusive()];
          await database().exclusive(async () => seen.push(database().holdsExclusive()));
          resolve(seen);
        });
      });
    });
    expect(await background).toEqual([false, database().kind === "pglite"]);
  });
});
