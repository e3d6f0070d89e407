import { describe, expect, it } from "vitest";
import { type Locator, userEvent } from "vitest/browser";
import type { RenderResult } from "vitest-browser-react";
import { categoryPaths, flattenCategories } from "../../references/categoryPaths";
import { appStore } from "../../state/appStore";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import {
  FIXTURE_JOB_ID,
  fixtureCategories,
  fixtureRecategorisationDone,
  fixtureRule,
  fixtureTransaction,
} from "../../testing/transactionFixture";
import { RulesPanel } from "./RulesPanel";

const rule = fixtureRule;

const RULES = [rule(8, 3, "URSSAF", 12), rule(5, 1, "LOYER", 11), rule(6, 2, "ADOBE", 13)];

function handlers(extra: Record<string, unknown> = {}) {
  return {
    listSubCategoryRules: () => ({ rules: RULES }),
    getSuggestionsList: () => ({ enabled: true, suggestions: [] }),
    setSubCategoryRulePriorities: () => ({ rules: [], jobId: FIXTURE_JOB_ID }),
    createNewSubCategoryRule: () => ({ rule: rule(9, 4, "EDF", 11), jobId: FIXTURE_JOB_ID }),
    editSubCategoryRule: () => ({ rule: rule(5, 1, "LOYER SCI", 11), jobId: FIXTURE_JOB_ID }),
    getJob: () => fixtureRecategorisationDone(3),
    getAffectedTransactions: () => ({
      matched_count: 5,
      changed_count: 2,
      unchanged_count: 1,
      kept_manual_count: 1,
      shadowed_count: 1,
      released_count: 0,
      changes: [
        { transaction: fixtureTransaction(1, { label: "PRLV EDF PRO 0925" }), to_category_id: 11 },
        { transaction: fixtureTransaction(2, { label: "PRLV EDF PRO 1025" }), to_category_id: 11 },
      ],
    }),
    checkRulesConflicts: () => ({
      conflicts: [
        {
          rule_ids: [5, null],
          category_ids: [11, 12],
          transaction_count: 1,
          transactions: [fixtureTransaction(3, { label: "LOYER EDF BUREAU" })],
        },
      ],
    }),
    ...extra,
  };
}

/** Opens a Select and picks an option, then waits for its popover to close. */
async function pick(screen: RenderResult, trigger: Locator, option: string) {
  await trigger.click();
  await screen.getByRole("option", { name: option, exact: true }).click();
  await expect.element(screen.getByRole("listbox")).not.toBeInTheDocument();
}

const lastNotice = () => appStore.getState().notifications.at(-1);

async function renderPanel(extra: Record<string, unknown> = {}) {
  const roots = fixtureCategories();
  return renderWithFakeServer(
    <RulesPanel
      companyId={7}
      categoryPaths={categoryPaths(roots)}
      categoryOptions={flattenCategories(roots).map(({ node, path }) => ({
        id: String(node.id),
        label: path,
      }))}
      accounts={[
        { id: 3, name: "Compte courant" },
        { id: 4, name: "Livret" },
      ]}
      canClassify
    />,
    handlers(extra),
    { path: "/categories" },
  );
}

