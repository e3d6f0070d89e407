import { beforeEach, describe, expect, it } from "vitest";
import { Component as ConsolidationScreen } from "../../screens/Consolidation/ConsolidationScreen";
import { appStore } from "../../state/appStore";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";

const SLOW = { timeout: 20_000 };
const FIRM = 10;

const client = (id: number, name: string) => ({
  id,
  name,
  owner: null,
  parent_id: FIRM,
  is_parent: false,
  is_cpa: false,
  is_trial: false,
  is_active: true,
});
const node = (id: number, name: string, depth: number, children: unknown[] = []) => ({
  id,
  name,
  parent_id: null,
  direction: "expense",
  position: id,
  depth,
  forecast_enabled: true,
  not_include_in_income_or_expense: false,
  payment_delay: null,
  children,
});
const trees: Record<string, unknown> = {
  "21": { categories: [node(1, "Décaissements", 1, [node(2, "Prêt à Filiale", 2), node(3, "Loyer", 2)])] },
  "22": { categories: [] },
};

async function renderScreen(setIntercompany: (body: Record<string, unknown>) => unknown) {
  const flagged = new Map<string, Set<number>>([["21", new Set([3])]]);
  const rendered = await renderWithFakeServer(
    <ConsolidationScreen />,
    {
      getManagedCompanies: () => ({ companies: [client(21, "Holding Nord"), client(22, "Filiale Sud")] }),
      getCategoryTree: (_body, path) => trees[path.split("/").at(-2) ?? ""],
      getIntercompanyCategories: (body) => ({
        categoryIds: [...(flagged.get(String(body.companyId)) ?? [])],
      }),
      setCategoryIntercompany: (body) => {
        const answer = setIntercompany(body);
        const ids = flagged.get(String(body.companyId)) ?? new Set<number>();
        if (body.intercompany) ids.add(Number(body.categoryId));
        else ids.delete(Number(body.categoryId));
        flagged.set(String(body.companyId), ids);
        return answer;
      },
    },
    { path: "/consolidation" },
  );
  return Object.assign(rendered.screen, { callsOf: rendered.callsOf });
}

beforeEach(() => {
  appStore.getState().logout();
  appStore.setState({
    company: {
      id: FIRM,
      name: "Cabinet Lefèvre",
      isCpa: true,
      isOwner: true,
      ownerEmail: null,
      invoicesAllowed: false,
      checksAllowed: false,
      analyticsAllowed: false,
      suspended: false,
    },
  });
});

const messages = () => appStore.getState().notifications.map((one) => [one.msg, one.color]);

describe("intercompany categories on /consolidation", () => {
  it("shows each chosen client's categories with their flags, and flags one", async () => {
    const screen = await renderScreen(() => ({ success: true }));
    await screen.getByRole("checkbox", { name: "Holding Nord" }).click({ force: true });
    const holding = screen.getByRole("region", { name: "Catégories de Holding Nord" });
    await expect.element(holding.getByRole("checkbox", { name: "Loyer" }), SLOW).toBeChecked();
    const loan = holding.getByRole("checkbox", { name: "Prêt à Filiale" });
    await expect.element(loan).not.toBeChecked();
    await expect.element(loan).toBeEnabled();
    await loan.click({ force: true });
    await expect
      .poll(() => screen.callsOf("setCategoryIntercompany"), SLOW)
      .toEqual([{ companyId: 21, categoryId: 2, intercompany: true }]);
    await expect.element(loan, SLOW).toBeChecked();
    await screen.getByRole("checkbox", { name: "Filiale Sud" }).click({ force: true });
    await expect
      .element(
        screen
          .getByRole("region", { name: "Catégories de Filiale Sud" })
          .getByText("Ce dossier n'a pas encore de catégorie."),
        SLOW,
      )
      .toBeVisible();
  });

  it("says the server's refusal in red and leaves the flag as it was", async () => {
    const screen = await renderScreen(() => {
      throw new FakeFailure(403, { error: "forbidden", message: "Accès refusé.", status_code: 403 });
    });
    await screen.getByRole("checkbox", { name: "Holding Nord" }).click({ force: true });
    const rent = screen
      .getByRole("region", { name: "Catégories de Holding Nord" })
      .getByRole("checkbox", { name: "Loyer" });
    await expect.element(rent, SLOW).toBeChecked();
    await expect.element(rent).toBeEnabled();
    await rent.click({ force: true });
    await expect.poll(messages, SLOW).toContainEqual(["Accès refusé.", "red"]);
    await expect.element(rent).toBeChecked();
  });
});
