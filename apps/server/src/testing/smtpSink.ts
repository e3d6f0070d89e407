import { createServer, type Socket } from "node:net";

/** A mail the sink accepted: its envelope recipients and raw message. */
export interface SinkMail {
  to: string[];
  message: string;
}

/**
 * A local SMTP server for tests (plain SMTP, no TLS, no authentication) that keeps what it is sent.
 * `hold()` makes it keep each message's final answer back until `release()`: a sender that waits for
 * the SMTP server waits as long as the test wants.
 */
export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Mails accepted so far, in the order they were acknowledged. */
  mails: SinkMail[];
  /** Mails whose data was received and whose answer is held. */
  held(): number;
  hold(): void;
  release(): void;
  /** Resolves once `count` mails were accepted. */
  accepted(count: number): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SinkMail[] = [];
  let holding = false;
  const waitingAnswers: Array<() => void> = [];
  const watchers: Array<() => void> = [];
  const sockets = new Set<Socket>();
  const notify = () => {
    for (const watcher of watchers.splice(0)) watcher();
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    socket.setEncoding("latin1");
    let buffer = "";
    let inData = false;
    let recipients: string[] = [];
    const answer = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };
    answer("220 sink.test ESMTP");
    socket.on("data", (text: string) => {
      buffer += text;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const mail = { to: recipients, message };
          recipients = [];
          const accept = () => {
            mails.push(mail);
            answer("250 2.0.0 queued");
            notify();
          };
          if (holding) waitingAnswers.push(accept);
          else accept();
          continue;
        }
        const end = buffer.indexOf("\r\n");
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") answer("250 sink.test");
        else if (verb === "RCPT") {
          recipients.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, "$1"));
          answer("250 2.1.5 ok");
        } else if (verb === "DATA") {
          inData = true;
          answer("354 end with <CRLF>.<CRLF>");
        } else if (verb === "QUIT") {
          answer("221 2.0.0 bye");
          socket.end();
        } else answer("250 ok");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    held: () => waitingAnswers.length,
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const accept of waitingAnswers.splice(0)) accept();
    },
    async accepted(count) {
      while (mails.length < count) await new Promise<void>((resolve) => watchers.push(resolve));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
