import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { InvoiceSheetImport } from "./InvoiceSheetImport";

const UPLOAD_ID = "7c7b0f5e-2a51-4d7e-9a59-0c1c3f3e2b11";
const JOB_IDS = [
  "0b6f1a2c-3d4e-4f5a-8b6c-7d8e9f0a1b21",
  "0b6f1a2c-3d4e-4f5a-8b6c-7d8e9f0a1b22",
  "0b6f1a2c-3d4e-4f5a-8b6c-7d8e9f0a1b23",
  "0b6f1a2c-3d4e-4f5a-8b6c-7d8e9f0a1b24",
];
const line = {
  line: 2,
  kind: "customer",
  engaged: false,
  number: "FA-2026-0042",
  label: "",
  counterparty_name: "Dupont SARL",
  issue_date: "2026-09-10",
  due_date: "2026-10-10",
  amount_excl_tax_cents: 100_000,
  vat_cents: 20_000,
  amount_incl_tax_cents: 120_000,
  currency: "EUR",
  status: "open",
};
const refusedRow = {
  line: 3,
  field: "amount_incl_tax",
  code: "amounts_dont_add_up",
  message: "Le montant TTC doit être égal au montant HT plus la TVA.",
};

/**
 * The fake server answers addManualInvoices with a job id, as the server does; getJob answers that
 * job running once (at 40 %), then done with what the job found for the call's body.
 */
function handlers(errorsOf: (body: Record<string, unknown>) => (typeof refusedRow)[]) {
  const jobs = new Map<string, { body: Record<string, unknown>; polls: number }>();
  return {
    uploadFileChunk: (body: Record<string, unknown>) => ({
      uploadId: UPLOAD_ID,
      received_bytes: atob(String(body.data)).length,
      complete: true,
    }),
    getInvoicesHeaders: () => ({
      header_row: 0,
      headers: ["Numéro", "Tiers", "Montant TTC"],
      sample_rows: [["FA-2026-0042", "Dupont SARL", "1200,00"]],
      mapping: {
        headerRow: 0,
        columns: { number: 0, counterparty_name: 1, amount_incl_tax: 2 },
        dateOrder: "DMY",
        decimalSeparator: ",",
        defaultKind: "customer",
      },
      missing: [],
    }),
    addManualInvoices: (body: Record<string, unknown>) => {
      const jobId = JOB_IDS[jobs.size];
      if (!jobId) throw new Error("more jobs than the test expects");
      jobs.set(jobId, { body, polls: 0 });
      return { jobId };
    },
    getJob: (body: Record<string, unknown>) => {
      const id = String(body.jobId);
      const job = jobs.get(id);
      if (!job) throw new Error(`unknown job ${id}`);
      job.polls += 1;
      const errors = errorsOf(job.body);
      const done = job.polls > 1;
      return {
        id,
        kind: "addManualInvoices",
        status: done ? "done" : "running",
        progress: done ? 100 : 40,
        trackId: null,
        result: done
          ? {
              line_count: 2,
              added_count: job.body.preview || errors.length ? 0 : 2,
              errors,
              lines: [line],
            }
          : null,
        error: null,
      };
    },
  };
}

async function choose(screen: Awaited<ReturnType<typeof renderWithFakeServer>>["screen"]) {
  await userEvent.upload(
    screen.getByLabelText("Choisir un fichier (XLSX ou CSV)"),
    new File(["Numéro;Tiers"], "factures.csv", { type: "text/csv" }),
  );
}

describe("invoice spreadsheet import", () => {
  it("shows a refused row with its line and message, and offers no import", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <InvoiceSheetImport companyId={7} />,
      handlers(() => [refusedRow]),
      { path: "/invoices" },
    );
    await choose(screen);
    await expect
      .element(screen.getByRole("list", { name: "Lignes refusées" }))
      .toHaveTextContent("Ligne 3 : Le montant TTC doit être égal au montant HT plus la TVA.");
    await expect.element(screen.getByRole("button", { name: "Importer ces factures" })).toBeDisabled();
    expect(callsOf("uploadFileChunk")[0]).toMatchObject({ purpose: "invoices", fileName: "factures.csv" });
    expect(callsOf("addManualInvoices")).toHaveLength(1);
    expect(callsOf("addManualInvoices")[0]).toMatchObject({ preview: true, uploadId: UPLOAD_ID });
  });

  it("previews the lines, lets a column be remapped, then imports them", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <InvoiceSheetImport companyId={7} />,
      handlers(() => []),
      { path: "/invoices" },
    );
    await choose(screen);
    await expect
      .element(screen.getByRole("list", { name: "Factures du fichier" }).getByText("FA-2026-0042"))
      .toBeVisible();
    await expect.element(screen.getByText("2 lignes lues")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: /Libellé/ }));
    await userEvent.click(screen.getByRole("option", { name: "Tiers" }));
    await expect.poll(() => callsOf("addManualInvoices")).toHaveLength(2);
    expect(callsOf("addManualInvoices")[1]).toMatchObject({
      mapping: { columns: { label: 1 } },
      preview: true,
    });
    await userEvent.click(screen.getByRole("button", { name: "Importer ces factures" }));
    await expect.element(screen.getByText("2 factures importées.")).toBeVisible();
    expect(callsOf("addManualInvoices").at(-1)).toMatchObject({ preview: false });
    // Each call's job was followed by its id until done.
    expect(new Set(callsOf("getJob").map((call) => call.jobId))).toEqual(new Set(JOB_IDS.slice(0, 3)));
    expect(callsOf("getJob")).toHaveLength(6);
  });

  it("shows the import job's progress, then the server's message when the job fails", async () => {
    const base = handlers(() => []);
    let importPolls = 0;
    const { screen, callsOf } = await renderWithFakeServer(
      <InvoiceSheetImport companyId={7} />,
      {
        ...base,
        getJob: (body: Record<string, unknown>) => {
          if (body.jobId !== JOB_IDS[1]) return base.getJob(body);
          importPolls += 1;
          const failed = importPolls > 3;
          return {
            id: JOB_IDS[1],
            kind: "addManualInvoices",
            status: failed ? "failed" : "running",
            progress: 40,
            trackId: null,
            result: null,
            error: failed
              ? { code: "invoice_import_failed", message: "L'import a échoué : réessayez.", line: null }
              : null,
          };
        },
      },
      { path: "/invoices" },
    );
    await choose(screen);
    await expect.element(screen.getByText("2 lignes lues")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Importer ces factures" }));
    await expect
      .element(screen.getByRole("progressbar", { name: "Importer un tableur de factures" }))
      .toHaveAttribute("aria-valuenow", "40");
    await expect.element(screen.getByRole("alert")).toHaveTextContent("L'import a échoué : réessayez.");
    expect(screen.getByText("2 factures importées.").query()).toBeNull();
    expect(callsOf("addManualInvoices").at(-1)).toMatchObject({ preview: false });
  });
});
