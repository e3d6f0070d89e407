import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, companies } from "../../db/schema";
import { attachments } from "../../db/tables/banking";
import { readAttachment } from "../../files/attachmentStore";
import {
  addTestMember,
  callApi,
  createTestCompany,
  createTestUser,
  refuseCompanyDeletion,
  uniqueSiret,
} from "../../testing/apiTestClient";
import {
  type BankingScene,
  createTestAccount,
  insertTestTransactions,
  okBody,
  startBankingScene,
  uploadTestFile,
} from "../banking/bankingTestScene";

/**
 * The company lifecycle of issue 14 over HTTP: a second company (SIRET rule of @trezo/domain), its
 * renaming and SIRET changes (audited), its deletion (files swept from the FileStore, audited, refused
 * for another tenant, and the support e-mail when the database refuses).
 */
let scene: BankingScene;
const png = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001",
  "hex",
);

beforeAll(async () => {
  scene = await startBankingScene();
});
afterAll(async () => {
  await scene.stop();
});

const as = () => ({ token: scene.owner.token });
const french = { "accept-language": "fr-FR" };

describe("createCompany", () => {
  it("refuses a SIRET of 14 digits that fails the checksum, in the spec's words, and creates nothing", async () => {
    const refused = await callApi(
      scene.server,
      "createCompany",
      { name: "Seconde", siret: "12345678901234" },
      { ...as(), headers: french },
    );
    expect(refused.body).toEqual({ error: "siret_invalid", message: "SIRET invalide.", status_code: 400 });
    const { companies: list } = okBody<{ companies: Array<{ name: string }> }>(
      await callApi(scene.server, "getManagedCompanies", {}, as()),
    );
    expect(list.map((company) => company.name)).not.toContain("Seconde");
  });

  it("creates a second company (a La Poste SIRET follows its own rule) that its owner can open", async () => {
    const created = okBody<{ companyId: number }>(
      await callApi(scene.server, "createCompany", { name: " Seconde ", siret: "356 000 000 49837" }, as()),
    );
    const { companies: list } = okBody<{ companies: Array<{ id: number; name: string }> }>(
      await callApi(scene.server, "getManagedCompanies", {}, as()),
    );
    expect(list).toContainEqual(expect.objectContaining({ id: created.companyId, name: "Seconde" }));
    expect(
      okBody(await callApi(scene.server, "getCompanyInfos", { companyId: created.companyId }, as())),
    ).toMatchObject({ name: "Seconde", siret: "35600000049837", is_owner: true });
  });
});

describe("updateCompany", () => {
  it("renames and changes the SIRET, with an audit line saying from what to what", async () => {
    const companyId = await createTestCompany(scene.server, scene.owner.id, { name: "Avant" });
    const siret = uniqueSiret();
    const updated = await callApi(
      scene.server,
      "updateCompany",
      { id: companyId, company: { name: "  Après  ", siret } },
      as(),
    );
    expect(okBody(updated)).toMatchObject({ name: "Après", siret });
    const [line] = await scene.server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, "company_updated")));
    expect(line).toMatchObject({
      actorUserId: scene.owner.id,
      details: {
        changed: ["name", "siret"],
        name: { from: "Avant", to: "Après" },
        siret: { from: null, to: siret },
      },
    });
  });

  it("refuses a blank name, a bad SIRET, a SIRET in use and a client file without SIRET; nothing changes", async () => {
    const companyId = await createTestCompany(scene.server, scene.owner.id, { name: "Intacte" });
    const update = (company: Record<string, unknown>, id = companyId) =>
      callApi(scene.server, "updateCompany", { id, company }, { ...as(), headers: french });
    expect((await update({ name: "   " })).status).toBe(400);
    expect((await update({ siret: "73282932000075" })).body).toEqual({
      error: "siret_invalid",
      message: "SIRET invalide.",
      status_code: 400,
    });
    const taken = uniqueSiret();
    await callApi(scene.server, "updateCompany", { id: scene.companyId, company: { siret: taken } }, as());
    expect((await update({ siret: taken })).body).toMatchObject({
      error: "siret_in_use",
      message: "Un dossier avec ce SIRET existe déjà.",
      status_code: 409,
    });
    const firm = await createTestCompany(scene.server, scene.owner.id, { isCpa: true });
    const client = await createTestCompany(scene.server, scene.owner.id, { parentId: firm });
    expect((await update({ siret: "" }, client)).body).toMatchObject({ error: "siret_invalid" });
    const [row] = await scene.server.services.db.select().from(companies).where(eq(companies.id, companyId));
    expect(row).toMatchObject({ name: "Intacte", siret: null });
  });

  it("refuses another tenant's company and a member without the cabinet flags", async () => {
    const attempt = await callApi(
      scene.server,
      "updateCompany",
      { id: scene.otherCompanyId, company: { name: "Pirate" } },
      as(),
    );
    expect(attempt.status).toBe(403);
    const member = await callApi(
      scene.server,
      "updateCompany",
      { id: scene.companyId, company: { name: "Pirate" } },
      { token: scene.member.token },
    );
    expect(member.status).toBe(403);
    const [other] = await scene.server.services.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, scene.otherCompanyId));
    expect(other?.name).not.toBe("Pirate");
  });
});

