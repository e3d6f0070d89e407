import { describe, expect, it } from "vitest";
import { userEvent } from "vitest/browser";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { OAuthConsent } from "./OAuthAuthorizeScreen";

const ICON =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const UID = "interaction-uid-123";

function request(overrides: Record<string, unknown> = {}) {
  return {
    client: { id: "trezo-abc", name: "Compta Plus" },
    redirect_uri: "https://compta.example/callback",
    scopes: ["company:read", "offline_access"],
    companies: [
      { id: 4, name: "Atelier Martin", consent_icon: null, consented: false },
      { id: 7, name: "Boulangerie Martin", consent_icon: ICON, consented: true },
    ],
    ...overrides,
  };
}

async function renderConsent(handlers: Parameters<typeof renderWithFakeServer>[1], width = 1440) {
  const redirects: string[] = [];
  const rendered = await renderWithFakeServer(
    <OAuthConsent uid={UID} redirect={(url) => redirects.push(url)} />,
    handlers,
    { path: "/oauth2/authorize", width },
  );
  return { ...rendered, redirects };
}

describe("the OAuth consent page", () => {
  it("shows the application, the companies and the scopes in plain words, and grants the chosen company", async () => {
    const { screen, callsOf, redirects } = await renderConsent({
      initOauthRequest: () => request(),
      acceptConsent: () => ({ redirectTo: "http://auth.localhost/oauth2/auth/x" }),
    });
    await expect
      .element(screen.getByText("Compta Plus demande l'accès aux données d'une de vos entreprises."))
      .toBeVisible();
    await expect.element(screen.getByText(/consulter les comptes, les transactions/)).toBeVisible();
    await expect.element(screen.getByText(/garder cet accès/)).toBeVisible();
    await expect.element(screen.getByRole("radio", { name: "Atelier Martin" })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Autoriser" }));
    await expect.poll(() => redirects).toEqual(["http://auth.localhost/oauth2/auth/x"]);
    expect(callsOf("initOauthRequest")).toEqual([{ uid: UID }]);
    expect(callsOf("acceptConsent")).toEqual([{ uid: UID, companyId: 4 }]);
  });

  it("shows the chosen company's consent icon, and goes on with an earlier grant without a new consent", async () => {
    const { screen, callsOf, redirects } = await renderConsent(
      {
        initOauthRequest: () => request(),
        getAuthorizationCode: () => ({ redirectTo: "http://auth.localhost/oauth2/auth/y" }),
      },
      390,
    );
    await userEvent.click(screen.getByText("Boulangerie Martin"));
    // Decorative beside the company's name (alt ""): read from the page.
    await expect.poll(() => screen.container.querySelector("img")?.getAttribute("src")).toBe(ICON);
    await userEvent.click(screen.getByRole("button", { name: "Autoriser" }));
    await expect.poll(() => redirects).toEqual(["http://auth.localhost/oauth2/auth/y"]);
    expect(callsOf("getAuthorizationCode")).toEqual([{ uid: UID, companyId: 7 }]);
  });

  it("sends a refusal", async () => {
    const { screen, callsOf, redirects } = await renderConsent({
      initOauthRequest: () => request(),
      acceptConsent: () => ({ redirectTo: "http://auth.localhost/oauth2/auth/z" }),
    });
    await userEvent.click(screen.getByRole("button", { name: "Refuser" }));
    await expect.poll(() => redirects).toEqual(["http://auth.localhost/oauth2/auth/z"]);
    expect(callsOf("acceptConsent")).toEqual([{ uid: UID, refuse: true }]);
  });

  it("says when the request expired", async () => {
    const { screen } = await renderConsent({
      initOauthRequest: () => {
        throw new FakeFailure(404, {
          error: "oauth_request_not_found",
          message: "expirée",
          status_code: 404,
        });
      },
    });
    await expect.element(screen.getByRole("alert")).toHaveTextContent(/a expiré ou n'existe pas/);
  });
});
