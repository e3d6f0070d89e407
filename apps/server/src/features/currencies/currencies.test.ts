import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transactions } from "../../db/schema";
import { createForecastCompany, type ForecastCompany, workbookOf } from "../../forecast/forecastTestData";
import { callApi, createTestUser, type TestUser } from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";
import { okBody } from "../banking/bankingTestScene";
import { DAILY_XML, HIST_CSV } from "./ecbFixtures";
import { dailyEcbRatesFetch } from "./ecbLoad";

/** getCurrencyList, uploadCurrencyRates, company/{id}/currencyRates, company/{id}/currenciesHistory, the daily fetch. */

let server: TestServer;
let company: ForecastCompany;
let other: ForecastCompany;
let admin: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  company = await createForecastCompany(server);
  other = await createForecastCompany(server);
  admin = await createTestUser(server, { role: "SuperAdmin" });
});
afterAll(() => stopTestServer(server));

const history = async (who: ForecastCompany) => {
  const answer = await callApi(
    server,
    "getCurrenciesHistory",
    { companyId: who.companyId },
    { token: who.owner.token },
  );
  expect(answer.status).toBe(200);
  const { sheet } = await workbookOf(answer);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push(Array.isArray(row.values) ? row.values.slice(1) : []);
  });
  return rows;
};

