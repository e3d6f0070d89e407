import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, createTestUser, type TestUser, uniqueEmail } from "../testing/apiTestClient";
import { type SmtpSink, startSmtpSink } from "../testing/smtpSink";
import { removeDataDir, startTestServer } from "../testing/testServer";

/**
 * With SMTP_URL set, the calls whose mail would tell who has an account answer without waiting for the
 * SMTP server (issue 12 item 14): the sink holds every message's answer, and the calls are answered
 * all the same, before a single mail is accepted; the mails go out once it lets them.
 */

let sink: SmtpSink;
let server: Awaited<ReturnType<typeof startTestServer>>;
let owner: TestUser;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ smtpUrl: sink.url });
  owner = await createTestUser(server);
});
afterAll(async () => {
  sink.release();
  await server.stop();
  removeDataDir(server.dataDir);
  await sink.close();
});

describe("mail that would tell whether an address has an account", () => {
  it("is sent after the answer: a known and an unknown address are answered alike, without waiting", async () => {
    sink.hold();
    const stranger = uniqueEmail("stranger");
    const newcomer = uniqueEmail("newcomer");
    const answers = [
      await callApi(server, "recoverPasswordRequest", { email: stranger }),
      await callApi(server, "recoverPasswordRequest", { email: owner.email }),
      await callApi(server, "signUp", { email: owner.email, password: "a-long-passphrase" }),
      await callApi(server, "signUp", { email: newcomer, password: "a-long-passphrase" }),
    ];
    // Every call answered while the SMTP server had not accepted one mail.
    expect(sink.mails).toHaveLength(0);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers[0]?.body).toEqual(answers[1]?.body);
    expect(answers[2]?.body).toEqual({ ...answers[3]?.body, email: owner.email });

    // The three mails (recovery and 'you already have an account' to the owner, confirmation to the
    // newcomer) reach the SMTP server meanwhile, and go out once it answers.
    sink.release();
    await sink.accepted(3);
    await server.services.mailer.flush();
    expect(sink.mails.map((mail) => mail.to).sort()).toEqual(
      [[newcomer], [owner.email], [owner.email]].sort(),
    );
    const toOwner = sink.mails.filter((mail) => mail.to.includes(owner.email)).map((mail) => mail.message);
    expect(toOwner.some((message) => message.includes("recoveryToken="))).toBe(true);
    expect(sink.mails.some((mail) => mail.to.includes(stranger))).toBe(false);
  });
});
