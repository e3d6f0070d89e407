import { isIP } from "node:net";
import { resolve } from "node:path";
import { z } from "zod";
import type { S3Settings } from "./files/s3FileStore";
import type { ScheduledHooks } from "./jobs/companyTasks";
import type { QueueRunnerOptions } from "./jobs/pgBossScheduler";

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
  /** The OAuth provider's issuer on the authentication host; unset: PUBLIC_URL with `auth.` before its host. */
  OAUTH_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  /** Calls per minute and per client address on sign-in, sign-up and password recovery. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Proxies whose X-Forwarded-For gives the client address (rate limits, lockout, audit log). */
  TRUST_PROXY: trustProxySchema,
  /** `0` leaves an empty database empty instead of creating the demo companies at start. */
  SEED_DEMO: z.enum(["0", "1"]).default("1"),
  /** The meeting booking page /book-a-meeting opens (a scheduling link); unset: the screen says how to reach support. */
  MEETING_BOOKING_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** `outbox`: the CRM's sales events (updateHubSpotObject) are written to DATA_DIR/crm-outbox/*.json, the local stand-in for a CRM; unset: nothing is sent. */
  CRM_PROVIDER: z.enum(["outbox"]).optional(),
  /** Support's address: the server mails it what it could not do (a company it could not delete); the product shows it when there is no booking link. */
  SUPPORT_EMAIL: z.email().default("support@trezo.local"),
  /** Where the daily fetch reads the ECB's reference rates (eurofxref-daily.xml or a mirror); unset: an administrator uploads them (uploadCurrencyRates). */
  ECB_RATES_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How many days the audit trail keeps its lines (a nightly task removes older ones); at least 30. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(36_500).default(400),
  /**
   * Comma-separated addresses of the first support administrators: their accounts become SuperAdmins at
   * start, or when they confirm their address (README "The first administrator").
   */
  SUPERADMIN_EMAILS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => entry !== ""),
    )
    .pipe(z.array(z.email("SUPERADMIN_EMAILS must be comma-separated email addresses"))),
  /** Stripe's secret key: set, payments go through Stripe; unset, through the built-in sandbox (features/billing/README.md). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret of the Stripe webhook endpoint (whsec_…); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** The seller on Trezo's invoices (French legal mentions). */
  BILLING_SELLER_NAME: z.string().min(1).default("Trezo SAS"),
  BILLING_SELLER_ADDRESS: z.string().min(1).default("10 rue de la Paix, 75002 Paris, France"),
  BILLING_SELLER_SIREN: z
    .string()
    .regex(/^\d{9}$/)
    .default("000000000"),
  BILLING_SELLER_VAT: z.string().min(4).default("FR00000000000"),
  /** Key of the second factor's secrets at rest (features/mfa): any string of 32+ characters; unset, a development key (with a warning). */
  MFA_ENCRYPTION_KEY: z.string().min(32, "MFA_ENCRYPTION_KEY must hold at least 32 characters").optional(),
  /** Sign-in with Google (features/oidc): the OAuth client of the Google Cloud console. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Sign-in with any OpenID Connect provider (Microsoft Entra, a firm's own): its issuer and client. */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** The provider's name on the sign-in button (default "OpenID Connect"). */
  OIDC_NAME: z.string().min(1).max(60).optional(),
  /** S3-compatible object storage for files (README "Files in S3-compatible object storage"). */
  S3_BUCKET: z.string().min(1).optional(),
  S3_PREFIX: z.string().default("trezo/"),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false", "1", "0"]).default("false"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bridge API v3 (features/bankLinking/README.md): the three together, or none (the sandbox aggregator). */
  BRIDGE_CLIENT_ID: z.string().min(1).optional(),
  BRIDGE_CLIENT_SECRET: z.string().min(1).optional(),
  BRIDGE_WEBHOOK_SECRET: z.string().min(1).optional(),
  BRIDGE_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.bridgeapi.io"),
  /** A sandbox aggregator already running (`npm run sandbox-bank`); unset, `npm start` starts one. */
  BANK_SANDBOX_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** `0`: no sandbox aggregator when Bridge is not configured (no bank can be connected). */
  BANK_SANDBOX: z.enum(["0", "1"]).default("1"),
  /** 32 bytes (base64 or hex) that encrypt the aggregators' user tokens at rest. */
  BANK_TOKEN_KEY: z.string().min(1).optional(),
  /** Pennylane's API address (features/partners); the tests point it at a local server. */
  PENNYLANE_API_URL: z.url().default("https://app.pennylane.com"),
  /** `0`: no sandbox partner in the registry's connectable partners. */
  PARTNER_SANDBOX: z.enum(["0", "1"]).default("1"),
  /** 32 bytes (base64 or hex) that encrypt the partners' API tokens at rest. */
  PARTNER_TOKEN_KEY: z.string().min(1).optional(),
});

