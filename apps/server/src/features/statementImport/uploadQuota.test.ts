import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientLogs } from "../../db/schema";
import { fileUploads } from "../../db/tables/banking";
import {
  MAX_OPEN_UPLOAD_BYTES_PER_COMPANY,
  MAX_OPEN_UPLOADS_PER_COMPANY,
  MAX_UPLOAD_BYTES,
} from "../../files/fileUploads";
import { callApi, createTestCompany, createTestUser } from "../../testing/apiTestClient";
import { removeDataDir, startTestServer } from "../../testing/testServer";
import { type BankingScene, okBody, startBankingScene } from "../banking/bankingTestScene";

// A company's unfinished uploads are capped in count and announced bytes, in the database (so the cap
// holds across instances and concurrent requests); abandoned ones are deleted. The public logs call
// records a company only for a caller with access to it, and is rate limited.

let scene: BankingScene;

beforeAll(async () => {
  scene = await startBankingScene({ basic_info: true, transactions_info: true });
});
afterAll(async () => {
  await scene.stop();
});

/** Opens an upload (its first chunk only) as the owner of `companyId`'s scene. */
function openUpload(companyId: number, totalBytes: number, as = scene.owner) {
  return scene.call(
    "uploadFileChunk",
    { companyId, purpose: "statement", fileName: "releve.csv", totalBytes, index: 0, data: "QUJD" },
    as,
  );
}

async function freshCompany(): Promise<number> {
  return createTestCompany(scene.server, scene.owner.id);
}

async function openCount(companyId: number): Promise<number> {
  const rows = await scene.server.services.db
    .select({ id: fileUploads.id })
    .from(fileUploads)
    .where(eq(fileUploads.companyId, companyId));
  return rows.length;
}

describe("open uploads per company", () => {
  it(`refuses the upload past ${MAX_OPEN_UPLOADS_PER_COMPANY} unfinished ones with a localised 429; a finished one frees its place`, async () => {
    const companyId = await freshCompany();
    const opened = [];
    for (let index = 0; index < MAX_OPEN_UPLOADS_PER_COMPANY; index++) {
      opened.push(okBody<{ uploadId: string }>(await openUpload(companyId, 1_000)).uploadId);
    }
    const refused = await openUpload(companyId, 1_000);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: "too_many_open_uploads",
      message: `Trop d'envois de fichiers sont en cours pour cette société (${MAX_OPEN_UPLOADS_PER_COMPANY} au plus). Terminez-les ou réessayez dans une heure.`,
      status_code: 429,
    });
    expect(await openCount(companyId)).toBe(MAX_OPEN_UPLOADS_PER_COMPANY);
    // Another company is not held by this one's uploads.
    okBody(await openUpload(scene.companyId, 1_000));

    // Finishing one (3 bytes announced, 3 sent) frees a place.
    const small = await scene.server.services.db
      .update(fileUploads)
      .set({ totalBytes: 3 })
      .where(eq(fileUploads.id, opened[0] as string))
      .returning();
    expect(small).toHaveLength(1);
    okBody(await openUpload(companyId, 1_000));
  });

  it("refuses the upload that would take the announced bytes past the cap with a localised 413", async () => {
    const companyId = await freshCompany();
    const full = MAX_UPLOAD_BYTES.statement;
    const fitting = Math.floor(MAX_OPEN_UPLOAD_BYTES_PER_COMPANY / full);
    for (let index = 0; index < fitting; index++) okBody(await openUpload(companyId, full));
    const refused = await openUpload(companyId, full);
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ error: "open_uploads_too_large", status_code: 413 });
    expect(String(refused.body.message)).toContain(
      `${Math.round(MAX_OPEN_UPLOAD_BYTES_PER_COMPANY / 1048576)} Mo`,
    );
    expect(await openCount(companyId)).toBe(fitting);
  });

  it("holds when 20 uploads are opened at once: exactly the cap passes, the others get 429, never a 500", async () => {
    const companyId = await freshCompany();
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => openUpload(companyId, 1_000)))).map(
      (response) => response.status,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_OPEN_UPLOADS_PER_COMPANY);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true);
    expect(await openCount(companyId)).toBe(MAX_OPEN_UPLOADS_PER_COMPANY);
  });

  it("deletes uploads abandoned for an hour when any upload is opened, and counts them no more", async () => {
    const companyId = await freshCompany();
    for (let index = 0; index < MAX_OPEN_UPLOADS_PER_COMPANY; index++)
      okBody(await openUpload(companyId, 1_000));
    await scene.server.services.db
      .update(fileUploads)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(fileUploads.companyId, companyId));
    // An upload in another company triggers the sweep too.
    okBody(await openUpload(await freshCompany(), 1_000));
    expect(await openCount(companyId)).toBe(0);
    okBody(await openUpload(companyId, 1_000));
  });
});

describe("public client error logs", () => {
  async function storedCompany(message: string) {
    const [row] = await scene.server.services.db
      .select({ companyId: clientLogs.companyId, userId: clientLogs.userId })
      .from(clientLogs)
      .where(eq(clientLogs.message, message));
    return row;
  }

  it("records the company only for a caller with access to it", async () => {
    const send = (message: string, token?: string) =>
      callApi(scene.server, "logClientError", { message, company_id: scene.companyId }, { token });
    okBody(await send("from-owner", scene.owner.token));
    okBody(await send("from-outsider", scene.outsider.token));
    okBody(await send("from-anonymous"));
    okBody(await send("from-member", scene.member.token));
    expect(await storedCompany("from-owner")).toEqual({ companyId: scene.companyId, userId: scene.owner.id });
    expect(await storedCompany("from-outsider")).toEqual({ companyId: null, userId: scene.outsider.id });
    expect(await storedCompany("from-anonymous")).toEqual({ companyId: null, userId: null });
    expect(await storedCompany("from-member")).toEqual({
      companyId: scene.companyId,
      userId: scene.member.id,
    });
  });

  it("is rate limited per client address", async () => {
    const limited = await startTestServer({ authRateLimitPerMinute: 3 });
    try {
      const user = await createTestUser(limited);
      const statuses = [];
      for (let index = 0; index < 5; index++) {
        statuses.push(
          (await callApi(limited, "logClientError", { message: `flood ${index}` }, { token: user.token }))
            .status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.stop();
      removeDataDir(limited.dataDir);
    }
  });
});
