import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { fixtureBanks, fixtureConnection } from "../../testing/transactionFixture";
import { ImportWizard } from "./ImportWizard";

const account = {
  id: 9,
  bank_id: 5,
  name: "Compte courant",
  custom_name: null,
  balance_cents: 125_000,
  currency: "EUR",
  iban: null,
  bic: null,
  pinned: false,
  included: true,
};
const connection = fixtureConnection(5, "Crédit Mutuel", []);

async function renderWizard(handlers: Record<string, (body: Record<string, unknown>) => unknown>) {
  return renderWithFakeServer(
    <ImportWizard companyId={7} open accounts={[]} onClose={() => undefined} />,
    {
      getBanksAndAccountsList: () => fixtureBanks(),
      addManualConnection: () => ({ bank: connection }),
      addManualAccount: (body) => ({ account: { ...account, bank_id: Number(body.bank_id) } }),
      ...handlers,
    },
    { path: "/transactions" },
  );
}

describe("a manual account from the import wizard", () => {
  it("asks for the bank and the name, then creates the connection and the account", async () => {
    const { screen, callsOf } = await renderWizard({});
    await expect
      .element(screen.getByText("Ajoutez d'abord un compte pour y importer un relevé."))
      .toBeVisible();
    await screen.getByRole("button", { name: "Ajouter un compte" }).click();
    await screen.getByRole("button", { name: "Créer le compte" }).click();
    await expect.element(screen.getByText("Ce champ est obligatoire.").first()).toBeVisible();
    expect(callsOf("addManualConnection")).toEqual([]);

    await userEvent.fill(screen.getByRole("textbox", { name: "Banque" }), "Crédit Mutuel");
    await userEvent.fill(screen.getByRole("textbox", { name: "Nom du compte" }), "Compte courant");
    await userEvent.fill(screen.getByRole("textbox", { name: "Solde d'ouverture" }), "1250");
    await screen.getByRole("button", { name: "Créer le compte" }).click();
    await expect
      .poll(() => callsOf("addManualAccount"))
      .toEqual([
        { companyId: 7, bank_id: 5, name: "Compte courant", currency: "EUR", balance_cents: 125_000 },
      ]);
    expect(callsOf("addManualConnection")).toEqual([{ companyId: 7, name: "Crédit Mutuel" }]);
    await expect.element(screen.getByRole("form", { name: "Nouveau compte manuel" })).not.toBeInTheDocument();
  });

  it("adds the account to the manual bank of the same name instead of a new connection", async () => {
    const { screen, callsOf } = await renderWizard({});
    await screen.getByRole("button", { name: "Ajouter un compte" }).click();
    await userEvent.fill(screen.getByRole("textbox", { name: "Banque" }), " banque populaire ");
    await userEvent.fill(screen.getByRole("textbox", { name: "Nom du compte" }), "Livret A");
    await screen.getByRole("button", { name: /Devise$/ }).click();
    await screen.getByRole("option", { name: "CHF" }).click();
    await screen.getByRole("button", { name: "Créer le compte" }).click();
    await expect
      .poll(() => callsOf("addManualAccount"))
      .toEqual([{ companyId: 7, bank_id: 1, name: "Livret A", currency: "CHF", balance_cents: 0 }]);
    expect(callsOf("addManualConnection")).toEqual([]);
  });

  it("at the plan's limit, shows the server's message and a link to book a meeting", async () => {
    const { screen, callsOf } = await renderWizard({
      addManualConnection: () => {
        throw new FakeFailure(409, {
          error: "max_connections_reached",
          message:
            "Vous avez atteint le nombre maximum de connexions bancaires de votre offre. Prenez rendez-vous avec nous pour en ajouter.",
        });
      },
    });
    await screen.getByRole("button", { name: "Ajouter un compte" }).click();
    await userEvent.fill(screen.getByRole("textbox", { name: "Banque" }), "Qonto");
    await userEvent.fill(screen.getByRole("textbox", { name: "Nom du compte" }), "Compte pro");
    await screen.getByRole("button", { name: "Créer le compte" }).click();
    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent("Vous avez atteint le nombre maximum de connexions bancaires de votre offre.");
    await expect
      .element(screen.getByRole("link", { name: "Prendre rendez-vous" }))
      .toHaveAttribute("href", "/book-a-meeting?reason=maxConnections");
    expect(callsOf("addManualAccount")).toEqual([]);
  });
});
