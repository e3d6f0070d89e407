import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { authorizeAddressOf, OAuthSignUp } from "./OAuthSignUpScreen";

const UID = "interaction-uid-123";

async function fillAndSend(screen: Awaited<ReturnType<typeof renderWithFakeServer>>["screen"]) {
  await userEvent.type(screen.getByRole("textbox", { name: "Adresse e-mail" }), "marie@atelier.fr");
  await userEvent.type(screen.getByLabelText(/^Mot de passe/), "farine de meule et levain");
  await userEvent.click(screen.getByText("J'accepte les conditions d'utilisation"));
  await userEvent.click(screen.getByRole("button", { name: "Créer mon compte" }));
}

describe("the OAuth sign-up page", () => {
  it("creates the account, says to confirm the address and leads back to the consent page", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <OAuthSignUp />,
      { signUp: () => ({ success: true }) },
      { path: "/oauth-signup", url: `/oauth-signup?uid=${UID}`, width: 390 },
    );
    await expect.element(screen.getByRole("heading", { name: "Créer votre compte Trezo" })).toBeVisible();
    await fillAndSend(screen);
    await expect
      .element(screen.getByText(/Un e-mail de confirmation est parti à marie@atelier.fr/))
      .toBeVisible();
    expect(callsOf("signUp")).toMatchObject([{ email: "marie@atelier.fr", locale: "fr-FR" }]);
    await expect
      .element(screen.getByRole("link", { name: "J'ai déjà un compte : revenir à l'autorisation" }))
      .toHaveAttribute("href", `/oauth2/authorize?uid=${UID}`);
  });

  it("shows the server's refusal and stays on the form", async () => {
    const { screen } = await renderWithFakeServer(
      <OAuthSignUp />,
      {
        signUp: () => {
          throw new FakeFailure(400, {
            error: "weak_password",
            message: "Mot de passe trop faible.",
            status_code: 400,
          });
        },
      },
      { path: "/oauth-signup", url: `/oauth-signup?uid=${UID}` },
    );
    await fillAndSend(screen);
    await expect.element(screen.getByText("Mot de passe trop faible.")).toBeVisible();
    expect(screen.getByText(/Un e-mail de confirmation est parti/).query()).toBeNull();
    await expect.element(screen.getByRole("button", { name: "Créer mon compte" })).toBeVisible();
  });

  it("offers no way back without a valid OAuth request", () => {
    expect(authorizeAddressOf(null)).toBeNull();
    expect(authorizeAddressOf("short")).toBeNull();
    expect(authorizeAddressOf("bad uid with spaces")).toBeNull();
    expect(authorizeAddressOf(UID)).toBe(`/oauth2/authorize?uid=${UID}`);
  });
});
