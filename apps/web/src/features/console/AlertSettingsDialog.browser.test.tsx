import { beforeEach, describe, expect, it, vi } from "vitest";
import { appStore } from "../../state/appStore";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { AlertSettingsDialog } from "./AlertSettingsDialog";

const SLOW = { timeout: 20_000 };
const settings = { thresholdWithinWeeks: 8, staleBankDays: 7, toCategoriseAtLeast: 50 };

async function renderDialog(answer: (body: Record<string, unknown>) => unknown) {
  const onClose = vi.fn();
  const rendered = await renderWithFakeServer(
    <AlertSettingsDialog firmId={10} settings={settings} onClose={onClose} />,
    { setPortfolioAlertSettings: answer },
    { path: "/console" },
  );
  return Object.assign(rendered.screen, { callsOf: rendered.callsOf, onClose });
}

beforeEach(() => appStore.getState().logout());

const messages = () => appStore.getState().notifications.map((one) => [one.msg, one.color]);

describe("the firm's alert thresholds", () => {
  it("refuses values out of range under their field without calling the server, then saves valid ones", async () => {
    const screen = await renderDialog((body) => body);
    const weeks = screen.getByLabelText("Semaines avant de passer sous le seuil");
    await expect.element(weeks, SLOW).toHaveValue("8");
    await weeks.fill("0");
    await screen.getByLabelText("Jours sans synchronisation bancaire").fill("trois");
    await screen.getByRole("button", { name: "Enregistrer" }).click();
    await expect.element(screen.getByText("Entre 1 et 52 semaines.")).toBeVisible();
    await expect.element(screen.getByText("Entre 1 et 90 jours.")).toBeVisible();
    expect(screen.getByText("Entre 1 et 10 000 transactions.").elements()).toHaveLength(0);
    expect(screen.callsOf("setPortfolioAlertSettings")).toEqual([]);

    await weeks.fill("12");
    await screen.getByLabelText("Jours sans synchronisation bancaire").fill("14");
    await screen.getByLabelText("Transactions à catégoriser").fill("1 000");
    await screen.getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .poll(() => screen.callsOf("setPortfolioAlertSettings"), SLOW)
      .toEqual([{ companyId: 10, thresholdWithinWeeks: 12, staleBankDays: 14, toCategoriseAtLeast: 1000 }]);
    await expect.poll(messages, SLOW).toContainEqual(["Les seuils d'alerte sont enregistrés.", "green"]);
    expect(screen.onClose).toHaveBeenCalled();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    const screen = await renderDialog(() => {
      throw new FakeFailure(403, { error: "forbidden", message: "Accès refusé.", status_code: 403 });
    });
    await screen.getByRole("button", { name: "Enregistrer" }).click({ timeout: 20_000 });
    await expect.element(screen.getByRole("alert"), SLOW).toHaveTextContent("Accès refusé.");
    expect(screen.onClose).not.toHaveBeenCalled();
  });
});
