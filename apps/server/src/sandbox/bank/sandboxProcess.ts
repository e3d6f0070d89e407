import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** A sandbox aggregator running as its own process (`npm run sandbox-bank`). */
export interface SandboxBankProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));

/**
 * Starts the sandbox aggregator in a child process (node with tsx, as `npm run sandbox-bank`) and waits
 * for its address. Used by `npm start` when no real aggregator is configured, by the tests and by the
 * benchmarks. `port` 0 picks a free one.
 */
export function startSandboxBankProcess(
  options: {
    port?: number;
    webhookUrl?: string | null;
    stateFile?: string | null;
    env?: NodeJS.ProcessEnv;
  } = {},
): Promise<SandboxBankProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
    env: {
      ...process.env,
      ...options.env,
      SANDBOX_BANK_PORT: String(options.port ?? 0),
      SANDBOX_BANK_WEBHOOK_URL: options.webhookUrl ?? "",
      SANDBOX_BANK_STATE_FILE: options.stateFile ?? "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      reject(new Error(`the sandbox aggregator did not start: ${output}`));
    }, 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /sandbox-bank listening on (\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off("data", onData);
      child.stdout?.resume();
      const url = match[1].replace("://0.0.0.0", "://127.0.0.1");
      resolve({
        url,
        child,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox aggregator stopped (${code}): ${output}`));
    });
  });
}
