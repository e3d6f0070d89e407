import { isIP } from "node:net";
import { resolve } from "node:path";
import { z } from "zod";
import type { S3Settings } from "./files/s3FileStore";

/** An IP address or a CIDR block (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrBlock(value: string): boolean {
  const [address = "", bits, ...rest] = value.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies in front of the server to believe about the client address (Fastify's trustProxy):
 * unset or `false`, none (the socket's peer is the client); a number, that many hops of
 * X-Forwarded-For; a comma-separated list of addresses and CIDR blocks, those proxies; `true`, any.
 */
export type TrustProxy = boolean | number | string[];

const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context): TrustProxy => {
    if (value === undefined || value === "" || value === "false") return false;
    if (value === "true") return true;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isAddressOrBlock(entry));
    if (wrong.length > 0) {
      context.addIssue({
        code: "custom",
        message: `TRUST_PROXY must be false, true, a hop count or addresses and CIDR blocks; not ${wrong.join(", ")}`,
      });
      return z.NEVER;
    }
    return entries;
  });

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
  /** Proxies whose X-Forwarded-For gives the client address (rate limits, lockout, audit log). */
  TRUST_PROXY: trustProxySchema,
  /** `0` leaves an empty database empty instead of creating the demo companies at start. */
  SEED_DEMO: z.enum(["0", "1"]).default("1"),
  /** The meeting booking page /book-a-meeting opens (a scheduling link); unset: the screen says how to reach support. */
  MEETING_BOOKING_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Support's address: the server mails it what it could not do (a company it could not delete); the product shows it when there is no booking link. */
  SUPPORT_EMAIL: z.email().default("support@trezo.local"),
  /** S3-compatible object storage for files (README "Files in S3-compatible object storage"). */
  S3_BUCKET: z.string().min(1).optional(),
  S3_PREFIX: z.string().default("trezo/"),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false", "1", "0"]).default("false"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
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
  /** Which proxies to believe about the client address; false: none. */
  trustProxy: TrustProxy;
  /**
   * Failed sign-ins one client address may make over every address before it is locked out too
   * (features/session/loginLockout); the tests, all from 127.0.0.1, raise it.
   */
  signInFailuresPerClient: number;
  /**
   * Statement lines per committed slice of an import on PGlite (statementPipeline.importInSlices): large
   * enough for speed, small enough that no other request waits long; tests lower it to see slices.
   */
  importSliceLines: number;
  /**
   * Prefix of the rate-limit counters kept in PostgreSQL: the instances that share a database and this
   * value share their counters (empty in production; each test server has its own, so that the tests'
   * small limits are not spent by other test files calling from the same address).
   */
  rateLimitScope: string;
  /** Create the demo companies when the database has no user yet. */
  seedDemo: boolean;
  /** Support's address: the server mails it what it could not do; users are shown it when there is no booking link. */
  supportEmail: string;
  /** The meeting booking link of /book-a-meeting; undefined: none. */
  meetingBookingUrl: string | undefined;
  /** Check every result against its contract output schema (tests): a mismatch is a 500 and a log line. */
  checkOutputs: boolean;
  /** S3-compatible object storage for files, when S3_BUCKET is set (files/s3FileStore). */
  s3?: S3Settings | undefined;
}

/** The S3 settings of the environment, or undefined when S3_BUCKET is unset. */
function s3SettingsOf(env: z.infer<typeof environmentSchema>): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    throw new Error("Invalid server configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together");
  return {
    bucket: env.S3_BUCKET,
    prefix: env.S3_PREFIX,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true" || env.S3_FORCE_PATH_STYLE === "1",
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
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
    trustProxy: env.TRUST_PROXY,
    signInFailuresPerClient: 50,
    importSliceLines: 2000,
    rateLimitScope: "",
    seedDemo: env.SEED_DEMO === "1",
    meetingBookingUrl: env.MEETING_BOOKING_URL,
    supportEmail: env.SUPPORT_EMAIL,
    checkOutputs: false,
    s3: s3SettingsOf(env),
  };
}
