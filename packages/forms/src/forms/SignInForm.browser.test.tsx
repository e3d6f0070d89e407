import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { labelled, renderInTheme } from "../testing/renderInTheme";
import { SignInForm } from "./SignInForm";

describe("SignInForm", () => {
  it("shows the email error once the field is left, and moves focus to the first invalid field on submit", async () => {
    const onSubmit = vi.fn();
    const screen = await renderInTheme(<SignInForm onSubmit={onSubmit} />);
    const email = screen.getByRole("textbox", { name: "Adresse e-mail" });
    await userEvent.type(email, "lea@");
    await userEvent.tab();
    await expect.element(screen.getByText("Adresse e-mail invalide.")).toBeVisible();
    await expect.element(email).toHaveAttribute("aria-invalid", "true");
    await expect.element(email).toHaveAccessibleDescription("Adresse e-mail invalide.");

    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    await expect.element(email).toHaveFocus();
    await expect.element(screen.getByText("Le mot de passe est obligatoire.")).toBeVisible();
    await expect
      .element(screen.getByRole("status"))
      .toHaveTextContent("Le formulaire contient des erreurs : 2 champs à corriger.");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits the trimmed, lower-cased email and the password as typed", async () => {
    const onSubmit = vi.fn();
    const screen = await renderInTheme(<SignInForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Adresse e-mail" }), " Lea.Martin@Exemple.FR ");
    await userEvent.type(screen.getByLabelText(labelled("Mot de passe")), " mon mot ");
    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    await expect.poll(() => onSubmit.mock.calls.length).toBe(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ email: "lea.martin@exemple.fr", password: " mon mot " });
  });

  it("shows the server's message and the show/hide button reveals the password", async () => {
    const screen = await renderInTheme(
      <SignInForm
        onSubmit={() => ({ formError: "Une erreur s'est produite. Veuillez réessayer ultérieurement" })}
      />,
    );
    const password = screen.getByLabelText(labelled("Mot de passe"));
    await userEvent.type(screen.getByRole("textbox", { name: "Adresse e-mail" }), "lea@exemple.fr");
    await userEvent.type(password, "secret");
    await expect.element(password).toHaveAttribute("type", "password");
    const toggle = screen.getByRole("button", { name: "Afficher le mot de passe" });
    await userEvent.click(toggle);
    await expect.element(password).toHaveAttribute("type", "text");
    await expect
      .element(screen.getByRole("button", { name: "Masquer le mot de passe" }))
      .toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));
    await expect
      .element(screen.getByRole("alert"))
      .toHaveTextContent("Une erreur s'est produite. Veuillez réessayer ultérieurement");
  });

  it("draws the password as wide as the e-mail, with its show button inside its border", async () => {
    const screen = await renderInTheme(<SignInForm onSubmit={vi.fn()} />);
    const email = screen.getByRole("textbox", { name: "Adresse e-mail" }).element().getBoundingClientRect();
    const passwordBox = (
      screen.getByLabelText(labelled("Mot de passe")).element().parentElement as HTMLElement
    ).getBoundingClientRect();
    const toggle = screen
      .getByRole("button", { name: "Afficher le mot de passe" })
      .element()
      .getBoundingClientRect();
    expect(passwordBox.left).toBe(email.left);
    expect(passwordBox.width).toBe(email.width);
    expect(toggle.left).toBeGreaterThan(passwordBox.left);
    expect(toggle.right).toBeLessThanOrEqual(passwordBox.right);
    expect(toggle.bottom).toBeLessThanOrEqual(passwordBox.bottom);
  });

  it("speaks the user's locale", async () => {
    const screen = await renderInTheme(<SignInForm onSubmit={vi.fn()} />, "de-DE");
    await userEvent.click(screen.getByRole("button", { name: "Anmelden" }));
    await expect.element(screen.getByText("Die E-Mail-Adresse ist erforderlich.")).toBeVisible();
  });
});
