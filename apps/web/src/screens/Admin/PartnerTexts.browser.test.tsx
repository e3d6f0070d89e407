/**
 * The SuperAdmin's partner texts in Chromium with a fake server: a key's current texts loaded, a bad key
 * and empty texts refused before any call, a save sent as saveCustomization, and the server's refusal
 * shown.
 */
import { describe, expect, it } from "vitest";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { PartnerTexts } from "./PartnerTexts";

describe("the partner texts section", () => {
  it("loads a key's sign-up texts, refuses a bad key and empty texts, then saves", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <PartnerTexts />,
      {
        getSignupPageCustomization: (body) => {
          if (body.key !== "pennylane") throw new FakeFailure(404, { error: "not_found", status_code: 404 });
          return { key: "pennylane", title: "Essai Pennylane", body: "30 jours offerts." };
        },
        saveCustomization: (body) => ({ key: body.key, title: body.title, body: body.body }),
      },
      { path: "/admin" },
    );
    const key = screen.getByRole("textbox", { name: /Clé du partenaire/ });
    await key.fill("Pennylane!");
    await screen.getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .element(screen.getByText("Lettres minuscules, chiffres, - et _ uniquement (63 caractères au plus)."))
      .toBeVisible();
    expect(screen.getByText("Ce champ est obligatoire.").elements()).toHaveLength(2);
    expect(callsOf("saveCustomization")).toHaveLength(0);

    await key.fill("inconnu");
    await screen.getByRole("button", { name: "Charger les textes actuels" }).click();
    await expect
      .element(screen.getByRole("status"))
      .toHaveTextContent("Aucun texte enregistré pour cette clé.");

    await key.fill("Pennylane");
    await screen.getByRole("button", { name: "Charger les textes actuels" }).click();
    await expect.element(screen.getByRole("textbox", { name: /Titre/ })).toHaveValue("Essai Pennylane");
    await expect.element(screen.getByRole("textbox", { name: /^Texte/ })).toHaveValue("30 jours offerts.");
    expect(callsOf("getSignupPageCustomization").at(-1)).toEqual({ key: "pennylane" });

    await screen.getByRole("textbox", { name: /^Texte/ }).fill("60 jours offerts aux clients Pennylane.");
    await screen.getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .poll(() => callsOf("saveCustomization"))
      .toEqual([
        {
          kind: "signup_page",
          key: "pennylane",
          title: "Essai Pennylane",
          body: "60 jours offerts aux clients Pennylane.",
        },
      ]);
  });

  it("shows the server's refusal", async () => {
    const { screen } = await renderWithFakeServer(
      <PartnerTexts />,
      {
        saveCustomization: () => {
          throw new FakeFailure(403, { error: "forbidden", status_code: 403, message: "Accès refusé." });
        },
      },
      { path: "/admin" },
    );
    await screen.getByRole("textbox", { name: /Clé du partenaire/ }).fill("odoo");
    await screen.getByRole("textbox", { name: /Titre/ }).fill("Bienvenue");
    await screen.getByRole("textbox", { name: /^Texte/ }).fill("Bonjour.");
    await screen.getByRole("button", { name: "Enregistrer" }).click();
    await expect.element(screen.getByRole("alert")).toBeVisible();
  });
});
