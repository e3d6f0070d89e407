/**
 * The help panel's pages in Chromium: the formula guide reached from the panel (or opened on by the
 * series editor through useOpenHelp), in the user's locale, with every function of the language.
 */
import type { Locale } from "@trezo/i18n";
import { lightTheme, themeRoot } from "@trezo/ui/theme";
import { afterEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { AppI18nProvider, createCatalogI18n } from "../../i18n/appI18n";
import { GUIDE_FUNCTIONS } from "./FormulaGuide";
import { HelpPanel } from "./HelpPanel";
import { useHelpPage } from "./helpPage";

function renderPanel(locale: Locale) {
  return render(
    <div className={`${lightTheme} ${themeRoot}`} style={{ width: 360 }}>
      <AppI18nProvider i18n={createCatalogI18n(locale)}>
        <HelpPanel />
      </AppI18nProvider>
    </div>,
  );
}

afterEach(() => useHelpPage.getState().setPage("home"));

describe("the help panel", () => {
  it("leads from the general help to the formula guide and back", async () => {
    const screen = await renderPanel("fr-FR");
    await expect.element(screen.getByText(/Une question \?/)).toBeInTheDocument();
    await screen.getByRole("button", { name: "Écrire une formule" }).click();
    const guide = screen.getByRole("article", { name: "Écrire une formule" });
    await expect.element(guide).toBeInTheDocument();
    await expect.element(guide.getByRole("heading", { name: "Fonctions" })).toBeInTheDocument();
    // Every function of the language, with its syntax as code.
    const terms = [...guide.element().querySelectorAll("dt")].map((term) => term.textContent ?? "");
    expect(terms).toHaveLength(GUIDE_FUNCTIONS.length);
    expect(terms).toContain("SAFE_DIV(a; b) ou SAFE_DIV(a; b; repli)");
    await expect.element(guide.getByText("begin", { exact: true })).toBeInTheDocument();
    await screen.getByRole("button", { name: "Retour à l'aide" }).click();
    await expect.element(screen.getByRole("button", { name: "Écrire une formule" })).toBeInTheDocument();
  });

  it("opens on the guide a screen asked for, in the user's language", async () => {
    useHelpPage.getState().setPage("formulas");
    const screen = await renderPanel("en-GB");
    const guide = screen.getByRole("article", { name: "Writing a formula" });
    await expect.element(guide).toBeInTheDocument();
    await expect.element(guide.getByText(/CUMSUM\(x\)/)).toBeInTheDocument();
  });
});
