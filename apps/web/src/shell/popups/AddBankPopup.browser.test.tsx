import { beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { AppServicesProvider } from "../../app/AppServices";
import { createBoundedStorage, createMemoryStorage } from "../../platform/boundedStorage";
import { createSessionService } from "../../session/sessionService";
import { SESSION_DEFAULTS } from "../../session/sessionState";
import { appStore, createAppStore } from "../../state/appStore";
import { FakeFailure, type FakeHandlers, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { AddBank } from "./AddBankPopup";

const SLOW = { timeout: 20_000 };

const BANKS = [
  { id: "574", name: "Banque Populaire", country_code: "FR", logo_url: null, aggregator: "sandbox" },
  { id: "408", name: "Crédit Agricole", country_code: "FR", logo_url: null, aggregator: "sandbox" },
  { id: "152", name: "Crédit Mutuel", country_code: "FR", logo_url: null, aggregator: "sandbox" },
];

/** The banks whose name holds the search, as the server filters them. */
function searched(body: Record<string, unknown>) {
  const search = typeof body.search === "string" ? body.search.toLowerCase() : "";
  return { banks: BANKS.filter((bank) => bank.name.toLowerCase().includes(search)) };
}

function fakeSession() {
  const session = createSessionService({
    getClient: () => Promise.reject(new Error("the popup reaches the server through the fake one")),
    store: createAppStore(),
    storage: createBoundedStorage(createMemoryStorage()),
    assign: () => undefined,
    reload: () => undefined,
  });
  return { session, refreshBanks: vi.spyOn(session, "refreshBanks").mockResolvedValue([]) };
}

async function renderAddBank(handlers: FakeHandlers, banks = 0, maxConnections = 3) {
  appStore.setState({
    company: {
      id: 7,
      name: "Boulangerie Martin",
      isCpa: false,
      isOwner: true,
      ownerEmail: null,
      invoicesAllowed: true,
      checksAllowed: true,
      analyticsAllowed: true,
      suspended: false,
    },
    banks: Array.from({ length: banks }, (_, index) => ({
      id: index + 1,
      name: `Banque ${index + 1}`,
      archived: false,
      accountCount: 1,
    })),
    limits: { ...SESSION_DEFAULTS, maxConnections },
  });
  const onClose = vi.fn();
  const redirect = vi.fn();
  const services = fakeSession();
  const rendered = await renderWithFakeServer(
    <AppServicesProvider session={services.session}>
      <AddBank onClose={onClose} redirect={redirect} />
    </AppServicesProvider>,
    handlers,
    { path: "/banks", uiLocale: true, width: 390 },
  );
  return { ...rendered, onClose, redirect, refreshBanks: services.refreshBanks };
}

beforeEach(() => appStore.getState().logout());

describe("add-bank popup", () => {
  it("offers to connect the bank or to add a manual account", async () => {
    const { screen } = await renderAddBank({});
    const dialog = screen.getByRole("dialog", { name: "Ajouter une banque" });
    await expect.element(dialog.getByText("Comment voulez-vous ajouter votre banque ?")).toBeVisible();
    await expect.element(dialog.getByRole("button", { name: /^Connecter ma banque/ })).toBeVisible();
    await expect.element(dialog.getByRole("button", { name: /^Ajouter un compte manuel/ })).toBeVisible();
  });

  it(
    "searches a bank, says where the user is going, and sends them to the aggregator's page",
    SLOW,
    async () => {
      const { screen, callsOf, redirect } = await renderAddBank({
        getBanksAndAggreagtors: searched,
        getRedirectUrl: () => ({ url: "http://127.0.0.1:4010/connect/abc", state: "abc" }),
      });
      await screen.getByRole("button", { name: /^Connecter ma banque/ }).click();
      const list = screen.getByRole("list", { name: "Banques proposées" });
      await expect.element(list.getByRole("button", { name: "Banque Populaire" })).toBeVisible();
      await expect.element(screen.getByText("3 banques trouvées")).toBeVisible();
      // Nothing chosen yet: no way forward.
      await expect.element(screen.getByRole("button", { name: "Connecter ma banque" })).toBeDisabled();

      // The search goes to the server once the typing settles.
      await userEvent.fill(screen.getByRole("textbox", { name: "Rechercher votre banque" }), "crédit");
      await expect.element(screen.getByText("2 banques trouvées")).toBeVisible();
      expect(callsOf("getBanksAndAggreagtors").at(-1)).toMatchObject({ search: "crédit" });
      await expect.element(list.getByRole("button", { name: "Banque Populaire" })).not.toBeInTheDocument();

      const mutuel = list.getByRole("button", { name: "Crédit Mutuel" });
      await mutuel.click();
      await expect.element(mutuel).toHaveAttribute("aria-pressed", "true");
      await expect
        .element(
          screen.getByText(/Vous allez quitter Trezo pour la page sécurisée de Banque de démonstration/),
        )
        .toHaveTextContent(/auprès de Crédit Mutuel\. Trezo ne voit jamais vos identifiants bancaires\./);
      await screen.getByRole("button", { name: "Continuer vers Crédit Mutuel" }).click();
      await expect.poll(() => redirect.mock.calls).toEqual([["http://127.0.0.1:4010/connect/abc"]]);
      expect(callsOf("getRedirectUrl")).toEqual([{ companyId: 7, bank: "152", aggregator: "sandbox" }]);
    },
  );

  it("an empty search says so; a list that does not load offers to try again", SLOW, async () => {
    let fail = true;
    const { screen } = await renderAddBank({
      getBanksAndAggreagtors: (body) => {
        if (fail) throw new FakeFailure(503, { error: "bank_aggregator_unavailable", status_code: 503 });
        return searched(body);
      },
    });
    await screen.getByRole("button", { name: /^Connecter ma banque/ }).click();
    await expect.element(screen.getByText("La liste des banques n'a pas pu être chargée.")).toBeVisible();
    fail = false;
    await screen.getByRole("button", { name: "Réessayer" }).click();
    await expect.element(screen.getByText("3 banques trouvées")).toBeVisible();
    await userEvent.fill(screen.getByRole("textbox", { name: "Rechercher votre banque" }), "Qonto");
    await expect.element(screen.getByText("Aucune banque ne correspond à cette recherche.")).toBeVisible();
  });

  it(
    "a refusal at the plan's limit opens the upgrade popup; another refusal is said in the popup",
    SLOW,
    async () => {
      let refusal: FakeFailure = new FakeFailure(409, {
        error: "max_connections_reached",
        message: "Vous avez atteint le nombre maximum de connexions bancaires de votre offre.",
        status_code: 409,
      });
      const { screen, redirect, refreshBanks } = await renderAddBank({
        getBanksAndAggreagtors: searched,
        getRedirectUrl: () => {
          throw refusal;
        },
      });
      await screen.getByRole("button", { name: /^Connecter ma banque/ }).click();
      await screen.getByRole("button", { name: "Crédit Agricole" }).click();
      await screen.getByRole("button", { name: "Continuer vers Crédit Agricole" }).click();
      await expect.poll(() => appStore.getState().popup).toEqual({ id: "upgradePlan" });
      expect(refreshBanks).toHaveBeenCalled();

      refusal = new FakeFailure(503, {
        error: "bank_aggregator_unavailable",
        message: "Le service de connexion bancaire ne répond pas. Réessayez dans quelques minutes.",
        status_code: 503,
      });
      await screen.getByRole("button", { name: "Continuer vers Crédit Agricole" }).click();
      await expect
        .element(screen.getByRole("alert"))
        .toHaveTextContent(
          "Le service de connexion bancaire ne répond pas. Réessayez dans quelques minutes.",
        );
      expect(redirect).not.toHaveBeenCalled();
    },
  );

  it(
    "adds a manual bank and its first account in one call, and can go back to the choice",
    SLOW,
    async () => {
      const { screen, callsOf, onClose } = await renderAddBank({
        getCurrencyList: () => ({ currencies: [] }),
        addManualBankWithAccount: () => ({ bank: {} }),
      });
      await screen.getByRole("button", { name: /^Ajouter un compte manuel/ }).click();
      await screen.getByRole("button", { name: "Retour" }).click();
      await screen.getByRole("button", { name: /^Ajouter un compte manuel/ }).click();
      await userEvent.fill(screen.getByRole("textbox", { name: "Nom de la banque" }), "HSBC");
      await userEvent.fill(screen.getByRole("textbox", { name: "Nom du compte" }), "Compte courant");
      await screen.getByRole("button", { name: "Ajouter la banque" }).click();
      await expect.poll(() => onClose.mock.calls.length).toBe(1);
      expect(callsOf("addManualBankWithAccount")).toEqual([
        {
          companyId: 7,
          name: "HSBC",
          account: { name: "Compte courant", currency: "EUR", balance_cents: 0 },
        },
      ]);
      expect(appStore.getState().notifications.at(-1)?.msg).toBe("La banque HSBC a été ajoutée.");
    },
  );

  it("at the plan's maxConnections offers to book a meeting instead", async () => {
    const { screen } = await renderAddBank({}, 3, 3);
    await expect.element(screen.getByText(/nombre maximum de connexions bancaires/)).toBeVisible();
    await expect
      .element(screen.getByRole("button", { name: /^Connecter ma banque/ }))
      .not.toBeInTheDocument();
    await screen.getByRole("button", { name: "Prendre rendez-vous" }).click();
    await expect.element(screen.getByText("elsewhere")).toBeVisible();
  });
});
