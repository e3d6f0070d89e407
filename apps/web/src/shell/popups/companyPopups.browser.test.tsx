import { beforeEach, describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { AppServicesProvider } from "../../app/AppServices";
import { adScriptProbe, scheduleAdBlockerCheck } from "../../platform/adBlockerCheck";
import { createBoundedStorage, createMemoryStorage } from "../../platform/boundedStorage";
import { createSessionService } from "../../session/sessionService";
import { appStore, createAppStore } from "../../state/appStore";
import {
  FakeFailure,
  type FakeHandlers,
  FakeServer,
  renderWithFakeServer,
} from "../../testing/renderWithFakeServer";
import { CreateCompany } from "./CreateCompanyPopup";
import { DeleteCompany } from "./DeleteCompanyPopup";
import type { PopupRequest } from "./popupTypes";

const SLOW = { timeout: 20_000 };

/**
 * A session service of its own (nothing stored, the popup's fake server behind it) whose company moves
 * are spied on: the popups must hand the created or deleted company to it, which then decides where to go.
 */
function fakeSession(server: FakeServer) {
  const session = createSessionService({
    getClient: async () => server.client,
    store: createAppStore(),
    storage: createBoundedStorage(createMemoryStorage()),
    assign: () => undefined,
    reload: () => undefined,
  });
  return {
    session,
    openCreatedCompany: vi
      .spyOn(session, "openCreatedCompany")
      .mockReturnValue({ kind: "navigate", to: "/onboarding/welcome" }),
    leaveDeletedCompany: vi.spyOn(session, "leaveDeletedCompany").mockReturnValue("/"),
  };
}

async function renderPopup(
  Popup: (props: { request: PopupRequest; onClose: () => void }) => React.ReactNode,
  request: PopupRequest,
  handlers: FakeHandlers,
) {
  const server = new FakeServer(handlers);
  const services = fakeSession(server);
  const onClose = vi.fn();
  const rendered = await renderWithFakeServer(
    <AppServicesProvider session={services.session}>
      <Popup request={request} onClose={onClose} />
    </AppServicesProvider>,
    server,
    { path: "/company", uiLocale: true },
  );
  return { ...rendered, onClose, session: services };
}

beforeEach(() => appStore.getState().logout());

describe("create-company popup", () => {
  it("refuses a SIRET that fails the checksum without asking the server, then creates and opens the company", async () => {
    const { screen, callsOf, session } = await renderPopup(
      CreateCompany,
      { id: "createCompany" },
      { createCompany: () => ({ companyId: 42 }) },
    );
    await screen.getByRole("textbox", { name: "Nom de la société" }).fill("Seconde");
    await screen.getByRole("textbox", { name: "SIRET" }).fill("12345678901234");
    await screen.getByRole("button", { name: "Créer la société" }).click();
    await expect.element(screen.getByText("SIRET invalide.")).toBeVisible();
    expect(callsOf("createCompany")).toEqual([]);

    await screen.getByRole("textbox", { name: "SIRET" }).fill("732 829 320 00074");
    await screen.getByRole("button", { name: "Créer la société" }).click();
    await expect.element(screen.getByText("L'entreprise Seconde a été créée."), SLOW).toBeVisible();
    expect(callsOf("createCompany")).toEqual([{ name: "Seconde", siret: "73282932000074" }]);
    await screen.getByRole("button", { name: "Ouvrir Seconde" }).click();
    expect(session.openCreatedCompany).toHaveBeenCalledWith(
      { id: 42, name: "Seconde", isCpa: false, parentId: null },
      expect.any(String),
    );
  });

  it("says a SIRET in use in the spec's words, and opens the CPA trial limit popup for a third trial client", async () => {
    let answer: FakeFailure = new FakeFailure(409, {
      error: "siret_in_use",
      message: "A company with this SIRET already exists.",
      status_code: 409,
    });
    const { screen } = await renderPopup(
      CreateCompany,
      { id: "createCompany", parentId: 5 },
      {
        createCompany: () => {
          throw answer;
        },
      },
    );
    await screen.getByRole("textbox", { name: /Nom/ }).fill("Client");
    await screen.getByRole("textbox", { name: "SIRET" }).fill("73282932000074");
    await screen.getByRole("button", { name: /Créer/ }).click();
    await expect.element(screen.getByText("Un dossier avec ce SIRET existe déjà."), SLOW).toBeVisible();

    answer = new FakeFailure(403, { error: "cpa_trial_limit", message: "…", status_code: 403 });
    await screen.getByRole("button", { name: /Créer/ }).click();
    await expect.poll(() => appStore.getState().popup?.id, SLOW).toBe("cpaTrialLimit");
  });
});

describe("delete-company popup", () => {
  const request: PopupRequest = { id: "deleteCompany", companyId: 7, name: "Atelier Dupont" };

  it("deletes only once the delete word is typed, then leaves the deleted company", async () => {
    const { screen, callsOf, session } = await renderPopup(DeleteCompany, request, {
      deleteCompany: () => ({ success: true }),
    });
    const confirm = screen.getByRole("button", { name: "Supprimer l'entreprise" });
    await expect.element(confirm).toBeDisabled();
    await screen.getByRole("textbox").fill("supprime");
    await expect.element(confirm).toBeDisabled();
    await screen.getByRole("textbox").fill("supprimer");
    await confirm.click();
    await expect.poll(() => session.leaveDeletedCompany.mock.calls.length, SLOW).toBe(1);
    expect(callsOf("deleteCompany")).toEqual([{ companyId: 7 }]);
    expect(session.leaveDeletedCompany).toHaveBeenCalledWith(7);
  });

  it("shows the spec's failure notice when the server fails, and stays on the company", async () => {
    const { screen, session, onClose } = await renderPopup(DeleteCompany, request, {
      deleteCompany: () => {
        throw new FakeFailure(500, { error: "company_delete_failed", message: "x", status_code: 500 });
      },
    });
    await screen.getByRole("textbox").fill("supprimer");
    await userEvent.keyboard("{Enter}");
    await expect
      .poll(() => appStore.getState().notifications.map((notification) => notification.msg), SLOW)
      .toContain(
        "La suppression de l'entreprise a échoué. Un e-mail contenant ses données a été envoyé au support.",
      );
    expect(appStore.getState().notifications[0]?.color).toBe("red");
    expect(session.leaveDeletedCompany).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});

describe("ad-blocker check (real requests)", () => {
  it("counts a fetch that fails as an ad blocker, and a script that loads as none", async () => {
    // Nothing listens on port 9: the request fails as a blocked one does.
    expect(await adScriptProbe("http://127.0.0.1:9/ads/adsbygoogle.js")()).toBe(true);
    expect(await adScriptProbe(import.meta.url)()).toBe(false);
    // The shipped probe file (public/ads/adsbygoogle.js) loads: no warning without a blocker.
    expect(await adScriptProbe()()).toBe(false);
  });

  it("runs the probe after the delay, and not once cancelled", async () => {
    vi.useFakeTimers();
    try {
      const detected = vi.fn();
      scheduleAdBlockerCheck(async () => true, detected, 2000);
      const cancel = scheduleAdBlockerCheck(async () => true, detected, 2000);
      cancel();
      await vi.advanceTimersByTimeAsync(1999);
      expect(detected).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(detected).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
