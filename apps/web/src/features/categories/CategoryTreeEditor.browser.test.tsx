import { describe, expect, it, vi } from "vitest";
import { type Locator, page, userEvent } from "vitest/browser";
import type { RenderResult } from "vitest-browser-react";
import type { CategoryNode } from "../../references/categoryPaths";
import { appStore } from "../../state/appStore";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import {
  FIXTURE_JOB_ID,
  fixtureCategories,
  fixtureRecategorisationDone,
} from "../../testing/transactionFixture";
import { CategoryTreeEditor } from "./CategoryTreeEditor";

const lastNotice = () => appStore.getState().notifications.at(-1);

function handlers(extra: Record<string, unknown> = {}) {
  return {
    getCategoryTree: () => ({ categories: fixtureCategories() }),
    reorderCategory: () => ({ categories: fixtureCategories() }),
    moveCategory: () => ({ categories: fixtureCategories() }),
    duplicateCategory: () => ({ category: { ...fixtureCategories()[1], id: 40, name: "Loyer (copie)" } }),
    editCategoryDetails: () => ({ category: fixtureCategories()[1] }),
    ...extra,
  };
}

async function renderTree(extra: Record<string, unknown> = {}, roots: CategoryNode[] = fixtureCategories()) {
  return renderWithFakeServer(
    <CategoryTreeEditor companyId={7} roots={roots} maxDepth={3} canClassify canEditForecast />,
    handlers(extra),
    { path: "/categories" },
  );
}

const row = (screen: RenderResult, name: string) => screen.getByRole("group", { name, exact: true });
const grip = (screen: RenderResult, name: string) =>
  screen.getByRole("button", { name: `Glisser « ${name} »`, exact: true });

/** Drags a category by its grip to a point of another row, given as a fraction of the row's height. */
async function dragTo(source: Locator, target: Locator, heightFraction: number) {
  const box = target.element().getBoundingClientRect();
  await userEvent.dragAndDrop(source, target, {
    targetPosition: { x: 40, y: Math.round(box.height * heightFraction) },
  });
}

/** Picks an option of a Select, then waits for its popover to close. */
async function pick(screen: RenderResult, trigger: Locator, option: string) {
  await trigger.click();
  await screen.getByRole("option", { name: option, exact: true }).click();
  await expect.element(screen.getByRole("listbox")).not.toBeInTheDocument();
}

