import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail through SMTP_URL, or writes it to DATA_DIR/outbox/*.eml when there is no SMTP server. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Where mail goes: 'smtp' or the outbox folder. */
  readonly destination: string;
}

const FROM = "Trezo <no-reply@trezo.local>";

/** The mailer the configuration asks for. */
export function createMailer(options: { smtpUrl: string | undefined; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      destination: "smtp",
      async send(mail) {
        await transport.sendMail({ from: FROM, ...mail });
      },
    };
  }
  const outbox = join(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    destination: outbox,
    async send(mail) {
      const info = await transport.sendMail({ from: FROM, ...mail });
      mkdirSync(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      writeFileSync(join(outbox, name), info.message as Buffer);
    },
  };
}
