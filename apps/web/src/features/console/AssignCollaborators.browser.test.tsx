import { beforeEach, describe, expect, it } from "vitest";
import { AppServicesProvider } from "../../app/AppServices";
import { createBoundedStorage, createMemoryStorage } from "../../platform/boundedStorage";
import { Console } from "../../screens/Console/ConsoleScreen";
import { createSessionService } from "../../session/sessionService";
import { appStore, createAppStore } from "../../state/appStore";
import { FakeFailure, renderWithFakeServer } from "../../testing/renderWithFakeServer";

const SLOW = { timeout: 20_000 };
const FIRM = 10;

const employee = (user_id: number, firstName: string, lastName: string, is_owner = false) => ({
  user_id,
  email: `${firstName.toLowerCase()}@cabinet.test`,
  firstName,
  lastName,
  is_owner,
  is_active: true,
  group_id: null,
  permissions: {},
  client_ids: [],
});
const staff = [
  employee(1, "Paul", "Lefèvre", true),
  employee(5, "Lucie", "Bernard"),
  employee(6, "Marc", "Dubois"),
];

/** A console whose fake server keeps who is assigned to the one client, Boulangerie Émile. */
async function renderConsole(options: { canAssign: boolean; refuse?: boolean }) {
  let assigned = [5];
  const session = createSessionService({
    getClient: () => Promise.reject(new Error("the console reaches the server through the fake one")),
    store: createAppStore(),
    storage: createBoundedStorage(createMemoryStorage()),
    assign: () => undefined,
    reload: () => undefined,
  });
  const rendered = await renderWithFakeServer(
    <AppServicesProvider session={session}>
      <Console firmId={FIRM} userId={1} canCreate={false} canDelete={false} canAssign={options.canAssign} />
    </AppServicesProvider>,
    {
      getPortfolio: () => ({
        today: "2026-11-24",
        figures: false,
        alertSettings: { thresholdWithinWeeks: 8, staleBankDays: 7, toCategoriseAtLeast: 50 },
        totals: null,
        clients: [
          {
            id: 21,
            name: "Boulangerie Émile",
            siret: "73282932000074",
            currency: "EUR",
            collaborators: staff
              .filter((one) => assigned.includes(one.user_id))
              .map((one) => `${one.firstName} ${one.lastName}`),
            collaboratorIds: assigned,
            banks: [],
            uncategorisedCount: 0,
            unmatchedInvoiceCount: 0,
            isTrial: false,
            trialEnd: null,
            isActive: true,
            figures: null,
            alerts: [],
          },
        ],
      }),
      getEmployees: () => ({ employees: staff, invitations: [] }),
      setClientCollaborators: (body) => {
        if (options.refuse)
          throw new FakeFailure(403, {
            error: "forbidden",
            message: "Vous n'avez pas la permission.",
            status_code: 403,
          });
        assigned = body.userIds as number[];
        return { success: true };
      },
    },
    { path: "/console", width: 1440 },
  );
  return Object.assign(rendered.screen, { callsOf: rendered.callsOf });
}

beforeEach(() => appStore.getState().logout());

const messages = () => appStore.getState().notifications.map((one) => [one.msg, one.color]);
const ASSIGN = "Affecter des collaborateurs à Boulangerie Émile";

describe("assigning collaborators from the console", () => {
  it("ticks the client's collaborators, saves the new choice and shows it in the collaborator column", async () => {
    const screen = await renderConsole({ canAssign: true });
    await expect.element(screen.getByText("Lucie Bernard"), SLOW).toBeVisible();
    await screen.getByRole("button", { name: ASSIGN }).click();
    const dialog = screen.getByRole("dialog");
    await expect.element(dialog.getByRole("checkbox", { name: "Lucie Bernard" }), SLOW).toBeChecked();
    await expect.element(dialog.getByRole("checkbox", { name: "Marc Dubois" })).not.toBeChecked();
    // The firm's owner sees every client: not offered.
    expect(dialog.getByRole("checkbox", { name: "Paul Lefèvre" }).elements()).toHaveLength(0);
    await dialog.getByRole("checkbox", { name: "Lucie Bernard" }).click({ force: true });
    await dialog.getByRole("checkbox", { name: "Marc Dubois" }).click({ force: true });
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect
      .poll(() => screen.callsOf("setClientCollaborators"), SLOW)
      .toEqual([{ companyId: FIRM, clientId: 21, userIds: [6] }]);
    await expect
      .poll(messages, SLOW)
      .toContainEqual(["Les collaborateurs de Boulangerie Émile sont enregistrés.", "green"]);
    await expect.element(screen.getByText("Marc Dubois"), SLOW).toBeVisible();
    expect(screen.getByText("Lucie Bernard").elements()).toHaveLength(0);
  });

  it("keeps the dialog open with the server's refusal, and changes nothing", async () => {
    const screen = await renderConsole({ canAssign: true, refuse: true });
    await screen.getByRole("button", { name: ASSIGN }).click({ timeout: 20_000 });
    const dialog = screen.getByRole("dialog");
    await dialog.getByRole("checkbox", { name: "Marc Dubois" }).click({ force: true, timeout: 20_000 });
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect.element(dialog.getByRole("alert"), SLOW).toHaveTextContent("Vous n'avez pas la permission.");
    await expect.element(dialog.getByRole("checkbox", { name: "Marc Dubois" })).toBeChecked();
    await expect.element(screen.getByTitle("Lucie Bernard")).toBeInTheDocument();
  });

  it("offers no assignment to a user who may not manage the firm's users", async () => {
    const screen = await renderConsole({ canAssign: false });
    await expect.element(screen.getByText("Lucie Bernard"), SLOW).toBeVisible();
    expect(screen.getByRole("button", { name: ASSIGN }).elements()).toHaveLength(0);
  });
});
