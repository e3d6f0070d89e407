import { describe, expect, it } from "vitest";
import { renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { Component as OAuthApiScreen } from "./OAuthApiScreen";
import { Component as WebhooksScreen } from "./WebhooksScreen";

describe("the public webhooks page", () => {
  it("lists each endpoint with its address on this host, its signature header and its secret", async () => {
    const { screen } = await renderWithFakeServer(<WebhooksScreen />, {}, { path: "/webhooks", width: 390 });
    await expect
      .element(
        screen.getByRole("heading", { level: 1, name: "Webhooks : où les prestataires nous écrivent" }),
      )
      .toBeVisible();
    const payments = screen.getByTestId("webhook-payments");
    await expect.element(payments).toHaveTextContent(`POST ${window.location.origin}/webhooks/payments`);
    await expect.element(payments).toHaveTextContent("Stripe-Signature");
    await expect.element(payments).toHaveTextContent("STRIPE_WEBHOOK_SECRET");
    await expect.element(payments).toHaveTextContent("plus de 5 minutes est refusée");
    const bridge = screen.getByTestId("webhook-bridge");
    await expect.element(bridge).toHaveTextContent(`${window.location.origin}/api/v2/webhooks/bank/bridge`);
    await expect.element(bridge).toHaveTextContent("BridgeApi-Signature");
    await expect.element(bridge).toHaveTextContent("401 signature invalide");
    await expect
      .element(screen.getByTestId("webhook-sandbox"))
      .toHaveTextContent("SANDBOX_BANK_WEBHOOK_SECRET");
  });
});

describe("the oauth-api page", () => {
  it("gives the addresses of this host, the scopes and what no scope opens", async () => {
    const { screen } = await renderWithFakeServer(<OAuthApiScreen />, {}, { path: "/oauth-api" });
    const endpoints = screen.getByTestId("oauth-api-endpoints");
    await expect.element(endpoints).toHaveTextContent(`POST ${window.location.origin}/oauth2/token`);
    await expect.element(endpoints).toHaveTextContent(`GET ${window.location.origin}/oauth2/auth`);
    await expect.element(screen.getByText("company:read")).toBeVisible();
    await expect.element(screen.getByText("Modifier les données de la société.")).toBeVisible();
    await expect.element(screen.getByText(/Jamais, quels que soient les scopes/)).toBeVisible();
  });
});