describe("currencies", () => {
  it("lists ISO 4217 currencies with their exponents", async () => {
    const answer = await callApi(server, "getCurrencyList", {}, { token: company.owner.token });
    expect(answer.status).toBe(200);
    const list = answer.body.currencies as Array<{
      code: string;
      exponent: number;
      latest_rate_on: string | null;
    }>;
    const byCode = new Map(list.map((entry) => [entry.code, entry]));
    expect(byCode.get("EUR")?.exponent).toBe(2);
    expect(byCode.get("JPY")?.exponent).toBe(0);
    expect(byCode.get("BHD")?.exponent).toBe(3);
    expect(byCode.has("XAU")).toBe(false);
  });

  it("lets an administrator load the ECB's CSV and XML, and refuses an unreadable or unsafe file", async () => {
    const csv = await callApi(server, "uploadCurrencyRates", { content: HIST_CSV }, { token: admin.token });
    expect(csv.status).toBe(200);
    expect(csv.body).toEqual({ imported: 6, currencies: 3, from: "2024-01-04", to: "2024-01-05" });
    const xml = await callApi(server, "uploadCurrencyRates", { content: DAILY_XML }, { token: admin.token });
    expect(xml.body).toEqual({ imported: 3, currencies: 3, from: "2024-01-08", to: "2024-01-08" });
    const unsafe = await callApi(
      server,
      "uploadCurrencyRates",
      { content: `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${DAILY_XML}` },
      { token: admin.token, headers: { "accept-language": "fr-FR" } },
    );
    expect(unsafe.status).toBe(400);
    expect(JSON.stringify(unsafe.body)).toMatch(/Fichier de cours illisible/);
    const empty = await callApi(
      server,
      "uploadCurrencyRates",
      { content: "Date,USD,\n" },
      { token: admin.token },
    );
    expect(empty.status).toBe(400);
    const list = await callApi(server, "getCurrencyList", {}, { token: company.owner.token });
    const usd = (list.body.currencies as Array<{ code: string; latest_rate_on: string | null }>).find(
      (entry) => entry.code === "USD",
    );
    expect(usd?.latest_rate_on).toBe("2024-01-08");
    const owner = await callApi(
      server,
      "uploadCurrencyRates",
      { content: HIST_CSV },
      { token: company.owner.token },
    );
    expect(owner.status).toBe(403);
  });

  it("keeps a company's own rate for that company only, and exports the history as xlsx", async () => {
    const typed = await callApi(
      server,
      "setCompanyCurrencyRate",
      { companyId: company.companyId, currency: "USD", date: "2024-01-05", rate: "1.1" },
      { token: company.owner.token },
    );
    expect(typed.status).toBe(200);
    const mine = await history(company);
    expect(mine[0]).toHaveLength(4);
    expect(mine).toContainEqual(["2024-01-05", "USD", "1.1", expect.any(String)]);
    expect(mine).not.toContainEqual(["2024-01-05", "USD", "1.0921", expect.any(String)]);
    expect(mine).toContainEqual(["2024-01-08", "BHD", "0.4127", expect.any(String)]);
    const theirs = await history(other);
    expect(theirs).toContainEqual(["2024-01-05", "USD", "1.0921", expect.any(String)]);
    // Another company's id: refused, nothing written.
    const foreign = await callApi(
      server,
      "setCompanyCurrencyRate",
      { companyId: other.companyId, currency: "USD", date: "2024-01-05", rate: "9" },
      { token: company.owner.token },
    );
    expect(foreign.status).toBe(403);
    expect(await history(other)).not.toContainEqual(["2024-01-05", "USD", "9", expect.any(String)]);
    const removed = await callApi(
      server,
      "setCompanyCurrencyRate",
      { companyId: company.companyId, currency: "USD", date: "2024-01-05", rate: null },
      { token: company.owner.token },
    );
    expect(removed.status).toBe(200);
    expect(
      (
        await callApi(
          server,
          "getCompanyCurrencyRates",
          { companyId: company.companyId },
          { token: company.owner.token },
        )
      ).body.typed,
    ).toEqual([]);
    expect(await history(company)).toContainEqual(["2024-01-05", "USD", "1.0921", expect.any(String)]);
    const bad = await callApi(
      server,
      "setCompanyCurrencyRate",
      { companyId: company.companyId, currency: "EUR", date: "2024-01-05", rate: "1" },
      { token: company.owner.token },
    );
    expect(bad.status).toBe(400);
    const zero = await callApi(
      server,
      "setCompanyCurrencyRate",
      { companyId: company.companyId, currency: "USD", date: "2024-01-05", rate: "0.000" },
      { token: company.owner.token },
    );
    expect(zero.status).toBe(400);
  });

  it("lists the company's currencies with the latest rate it converts with, and its typed rates", async () => {
    const rates = () =>
      callApi(
        server,
        "getCompanyCurrencyRates",
        { companyId: company.companyId },
        { token: company.owner.token },
      );
    const plain = await rates();
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual({ default_currency: "EUR", held: [], typed: [] });
    await callApi(
      server,
      "addManualBankWithAccount",
      { companyId: company.companyId, name: "Ahli United", account: { name: "Compte BHD", currency: "BHD" } },
      { token: company.owner.token },
    );
    const ecb = await rates();
    expect(ecb.body.held).toEqual([
      { currency: "BHD", latest: { currency: "BHD", date: "2024-01-08", rate: "0.4127", source: "ecb" } },
    ]);
    const typed = await callApi(
      server,
      "setCompanyCurrencyRate",
      { companyId: company.companyId, currency: "BHD", date: "2024-01-10", rate: "0.5" },
      { token: company.owner.token },
    );
    expect(typed.status).toBe(200);
    const after = await rates();
    expect(after.body.held).toEqual([
      { currency: "BHD", latest: { currency: "BHD", date: "2024-01-10", rate: "0.5", source: "company" } },
    ]);
    expect(after.body.typed).toEqual([
      { currency: "BHD", date: "2024-01-10", rate: "0.5", source: "company" },
    ]);
    // Another company sees neither the account nor the typed rate.
    const theirs = await callApi(
      server,
      "getCompanyCurrencyRates",
      { companyId: other.companyId },
      { token: other.owner.token },
    );
    expect(theirs.body).toEqual({ default_currency: "EUR", held: [], typed: [] });
  });

  it("fetches the daily rates from ECB_RATES_URL, and fails loudly on a bad answer", async () => {
    const served = dailyEcbRatesFetch(
      "https://ecb.example/eurofxref-daily.xml",
      async () => new Response(DAILY_XML.replaceAll("2024-01-08", "2024-01-09")),
    );
    await served.run(server.services.database);
    expect(await history(other)).toContainEqual(["2024-01-09", "USD", "1.0946", expect.any(String)]);
    const broken = dailyEcbRatesFetch(
      "https://ecb.example/x",
      async () => new Response("nope", { status: 503 }),
    );
    await expect(broken.run(server.services.database)).rejects.toThrow(/503/);
  });
});

