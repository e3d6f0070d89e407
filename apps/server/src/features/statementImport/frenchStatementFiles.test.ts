/**
 * CFONB 120 and MT940 statements through the import wizard's calls over HTTP on a real server, with the
 * fixtures of features/imports/fixtures: the wizard's getHeaders sees the format (no column mapping),
 * the preview, the import, the duplicates of a second import, and the broken files refused with a
 * localised message naming the line, writing nothing.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi } from "../../testing/apiTestClient";
import { type BankingScene, okBody, startBankingScene } from "../banking/bankingTestScene";

let scene: BankingScene;
let bankId: number;

/** A fresh account of the scene's one manual bank (the plan limits the number of banks). */
async function newAccount(name: string): Promise<number> {
  const { account } = okBody<{ account: { id: number } }>(
    await scene.call("addManualAccount", { bank_id: bankId, name }),
  );
  return account.id;
}

function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`../imports/fixtures/${name}`, import.meta.url)));
}

async function upload(name: string): Promise<string> {
  return scene.upload(fixture(name), { purpose: "statement", fileName: name });
}

async function waitForJob(jobId: string) {
  for (let attempt = 0; attempt < 400; attempt++) {
    const job = okBody<{
      status: string;
      result: Record<string, unknown> | null;
      error: { message: string } | null;
    }>(await scene.call("getJob", { jobId }));
    if (job.status !== "running") return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("job did not finish");
}

async function transactionsOf(accountId: number) {
  return okBody<{ transactions: Array<{ label: string; amount_cents: number; date: string }> }>(
    await scene.call("getTransactionList", { filters: { accountIds: [accountId] }, limit: 500 }),
  ).transactions;
}

interface Preview {
  format: string;
  line_count: number;
  new_count: number;
  duplicate_count: number;
  lines: Array<{ date: string; label: string; amount_cents: number; duplicate: boolean }>;
}

beforeAll(async () => {
  scene = await startBankingScene();
  bankId = okBody<{ bank: { id: number } }>(await scene.call("addManualConnection", { name: "Banque" })).bank
    .id;
});
afterAll(async () => {
  await scene.stop();
});

describe("French and SWIFT statement files over HTTP", () => {
  it.each([
    ["bnp-paribas.cfonb", "cfonb120", [-141_800, 240_000, -35_645, -1_290]],
    ["societe-generale-latin1.cfonb", "cfonb120", [318_450, -18_733, -250_000]],
    ["credit-agricole-no-line-break.cfonb", "cfonb120", [-12_399, 99_900, -5_999]],
    ["deutsche-bank.sta", "mt940", [-141_800, 240_000, 4_590, -1_250]],
    ["ing-nl.mt940", "mt940", [25_000, -8_995, -25_000, -120_000]],
  ])("previews and imports %s once, then finds every line a duplicate", async (name, format, amounts) => {
    const accountId = await newAccount(`Compte ${name}`);
    const uploadId = await upload(name);
    const headers = okBody<{ format: string; mapping: unknown; headers: string[] }>(
      await scene.call("getHeaders", { accountId, uploadId }),
    );
    expect(headers).toMatchObject({ format, mapping: null, headers: [] });
    const preview = okBody<Preview>(await scene.call("previewStatementImport", { accountId, uploadId }));
    expect(preview).toMatchObject({
      format,
      line_count: amounts.length,
      new_count: amounts.length,
      duplicate_count: 0,
    });
    expect(preview.lines.map((line) => line.amount_cents)).toEqual(amounts);

    const { jobId } = okBody<{ jobId: string }>(await scene.call("importStatement", { accountId, uploadId }));
    const job = await waitForJob(jobId);
    expect(job).toMatchObject({ status: "done", result: { added: amounts.length, duplicates: 0 } });
    const stored = await transactionsOf(accountId);
    expect(stored.map((line) => line.amount_cents).sort((a, b) => a - b)).toEqual(
      [...amounts].sort((a, b) => a - b),
    );

    // The same file again: every line is already there.
    const again = await upload(name);
    const second = okBody<Preview>(
      await scene.call("previewStatementImport", { accountId, uploadId: again }),
    );
    expect(second).toMatchObject({ new_count: 0, duplicate_count: amounts.length });
    expect(second.lines.every((line) => line.duplicate)).toBe(true);
    const repeat = okBody<{ jobId: string }>(
      await scene.call("importStatement", { accountId, uploadId: again }),
    );
    expect(await waitForJob(repeat.jobId)).toMatchObject({
      result: { added: 0, duplicates: amounts.length },
    });
    expect(await transactionsOf(accountId)).toHaveLength(amounts.length);
  });

  it("keeps the accents of a Latin-1 file", async () => {
    const accountId = await newAccount("Compte SG");
    const uploadId = await upload("societe-generale-latin1.cfonb");
    const preview = okBody<Preview>(await scene.call("previewStatementImport", { accountId, uploadId }));
    expect(preview.lines.map((line) => line.label)).toEqual([
      "REMISE CHÈQUES N° 1234567",
      "PRÉLÈVEMENT EDF ÉLECTRICITÉ",
      "VIR EUROPÉEN ÉMIS LOYER NOV",
    ]);
  });

  it.each([
    [
      "broken-length.cfonb",
      "fr-FR",
      "Ligne 3 : Enregistrement de 119 caractères au lieu de 120 : ce fichier CFONB 120 est tronqué ou a été modifié.",
    ],
    ["broken-sign.cfonb", "fr-FR", "Ligne 2, colonne 91 : Montant invalide « 0000000001234X »."],
    [
      "broken-balance.cfonb",
      "fr-FR",
      "Ligne 4 : Le relevé ne s'équilibre pas : l'ancien solde et les opérations donnent 1 376,65 €, mais la banque annonce un nouveau solde de 1 385,65 €. Rien n'a été importé.",
    ],
    [
      "broken-balance.mt940",
      "en-GB",
      "Line 9: The statement does not balance: the opening balance and the operations make €987.76, but the bank reports a closing balance of €987.86. Nothing was imported.",
    ],
  ])("refuses %s with a clear message in %s and writes nothing", async (name, locale, message) => {
    const accountId = await newAccount(`Compte ${name}`);
    const uploadId = await upload(name);
    const as = { token: scene.owner.token, headers: { "accept-language": locale } };
    const input = { companyId: scene.companyId, accountId, uploadId };
    const preview = await callApi(scene.server, "previewStatementImport", input, as);
    expect(preview.status).toBe(400);
    // Intl writes the thousands of "1 376,65 €" with a narrow no-break space.
    const spaced = (text: unknown) => String(text).replace(/\s/g, " ");
    expect(spaced(preview.body.message)).toBe(message);
    const job = okBody<{ jobId: string }>(await callApi(scene.server, "importStatement", input, as));
    const done = await waitForJob(job.jobId);
    expect(done.status).toBe("failed");
    expect(spaced(done.error?.message)).toBe(message);
    expect(await transactionsOf(accountId)).toEqual([]);
  });
});
