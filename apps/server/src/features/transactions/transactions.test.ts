import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attachments as attachmentRows, categorisationRules } from "../../db/tables/banking";
import { ATTACHMENTS_FOLDER } from "../../files/attachmentStore";
import { fileStoreOf } from "../../files/fileStore";
import { callApi } from "../../testing/apiTestClient";
import { type BankingScene, okBody, startBankingScene } from "../banking/bankingTestScene";

let scene: BankingScene;
let accountA: number;
let accountB: number;
let rentId: number;
let salesId: number;
let ids: number[];

interface Line {
  id: number;
  date: string;
  amount_cents: number;
  label: string;
  category_id: number | null;
  category_source: string | null;
  rule_id: number | null;
  status: string | null;
  comment: string | null;
  validated: boolean;
  attachment_count: number;
}
interface Page {
  transactions: Line[];
  next_cursor: string | null;
  total: number | null;
}

async function list(input: Record<string, unknown>): Promise<Page> {
  return okBody<Page>(await scene.call("getTransactionList", input));
}

beforeAll(async () => {
  scene = await startBankingScene({ basic_info: true });
  accountA = await scene.createAccount("Compte A");
  accountB = await scene.createAccount("Compte B");
  const expense = okBody<{ category: { id: number } }>(
    await scene.call("addNewCategory", { name: "Loyer", parentId: null, direction: "expense" }),
  );
  const income = okBody<{ category: { id: number } }>(
    await scene.call("addNewCategory", { name: "Ventes", parentId: null, direction: "income" }),
  );
  rentId = expense.category.id;
  salesId = income.category.id;
  ids = await scene.insertTransactions(accountA, [
    { date: "2026-01-05", label: "LOYER JANVIER SCI Étoile", amountCents: -120_000, categoryId: rentId },
    {
      date: "2026-01-10",
      label: "VIR CLIENT DUPONT",
      amountCents: 250_000,
      categoryId: salesId,
      status: "justified",
      validated: true,
    },
    { date: "2026-02-05", label: "LOYER FEVRIER SCI ETOILE", amountCents: -120_000 },
    { date: "2026-02-14", label: '=HYPERLINK("http://evil")', amountCents: -999 },
    {
      date: "2026-02-20",
      label: "CB CAFE DU COIN",
      amountCents: -450,
      counterparty: "@cafe",
      status: "to_check",
    },
  ]);
  ids.push(
    ...(await scene.insertTransactions(accountB, [
      { date: "2025-12-30", label: "VIR CLIENT MARTIN", amountCents: 80_000 },
      { date: "2026-03-01", label: "+33 FRAIS TELECOM", amountCents: -3_999, reference: "-REF42" },
    ])),
  );
});
afterAll(async () => {
  await scene.stop();
});

