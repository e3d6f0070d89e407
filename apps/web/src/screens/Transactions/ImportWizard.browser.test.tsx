import { describe, expect, it, onTestFinished } from "vitest";
import { userEvent } from "vitest/browser";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { fixtureBanks, fixtureCategories } from "../../testing/transactionFixture";
import { Transactions } from "./TransactionsScreen";

const UPLOAD_ID = "0b7c1f4e-8d2a-4c55-9a3e-1f2b3c4d5e6f";
const JOB_ID = "5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6";
const CSV = "Date;Libellé;Montant\n02/10/2026;LOYER OCTOBRE;-1500,00\n05/10/2026;VIR CLIENT DURAND;2500,00\n";

function handlers(overrides: Record<string, unknown> = {}) {
  let polls = 0;
  return {
    getBanksAndAccountsList: () => fixtureBanks(),
    getCategoryTree: () => ({ categories: fixtureCategories() }),
    getTransactionList: () => ({ transactions: [], next_cursor: null, total: 0 }),
    uploadFileChunk: (body: Record<string, unknown>) => ({
      uploadId: UPLOAD_ID,
      received_bytes: atob(String(body.data)).length,
      complete: true,
    }),
    getHeaders: () => ({
      format: "csv",
      header_row: 0,
      headers: ["Date", "Libellé", "Montant"],
      sample_rows: [
        ["02/10/2026", "LOYER OCTOBRE", "-1500,00"],
        ["05/10/2026", "VIR CLIENT DURAND", "2500,00"],
      ],
      mapping: { headerRow: 0, date: 0, label: [1], amount: 2, dateOrder: "DMY", decimalSeparator: "," },
      missing: [],
      remembered: true,
      remembered_unfit: false,
    }),
    previewStatementImport: () => ({
      format: "csv",
      line_count: 2,
      new_count: 1,
      duplicate_count: 1,
      lines: [
        {
          line_number: 2,
          date: "2026-10-02",
          value_date: null,
          label: "LOYER OCTOBRE",
          amount_cents: -150_000,
          currency: "EUR",
          counterparty: null,
          reference: null,
          duplicate: true,
        },
        {
          line_number: 3,
          date: "2026-10-05",
          value_date: null,
          label: "VIR CLIENT DURAND",
          amount_cents: 250_000,
          currency: "EUR",
          counterparty: null,
          reference: null,
          duplicate: false,
        },
      ],
    }),
    importStatement: () => ({ jobId: JOB_ID }),
    getJob: () => {
      polls += 1;
      return polls < 2
        ? {
            id: JOB_ID,
            kind: "statementImport",
            status: "running",
            progress: 40,
            trackId: null,
            result: null,
            error: null,
          }
        : {
            id: JOB_ID,
            kind: "statementImport",
            status: "done",
            progress: 100,
            trackId: null,
            result: { format: "csv", line_count: 2, added: 1, duplicates: 1 },
            error: null,
          };
    },
    ...overrides,
  };
}

async function chooseStatement(screen: Awaited<ReturnType<typeof renderWithFakeServer>>["screen"]) {
  await screen.getByRole("button", { name: "Importer un relevé" }).click();
  const input = screen.getByLabelText("Relevé (CSV, XLSX, OFX, QFX, QIF, CAMT.053, CFONB 120, MT940)");
  await userEvent.upload(input, new File([CSV], "releve-octobre.csv", { type: "text/csv" }));
  await screen.getByRole("button", { name: "Suivant" }).click();
}

