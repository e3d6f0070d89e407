import { beforeEach, describe, expect, it } from "vitest";
import { appStore } from "../../state/appStore";
import { FakeFailure, type FakeHandlers, renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { PermissionGroups } from "./PermissionGroups";
import { TeamMembers } from "./TeamMembers";

const SLOW = { timeout: 20_000 };
const FIRM = 10;

const employee = (user_id: number, email: string, is_owner = false) => ({
  user_id,
  email,
  firstName: "",
  lastName: "",
  is_owner,
  is_active: true,
  group_id: null,
  permissions: {},
  client_ids: [],
});
const employees = {
  employees: [employee(1, "paul@cabinet.test", true), employee(5, "lucie@cabinet.test")],
  invitations: [],
};
const groups = {
  groups: [
    { id: 31, name: "Juniors", permissions: {}, member_count: 2 },
    { id: 32, name: "Seniors", permissions: {}, member_count: 0 },
  ],
};

async function renderTeam(handlers: FakeHandlers) {
  const rendered = await renderWithFakeServer(
    <>
      <TeamMembers companyId={FIRM} isCpa permissions={{ cpap_edit_cpa_permissions: true }} />
      <PermissionGroups companyId={FIRM} isCpa />
    </>,
    {
      getEmployees: () => employees,
      getPermissionGroups: () => groups,
      getManagedCompanies: () => ({ companies: [] }),
      getPermissions: () => ({ permissions: {}, is_owner: true }),
      ...handlers,
    },
    { path: "/users", width: 1440 },
  );
  return Object.assign(rendered.screen, { callsOf: rendered.callsOf });
}

beforeEach(() => appStore.getState().logout());

const messages = () => appStore.getState().notifications.map((one) => [one.msg, one.color]);
const refusal = (status: number, error: string, message: string) => () => {
  throw new FakeFailure(status, { error, message, status_code: status });
};

describe("the team's members", () => {
  it("deactivates a member, and says the server's refusal of a removal in red", async () => {
    const screen = await renderTeam({
      setEmployeeActive: () => ({ success: true }),
      removeUser: refusal(400, "owner_cannot_be_removed", "Le propriétaire ne peut pas être retiré."),
    });
    const lucie = screen.getByTestId("member-lucie@cabinet.test");
    await lucie.getByRole("button", { name: "Désactiver" }).click({ timeout: 20_000 });
    await expect
      .poll(() => screen.callsOf("setEmployeeActive"), SLOW)
      .toEqual([{ companyId: FIRM, userId: 5, isActive: false }]);
    await expect.poll(messages, SLOW).toContainEqual(["Modifications enregistrées.", "green"]);
    await lucie.getByRole("button", { name: "Retirer" }).click();
    await expect.poll(messages, SLOW).toContainEqual(["Le propriétaire ne peut pas être retiré.", "red"]);
    // The owner's row offers no action on them.
    expect(
      screen.getByTestId("member-paul@cabinet.test").getByRole("button", { name: "Retirer" }).elements(),
    ).toHaveLength(0);
  });

  it("gives the generic failure when the server fails, not its internals", async () => {
    const screen = await renderTeam({
      setEmployeeActive: refusal(500, "internal", "stack trace"),
    });
    await screen
      .getByTestId("member-lucie@cabinet.test")
      .getByRole("button", { name: "Désactiver" })
      .click({ timeout: 20_000 });
    await expect.poll(() => messages().filter(([, color]) => color === "red").length, SLOW).toBe(1);
    expect(messages().map(([msg]) => msg)).not.toContain("stack trace");
  });
});

describe("permission groups", () => {
  it("says in the interface's words that a group with members needs a group to move them to", async () => {
    const screen = await renderTeam({
      deletePermissionGroup: refusal(400, "group_has_members", "Group has members"),
    });
    await screen.getByRole("button", { name: "Supprimer" }).first().click({ timeout: 20_000 });
    await screen.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
    await expect
      .poll(() => screen.callsOf("deletePermissionGroup"), SLOW)
      .toEqual([{ companyId: FIRM, groupId: 31 }]);
    await expect
      .poll(messages, SLOW)
      .toContainEqual(["Ce groupe a des membres : choisissez le groupe qui les accueille.", "red"]);
  });
});

/** getCurrentBasePlan of a company whose plan lacks permission groups and has used its included user. */
const lockedPlan = {
  limits_apply: true,
  features: {
    excel: false,
    actual_vs_expected: false,
    permission_groups: false,
    analytics: false,
    category_depth: 2,
  },
  next_add: {
    user: { outcome: "quota", unitPriceCents: 900, included: 1, bought: 0 },
    bank: { outcome: "allowed", paid: false },
    integration: { outcome: "maximum", popup: "unlockFeature", max: 1 },
    scenario: { outcome: "allowed", paid: false },
  },
};

describe("the plan's paywalls where the team meets them (spec 000 §6)", () => {
  it("opens the unlock popup for a group, then the paid-user confirmation for one more user", async () => {
    const screen = await renderTeam({
      getCurrentBasePlan: () => lockedPlan,
    });
    await screen.getByRole("button", { name: "Créer un groupe" }).click({ timeout: 20_000 });
    await expect
      .poll(() => appStore.getState().popup, SLOW)
      .toEqual({ id: "unlockFeature", feature: "permissionGroups" });
    // No group form opened behind it.
    expect(screen.getByRole("textbox", { name: "Nom du groupe" }).elements()).toHaveLength(0);
    appStore.getState().closePopup();
    await screen.getByRole("button", { name: "Ajouter un utilisateur" }).click();
    await expect
      .poll(() => appStore.getState().popup, SLOW)
      .toMatchObject({ id: "subscriptionLimit", price: expect.stringContaining("9,00") });
  });
});
