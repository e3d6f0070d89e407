import iconv from "iconv-lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BankingScene, okBody, startBankingScene } from "../banking/bankingTestScene";

let scene: BankingScene;
let accountId: number;
let energyId: number;

interface Job {
  status: string;
  progress: number;
  result: Record<string, unknown> | null;
  error: { code: string; message: string; line: number | null } | null;
}

async function waitForJob(jobId: string): Promise<Job> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const job = okBody<Job>(await scene.call("getJob", { jobId }));
    if (job.status !== "running") return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("job did not finish");
}

/** A Société Générale-like export: Windows-1252, semicolons, French dates and decimals. */
const JANUARY = [
  "Date de l'opération;Libellé;Détail de l'écriture;Montant de l'opération;Devise",
  "05/01/2026;PRLV SEPA EDF;PRLV SEPA EDF CLIENTS ECH/050126;-84,12;EUR",
  "06/01/2026;CB CAFÉ DU MARCHÉ;CARTE X1234 06/01;-3,50;EUR",
  "06/01/2026;CB CAFÉ DU MARCHÉ;CARTE X1234 06/01;-3,50;EUR",
  "08/01/2026;VIR SARL DUPONT;VIR SEPA SARL DUPONT FACTURE 12;1 250,00;EUR",
];
const encode = (lines: string[]) => iconv.encode(`${lines.join("\r\n")}\r\n`, "win1252");

async function importFile(
  bytes: Uint8Array,
  fileName = "releve.csv",
  mapping?: unknown,
  intoAccountId = accountId,
): Promise<Job> {
  const uploadId = await scene.upload(bytes, { purpose: "statement", fileName, chunkBytes: 64 });
  const { jobId } = okBody<{ jobId: string }>(
    await scene.call("importStatement", {
      accountId: intoAccountId,
      uploadId,
      ...(mapping ? { mapping } : {}),
    }),
  );
  return waitForJob(jobId);
}

async function labels(): Promise<string[]> {
  const page = okBody<{ transactions: Array<{ label: string }> }>(
    await scene.call("getTransactionList", { sort: { field: "date", direction: "asc" }, limit: 500 }),
  );
  return page.transactions.map((line) => line.label);
}

/** The balance of an account as getBanksAndAccountsList shows it. */
async function balanceOf(id: number): Promise<number> {
  const { banks } = okBody<{ banks: Array<{ accounts: Array<{ id: number; balance_cents: number }> }> }>(
    await scene.call("getBanksAndAccountsList"),
  );
  const account = banks.flatMap((bank) => bank.accounts).find((one) => one.id === id);
  if (!account) throw new Error(`no account ${id}`);
  return account.balance_cents;
}

beforeAll(async () => {
  scene = await startBankingScene({ basic_info: true });
  accountId = await scene.createAccount("Compte SG");
  energyId = okBody<{ category: { id: number } }>(
    await scene.call("addNewCategory", { name: "Énergie", parentId: null, direction: "expense" }),
  ).category.id;
  okBody(
    await scene.call("createNewSubCategoryRule", {
      rule: { conditions: [{ field: "label", operator: "contains", value: "EDF" }], category_id: energyId },
    }),
  );
});
afterAll(async () => {
  await scene.stop();
});

