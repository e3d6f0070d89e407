/**
 * /admin end to end: an ordinary user who opens /admin lands on their own landing route; a SuperAdmin
 * finds a user by search, acts as them (the app loads again on that user's landing route, with the bar
 * saying whom they act as, and /admin closed meanwhile) for the reason they typed, comes back to /admin,
 * reads the start and the end in the audit trail, deactivates the user after confirming (the user can no
 * longer sign in) and clears a lockout.
 */
import { expect, signIn, test } from "./support/fixtures";

test("an ordinary user opening /admin is sent to their landing route", async ({ page, server }) => {
  const owner = await server.user();
  await server.company(owner.id);
  await signIn(page, server, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${server.url}/admin`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Administration" })).toHaveCount(0);
});

test("a SuperAdmin acts as a user, comes back, and changes the user's state after confirming", async ({
  page,
  server,
}) => {
  const admin = await server.user({ role: "SuperAdmin" });
  await server.company(admin.id, { name: "Support Trezo" });
  // A member who may only read transactions: their landing route is /transactions.
  const owner = await server.user();
  const companyId = await server.company(owner.id, { name: "Menuiserie Fabre" });
  const member = await server.user();
  await server.member(companyId, member.id, { transactions_info: true });

  await signIn(page, server, admin.email, admin.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("link", { name: "Administration" }).click();
  await expect(page).toHaveURL(/\/admin$/);

  const users = page.getByRole("region", { name: "Utilisateurs" });
  await users.getByRole("searchbox", { name: "Rechercher un utilisateur" }).fill("no-such-user-anywhere");
  await expect(users.getByText("Aucun utilisateur trouvé.")).toBeVisible();
  await users.getByRole("searchbox", { name: "Rechercher un utilisateur" }).fill(member.email);
  const table = users.getByRole("table", { name: "Utilisateurs" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(users.getByText("1–1 sur 1")).toBeVisible();

  // Act as the member: the app loads again on their landing route, never on a page of nothing.
  // A reason is asked for first (refused when too short), and recorded.
  await table.getByRole("button", { name: `Agir en tant que cet utilisateur ${member.email}` }).click();
  const actAs = page.getByRole("dialog", { name: `Agir en tant que ${member.email}` });
  await actAs.getByRole("button", { name: "Agir en tant que" }).click();
  await expect(actAs.getByText("Indiquez un motif d'au moins 3 caractères.")).toBeVisible();
  await actAs.getByRole("textbox", { name: /Motif/ }).fill("Ticket 318 : import bloqué");
  await actAs.getByRole("button", { name: "Agir en tant que" }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(
    page.getByRole("status").filter({ hasText: `Vous agissez en tant que ${member.email}` }),
  ).toBeVisible();
  // While acting, /admin is closed: back to the member's landing route.
  await page.goto(`${server.url}/admin`);
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.getByRole("link", { name: "Administration" })).toHaveCount(0);

  // Back to one's own account, on /admin.
  await page.getByRole("button", { name: "Revenir à mon compte" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`Vous agissez en tant que ${member.email}`)).toHaveCount(0);

  // The audit trail shows the start with its reason and the end, filtered on the member's address.
  const trail = page.getByRole("region", { name: "Journal d'audit" });
  await trail.getByRole("searchbox", { name: /E-mail/ }).fill(member.email);
  const lines = trail.getByRole("table", { name: "Journal d'audit" });
  await expect(lines.getByRole("row").filter({ hasText: "Début d'accès du support" })).toContainText(
    "Ticket 318 : import bloqué",
  );
  await expect(lines.getByRole("row").filter({ hasText: "Fin d'accès du support" })).toContainText(
    admin.email,
  );

  // Deactivate the member: confirmed first (cancel changes nothing), then refused at sign-in.
  await users.getByRole("searchbox", { name: "Rechercher un utilisateur" }).fill(member.email);
  await table.getByRole("button", { name: `Désactiver ${member.email}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(`Désactiver le compte de ${member.email} ?`, { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(table.getByText("Actif", { exact: true })).toBeVisible();
  await table.getByRole("button", { name: `Désactiver ${member.email}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirmer" }).click();
  await expect(table.getByText("Désactivé", { exact: true })).toBeVisible();
  await expect(
    table.getByRole("button", { name: `Agir en tant que cet utilisateur ${member.email}` }),
  ).toHaveCount(0);
  const refused = await page.request.post(`${server.url}/api/v2/signIn`, {
    data: { username: member.email, password: member.password },
  });
  expect(await refused.json()).toEqual({ is_active: false });

  // Locked out after failed sign-ins: shown, and cleared after confirming.
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await page.request.post(`${server.url}/api/v2/signIn`, {
      data: { username: owner.email, password: "wrong-password-here" },
    });
  }
  await users.getByRole("searchbox", { name: "Rechercher un utilisateur" }).fill(owner.email);
  await expect(table.getByText("Connexion bloquée")).toBeVisible();
  await table.getByRole("button", { name: `Débloquer la connexion ${owner.email}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirmer" }).click();
  await expect(table.getByText("Connexion bloquée")).toHaveCount(0);
  await expect(page.getByText("Modification enregistrée.").first()).toBeVisible();

  // A company's module: found by search, switched after confirming (cancel changes nothing).
  const companiesSection = page.getByRole("region", { name: "Entreprises" });
  await companiesSection
    .getByRole("searchbox", { name: "Rechercher une entreprise" })
    .fill("Menuiserie Fabre");
  const companiesTable = companiesSection.getByRole("table", { name: "Entreprises" });
  await expect(companiesTable.getByRole("row")).toHaveCount(2);
  const checks = companiesTable.getByRole("switch", { name: "Chèques Menuiserie Fabre" });
  await expect(checks).not.toBeChecked();
  // The switch's input is visually hidden: the label around it takes the click.
  const checksLabel = companiesTable
    .locator("label")
    .filter({ has: page.getByRole("switch", { name: "Chèques Menuiserie Fabre" }) });
  await checksLabel.click();
  await expect(
    page.getByRole("dialog").getByText("Activer le module « Chèques » pour Menuiserie Fabre ?"),
  ).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Annuler" }).click();
  await expect(checks).not.toBeChecked();
  await checksLabel.click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirmer" }).click();
  await expect(checks).toBeChecked();
  await expect(companiesTable.getByRole("switch", { name: "Factures Menuiserie Fabre" })).not.toBeChecked();
});
