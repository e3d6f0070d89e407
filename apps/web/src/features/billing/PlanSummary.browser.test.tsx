import { describe, expect, it, vi } from "vitest";
import { renderWithFakeServer } from "../../testing/renderWithFakeServer";
import type { PlanView } from "./billingView";
import { PlanSummary } from "./PlanSummary";

const SLOW = { timeout: 20_000 };
/** At a phone's width (390 px): the test frame is narrower than a desktop, and the layout must hold there. */
const show = (element: React.ReactNode) =>
  renderWithFakeServer(element, {}, { path: "/company", uiLocale: true, width: 390 }).then(
    (rendered) => rendered.screen,
  );

const trialPlan: PlanView = {
  name: "Essentiel",
  status: "trial",
  trialEndsOn: "2026-12-01",
  currency: "EUR",
  usage: [
    { thing: "banks", used: 1, included: 1, max: 3, unitPriceCents: 1500 },
    { thing: "users", used: 2, included: 3, max: null, unitPriceCents: 900 },
  ],
  nextInvoice: { amountCents: 4800, date: "2026-12-01", discountCents: 1200, couponCode: "BIENVENUE" },
};

describe("plan summary", () => {
  it("says the plan, the trial's end with its days left, the usage against quotas and the next invoice", async () => {
    const onUpgrade = vi.fn();
    const screen = await show(<PlanSummary plan={trialPlan} today="2026-11-24" onUpgrade={onUpgrade} />);
    await expect.element(screen.getByTestId("plan-name"), SLOW).toHaveTextContent("Essentiel");
    await expect.element(screen.getByText("Essai gratuit")).toBeVisible();
    await expect
      .element(screen.getByTestId("trial-end"))
      .toHaveTextContent("Fin de l'essai : 01/12/2026 Il reste 7 jours d'essai.");
    await expect.element(screen.getByText("1 sur 1 banque inclus")).toBeVisible();
    await expect.element(screen.getByText("2 sur 3 utilisateurs inclus")).toBeVisible();
    await expect
      .element(screen.getByText(/Maximum : 3 · Au-delà : 15,00\s€ HT \/ mois l'unité/))
      .toBeVisible();
    await expect.element(screen.getByText(/Sans limite · Au-delà : 9,00\s€/)).toBeVisible();
    await expect
      .element(screen.getByTestId("next-invoice"))
      .toHaveTextContent(/48,00\s€ TTC le 01\/12\/2026/);
    await expect
      .element(screen.getByTestId("next-invoice"))
      .toHaveTextContent(/Remise BIENVENUE : −12,00\s€/);
    await screen.getByRole("button", { name: "Changer de formule" }).click();
    expect(onUpgrade).toHaveBeenCalledOnce();
  });

  it("says the trial is over once its last day has passed, in one day's singular on the eve", async () => {
    const over = await show(<PlanSummary plan={trialPlan} today="2026-12-03" />);
    await expect.element(over.getByTestId("trial-end"), SLOW).toHaveTextContent(/Votre essai est terminé/);
    await over.unmount();
    const eve = await show(<PlanSummary plan={trialPlan} today="2026-11-30" />);
    await expect.element(eve.getByTestId("trial-end"), SLOW).toHaveTextContent("Il reste 1 jour d'essai.");
  });
});
