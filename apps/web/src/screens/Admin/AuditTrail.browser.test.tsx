/**
 * The audit trail on /admin and the act-as reason in Chromium with a fake server: lines shown with their
 * action in words, a filter sent to the server and paging by key; "act as" refused without a reason,
 * then sent with it; the user's own record of support access in /profile.
 */
import type { ApiClient, AuditEntryView } from "@trezo/api";
import { describe, expect, it, vi } from "vitest";
import { AppServicesProvider } from "../../app/AppServices";
import { createBoundedStorage, createMemoryStorage } from "../../platform/boundedStorage";
import { createSessionService } from "../../session/sessionService";
import { createAppStore } from "../../state/appStore";
import { renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { SupportAccesses } from "../Profile/SupportAccesses";
import { AdminUsers } from "./AdminUsers";
import { AuditTrail } from "./AuditTrail";

function line(
  id: number,
  action: AuditEntryView["action"],
  details: Record<string, unknown> = {},
): AuditEntryView {
  return {
    id,
    at: "2026-11-20T09:30:00.000Z",
    action,
    actor_user_id: 1,
    actor_email: "support@trezo.test",
    subject_user_id: 2,
    subject_email: "owner@pme.test",
    company_id: null,
    company_name: null,
    ip: "203.0.113.7",
    details,
  };
}

describe("the audit trail section", () => {
  it("shows the lines, filters by action and pages to older lines", async () => {
    const { screen, callsOf } = await renderWithFakeServer(
      <AuditTrail />,
      {
        getAuditTrail: (body) =>
          body.before === 100
            ? { entries: [line(99, "sign_in")], next_before: null }
            : { entries: [line(101, "impersonation_started", { reason: "Ticket 12" })], next_before: 100 },
      },
      { path: "/admin" },
    );
    const table = screen.getByRole("table", { name: "Journal d'audit" });
    await expect.element(table.getByText("Début d'accès du support")).toBeVisible();
    await expect.element(table.getByText(/Ticket 12/)).toBeVisible();
    await expect.element(table.getByText("owner@pme.test")).toBeVisible();

    await screen.getByRole("button", { name: "Plus anciens" }).click();
    await expect.element(table.getByText("Connexion")).toBeVisible();
    expect(callsOf("getAuditTrail").at(-1)).toEqual({ before: 100 });
    await expect.element(screen.getByRole("button", { name: "Plus anciens" })).toBeDisabled();
  });

  it("says when no line fits", async () => {
    const { screen } = await renderWithFakeServer(
      <AuditTrail />,
      { getAuditTrail: () => ({ entries: [], next_before: null }) },
      { path: "/admin" },
    );
    await expect.element(screen.getByText("Aucune ligne pour ces filtres.")).toBeVisible();
  });
});

describe("acting as a user", () => {
  it("asks for a reason of at least 3 characters, then sends it", async () => {
    const sent: Array<{ name: string; input: unknown }> = [];
    const assign = vi.fn();
    const session = createSessionService({
      getClient: async () => ({
        selectedCompanyId: () => null,
        call: (async (name: string, input: unknown) => {
          sent.push({ name, input });
          return {
            token: "pretended",
            expires_at: "2030-01-01T00:00:00.000Z",
            user_id: 2,
            email: "owner@pme.test",
          };
        }) as ApiClient["call"],
      }),
      store: createAppStore(),
      storage: createBoundedStorage(createMemoryStorage()),
      assign,
      reload: () => undefined,
    });
    const { screen } = await renderWithFakeServer(
      <AppServicesProvider session={session}>
        <AdminUsers />
      </AppServicesProvider>,
      {
        getUsersList: () => ({
          users: [
            {
              id: 2,
              email: "owner@pme.test",
              firstName: "Léa",
              lastName: "Martin",
              role: "User",
              is_active: true,
              salesVisibility: false,
              created_at: "2026-01-01T00:00:00.000Z",
              locked_out: false,
            },
          ],
          total: 1,
          next_after: null,
        }),
      },
      { path: "/admin" },
    );
    await screen.getByRole("button", { name: "Agir en tant que cet utilisateur owner@pme.test" }).click();
    const dialog = screen.getByRole("dialog", { name: "Agir en tant que owner@pme.test" });
    await dialog.getByRole("button", { name: "Agir en tant que" }).click();
    await expect.element(dialog.getByText("Indiquez un motif d'au moins 3 caractères.")).toBeVisible();
    expect(sent).toHaveLength(0);
    await dialog.getByRole("textbox", { name: /Motif/ }).fill("Ticket 12 : export vide");
    await dialog.getByRole("button", { name: "Agir en tant que" }).click();
    await expect
      .poll(() => sent)
      .toEqual([{ name: "adminGetUserToken", input: { id: 2, reason: "Ticket 12 : export vide" } }]);
    await expect.poll(() => assign.mock.calls).toEqual([["/"]]);
  });
});

describe("the support accesses of one's profile", () => {
  it("lists when support acted and why, or says it never did", async () => {
    const { screen } = await renderWithFakeServer(
      <SupportAccesses />,
      {
        getSupportAccessHistory: () => ({
          accesses: [{ started_at: "2026-11-20T09:30:00.000Z", ended_at: null, reason: "Ticket 12" }],
        }),
      },
      { path: "/profile" },
    );
    await expect.element(screen.getByRole("list", { name: "Accès du support à votre compte" })).toBeVisible();
    await expect.element(screen.getByText(/Non terminé · Motif : Ticket 12/)).toBeVisible();
  });
});
