import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { renderInTheme } from "../testing/renderInTheme";
import { BillingIbanForm } from "./BillingIbanForm";
import { CompanyForm } from "./CompanyForm";
import { PersonalInfoForm } from "./PersonalInfoForm";

describe("PersonalInfoForm", () => {
  it("needs 2 characters per name and a valid telephone", async () => {
    const onSubmit = vi.fn();
    const screen = await renderInTheme(<PersonalInfoForm onSubmit={onSubmit} />);
    const firstName = screen.getByRole("textbox", { name: "Prénom" });
    await userEvent.type(firstName, " L ");
    await userEvent.tab();
    await expect
      .element(firstName)
      .toHaveAccessibleDescription("Le prénom doit contenir au moins 2 caractères.");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await expect.element(firstName).toHaveFocus();
    await expect
      .element(screen.getByRole("textbox", { name: "Téléphone" }))
      .toHaveAccessibleDescription("Le numéro de téléphone est obligatoire.");
    await userEvent.clear(firstName);
    await userEvent.type(firstName, "Léa");
    await userEvent.type(screen.getByRole("textbox", { name: "Nom", exact: true }), "Martin");
    await userEvent.type(screen.getByRole("textbox", { name: "Téléphone" }), "04 78 42 10 10");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await expect
      .poll(() => onSubmit.mock.calls[0]?.[0])
      .toEqual({ firstName: "Léa", lastName: "Martin", telephone: "+33478421010" });
  });
});

describe("CompanyForm", () => {
  it("takes a company without SIRET, but checks one that is typed", async () => {
    const onSubmit = vi.fn();
    const screen = await renderInTheme(<CompanyForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "Créer la société" }));
    await expect
      .element(screen.getByRole("textbox", { name: "Nom de la société" }))
      .toHaveAccessibleDescription("Le nom de la société est obligatoire.");
    await userEvent.type(
      screen.getByRole("textbox", { name: "Nom de la société" }),
      "Boulangerie Martin SARL",
    );
    const siret = screen.getByRole("textbox", { name: "SIRET" });
    await userEvent.type(siret, "1234567890");
    await expect.element(siret).toHaveValue("123 456 789 0");
    await userEvent.click(screen.getByRole("button", { name: "Créer la société" }));
    await expect.element(siret).toHaveAccessibleDescription("SIRET invalide.");
    await userEvent.clear(siret);
    await userEvent.click(screen.getByRole("button", { name: "Créer la société" }));
    await expect.poll(() => onSubmit.mock.calls[0]?.[0]).toEqual({ name: "Boulangerie Martin SARL" });
  });

  it("requires the SIRET for an accounting firm and shows the server's siret_in_use message", async () => {
    const screen = await renderInTheme(
      <CompanyForm
        accountingFirm
        onSubmit={() => ({ fieldErrors: { siret: "Un dossier avec ce SIRET existe déjà." } })}
      />,
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Nom du dossier client" }), "EDF");
    await userEvent.click(screen.getByRole("button", { name: "Créer le dossier" }));
    const siret = screen.getByRole("textbox", { name: "SIRET" });
    await expect.element(siret).toHaveAccessibleDescription("Le SIRET est obligatoire.");
    await expect.element(siret).toHaveFocus();
    await userEvent.type(siret, "55208131766522");
    await expect.element(siret).toHaveValue("552 081 317 66522");
    await userEvent.click(screen.getByRole("button", { name: "Créer le dossier" }));
    await expect.element(siret).toHaveAccessibleDescription("Un dossier avec ce SIRET existe déjà.");
  });
});

describe("BillingIbanForm", () => {
  it("gives the spec's message for an IBAN without a country, and submits a valid one", async () => {
    const onSubmit = vi.fn();
    const screen = await renderInTheme(<BillingIbanForm onSubmit={onSubmit} />);
    await userEvent.type(
      screen.getByRole("textbox", { name: "Titulaire du compte" }),
      "Boulangerie Martin SARL",
    );
    const iban = screen.getByRole("textbox", { name: "IBAN" });
    await userEvent.type(iban, "76 3000 6000 0112 3456 7890 189");
    await userEvent.tab();
    await expect
      .element(iban)
      .toHaveAccessibleDescription(
        "Erreur lors de la confirmation de votre IBAN. Vérifiez vos détails de facturation",
      );
    await userEvent.clear(iban);
    await userEvent.type(iban, "FR7630006000011234567890188");
    await expect.element(iban).toHaveAccessibleDescription("IBAN invalide.");
    await userEvent.clear(iban);
    await userEvent.type(iban, "fr7630006000011234567890189");
    await expect.element(iban).toHaveValue("FR76 3000 6000 0112 3456 7890 189");
    const bic = screen.getByRole("textbox", { name: "BIC" });
    await userEvent.type(bic, "agrifr");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await expect.element(bic).toHaveAccessibleDescription("BIC invalide.");
    await userEvent.clear(bic);
    await userEvent.type(bic, "agrifrpp882");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await expect
      .poll(() => onSubmit.mock.calls[0]?.[0])
      .toEqual({
        accountHolder: "Boulangerie Martin SARL",
        iban: "FR7630006000011234567890189",
        bic: "AGRIFRPP882",
      });
  });
});
