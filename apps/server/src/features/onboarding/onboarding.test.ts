import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import {
  addTestMember,
  type CallAs,
  callApi,
  createTestCompany,
  createTestUser,
  isAccessDenial,
  type TestUser,
} from "../../testing/apiTestClient";
import { startTestServer, stopTestServer, type TestServer } from "../../testing/testServer";

let server: TestServer;
let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let admin: TestUser;
let companyId: number;
let otherCompanyId: number;

const call = (name: Parameters<typeof callApi>[1], input: Record<string, unknown>, as: CallAs = {}) =>
  callApi(server, name, input, as);
const asOwner = (name: Parameters<typeof callApi>[1], input: Record<string, unknown> = {}) =>
  call(name, { companyId, ...input }, { token: owner.token });

type Chapter = { condition_key: string; completed: boolean; order: number };
const summary = (body: Record<string, unknown>) =>
  (body.chapters as Chapter[]).map((chapter) => `${chapter.condition_key}:${chapter.completed}`);

beforeAll(async () => {
  server = await startTestServer();
  owner = await createTestUser(server);
  member = await createTestUser(server);
  stranger = await createTestUser(server);
  admin = await createTestUser(server, { role: "SuperAdmin" });
  companyId = await createTestCompany(server, owner.id);
  otherCompanyId = await createTestCompany(server, stranger.id);
  await addTestMember(server, companyId, member.id, { transactions_info: true });
});
afterAll(() => stopTestServer(server));

describe("getStartOnboarding and the chapters", () => {
  it("walks the chapters from a new company to the guide", async () => {
    const fresh = await asOwner("getStartOnboarding");
    expect(fresh.status).toBe(200);
    expect(summary(fresh.body)).toEqual(["add_bank:false", "add_categories:false", "add_forecast:false"]);
    expect(fresh.body.current_chapter).toBe("add_bank");
    expect(fresh.body.welcome).toEqual({ source: "default", title: null, body: null });

    expect((await asOwner("addManualConnection", { name: "Banque Test" })).status).toBe(200);
    expect((await asOwner("getStartOnboarding")).body.current_chapter).toBe("add_categories");

    const category = await asOwner("addNewCategory", { name: "Loyers", direction: "expense" });
    expect(category.body.message).toBe("show_complete");
    const afterCategory = await asOwner("getStartOnboarding");
    expect(summary(afterCategory.body)).toEqual([
      "add_bank:true",
      "add_categories:true",
      "add_forecast:false",
    ]);

    const categoryId = (category.body.category as { id: number }).id;
    const series = await asOwner("create_cfs", {
      cfs: { category_id: categoryId, amount_cents: -120_000, frequency: "monthly", start: "2030-01-01" },
    });
    expect(series.status).toBe(200);
    const allDone = await asOwner("getStartOnboarding");
    expect(summary(allDone.body)).toEqual([
      "add_bank:true",
      "add_categories:true",
      "add_forecast:true",
      "guide:false",
    ]);
    expect(allDone.body.current_chapter).toBe("guide");

    // A plain member (no flag) may mark the guide; it is marked once.
    const marked = await call(
      "completeOnboardingChapter",
      { companyId, condition_key: "guide" },
      { token: member.token },
    );
    expect(marked.status).toBe(200);
    expect(summary(marked.body).at(-1)).toBe("guide:true");
    expect(
      summary((await asOwner("completeOnboardingChapter", { condition_key: "guide" })).body).length,
    ).toBe(4);
  });

  it("refuses to mark a chapter that follows the company's data, and changes nothing", async () => {
    const company = await createTestCompany(server, owner.id);
    for (const condition_key of ["add_bank", "add_forecast", "", 7]) {
      const result = await call(
        "completeOnboardingChapter",
        { companyId: company, condition_key },
        {
          token: owner.token,
        },
      );
      expect(result.status).toBe(400);
      expect(result.body.error).toBeTruthy();
    }
    const after = await call("getStartOnboarding", { companyId: company }, { token: owner.token });
    expect(summary(after.body)).toEqual(["add_bank:false", "add_categories:false", "add_forecast:false"]);
  });

  it("keeps each company's chapters apart and refuses another company's user", async () => {
    expect(isAccessDenial(await call("getStartOnboarding", { companyId }, { token: stranger.token }))).toBe(
      true,
    );
    expect(
      isAccessDenial(
        await call(
          "completeOnboardingChapter",
          { companyId, condition_key: "guide" },
          { token: stranger.token },
        ),
      ),
    ).toBe(true);
    expect(isAccessDenial(await call("getStartOnboarding", { companyId }))).toBe(true);
    const other = await call("getStartOnboarding", { companyId: otherCompanyId }, { token: stranger.token });
    expect(summary(other.body)).toEqual(["add_bank:false", "add_categories:false", "add_forecast:false"]);
  });

  it("does not count an archived bank", async () => {
    const company = await createTestCompany(server, owner.id);
    const bank = await call(
      "addManualConnection",
      { companyId: company, name: "Archivée" },
      { token: owner.token },
    );
    const bankId = (bank.body.bank as { id: number }).id;
    expect(
      (await call("archiveConnection", { id: company, connectionId: bankId }, { token: owner.token })).status,
    ).toBe(200);
    const after = await call("getStartOnboarding", { companyId: company }, { token: owner.token });
    expect(after.body.current_chapter).toBe("add_bank");
  });
});