describe("getTransactionList", () => {
  it("filters on the server: text without accents, dates, amounts, accounts, categories, status, validation", async () => {
    const labels = async (filters: Record<string, unknown>) =>
      (await list({ filters, sort: { field: "date", direction: "asc" } })).transactions.map(
        (line) => line.label,
      );
    expect(await labels({ text: "étoile" })).toEqual([
      "LOYER JANVIER SCI Étoile",
      "LOYER FEVRIER SCI ETOILE",
    ]);
    expect(await labels({ text: "100%_" })).toEqual([]);
    expect(await labels({ dateFrom: "2026-02-01", dateTo: "2026-02-28" })).toHaveLength(3);
    expect(await labels({ amountMin: 0 })).toEqual(["VIR CLIENT MARTIN", "VIR CLIENT DUPONT"]);
    expect(await labels({ amountMin: -1000, amountMax: -100 })).toEqual([
      '=HYPERLINK("http://evil")',
      "CB CAFE DU COIN",
    ]);
    expect(await labels({ accountIds: [accountB] })).toEqual(["VIR CLIENT MARTIN", "+33 FRAIS TELECOM"]);
    expect(await labels({ categoryIds: [rentId] })).toEqual(["LOYER JANVIER SCI Étoile"]);
    expect(await labels({ uncategorised: true })).toHaveLength(5);
    expect(await labels({ categoryIds: [salesId], uncategorised: true })).toHaveLength(6);
    expect(await labels({ status: ["to_check", "justified"] })).toEqual([
      "VIR CLIENT DUPONT",
      "CB CAFE DU COIN",
    ]);
    expect(await labels({ status: ["none"] })).toHaveLength(5);
    expect(await labels({ validated: true })).toEqual(["VIR CLIENT DUPONT"]);
  });

  it("sorts and pages with a cursor: every line once, in order, with a total on demand", async () => {
    const seen: Line[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await list({
        sort: { field: "amount", direction: "asc" },
        limit: 2,
        cursor,
        withTotal: pages === 0,
      });
      if (pages === 0) expect(page.total).toBe(7);
      seen.push(...page.transactions);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen.map((line) => line.amount_cents)).toEqual([
      -120_000, -120_000, -3_999, -999, -450, 80_000, 250_000,
    ]);
    expect(new Set(seen.map((line) => line.id)).size).toBe(7);
    const byLabel = await list({ sort: { field: "label", direction: "desc" }, limit: 1 });
    expect(byLabel.transactions[0]?.label).toBe("VIR CLIENT MARTIN");
    const wrong = await scene.call("getTransactionList", {
      sort: { field: "date", direction: "asc" },
      cursor: byLabel.next_cursor,
    });
    expect(wrong.status).toBe(400);
  });

  it("keeps transactions to their company and to members holding transactions_info", async () => {
    expect((await scene.call("getTransactionList", {}, scene.member)).status).toBe(403);
    expect((await scene.call("getTransactionList", {}, scene.outsider)).status).toBe(403);
    const outsiderOwn = await scene.call(
      "getTransaction",
      { companyId: scene.otherCompanyId, transactionId: ids[0] },
      scene.outsider,
    );
    expect(outsiderOwn.status).toBe(404);
    const foreignCategory = await scene.call(
      "setBankingTransactionsCategory",
      { companyId: scene.otherCompanyId, transactionIds: ids, categoryId: null },
      scene.outsider,
    );
    expect(okBody(foreignCategory)).toEqual({ updated: 0 });
  });
});

describe("single transactions", () => {
  it("files by hand (manual wins over rules), gives back to the rules, and explains why", async () => {
    const db = scene.server.services.db;
    const [rule] = await db
      .insert(categorisationRules)
      .values({
        companyId: scene.companyId,
        priority: 1,
        categoryId: rentId,
        name: "Loyers",
        conditions: [{ field: "label", operator: "contains", value: "LOYER" }],
      })
      .returning();
    const february = ids[2] as number;
    expect(
      okBody(
        await scene.call("setBankingTransactionsCategory", {
          transactionIds: [february],
          categoryId: salesId,
        }),
      ),
    ).toEqual({ updated: 1 });
    let detail = okBody<{ transaction: Line; explanation: Record<string, unknown> }>(
      await scene.call("getTransaction", { transactionId: february }),
    );
    expect(detail.explanation).toEqual({ kind: "manual", category_id: salesId });
    expect(
      okBody(
        await scene.call("setBankingTransactionsCategory", { transactionIds: [february], categoryId: null }),
      ),
    ).toEqual({ updated: 1 });
    detail = okBody(await scene.call("getTransaction", { transactionId: february }));
    expect(detail.transaction).toMatchObject({
      category_id: rentId,
      category_source: "rule",
      rule_id: rule?.id,
    });
    expect(detail.explanation).toMatchObject({ kind: "rule", rule_name: "Loyers", category_id: rentId });
    expect(
      (
        await scene.call("setBankingTransactionsCategory", {
          transactionIds: [february],
          categoryId: 2_000_000_000,
        })
      ).status,
    ).toBe(404);
  });

  it("sets status, comment and validation, edits a manual transaction, and gives the oldest date", async () => {
    const id = ids[4] as number;
    okBody(await scene.call("setTransactionStatus", { transactionIds: [id], status: "ignored" }));
    okBody(await scene.call("setTransactionComment", { transactionId: id, comment: "  Café client  " }));
    okBody(await scene.call("setTransactionValidated", { transactionIds: [id], validated: true }));
    const edited = okBody<{ transaction: Line }>(
      await scene.call("updateTransaction", { transactionId: id, label: "LOYER BUREAU", amount_cents: -460 }),
    );
    expect(edited.transaction).toMatchObject({
      status: "ignored",
      comment: "Café client",
      validated: true,
      amount_cents: -460,
      category_id: rentId,
      category_source: "rule",
    });
    expect(okBody(await scene.call("getOldestTransactionDate"))).toEqual({ date: "2025-12-30" });
    expect(okBody(await scene.call("getOldestTransactionDate", { accountIds: [accountA] }))).toEqual({
      date: "2026-01-05",
    });
    expect(
      (await scene.call("setTransactionStatus", { transactionIds: [id], status: "whatever" })).status,
    ).toBe(400);
  });
});

