import { beforeEach, describe, expect, it } from "vitest";
import { appStore } from "../../state/appStore";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { CurrenciesSection } from "./CurrenciesSection";

const SLOW = { timeout: 20_000 };

const rates = {
  default_currency: "EUR",
  held: [
    {
      currency: "USD",
      latest: { currency: "USD", date: "2024-01-08", rate: "1.0946", source: "ecb" },
    },
    { currency: "JPY", latest: null },
  ],
  typed: [{ currency: "USD", date: "2024-01-05", rate: "1.1", source: "company" }],
};

async function renderSection(canEdit: boolean, handlers: Parameters<typeof renderWithFakeServer>[1] = {}) {
  const rendered = await renderWithFakeServer(
    <CurrenciesSection companyId={1} canEdit={canEdit} />,
    {
      getCompanyCurrencyRates: () => rates,
      getCurrencyList: () => ({
        currencies: ["EUR", "USD", "JPY"].map((code) => ({ code, exponent: 2, latest_rate_on: null })),
      }),
      ...handlers,
    },
    { path: "/company" },
  );
  return Object.assign(rendered.screen, { callsOf: rendered.callsOf });
}

beforeEach(() => appStore.getState().logout());

const messages = () => appStore.getState().notifications.map((one) => [one.msg, one.color]);

describe("currencies card", () => {
  it("shows each held currency's rate with its date and source, and a currency without one", async () => {
    const screen = await renderSection(true);
    const held = screen.getByRole("list", { name: "Devises de vos comptes" });
    await expect.element(held.getByText("1 EUR = 1,0946 USD"), SLOW).toBeVisible();
    await expect.element(held.getByText(/cours du 08\/01\/2024 \(BCE\)/)).toBeVisible();
    await expect.element(held.getByText("Aucun cours connu : saisissez-en un.")).toBeVisible();
    await expect
      .element(
        screen.getByRole("list", { name: "Cours saisis par l'entreprise" }).getByText("1 EUR = 1,1 USD"),
      )
      .toBeVisible();
  });

  it("refuses a rate that is not one without calling the server, saves a valid one", async () => {
    const screen = await renderSection(true, { setCompanyCurrencyRate: () => ({ success: true }) });
    const field = screen.getByLabelText("Cours pour 1 EUR");
    await field.fill("0");
    await screen.getByRole("button", { name: "Enregistrer le cours" }).click();
    await expect
      .element(screen.getByText("Le cours doit être un nombre positif, avec 12 décimales au plus."), SLOW)
      .toBeVisible();
    expect(screen.callsOf("setCompanyCurrencyRate")).toEqual([]);
    await screen.getByLabelText("Date du cours").fill("2024-02-01");
    await field.fill("1,0875");
    await screen.getByRole("button", { name: "Enregistrer le cours" }).click();
    await expect
      .poll(() => screen.callsOf("setCompanyCurrencyRate")[0], SLOW)
      .toEqual({ currency: "USD", date: "2024-02-01", rate: "1.0875" });
    await expect.poll(messages, SLOW).toContainEqual(["Cours enregistré", "green"]);
  });

  it("deletes a typed rate, and says the spec's red message when the server fails", async () => {
    let fail = false;
    const screen = await renderSection(true, {
      setCompanyCurrencyRate: () => {
        if (fail) throw new FakeFailure(500, { error: "internal", message: "boom", status_code: 500 });
        return { success: true };
      },
    });
    const remove = screen.getByRole("button", { name: "Supprimer le cours USD du 05/01/2024" });
    await remove.click();
    await expect
      .poll(() => screen.callsOf("setCompanyCurrencyRate")[0], SLOW)
      .toEqual({ currency: "USD", date: "2024-01-05", rate: null });
    await expect.poll(messages, SLOW).toContainEqual(["Cours supprimé", "green"]);
    fail = true;
    await remove.click();
    await expect.poll(messages, SLOW).toContainEqual(["Erreur interne du serveur", "red"]);
  });

  it("is read-only for a member who cannot manage the company", async () => {
    const screen = await renderSection(false);
    await expect.element(screen.getByText("1 EUR = 1,0946 USD"), SLOW).toBeVisible();
    expect(screen.getByRole("button", { name: "Enregistrer le cours" }).elements()).toHaveLength(0);
    expect(screen.getByRole("button", { name: /Supprimer le cours/ }).elements()).toHaveLength(0);
    await expect.element(screen.getByRole("button", { name: "Historique des cours (xlsx)" })).toBeVisible();
  });
});
