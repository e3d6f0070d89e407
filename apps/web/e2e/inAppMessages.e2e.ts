/**
 * In-app messages end to end (issue 19): a SuperAdmin publishes a markdown message for /dashboard on
 * /admin (with its live preview); a user sees it on /dashboard and not elsewhere, closes it, and it stays
 * closed for them (after a reload too) while another user still sees it; the admin reads the count.
 */
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

const announcement = (page: Page) => page.getByRole("region", { name: "Message" });

test("a message published for /dashboard shows there only, and a user's dismissal is theirs alone", async ({
  page,
  browser,
  server,
}) => {
  const admin = await server.user({ role: "SuperAdmin" });
  await server.company(admin.id, { name: "Support Trezo" });
  const first = await server.user();
  await server.company(first.id, { name: "Atelier Bleu" });
  const second = await server.user();
  await server.company(second.id, { name: "Atelier Rouge" });

  await signIn(page, server, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${server.url}/admin`);
  const editor = page.getByRole("region", { name: "Messages dans l'application" });
  await editor.getByRole("textbox", { name: "Texte (markdown)" }).fill("**Maintenance** ce soir à 22 h");
  // The preview renders the markdown as users will see it.
  await expect(editor.getByRole("group", { name: "Aperçu" }).locator("strong")).toHaveText("Maintenance");
  await editor.getByRole("textbox", { name: /^Pages/ }).fill("/dashboard");
  await editor.getByRole("button", { name: "Publier" }).click();
  await expect(page.getByText("Message publié.")).toBeVisible();

  // The first user sees it on /dashboard, not on /profile, and closes it.
  const firstContext = await browser.newContext();
  const firstPage = await firstContext.newPage();
  await signIn(firstPage, server, first.email, first.password);
  await expect(firstPage).toHaveURL(/\/dashboard$/);
  await expect(announcement(firstPage)).toContainText("Maintenance ce soir à 22 h");
  await firstPage.getByRole("link", { name: "Mon profil" }).first().click();
  await expect(firstPage).toHaveURL(/\/profile$/);
  await expect(announcement(firstPage)).toHaveCount(0);
  await firstPage.goBack();
  await expect(firstPage).toHaveURL(/\/dashboard$/);
  await announcement(firstPage).getByRole("button", { name: "Masquer" }).click();
  await expect(announcement(firstPage)).toHaveCount(0);
  // Closed for them on the server: a reload does not bring it back.
  await firstPage.reload();
  await expect(firstPage.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(announcement(firstPage)).toHaveCount(0);
  await firstContext.close();

  // The second user still sees it.
  const secondContext = await browser.newContext();
  const secondPage = await secondContext.newPage();
  await signIn(secondPage, server, second.email, second.password);
  await expect(secondPage).toHaveURL(/\/dashboard$/);
  await expect(announcement(secondPage)).toContainText("Maintenance ce soir à 22 h");
  await secondContext.close();

  // The admin reads that one user closed it.
  await page.reload();
  await expect(
    page.getByRole("list", { name: "Derniers messages" }).getByText(/Fermé par 1 utilisateur/),
  ).toBeVisible();
});