describe("welcome texts and partner customisations", () => {
  it("applies the partner's texts, then the company's own, then the partner's again when cleared", async () => {
    const saved = await call(
      "saveCustomization",
      {
        kind: "onboarding",
        key: "Qonto",
        title: "Bienvenue via Qonto",
        body: "Connectez votre compte Qonto.",
      },
      { token: admin.token },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.key).toBe("qonto");
    expect(
      (
        await call(
          "updateCompany",
          { id: companyId, customization: { onboarding_customization_id: "qonto" } },
          {
            token: owner.token,
          },
        )
      ).status,
    ).toBe(200);
    expect((await asOwner("getStartOnboarding")).body.welcome).toEqual({
      source: "partner",
      title: "Bienvenue via Qonto",
      body: "Connectez votre compte Qonto.",
    });

    const own = await asOwner("setCompanyWelcome", {
      welcome: { title: "  Bienvenue chez Dupont ", body: "Votre trésorerie, pas à pas." },
    });
    expect(own.body.welcome).toEqual({
      source: "company",
      title: "Bienvenue chez Dupont",
      body: "Votre trésorerie, pas à pas.",
    });
    // Members read it; the stranger's company is untouched.
    expect(
      (
        (await call("getStartOnboarding", { companyId }, { token: member.token })).body.welcome as {
          source: string;
        }
      ).source,
    ).toBe("company");
    expect(
      (
        (await call("getStartOnboarding", { companyId: otherCompanyId }, { token: stranger.token })).body
          .welcome as { source: string }
      ).source,
    ).toBe("default");

    expect((await asOwner("setCompanyWelcome", { welcome: null })).body.welcome).toMatchObject({
      source: "partner",
    });
  });

  it("refuses bad texts, non-owners and other companies, and changes nothing", async () => {
    await asOwner("setCompanyWelcome", { welcome: { title: "Titre", body: "Texte" } });
    for (const welcome of [
      { title: "   ", body: "Texte" },
      { title: "Titre", body: "" },
      { title: "x".repeat(121), body: "Texte" },
      { title: "Titre", body: "x".repeat(2001) },
      { title: "Titre" },
    ]) {
      const refused = await asOwner("setCompanyWelcome", { welcome });
      expect(refused.status).toBe(400);
    }
    const asMember = await call(
      "setCompanyWelcome",
      { companyId, welcome: { title: "Membre", body: "Texte" } },
      { token: member.token },
    );
    expect(isAccessDenial(asMember)).toBe(true);
    const asStranger = await call(
      "setCompanyWelcome",
      { companyId, welcome: { title: "Intrus", body: "Texte" } },
      { token: stranger.token },
    );
    expect(isAccessDenial(asStranger)).toBe(true);
    expect((await asOwner("getStartOnboarding")).body.welcome).toMatchObject({
      title: "Titre",
      body: "Texte",
    });
  });

  it("reads customisations by key: onboarding for signed-in users, the sign-up page for anyone", async () => {
    await call(
      "saveCustomization",
      { kind: "signup_page", key: "pennylane", title: "Essai Pennylane", body: "30 jours offerts." },
      { token: admin.token },
    );
    const signup = await call("getSignupPageCustomization", { key: "pennylane" });
    expect(signup.status).toBe(200);
    expect(signup.body).toEqual({ key: "pennylane", title: "Essai Pennylane", body: "30 jours offerts." });
    // The sign-up page's texts are not the onboarding's.
    expect(
      (await call("getOnboardingCustomization", { key: "pennylane" }, { token: owner.token })).status,
    ).toBe(404);
    expect(
      (await call("getOnboardingCustomization", { key: "qonto" }, { token: owner.token })).body.title,
    ).toBe("Bienvenue via Qonto");
    expect(isAccessDenial(await call("getOnboardingCustomization", { key: "qonto" }))).toBe(true);
    expect((await call("getSignupPageCustomization", { key: "inconnu" })).status).toBe(404);
    expect((await call("getSignupPageCustomization", { key: "../etc" })).status).toBe(400);
    expect((await call("getSignupPageCustomization", {})).status).toBe(400);
  });

  it("keeps partner customisations to support administrators", async () => {
    const input = { kind: "onboarding", key: "qonto", title: "Pirate", body: "Pirate" };
    expect(isAccessDenial(await call("saveCustomization", input, { token: owner.token }))).toBe(true);
    expect(isAccessDenial(await call("saveCustomization", input))).toBe(true);
    expect(
      (await call("saveCustomization", { ...input, kind: "other" }, { token: admin.token })).status,
    ).toBe(400);
    expect(
      (await call("getOnboardingCustomization", { key: "qonto" }, { token: owner.token })).body.title,
    ).toBe("Bienvenue via Qonto");
  });
});

