import { beforeEach, describe, expect, it } from "vitest";
import { appStore } from "../../state/appStore";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { VatSettings } from "./VatSettings";

const SLOW = { timeout: 20_000 };

const vat = {
  rates: [2000, 1000, 550, 210, 0].map((rate_bp, index) => ({ id: index + 1, rate_bp })),
  settings: {
    regime: "monthly",
    basis: "receipts",
    due_day: 24,
    regime_changed_on: null,
    previous_regime: null,
    vat_category_id: 7,
  },
  categories: [{ category_id: 3, vat_rate_bp: 2000 }],
};
const tree = {
  categories: [
    {
      id: 1,
      name: "Encaissements",
      direction: "income",
      children: [{ id: 3, name: "Ventes", direction: "income", children: [] }],
    },
    {
      id: 2,
      name: "Décaissements",
      direction: "expense",
      children: [{ id: 7, name: "TVA", direction: "expense", children: [] }],
    },
  ],
};

async function renderSettings(canEdit: boolean, handlers: Parameters<typeof renderWithFakeServer>[1] = {}) {
  const rendered = await renderWithFakeServer(
    <VatSettings companyId={1} canEdit={canEdit} />,
    { getCompanyVat: () => vat, getCategoryTree: () => tree, ...handlers },
    { path: "/company" },
  );
  return Object.assign(rendered.screen, { callsOf: rendered.callsOf, pathsOf: rendered.pathsOf });
}

beforeEach(() => appStore.getState().logout());

const messages = () => appStore.getState().notifications.map((one) => [one.msg, one.color]);

describe("VAT settings", () => {
  it("shows the rates, refuses an invalid one without calling the server, adds a valid one", async () => {
    const screen = await renderSettings(true, { addCompanyVatRate: () => vat });
    await expect
      .element(screen.getByRole("list", { name: "Taux de TVA" }).getByText("5,5 %"), SLOW)
      .toBeVisible();
    await screen.getByLabelText("Nouveau taux (%)").fill("120");
    await screen.getByRole("button", { name: "Ajouter le taux" }).click();
    await expect
      .element(screen.getByText("Le taux doit être compris entre 0 et 100 %, avec deux décimales au plus."))
      .toBeVisible();
    expect(screen.callsOf("addCompanyVatRate")).toEqual([]);
    await screen.getByLabelText("Nouveau taux (%)").fill("8,5");
    await screen.getByRole("button", { name: "Ajouter le taux" }).click();
    await expect.poll(() => screen.callsOf("addCompanyVatRate")[0], SLOW).toEqual({ rate_bp: 850 });
    await expect.poll(messages, SLOW).toContainEqual(["TVA ajoutée", "green"]);
  });

  it("says the spec's red message when the server fails", async () => {
    const screen = await renderSettings(true, {
      deleteCompanyVatRate: () => {
        throw new FakeFailure(500, { error: "internal", message: "boom", status_code: 500 });
      },
    });
    await screen.getByRole("button", { name: "Supprimer le taux de 20 %" }).click();
    await expect.poll(messages, SLOW).toContainEqual(["Erreur interne du serveur", "red"]);
  });

  it("is read-only for a member who cannot manage the company", async () => {
    const screen = await renderSettings(false);
    await expect
      .element(screen.getByRole("list", { name: "Taux de TVA" }).getByText("5,5 %"), SLOW)
      .toBeVisible();
    expect(screen.getByRole("button", { name: "Ajouter le taux" }).elements()).toHaveLength(0);
    expect(screen.getByRole("button", { name: /Supprimer le taux/ }).elements()).toHaveLength(0);
  });
});