describe("statement import", () => {
  it("reads the headers, suggests a mapping and previews before writing anything", async () => {
    const uploadId = await scene.upload(encode(JANUARY), {
      purpose: "statement",
      fileName: "sg.csv",
    });
    const headers = okBody<{
      format: string;
      headers: string[];
      mapping: { date: number } | null;
      remembered: boolean;
    }>(await scene.call("getHeaders", { accountId, uploadId }));
    expect(headers).toMatchObject({ format: "csv", remembered: false });
    expect(headers.headers[1]).toBe("Libellé");
    expect(headers.mapping?.date).toBe(0);

    const preview = okBody<{
      line_count: number;
      new_count: number;
      lines: Array<{ label: string; amount_cents: number; duplicate: boolean }>;
    }>(await scene.call("previewStatementImport", { accountId, uploadId }));
    expect([preview.line_count, preview.new_count]).toEqual([4, 4]);
    expect(preview.lines.map((line) => line.amount_cents)).toEqual([-8412, -350, -350, 125_000]);
    expect(preview.lines[1]?.label).toBe("CARTE X1234 06/01");
    expect(await labels()).toEqual([]);
  });

  it("imports as a job, files the lines with the rules, and adds nothing when the same file comes again", async () => {
    const first = await importFile(encode(JANUARY));
    expect(first).toMatchObject({
      status: "done",
      progress: 100,
      result: { line_count: 4, added: 4, duplicates: 0 },
    });
    const list = okBody<{
      transactions: Array<{ label: string; category_id: number | null; category_source: string | null }>;
    }>(await scene.call("getTransactionList", { filters: { text: "edf" } }));
    expect(list.transactions[0]).toMatchObject({ category_id: energyId, category_source: "rule" });

    const again = await importFile(encode(JANUARY));
    expect(again.result).toMatchObject({ added: 0, duplicates: 4 });
    // An overlapping file: the two coffees and the transfer again, a third coffee, and a new line.
    const overlapping = [
      ...JANUARY.slice(0, 1),
      ...JANUARY.slice(2),
      "06/01/2026;CB CAFÉ DU MARCHÉ;CARTE X1234 06/01;-3,50;EUR",
      "12/01/2026;PRLV URSSAF;PRLV URSSAF COTISATIONS;-640,00;EUR",
    ];
    const third = await importFile(encode(overlapping));
    expect(third.result).toMatchObject({ added: 2, duplicates: 3 });
    expect((await labels()).filter((label) => label.startsWith("CARTE X1234"))).toHaveLength(3);

    // The bank's mapping is remembered for the next file.
    const uploadId = await scene.upload(encode(JANUARY), {
      purpose: "statement",
      fileName: "sg.csv",
    });
    expect(
      okBody<{ remembered: boolean }>(await scene.call("getHeaders", { accountId, uploadId })).remembered,
    ).toBe(true);
  });

  it("refuses a malformed file with the line named, and writes nothing", async () => {
    const before = await labels();
    const broken = encode([
      "Date;Libellé;Montant",
      "03/02/2026;CB CARREFOUR;-12,00",
      "04/02/2026;CB FNAC;-30,00",
      "31/02/2026;CB DARTY;-99,00",
    ]);
    // Another bank: the mapping remembered for the first one does not apply.
    const otherAccountId = await scene.createAccount("Compte LCL");
    const uploadId = await scene.upload(broken, { purpose: "statement", fileName: "casse.csv" });
    const preview = await scene.call("previewStatementImport", { accountId: otherAccountId, uploadId });
    expect(preview.status).toBe(400);
    expect(String(preview.body.message)).toMatch(/^Ligne 4/);
    const job = await importFile(broken, "casse.csv", undefined, otherAccountId);
    expect(job.status).toBe("failed");
    expect(job.error?.line).toBe(4);
    expect(job.error?.message).toMatch(/^Ligne 4/);
    expect(await labels()).toEqual(before);
  });

  it("adds transactions typed by hand once, with the rules applied", async () => {
    const entry = { date: "2026-02-10", label: "Facture EDF février", amount_cents: -9_120 };
    const first = okBody<{ added: number; ids: number[] }>(
      await scene.call("addManualTransactions", {
        accountId,
        transactions: [entry, { ...entry, date: "2026-02-11" }],
      }),
    );
    expect(first.added).toBe(2);
    const second = okBody<{ added: number; duplicates: number }>(
      await scene.call("addManualTransactions", { accountId, transactions: [entry] }),
    );
    expect(second).toMatchObject({ added: 0, duplicates: 1 });
    const detail = okBody<{ transaction: { category_id: number } }>(
      await scene.call("getTransaction", { transactionId: first.ids[0] }),
    );
    expect(detail.transaction.category_id).toBe(energyId);
  });

  it("keeps uploads and imports to the company and to transactions_info", async () => {
    const uploadId = await scene.upload(encode(JANUARY), {
      purpose: "statement",
      fileName: "sg.csv",
    });
    expect((await scene.call("importStatement", { accountId, uploadId }, scene.member)).status).toBe(403);
    const foreign = await scene.call(
      "previewStatementImport",
      { companyId: scene.otherCompanyId, accountId, uploadId },
      scene.outsider,
    );
    expect(foreign.status).toBe(404);
    const tooBig = await scene.call("uploadFileChunk", {
      purpose: "statement",
      fileName: "enorme.csv",
      totalBytes: 60 * 1024 * 1024,
      index: 0,
      data: "",
    });
    expect(tooBig.status).toBe(413);
  });

  it("writes labels exactly, quotes, backslashes, braces and the word NULL included", async () => {
    const otherAccountId = await scene.createAccount("Compte Qonto");
    const awkward = [
      'CB "LE PETIT ZINC" PARIS',
      "VIR C:\\COMPTA\\2026 {REF,42}",
      "NULL",
      "PRLV EDF, ÉCHÉANCE 02/26 ' \\\"",
    ];
    const csv = [
      "Date;Libellé;Montant",
      ...awkward.map((label, index) => `1${index}/02/2026;"${label.replace(/"/g, '""')}";-1${index},00`),
    ].join("\r\n");
    const job = await importFile(new TextEncoder().encode(csv), "qonto.csv", undefined, otherAccountId);
    expect(job.result).toMatchObject({ added: 4 });
    const page = okBody<{
      transactions: Array<{ label: string; counterparty: string | null; category_id: number | null }>;
    }>(
      await scene.call("getTransactionList", {
        filters: { accountIds: [otherAccountId] },
        sort: { field: "date", direction: "asc" },
      }),
    );
    expect(page.transactions.map((line) => line.label)).toEqual(awkward);
    expect(page.transactions.map((line) => line.counterparty)).toEqual([null, null, null, null]);
    // The rule "label contains EDF" filed the last line as it was written.
    expect(page.transactions.map((line) => line.category_id)).toEqual([null, null, null, energyId]);
  });

  it("adds what it imports, and nothing for duplicates, to a manual account's balance", async () => {
    // A second account of the first bank (the plan's connection limit is reached by now).
    const { banks } = okBody<{ banks: Array<{ id: number; accounts: Array<{ id: number }> }> }>(
      await scene.call("getBanksAndAccountsList"),
    );
    const bankId = banks.find((bank) => bank.accounts.some((one) => one.id === accountId))?.id;
    const manualId = okBody<{ account: { id: number } }>(
      await scene.call("addManualAccount", { bank_id: bankId, name: "Caisse", balance_cents: 100_000 }),
    ).account.id;
    expect(await balanceOf(manualId)).toBe(100_000);
    // -84.12 - 3.50 - 3.50 + 1,250.00
    await importFile(encode(JANUARY), "sg.csv", undefined, manualId);
    expect(await balanceOf(manualId)).toBe(100_000 - 8_412 - 350 - 350 + 125_000);
    await importFile(encode(JANUARY), "sg.csv", undefined, manualId);
    expect(await balanceOf(manualId)).toBe(100_000 - 8_412 - 350 - 350 + 125_000);
    okBody(
      await scene.call("addManualTransactions", {
        accountId: manualId,
        transactions: [{ date: "2026-02-01", label: "Retrait espèces", amount_cents: -20_000 }],
      }),
    );
    expect(await balanceOf(manualId)).toBe(100_000 - 8_412 - 350 - 350 + 125_000 - 20_000);
  });
});
