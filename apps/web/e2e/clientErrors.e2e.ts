import { clientLogs } from "@trezo/server/testing";
import { expect, signInNewOwner, test } from "./support/fixtures";

test("uncaught errors and unhandled rejections of the page are reported to the server's logs", async ({
  page,
  server,
}) => {
  const { owner, companyId } = await signInNewOwner(page, server);

  const marker = `e2e-${Date.now()}`;
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(`${text} thrown`);
    });
    void Promise.reject(new Error(`${text} rejected`));
  }, marker);

  const reported = async () =>
    (await server.raw.services.db.select().from(clientLogs)).filter((row) => row.message.startsWith(marker));
  await expect
    .poll(async () => (await reported()).map((row) => `${row.kind} ${row.message}`).sort())
    .toEqual([`error ${marker} thrown`, `unhandledrejection ${marker} rejected`]);
  const rows = await reported();
  expect(rows.every((row) => row.companyId === companyId && row.userId === owner.id)).toBe(true);
  expect(rows.every((row) => row.url?.endsWith("/dashboard"))).toBe(true);
});
