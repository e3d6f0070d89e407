import { normalizeLabel } from "@trezo/domain";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transactions } from "../../db/schema";
import { callApi, createTestCompany, createTestUser } from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";
import { fingerprintBase } from "../imports/fingerprint";
import { insertStatementRows } from "../statementImport/statementPipeline";
import type { AggregatorTransaction } from "./aggregator";
import { applyFeedPage, prepareFeedPage } from "./feedWrites";

/**
 * Writing pages of a feed (feedWrites.ts) where the same date, amount and label come several times:
 * the fingerprints' `:n` slots, statement lines linked rather than added, gaps reused, moved lines.
 */
let server: TestServer;
let companyId: number;
let accountId: number;

beforeAll(async () => {
  server = await startTestServer();
  const owner = await createTestUser(server);
  companyId = await createTestCompany(server, owner.id);
  const call = async (name: "addManualConnection" | "addManualAccount", input: Record<string, unknown>) =>
    (await callApi(server, name, { companyId, ...input }, { token: owner.token })).body;
  const bank = (await call("addManualConnection", { name: "Banque" })).bank as { id: number };
  accountId = (
    (await call("addManualAccount", { bank_id: bank.id, name: "Compte" })).account as { id: number }
  ).id;
}, 60_000);
afterAll(async () => {
  await stopTestServer(server);
});

const LABEL = "PRLV SEPA URSSAF";
const base = fingerprintBase({
  date: "2026-03-02",
  amountCents: -12_000,
  currency: "EUR",
  normalizedLabel: normalizeLabel(LABEL),
});

function feedLine(id: string, changes: Partial<AggregatorTransaction> = {}): AggregatorTransaction {
  return {
    id,
    accountId: "acc",
    date: "2026-03-02",
    valueDate: null,
    amountCents: -12_000,
    currency: "EUR",
    label: LABEL,
    cleanLabel: null,
    updatedAt: "2026-03-02T08:00:00Z",
    deleted: false,
    future: false,
    ...changes,
  };
}

function write(page: AggregatorTransaction[]) {
  const target = { companyId, accountId };
  return server.services.db.transaction((tx) => applyFeedPage(tx, target, prepareFeedPage(page), null));
}

async function rows() {
  return server.services.db
    .select({
      externalId: transactions.externalId,
      providerId: transactions.providerTransactionId,
      label: transactions.label,
    })
    .from(transactions)
    .where(and(eq(transactions.companyId, companyId), eq(transactions.accountId, accountId)))
    .orderBy(asc(transactions.externalId));
}

describe("a feed page with the same line several times", () => {
  it("links the statement's lines first, adds the rest on free slots, reuses gaps, moves changed lines", async () => {
    // Two identical lines from a statement file (slots :0 and :1).
    const statementLine = {
      lineNumber: 0,
      date: "2026-03-02",
      valueDate: null,
      label: LABEL,
      normalizedLabel: normalizeLabel(LABEL),
      amountCents: -12_000,
      currency: "EUR",
      counterparty: null,
      normalizedCounterparty: "",
      reference: null,
    };
    await insertStatementRows(
      server.services.db,
      { companyId, accountId },
      [0, 1].map((n) => ({ ...statementLine, fingerprint: `${base}:${n}` })),
      [null, null],
    );

    // Three from the feed: two become the statement's lines, the third takes :2.
    expect(await write([feedLine("a"), feedLine("b"), feedLine("c")])).toMatchObject({
      added: 1,
      linked: 2,
      updated: 0,
      deleted: 0,
    });
    expect(await rows()).toEqual([
      { externalId: `${base}:0`, providerId: "a", label: LABEL },
      { externalId: `${base}:1`, providerId: "b", label: LABEL },
      { externalId: `${base}:2`, providerId: "c", label: LABEL },
    ]);

    // The same page again changes nothing; a fourth line goes past every taken slot.
    expect(await write([feedLine("a"), feedLine("b"), feedLine("c"), feedLine("d")])).toMatchObject({
      added: 1,
      linked: 0,
      updated: 0,
    });
    expect((await rows()).map((row) => row.externalId)).toEqual([0, 1, 2, 3].map((n) => `${base}:${n}`));

    // b deleted; in a later page a new identical line takes its slot back.
    expect(await write([feedLine("b", { deleted: true })])).toMatchObject({ deleted: 1, added: 0 });
    expect(await write([feedLine("e")])).toMatchObject({ added: 1 });
    expect((await rows()).map((row) => [row.externalId, row.providerId])).toEqual([
      [`${base}:0`, "a"],
      [`${base}:1`, "e"],
      [`${base}:2`, "c"],
      [`${base}:3`, "d"],
    ]);

    // c's label changes (a card payment booked): it leaves the base for its own.
    const booked = "PRLV SEPA URSSAF ECHEANCE MARS";
    expect(await write([feedLine("c", { label: booked })])).toMatchObject({ updated: 1, added: 0 });
    const after = await rows();
    const moved = after.find((row) => row.providerId === "c");
    expect(moved?.label).toBe(booked);
    expect(moved?.externalId).toBe(
      `${fingerprintBase({ date: "2026-03-02", amountCents: -12_000, currency: "EUR", normalizedLabel: normalizeLabel(booked) })}:0`,
    );
    expect(after).toHaveLength(4);

    // A line not booked yet waits; the last word of a page on a line is the one written.
    expect(await write([feedLine("f", { future: true }), feedLine("g", { amountCents: -1 })])).toMatchObject({
      added: 1,
    });
    expect((await rows()).some((row) => row.providerId === "f")).toBe(false);
  });
});