/** The partner integrations of the environment (features/partners/partnerAdapters.ts). */
export interface PartnerSettings {
  pennylaneApiUrl: string;
  /** Whether the sandbox partner can be connected. */
  sandbox: boolean;
  /** PARTNER_TOKEN_KEY as given; unset: a development key derived from the data folder, with a warning. */
  tokenKey?: string | undefined;
}

/** The bank aggregators of the environment (features/bankLinking/bankAggregators.ts). */
export interface BankSettings {
  bridge?: { clientId: string; clientSecret: string; webhookSecret: string; apiUrl: string } | undefined;
  /** The sandbox aggregator's address, when Bridge is not configured and one runs. */
  sandboxUrl?: string | undefined;
  /** Start the sandbox aggregator process at `npm start` when neither Bridge nor sandboxUrl is set. */
  startSandbox: boolean;
  /** BANK_TOKEN_KEY as given; unset: a development key derived from the data folder, with a warning. */
  tokenKey?: string | undefined;
}

/** BRIDGE_* all three or none; anything in between is a configuration error said at start. */
function bankSettingsOf(env: z.infer<typeof environmentSchema>): BankSettings {
  const bridgeValues = [env.BRIDGE_CLIENT_ID, env.BRIDGE_CLIENT_SECRET, env.BRIDGE_WEBHOOK_SECRET];
  const given = bridgeValues.filter((value) => value !== undefined).length;
  if (given > 0 && given < 3)
    throw new Error(
      "Invalid server configuration:\n  BRIDGE_CLIENT_ID, BRIDGE_CLIENT_SECRET and BRIDGE_WEBHOOK_SECRET go together",
    );
  const bridge =
    env.BRIDGE_CLIENT_ID && env.BRIDGE_CLIENT_SECRET && env.BRIDGE_WEBHOOK_SECRET
      ? {
          clientId: env.BRIDGE_CLIENT_ID,
          clientSecret: env.BRIDGE_CLIENT_SECRET,
          webhookSecret: env.BRIDGE_WEBHOOK_SECRET,
          apiUrl: env.BRIDGE_API_URL,
        }
      : undefined;
  return {
    bridge,
    sandboxUrl: bridge ? undefined : env.BANK_SANDBOX_URL,
    startSandbox: !bridge && !env.BANK_SANDBOX_URL && env.BANK_SANDBOX === "1",
    tokenKey: env.BANK_TOKEN_KEY,
  };
}

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
  /** The OAuth provider's issuer (features/oauth); undefined: derived from publicUrl. */
  oauthIssuer?: string | undefined;
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
  /** Where the CRM's sales events go (features/shellDetails/crmAdapter): the local outbox, or nowhere. */
  crmProvider?: "outbox" | undefined;
  /** Check every result against its contract output schema (tests): a mismatch is a 500 and a log line. */
  checkOutputs: boolean;
  /** S3-compatible object storage for files, when S3_BUCKET is set (files/s3FileStore). */
  s3?: S3Settings | undefined;
  /** The address of the daily ECB rates fetch (features/currencies/ecbLoad); undefined: no fetch. */
  ecbRatesUrl?: string | undefined;
  /** SUPERADMIN_EMAILS, lower-cased: these accounts become SuperAdmins once their address is proven. */
  superAdminEmails: string[];
  /** AUDIT_RETENTION_DAYS: the audit trail's lines older than this many days are removed each night. */
  auditRetentionDays: number;
  /** The per-company work of scheduled tasks (jobs/companyTasks.ts); unset: the defaults. */
  scheduledHooks?: Partial<ScheduledHooks> | undefined;
  /** The PostgreSQL job queue's timings (tests shorten them); unset: production's. */
  schedulerQueue?: Partial<Omit<QueueRunnerOptions, "databaseUrl">> | undefined;
  /** Stripe (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET); undefined: the built-in sandbox provider. */
  stripe?: { secretKey: string; webhookSecret: string } | undefined;
  /** The seller named on Trezo's invoices. */
  billingSeller: { name: string; address: string; siren: string; vatNumber: string };
  /** Bank aggregators (issue 21): Bridge, or the sandbox aggregator; none when absent. */
  bank?: BankSettings | undefined;
  /** MFA_ENCRYPTION_KEY: the key of the second factor's secrets; undefined: the development key. */
  mfaEncryptionKey?: string | undefined;
  /** The OpenID Connect providers users may sign in with (features/oidc); empty: none. */
  oidcProviders: OidcProviderSettings[];
  /** Partner integrations (features/partners); unset: Pennylane's public address and the sandbox partner. */
  partners?: PartnerSettings | undefined;
}

