import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { BrandProvider } from "../../brand/BrandProvider";
import { AppShell } from "./AppShell";

const navigation = [
  { id: "dashboard", label: "Tableau de bord", href: "#d" },
  { id: "banks", label: "Banques", href: "#b" },
];

const logo = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='10' height='10'/%3E";

describe("AppShell", () => {
  it("paints the header in the brand colour, shows the logo and marks the current page", async () => {
    await page.viewport(1280, 800);
    const screen = await render(
      <BrandProvider
        branding={{ app_header_bg_color: "#ff00cc", app_logo: logo, menu_text_color: "#143c8c" }}
      >
        <AppShell productName="Acme" navigation={navigation} currentId="banks">
          contenu
        </AppShell>
      </BrandProvider>,
    );
    const header = screen.container.querySelector("header") as HTMLElement;
    expect(getComputedStyle(header).backgroundColor).toBe("rgb(255, 0, 204)");
    await expect.element(screen.getByRole("img", { name: "Acme" })).toHaveAttribute("src", logo);
    const current = screen.getByRole("link", { name: "Banques" });
    await expect.element(current).toHaveAttribute("aria-current", "page");
    expect(getComputedStyle(screen.getByRole("link", { name: "Tableau de bord" }).element()).color).toBe(
      "rgb(20, 60, 140)",
    );
    await expect.element(screen.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
  });

  it("hides the navigation in a drawer on phones and opens the help panel", async () => {
    await page.viewport(375, 700);
    const screen = await render(
      <AppShell productName="Trezo" navigation={navigation} help={<p>Aide du tableau</p>}>
        contenu
      </AppShell>,
    );
    const nav = screen.getByRole("navigation").element();
    expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(0);
    await screen.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect.poll(() => nav.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await screen.getByRole("button", { name: "Fermer le menu" }).click();
    await screen.getByRole("button", { name: "Aide" }).click();
    await expect
      .element(screen.getByRole("complementary", { name: "Aide" }))
      .toHaveTextContent("Aide du tableau");
  });

  it("uses the phone layout on a wide window when told the device is a phone", async () => {
    await page.viewport(1280, 800);
    const screen = await render(
      <AppShell productName="Trezo" navigation={navigation} mobile>
        contenu
      </AppShell>,
    );
    await expect.element(screen.getByRole("button", { name: "Ouvrir le menu" })).toBeVisible();
    expect(screen.getByRole("navigation").element().getBoundingClientRect().right).toBeLessThanOrEqual(0);
  });

  it("keeps a long name and the header actions inside a 390 px phone, the actions in the drawer", async () => {
    await page.viewport(390, 844);
    const screen = await render(
      <AppShell
        productName="Atelier Durand Menuiserie SARL et associés"
        navigation={navigation}
        help={<p>Aide</p>}
        headerActions={
          <>
            <a href="#p">Mon profil</a>
            <button type="button">Se déconnecter</button>
          </>
        }
      >
        contenu
      </AppShell>,
    );
    const header = screen.container.querySelector("header") as HTMLElement;
    expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    const outside = [...header.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > 390)
      .map((element) => element.outerHTML.slice(0, 80));
    expect(outside).toEqual([]);
    expect(header.getBoundingClientRect().height).toBeLessThanOrEqual(56);
    // Log-out is in the drawer, reachable once it is open.
    const nav = screen.getByRole("navigation").element();
    expect(nav.contains(screen.getByRole("button", { name: "Se déconnecter" }).element())).toBe(true);
    await screen.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect.element(screen.getByRole("button", { name: "Se déconnecter" })).toBeVisible();

    await page.viewport(1280, 800);
    await expect
      .poll(() => header.contains(screen.getByRole("button", { name: "Se déconnecter" }).element()))
      .toBe(true);
  });

  it("starts with a skip link that moves the focus to the content", async () => {
    await page.viewport(1280, 800);
    const screen = await render(
      <AppShell
        productName="Trezo"
        navigation={navigation}
        headerActions={<button type="button">Profil</button>}
      >
        <p>contenu</p>
      </AppShell>,
    );
    await userEvent.tab();
    const skip = screen.getByRole("link", { name: "Aller au contenu" });
    await expect.element(skip).toHaveFocus();
    await expect.element(skip).toBeVisible();
    expect(skip.element().getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard("{Enter}");
    await expect.element(screen.getByRole("main")).toHaveFocus();
  });
});