describe("downloadTransactions", () => {
  it("exports XLSX whose formula-looking text is neutralised and amounts stay numbers", async () => {
    const file = okBody<{ file_name: string; content_base64: string }>(
      await scene.call("downloadTransactions", { format: "xlsx", sort: { field: "date", direction: "asc" } }),
    );
    expect(file.file_name).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.content_base64, "base64") as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).getCell(4).value).toBe("Libellé");
    const rows = sheet
      .getRows(2, 7)
      ?.map((row) => [
        row.getCell(4).value,
        row.getCell(5).value,
        row.getCell(6).value,
        row.getCell(7).value,
      ]);
    expect(rows).toContainEqual(['\'=HYPERLINK("http://evil")', "", "", -9.99]);
    expect(rows).toContainEqual(["'+33 FRAIS TELECOM", "", "'-REF42", -39.99]);
    expect(rows?.find((row) => row[0] === "CB CAFE DU COIN")).toBeUndefined();
    expect(rows).toContainEqual(["LOYER BUREAU", "'@cafe", "", -4.6]);
    for (const row of sheet.getRows(2, 7) ?? []) {
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
    }
  });

  it("exports CSV with the same neutralisation, French decimals and the filters applied", async () => {
    const file = okBody<{ content_base64: string }>(
      await scene.call("downloadTransactions", {
        format: "csv",
        filters: { accountIds: [accountB] },
        sort: { field: "date", direction: "asc" },
      }),
    );
    const text = Buffer.from(file.content_base64, "base64").toString("utf8");
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Date;Date de valeur;Compte;Libellé;Contrepartie;Référence;Montant;Devise;Catégorie;Statut;Commentaire;Validée",
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("01/03/2026;;Compte B;'+33 FRAIS TELECOM;;'-REF42;-39,99;EUR;;;;Non");
  });

  it("writes the CSV's statuses and dates in the user's language, like its headers", async () => {
    const csvIn = async (locale: string) => {
      const answer = await callApi(
        scene.server,
        "downloadTransactions",
        { companyId: scene.companyId, format: "csv", sort: { field: "date", direction: "asc" } },
        { token: scene.owner.token, headers: { "accept-language": locale } },
      );
      const file = okBody<{ content_base64: string }>(answer);
      const text = Buffer.from(file.content_base64, "base64").toString("utf8");
      return text
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
    };
    const telecom = ids[ids.length - 1];
    okBody(await scene.call("setTransactionStatus", { transactionIds: [telecom], status: "to_check" }));
    const french = (await csvIn("fr-FR")).find((line) => line.includes("FRAIS TELECOM"));
    expect(french).toMatch(/;À vérifier;/);
    expect(french).toMatch(/^\d{2}\/\d{2}\/\d{4};/);
    const german = await csvIn("de-DE");
    expect(german.find((line) => line.includes("FRAIS TELECOM"))).toMatch(/;Zu prüfen;/);
    expect(german.find((line) => line.includes("FRAIS TELECOM"))).toMatch(/^01\.03\.2026;/);
    const english = await csvIn("en-GB");
    expect(english[0]).toMatch(/^Date;/);
    expect(english.find((line) => line.includes("FRAIS TELECOM"))).toMatch(/^01\/03\/2026;.*;To check;/);
    expect(english.join("\n")).not.toMatch(/to_check/);
  });
});

