import { describe, expect, it } from "vitest";
import { appStore } from "../../state/appStore";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import {
  FIXTURE_JOB_ID,
  fixtureBanks,
  fixtureCategories,
  fixtureRecategorisationDone,
  fixtureRule,
} from "../../testing/transactionFixture";
import { Categories } from "./CategoriesScreen";

function handlers(extra: Record<string, unknown> = {}) {
  return {
    getCategoryTree: () => ({ categories: fixtureCategories() }),
    getParams: () => ({
      maxConnections: 5,
      maxCategoryDepth: 3,
      availableDepthPlans: 1,
      defaultCurrency: "EUR",
      forecastEnabled: true,
    }),
    addNewCategory: (body: Record<string, unknown>) => ({
      message: "show_complete",
      category: { ...fixtureCategories()[0], id: 99, name: String(body.name), children: [] },
    }),
    editCategory: () => ({ success: true, error: false }),
    reorderCategory: () => ({ categories: fixtureCategories() }),
    moveCategory: () => ({ categories: fixtureCategories() }),
    removeCategory: () => ({ removed: 2, uncategorised: 14, jobId: FIXTURE_JOB_ID }),
    getJob: () => fixtureRecategorisationDone(3),
    updateCategoryForecast: () => ({ enabled: 5, disabled: 1 }),
    setCategoryIncomeExpenseInclusion: () => ({ success: true }),
    getBanksAndAccountsList: () => fixtureBanks(),
    listSubCategoryRules: () => ({ rules: [] }),
    getSuggestionsList: () => ({ enabled: true, suggestions: [] }),
    ...extra,
  };
}

/** The switch's input sits under its styled track; a DOM click is what a keyboard or screen reader sends. */
function clickSwitch(element: Element) {
  (element as HTMLElement).click();
}

const lastNotice = () => appStore.getState().notifications.at(-1);

async function renderCategories(extra: Record<string, unknown> = {}) {
  return renderWithFakeServer(<Categories companyId={7} canClassify canEditForecast />, handlers(extra), {
    path: "/categories",
  });
}

