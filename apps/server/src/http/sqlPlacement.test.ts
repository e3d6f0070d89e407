import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** Files that orchestrate and must leave their SQL to a query module beside them (DESIGN §3). */
const WITHOUT_SQL = [
  "../features/branding/brandingHandlers.ts",
  "../features/infrastructure/infrastructureHandlers.ts",
  "../features/profile/profileHandlers.ts",
  "../jobs/scheduler.ts",
  "./rateLimitStore.ts",
];

describe("SQL lives in query modules", () => {
  it.each(WITHOUT_SQL)("%s imports neither drizzle-orm nor the tables", (path) => {
    const source = readFileSync(new URL(path, import.meta.url), "utf8");
    expect(source).not.toMatch(/from "drizzle-orm"/);
    expect(source).not.toMatch(/from "\.\.?\/(\.\.\/)*db\/(schema|tables\/[^"]+)"/);
  });
});
