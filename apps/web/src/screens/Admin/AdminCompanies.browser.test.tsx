/**
 * /admin companies in Chromium with a fake server: each switch and the spreadsheet tab are confirmed before
 * their call (setBackup, setCustomPermissions, setGsheetTab, updateCompanyModules), and a tab the shared
 * rule refuses is never sent.
 */
import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { AdminCompanies } from "./AdminCompanies";

const COMPANY = {
  id: 12,
  name: "Menuiserie Fabre",
  owner: { email: "paul@fabre.fr" },
  parent_id: null,
  is_parent: false,
  is_cpa: false,
  is_trial: true,
  is_active: true,
  invoices_allowed: false,
  checks_allowed: false,
  analytics_allowed: false,
  backup_enabled: true,
  custom_permissions: false,
  gsheet_tab: null,
  config: {},
};

describe("the admin companies section", () => {
  it("confirms each change before sending it, and refuses a bad spreadsheet tab", async () => {
    const { screen, callsOf, pathsOf } = await renderWithFakeServer(
      <AdminCompanies />,
      {
        getAllCompaniesList: () => ({ companies: [COMPANY], total: 1 }),
        setBackup: () => ({ success: true }),
        setCustomPermissions: () => ({ success: true }),
        setGsheetTab: () => ({ success: true }),
        updateCompanyModules: () => ({ success: true }),
      },
      { path: "/admin" },
    );
    const confirm = async () => {
      const dialog = screen.getByRole("dialog");
      await expect.element(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Confirmer" }).click();
      await expect.element(dialog).not.toBeInTheDocument();
    };

    await screen.getByText("Sauvegardes de scénarios", { exact: true }).click();
    await expect
      .element(screen.getByRole("dialog"))
      .toHaveTextContent("Désactiver le module « Sauvegardes de scénarios » pour Menuiserie Fabre ?");
    expect(callsOf("setBackup")).toEqual([]);
    await confirm();
    expect(callsOf("setBackup")).toEqual([{ companyId: 12, backup: false }]);

    await screen.getByText("Permissions personnalisées", { exact: true }).click();
    await confirm();
    expect(callsOf("setCustomPermissions")).toEqual([{ companyId: 12, custom_permissions: true }]);

    await screen.getByText("Factures", { exact: true }).click();
    await confirm();
    // Its company is in the path (PATCH company/{companyId}/modules).
    expect(callsOf("updateCompanyModules")).toEqual([{ invoices_allowed: true }]);
    expect(pathsOf("updateCompanyModules")[0]).toMatch(/\/company\/12\/modules$/);

    const tab = screen.getByRole("textbox", { name: "Onglet du tableur de Menuiserie Fabre" });
    await userEvent.fill(tab, "Trésorerie/2026");
    await expect.element(screen.getByText("100 caractères au plus, sans [ ] * ? : / \\.")).toBeVisible();
    await expect.element(screen.getByRole("button", { name: "Enregistrer l'onglet" })).toBeDisabled();
    await userEvent.fill(tab, "Trésorerie 2026");
    await screen.getByRole("button", { name: "Enregistrer l'onglet" }).click();
    await expect
      .element(screen.getByRole("dialog"))
      .toHaveTextContent("Écrire l'export tableur de Menuiserie Fabre dans l'onglet « Trésorerie 2026 » ?");
    await confirm();
    expect(callsOf("setGsheetTab")).toEqual([{ companyId: 12, gsheet_tab: "Trésorerie 2026" }]);
  });
});