describe("category tree editor", () => {
  it("fits its toolbars in a 390 px phone: they wrap instead of overflowing", async () => {
    await page.viewport(390, 844);
    try {
      const { screen } = await renderWithFakeServer(
        <CategoryTreeEditor
          companyId={7}
          roots={fixtureCategories()}
          maxDepth={3}
          canClassify
          canEditForecast
        />,
        handlers(),
        { path: "/categories", width: 390 },
      );
      const add = screen.getByRole("button", { name: "Ajouter une catégorie", exact: true });
      await expect.element(add).toBeVisible();
      for (const button of [
        add.element(),
        screen.getByRole("button", { name: "Télécharger le modèle Excel" }).element(),
      ]) {
        const toolbar = button.parentElement as HTMLElement;
        expect(toolbar.scrollWidth, toolbar.textContent ?? "").toBeLessThanOrEqual(toolbar.clientWidth);
        expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(390);
      }
      // A row's controls: on their own line under the name, none closer than 8 px to its neighbour.
      const loyer = row(screen, "Loyer").element();
      const controls = [...loyer.querySelectorAll("button, label:has(input[type=checkbox])")].filter(
        (control) =>
          !control.closest("[role=group] [role=group]") || control.closest("[role=group]") === loyer,
      );
      const boxes = controls.map((control) => control.getBoundingClientRect()).filter((box) => box.width > 0);
      for (const [index, box] of boxes.entries()) {
        expect(box.right).toBeLessThanOrEqual(390);
        const next = boxes[index + 1];
        if (next && Math.abs(next.top - box.top) < 4 && next.left > box.left)
          expect(next.left - box.right).toBeGreaterThanOrEqual(7.5);
      }
    } finally {
      await page.viewport(1280, 800);
    }
  });

  it("moves a category into another by dragging it onto the middle of its row", async () => {
    const { screen, callsOf } = await renderTree();
    await dragTo(grip(screen, "Logiciels"), row(screen, "Loyer"), 0.5);
    await expect
      .poll(() => callsOf("moveCategory"))
      .toEqual([{ companyId: 7, categoryId: 13, parentId: 11, position: 0 }]);
  });

  it("reorders by dropping on the bottom of a sibling's row, and moves beside a category of another level", async () => {
    const { screen, callsOf } = await renderTree();
    await dragTo(grip(screen, "Loyer"), row(screen, "Frais généraux"), 0.9);
    await expect
      .poll(() => callsOf("reorderCategory"))
      .toEqual([{ companyId: 7, categoryId: 11, position: 1 }]);
    // Logiciels dropped on the top of Loyer: beside it, first under Décaissements.
    await dragTo(grip(screen, "Logiciels"), row(screen, "Loyer"), 0.1);
    await expect
      .poll(() => callsOf("moveCategory"))
      .toEqual([{ companyId: 7, categoryId: 13, parentId: 10, position: 0 }]);
  });

  it("refuses a drop past the depth limit", async () => {
    const { screen, calls } = await renderTree();
    // Frais généraux has a child: inside Loyer (depth 2) it would reach depth 4 of 3.
    await dragTo(grip(screen, "Frais généraux"), row(screen, "Loyer"), 0.5);
    await dragTo(grip(screen, "Frais généraux"), row(screen, "Logiciels"), 0.5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.filter((call) => call.name === "moveCategory" || call.name === "reorderCategory")).toEqual(
      [],
    );
  });

  it("moves a category with the keyboard: Enter on its grip, Tab to the new parent, Enter", async () => {
    const { screen, callsOf } = await renderTree();
    (grip(screen, "Logiciels").element() as HTMLElement).focus();
    await userEvent.keyboard("{Enter}");
    // Tab goes from category to category among those that may take it.
    for (let step = 0; step < 10; step++) {
      if (document.activeElement?.getAttribute("aria-label") === "Déposer dans « Loyer »") break;
      await userEvent.keyboard("{Tab}");
    }
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Déposer dans « Loyer »");
    await userEvent.keyboard("{Enter}");
    await expect
      .poll(() => callsOf("moveCategory"))
      .toEqual([{ companyId: 7, categoryId: 13, parentId: 11, position: 0 }]);
  });

  it("duplicates a category with its subcategories", async () => {
    const { screen, callsOf } = await renderTree();
    await screen.getByRole("button", { name: "Dupliquer « Frais généraux »", exact: true }).click();
    await expect.poll(() => callsOf("duplicateCategory")).toEqual([{ companyId: 7, categoryId: 12 }]);
    await expect
      .poll(lastNotice)
      .toMatchObject({ msg: "« Frais généraux » a été dupliquée.", color: "green" });
  });

  it("edits the payment delay window of invoices in the details panel", async () => {
    const { screen, callsOf } = await renderTree();
    await screen.getByRole("button", { name: "Détails de « Loyer »", exact: true }).click();
    const panel = screen.getByRole("region", { name: "Détails de « Loyer »" });
    await expect.element(panel).toHaveFocus();
    await expect
      .element(panel)
      .toHaveTextContent("Aucun délai : les factures sont attendues à leur échéance.");
    (panel.getByRole("switch", { name: "Définir un délai de paiement" }).element() as HTMLElement).click();

    await panel.getByRole("textbox", { name: "Au plus tôt" }).fill("2");
    await pick(screen, panel.getByRole("button", { name: /Unité \(au plus tôt\)$/ }), "mois");
    await panel.getByRole("textbox", { name: "Au plus tard" }).fill("45");
    await panel.getByRole("button", { name: "Enregistrer" }).click();
    // 45 days come before 2 months: refused before anything is sent.
    await expect.element(panel).toHaveTextContent("Le délai au plus tard doit suivre le délai au plus tôt.");
    await expect.poll(lastNotice).toMatchObject({ msg: "Veuillez vérifier votre saisie", color: "red" });
    expect(callsOf("editCategoryDetails")).toEqual([]);

    await panel.getByRole("textbox", { name: "Au plus tard" }).fill("90");
    await panel.getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .poll(() => callsOf("editCategoryDetails"))
      .toEqual([
        {
          companyId: 7,
          categoryId: 11,
          payment_delay: { from: { value: 2, unit: "month" }, to: { value: 90, unit: "day" } },
        },
      ]);
    await expect.poll(lastNotice).toMatchObject({ msg: "Délai de paiement enregistré.", color: "green" });

    (panel.getByRole("switch", { name: "Définir un délai de paiement" }).element() as HTMLElement).click();
    await panel.getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .poll(() => callsOf("editCategoryDetails").at(-1))
      .toEqual({ companyId: 7, categoryId: 11, payment_delay: null });
  });

  it("shows a saved delay and the red notice when the server refuses a change", async () => {
    const roots = fixtureCategories();
    const loyer = roots[1]?.children[0] as CategoryNode;
    loyer.payment_delay = { from: { value: 1, unit: "week" }, to: { value: 3, unit: "week" } };
    const { screen } = await renderTree(
      {
        editCategoryDetails: () => {
          throw new FakeFailure(400, { error: "invalid_input", message: "Veuillez vérifier votre saisie" });
        },
      },
      roots,
    );
    await screen.getByRole("button", { name: "Détails de « Loyer »", exact: true }).click();
    const panel = screen.getByRole("region", { name: "Détails de « Loyer »" });
    await expect.element(panel.getByRole("textbox", { name: "Au plus tôt" })).toHaveValue("1");
    await expect.element(panel.getByRole("textbox", { name: "Au plus tard" })).toHaveValue("3");
    await panel.getByRole("button", { name: "Enregistrer" }).click();
    await expect.poll(lastNotice).toMatchObject({ msg: "Veuillez vérifier votre saisie", color: "red" });
    await panel.getByRole("button", { name: "Fermer" }).click();
    await expect.element(panel).not.toBeInTheDocument();
  });

  it("downloads the tree as an Excel template", async () => {
    const saved: { name: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    try {
      const { screen, callsOf } = await renderTree({
        downloadCategoryTreeTemplate: () => ({
          file_name: "plan-de-categories.xlsx",
          content_type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          content_base64: btoa("PK workbook"),
        }),
      });
      await screen.getByRole("button", { name: "Télécharger le modèle Excel" }).click();
      await expect.poll(() => callsOf("downloadCategoryTreeTemplate")).toEqual([{ companyId: 7 }]);
      await expect.poll(() => saved.map((file) => file.name)).toEqual(["plan-de-categories.xlsx"]);
      expect(await (await fetch(saved[0]?.href ?? "")).text()).toBe("PK workbook");
    } finally {
      click.mockRestore();
    }
  });

  it("imports a filled-in template through uploadFileChunk, and refuses other files", async () => {
    const { screen, callsOf } = await renderTree({
      uploadFileChunk: () => ({
        uploadId: "6f1c1a4e-2b7d-4c1e-9a53-0c6f3f7b2d10",
        received_bytes: 11,
        complete: true,
      }),
      importCategoryTreeXLSX: () => ({ created: 2, categories: fixtureCategories() }),
    });
    const input = screen.getByTestId("category-template-input");
    await userEvent.upload(input, new File(["a;b"], "plan.csv", { type: "text/csv" }));
    await expect
      .poll(lastNotice)
      .toMatchObject({ msg: "Choisissez un fichier Excel (.xlsx).", color: "red" });
    expect(callsOf("uploadFileChunk")).toEqual([]);

    await userEvent.upload(input, new File(["PK workbook"], "plan.xlsx"));
    await expect
      .poll(() => callsOf("uploadFileChunk"))
      .toEqual([
        {
          companyId: 7,
          purpose: "categoryTree",
          fileName: "plan.xlsx",
          totalBytes: 11,
          index: 0,
          data: btoa("PK workbook"),
        },
      ]);
    await expect
      .poll(() => callsOf("importCategoryTreeXLSX"))
      .toEqual([{ companyId: 7, uploadId: "6f1c1a4e-2b7d-4c1e-9a53-0c6f3f7b2d10" }]);
    await expect.poll(lastNotice).toMatchObject({ msg: "2 catégories ajoutées.", color: "green" });
  });

  it("shows the server's reason when it refuses a template", async () => {
    const { screen } = await renderTree({
      uploadFileChunk: () => ({
        uploadId: "6f1c1a4e-2b7d-4c1e-9a53-0c6f3f7b2d10",
        received_bytes: 11,
        complete: true,
      }),
      importCategoryTreeXLSX: () => {
        throw new FakeFailure(400, {
          error: "invalid_input",
          message: "Ligne 4 : la catégorie n'a pas de nom.",
        });
      },
    });
    await userEvent.upload(screen.getByTestId("category-template-input"), new File(["PK"], "plan.xlsx"));
    await expect
      .poll(lastNotice)
      .toMatchObject({ msg: "Ligne 4 : la catégorie n'a pas de nom.", color: "red" });
  });

  it("shows the red notice when the server refuses a new category, and keeps what was typed", async () => {
    const { screen, callsOf } = await renderTree({
      addNewCategory: () => {
        throw new FakeFailure(400, { error: "invalid_input", message: "Veuillez vérifier votre saisie" });
      },
    });
    await screen.getByRole("textbox", { name: "Nom", exact: true }).fill("Frais généraux");
    await screen.getByRole("button", { name: "Ajouter une catégorie", exact: true }).click();
    await expect.poll(() => callsOf("addNewCategory").length).toBe(1);
    await expect.poll(lastNotice).toMatchObject({ msg: "Veuillez vérifier votre saisie", color: "red" });
    await expect
      .element(screen.getByRole("textbox", { name: "Nom", exact: true }))
      .toHaveValue("Frais généraux");
  });

  it("says what becomes of the transactions before deleting, then how many were filed again", async () => {
    const { screen, callsOf } = await renderTree({
      removeCategory: () => ({ removed: 1, uncategorised: 6, jobId: FIXTURE_JOB_ID }),
      getJob: () => fixtureRecategorisationDone(2),
    });
    await screen.getByRole("button", { name: "Supprimer « Loyer »", exact: true }).click();
    const dialog = screen.getByRole("alertdialog").or(screen.getByRole("dialog"));
    await expect
      .element(dialog)
      .toHaveTextContent(
        "Leurs opérations redeviendront non catégorisées, puis les règles restantes les classeront à nouveau.",
      );
    await dialog.getByRole("button", { name: "Supprimer « Loyer »", exact: true }).click();
    await expect.poll(() => callsOf("removeCategory")).toEqual([{ companyId: 7, categoryId: 11 }]);
    await expect
      .poll(lastNotice)
      .toMatchObject({ msg: "6 opérations déclassées (reclassées par les règles : 2).", color: "green" });
  });
});
