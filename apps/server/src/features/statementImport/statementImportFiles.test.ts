/**
 * previewStatementImport and importStatement over HTTP on a real server, with the bank exports of
 * features/imports/fixtures: a preamble after the bank's mapping was remembered from an export
 * without one, English headers, and the files refused with a clear localised message (an empty file,
 * a truncated XML, the bank's refusal, another currency) that write nothing.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BankingScene, okBody, startBankingScene } from "../banking/bankingTestScene";

let scene: BankingScene;
let accountId: number;

function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`../imports/fixtures/${name}`, import.meta.url)));
}

async function upload(name: string, bytes = fixture(name)): Promise<string> {
  return scene.upload(bytes, { purpose: "statement", fileName: name });
}

async function waitForJob(jobId: string) {
  for (let attempt = 0; attempt < 400; attempt++) {
    const job = okBody<{
      status: string;
      result: Record<string, unknown>;
      error: { message: string } | null;
    }>(await scene.call("getJob", { jobId }));
    if (job.status !== "running") return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("job did not finish");
}

async function transactionCount(): Promise<number> {
  const page = okBody<{ transactions: unknown[] }>(
    await scene.call("getTransactionList", { filters: { accountIds: [accountId] }, limit: 500 }),
  );
  return page.transactions.length;
}

interface Preview {
  line_count: number;
  lines: Array<{ date: string; label: string; amount_cents: number }>;
}

beforeAll(async () => {
  scene = await startBankingScene();
  accountId = await scene.createAccount("Compte courant pro");
});
afterAll(async () => {
  await scene.stop();
});

describe("statement files over HTTP", () => {
  it("reads a preamble export after the bank's mapping was remembered from one without a preamble", async () => {
    // The bank's plain export first: its mapping (header on row 0) is remembered.
    const plain = new TextEncoder().encode(
      "Date;Libellé;Montant;Devise\r\n28/09/2026;FRAIS TENUE DE COMPTE;-12,00;EUR\r\n",
    );
    const first = okBody<{ jobId: string }>(
      await scene.call("importStatement", { accountId, uploadId: await upload("plain.csv", plain) }),
    );
    expect((await waitForJob(first.jobId)).status).toBe("done");

    // Then its export with a preamble: getHeaders, the preview and the import agree on row 5.
    const uploadId = await upload("preambule-compte-pro.csv");
    const headers = okBody<{ header_row: number; sample_rows: string[][]; mapping: { headerRow: number } }>(
      await scene.call("getHeaders", { accountId, uploadId }),
    );
    expect(headers.header_row).toBe(5);
    expect(headers.mapping.headerRow).toBe(5);
    expect(headers.sample_rows[0]?.[1]).toBe("PRLV SEPA URSSAF IDF");
    const preview = okBody<Preview>(await scene.call("previewStatementImport", { accountId, uploadId }));
    expect(preview.lines.map((line) => [line.date, line.label, line.amount_cents])).toEqual([
      ["2026-10-01", "PRLV SEPA URSSAF IDF", -141_800],
      ["2026-10-03", "VIR SEPA RECU CLIENT DURAND FACT 2026-118", 240_000],
      ["2026-10-06", "CB METRO CASH CARRY 05/10", -35_645],
    ]);
    // The mapping the wizard sends back, with a header row from the older export: the same rows.
    const sent = okBody<Preview>(
      await scene.call("previewStatementImport", {
        accountId,
        uploadId,
        mapping: { ...headers.mapping, headerRow: 0 },
      }),
    );
    expect(sent.line_count).toBe(3);
    const job = okBody<{ jobId: string }>(await scene.call("importStatement", { accountId, uploadId }));
    expect((await waitForJob(job.jobId)).result).toMatchObject({ added: 3 });
  });

  it("maps English headers (Date,Payee,Amount) under a preamble, the payee as label", async () => {
    const otherId = await scene.createAccount("Business account");
    const uploadId = await upload("preamble-uk-business.csv");
    const headers = okBody<{ missing: string[]; mapping: { label: number[] } }>(
      await scene.call("getHeaders", { accountId: otherId, uploadId }),
    );
    expect(headers.missing).toEqual([]);
    const preview = okBody<Preview>(
      await scene.call("previewStatementImport", { accountId: otherId, uploadId }),
    );
    expect(preview.lines.map((line) => [line.label, line.amount_cents])).toEqual([
      ["HMRC VAT", -125_000],
      ["ACME SUPPLIES LTD", -8412],
      ["DURAND & CO", 240_000],
    ]);
  });

  it.each([
    ["empty.csv", "Le fichier est vide."],
    [
      "truncated.camt053.xml",
      "Ligne 47, colonne 29 : Le fichier XML est incomplet : il s'arrête avant la fin du relevé (téléchargement interrompu ?).",
    ],
    [
      "bank-refused.ofx",
      "Ligne 16 : La banque a refusé ce relevé : « Compte non autorisé pour le téléchargement OFX ».",
    ],
    [
      "revolut-usd.csv",
      "Ligne 2 : Ce relevé est en USD alors que le compte est en EUR : importez-le dans un compte en USD.",
    ],
    [
      "chase-usd.qfx",
      "Ligne 14 : Ce relevé est en USD alors que le compte est en EUR : importez-le dans un compte en USD.",
    ],
    [
      "chf.camt053.xml",
      "Ligne 8 : Ce relevé est en CHF alors que le compte est en EUR : importez-le dans un compte en CHF.",
    ],
  ])("refuses %s with a clear message and writes nothing", async (name, message) => {
    const before = await transactionCount();
    const uploadId = await upload(name);
    const preview = await scene.call("previewStatementImport", { accountId, uploadId });
    expect(preview.status).toBe(400);
    expect(preview.body.message).toBe(message);
    const job = okBody<{ jobId: string }>(await scene.call("importStatement", { accountId, uploadId }));
    const done = await waitForJob(job.jobId);
    expect(done.status).toBe("failed");
    expect(done.error?.message).toBe(message);
    expect(await transactionCount()).toBe(before);
  });

  it("imports a CAMT batch entry as its transactions", async () => {
    const uploadId = await upload("batch.camt053.xml");
    const preview = okBody<Preview>(await scene.call("previewStatementImport", { accountId, uploadId }));
    expect(preview.lines.map((line) => line.amount_cents)).toEqual([120_000, 15_050, 7000, -300_000]);
  });
});
