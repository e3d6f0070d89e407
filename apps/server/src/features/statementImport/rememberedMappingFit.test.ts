/**
 * A remembered column mapping is applied only to a file whose columns fit it (issue 14): a bank's CSV
 * mapping does not break its XLSX export ("La colonne 4 n'existe pas dans ce fichier."); getHeaders says the
 * columns were detected again, and the preview and the import read the file with the suggestion.
 */
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccounts } from "../../db/schema";
import { statementColumnMappings } from "../../db/tables/banking";
import { type BankingScene, okBody, startBankingScene } from "../banking/bankingTestScene";

let scene: BankingScene;

async function waitForJob(jobId: string) {
  for (let attempt = 0; attempt < 400; attempt++) {
    const job = okBody<{ status: string; result: Record<string, unknown> }>(
      await scene.call("getJob", { jobId }),
    );
    if (job.status !== "running") return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("job did not finish");
}

async function xlsxOf(rows: unknown[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Relevé");
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

interface Headers {
  remembered: boolean;
  remembered_unfit: boolean;
  mapping: { date: number; label: number[]; amount?: number | null; debit?: number | null } | null;
}

beforeAll(async () => {
  scene = await startBankingScene();
});
afterAll(() => scene.stop());

describe("a remembered mapping and a file it does not fit", () => {
  it("imports the bank's XLSX after its CSV mapping was remembered, and says the columns were detected", async () => {
    const accountId = await scene.createAccount("Compte XLSX");
    const csv = new TextEncoder().encode(
      "Date;Référence;Libellé;Débit;Crédit\r\n02/10/2026;R1;LOYER OCTOBRE;1200,00;\r\n05/10/2026;R2;CLIENT DUPONT;;2400,00\r\n",
    );
    const csvUpload = await scene.upload(csv, { purpose: "statement", fileName: "releve.csv" });
    const first = okBody<{ jobId: string }>(
      await scene.call("importStatement", { accountId, uploadId: csvUpload }),
    );
    expect((await waitForJob(first.jobId)).status).toBe("done");
    const again = await scene.upload(csv, { purpose: "statement", fileName: "releve.csv" });
    expect(okBody<Headers>(await scene.call("getHeaders", { accountId, uploadId: again }))).toMatchObject({
      remembered: true,
      remembered_unfit: false,
    });

    const xlsx = await xlsxOf([
      ["Date", "Libellé", "Montant"],
      [new Date(Date.UTC(2026, 9, 12)), "EDF FACTURE", -84.5],
      [new Date(Date.UTC(2026, 9, 14)), "CLIENT MARTIN", 1500],
    ]);
    const uploadId = await scene.upload(xlsx, { purpose: "statement", fileName: "releve.xlsx" });
    const headers = okBody<Headers>(await scene.call("getHeaders", { accountId, uploadId }));
    expect(headers).toMatchObject({ remembered: false, remembered_unfit: true });
    expect(headers.mapping).toMatchObject({ date: 0, label: [1], amount: 2 });
    const preview = okBody<{ lines: Array<{ label: string; amount_cents: number }> }>(
      await scene.call("previewStatementImport", { accountId, uploadId }),
    );
    expect(preview.lines.map((line) => [line.label, line.amount_cents])).toEqual([
      ["EDF FACTURE", -8450],
      ["CLIENT MARTIN", 150_000],
    ]);
    const job = okBody<{ jobId: string }>(await scene.call("importStatement", { accountId, uploadId }));
    expect((await waitForJob(job.jobId)).result).toMatchObject({ added: 2 });
  });

  it("does not apply a mapping remembered without its headers to a file lacking its columns", async () => {
    const accountId = await scene.createAccount("Compte ancien");
    const [account] = await scene.server.services.db
      .select({ connectionId: bankAccounts.connectionId })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.companyId, scene.companyId), eq(bankAccounts.id, accountId)));
    if (!account) throw new Error("no account");
    // A mapping remembered before signatures were kept: it reads column 4 (index 3).
    await scene.server.services.db
      .insert(statementColumnMappings)
      .values({
        companyId: scene.companyId,
        connectionId: account.connectionId,
        mapping: { headerRow: 0, date: 0, label: [2], amount: 3, dateOrder: "DMY", decimalSeparator: "," },
      })
      .onConflictDoNothing();
    const xlsx = await xlsxOf([
      ["Date", "Libellé", "Montant"],
      [new Date(Date.UTC(2026, 9, 12)), "EDF FACTURE", -84.5],
    ]);
    const uploadId = await scene.upload(xlsx, { purpose: "statement", fileName: "releve.xlsx" });
    expect(okBody<Headers>(await scene.call("getHeaders", { accountId, uploadId }))).toMatchObject({
      remembered: false,
      remembered_unfit: true,
    });
    const preview = await scene.call("previewStatementImport", { accountId, uploadId });
    expect(preview.status).toBe(200);
    expect((preview.body as { line_count: number }).line_count).toBe(1);
  });
});
