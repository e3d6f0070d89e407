import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { appStore } from "../../state/appStore";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { fixtureConnection } from "../../testing/transactionFixture";
import { Banks } from "./BanksScreen";

const account = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  bank_id: 1,
  name,
  custom_name: null,
  balance_cents: 125_050,
  currency: "EUR",
  iban: null,
  bic: null,
  pinned: false,
  included: true,
  ...extra,
});

function banks() {
  return {
    banks: [
      {
        ...fixtureConnection(1, "Crédit Agricole", [
          account(3, "Compte courant", {
            iban: "FR7630006000011234567890189",
            bic: "AGRIFRPP",
            pinned: true,
          }),
          account(4, "Compte USD", { currency: "USD", balance_cents: -2_000 }),
        ]),
        custom_name: "CA Pro",
        last_update: "2026-11-20T09:00:00.000Z",
      },
      { ...fixtureConnection(2, "Qonto", []), archived: true },
    ],
  };
}

const lastNotice = () => appStore.getState().notifications.at(-1);

async function renderBanks(extra: Record<string, (body: Record<string, unknown>) => unknown> = {}, max = 5) {
  return renderWithFakeServer(
    <Banks companyId={7} canChange canDelete maxConnections={max} />,
    {
      getBanksAndAccountsList: () => banks(),
      updateConnectionName: () => ({ success: true }),
      updateAccountName: () => ({ success: true }),
      pinAccounts: () => ({ updated: 1 }),
      updateAccountBic: (body) => ({ account: account(4, "Compte USD", { bic: body.bic }) }),
      archiveConnection: () => ({ success: true }),
      deleteConnection: () => ({ success: true }),
      deleteAccount: () => ({ success: true }),
      ...extra,
    },
    { path: "/banks" },
  );
}

