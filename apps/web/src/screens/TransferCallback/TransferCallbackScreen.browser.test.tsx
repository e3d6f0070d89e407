import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { TransferCallback } from "./TransferCallbackScreen";

const attempt = (status: string) => ({
  id: 41,
  method: "initiation",
  status,
  reference: "pay-123",
  debtor_account_id: 3,
  execution_date: "2026-11-25",
  total_cents: 57_500,
  order_ids: [1, 2],
  created_at: "2026-11-24T10:00:00.000Z",
  file: null,
});

const checked = (payment_status: string, status = "pending") => ({
  checkTransferOrderAttempt: () => ({ attempt: attempt(status), payment_status }),
});

describe("/transfer/callback", () => {
  it("asks the server where the payment stands (never the return address) and says it is confirmed", async () => {
    const { screen, callsOf, pathsOf } = await renderWithFakeServer(
      <TransferCallback companyId={7} paymentId="pay-123" />,
      checked("initiated"),
      { path: "/transfer/callback", url: "/transfer/callback?payment_request_id=pay-123&status=success" },
    );
    await expect
      .element(screen.getByRole("status"))
      .toHaveTextContent("Paiement confirmé, en attente d'exécution par votre banque.");
    expect(callsOf("checkTransferOrderAttempt")).toEqual([{ payment_id: "pay-123" }]);
    expect(pathsOf("checkTransferOrderAttempt")).toEqual(["/api/v2/company/7/transferOrderAttempt/check"]);
    await expect.element(screen.getByText("575,00 €")).toBeVisible();
    await expect.element(screen.getByRole("link", { name: "Voir les virements" })).toBeVisible();
  });

  it("says an executed payment is done", async () => {
    const done = await renderWithFakeServer(
      <TransferCallback companyId={7} paymentId="pay-1" />,
      checked("executed"),
      { path: "/transfer/callback" },
    );
    await expect
      .element(done.screen.getByRole("status"))
      .toHaveTextContent("Paiement confirmé par votre banque : le virement sera exécuté à la date prévue.");
    expect(done.screen.getByRole("button", { name: "Vérifier à nouveau" }).elements()).toHaveLength(0);
  });

  it("says a refused payment is rejected", async () => {
    const refused = await renderWithFakeServer(
      <TransferCallback companyId={7} paymentId="pay-2" />,
      checked("rejected", "failed"),
      { path: "/transfer/callback" },
    );
    await expect.element(refused.screen.getByRole("status")).toHaveTextContent("le virement est rejeté");
  });

  it("checks again while the bank has not received the payer's consent", async () => {
    let answers = 0;
    const { screen, callsOf } = await renderWithFakeServer(
      <TransferCallback companyId={7} paymentId="pay-3" />,
      {
        checkTransferOrderAttempt: () => {
          answers += 1;
          return { attempt: attempt("pending"), payment_status: answers === 1 ? "created" : "initiated" };
        },
      },
      { path: "/transfer/callback" },
    );
    await expect
      .element(screen.getByRole("status"))
      .toHaveTextContent("Votre banque n'a pas encore reçu votre confirmation du paiement.");
    await userEvent.click(screen.getByRole("button", { name: "Vérifier à nouveau" }));
    await expect.element(screen.getByRole("status")).toHaveTextContent("en attente d'exécution");
    expect(callsOf("checkTransferOrderAttempt")).toHaveLength(2);
  });

  it("names an unknown payment", async () => {
    const unknown = await renderWithFakeServer(
      <TransferCallback companyId={7} paymentId="nope" />,
      {
        checkTransferOrderAttempt: () => {
          throw new FakeFailure(404, { error: "not_found", message: "Introuvable", status_code: 404 });
        },
      },
      { path: "/transfer/callback" },
    );
    await expect
      .element(unknown.screen.getByRole("status"))
      .toHaveTextContent("Ce retour de banque ne désigne aucun paiement de l'entreprise.");
  });

  it("names a return without payment, without asking the server", async () => {
    const empty = await renderWithFakeServer(
      <TransferCallback companyId={7} paymentId={null} />,
      {},
      {
        path: "/transfer/callback",
      },
    );
    await expect.element(empty.screen.getByRole("status")).toHaveTextContent("ne désigne aucun paiement");
    expect(empty.callsOf("checkTransferOrderAttempt")).toHaveLength(0);
  });

  it("asks a signed-out visitor to sign in", async () => {
    const out = await renderWithFakeServer(
      <TransferCallback companyId={null} paymentId="pay-1" />,
      {},
      {
        path: "/transfer/callback",
      },
    );
    await expect
      .element(out.screen.getByRole("status"))
      .toHaveTextContent("Connectez-vous pour voir le statut du paiement.");
    await expect.element(out.screen.getByRole("link", { name: "Se connecter" })).toBeVisible();
    expect(out.callsOf("checkTransferOrderAttempt")).toHaveLength(0);
  });
});