describe("accounts in any ISO 4217 currency", () => {
  const call = (name: Parameters<typeof callApi>[1], input: Record<string, unknown>) =>
    callApi(server, name, { companyId: company.companyId, ...input }, { token: company.owner.token });
  const upload = async (bytes: Buffer, fileName: string) => {
    const answer = await call("uploadFileChunk", {
      purpose: "statement",
      fileName,
      totalBytes: bytes.byteLength,
      index: 0,
      data: bytes.toString("base64"),
    });
    return String(answer.body.uploadId);
  };
  const usdStatement = readFileSync(new URL("../imports/fixtures/revolut-usd.csv", import.meta.url));

  it("creates a USD account, refuses a code that is not ISO 4217, and takes USD statements only there", async () => {
    const created = await call("addManualBankWithAccount", {
      name: "Chase",
      account: { name: "Chase USD", currency: "USD", balance_cents: 100_000 },
    });
    expect(created.status).toBe(200);
    const bank = created.body.bank as { accounts: Array<{ id: number; currency: string }> };
    expect(bank.accounts[0]?.currency).toBe("USD");
    const usdAccount = bank.accounts[0]?.id;
    const unknown = await call("addManualBankWithAccount", {
      name: "Nowhere",
      account: { name: "ZZZ", currency: "ZZZ" },
    });
    expect(unknown.status).toBe(400);
    const preview = await call("previewStatementImport", {
      accountId: usdAccount,
      uploadId: await upload(usdStatement, "revolut-usd.csv"),
    });
    expect(preview.status).toBe(200);
    expect((preview.body.lines as Array<{ currency: string }>).every((line) => line.currency === "USD")).toBe(
      true,
    );
    const intoEur = await call("previewStatementImport", {
      accountId: company.accountId,
      uploadId: await upload(usdStatement, "revolut-usd.csv"),
    });
    expect(intoEur.status).toBe(400);
    expect(String(intoEur.body.message)).toMatch(/USD/);
  });
});

describe("the dashboard in the company's currency", () => {
  interface Chart {
    scenarios: Array<{ rows: Array<{ id: string; actual: number[] }>; totals: { end: number[] } }>;
  }
  it("converts a USD account's lines at the rate of their date; cell details show each original and rate", async () => {
    const fresh = await createForecastCompany(server);
    const call = (name: Parameters<typeof callApi>[1], input: Record<string, unknown>) =>
      callApi(server, name, { companyId: fresh.companyId, ...input }, { token: fresh.owner.token });
    const chart = async () => {
      const answer = await call("getDashboardChartData", { from: "2024-01-01", to: "2024-01-31" });
      return answer;
    };
    const before = okBody<Chart>(await chart());
    const created = await call("addManualBankWithAccount", {
      name: "Chase",
      account: { name: "Chase USD", currency: "USD", balance_cents: 109_460 },
    });
    const usdAccount = (created.body.bank as { accounts: Array<{ id: number }> }).accounts[0]?.id ?? 0;
    // The 5th at 1.0921; Saturday the 6th takes the 5th's rate; the 8th at 1.0946.
    await server.services.db.insert(transactions).values(
      [
        { on: "2024-01-05", cents: 10_921, categoryId: fresh.category.sales },
        { on: "2024-01-06", cents: 21_842, categoryId: fresh.category.sales },
        { on: "2024-01-08", cents: -10_946, categoryId: fresh.category.rent },
      ].map((line) => ({
        companyId: fresh.companyId,
        accountId: usdAccount,
        bookedOn: line.on,
        amountCents: BigInt(line.cents),
        label: "USD",
        categoryId: line.categoryId,
      })),
    );
    const after = okBody<Chart>(await chart());
    const actualOf = (which: Chart, id: number) =>
      which.scenarios[0]?.rows.find((row) => row.id === String(id))?.actual[0] ?? 0;
    expect(actualOf(after, fresh.category.sales) - actualOf(before, fresh.category.sales)).toBe(30_000);
    expect(actualOf(after, fresh.category.rent) - actualOf(before, fresh.category.rent)).toBe(-10_000);
    // Cell details add up to the cell and show each USD line's own amount and rate.
    const details = await call("getDashboardTransactions", {
      row_id: String(fresh.category.sales),
      date: "2024-01-15",
    });
    expect(details.status).toBe(200);
    expect(details.body.actual_cents).toBe(actualOf(after, fresh.category.sales));
    const usdLines = (
      details.body.transactions as Array<{ amount_cents: number; original: Record<string, unknown> | null }>
    ).filter((line) => line.original);
    expect(
      usdLines.map((line) => [line.amount_cents, line.original?.amount_cents, line.original?.rate_on]),
    ).toEqual([
      [10_000, 10_921, "2024-01-05"],
      [20_000, 21_842, "2024-01-05"],
    ]);
    expect(usdLines[0]?.original).toMatchObject({ currency: "USD", rate: expect.stringMatching(/^0\.9156/) });
    // Before any rate: refused with the currency and the day, not summed as if it were euros.
    await server.services.db.insert(transactions).values({
      companyId: fresh.companyId,
      accountId: usdAccount,
      bookedOn: "2024-01-02",
      amountCents: 100n,
      label: "USD",
      categoryId: fresh.category.sales,
    });
    const refused = await callApi(
      server,
      "getDashboardChartData",
      { companyId: fresh.companyId, from: "2024-01-01", to: "2024-01-31" },
      { token: fresh.owner.token, headers: { "accept-language": "en-GB" } },
    );
    expect(refused.status).toBe(400);
    expect(String(refused.body.message)).toMatch(/USD.*2024-01-02/);
  });
});