describe("rules panel", () => {
  it("writes a rule of several conditions, previews it with its conflicts, then creates it", async () => {
    const { screen, callsOf } = await renderPanel();
    await screen.getByRole("button", { name: "Nouvelle règle", exact: true }).click();
    const editor = screen.getByRole("region", { name: "Nouvelle règle" });

    const first = editor.getByRole("group", { name: "Condition 1" });
    await first.getByRole("textbox", { name: "Valeur" }).fill("edf pro");
    await editor.getByRole("button", { name: "Ajouter une condition" }).click();
    const second = editor.getByRole("group", { name: "Condition 2" });
    await pick(screen, second.getByRole("button", { name: /Champ$/ }), "Montant");
    await pick(screen, second.getByRole("button", { name: /Opérateur$/ }), "est supérieur à");
    await second.getByRole("textbox", { name: "Valeur" }).fill("100");
    await editor.getByRole("button", { name: "Ajouter une condition" }).click();
    const third = editor.getByRole("group", { name: "Condition 3" });
    await pick(screen, third.getByRole("button", { name: /Champ$/ }), "Sens");
    await pick(
      screen,
      editor.getByRole("button", { name: /Catégorie à appliquer$/ }),
      "Décaissements › Loyer",
    );

    const draft = {
      name: null,
      category_id: 11,
      conditions: [
        { field: "label", operator: "contains", value: "edf pro" },
        { field: "amount", operator: "greater", value: 10_000 },
        { field: "sign", operator: "equals", value: "debit" },
      ],
    };
    await editor.getByRole("button", { name: "Aperçu" }).click();
    await expect.poll(() => callsOf("getAffectedTransactions")).toEqual([{ companyId: 7, rule: draft }]);
    expect(callsOf("checkRulesConflicts")).toEqual([{ companyId: 7, rule: draft }]);
    const preview = editor.getByRole("status");
    await expect
      .element(preview)
      .toHaveTextContent("5 opérations correspondent (changeront de catégorie : 2).");
    await expect.element(preview).toHaveTextContent("1 garde sa catégorie choisie manuellement.");
    await expect
      .element(preview.getByRole("list", { name: "Opérations qui changeront de catégorie" }))
      .toHaveTextContent(/PRLV EDF PRO 0925.*Décaissements › Loyer.*PRLV EDF PRO 1025/);
    await expect
      .element(preview)
      .toHaveTextContent(
        "Les règles « Libellé contient « LOYER » » et « cette règle » classent 1 opération dans des catégories différentes",
      );
    await expect
      .element(preview.getByRole("list", { name: "Opérations concernées par ce conflit" }))
      .toHaveTextContent("LOYER EDF BUREAU");

    await editor.getByRole("button", { name: "Enregistrer la règle" }).click();
    await expect.poll(() => callsOf("createNewSubCategoryRule")).toEqual([{ companyId: 7, rule: draft }]);
    await expect
      .poll(lastNotice)
      .toMatchObject({ msg: "Règle enregistrée : 3 opérations ont changé de catégorie.", color: "green" });
    await expect.element(screen.getByRole("region", { name: "Nouvelle règle" })).not.toBeInTheDocument();
  });

  it("says a saved rule whose re-categorisation failed is saved, refreshes the lists, and retries the job", async () => {
    let job: "running" | "failed" | "done" = "running";
    const { screen, callsOf } = await renderPanel({
      getJob: () =>
        job === "done"
          ? fixtureRecategorisationDone(4)
          : {
              ...fixtureRecategorisationDone(0),
              status: job,
              progress: 40,
              result: null,
              error:
                job === "failed"
                  ? { code: "job_failed", message: "Une erreur est survenue.", line: null }
                  : null,
            },
      reindexTransactions: () => ({ jobId: FIXTURE_JOB_ID }),
    });
    await screen.getByRole("button", { name: "Nouvelle règle", exact: true }).click();
    const editor = screen.getByRole("region", { name: "Nouvelle règle" });
    await editor
      .getByRole("group", { name: "Condition 1" })
      .getByRole("textbox", { name: "Valeur" })
      .fill("edf");
    await pick(
      screen,
      editor.getByRole("button", { name: /Catégorie à appliquer$/ }),
      "Décaissements › Loyer",
    );
    await editor.getByRole("button", { name: "Enregistrer la règle" }).click();
    await expect.poll(() => callsOf("createNewSubCategoryRule").length).toBe(1);
    // Saved: the rule list is read again while the job still runs.
    await expect.poll(() => callsOf("listSubCategoryRules").length).toBeGreaterThan(1);
    const readWhileRunning = callsOf("listSubCategoryRules").length;
    // From now on the editor changes the saved rule (a second save does not create it twice).
    const saved = screen.getByRole("region", { name: "Modifier la règle" });
    await expect.element(saved).toBeInTheDocument();
    job = "failed";
    const failure =
      "La règle est enregistrée, mais l'application des règles aux opérations a échoué : Une erreur est survenue.";
    await expect.element(saved.getByRole("alert")).toHaveTextContent(failure);
    await expect.poll(lastNotice).toMatchObject({ msg: failure, color: "red" });
    expect(lastNotice()?.msg).not.toBe("Veuillez vérifier votre saisie");
    // The job ended: read again.
    await expect.poll(() => callsOf("listSubCategoryRules").length).toBeGreaterThan(readWhileRunning);

    job = "done";
    await saved.getByRole("button", { name: "Réessayer d'appliquer les règles" }).click();
    await expect.poll(() => callsOf("reindexTransactions")).toEqual([{ companyId: 7 }]);
    await expect
      .poll(lastNotice)
      .toMatchObject({ msg: "Règle enregistrée : 4 opérations ont changé de catégorie.", color: "green" });
    await expect.element(screen.getByRole("region", { name: "Modifier la règle" })).not.toBeInTheDocument();
    expect(callsOf("createNewSubCategoryRule")).toHaveLength(1);
  });

  it("marks each faulty condition and sends nothing", async () => {
    const { screen, calls } = await renderPanel();
    await screen.getByRole("button", { name: "Nouvelle règle", exact: true }).click();
    const editor = screen.getByRole("region", { name: "Nouvelle règle" });
    await editor.getByRole("button", { name: "Ajouter une condition" }).click();
    const second = editor.getByRole("group", { name: "Condition 2" });
    await pick(screen, second.getByRole("button", { name: /Opérateur$/ }), "correspond à l'expression");
    await second.getByRole("textbox", { name: "Valeur" }).fill("(a)\\1");
    await editor.getByRole("button", { name: "Enregistrer la règle" }).click();

    await expect.poll(lastNotice).toMatchObject({ msg: "Veuillez vérifier votre saisie", color: "red" });
    await expect
      .element(editor.getByRole("group", { name: "Condition 1" }))
      .toHaveTextContent("Saisissez une valeur");
    await expect
      .element(second)
      .toHaveTextContent(
        "Expression régulière non prise en charge : les références arrière (\\1) et les assertions (?=…, ?!…) ne sont pas acceptées.",
      );
    await expect.element(editor).toHaveTextContent("Choisissez une catégorie.");
    expect(
      calls.filter((call) => call.name !== "listSubCategoryRules" && call.name !== "getSuggestionsList"),
    ).toEqual([]);
  });

  it("edits a rule and shows the red notice when the server refuses it", async () => {
    const { screen, callsOf } = await renderPanel({
      editSubCategoryRule: () => {
        throw new FakeFailure(400, { error: "invalid_input", message: "Expression régulière invalide." });
      },
    });
    await screen
      .getByRole("button", { name: "Modifier « Libellé contient « LOYER » »", exact: true })
      .click();
    const editor = screen.getByRole("region", { name: "Modifier la règle" });
    await expect.element(editor).toHaveFocus();
    await expect
      .element(editor.getByRole("group", { name: "Condition 1" }).getByRole("textbox", { name: "Valeur" }))
      .toHaveValue("LOYER");
    await editor.getByRole("textbox", { name: "Nom de la règle (facultatif)" }).fill("Loyer du bureau");
    await editor
      .getByRole("group", { name: "Condition 1" })
      .getByRole("textbox", { name: "Valeur" })
      .fill("LOYER SCI");
    await editor.getByRole("button", { name: "Enregistrer la règle" }).click();
    await expect
      .poll(() => callsOf("editSubCategoryRule"))
      .toEqual([
        {
          companyId: 7,
          rule: {
            id: 5,
            priority: 1,
            name: "Loyer du bureau",
            category_id: 11,
            conditions: [{ field: "label", operator: "contains", value: "LOYER SCI" }],
          },
        },
      ]);
    await expect.poll(lastNotice).toMatchObject({ msg: "Veuillez vérifier votre saisie", color: "red" });
    await expect.element(editor.getByRole("alert")).toHaveTextContent("Expression régulière invalide.");
  });

  it("changes priorities by dragging a rule from its grip with the keyboard, and with the arrows", async () => {
    const { screen, callsOf } = await renderPanel();
    const rules = screen.getByRole("grid", { name: "Règles de catégorisation" });
    await expect.element(rules.getByRole("row").first()).toHaveTextContent("Libellé contient « LOYER »");
    await expect.element(rules.getByRole("row").last()).toHaveTextContent("Libellé contient « URSSAF »");

    await rules.getByRole("button", { name: "Descendre « Libellé contient « LOYER » »" }).click();
    await expect
      .poll(() => callsOf("setSubCategoryRulePriorities"))
      .toEqual([{ companyId: 7, ids: [6, 5, 8] }]);

    // Keyboard drag and drop (react-aria): Enter on the grip, the arrows to the drop position, Enter.
    const grip = rules.getByRole("button", {
      name: "Glisser « Libellé contient « URSSAF » » pour changer sa priorité",
    });
    (grip.element() as HTMLElement).focus();
    await userEvent.keyboard("{Enter}");
    // The drag starts on the drop position after the rule itself; three steps up is before the first rule.
    await expect
      .poll(() => document.activeElement?.getAttribute("aria-roledescription"))
      .toBe("drop indicator");
    await userEvent.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}");
    await userEvent.keyboard("{Enter}");
    await expect
      .poll(() => callsOf("setSubCategoryRulePriorities").at(-1))
      .toEqual({ companyId: 7, ids: [8, 5, 6] });
  });

  it("changes priorities by dragging a rule with the pointer", async () => {
    const { screen, callsOf } = await renderPanel();
    const rules = screen.getByRole("grid", { name: "Règles de catégorisation" });
    const urssaf = rules.getByRole("row").filter({ hasText: "URSSAF" });
    const loyer = rules.getByRole("row").filter({ hasText: "LOYER" });
    await expect.element(loyer).toBeVisible();
    await userEvent.dragAndDrop(urssaf, loyer, {
      sourcePosition: { x: 20, y: 12 },
      targetPosition: { x: 200, y: 3 },
    });
    await expect
      .poll(() => callsOf("setSubCategoryRulePriorities"))
      .toEqual([{ companyId: 7, ids: [8, 5, 6] }]);
  });

  it("switches suggestions off and on", async () => {
    let enabled = true;
    const { screen, callsOf } = await renderPanel({
      getSuggestionsList: () => ({ enabled, suggestions: [] }),
      switchSuggestions: (body: Record<string, unknown>) => {
        enabled = body.suggestionsEnabled === true;
        return { enabled, suggestions: [] };
      },
    });
    const suggestions = screen.getByRole("region", { name: "Suggestions" });
    await expect.element(suggestions).toHaveTextContent("Aucune suggestion pour l'instant.");
    (suggestions.getByRole("switch", { name: "Suggérer des règles" }).element() as HTMLElement).click();
    await expect
      .poll(() => callsOf("switchSuggestions"))
      .toEqual([{ companyId: 7, suggestionsEnabled: false, withList: true }]);
    await expect.element(suggestions).toHaveTextContent("Les suggestions de règles sont désactivées.");
    (suggestions.getByRole("switch", { name: "Suggérer des règles" }).element() as HTMLElement).click();
    await expect
      .poll(() => callsOf("switchSuggestions").at(-1))
      .toEqual({ companyId: 7, suggestionsEnabled: true, withList: true });
    await expect.element(suggestions).toHaveTextContent("Aucune suggestion pour l'instant.");
  });
});