describe("deleteCompany", () => {
  it("deletes the company with its rows and its stored files, and records it", async () => {
    const user = await createTestUser(scene.server);
    const companyId = await createTestCompany(scene.server, user.id, { name: "À effacer" });
    // The scene's helpers, on this company and as its owner.
    const inner: BankingScene = {
      ...scene,
      companyId,
      owner: user,
      call: (name, input = {}, who = user) =>
        callApi(scene.server, name, { companyId, ...input }, { token: who?.token }),
    };
    const call = inner.call;
    const accountId = await createTestAccount(inner, "Courant");
    const [transactionId] = await insertTestTransactions(inner, accountId, [
      { date: "2026-01-05", label: "FACTURE", amountCents: -1000 },
    ]);
    const uploadId = await uploadTestFile(inner, png, { purpose: "attachment", fileName: "f.png" });
    okBody(await call("uploadAttachments", { transactionId, uploadIds: [uploadId] }));
    const [stored] = await scene.server.services.db
      .select({ key: attachments.storageKey })
      .from(attachments)
      .where(eq(attachments.companyId, companyId));
    const key = stored?.key ?? "";
    expect((await readAttachment(scene.server.services, key)).equals(png)).toBe(true);

    expect(okBody(await call("deleteCompany"))).toEqual({ success: true });
    expect(
      await scene.server.services.db.select().from(companies).where(eq(companies.id, companyId)),
    ).toEqual([]);
    expect(
      await scene.server.services.db.select().from(attachments).where(eq(attachments.companyId, companyId)),
    ).toEqual([]);
    await expect(readAttachment(scene.server.services, key)).rejects.toMatchObject({ code: "not_found" });
    const [line] = await scene.server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.action, "company_deleted")));
    expect(line).toMatchObject({ actorUserId: user.id, details: { name: "À effacer", files: 1 } });
  });

  it("refuses another tenant's company, a member, and a firm that still has client files", async () => {
    expect((await scene.call("deleteCompany", { companyId: scene.otherCompanyId })).status).toBe(403);
    expect((await scene.call("deleteCompany", {}, scene.member)).status).toBe(403);
    const firm = await createTestCompany(scene.server, scene.owner.id, { isCpa: true });
    await createTestCompany(scene.server, scene.owner.id, { parentId: firm });
    const refused = await callApi(
      scene.server,
      "deleteCompany",
      { companyId: firm },
      { ...as(), headers: french },
    );
    expect(refused.body).toEqual({
      error: "company_has_clients",
      message: "Ce cabinet gère encore des dossiers clients : supprimez-les d'abord.",
      status_code: 409,
    });
    const left = await scene.server.services.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, scene.otherCompanyId));
    expect(left).toHaveLength(1);
  });

  it("tells support by e-mail, with the company's data, when the database refuses the deletion", async () => {
    const companyId = await createTestCompany(scene.server, scene.owner.id, { name: "Récalcitrante" });
    const member = await createTestUser(scene.server);
    await addTestMember(scene.server, companyId, member.id, {});
    // A real failure inside the database: a trigger refuses to delete this company.
    const allow = await refuseCompanyDeletion(scene.server, companyId);
    try {
      const failed = await callApi(
        scene.server,
        "deleteCompany",
        { companyId },
        { ...as(), headers: french },
      );
      expect(failed.body).toEqual({
        error: "company_delete_failed",
        message:
          "La suppression de l'entreprise a échoué. Un e-mail contenant ses données a été envoyé au support.",
        status_code: 500,
      });
      const [row] = await scene.server.services.db
        .select()
        .from(companies)
        .where(eq(companies.id, companyId));
      expect(row?.name).toBe("Récalcitrante");
      await scene.server.services.mailer.flush();
      const outbox = join(scene.server.dataDir, "outbox");
      const mails = readdirSync(outbox).map((file) => readFileSync(join(outbox, file), "utf8"));
      const mail = mails.find((text) => text.includes(`company ${companyId} could not be deleted`));
      expect(mail).toContain("To: support@trezo.local");
      expect(mail).toContain("name: R=C3=A9calcitrante"); // quoted-printable "Récalcitrante"
    } finally {
      await allow();
    }
  });
});