describe("/categories", () => {
  it("adds, renames, and shows the red notice when the server refuses the input", async () => {
    const { screen, callsOf } = await renderCategories({
      editCategory: () => {
        throw new FakeFailure(400, { error: "invalid_input", message: "Veuillez vérifier votre saisie" });
      },
    });
    await expect.element(screen.getByText("Logiciels", { exact: true })).toBeVisible();

    await screen.getByRole("textbox", { name: "Nom", exact: true }).fill("Subventions");
    await screen.getByText("Encaissement", { exact: true }).click();
    await screen.getByRole("button", { name: "Ajouter une catégorie", exact: true }).click();
    await expect
      .poll(() => callsOf("addNewCategory"))
      .toEqual([{ companyId: 7, name: "Subventions", parentId: null, direction: "income" }]);

    await screen.getByRole("button", { name: "Ajouter une sous-catégorie à « Loyer »", exact: true }).click();
    await screen
      .getByRole("textbox", { name: "Ajouter une sous-catégorie à « Loyer »", exact: true })
      .fill("Parking");
    await screen.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect
      .poll(() => callsOf("addNewCategory").at(-1))
      .toEqual({ companyId: 7, name: "Parking", parentId: 11 });

    await screen.getByRole("button", { name: "Renommer « Loyer »", exact: true }).click();
    await screen.getByRole("textbox", { name: "Renommer « Loyer »", exact: true }).fill("");
    await screen.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect.poll(lastNotice).toMatchObject({ msg: "Veuillez vérifier votre saisie", color: "red" });
  });

  it("stops at the depth limit and says why", async () => {
    const { screen } = await renderCategories();
    await expect
      .element(
        screen.getByRole("button", { name: "Ajouter une sous-catégorie à « Logiciels »", exact: true }),
      )
      .toBeDisabled();
    await expect.element(screen.getByText("Profondeur maximale atteinte : 3 niveaux.")).toBeVisible();
    await expect
      .element(screen.getByRole("button", { name: "Ajouter une sous-catégorie à « Loyer »", exact: true }))
      .toBeEnabled();
    // Frais généraux has a child: under Loyer (depth 2) it would reach depth 4.
    await expect
      .element(
        screen.getByRole("button", {
          name: "Placer « Frais généraux » dans la catégorie au-dessus",
          exact: true,
        }),
      )
      .toBeDisabled();
  });

  it("reorders and moves with buttons", async () => {
    const { screen, callsOf } = await renderCategories();
    await expect
      .element(screen.getByRole("button", { name: "Monter « Loyer »", exact: true }))
      .toBeDisabled();
    await screen.getByRole("button", { name: "Descendre « Loyer »", exact: true }).click();
    await expect
      .poll(() => callsOf("reorderCategory"))
      .toEqual([{ companyId: 7, categoryId: 11, position: 1 }]);
    await screen.getByRole("button", { name: "Remonter « Logiciels » d'un niveau", exact: true }).click();
    await expect
      .poll(() => callsOf("moveCategory"))
      .toEqual([{ companyId: 7, categoryId: 13, parentId: 10, position: 2 }]);
  });

  it("says what becomes of the transactions before deleting", async () => {
    const { screen, callsOf } = await renderCategories();
    await screen.getByRole("button", { name: "Supprimer « Frais généraux »", exact: true }).click();
    const dialog = screen.getByRole("alertdialog").or(screen.getByRole("dialog"));
    await expect
      .element(dialog)
      .toHaveTextContent(
        "« Frais généraux » et sa sous-catégorie seront supprimées avec leurs règles. Leurs opérations redeviendront non catégorisées, puis les règles restantes les classeront à nouveau.",
      );
    expect(callsOf("removeCategory")).toEqual([]);
    await dialog.getByRole("button", { name: "Supprimer « Frais généraux »", exact: true }).click();
    await expect.poll(() => callsOf("removeCategory")).toEqual([{ companyId: 7, categoryId: 12 }]);
    await expect
      .poll(lastNotice)
      .toMatchObject({ msg: "14 opérations déclassées (reclassées par les règles : 3).", color: "green" });
  });

  it("toggles the forecast with the whole list of categories that keep it", async () => {
    const { screen, callsOf, pathsOf } = await renderCategories();
    await expect.element(screen.getByText("Logiciels", { exact: true })).toBeVisible();
    clickSwitch(screen.getByRole("switch", { name: "Prévisionnel de « Logiciels »", exact: true }).element());
    await expect
      .poll(() => callsOf("updateCategoryForecast"))
      .toEqual([{ companyId: 7, enabledIds: [1, 2, 10, 11, 12] }]);
    clickSwitch(
      screen
        .getByRole("switch", { name: "« Loyer » hors encaissements et décaissements", exact: true })
        .element(),
    );
    await expect
      .poll(() => callsOf("setCategoryIncomeExpenseInclusion"))
      .toEqual([{ not_include_in_income_or_expense: true }]);
    expect(pathsOf("setCategoryIncomeExpenseInclusion")).toEqual(["/api/v2/company/7/category/11"]);
  });
  it("lists the rules by priority, reorders them, and accepts or dismisses suggestions", async () => {
    const rule = fixtureRule;
    const suggestion = {
      id: "label:ADOBE:13",
      field: "label",
      value: "ADOBE",
      category_id: 13,
      occurrences: 4,
      transaction_ids: [1, 2, 3, 4],
      rule: { conditions: [{ field: "label", operator: "contains", value: "ADOBE" }], category_id: 13 },
    };
    const { screen, callsOf } = await renderCategories({
      listSubCategoryRules: () => ({ rules: [rule(8, 2, "URSSAF", 12), rule(5, 1, "LOYER", 11)] }),
      setSubCategoryRulePriorities: () => ({ rules: [], jobId: FIXTURE_JOB_ID }),
      getSuggestionsList: () => ({ enabled: true, suggestions: [suggestion] }),
      createNewSubCategoryRule: () => ({ rule: rule(9, 3, "ADOBE", 13), jobId: FIXTURE_JOB_ID }),
      deleteSuggestion: () => ({ success: true }),
    });
    const rules = screen.getByRole("grid", { name: "Règles de catégorisation" });
    await expect
      .element(rules.getByRole("row").first())
      .toHaveTextContent("Libellé contient « LOYER » → Décaissements › Loyer");
    await rules.getByRole("button", { name: "Monter « Libellé contient « URSSAF » »", exact: true }).click();
    await expect.poll(() => callsOf("setSubCategoryRulePriorities")).toEqual([{ companyId: 7, ids: [8, 5] }]);

    const suggestions = screen.getByRole("region", { name: "Suggestions" });
    await expect
      .element(suggestions)
      .toHaveTextContent("Vous avez classé 4 fois « ADOBE » dans cette catégorie : créer une règle ?");
    await suggestions.getByRole("button", { name: "Créer la règle" }).click();
    await expect
      .poll(() => callsOf("createNewSubCategoryRule"))
      .toEqual([{ companyId: 7, rule: suggestion.rule }]);
    await suggestions.getByRole("button", { name: "Ignorer" }).click();
    await expect
      .poll(() => callsOf("deleteSuggestion"))
      .toEqual([{ companyId: 7, suggestionId: "label:ADOBE:13" }]);
  });
});
