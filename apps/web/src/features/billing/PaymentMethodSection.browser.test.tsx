import { describe, expect, it, vi } from "vitest";
import { renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { PaymentMethodSection } from "./PaymentMethodSection";

const SLOW = { timeout: 20_000 };
/** At a phone's width (390 px): the test frame is narrower than a desktop, and the layout must hold there. */
const show = (element: React.ReactNode) =>
  renderWithFakeServer(element, {}, { path: "/company", uiLocale: true, width: 390 }).then(
    (rendered) => rendered.screen,
  );

describe("payment method", () => {
  const handlers = () => ({
    onAddCard: vi.fn(),
    onSaveSepa: vi.fn(async () => undefined),
    onRemove: vi.fn(),
  });

  it("sends a card to the provider's page and removes the method on file", async () => {
    const calls = handlers();
    const screen = await show(
      <PaymentMethodSection
        method={{ kind: "card", brand: "Visa", last4: "4242", expiry: "12/28" }}
        knownCountry="FR"
        canEdit
        {...calls}
      />,
    );
    await expect
      .element(screen.getByTestId("payment-method"), SLOW)
      .toHaveTextContent("Carte Visa se terminant par 4242, expire le 12/28");
    await screen.getByRole("button", { name: "Saisir une carte" }).click();
    expect(calls.onAddCard).toHaveBeenCalledOnce();
    await screen.getByRole("button", { name: "Supprimer le moyen de paiement" }).click();
    expect(calls.onRemove).toHaveBeenCalledOnce();
  });

  it("saves a SEPA debit only with the mandate accepted, its IBAN checked by the forms validator", async () => {
    const calls = handlers();
    const screen = await show(
      <PaymentMethodSection method={null} knownCountry={undefined} canEdit {...calls} />,
    );
    await expect
      .element(screen.getByTestId("payment-method"), SLOW)
      .toHaveTextContent("Aucun moyen de paiement");
    await expect.element(screen.getByTestId("sepa-mandate")).toHaveTextContent(/vous autorisez \(A\) Trezo/);
    await screen.getByLabelText("Titulaire du compte").fill("Boulangerie Martin");
    await screen.getByLabelText("IBAN").fill("FR7630006000011234567890189");
    await screen.getByRole("button", { name: "Enregistrer le prélèvement" }).click();
    await expect
      .element(screen.getByText("Acceptez le mandat pour enregistrer le prélèvement."), SLOW)
      .toBeVisible();
    await screen.getByText("J'accepte le mandat de prélèvement SEPA").click();
    await screen.getByLabelText("IBAN").fill("7630006000011234567890189");
    await screen.getByRole("button", { name: "Enregistrer le prélèvement" }).click();
    await expect
      .element(
        screen.getByText("Erreur lors de la confirmation de votre IBAN. Vérifiez vos détails de facturation"),
        SLOW,
      )
      .toBeVisible();
    expect(calls.onSaveSepa).not.toHaveBeenCalled();
    await screen.getByLabelText("IBAN").fill("FR7630006000011234567890189");
    await screen.getByRole("button", { name: "Enregistrer le prélèvement" }).click();
    await expect.poll(() => calls.onSaveSepa.mock.calls.length, SLOW).toBe(1);
    expect(calls.onSaveSepa.mock.calls[0]).toEqual([
      { accountHolder: "Boulangerie Martin", iban: "FR7630006000011234567890189", mandateAccepted: true },
    ]);
  });
});