describe("attachments", () => {
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(3000, 7),
  ]);

  it("stores a checked file under DATA_DIR and serves it through a short-lived signed URL", async () => {
    const uploadId = await scene.upload(png, {
      purpose: "attachment",
      fileName: "facture.png",
      chunkBytes: 1000,
    });
    const { attachments } = okBody<{
      attachments: Array<{ id: number; content_type: string; size_bytes: number }>;
    }>(await scene.call("uploadAttachments", { transactionId: ids[0], uploadIds: [uploadId] }));
    expect(attachments[0]).toMatchObject({ content_type: "image/png", size_bytes: png.length });
    const attachmentId = attachments[0]?.id;
    const { url } = okBody<{ url: string }>(
      await scene.call("getPresignedUrlForAttachment", { attachmentId }),
    );
    const served = await fetch(`${scene.server.url}${url}`);
    expect(served.status).toBe(200);
    // Raw bytes the browser never renders as a page.
    expect(served.headers.get("content-type")).toBe("application/octet-stream");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const forged = await fetch(`${scene.server.url}${url.slice(0, -3)}abc`);
    expect(forged.status).toBe(403);
    const listed = await list({ filters: { text: "JANVIER" } });
    expect(listed.transactions[0]?.attachment_count).toBe(1);

    okBody(await scene.call("deleteAttachment", { attachmentId }));
    expect((await fetch(`${scene.server.url}${url}`)).status).toBe(404);
  });

  it("answers a localised 404, not a crash, when the stored file of an attachment is gone", async () => {
    const uploadId = await scene.upload(png, { purpose: "attachment", fileName: "perdu.png" });
    const { attachments } = okBody<{ attachments: Array<{ id: number }> }>(
      await scene.call("uploadAttachments", { transactionId: ids[1], uploadIds: [uploadId] }),
    );
    const attachmentId = attachments[0]?.id ?? 0;
    const [row] = await scene.server.services.db
      .select({ storageKey: attachmentRows.storageKey })
      .from(attachmentRows)
      .where(eq(attachmentRows.id, attachmentId));
    const { database, config } = scene.server.services;
    await fileStoreOf(database, config.dataDir, ATTACHMENTS_FOLDER).remove(row?.storageKey ?? "");
    const { url } = okBody<{ url: string }>(
      await scene.call("getPresignedUrlForAttachment", { attachmentId }),
    );
    const served = await fetch(`${scene.server.url}${url}`, { headers: { "accept-language": "fr-FR" } });
    expect(served.status).toBe(404);
    expect(((await served.json()) as { message?: string }).message).toBeTruthy();
  });

  it("refuses files that are not PDF or images, and files over the limit, before storing anything", async () => {
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    const uploadId = await scene.upload(html, { purpose: "attachment", fileName: "facture.pdf" });
    const refused = await scene.call("uploadAttachments", { transactionId: ids[0], uploadIds: [uploadId] });
    expect(refused.status).toBe(415);
    expect(refused.body.message).toContain("PDF, PNG, JPEG ou WebP");
    const tooLarge = await scene.call("uploadFileChunk", {
      purpose: "attachment",
      fileName: "scan.pdf",
      totalBytes: 11 * 1024 * 1024,
      index: 0,
      data: "JVBERi0=",
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe("Le fichier dépasse la taille maximale de 10 Mo.");
  });
});