describe("statement import wizard", () => {
  it("uploads, maps the columns, previews duplicates, follows the job and refreshes the list", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <Transactions companyId={7} canClassify />,
      handlers(),
      {
        path: "/transactions",
      },
    );
    await chooseStatement(screen);

    await expect.element(screen.getByText("Correspondance mémorisée pour cette banque.")).toBeVisible();
    expect(callsOf("uploadFileChunk")[0]).toMatchObject({
      companyId: 7,
      purpose: "statement",
      fileName: "releve-octobre.csv",
      index: 0,
      totalBytes: new Blob([CSV]).size,
    });
    expect(callsOf("uploadFileChunk")[0]).not.toHaveProperty("uploadId");
    expect(callsOf("getHeaders")).toEqual([{ companyId: 7, accountId: 3, uploadId: UPLOAD_ID }]);
    await expect.element(screen.getByRole("cell", { name: "VIR CLIENT DURAND" })).toBeVisible();

    await screen.getByRole("button", { name: "Suivant" }).click();
    await expect
      .element(screen.getByText("2 opérations lues (nouvelles : 1, déjà importées : 1)."))
      .toBeVisible();
    await expect.element(screen.getByText("Déjà importée", { exact: true })).toBeVisible();
    expect(callsOf("previewStatementImport")[0]).toMatchObject({
      accountId: 3,
      uploadId: UPLOAD_ID,
      mapping: { date: 0, label: [1], amount: 2, dateOrder: "DMY", decimalSeparator: "," },
    });

    const listCalls = callsOf("getTransactionList").length;
    await screen.getByRole("button", { name: "Importer", exact: true }).click();
    await expect
      .element(screen.getByRole("status"))
      .toHaveTextContent("1 opération importée (déjà présentes : 1).");
    expect(callsOf("importStatement")[0]).toMatchObject({ accountId: 3, uploadId: UPLOAD_ID });
    expect(callsOf("getJob").length).toBeGreaterThanOrEqual(2);
    await expect.poll(() => callsOf("getTransactionList").length).toBeGreaterThan(listCalls);
  });

  it("shows the server's message naming the line of a malformed file, and imports nothing", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <Transactions companyId={7} canClassify />,
      handlers({
        previewStatementImport: () => {
          throw new FakeFailure(400, {
            error: "invalid_statement",
            message: "Ligne 3, colonne « Date » : Date invalide « 32/13/2026 ».",
          });
        },
      }),
      { path: "/transactions" },
    );
    await chooseStatement(screen);
    await screen.getByRole("button", { name: "Suivant" }).click();
    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent("Ligne 3, colonne « Date » : Date invalide « 32/13/2026 ».");
    expect(callsOf("importStatement")).toEqual([]);
  });

  it("opens where the user looks, takes the focus, and takes a file dropped on its drop zone", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <div>
        <Transactions companyId={7} canClassify />
      </div>,
      handlers(),
      { path: "/transactions" },
    );
    await screen.getByRole("button", { name: "Importer un relevé" }).click();
    const panel = screen.getByRole("region", { name: "Importer un relevé" });
    await expect.element(panel).toHaveFocus();
    await expect.element(panel).toBeInViewport();
    const zone = screen.getByRole("button", { name: "Déposez votre relevé ici" });
    await expect.element(zone).toBeVisible();
    // A file dragged from the desktop onto the zone. A script-made DataTransfer has no file-system
    // entry (webkitGetAsEntry is null, which react-aria reads as "not a file"): the entry a real drag
    // from the desktop has is given back for the test's file only.
    const getEntry = DataTransferItem.prototype.webkitGetAsEntry;
    DataTransferItem.prototype.webkitGetAsEntry = function entry(this: DataTransferItem) {
      return getEntry.call(this) ?? ({ isFile: true, isDirectory: false } as FileSystemEntry);
    };
    onTestFinished(() => {
      DataTransferItem.prototype.webkitGetAsEntry = getEntry;
    });
    const transfer = new DataTransfer();
    transfer.items.add(new File([CSV], "depose.csv", { type: "text/csv" }));
    const target = zone.element();
    for (const type of ["dragenter", "dragover", "drop"])
      target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await expect.element(screen.getByText("Fichier : depose.csv")).toBeVisible();
    await screen.getByRole("button", { name: "Suivant" }).click();
    await expect.poll(() => callsOf("uploadFileChunk")[0]?.fileName).toBe("depose.csv");
  });

  it("opens the mapping editor, naming the missing fields in words, when nothing could be suggested", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <Transactions companyId={7} canClassify />,
      handlers({
        getHeaders: () => ({
          format: "csv",
          header_row: 0,
          headers: ["Jour", "Quoi", "Combien"],
          sample_rows: [["lundi", "LOYER OCTOBRE", "moins mille cinq cents"]],
          mapping: null,
          missing: ["date", "amount"],
          remembered: false,
          remembered_unfit: false,
        }),
      }),
      { path: "/transactions" },
    );
    await chooseStatement(screen);
    await expect.element(screen.getByRole("heading", { name: "Correspondance des colonnes" })).toBeVisible();
    await expect
      .element(screen.getByText("Indiquez les colonnes manquantes : Date d'opération, Montant."))
      .toBeVisible();
    await expect.element(screen.getByRole("cell", { name: "LOYER OCTOBRE" })).toBeVisible();
    await screen.getByRole("button", { name: "Suivant" }).click();
    await expect
      .poll(() => callsOf("previewStatementImport")[0]?.mapping)
      .toMatchObject({ date: 0, amount: 2 });
  });

  it("takes a CFONB 120 file (a .cfonb export) straight to its preview, without a column mapping", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <Transactions companyId={7} canClassify />,
      handlers({
        getHeaders: () => ({
          format: "cfonb120",
          header_row: null,
          headers: [],
          sample_rows: [],
          mapping: null,
          missing: [],
          remembered: false,
          remembered_unfit: false,
        }),
      }),
      { path: "/transactions" },
    );
    await screen.getByRole("button", { name: "Importer un relevé" }).click();
    const input = screen.getByLabelText("Relevé (CSV, XLSX, OFX, QFX, QIF, CAMT.053, CFONB 120, MT940)");
    // The file picker offers the extensions banks give these files.
    const accept = input.element().getAttribute("accept")?.split(",") ?? [];
    expect(accept).toEqual(
      expect.arrayContaining([".cfonb", ".cfo", ".120", ".dat", ".sta", ".mt940", ".940"]),
    );
    const record = `0130004    00823EUR2 00010123456  011026${" ".repeat(50)}0000000010000{${" ".repeat(16)}`;
    await userEvent.upload(input, new File([record], "releve.cfonb"));
    await screen.getByRole("button", { name: "Suivant" }).click();
    await expect
      .element(screen.getByText("2 opérations lues (nouvelles : 1, déjà importées : 1)."))
      .toBeVisible();
    expect(callsOf("uploadFileChunk")[0]).toMatchObject({ fileName: "releve.cfonb" });
    expect(callsOf("previewStatementImport")[0]).not.toHaveProperty("mapping");
  });

  it("says the bank's saved mapping does not fit this file and that the columns were detected", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <Transactions companyId={7} canClassify />,
      handlers({
        getHeaders: () => ({
          format: "xlsx",
          header_row: 0,
          headers: ["Date", "Libellé", "Montant"],
          sample_rows: [["2026-10-12", "EDF FACTURE", "-84.5"]],
          mapping: { headerRow: 0, date: 0, label: [1], amount: 2, dateOrder: "DMY", decimalSeparator: "," },
          missing: [],
          remembered: false,
          remembered_unfit: true,
        }),
      }),
      { path: "/transactions" },
    );
    await chooseStatement(screen);
    await expect
      .element(
        screen.getByText(
          "La correspondance des colonnes enregistrée pour cette banque ne correspond pas aux colonnes de ce fichier : les colonnes ont été détectées automatiquement. Vérifiez-les avant d'importer.",
        ),
      )
      .toBeVisible();
    await screen.getByRole("button", { name: "Suivant" }).click();
    await expect.poll(() => callsOf("previewStatementImport")[0]?.mapping).toMatchObject({ amount: 2 });
  });

  it("says how many lines the preview shows of how many, with the import button in view", async () => {
    const line = (index: number) => ({
      line_number: index + 2,
      date: "2026-10-02",
      value_date: null,
      label: `LIGNE ${index}`,
      amount_cents: -100 - index,
      currency: "EUR",
      counterparty: null,
      reference: null,
      duplicate: false,
    });
    const { screen } = await renderWithFakeServer(
      <Transactions companyId={7} canClassify />,
      handlers({
        previewStatementImport: () => ({
          format: "csv",
          line_count: 250,
          new_count: 250,
          duplicate_count: 0,
          lines: Array.from({ length: 100 }, (_, index) => line(index)),
        }),
      }),
      { path: "/transactions" },
    );
    await chooseStatement(screen);
    await screen.getByRole("button", { name: "Suivant" }).click();
    await expect.element(screen.getByText("Lignes affichées : 100 sur 250.")).toBeVisible();
    await expect.element(screen.getByRole("button", { name: "Importer", exact: true })).toBeInViewport();
  });
});
