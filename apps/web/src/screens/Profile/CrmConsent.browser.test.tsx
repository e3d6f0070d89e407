/**
 * The CRM consent on /profile in Chromium with a fake server: off until given, given and withdrawn
 * through setCrmConsent, and a refusal of the server leaves it as it was with a notice.
 */
import { describe, expect, it } from "vitest";
import { appStore } from "../../state/appStore";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { CrmConsent } from "./CrmConsent";

const LABEL = "J'accepte que mes coordonnées soient transmises à l'outil de suivi commercial";

describe("the CRM consent", () => {
  it("is off until the user gives it, and can be withdrawn", async () => {
    let consented = false;
    const { screen, callsOf } = await renderWithFakeServer(
      <CrmConsent />,
      {
        getCrmConsent: () => ({ consented, consented_at: consented ? "2026-11-24T10:00:00.000Z" : null }),
        setCrmConsent: (body) => {
          consented = body.consent === true;
          return { consented, consented_at: consented ? "2026-11-24T10:00:00.000Z" : null };
        },
      },
      { path: "/profile" },
    );
    const toggle = screen.getByRole("switch", { name: LABEL });
    await expect.element(toggle).toBeEnabled();
    await expect.element(toggle).not.toBeChecked();
    await toggle.click({ force: true });
    await expect.element(toggle).toBeChecked();
    await expect
      .poll(() => appStore.getState().notifications.map((notification) => notification.msg))
      .toContain("Votre accord est enregistré.");
    await toggle.click({ force: true });
    await expect.element(toggle).not.toBeChecked();
    expect(callsOf("setCrmConsent")).toEqual([{ consent: true }, { consent: false }]);
  });

  it("stays off when the server refuses, with a notice", async () => {
    const { screen } = await renderWithFakeServer(
      <CrmConsent />,
      {
        getCrmConsent: () => ({ consented: false, consented_at: null }),
        setCrmConsent: () => {
          throw new FakeFailure(500, { error: "internal", status_code: 500 });
        },
      },
      { path: "/profile" },
    );
    const toggle = screen.getByRole("switch", { name: LABEL });
    await expect.element(toggle).toBeEnabled();
    await toggle.click({ force: true });
    await expect
      .poll(() => appStore.getState().notifications.map((notification) => notification.msg))
      .toContain("Votre choix n'a pas pu être enregistré. Veuillez réessayer.");
    await expect.element(toggle).not.toBeChecked();
  });
});
