import { resolve } from "node:path";
import { z } from "zod";

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// or postgresql:// URL")
    .optional(),
  SMTP_URL: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Folder of the built web app to serve; the server runs API-only when it does not exist. */
  WEB_DIST_DIR: z.string().optional(),
  /** Secret that signs access tokens (at least 32 characters); generated and kept in the database when unset. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Address of the app in mailed links; http://localhost:PORT when unset. */
  PUBLIC_URL: z.url().optional(),
  /** Calls per minute and per client address on sign-in, sign-up and password recovery. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** `0` leaves an empty database empty instead of creating the demo companies at start. */
  SEED_DEMO: z.enum(["0", "1"]).default("1"),
});

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path of the data folder (embedded database, outbox, attachments). */
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  logLevel: z.infer<typeof environmentSchema>["LOG_LEVEL"];
  webDistDir: string;
  jwtSecret: string | undefined;
  publicUrl: string;
  authRateLimitPerMinute: number;
  /** Create the demo companies when the database has no user yet. */
  seedDemo: boolean;
  /** Check every result against its contract output schema (tests): a mismatch is a 500 and a log line. */
  checkOutputs: boolean;
}

/** Reads and checks the environment once, at start. A bad value stops the server with a clear message. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid server configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    logLevel: env.LOG_LEVEL,
    webDistDir: resolve(env.WEB_DIST_DIR ?? new URL("../../web/dist", import.meta.url).pathname),
    jwtSecret: env.JWT_SECRET,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    seedDemo: env.SEED_DEMO === "1",
    checkOutputs: false,
  };
}
