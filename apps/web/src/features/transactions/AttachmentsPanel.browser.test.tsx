import { afterEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { AttachmentsPanel } from "./AttachmentsPanel";

const UPLOAD_ID = "0b7c1f4e-8d2a-4c55-9a3e-1f2b3c4d5e6f";
const PDF = "%PDF-1.4\n%%EOF\n";
const TOKEN = "eyJjIjo3LCJhIjo0MSwiZSI6MTc5MzUzNjAwMH0.c2lnbmF0dXJl";

const attachment = {
  id: 41,
  file_name: "facture-orange-octobre.pdf",
  content_type: "application/pdf",
  size_bytes: 48_213,
  created_at: "2026-10-16T09:12:00.000Z",
};

function handlers() {
  return {
    uploadFileChunk: (body: Record<string, unknown>) => ({
      uploadId: UPLOAD_ID,
      received_bytes: atob(String(body.data)).length,
      complete: true,
    }),
    uploadAttachments: () => ({ attachments: [{ ...attachment, id: 42, file_name: "quittance.pdf" }] }),
    getPresignedUrlForAttachment: () => ({
      url: `/api/v2/attachment/${TOKEN}`,
      expires_at: "2026-10-16T09:17:00.000Z",
    }),
    deleteAttachment: () => ({ success: true }),
  };
}

async function renderPanel(extra: Record<string, unknown> = {}, canClassify = true) {
  return renderWithFakeServer(
    <AttachmentsPanel companyId={7} transactionId={3} attachments={[attachment]} canClassify={canClassify} />,
    { ...handlers(), ...extra },
    { path: "/transactions" },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("attachments of a transaction", () => {
  it("lists the files and shows the limits", async () => {
    const { screen } = await renderPanel();
    await expect.element(screen.getByText("facture-orange-octobre.pdf")).toBeVisible();
    await expect.element(screen.getByText(/^47\sko · 16\/10\/2026$/)).toBeVisible();
    await expect
      .element(screen.getByLabelText("Ajouter des pièces jointes"))
      .toHaveAccessibleDescription(
        "PDF, PNG, JPEG ou WebP ; 10 Mo au maximum par fichier, 10 fichiers à la fois.",
      );
  });

  it("refuses a wrong type, a file over 10 MB and more than 10 files without sending anything", async () => {
    const { screen, calls } = await renderPanel();
    const input = screen.getByLabelText("Ajouter des pièces jointes");
    await userEvent.upload(input, new File(["a;b"], "releve.csv", { type: "text/csv" }));
    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent("« releve.csv » n'est pas un fichier PDF, PNG, JPEG ou WebP.");

    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "scan.pdf", { type: "application/pdf" });
    await userEvent.upload(input, big);
    await expect.element(screen.getByRole("alert")).toHaveTextContent("« scan.pdf » dépasse 10 Mo.");

    const many = Array.from(
      { length: 11 },
      (_, index) => new File([PDF], `piece-${index}.pdf`, { type: "application/pdf" }),
    );
    await userEvent.upload(input, many);
    await expect.element(screen.getByRole("alert")).toHaveTextContent("10 fichiers au maximum à la fois.");
    expect(calls).toEqual([]);
  });

  it("sends a file in chunks, then attaches it", async () => {
    const { screen, callsOf } = await renderPanel();
    await userEvent.upload(
      screen.getByLabelText("Ajouter des pièces jointes"),
      new File([PDF], "quittance.pdf", { type: "application/pdf" }),
    );
    await expect
      .poll(() => callsOf("uploadAttachments"))
      .toEqual([{ companyId: 7, transactionId: 3, uploadIds: [UPLOAD_ID] }]);
    expect(callsOf("uploadFileChunk")[0]).toMatchObject({
      companyId: 7,
      purpose: "attachment",
      fileName: "quittance.pdf",
      index: 0,
      totalBytes: PDF.length,
      data: btoa(PDF),
    });
  });

  it("shows the server's refusal of a file whose content is not an accepted type", async () => {
    const { screen } = await renderPanel({
      uploadAttachments: () => {
        throw new FakeFailure(415, {
          error: "file_type_not_allowed",
          message: "Ce type de fichier n'est pas accepté (PDF, PNG, JPEG ou WebP).",
        });
      },
    });
    await userEvent.upload(
      screen.getByLabelText("Ajouter des pièces jointes"),
      new File(["not a pdf"], "faux.pdf", { type: "application/pdf" }),
    );
    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent("Ce type de fichier n'est pas accepté (PDF, PNG, JPEG ou WebP).");
  });

  it("opens a file through its signed URL under its own name, and deletes it", async () => {
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const { screen, callsOf } = await renderPanel();
    await screen.getByRole("button", { name: "Ouvrir « facture-orange-octobre.pdf »" }).click();
    await expect
      .poll(() => clicked)
      .toEqual([
        {
          href: `${window.location.origin}/api/v2/attachment/${TOKEN}`,
          download: "facture-orange-octobre.pdf",
        },
      ]);
    expect(callsOf("getPresignedUrlForAttachment")).toEqual([{ companyId: 7, attachmentId: 41 }]);

    await screen.getByRole("button", { name: "Supprimer « facture-orange-octobre.pdf »" }).click();
    await expect.poll(() => callsOf("deleteAttachment")).toEqual([{ companyId: 7, attachmentId: 41 }]);
  });

  it("lets a reader open files but neither add nor delete them", async () => {
    const { screen } = await renderPanel({}, false);
    await expect
      .element(screen.getByRole("button", { name: "Ouvrir « facture-orange-octobre.pdf »" }))
      .toBeVisible();
    expect(screen.getByRole("button", { name: /^Supprimer/ }).elements()).toEqual([]);
    expect(screen.getByLabelText("Ajouter des pièces jointes").elements()).toEqual([]);
  });
});
