import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail through SMTP_URL, or writes it to DATA_DIR/outbox/*.eml when there is no SMTP server. */
export interface Mailer {
  /** Sends `mail` and resolves once the SMTP server took it (or it is in the outbox). */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Hands `mail` over and resolves without waiting for the SMTP server: the mail is sent after the
   * answer, and a failure is logged. For the calls whose time must not tell whether a mail went out
   * (password recovery, sign-up with an address that has an account). The outbox, a local folder with
   * no network in between, is written before it resolves.
   */
  post(mail: OutgoingMail): Promise<void>;
  /** Waits, at most `timeoutMs`, for the posted mails still being sent (the server stops). */
  flush(timeoutMs?: number): Promise<void>;
  /** Where mail goes: 'smtp' or the outbox folder. */
  readonly destination: string;
}

const FROM = "Trezo <no-reply@trezo.local>";

/** The mailer the configuration asks for. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    const sending = new Set<Promise<void>>();
    const send = async (mail: OutgoingMail) => {
      await transport.sendMail({ from: FROM, ...mail });
    };
    return {
      destination: "smtp",
      send,
      async post(mail) {
        const delivery = send(mail).catch((error: unknown) =>
          // The recipient is not logged (personal data); the subject says which mail it was.
          options.log.error({ err: error, subject: mail.subject }, "mail could not be sent"),
        );
        sending.add(delivery);
        delivery.finally(() => sending.delete(delivery));
      },
      async flush(timeoutMs = 5000) {
        let timer: NodeJS.Timeout | undefined;
        const limit = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
        });
        await Promise.race([Promise.all(sending), limit]);
        clearTimeout(timer);
      },
    };
  }
  const outbox = join(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const send = async (mail: OutgoingMail) => {
    const info = await transport.sendMail({ from: FROM, ...mail });
    mkdirSync(outbox, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
    writeFileSync(join(outbox, name), info.message as Buffer);
  };
  return { destination: outbox, send, post: send, flush: async () => undefined };
}
