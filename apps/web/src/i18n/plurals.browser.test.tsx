/**
 * Plural messages on screen: the app's translator (useT over AppI18nProvider) picks the form of the
 * count in the current locale, and a screen re-renders in the new locale's forms when it changes.
 */
import type { MessageKey } from "@trezo/i18n";
import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { AppI18nProvider, createCatalogI18n, useT } from "./appI18n";

function Counted({ messageKey, counts }: { messageKey: MessageKey; counts: number[] }) {
  const t = useT();
  return (
    <ul>
      {counts.map((count) => (
        <li key={count}>{t(messageKey, { count })}</li>
      ))}
    </ul>
  );
}

describe("plural messages on screen", () => {
  it("says 1 catégorie ajoutée and 3 catégories ajoutées, then the Ukrainian forms", async () => {
    const i18n = createCatalogI18n("fr-FR");
    const screen = await render(
      <AppI18nProvider i18n={i18n}>
        <Counted messageKey="categoriesScreen.template.imported" counts={[1, 3]} />
      </AppI18nProvider>,
    );
    const items = screen.getByRole("listitem");
    await expect.element(items.nth(0)).toHaveTextContent("1 catégorie ajoutée.");
    await expect.element(items.nth(1)).toHaveTextContent("3 catégories ajoutées.");

    await i18n.changeLanguage("ua-UA");
    await expect.element(items.nth(0)).toHaveTextContent("Додано 1 категорію.");
    await expect.element(items.nth(1)).toHaveTextContent("Додано 3 категорії.");
  });

  it("says 1 opération mise à jour, not 1 opérations mises à jour", async () => {
    const screen = await render(
      <AppI18nProvider i18n={createCatalogI18n("fr-FR")}>
        <Counted messageKey="transactionsScreen.updated" counts={[1, 2]} />
      </AppI18nProvider>,
    );
    const items = screen.getByRole("listitem");
    await expect.element(items.nth(0)).toHaveTextContent("1 opération mise à jour.");
    await expect.element(items.nth(1)).toHaveTextContent("2 opérations mises à jour.");
  });
});