/** One OpenID Connect provider: Google (GOOGLE_*) or any other (OIDC_*). */
export interface OidcProviderSettings {
  id: "google" | "oidc";
  /** The button's label. */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The providers the environment configures; a half-configured one stops the server. */
function oidcProvidersOf(env: z.infer<typeof environmentSchema>): OidcProviderSettings[] {
  const providers: OidcProviderSettings[] = [];
  const problems: string[] = [];
  if (env.GOOGLE_CLIENT_ID || env.GOOGLE_CLIENT_SECRET) {
    if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)
      providers.push({
        id: "google",
        name: "Google",
        issuer: "https://accounts.google.com",
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
      });
    else problems.push("GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together");
  }
  if (env.OIDC_ISSUER || env.OIDC_CLIENT_ID || env.OIDC_CLIENT_SECRET) {
    if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET)
      providers.push({
        id: "oidc",
        name: env.OIDC_NAME ?? "OpenID Connect",
        issuer: env.OIDC_ISSUER,
        clientId: env.OIDC_CLIENT_ID,
        clientSecret: env.OIDC_CLIENT_SECRET,
      });
    else problems.push("OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together");
  }
  if (problems.length > 0) throw new Error(`Invalid server configuration:\n  ${problems.join("\n  ")}`);
  return providers;
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

/** Stripe's settings, or undefined (the sandbox) when STRIPE_SECRET_KEY is unset. */
function stripeSettingsOf(env: z.infer<typeof environmentSchema>): ServerConfig["stripe"] {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  if (!env.STRIPE_WEBHOOK_SECRET)
    throw new Error("Invalid server configuration:\n  STRIPE_WEBHOOK_SECRET goes with STRIPE_SECRET_KEY");
  return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET };
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
    oauthIssuer: env.OAUTH_ISSUER?.replace(/\/$/, ""),
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    signInFailuresPerClient: 50,
    importSliceLines: 2000,
    rateLimitScope: "",
    seedDemo: env.SEED_DEMO === "1",
    meetingBookingUrl: env.MEETING_BOOKING_URL,
    crmProvider: env.CRM_PROVIDER,
    supportEmail: env.SUPPORT_EMAIL,
    checkOutputs: false,
    s3: s3SettingsOf(env),
    ecbRatesUrl: env.ECB_RATES_URL,
    superAdminEmails: env.SUPERADMIN_EMAILS,
    auditRetentionDays: env.AUDIT_RETENTION_DAYS,
    stripe: stripeSettingsOf(env),
    billingSeller: {
      name: env.BILLING_SELLER_NAME,
      address: env.BILLING_SELLER_ADDRESS,
      siren: env.BILLING_SELLER_SIREN,
      vatNumber: env.BILLING_SELLER_VAT,
    },
    bank: bankSettingsOf(env),
    mfaEncryptionKey: env.MFA_ENCRYPTION_KEY,
    oidcProviders: oidcProvidersOf(env),
    partners: {
      pennylaneApiUrl: env.PENNYLANE_API_URL,
      sandbox: env.PARTNER_SANDBOX === "1",
      tokenKey: env.PARTNER_TOKEN_KEY,
    },
  };
}
