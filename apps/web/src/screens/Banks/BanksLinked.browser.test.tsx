/**
 * The banks screen with connections fed by an aggregator (issue 21): their state and last sync in the
 * user's words, the repair action, stopping a synchronisation, and "synchronise now" with its wait.
 */
import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { appStore } from "../../state/appStore";
import { FakeFailure, type FakeHandlers, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { fixtureConnection } from "../../testing/transactionFixture";
import { Banks } from "./BanksScreen";

const SLOW = { timeout: 20_000 };

const account = (id: number, bankId: number, name: string) => ({
  id,
  bank_id: bankId,
  name,
  custom_name: null,
  balance_cents: 1_234_500,
  currency: "EUR",
  iban: null,
  bic: null,
  pinned: false,
  included: true,
});

/** A connection of the sandbox aggregator in this state. */
function linked(
  id: number,
  name: string,
  state: {
    status: string;
    provider_code: string;
    action_required_ais?: boolean;
    short?: string;
    description?: string;
  },
) {
  return {
    ...fixtureConnection(id, name, [account(id * 10, id, "Compte courant")]),
    type: "aggregator",
    aggregator: "sandbox",
    status: state.status,
    provider_code: state.provider_code,
    action_required: state.action_required_ais ?? false,
    state: {
      status: state.status,
      provider_code: state.provider_code,
      action_required_ais: state.action_required_ais ?? false,
      ais_description: state.description ?? null,
      ais_short_message: state.short ?? null,
    },
    last_update: new Date(2026, 10, 23, 6, 30).toISOString(),
  };
}

function connections() {
  return {
    banks: [
      linked(1, "Banque Populaire", { status: "working", provider_code: "active" }),
      linked(2, "Crédit Agricole", {
        status: "action_required",
        provider_code: "sca_required",
        action_required_ais: true,
        short: "Authentification à renouveler",
        description:
          "Votre banque demande de confirmer votre identité (authentification forte, environ tous les 180 jours).",
      }),
      linked(3, "Société Générale", {
        status: "bank_unavailable",
        provider_code: "bank_unavailable",
        short: "Banque indisponible",
        description:
          "Votre banque ne répond pas pour le moment. Nous réessaierons automatiquement : vous n'avez rien à faire.",
      }),
      fixtureConnection(4, "Caisse manuelle", []),
    ],
  };
}

async function renderLinked(handlers: FakeHandlers = {}, syncWaitMs?: number) {
  const redirect = vi.fn();
  const onBanksChanged = vi.fn();
  const rendered = await renderWithFakeServer(
    <Banks
      companyId={7}
      canChange
      canDelete
      maxConnections={10}
      redirect={redirect}
      onBanksChanged={onBanksChanged}
      {...(syncWaitMs === undefined ? {} : { syncWaitMs })}
    />,
    { getBanksAndAccountsList: () => connections(), ...handlers },
    { path: "/banks", uiLocale: true },
  );
  return { ...rendered, redirect, onBanksChanged };
}

describe("/banks with linked connections", () => {
  it("says each connection's state and last sync in words, with the repair action only where the user must act", async () => {
    const { screen } = await renderLinked();
    const bp = screen.getByRole("region", { name: "Banque Populaire" });
    await expect.element(bp.getByText("Synchronisée", { exact: true })).toBeVisible();
    await expect
      .element(
        bp.getByText(
          /Synchronisée par Banque de démonstration \(bac à sable\) · Dernière synchronisation le 23\/11\/2026 à 06:30/,
        ),
      )
      .toBeVisible();
    await expect.element(bp.getByRole("button", { name: /^Réparer/ })).not.toBeInTheDocument();

    const ca = screen.getByRole("region", { name: "Crédit Agricole" });
    await expect.element(ca.getByText("Authentification à renouveler")).toBeVisible();
    await expect.element(ca.getByText(/environ tous les 180 jours/)).toBeVisible();
    await expect
      .element(ca.getByRole("button", { name: "Réparer la connexion de Crédit Agricole" }))
      .toBeVisible();

    const sg = screen.getByRole("region", { name: "Société Générale" });
    await expect.element(sg.getByText("Banque indisponible")).toBeVisible();
    await expect.element(sg.getByText(/Nous réessaierons automatiquement/)).toBeVisible();
    await expect.element(sg.getByRole("button", { name: /^Réparer/ })).not.toBeInTheDocument();

    const manual = screen.getByRole("region", { name: "Caisse manuelle" });
    await expect.element(manual.getByText("Active")).toBeVisible();
    await expect.element(manual.getByText(/Banque manuelle · Jamais mise à jour/)).toBeVisible();
  });

  it(
    "repairs through the aggregator's page (getModifyUrl → result.url); a refusal is said",
    SLOW,
    async () => {
      let refuse = true;
      const { screen, callsOf, redirect } = await renderLinked({
        getModifyUrl: () => {
          if (refuse)
            throw new FakeFailure(503, {
              error: "bank_aggregator_unavailable",
              message: "Le service de connexion bancaire ne répond pas. Réessayez dans quelques minutes.",
              status_code: 503,
            });
          return { url: "http://127.0.0.1:4010/connect/repair-2", state: "repair-2" };
        },
      });
      const repair = screen.getByRole("button", { name: "Réparer la connexion de Crédit Agricole" });
      await repair.click();
      await expect
        .poll(() => appStore.getState().notifications.at(-1)?.msg)
        .toBe("Le service de connexion bancaire ne répond pas. Réessayez dans quelques minutes.");
      expect(redirect).not.toHaveBeenCalled();
      refuse = false;
      await repair.click();
      await expect.poll(() => redirect.mock.calls).toEqual([["http://127.0.0.1:4010/connect/repair-2"]]);
      expect(callsOf("getModifyUrl")).toEqual([
        { companyId: 7, bank_id: 2 },
        { companyId: 7, bank_id: 2 },
      ]);
    },
  );

  it("stops a connection's synchronisation after a confirmation that says what stays", SLOW, async () => {
    const { screen, callsOf, onBanksChanged } = await renderLinked({
      unsyncBankConnection: () => ({ success: true }),
    });
    await screen.getByRole("button", { name: "Actions sur la banque Banque Populaire" }).click();
    await screen.getByRole("menuitem", { name: "Arrêter la synchronisation" }).click();
    const dialog = page.getByRole("dialog", { name: "Arrêter la synchronisation de Banque Populaire ?" });
    await expect.element(dialog.getByText(/Les opérations déjà importées restent dans Trezo/)).toBeVisible();
    await dialog.getByRole("button", { name: "Arrêter la synchronisation" }).click();
    await expect
      .poll(() => callsOf("unsyncBankConnection"))
      .toEqual([{ companyId: 7, bank_id: 1, aggregatorName: "sandbox" }]);
    await expect.element(dialog).not.toBeInTheDocument();
    expect(appStore.getState().notifications.at(-1)?.msg).toBe(
      "La synchronisation de Banque Populaire est arrêtée.",
    );
    expect(onBanksChanged).toHaveBeenCalled();
    // A manual connection has nothing to stop.
    await screen.getByRole("button", { name: "Actions sur la banque Caisse manuelle" }).click();
    await expect.element(page.getByRole("menuitem", { name: "Renommer la banque" })).toBeVisible();
    await expect
      .element(page.getByRole("menuitem", { name: "Arrêter la synchronisation" }))
      .not.toBeInTheDocument();
  });

  it(
    "synchronises now: loadTransactions, the wait with its progress, then the banks are read again",
    SLOW,
    async () => {
      const { screen, callsOf, onBanksChanged } = await renderLinked(
        { loadTransactions: () => ({ jobId: "0b9f3c1e-4a8e-4a57-9d1f-2f6f4c1d2e3a" }) },
        3_000,
      );
      await expect.element(screen.getByRole("region", { name: "Banque Populaire" })).toBeVisible();
      const listed = callsOf("getBanksAndAccountsList").length;
      await screen.getByRole("button", { name: "Synchroniser maintenant" }).click();
      await expect
        .element(screen.getByRole("progressbar", { name: "Synchronisation de vos banques" }))
        .toBeVisible();
      await expect
        .element(screen.getByText(/Vos banques se mettent à jour : nouvel affichage dans [1-3] secondes?\./))
        .toBeVisible();
      await expect
        .element(screen.getByRole("status").filter({ hasText: "Synchronisation de vos banques" }))
        .toBeInTheDocument();
      expect(callsOf("loadTransactions")).toEqual([{ companyId: 7 }]);
      // Not read again before the wait is over.
      expect(callsOf("getBanksAndAccountsList").length).toBe(listed);
      await expect.poll(() => callsOf("getBanksAndAccountsList").length, { timeout: 6_000 }).toBe(listed + 1);
      await expect.element(screen.getByRole("progressbar")).not.toBeInTheDocument();
      expect(appStore.getState().notifications.at(-1)?.msg).toBe("Vos banques sont à jour.");
      expect(onBanksChanged).toHaveBeenCalledTimes(1);
    },
  );

  it("says when the synchronisation could not start", async () => {
    const { screen } = await renderLinked({
      loadTransactions: () => {
        throw new FakeFailure(500, { error: "internal", status_code: 500 });
      },
    });
    await screen.getByRole("button", { name: "Synchroniser maintenant" }).click();
    await expect.poll(() => appStore.getState().notifications.at(-1)?.color).toBe("red");
    await expect.element(screen.getByRole("progressbar")).not.toBeInTheDocument();
  });

  it("offers no synchronisation when no connection is linked", async () => {
    const { screen } = await renderLinked({
      getBanksAndAccountsList: () => ({ banks: [fixtureConnection(4, "Caisse manuelle", [])] }),
    });
    await expect.element(screen.getByRole("region", { name: "Caisse manuelle" })).toBeVisible();
    await expect
      .element(screen.getByRole("button", { name: "Synchroniser maintenant" }))
      .not.toBeInTheDocument();
  });
});
