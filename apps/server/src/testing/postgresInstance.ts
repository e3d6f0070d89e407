import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Where the PostgreSQL binaries are looked for (POSTGRES_BIN_DIR overrides it). */
export const POSTGRES_BIN_DIR = process.env.POSTGRES_BIN_DIR ?? "/usr/lib/postgresql/15/bin";

/** The account that runs a test instance when the tests run as root (PostgreSQL refuses root). */
const UNPRIVILEGED_USER = "nobody";

/** A PostgreSQL server of its own that a test starts, stops and starts again (outages, restarts). */
export interface PostgresInstance {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, trust authentication. */
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: open connections are cut, new ones refused. */
  stop(): Promise<void>;
  /** `pg_ctl start`, waiting until it accepts connections. */
  start(): Promise<void>;
  /** Stops it if running and deletes its data folder. */
  destroy(): Promise<void>;
}

/** A TCP port nobody listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The uid and gid of a system account, from /etc/passwd. */
function accountIds(name: string): { uid: number; gid: number } {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(":") ?? [];
  if (uid === undefined || gid === undefined) throw new Error(`No '${name}' account to run PostgreSQL as`);
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * Creates and starts a throwaway PostgreSQL (initdb + pg_ctl from POSTGRES_BIN_DIR) on a free port, its
 * data in a temporary folder. As root, it runs as the unprivileged `nobody` (through runuser), which owns
 * the folder. Fails with a clear message when the binaries are missing: never skipped.
 */
export async function startPostgresInstance(): Promise<PostgresInstance> {
  for (const binary of ["initdb", "pg_ctl"]) {
    if (!existsSync(join(POSTGRES_BIN_DIR, binary))) {
      throw new Error(
        `PostgreSQL's ${binary} is not in ${POSTGRES_BIN_DIR}: install PostgreSQL 15 ` +
          "(Debian: apt-get install postgresql-15) or set POSTGRES_BIN_DIR to the folder holding initdb and pg_ctl.",
      );
    }
  }
  const folder = mkdtempSync(join(tmpdir(), "trezo-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = accountIds(UNPRIVILEGED_USER);
    chownSync(folder, uid, gid);
  }
  const dataDir = join(folder, "data");
  const port = await freePort();
  const pgCommand = (binary: string, args: string[]) => {
    const path = join(POSTGRES_BIN_DIR, binary);
    return asRoot
      ? run("runuser", ["-u", UNPRIVILEGED_USER, "--", path, ...args], { cwd: folder })
      : run(path, args, { cwd: folder });
  };
  const options = `-p ${port} -k ${folder} -h 127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await pgCommand("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      join(folder, "postgres.log"),
      "-o",
      options,
      "-w",
      "start",
    ]);
  };
  const stop = async () => {
    await pgCommand("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  };
  try {
    await pgCommand("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "--auth=trust",
      "-E",
      "UTF8",
      "--no-locale",
      "--no-sync",
    ]);
    await start();
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    async destroy() {
      await pgCommand("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]).catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
