import { beforeEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { AppI18nProvider, createCatalogI18n } from "../../i18n/appI18n";
import { NotificationArea } from "../../shell/NotificationArea";
import { appStore } from "../../state/appStore";
import { renderWithFakeServer } from "../../testing/renderWithFakeServer";
import { BrandingEditor } from "./BrandingEditor";

const SLOW = { timeout: 20_000 };

function renderWithI18n(children: React.ReactNode) {
  return render(<AppI18nProvider i18n={createCatalogI18n("fr-FR")}>{children}</AppI18nProvider>);
}

const saved = (body: Record<string, unknown>) => ({
  branding: {
    id: 4,
    app_header_bg_color: null,
    menu_text_color: null,
    menu_active_text_color: null,
    app_logo: null,
    app_icon: null,
    consent_icon: null,
    content_key: null,
    ...body,
  },
});

async function renderEditor(canEdit: boolean) {
  const rendered = await renderWithFakeServer(
    <BrandingEditor companyId={1} canEdit={canEdit} />,
    { saveBranding: saved },
    { path: "/company" },
  );
  return Object.assign(rendered.screen, { callsOf: rendered.callsOf });
}

beforeEach(() => appStore.getState().logout());

describe("branding editor", () => {
  it("previews the header colour as it is typed", async () => {
    const screen = await renderEditor(true);
    await screen.getByLabelText("Couleur de l'en-tête").fill("#7a1f5c");
    const previewHeader = screen.getByTestId("branding-preview").element().firstElementChild as HTMLElement;
    await expect.poll(() => getComputedStyle(previewHeader).backgroundColor, SLOW).toBe("rgb(122, 31, 92)");
  });

  it("warns when a menu colour is not readable, and says an invalid colour is invalid", async () => {
    const screen = await renderEditor(true);
    await screen.getByLabelText("Couleur du texte du menu").fill("#f4f4f4");
    await expect
      .element(screen.getByTestId("contrast-warning"), SLOW)
      .toHaveTextContent(/sous le minimum de 4,5:1/);
    await screen.getByLabelText("Couleur du texte du menu").fill("#123");
    await expect
      .element(screen.getByText("Couleur invalide : utilisez le format #RRGGBB."), SLOW)
      .toBeVisible();
    await expect.element(screen.getByRole("button", { name: "Enregistrer" })).toBeDisabled();
  });

  it("is read-only for a member who does not own the company", async () => {
    const screen = await renderEditor(false);
    await expect.element(screen.getByLabelText("Couleur de l'en-tête"), SLOW).toBeDisabled();
    await expect.element(screen.getByRole("button", { name: "Enregistrer" })).not.toBeInTheDocument();
  });

  it("saves the branding and applies it to the shell at once", async () => {
    const screen = await renderEditor(true);
    await screen.getByLabelText("Couleur de l'en-tête").fill("#7a1f5c");
    await screen.getByRole("button", { name: "Enregistrer" }).click();
    await expect.poll(() => screen.callsOf("saveBranding")[0]?.app_header_bg_color, SLOW).toBe("#7a1f5c");
    await expect.poll(() => appStore.getState().branding?.app_header_bg_color).toBe("#7a1f5c");
  });
});

describe("notification stack", () => {
  it("shows a notification once, and dismisses it", async () => {
    const screen = await renderWithI18n(<NotificationArea />);
    appStore.getState().notify({ id: "saved", msg: "Vos modifications ont été enregistrées." });
    appStore.getState().notify({ id: "saved", msg: "Vos modifications ont été enregistrées." });
    appStore.getState().notify({ msg: "Vos modifications ont été enregistrées.", once: true });
    await expect.element(screen.getByText("Vos modifications ont été enregistrées."), SLOW).toBeVisible();
    expect(appStore.getState().notifications).toHaveLength(1);
    appStore.getState().dismissNotification("saved");
    await expect.element(screen.getByText("Vos modifications ont été enregistrées.")).not.toBeInTheDocument();
  });
});
