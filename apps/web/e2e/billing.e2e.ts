/**
 * Billing on the built app (issue 20), on the built-in sandbox payment provider: a company past its trial
 * chooses a plan, pays in the sandbox checkout and its subscription is active (the signed webhooks apply
 * it); a declined card changes nothing; a feature paywall opens the unlock popup whose upgrade path leads
 * to the plans; the billing section's baselines at 1440 and 390 px.
 */
import { callApi } from "@trezo/server/testing";
import { type E2EServer, expect, signIn, test } from "./support/fixtures";

const BILLING_INFO = {
  company_name: "Boulangerie Dupont SARL",
  email: "compta@dupont.example",
  address_line1: "3 place du Marché",
  address_line2: null,
  postal_code: "69001",
  city: "Lyon",
  country: "FR",
  vat_number: "FR40303265045",
};

/**
 * An owner of a company whose trial has ended, without a subscription (the fallback plan's limits apply),
 * with its billing details filled in. The sandbox's checkout pages live at the server's own address.
 */
async function companyPastTrial(server: E2EServer, name: string) {
  // The test server listens on a random port: the checkout and return addresses must name it.
  (server.raw.services.config as { publicUrl: string }).publicUrl = server.url;
  const owner = await server.user();
  const admin = await server.user({ role: "SuperAdmin" });
  const companyId = await server.company(owner.id, { name });
  const ended = await callApi(
    server.raw,
    "setEndOfTrialPeriodForCompany",
    { companyId, trialEnd: "2020-01-31", free_trial_version: false },
    { token: admin.token },
  );
  expect(ended.status).toBe(200);
  const info = await callApi(
    server.raw,
    "setBillingInfo",
    { companyId, ...BILLING_INFO },
    { token: owner.token },
  );
  expect(info.status).toBe(200);
  return { owner, companyId };
}

async function subscriptionOf(server: E2EServer, companyId: number, token: string) {
  const answer = await callApi(server.raw, "getSubscriptionForCompany", { companyId }, { token });
  expect(answer.status).toBe(200);
  return answer.body as { has_subscription: boolean; status: string; plan_code: string | null };
}

test("chooses a plan, pays in the sandbox checkout, and the subscription is active", async ({
  page,
  server,
}) => {
  const { owner, companyId } = await companyPastTrial(server, "Boulangerie Dupont");
  await signIn(page, server, owner.email, owner.password);
  await page.goto(`${server.url}/company#billing`);
  const plans = page.getByRole("list", { name: /formules/i });
  await expect(plans).toBeVisible();
  // The next invoice before paying: the cheapest plan at French VAT.
  await expect(page.getByTestId("next-invoice-total")).toContainText("34,80");

  await page.getByRole("button", { name: "Choisir Pro" }).click();
  await expect(page).toHaveURL(/\/sandbox-payments\/checkout\//);
  await expect(page.getByTestId("sandbox-total")).toHaveText("59.00 €");
  await page.getByRole("textbox", { name: "Numéro de carte" }).fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Payer par carte" }).click();

  await expect(page).toHaveURL(/\/company/);
  await expect(page.getByText("Paiement reçu : votre abonnement est en cours d'activation…")).toBeVisible();
  expect(await subscriptionOf(server, companyId, owner.token)).toMatchObject({
    has_subscription: true,
    status: "active",
    plan_code: "pro",
  });
  // The plan listing now marks Pro as the current plan; the invoice paid is in the history.
  await expect(plans.getByRole("listitem").filter({ hasText: "Pro" })).toContainText("Formule actuelle");
  await expect(page.getByRole("table", { name: "Factures" }).getByRole("row")).toHaveCount(2);
});

test("a declined card changes nothing", async ({ page, server }) => {
  const { owner, companyId } = await companyPastTrial(server, "Atelier Martin");
  await signIn(page, server, owner.email, owner.password);
  await page.goto(`${server.url}/company#billing`);
  await page.getByRole("button", { name: "Choisir Premium" }).click();
  await expect(page).toHaveURL(/\/sandbox-payments\/checkout\//);
  await page.getByRole("textbox", { name: "Numéro de carte" }).fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: "Payer par carte" }).click();
  await expect(page.getByText("Votre carte a été refusée.")).toBeVisible();
  expect(await subscriptionOf(server, companyId, owner.token)).toMatchObject({
    has_subscription: false,
    plan_code: null,
  });
  const invoices = await callApi(server.raw, "getAllInvoices", { companyId }, { token: owner.token });
  expect(invoices.body).toMatchObject({ invoices: [] });
});

test("the Excel export paywall opens the unlock popup, one click from the plans", async ({
  page,
  server,
}) => {
  const { owner, companyId } = await companyPastTrial(server, "Garage Leroy");
  await signIn(page, server, owner.email, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: "Afficher le tableau vide" }).click();
  await page.getByRole("button", { name: "Exporter en Excel" }).click();
  const popup = page.getByRole("dialog", { name: "Débloquez cette fonctionnalité" });
  await expect(popup).toBeVisible();
  // The server refuses the same export on its own.
  const refused = await callApi(server.raw, "exportDashboardXLSX", { companyId }, { token: owner.token });
  expect(refused.status).toBe(403);
  expect(refused.body.error).toBe("paywall_excel");
  await popup.getByRole("button", { name: "Voir les formules" }).click();
  await expect(page).toHaveURL(/\/company#billing$/);
  await expect(page.getByRole("button", { name: "Choisir Pro" })).toBeVisible();
});

// Tall enough for the whole section: the app scrolls inside its main area, which a screenshot does not follow.
for (const size of [
  { width: 1440, height: 2600 },
  { width: 390, height: 3600 },
]) {
  test(`the billing section's baseline (${size.width} px)`, async ({ page, server }) => {
    await page.setViewportSize(size);
    const { owner, companyId } = await companyPastTrial(server, "Fromagerie Petit");
    const coupon = await callApi(
      server.raw,
      "applyCoupon",
      { companyId, code: "BIENVENUE20" },
      { token: owner.token },
    );
    expect(coupon.status).toBe(200);
    await signIn(page, server, owner.email, owner.password);
    await page.goto(`${server.url}/company#billing`);
    const section = page.locator("#billing");
    // Essentiel 29 € less 20 %, French VAT: 27,84 €.
    await expect(section.getByTestId("next-invoice-total")).toContainText("27,84");
    await expect(section.getByTestId("next-invoice-discount")).toContainText("BIENVENUE20");
    await expect(section).toHaveScreenshot(`billing-${size.width}.png`);
  });
}