describe("/banks", () => {
  it("lists each connection with its state, last update and accounts (balance, currency, IBAN, BIC, pinned)", async () => {
    const { screen } = await renderBanks();
    const ca = screen.getByRole("region", { name: "CA Pro" });
    await expect.element(ca.getByText("Active")).toBeVisible();
    await expect.element(ca.getByText(/Nom d'origine : Crédit Agricole/)).toBeVisible();
    await expect.element(ca.getByText(/Mise à jour le 20\/11\/2026/)).toBeVisible();
    const table = ca.getByRole("table", { name: "Comptes de CA Pro" });
    await expect.element(table.getByRole("row", { name: /Compte courant/ })).toHaveTextContent("1 250,50");
    await expect.element(table.getByText("FR76 3000 6000 0112 3456 7890 189")).toBeVisible();
    await expect.element(table.getByText("AGRIFRPP")).toBeVisible();
    await expect.element(table.getByText("Épinglé")).toBeVisible();
    await expect.element(table.getByRole("row", { name: /Compte USD/ })).toHaveTextContent("USD");
    const qonto = screen.getByRole("region", { name: "Qonto" });
    await expect.element(qonto.getByText("Archivée")).toBeVisible();
    await expect.element(qonto.getByText("Aucun compte dans cette banque.")).toBeVisible();
    await expect.element(screen.getByText("2 banques")).toBeVisible();
  });

  it("renames a connection and an account; an empty name is refused before any call", async () => {
    const { screen, callsOf } = await renderBanks();
    await screen.getByRole("button", { name: "Actions sur la banque CA Pro" }).click();
    await screen.getByRole("menuitem", { name: "Renommer la banque" }).click();
    const bankForm = screen.getByRole("form", { name: "Renommer la banque" });
    await userEvent.fill(bankForm.getByRole("textbox"), "  ");
    await bankForm.getByRole("button", { name: "Enregistrer" }).click();
    await expect.element(bankForm.getByText("Indiquez un nom.")).toBeVisible();
    expect(callsOf("updateConnectionName")).toEqual([]);
    await userEvent.fill(bankForm.getByRole("textbox"), "Crédit Agricole Pro");
    await bankForm.getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .poll(() => callsOf("updateConnectionName"))
      .toEqual([{ companyId: 7, bank_id: 1, name: "Crédit Agricole Pro" }]);
    await expect.element(bankForm).not.toBeInTheDocument();
    expect(lastNotice()?.msg).toBe("Le nom a été enregistré.");

    await screen.getByRole("button", { name: "Actions sur le compte Compte USD" }).click();
    await screen.getByRole("menuitem", { name: "Renommer le compte" }).click();
    const accountForm = screen.getByRole("form", { name: "Renommer le compte" });
    await userEvent.fill(accountForm.getByRole("textbox"), "Dollars");
    await accountForm.getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .poll(() => callsOf("updateAccountName"))
      .toEqual([{ companyId: 7, account_id: 4, name: "Dollars" }]);
  });

  it("pins and unpins an account of its connection", async () => {
    const { screen, callsOf } = await renderBanks();
    await screen.getByRole("button", { name: "Actions sur le compte Compte USD" }).click();
    await screen.getByRole("menuitem", { name: "Épingler" }).click();
    await screen.getByRole("button", { name: "Actions sur le compte Compte courant" }).click();
    await screen.getByRole("menuitem", { name: "Désépingler" }).click();
    await expect
      .poll(() => callsOf("pinAccounts"))
      .toEqual([
        { companyId: 7, bank_id: 1, account_ids: [4], pinned: true },
        { companyId: 7, bank_id: 1, account_ids: [3], pinned: false },
      ]);
    expect(lastNotice()?.msg).toBe("Le compte Compte courant n'est plus épinglé.");
  });

  it("edits the BIC: a bad one is refused in the form, a good one is sent normalised, the server's refusal shows", async () => {
    let refuse = false;
    const { screen, pathsOf, calls } = await renderBanks({
      updateAccountBic: (body) => {
        if (refuse)
          throw new FakeFailure(400, { error: "invalid_bic", message: "Ce BIC n'est pas valide (serveur)." });
        return { account: account(4, "Compte USD", { bic: body.bic }) };
      },
    });
    await screen.getByRole("button", { name: "Actions sur le compte Compte USD" }).click();
    await screen.getByRole("menuitem", { name: "Modifier le BIC" }).click();
    const form = screen.getByRole("form", { name: "BIC" });
    await userEvent.fill(form.getByRole("textbox"), "BNP");
    await form.getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .element(form.getByText(/Ce BIC n'est pas valide : il compte 8 ou 11 caractères/))
      .toBeVisible();
    expect(pathsOf("updateAccountBic")).toEqual([]);

    refuse = true;
    await userEvent.fill(form.getByRole("textbox"), "bnpa frpp");
    await form.getByRole("button", { name: "Enregistrer" }).click();
    await expect.element(form.getByText("Ce BIC n'est pas valide (serveur).")).toBeVisible();

    refuse = false;
    await form.getByRole("button", { name: "Enregistrer" }).click();
    await expect.element(form).not.toBeInTheDocument();
    const sent = calls.filter((call) => call.name === "updateAccountBic").map((call) => call.body.bic);
    expect(sent).toEqual(["BNPAFRPP", "BNPAFRPP"]);
    expect(pathsOf("updateAccountBic").at(-1)).toBe("/api/v2/company/7/account/4");
  });

  it("deletes a connection through the delete-bank popup; a failed delete reloads the list and says so", async () => {
    let fail = false;
    const { screen, callsOf } = await renderBanks({
      deleteConnection: () => {
        if (fail)
          throw new FakeFailure(400, {
            error: "bank_delete_failed",
            message: "Votre banque n'a pas pu être supprimée...",
          });
        return { success: true };
      },
    });
    await screen.getByRole("button", { name: "Actions sur la banque CA Pro" }).click();
    await screen.getByRole("menuitem", { name: "Supprimer la banque" }).click();
    const request = appStore.getState().popup;
    expect(request).toMatchObject({ id: "deleteBank", bankId: 1, name: "CA Pro" });
    if (request?.id !== "deleteBank") throw new Error("no delete-bank popup");

    fail = true;
    const listsBefore = callsOf("getBanksAndAccountsList").length;
    await expect(request.onDelete()).rejects.toThrow("Votre banque n'a pas pu être supprimée...");
    await expect.poll(() => callsOf("getBanksAndAccountsList").length).toBeGreaterThan(listsBefore);

    fail = false;
    await request.onDelete();
    expect(callsOf("deleteConnection")).toEqual([
      { companyId: 7, bank_id: 1 },
      { companyId: 7, bank_id: 1 },
    ]);
    expect(lastNotice()?.msg).toBe("La banque CA Pro a été supprimée.");
  });

  it("deletes an account through the same popup, in its own words", async () => {
    const { screen, callsOf } = await renderBanks();
    await screen.getByRole("button", { name: "Actions sur le compte Compte USD" }).click();
    await screen.getByRole("menuitem", { name: "Supprimer le compte" }).click();
    const request = appStore.getState().popup;
    expect(request).toMatchObject({ id: "deleteBank", kind: "account", name: "Compte USD" });
    if (request?.id !== "deleteBank") throw new Error("no delete-bank popup");
    await request.onDelete();
    expect(callsOf("deleteAccount")).toEqual([{ companyId: 7, account_id: 4 }]);
  });

  it("archives a connection", async () => {
    const { screen, pathsOf } = await renderBanks();
    await screen.getByRole("button", { name: "Actions sur la banque CA Pro" }).click();
    await screen.getByRole("menuitem", { name: "Archiver la banque" }).click();
    await expect.poll(() => pathsOf("archiveConnection")).toEqual(["/api/v2/company/7/archiveConnection"]);
  });

  it("opens the add-bank popup below the limit", async () => {
    appStore.getState().closePopup();
    const below = await renderBanks({}, 5);
    await below.screen.getByRole("button", { name: "Ajouter une banque" }).click();
    expect(appStore.getState().popup).toEqual({ id: "addBank" });
  });

  it("at the limit, leads to book-a-meeting with its reason", async () => {
    // One valid connection (the archived one frees its slot) and maxConnections 1.
    const at = await renderBanks({}, 1);
    await expect.element(at.screen.getByText(/nombre maximum de banques de votre offre/)).toBeVisible();
    await at.screen.getByRole("button", { name: "Prendre rendez-vous" }).click();
    await expect
      .poll(() => `${at.router.state.location.pathname}${at.router.state.location.search}`)
      .toBe("/book-a-meeting?reason=maxConnections");
  });

  it("imports a statement into the chosen account with the import wizard", async () => {
    const { screen } = await renderBanks();
    await screen.getByRole("button", { name: "Actions sur le compte Compte USD" }).click();
    await screen.getByRole("menuitem", { name: "Importer un relevé" }).click();
    const wizard = screen.getByRole("region", { name: "Importer un relevé" });
    await expect.element(wizard).toBeVisible();
    await expect
      .element(wizard.getByRole("button", { name: /Compte/ }).first())
      .toHaveTextContent("Compte USD");
  });

  it("says when the banks could not be loaded, and tries again", async () => {
    let calls = 0;
    const { screen } = await renderBanks({
      getBanksAndAccountsList: () => {
        calls += 1;
        if (calls === 1) throw new FakeFailure(500, { error: "internal", message: "boom" });
        return banks();
      },
    });
    await expect.element(screen.getByText("Les banques n'ont pas pu être chargées.")).toBeVisible();
    await screen.getByRole("button", { name: "Réessayer" }).click();
    await expect.element(screen.getByRole("region", { name: "CA Pro" })).toBeVisible();
  });
});
