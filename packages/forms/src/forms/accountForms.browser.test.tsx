import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { labelled, renderInTheme } from "../testing/renderInTheme";
import { PasswordChangeForm } from "./PasswordChangeForm";
import { PasswordRecoveryForm } from "./PasswordRecoveryForm";
import { SignUpForm } from "./SignUpForm";

describe("SignUpForm", () => {
  it("reads the password policy's messages as the user types", async () => {
    const onSubmit = vi.fn();
    const screen = await renderInTheme(<SignUpForm onSubmit={onSubmit} />);
    const password = screen.getByLabelText(labelled("Mot de passe"));
    await userEvent.type(password, "court");
    await userEvent.tab();
    await expect
      .element(screen.getByText("Le mot de passe doit contenir au moins 12 caractères."))
      .toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, "qwerty123456");
    await expect
      .element(screen.getByText("Ce mot de passe est trop courant. Choisissez-en un autre."))
      .toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Créer mon compte" }));
    await expect
      .element(screen.getByRole("checkbox", { name: "J'accepte les conditions d'utilisation" }))
      .toHaveAccessibleDescription("Vous devez accepter les conditions d'utilisation.");
    await expect.element(screen.getByRole("textbox", { name: "Adresse e-mail" })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits a valid sign-up", async () => {
    const onSubmit = vi.fn();
    const screen = await renderInTheme(<SignUpForm onSubmit={onSubmit} />);
    await userEvent.type(
      screen.getByRole("textbox", { name: "Adresse e-mail" }),
      "lea@boulangerie-martin.fr",
    );
    await userEvent.type(screen.getByLabelText(labelled("Mot de passe")), "farine de meule et levain");
    await userEvent.click(screen.getByText("J'accepte les conditions d'utilisation"));
    await userEvent.click(screen.getByRole("button", { name: "Créer mon compte" }));
    await expect
      .poll(() => onSubmit.mock.calls[0]?.[0])
      .toEqual({
        email: "lea@boulangerie-martin.fr",
        password: "farine de meule et levain",
        acceptTerms: true,
      });
  });
});

describe("PasswordRecoveryForm", () => {
  it("asks for a valid email", async () => {
    const onSubmit = vi.fn();
    const screen = await renderInTheme(<PasswordRecoveryForm onSubmit={onSubmit} />);
    const email = screen.getByRole("textbox", { name: "Adresse e-mail" });
    await userEvent.click(screen.getByRole("button", { name: "Envoyer le lien de réinitialisation" }));
    await expect.element(email).toHaveAccessibleDescription("L'adresse e-mail est obligatoire.");
    await userEvent.type(email, "lea@exemple");
    await expect.element(email).toHaveAccessibleDescription("Adresse e-mail invalide.");
    await userEvent.type(email, ".fr");
    await userEvent.click(screen.getByRole("button", { name: "Envoyer le lien de réinitialisation" }));
    await expect.poll(() => onSubmit.mock.calls[0]?.[0]).toEqual({ email: "lea@exemple.fr" });
  });
});

describe("PasswordChangeForm", () => {
  it("checks the confirmation and that the new password differs", async () => {
    const onSubmit = vi.fn();
    const screen = await renderInTheme(<PasswordChangeForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(labelled("Mot de passe actuel")), "ancien mot de passe");
    await userEvent.type(screen.getByLabelText(labelled("Nouveau mot de passe")), "ancien mot de passe");
    const confirmation = screen.getByLabelText(labelled("Confirmez le mot de passe"));
    await userEvent.type(confirmation, "autre chose");
    await userEvent.click(screen.getByRole("button", { name: "Modifier le mot de passe" }));
    await expect.element(screen.getByText("Les mots de passe ne correspondent pas.")).toBeVisible();
    await expect
      .element(screen.getByText("Le nouveau mot de passe doit être différent de l'actuel."))
      .toBeVisible();
    await expect.element(screen.getByLabelText(labelled("Nouveau mot de passe"))).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