describe("the meeting booking link", () => {
  it("has no link by default and names support's default address, for signed-in users only", async () => {
    expect((await call("getMeetingBooking", {}, { token: owner.token })).body).toEqual({
      booking_url: null,
      support_email: "support@trezo.local",
    });
    expect(isAccessDenial(await call("getMeetingBooking", {}))).toBe(true);
  });

  it("comes from MEETING_BOOKING_URL and SUPPORT_EMAIL, which must be an http(s) address and an e-mail", async () => {
    const config = loadConfig({
      MEETING_BOOKING_URL: "https://meet.example.test/trezo",
      SUPPORT_EMAIL: "support@example.test",
    });
    expect(config.meetingBookingUrl).toBe("https://meet.example.test/trezo");
    expect(() => loadConfig({ MEETING_BOOKING_URL: "javascript:alert(1)" })).toThrow(/MEETING_BOOKING_URL/);
    expect(() => loadConfig({ SUPPORT_EMAIL: "not-an-address" })).toThrow(/SUPPORT_EMAIL/);
    const configured = await startTestServer({
      meetingBookingUrl: config.meetingBookingUrl,
      supportEmail: config.supportEmail,
    });
    try {
      const user = await createTestUser(configured);
      expect((await callApi(configured, "getMeetingBooking", {}, { token: user.token })).body).toEqual({
        booking_url: "https://meet.example.test/trezo",
        support_email: "support@example.test",
      });
    } finally {
      await stopTestServer(configured);
    }
  });
});
